"""``python -m debertz bench``: random full deals per mode, deals per second.

Each deal is dealt from a seeded deck and played to its end with random legal actions (a
random player never demands a weak-hand redeal, so every deal is played out).
"""

from __future__ import annotations

import argparse
import random
import time

from ..actions import REDEAL
from ..deal import Deal
from ..match import seeded_deck
from ..options import MODES, SEATS, make_options


def random_deal(mode: str, seed: int, rng: random.Random) -> Deal:
    n = SEATS[mode]
    d = Deal(mode, make_options(mode), seed % n, seeded_deck(seed, 0))
    while not d.over:
        acts = d.legal_actions()
        a = acts[rng.randrange(len(acts))]
        if a == REDEAL:
            a = acts[0]
        d.push(a)
    return d


def bench_mode(mode: str, deals: int, seed: int = 1) -> float:
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(deals):
        d = random_deal(mode, seed * 1_000_003 + i, rng)
        if d.played_out:
            d.totals()
    return deals / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m debertz bench", description=__doc__)
    ap.add_argument("-n", "--deals", type=int, default=5000, help="deals per mode (default 5000)")
    ap.add_argument("--modes", default=",".join(MODES), help="comma list of modes")
    args = ap.parse_args(argv)
    for mode in args.modes.split(","):
        rate = bench_mode(mode, args.deals)
        print(f"mode {mode:>3}: {rate:8.0f} random full deals/s ({args.deals} deals)")
    return 0
