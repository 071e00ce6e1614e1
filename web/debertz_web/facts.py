"""What the views may know about the match: the person's SeatView and public facts, never a hidden hand.

The views never see the Match; this is the one place that reads it for them.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from debertz.cards import bits
from debertz.match import DealSummary, Match
from debertz.options import Options
from debertz.reasons import Reason
from debertz.view import SeatView

from .state import HUMAN


@dataclass(frozen=True)
class Facts:
    view: SeatView  # the seat of the person at the device: own hand, everything public
    mode: str
    preset: str
    options: Options
    n: int
    n_sides: int
    pairs: bool
    scores: tuple[int, ...]
    hanging: int
    finished: bool
    winner: int | None
    deal_number: int
    history: tuple[DealSummary, ...]  # the score sheet: finished deals
    why_not: Mapping[int, Reason]  # the person's own cards that may not be played now, and why
    day: str = ""  # the day whose deal of the day the match plays (ISO date: its seed is that day's), else ""

    def side_of(self, seat: int) -> int:
        return self.view.side_of(seat)


def facts_of(m: Match, seat: int = HUMAN) -> Facts:
    """The facts ``seat`` may see: its own hand and everything public (the person at the device)."""
    v = m.view(seat)
    legal = set(v.legal)
    why_not = {c: r for c in bits(v.hand) if c not in legal and (r := m.why_illegal(c, seat)) is not None}
    return Facts(view=v, mode=m.mode, preset=m.preset, options=m.options, n=m.n, n_sides=m.n_sides, pairs=m.pairs,
                 scores=tuple(m.scores), hanging=m.hanging, finished=m.finished, winner=m.winner,
                 deal_number=len(m.deals), history=tuple(m.history), why_not=why_not, day=day_of(m.seed))


def day_of(seed: object) -> str:
    """The day (ISO date) whose deal of the day a match's seed is, or ""."""
    from debertz.learn.daily import day_of_seed

    day = day_of_seed(seed) if isinstance(seed, str) else None
    return "" if day is None else day.isoformat()
