"""Scoring a played-out deal (rules.md §8): made, bait, hanging bait, penalties, ski.

Pure functions over plain numbers, so the worked examples of rules.md §11 test them directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .options import Options

MADE, BAIT, HANGING = "made", "bait", "hanging"


@dataclass(frozen=True)
class DealScore:
    outcome: str  # made | bait | hanging
    points: tuple[int, ...]  # each side's deal total before transfers
    recorded: tuple[int, ...]  # what each side writes for the deal
    penalties: tuple[int, ...]  # bait penalty and ski, as negative numbers
    hanging: int  # points hanging after this deal
    baits: tuple[int, ...]  # each side's bait count after this deal
    bait_receivers: tuple[int, ...]  # sides that received the bait (empty unless bait)


def split(amount: int, receivers: Sequence[int], n_sides: int) -> list[int]:
    """Share ``amount`` equally; odd points one at a time to receivers in the given order."""
    share = [0] * n_sides
    if not receivers:
        return share
    base, rest = divmod(amount, len(receivers))
    for i, side in enumerate(receivers):
        share[side] += base + (1 if i < rest else 0)
    return share


def defenders_in_order(declarer_side: int, n_sides: int) -> list[int]:
    """Defender sides clockwise, starting with the first after the declarer."""
    return [(declarer_side + i) % n_sides for i in range(1, n_sides)]


def bait_penalty_due(rule: str, count: int) -> bool:
    """Whether the ``count``-th bait of a side costs 100."""
    if rule == "third_and_later":
        return count >= 3
    if rule == "second_and_later":
        return count >= 2
    if rule == "every_third":
        return count % 3 == 0
    return False


def score_deal(
    points: Sequence[int],
    tricks: Sequence[int],
    declarer_side: int,
    options: Options,
    pairs: bool,
    hanging: int = 0,
    baits: Sequence[int] | None = None,
) -> DealScore:
    """Outcome and what every side records, given the sides' totals and the match's state."""
    k = len(points)
    baits_after = list(baits) if baits is not None else [0] * k
    d = points[declarer_side]
    defenders = defenders_in_order(declarer_side, k)
    best = max(points[s] for s in defenders)
    recorded = list(points)
    penalties = [0] * k
    receivers: list[int] = []
    if d > best:
        outcome = MADE
        recorded[declarer_side] += hanging
        hanging_after = 0
    elif d == best:
        outcome = HANGING
        recorded[declarer_side] = 0
        hanging_after = hanging + d
    else:
        outcome = BAIT
        recorded[declarer_side] = 0
        receivers = defenders if options.bait_to == "split" else [s for s in defenders if points[s] == best]
        for amount in (d, hanging):
            for s, v in enumerate(split(amount, receivers, k)):
                recorded[s] += v
        hanging_after = 0
        baits_after[declarer_side] += 1
        if bait_penalty_due(options.bait_penalty, baits_after[declarer_side]):
            penalties[declarer_side] -= 100
    if options.ski == "on":
        for s in range(k):
            if tricks[s] == 0:
                penalties[s] -= 100 if pairs else 50
    return DealScore(outcome, tuple(points), tuple(recorded), tuple(penalties), hanging_after,
                     tuple(baits_after), tuple(receivers))
