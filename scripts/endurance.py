"""Endurance: many bot matches in CPython across all modes with randomised options, the engine's
invariants checked after every action and every match's record replayed and compared.

    python scripts/endurance.py [--matches 10000] [--levels easy,normal]
    python scripts/endurance.py --matches 2000 --levels hard --samples 12 --bid-samples 24

Each seat gets a level drawn from ``--levels``; the hard bot plays with a sample budget and no time
budget (reproducible).

Prints matches, deals, actions, failures and the time taken.  Exit status 1 on any failure.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from typing import Any

from debertz.bots import get_bot
from debertz.cli.invariants import check
from debertz.cli.testing import by_bots, play_out
from debertz.match import Match
from debertz.options import MODES, OPTION_SPECS, make_options
from debertz.record import replay_text

MAX_ACTIONS = 20000  # far more than any match takes: past it, the match does not end


def one_match(i: int, levels: list[str], hard: dict[str, Any]) -> tuple[int, int]:
    rng = random.Random(i)
    mode = MODES[i % len(MODES)]
    overrides: dict[str, object] = {s.name: rng.choice(s.values) for s in OPTION_SPECS}
    overrides["target"] = rng.choice([51, 151, 301, 501, "one_deal"])
    m = Match(mode, make_options(mode, rng.choice(["classic", "kharkiv"]), overrides), seed=i)
    chosen = [rng.choice(levels) for _ in range(m.n)]
    bots = [get_bot(lv, seed=f"{i}:{s}", **(hard if lv == "hard" else {})) for s, lv in enumerate(chosen)]
    play_out(m, by_bots(bots), limit=MAX_ACTIONS, after=lambda match: check(match.deal))
    if not m.finished:
        raise RuntimeError(f"match does not end in {MAX_ACTIONS} actions")
    actions = sum(len(d.actions) for d in m.deals)
    if replay_text(json.dumps(m.to_record())) != m.replay_summary():
        raise RuntimeError("record replay differs")
    return len(m.deals), actions


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=10000)
    ap.add_argument("--first", type=int, default=0, help="number of the first match (to split a run)")
    ap.add_argument("--levels", default="easy,normal")
    ap.add_argument("--samples", type=int, default=60, help="hard bot: worlds per card decision")
    ap.add_argument("--bid-samples", type=int, default=200, help="hard bot: samples per bidding decision")
    args = ap.parse_args()
    hard: dict[str, Any] = {"samples": args.samples, "bid_samples": args.bid_samples, "time_budget": None}
    levels = args.levels.split(",")
    start = time.perf_counter()
    deals = actions = failures = 0
    for i in range(args.first, args.first + args.matches):
        try:
            d, a = one_match(i, levels, hard)
            deals += d
            actions += a
            if (i - args.first + 1) % 100 == 0:
                print(f"  {i - args.first + 1} matches, {failures} failures, {time.perf_counter() - start:.0f} s",
                      file=sys.stderr, flush=True)
        except Exception:  # noqa: BLE001 - count and show every failure
            failures += 1
            print(f"match {i} failed:", file=sys.stderr)
            traceback.print_exc()
    secs = time.perf_counter() - start
    print(f"endurance: {args.matches} matches from #{args.first} ({','.join(levels)} bots), {deals} deals, "
          f"{actions} actions, invariants checked after every action, {failures} failures, {secs:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
