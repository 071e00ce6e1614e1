"""What a seat can infer from its :class:`SeatView` alone: where cards may be, and sampling worlds.

Nothing here reads another seat's hand: every fact comes from the view (own hand, the public
action log, the open cards, shown sequences, bella).  A *world* is a guess at the hidden hands
that agrees with all of it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from .. import actions as A
from ..cards import FULL_MASK, HIGHER_TRUMP, STRENGTH, SUIT_MASK, bits
from ..combinations import RUNS, bella_cards
from ..options import SEATINGS
from ..view import SeatView
from .tables import popcount


class PastPlay(NamedTuple):
    """One card played this deal and the public situation it was played in."""

    seat: int
    card: int
    trick: tuple[int, ...]  # the trick's cards before it, the leader's first
    leader: int
    win_seat: int  # winning the trick before it (-1: it led)
    win_card: int
    win_str: int
    played_before: int  # mask of the cards played before it
    forbidden: tuple[int, ...]  # per seat: the cards known then not to be in that hand


@dataclass
class Knowledge:
    seat: int
    n: int
    trump: int | None
    hand: int
    played: int  # cards played so far (completed tricks and the current trick)
    played_by: list[int]  # per seat: cards it played
    known: list[int]  # per seat: cards known to be in its hand now (own hand for the seat itself)
    forbidden: list[int]  # per seat: cards it cannot hold
    out: int  # cards seen out of play (table card, second open card)
    unknown: int  # cards whose place is unknown to this seat (other hands or the stock)
    sizes: list[int]  # cards in each hand now
    stock_size: int  # unknown cards that lie in the stock
    trump_seven_swappable: bool  # the turn-up may still be swapped for the trump 7
    plays: list[PastPlay]  # every card played this deal, with the trick as it stood

    def possible(self, s: int) -> int:
        """Cards seat ``s`` might hold now."""
        if s == self.seat:
            return self.hand
        return self.known[s] | (self.unknown & ~self.forbidden[s])


def knowledge(view: SeatView) -> Knowledge:
    n, me, trump = view.n, view.seat, view.trump
    opts = view.options
    forbidden = [0] * n
    played_by = [0] * n
    partner = SEATINGS[view.mode].partner
    # replay the card play to find voids and missed overtrumps
    trick: list[tuple[int, int]] = []
    win_seat = win_card = win_str = -1
    plays: list[PastPlay] = []
    before = 0
    for seat, a in view.log:
        if not A.is_card(a):
            continue
        assert trump is not None
        if trick:
            plays.append(PastPlay(seat, a, tuple(c for _, c in trick), trick[0][0], win_seat, win_card, win_str,
                                  before, tuple(forbidden)))
        else:
            plays.append(PastPlay(seat, a, (), seat, -1, -1, -1, before, tuple(forbidden)))
        before |= 1 << a
        played_by[seat] |= 1 << a
        if trick:
            led = trick[0][1] >> 3
            relief = win_seat == partner[seat] and opts.partner_relief != "none"
            suit = a >> 3
            if suit != led:
                forbidden[seat] |= SUIT_MASK[led]
                if suit != trump:
                    if not (relief and opts.partner_relief == "no_ruff"):
                        forbidden[seat] |= SUIT_MASK[trump]
                elif (opts.overtrump == "always" and not relief and win_card >> 3 == trump
                      and not (HIGHER_TRUMP[win_card] >> a & 1)):
                    forbidden[seat] |= HIGHER_TRUMP[win_card]
            elif led == trump and opts.overtrump != "never" and not relief and not (HIGHER_TRUMP[win_card] >> a & 1):
                forbidden[seat] |= HIGHER_TRUMP[win_card]
        else:
            win_str = -1
        trick.append((seat, a))
        st = STRENGTH[trump][trick[0][1] >> 3][a]
        if st > win_str:
            win_seat, win_card, win_str = seat, a, st
        if len(trick) == n:
            trick = []
            win_seat = win_card = win_str = -1
    played = view.played
    known = [0] * n
    known[me] = view.hand
    out = 0
    in_play = view.phase != "bidding"
    if n < 4 or not in_play:
        if view.table_card is not None:
            out |= 1 << view.table_card
    if view.second_open is not None:
        out |= 1 << view.second_open
    if in_play and n == 4 and view.declarer is not None:
        receiver = view.declarer if opts.turn_up_to == "declarer" else view.dealer
        known[receiver] |= (1 << view.turn_up) & ~played
    if view.swapped_by is not None:
        known[view.swapped_by] |= (1 << view.turn_up) & ~played
    for r in view.shown:
        known[r.seat] |= r.mask & ~played
    if view.bella_by is not None and trump is not None:
        known[view.bella_by] |= bella_cards(trump) & ~played
    known[me] = view.hand
    for s in range(n):
        if s != me:
            known[s] &= ~view.hand
            forbidden[s] &= ~known[s]
    all_known = out | played
    for k in known:
        all_known |= k
    unknown = FULL_MASK & ~all_known
    sizes = list(view.hand_sizes)
    hidden_need = sum(sizes[s] - popcount(known[s]) for s in range(n) if s != me)
    stock_size = popcount(unknown) - hidden_need
    swappable = (trump is not None and n < 4 and trump == view.turn_up >> 3 and opts.seven_swap != "off"
                 and view.table_card == view.turn_up)
    return Knowledge(me, n, trump, view.hand, played, played_by, known, forbidden, out, unknown, sizes,
                     stock_size, swappable, plays)


def _runs_key(hand: int) -> tuple[int, ...]:
    return tuple(sorted(ln for s in range(4) for _, ln in RUNS[hand >> (8 * s) & 0xFF]))


class Sampler:
    """Draws worlds (every seat's hand now) consistent with a :class:`Knowledge`."""

    def __init__(self, view: SeatView, know: Knowledge, rng: random.Random) -> None:
        self.view, self.k, self.rng = view, know, rng
        n, me = know.n, know.seat
        self.others = [s for s in range(n) if s != me]
        self.need = {s: know.sizes[s] - popcount(know.known[s]) for s in self.others}
        self.pool = list(bits(know.unknown))
        # soft checks: announced sequence lengths, and no unannounced bella for a seat that started
        self.announced: dict[int, tuple[int, ...]] = {}
        self.no_bella: list[int] = []
        trump = know.trump
        if view.phase != "bidding":
            for s in self.others:
                if view.started >> s & 1:
                    self.announced[s] = tuple(sorted(view.announced[s]))
                    if view.bella_by is None and trump is not None:
                        self.no_bella.append(s)
        order = sorted(self.others, key=lambda s: popcount(know.unknown & ~know.forbidden[s]) - self.need[s])
        self.order = order

    def _soft_ok(self, hands: list[int]) -> bool:
        k = self.k
        for s, lens in self.announced.items():
            full = hands[s] | k.played_by[s]
            if _runs_key(full) != lens:
                return False
        if k.trump is not None:
            kq = bella_cards(k.trump)
            for s in self.no_bella:
                if (hands[s] | k.played_by[s]) & kq == kq:
                    return False
        return True

    def sample(self, tries: int = 40) -> list[int]:
        """Every seat's hand (own hand exact); the stock gets what is left over."""
        k, rng = self.k, self.rng
        pool = self.pool
        fallback: list[int] | None = None
        for _attempt in range(tries):
            rng.shuffle(pool)
            hands = list(k.known)
            taken = 0
            ok = True
            for s in self.order:
                need = self.need[s]
                if need <= 0:
                    continue
                bad = k.forbidden[s] | taken
                got = 0
                for c in pool:
                    if not (bad >> c & 1):
                        hands[s] |= 1 << c
                        taken |= 1 << c
                        got += 1
                        if got == need:
                            break
                if got < need:
                    ok = False
                    break
            if not ok:
                continue
            if self._soft_ok(hands):
                return hands
            if fallback is None:
                fallback = hands
        if fallback is not None:
            return fallback
        # constraints we could not meet (should not happen): ignore the forbidden cards
        rng.shuffle(pool)
        hands = list(k.known)
        i = 0
        for s in self.others:
            for c in pool[i:i + self.need[s]]:
                hands[s] |= 1 << c
            i += self.need[s]
        return hands
