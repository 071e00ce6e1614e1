"""Sequences (терц, полтина, сотня), деберц and bella: detection, value and seniority.

Runs use the natural order 7 8 9 10 J Q K A in every suit; a maximal run of three or more
is one combination.  Seniority is (length, top rank): longer first, then the higher top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import KING, QUEEN
from .options import EqualSequences


@dataclass(frozen=True)
class Run:
    """One sequence in one hand: ``length`` cards of ``suit`` from rank ``low`` upwards."""

    seat: int
    suit: int
    low: int
    length: int

    @property
    def top(self) -> int:
        return self.low + self.length - 1

    @property
    def key(self) -> tuple[int, int]:
        return (self.length, self.top)

    @property
    def mask(self) -> int:
        return ((1 << self.length) - 1) << (self.suit * 8 + self.low)


def _runs_of_byte(byte: int) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    r = 0
    while r < 8:
        if byte >> r & 1:
            start = r
            while r < 8 and byte >> r & 1:
                r += 1
            if r - start >= 3:
                out.append((start, r - start))
        else:
            r += 1
    return tuple(out)


# RUNS[byte]: the (low, length) runs of three or more in one suit's 8-bit rank set.
RUNS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_runs_of_byte(b) for b in range(256))
LONGEST: tuple[int, ...] = tuple(max((ln for _, ln in RUNS[b]), default=0) for b in range(256))

# Points by run length, per `hundred` option.
_SEQ_POINTS: dict[str, tuple[int, ...]] = {
    "six": (0, 0, 0, 20, 50, 50, 100, 100, 100),
    "five": (0, 0, 0, 20, 50, 100, 100, 100, 100),
    "off": (0, 0, 0, 20, 50, 50, 50, 50, 50),
}


def sequence_points(length: int, hundred: str) -> int:
    """Points of a run of ``length`` under the ``hundred`` option (a :data:`~debertz.options.Hundred` value)."""
    return _SEQ_POINTS[hundred][length]


def runs_in_hand(seat: int, hand: int) -> list[Run]:
    return [Run(seat, s, low, ln) for s in range(4) for low, ln in RUNS[hand >> (8 * s) & 0xFF]]


def has_debertz(hand: int, trump: int) -> bool:
    """Seven or more consecutive trumps."""
    return LONGEST[hand >> (8 * trump) & 0xFF] >= 7


def has_bella(hand: int, trump: int) -> bool:
    both = (1 << (8 * trump + KING)) | (1 << (8 * trump + QUEEN))
    return hand & both == both


def bella_cards(trump: int) -> int:
    return (1 << (8 * trump + KING)) | (1 << (8 * trump + QUEEN))


@dataclass(frozen=True)
class SequenceVerdict:
    """Who scores sequences this deal, and why.

    ``tied_sides`` lists the sides holding an equal senior sequence (more than one = a tie);
    ``side`` is the side whose sequences score, or None; ``reason`` says why in words.
    """

    runs: tuple[Run, ...]
    tied_sides: tuple[int, ...]
    side: int | None
    reason: str


def senior_candidates(runs: Sequence[Run], side_of: Sequence[int]) -> tuple[tuple[int, int] | None, list[int]]:
    """The senior key and the sides holding a run of that key (a tie inside one side is no tie)."""
    if not runs:
        return None, []
    top = max(r.key for r in runs)
    sides: list[int] = []
    for r in runs:
        if r.key == top and side_of[r.seat] not in sides:
            sides.append(side_of[r.seat])
    return top, sides


def judge_sequences(
    runs: Sequence[Run],
    side_of: Sequence[int],
    rule: EqualSequences,
    trump: int,
    play_order: Sequence[int],
    last_trick_side: int | None,
    sides_with_tricks: Sequence[bool] | None,
) -> SequenceVerdict:
    """Apply docs/rules.md §6: single senior sequence, the `equal_sequences` rule, no-trick sides.

    ``play_order`` is the seats in the order they play to the first trick.  ``last_trick_side``
    and ``sides_with_tricks`` are None while the deal is still being played (verdict pending).
    """
    top, sides = senior_candidates(runs, side_of)
    runs_t = tuple(runs)
    if top is None:
        return SequenceVerdict(runs_t, (), None, "nobody has a sequence")
    tied = tuple(sides)
    side: int | None
    if len(sides) == 1:
        side, reason = sides[0], "the highest sequence, with no equal"
    elif rule == "first_hand":
        first = next(s for s in play_order if any(r.key == top and r.seat == s for r in runs))
        side, reason = side_of[first], "equal sequences: the earlier hand is senior"
    elif rule == "trump":
        trumpers = [side_of[r.seat] for r in runs if r.key == top and r.suit == trump]
        if trumpers:
            side, reason = trumpers[0], "equal sequences: the trump one is senior"
        else:
            side, reason = None, "equal sequences, none in trump: no sequences score"
    else:  # last_trick
        if last_trick_side is None:
            return SequenceVerdict(runs_t, tied, None, "equal sequences: pending until the last trick")
        if last_trick_side in sides:
            side, reason = last_trick_side, "equal sequences: the side that took the last trick is senior"
        else:
            side, reason = None, "equal sequences, neither took the last trick: no sequences score"
    if side is not None and sides_with_tricks is not None and not sides_with_tricks[side]:
        return SequenceVerdict(runs_t, tied, None, "the senior sequence's side took no trick: no sequences score")
    return SequenceVerdict(runs_t, tied, side, reason)
