"""A match: deals in sequence, the score sheet, hanging points, bait counts, dealer and match end.

Decks come from a seed (the same seed gives the same decks) or, when replaying, from a record.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from . import actions as A
from .cards import SUITS, card_str
from .combinations import SequenceVerdict
from .deal import Deal, DealTotals, End, deal_order
from .errors import IllegalAction, OptionError
from .options import ONE_DEAL, SEATINGS, Options, check_mode, make_options
from .reasons import Reason
from .scoring import DealScore, score_deal
from .view import SeatView, seat_view

RECORD_FORMAT = "debertz-record/1"


MAX_SEED = 40  # characters of a seed a person, a link or a stored match may give


def valid_seed(text: str) -> bool:
    """Whether ``text`` can be a match's seed as people give it: letters, digits, ``-`` and ``_``, at most MAX_SEED."""
    return bool(text) and len(text) <= MAX_SEED and all(ch.isalnum() or ch in "-_" for ch in text)


def engine_seed(text: str) -> int | str:
    """The seed the decks are dealt from for a seed given as text: digits as a number (so ``seed=7`` in a link
    deals what ``Match(seed=7)`` deals), anything else as the text."""
    return int(text) if text.isdigit() and len(text) < 18 else text


def seeded_deck(seed: int | str, index: int) -> list[int]:
    """The shuffled deck of deal ``index`` of the match with ``seed`` (same in CPython and Pyodide)."""
    deck = list(range(32))
    random.Random(f"debertz:{seed}:{index}").shuffle(deck)
    return deck


def seeded_first_dealer(seed: int | str, n: int) -> int:
    return random.Random(f"debertz:{seed}:dealer").randrange(n)


@dataclass(frozen=True)
class DealSummary:
    """One line of the score sheet: a finished deal, as ``replay`` prints it."""

    dealer: int
    declarer: int | None
    trump: int | None
    outcome: str  # made | bait | hanging | redeal | debertz | unfinished
    points: tuple[int, ...]
    recorded: tuple[int, ...]
    penalties: tuple[int, ...]
    hanging: int
    totals: DealTotals | None = None
    score: DealScore | None = None
    debertz_seat: int | None = None
    redeal_by: int | None = None
    scores_after: tuple[int, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer, "declarer": self.declarer,
            "trump": None if self.trump is None else SUITS[self.trump], "outcome": self.outcome,
            "points": list(self.points), "recorded": list(self.recorded),
            "penalties": list(self.penalties), "hanging": self.hanging,
        }


