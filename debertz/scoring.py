"""Scoring a played-out deal (docs/rules.md §8): made, bait, hanging bait, penalties, ski.

Pure functions over plain numbers, so the worked examples of docs/rules.md §11 test them directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .options import BaitPenalty, Options

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


def bait_penalty_due(rule: BaitPenalty, count: int) -> bool:
    """Whether the ``count``-th bait of a side costs 100."""
    if rule == "third_and_later":
        return count >= 3
    if rule == "second_and_later":
        return count >= 2
    if rule == "every_third":
        return count % 3 == 0
    return False


def settle(points: Sequence[int], tricks: Sequence[int], declarer_side: int, hanging: int, declarer_baits: int,
           bait_split: bool, bait_rule: BaitPenalty, ski: int) -> tuple[str, list[int], list[int], int, list[int]]:
    """The integer core of :func:`score_deal`, shared with the bots' simulator (one source for docs/rules.md §8).

    Returns (outcome, recorded, penalties, hanging after, bait receivers).  ``declarer_baits`` is the
    declarer side's bait count before this deal; ``ski`` the penalty for a side without a trick (0: off)."""
    k = len(points)
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
        receivers = defenders if bait_split else [s for s in defenders if points[s] == best]
        for amount in (d, hanging):
            for s, v in enumerate(split(amount, receivers, k)):
                recorded[s] += v
        hanging_after = 0
        if bait_penalty_due(bait_rule, declarer_baits + 1):
            penalties[declarer_side] -= 100
    if ski:
        for s in range(k):
            if tricks[s] == 0:
                penalties[s] -= ski
    return outcome, recorded, penalties, hanging_after, receivers


def ski_penalty(options: Options, pairs: bool) -> int:
    """What a side that takes no trick loses (0 when the ``ski`` option is off)."""
    return (100 if pairs else 50) if options.ski == "on" else 0


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
    outcome, recorded, penalties, hanging_after, receivers = settle(
        points, tricks, declarer_side, hanging, baits_after[declarer_side], options.bait_to == "split",
        options.bait_penalty, ski_penalty(options, pairs))
    if outcome == BAIT:
        baits_after[declarer_side] += 1
    return DealScore(outcome, tuple(points), tuple(recorded), tuple(penalties), hanging_after,
                     tuple(baits_after), tuple(receivers))
