"""A replay cursor: the position after the first N actions of one deal of a record.

Like a PGN game node in a chess library, it lets a viewer (or the coach) stand anywhere in a
finished or unfinished deal and step forward and back.  The position is an ordinary
:class:`~debertz.match.Match` whose current deal is the chosen one, rebuilt from the record, so
every query the table uses (``view(seat)``, scores, the sequence verdict) works unchanged.  Once
a deal is being replayed nothing in it is secret: :attr:`Cursor.hands` shows every hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..combinations import Run
from ..deal import Deal
from ..errors import RecordError
from ..match import DealSummary, Match
from ..record import load_record
from ..view import SeatView


@dataclass(frozen=True)
class Sequences:
    """Sequences at the cursor: announced so far, and (after the first trick) which side scores."""

    declared: tuple[Run, ...]  # runs of every seat that has played its first card
    scoring: tuple[Run, ...]  # runs of the scoring side (provisional until the deal is played out)
    side: int | None  # the scoring side, None when nobody (yet) or a tie
    reason: str  # the verdict's reason text ("" before the first trick)


class Cursor:
    """The position after :attr:`step` of the :attr:`steps` actions of deal :attr:`index`.

    Build one with :meth:`from_record` or :meth:`from_match`; move it with :meth:`forward`,
    :meth:`back`, :meth:`go`.  Never changes the record or match it came from.
    """

    def __init__(self, match: Match, index: int) -> None:
        """``match`` stands at the end of deal ``index`` (0-based), its last deal."""
        self.match = match
        self.index = index
        self.actions: tuple[int, ...] = tuple(match.deal.actions)
        self.actors: tuple[int, ...] = tuple(match.deal.actors)  # the seat that made each action

    # ----- building -----
    @classmethod
    def from_record(cls, doc: dict[str, Any], index: int, step: int = 0) -> Cursor:
        """Deal ``index`` (0-based) of a ``debertz-record/1`` document, at ``step``.

        Raises :class:`RecordError` for a bad record or a deal it does not have."""
        deals = doc.get("deals")
        if not isinstance(deals, list) or not 0 <= index < len(deals):
            count = len(deals) if isinstance(deals, list) else 0
            raise RecordError(f"the record has no deal {index + 1} (it has {count})")
        cur = cls(load_record(dict(doc, deals=list(deals[:index + 1]))), index)
        cur.go(step)
        return cur

    @classmethod
    def from_match(cls, match: Match, index: int, step: int = 0) -> Cursor:
        """Deal ``index`` of a match being played (its record is copied; the match is not touched)."""
        return cls.from_record(match.to_record(), index, step)

    # ----- moving -----
    @property
    def step(self) -> int:
        """Actions applied so far (0: just dealt)."""
        return len(self.deal.actions)

    @property
    def steps(self) -> int:
        """Actions in the deal."""
        return len(self.actions)

    def forward(self) -> bool:
        """One action forward; False at the end."""
        if self.step >= self.steps:
            return False
        self.match.apply(self.actions[self.step])
        return True

    def back(self) -> bool:
        """One action back; False at the start."""
        if self.step == 0:
            return False
        self.match.undo()
        return True

    def go(self, step: int) -> None:
        """Stand after ``step`` actions (clamped to 0 … :attr:`steps`)."""
        step = max(0, min(step, self.steps))
        while self.step > step:
            self.back()
        while self.step < step:
            self.forward()

    def start(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(self.steps)

    # ----- the position -----
    @property
    def deal(self) -> Deal:
        return self.match.deal

    @property
    def number(self) -> int:
        """1-based deal number, as on the score sheet."""
        return self.index + 1

    def view(self, seat: int) -> SeatView:
        """What ``seat`` knew at this point (the coach rates decisions from this)."""
        return self.match.view(seat)

    @property
    def hands(self) -> tuple[int, ...]:
        """Every seat's hand now (card masks)."""
        return tuple(self.deal.hands)

    @property
    def turn(self) -> int | None:
        return self.deal.current_player()

    @property
    def last(self) -> tuple[int, int] | None:
        """(seat, action) of the last action applied, None at the start."""
        d = self.deal
        return (d.actors[-1], d.actions[-1]) if d.actions else None

    @property
    def card_points(self) -> tuple[int, ...]:
        """Card points taken in tricks so far, per side (without last trick, sequences, bella)."""
        d = self.deal
        pts = [0] * d.n_sides
        for s in range(d.n):
            pts[d.side_of[s]] += d.points[s]
        return tuple(pts)

    @property
    def tricks(self) -> tuple[int, ...]:
        """Tricks taken so far, per side."""
        d = self.deal
        out = [0] * d.n_sides
        for s in range(d.n):
            out[d.side_of[s]] += d.tricks[s]
        return tuple(out)

    @property
    def sequences(self) -> Sequences:
        d = self.deal
        declared = tuple(r for r in d.all_runs() if d.started >> r.seat & 1)
        if d.trump is None or d.tricks_done == 0:
            return Sequences(declared, (), None, "")
        v = d.sequence_verdict()
        scoring = tuple(r for r in v.runs if v.side is not None and d.side_of[r.seat] == v.side)
        return Sequences(declared, scoring, v.side, v.reason)

    @property
    def bella_by(self) -> int | None:
        return self.deal.bella_by

    @property
    def over(self) -> bool:
        return self.deal.over

    @property
    def result(self) -> DealSummary | None:
        """The deal's score-sheet line once the cursor stands at its end (None before)."""
        if not self.deal.over or len(self.match.history) <= self.index:
            return None
        return self.match.history[self.index]