class Match:
    """A whole match.  The UI and the bots drive it through ``legal_actions``/``apply``."""

    def __init__(self, mode: str, options: Options | None = None, *, preset: str = "classic",
                 seed: int | str | None = None, first_dealer: int | None = None,
                 first_deck: Sequence[int] | None = None) -> None:
        self.mode = check_mode(mode)
        self.preset = preset
        self.options = options if options is not None else make_options(mode, preset)
        self.seating = SEATINGS[self.mode]
        self.n = self.seating.n
        self.pairs = self.seating.pairs
        self.n_sides = self.seating.n_sides
        self.seed: int | str = seed if seed is not None else random.randrange(2**31)
        if first_dealer is None:
            first_dealer = seeded_first_dealer(self.seed, self.n)
        if not (isinstance(first_dealer, int) and 0 <= first_dealer < self.n):
            raise OptionError(f"first dealer must be a seat from 0 to {self.n - 1}")
        self.first_dealer = first_dealer
        self.scores: list[int] = [0] * self.n_sides
        self.baits: list[int] = [0] * self.n_sides
        self.hanging = 0
        self.history: list[DealSummary] = []
        self.finished = False
        self.winner: int | None = None
        self.deals: list[Deal] = []
        self.record_deals = -1  # deals read from a record (set by debertz.record), -1 when not replayed
        self._before_close: tuple[Any, ...] = ()
        self._start_deal(first_dealer, first_deck)

    # ----- the current deal -----
    @property
    def deal(self) -> Deal:
        return self.deals[-1]

    @property
    def deal_over(self) -> bool:
        """The current deal is finished and scored (the summary screen)."""
        return self.deal.over

    def side_of(self, seat: int) -> int:
        return self.seating.side_of[seat]

    def current_player(self) -> int | None:
        return None if self.finished else self.deal.current_player()

    def legal_actions(self) -> list[int]:
        return [] if self.finished else self.deal.legal_actions()

    def why_illegal(self, action: int, seat: int | None = None) -> Reason | None:
        if self.finished:
            return Reason("match_over")
        return self.deal.why_illegal(action, seat)

    def apply(self, action: int) -> None:
        """Apply the action of the seat on turn; raises :class:`IllegalAction` saying why not."""
        if self.finished:
            raise IllegalAction(Reason("match_over"))
        self.deal.apply(action)
        if self.deal.over:
            self._close_deal()

    def undo(self) -> int:
        """Take back the last action of the current deal (reopening it if that action ended it)."""
        d = self.deal
        if not d.actions:
            raise IndexError("nothing to undo in this deal")
        if d.over:
            self.history.pop()
            (self.scores, self.baits, self.hanging, self.finished, self.winner) = self._before_close
        return d.undo()

    def next_dealer(self) -> int:
        last = self.deal
        if last.end == End.REDEAL_WEAK_HAND:
            return last.dealer
        if last.end == End.PLAYED and self.options.next_dealer == "deal_winner":
            rec = self.history[-1].recorded
            best = max(rec)
            return next(s for s in deal_order(last.dealer, self.n) if rec[self.side_of(s)] == best)
        return (last.dealer + 1) % self.n

    def next_deal(self, deck: Sequence[int] | None = None) -> Deal:
        """Start the next deal (from the seed, or the given deck)."""
        if not self.deal.over:
            raise IllegalAction(Reason("deal_not_over"))
        if self.finished:
            raise IllegalAction(Reason("match_over"))
        return self._start_deal(self.next_dealer(), deck)

    def _start_deal(self, dealer: int, deck: Sequence[int] | None) -> Deal:
        if deck is None:
            deck = seeded_deck(self.seed, len(self.deals))
        d = Deal(self.mode, self.options, dealer, deck)
        self.deals.append(d)
        return d

    # ----- scoring -----
    def _close_deal(self) -> None:
        d = self.deal
        self._before_close = (list(self.scores), list(self.baits), self.hanging, self.finished, self.winner)
        zeros = (0,) * self.n_sides
        if d.end != End.PLAYED:
            outcome = "debertz" if d.end == End.DEBERTZ else "redeal"
            summary = DealSummary(d.dealer, d.declarer, d.trump, outcome, zeros, zeros, zeros, self.hanging,
                                  debertz_seat=d.debertz_seat, redeal_by=d.redeal_by,
                                  scores_after=tuple(self.scores))
            if d.end == End.DEBERTZ:
                assert d.debertz_seat is not None
                self.finished, self.winner = True, self.side_of(d.debertz_seat)
            self.history.append(summary)
            return
        assert d.declarer is not None
        totals = d.totals()
        sc = score_deal(totals.points, totals.tricks, self.side_of(d.declarer), self.options, self.pairs,
                        self.hanging, self.baits)
        self.hanging = sc.hanging
        self.baits = list(sc.baits)
        for s in range(self.n_sides):
            self.scores[s] += sc.recorded[s] + sc.penalties[s]
        self.history.append(DealSummary(d.dealer, d.declarer, d.trump, sc.outcome, sc.points, sc.recorded,
                                        sc.penalties, sc.hanging, totals, sc, scores_after=tuple(self.scores)))
        self._check_end()

    def _check_end(self) -> None:
        best = max(self.scores)
        if self.scores.count(best) > 1:
            return
        target = self.options.target
        if target == ONE_DEAL or (isinstance(target, int) and best >= target):
            self.finished, self.winner = True, self.scores.index(best)

    def sequence_verdict(self) -> SequenceVerdict | None:
        return self.deal.sequence_verdict() if self.deal.trump is not None else None

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (its hand and everything public)."""
        return seat_view(self.deal, seat, tuple(self.scores), self.hanging, tuple(self.baits), len(self.deals))

    # ----- records -----
    def to_record(self) -> dict[str, Any]:
        """The match as a ``debertz-record/1`` document (docs/record-format.md)."""
        return {
            "format": RECORD_FORMAT,
            "mode": self.mode,
            "preset": self.preset,
            "options": self.options.to_dict(),
            "first_dealer": self.first_dealer,
            "deals": [{"deck": [card_str(c) for c in d.deck], "actions": [A.action_str(a) for a in d.actions]}
                      for d in self.deals] if self.started else [],
        }

    @property
    def started(self) -> bool:
        """False only for a match read from a record with no deals (``"deals": []``) in which nothing was
        played yet: its first deck was shuffled on reading, and its record still has no deals."""
        return self.record_deals != 0 or len(self.deals) > 1 or bool(self.deal.actions)

    def replay_summary(self) -> dict[str, Any]:
        """What ``python -m debertz replay`` prints (docs/record-format.md)."""
        deals = [h.to_json() for h in self.history]
        if not self.deal.over:
            d = self.deal
            zeros = [0] * self.n_sides
            deals.append({"dealer": d.dealer, "declarer": d.declarer,
                          "trump": None if d.trump is None else SUITS[d.trump], "outcome": "unfinished",
                          "points": zeros, "recorded": zeros, "penalties": zeros, "hanging": self.hanging})
        return {"deals": deals, "scores": list(self.scores), "finished": self.finished, "winner": self.winner}

