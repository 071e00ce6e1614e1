"""Coach timing in CPython: seconds to rate every decision of the person (seat 0) in one deal,
and the longest slice between two yields (the browser runs one slice per task).

Deals are played by the normal bot at every seat from fixed seeds, so figures are reproducible.
The browser figure (Pyodide) is measured by the page's own benchmark; target: <= 5 s per deal.
Usage: nice -n 10 .venv/bin/python scripts/bench_coach.py [--deals 8]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from debertz.bots import get_bot
from debertz.learn.coach import rate_deal
from debertz.match import Match
from debertz.options import MODES, make_options


def played_deals(mode: str, count: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    seed = 0
    while len(out) < count:
        m = Match(mode, make_options(mode, "classic", {"target": "one_deal"}), seed=seed)
        bots = [get_bot("normal", seed + s) for s in range(m.n)]
        while not m.deal_over:
            seat = m.current_player()
            assert seat is not None
            m.apply(bots[seat].choose(m.view(seat)))
        if m.deal.played_out:
            out.append(m.to_record())
        seed += 1
    return out


def time_deal(doc: dict[str, Any]) -> tuple[float, float, int]:
    """(total seconds, longest slice, decisions rated)."""
    steps = rate_deal(doc, 0, 0)
    longest = 0.0
    t0 = time.perf_counter()
    while True:
        t = time.perf_counter()
        try:
            next(steps)
        except StopIteration as stop:
            longest = max(longest, time.perf_counter() - t)
            return time.perf_counter() - t0, longest, len(stop.value)
        longest = max(longest, time.perf_counter() - t)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=8, help="played-out deals per mode (default 8)")
    args = ap.parse_args()
    for mode in MODES:
        times: list[float] = []
        slices: list[float] = []
        decisions = 0
        for doc in played_deals(mode, args.deals):
            total, longest, n = time_deal(doc)
            times.append(total)
            slices.append(longest)
            decisions += n
        times.sort()
        print(f"mode {mode:>3}: rating a whole deal takes median {times[len(times) // 2]:.2f} s, "
              f"max {times[-1]:.2f} s (CPython, {len(times)} deals, {decisions} decisions); "
              f"longest slice {1000 * max(slices):.0f} ms", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
