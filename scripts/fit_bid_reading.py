"""Fit how the hard bot reads a heard bid on a world's whole hand: ``python scripts/fit_bid_reading.py``.

The normal bot bids on its first six cards (``bid_strength`` against ``BID_THRESHOLD``); when the hard bot
later weighs a world, it sees that seat's whole hand, with the cards dealt after the bidding.  It reads a
bid as ``logistic((bid_strength(whole) - scale * threshold) / slope)``, with a ``(scale, slope)`` per mode and
word (:data:`debertz.bots.search.BID_READING`).  This script deals random hands, records the normal bot's word on
the six cards and the strength of the whole hand, and prints, per mode and word, the ``(scale, slope)`` of a grid
with the highest mean log-likelihood, next to the reading in use.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from debertz.bots.rules import BID_THRESHOLD, bid_strength
from debertz.bots.search import BID_READING

# cards dealt after the bidding: three in modes 2 and 3; two in four-player modes, where the turn-up goes
# to the declarer (docs/rules.md §3), so a round-1 taker's whole hand is six, the turn-up and one more
EXTRA = {"2": 3, "3": 3, "4": 2, "2x2": 2}
Sample = tuple[float, bool]  # (strength of the whole hand, the normal bot said yes)
WORDS = {"take": "round 1, take", "pass": "round 1, pass", "round2": "round 2"}


def deal_samples(mode: str, count: int, rng: random.Random) -> dict[str, list[Sample]]:
    """Per word (the keys of a mode's :data:`BID_READING`): the whole hand's strength and the normal bot's
    word, on ``count`` random deals.  In four-player modes a round-1 taker's whole hand holds the turn-up and
    a passer's does not, so the two words are read on different hands; in modes 2 and 3 they are read on the
    same hand, from the same samples."""
    th = BID_THRESHOLD[mode]
    four = mode in ("4", "2x2")
    out: dict[str, list[Sample]] = {}
    for _ in range(count):
        deck = list(range(32))
        rng.shuffle(deck)
        six = sum(1 << c for c in deck[:6])
        up = deck[6]
        up_suit = up >> 3
        extra = deck[7:7 + EXTRA[mode]]
        later = sum(1 << c for c in extra)
        take = bid_strength(six | (1 << up if four else 0), up_suit) >= th
        if four:
            out.setdefault("take", []).append((bid_strength(six | 1 << up | 1 << extra[0], up_suit), take))
            out.setdefault("pass", []).append((bid_strength(six | later, up_suit), take))
        else:
            out.setdefault("take", []).append((bid_strength(six | later, up_suit), take))
        others = [s for s in range(4) if s != up_suit]
        named = max(bid_strength(six, s) for s in others) >= th
        out.setdefault("round2", []).append((max(bid_strength(six | later, s) for s in others), named))
    if not four:
        out["pass"] = out["take"]  # both round-1 words read on the same nine cards
    return out


def log_likelihood(data: list[Sample], threshold: float, slope: float) -> float:
    total = 0.0
    for x, yes in data:
        p = 1.0 / (1.0 + math.exp(-(x - threshold) / slope))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total += math.log(p if yes else 1 - p)
    return total / len(data)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=40_000)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--modes", default="2,3,4,2x2")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    scales = [0.8 + 0.05 * i for i in range(21)]
    slopes = [3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 16.0]
    for mode in args.modes.split(","):
        th = BID_THRESHOLD[mode]
        for word, data in deal_samples(mode, args.deals, rng).items():
            scale_now, slope_now = BID_READING[mode][word]
            best = max((log_likelihood(data, th * sc, sl), sc, sl) for sc in scales for sl in slopes)
            now = log_likelihood(data, th * scale_now, slope_now)
            print(f"mode {mode:>3} {WORDS[word]}: best scale {best[1]:.2f}, slope {best[2]:.0f} (log-likelihood "
                  f"{best[0]:.4f}); in use {scale_now:.2f}, {slope_now:.0f} ({now:.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
