"""What one seat may know: its own hand and everything public, never another seat's hidden cards.

Bots are given only a :class:`SeatView`; the UI renders one.  Everything in it is either the
seat's own hand or public (all actions are public; so are the open cards and shown sequences).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SUIT_MASK, bits
from .combinations import Run
from .deal import Deal, End, Phase
from .options import SEATINGS, Options


@dataclass(frozen=True)
class SeatView:
    seat: int
    mode: str
    n: int
    pairs: bool
    options: Options
    phase: str  # bidding | play | over
    dealer: int
    turn: int | None
    bid_round: int
    hand: int  # mask of the seat's own cards
    hand_sizes: tuple[int, ...]
    turn_up: int  # the card turned up after the first six
    table_card: int | None  # face-up card on the table: the turn-up, or the 7 swapped for it
    second_open: int | None
    trump: int | None
    declarer: int | None
    log: tuple[tuple[int, int], ...]  # (seat, action) of every action of this deal so far
    trick: tuple[tuple[int, int], ...]
    last_trick: tuple[tuple[int, int], ...]
    last_winner: int | None
    tricks: tuple[int, ...]  # tricks taken per seat
    taken_points: tuple[int, ...]  # card points taken per seat
    played: int  # mask of every card played in completed tricks and the current trick
    announced: tuple[tuple[int, ...], ...]  # per seat: lengths of sequences announced at its first card
    shown: tuple[Run, ...]  # sequences shown to all after the first trick
    sequence_reason: str
    bella_by: int | None
    bella_ok: bool  # this seat may announce bella (held trump K+Q once its hand was complete)
    swapped_by: int | None
    started: int  # bit s: seat s has played its first card
    legal: tuple[int, ...]  # legal actions if it is this seat's turn, else ()
    scores: tuple[int, ...]
    hanging: int
    baits: tuple[int, ...]
    deal_number: int
    # the trumps of the seat whose seven or more in a row ended the deal (Деберц), shown to everyone; else 0
    debertz_cards: int = 0

    @property
    def hand_cards(self) -> list[int]:
        return list(bits(self.hand))

    def side_of(self, seat: int) -> int:
        return SEATINGS[self.mode].side_of[seat]


def seat_view(deal: Deal, seat: int, scores: tuple[int, ...] = (), hanging: int = 0,
              baits: tuple[int, ...] = (), deal_number: int = 1) -> SeatView:
    played = 0
    for s in range(deal.n):
        played |= deal.taken[s]
    for _, c in deal.trick:
        played |= 1 << c
    announced = tuple(
        tuple(r.length for r in deal.all_runs() if r.seat == s) if deal.started >> s & 1 else ()
        for s in range(deal.n))
    shown: tuple[Run, ...] = ()
    reason = ""
    if deal.trump is not None and deal.tricks_done >= 1:
        verdict = deal.sequence_verdict()
        reason = verdict.reason
        sides = (verdict.side,) if verdict.side is not None else verdict.tied_sides
        shown = tuple(r for r in verdict.runs if deal.side_of[r.seat] in sides)
    turn = deal.current_player()
    debertz_cards = 0
    if deal.end == End.DEBERTZ and deal.debertz_seat is not None and deal.trump is not None:
        debertz_cards = deal.hands[deal.debertz_seat] & SUIT_MASK[deal.trump]
    return SeatView(
        seat=seat, mode=deal.mode, n=deal.n, pairs=deal.pairs, options=deal.options,
        phase=("bidding", "play", "over")[deal.phase], dealer=deal.dealer, turn=turn,
        bid_round=deal.bid_round, hand=deal.hands[seat],
        hand_sizes=tuple(bin(h).count("1") for h in deal.hands), turn_up=deal.turn_up,
        table_card=deal.table_card, second_open=deal.second_open, trump=deal.trump, declarer=deal.declarer,
        log=tuple(zip(deal.actors, deal.actions)), trick=deal.trick, last_trick=deal.last_trick,
        last_winner=deal.last_winner, tricks=tuple(deal.tricks), taken_points=tuple(deal.points),
        played=played, announced=announced, shown=shown, sequence_reason=reason, bella_by=deal.bella_by,
        bella_ok=bool(deal.bella_ok >> seat & 1), swapped_by=deal.swapped_by, started=deal.started,
        legal=tuple(deal.legal_actions()) if turn == seat and deal.phase != Phase.OVER else (),
        scores=scores, hanging=hanging, baits=baits, deal_number=deal_number, debertz_cards=debertz_cards,
    )
