"""Take-back: return the current deal to just before the person's last decision.

The bots' actions since then are taken back too, across completed tricks and a deal that has
just ended.  Repeated, it goes further back, but never past the start of the current deal.
Undone actions leave the deal's action log, so the saved match and the exported record hold
only the actions that stand (a record of a match with take-backs replays exactly).
"""

from __future__ import annotations

from collections.abc import Collection

from ..match import Match


def take_back_point(match: Match, seat: int, automatic: Collection[int] = ()) -> int | None:
    """How many of the current deal's actions stand after a take-back by ``seat``, or None if none.

    The point is just before ``seat``'s last action that was not ``automatic`` (actions the table
    makes for the person, such as a bella announced by itself, are redone by the table)."""
    d = match.deal
    for i in range(len(d.actions) - 1, -1, -1):
        if d.actors[i] == seat and d.actions[i] not in automatic:
            return i
    return None


def can_take_back(match: Match, seat: int, automatic: Collection[int] = ()) -> bool:
    return take_back_point(match, seat, automatic) is not None


def take_back(match: Match, seat: int, automatic: Collection[int] = ()) -> list[int]:
    """Take back ``seat``'s last decision and everything after it; returns the undone actions, oldest first.

    Returns [] (and changes nothing) when ``seat`` has no decision in the current deal."""
    point = take_back_point(match, seat, automatic)
    undone: list[int] = []
    if point is None:
        return undone
    while len(match.deal.actions) > point:
        undone.append(match.undo())
    undone.reverse()
    return undone


class TakeBackLog:
    """Which deals of a match used take-backs (the score sheet marks them), by 0-based deal index."""

    def __init__(self, counts: dict[int, int] | None = None) -> None:
        self.counts: dict[int, int] = dict(counts or {})

    def note(self, deal_index: int) -> None:
        self.counts[deal_index] = self.counts.get(deal_index, 0) + 1

    def used(self, deal_index: int) -> bool:
        return self.counts.get(deal_index, 0) > 0

    def to_json(self) -> dict[str, int]:
        return {str(k): v for k, v in sorted(self.counts.items())}

    @classmethod
    def from_json(cls, raw: object) -> TakeBackLog:
        """From saved data; anything malformed is dropped (a mark on the sheet is not worth an error)."""
        counts: dict[int, int] = {}
        if isinstance(raw, dict):
            for k, v in raw.items():
                if isinstance(k, str) and k.isdigit() and isinstance(v, int) and not isinstance(v, bool) and v > 0:
                    counts[int(k)] = v
        return cls(counts)
