"""One deal: dealing from a deck, bidding, the pre-card actions, play, and the deal's totals.

The action log (``actions``) is the source of truth; every other field is derived from it
incrementally and restored exactly by :meth:`Deal.undo`.  Hands are 32-bit card masks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple, Sequence

from . import actions as A
from .cards import (
    HIGHER_TRUMP,
    POINTS,
    SEVEN,
    STRENGTH,
    SUIT_MASK,
    SUITS,
    bits,
    card_str,
    hand_value_plain,
)
from .combinations import (
    Run,
    SequenceVerdict,
    bella_cards,
    has_bella,
    has_debertz,
    judge_sequences,
    runs_in_hand,
    sequence_points,
)
from .errors import IllegalAction
from .options import SEATINGS, Options, Overtrump, PartnerRelief, TurnUpTo
from .reasons import Reason


class Phase(IntEnum):
    BIDDING = 0
    PLAY = 1
    OVER = 2


class End(IntEnum):
    """How a finished deal ended."""

    PLAYED = 0
    REDEAL_ALL_PASS = 1
    REDEAL_WEAK_HAND = 2
    DEBERTZ = 3


@dataclass(frozen=True)
class DealTotals:
    """A played-out deal's totals per side, before bait and hanging (docs/rules.md §8)."""

    card_points: tuple[int, ...]
    last_trick: tuple[int, ...]
    sequences: tuple[int, ...]
    bella: tuple[int, ...]
    tricks: tuple[int, ...]
    verdict: SequenceVerdict

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(sum(x) for x in zip(self.card_points, self.last_trick, self.sequences, self.bella))


class Snapshot(NamedTuple):
    """Every mutable field of a :class:`Deal`, saved before each action so that undo restores it exactly.

    The fields are named as the deal's attributes; the rest of a deal is fixed at dealing
    (``Deal.FIXED``).  ``tests/engine/test_undo.py`` checks that the two lists cover every attribute."""

    hands: list[int]
    phase: Phase
    end: End
    bid_round: int
    passes: int
    turn: int
    trump: int | None
    declarer: int | None
    table_card: int | None
    second_open: int | None
    stock_top: int
    trick: tuple[tuple[int, int], ...]
    win_seat: int
    win_card: int
    win_strength: int
    tricks_done: int
    tricks: list[int]
    points: list[int]
    taken: list[int]
    started: int
    first_hands: list[int]
    swapped_by: int | None
    bella_ok: int
    bella_by: int | None
    last_trick: tuple[tuple[int, int], ...]
    last_winner: int | None
    debertz_seat: int | None
    redeal_by: int | None


_new_snapshot = tuple.__new__


def deal_order(dealer: int, n: int) -> list[int]:
    """Seats in dealing (and bidding, first-trick) order: left of the dealer first, dealer last."""
    return [(dealer + 1 + i) % n for i in range(n)]


def legal_mask(hand: int, led: int, trump: int, win_card: int, partner_wins: bool, overtrump: Overtrump,
               partner_relief: PartnerRelief) -> int:
    """The cards of ``hand`` that may be played to a trick led in suit ``led`` (docs/rules.md §7).

    ``win_card`` is the card winning the trick so far; ``partner_wins``: the player's partner plays it
    (2x2 only).  One integer-level rule shared by :class:`Deal` and the bots' simulator."""
    follow = hand & SUIT_MASK[led]
    relief = partner_wins and partner_relief != "none"
    if follow:
        if led == trump and overtrump != "never" and not relief:
            higher = follow & HIGHER_TRUMP[win_card]
            if higher:
                return higher
        return follow
    trumps = hand & SUIT_MASK[trump]
    if trumps and not (relief and partner_relief == "no_ruff"):
        if overtrump == "always" and not relief and win_card >> 3 == trump:
            higher = trumps & HIGHER_TRUMP[win_card]
            if higher:
                return higher
        return trumps
    return hand


def deal_second(hands: list[int], deck: Sequence[int], pos: int, order: Sequence[int], turn_up: int,
                declarer: int, dealer: int, turn_up_to: TurnUpTo) -> int:
    """The second deal once trump is fixed (docs/rules.md §3), into ``hands``; returns the next deck index.

    ``deck[pos:]`` are the cards after the turn-up.  Two and three players: three more each.  Four:
    the turn-up and one card to the declarer (or dealer, ``turn_up_to``), two to everyone else.
    Shared by :class:`Deal` and the bots' simulated deals."""
    if len(order) < 4:
        for s in order:
            for c in deck[pos:pos + 3]:
                hands[s] |= 1 << c
            pos += 3
        return pos
    receiver = declarer if turn_up_to == "declarer" else dealer
    for s in order:
        if s == receiver:
            hands[s] |= 1 << deck[pos] | 1 << turn_up
            pos += 1
        else:
            hands[s] |= 1 << deck[pos] | 1 << deck[pos + 1]
            pos += 2
    return pos


class Deal:
    """The state of one deal.  Drive it with :meth:`legal_actions`, :meth:`apply`, :meth:`undo`."""

    # attributes set at dealing and never changed by an action (everything else is in a Snapshot)
    FIXED: tuple[str, ...] = ("mode", "options", "seating", "n", "pairs", "n_sides", "side_of", "dealer",
                              "deck", "order", "n_tricks", "turn_up", "_pos_after_bid", "actions", "actors",
                              "_stack")

    def __init__(self, mode: str, options: Options, dealer: int, deck: Sequence[int]) -> None:
        self.mode = mode
        self.options = options
        self.seating = seating = SEATINGS[mode]
        self.n = n = seating.n
        self.pairs = seating.pairs
        self.n_sides = seating.n_sides
        self.side_of: tuple[int, ...] = seating.side_of
        self.dealer = dealer
        self.deck = tuple(deck)
        self.order = tuple(deal_order(dealer, n))
        self.n_tricks = seating.hand
        self.actions: list[int] = []
        self.actors: list[int] = []  # the seat that made each action
        hands = [0] * n
        pos = 0
        for _ in range(2):
            for s in self.order:
                for c in self.deck[pos:pos + 3]:
                    hands[s] |= 1 << c
                pos += 3
        self.turn_up: int = self.deck[pos]
        self._pos_after_bid = pos + 1
        # mutable state, saved and restored as one Snapshot by _save/_restore
        self.hands: list[int] = hands
        self.phase = Phase.BIDDING
        self.end = End.PLAYED
        self.bid_round = 1
        self.passes = 0
        self.turn = self.order[0]
        self.trump: int | None = None
        self.declarer: int | None = None
        self.table_card: int | None = self.turn_up  # face-up card on the table (turn-up or swapped 7)
        self.second_open: int | None = None
        self.stock_top = 0  # deck index of the card turned after the first trick
        self.trick: tuple[tuple[int, int], ...] = ()
        self.win_seat = -1
        self.win_card = -1
        self.win_strength = -1
        self.tricks_done = 0
        self.tricks: list[int] = [0] * n
        self.points: list[int] = [0] * n
        self.taken: list[int] = [0] * n  # masks of the cards each seat took in tricks
        self.started = 0  # bit s: seat s has played its first card
        self.first_hands: list[int] = [0] * n  # hand when the seat played its first card
        self.swapped_by: int | None = None
        self.bella_ok = 0  # bit s: seat s held trump K+Q once its hand was complete
        self.bella_by: int | None = None
        self.last_trick: tuple[tuple[int, int], ...] = ()
        self.last_winner: int | None = None
        self.debertz_seat: int | None = None
        self.redeal_by: int | None = None
        self._stack: list[Snapshot] = []

    # ----- state save / restore (undo) -----
    def _save(self) -> Snapshot:
        # positional and through tuple.__new__: a keyword call to the named tuple's constructor costs
        # about three times as much, and this runs before every action a search plays
        return _new_snapshot(Snapshot, (
            list(self.hands), self.phase, self.end, self.bid_round, self.passes, self.turn, self.trump,
            self.declarer, self.table_card, self.second_open, self.stock_top, self.trick, self.win_seat,
            self.win_card, self.win_strength, self.tricks_done, list(self.tricks), list(self.points),
            list(self.taken), self.started, list(self.first_hands), self.swapped_by, self.bella_ok,
            self.bella_by, self.last_trick, self.last_winner, self.debertz_seat, self.redeal_by))

    def _restore(self, snap: Snapshot) -> None:
        # in Snapshot's field order (tests/engine/test_undo.py checks every field lands on its attribute)
        (self.hands, self.phase, self.end, self.bid_round, self.passes, self.turn, self.trump,
         self.declarer, self.table_card, self.second_open, self.stock_top, self.trick, self.win_seat,
         self.win_card, self.win_strength, self.tricks_done, self.tricks, self.points, self.taken,
         self.started, self.first_hands, self.swapped_by, self.bella_ok, self.bella_by, self.last_trick,
         self.last_winner, self.debertz_seat, self.redeal_by) = snap

    # ----- queries -----
    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    def current_player(self) -> int | None:
        return None if self.phase == Phase.OVER else self.turn

    def partner(self, seat: int) -> int | None:
        return self.seating.partner[seat]

    def legal_cards(self, seat: int) -> int:
        """Mask of the cards ``seat`` may play now (assuming it is his turn in play)."""
        if not self.trick:
            return self.hands[seat]
        assert self.trump is not None
        return legal_mask(self.hands[seat], self.trick[0][1] >> 3, self.trump, self.win_card,
                          self.win_seat == self.seating.partner[seat], self.options.overtrump,
                          self.options.partner_relief)

    def can_swap7(self, seat: int) -> bool:
        opts = self.options
        trump = self.trump
        return (self.n < 4 and trump is not None and trump == self.turn_up >> 3
                and opts.seven_swap != "off" and not (self.started >> seat & 1)
                and (opts.seven_swap == "any_player" or seat == self.declarer)
                and self.table_card == self.turn_up
                and bool(self.hands[seat] >> (trump * 8 + SEVEN) & 1))

    def can_weak_redeal(self, seat: int) -> bool:
        opt = self.options.weak_hand_redeal
        return ((opt == "on" or (opt == "four_solo_only" and self.mode == "4"))
                and not (self.started >> seat & 1) and hand_value_plain(self.hands[seat]) <= 13)

    def can_bella(self, seat: int) -> bool:
        return (self.bella_by is None and bool(self.bella_ok >> seat & 1) and self.trump is not None
                and bool(self.hands[seat] & bella_cards(self.trump)))

    def legal_actions(self) -> list[int]:
        if self.phase == Phase.PLAY:
            seat = self.turn
            acts = list(bits(self.legal_cards(seat)))
            if not (self.started >> seat & 1):
                if self.can_swap7(seat):
                    acts.append(A.SWAP7)
                if self.can_weak_redeal(seat):
                    acts.append(A.REDEAL)
            if self.bella_ok and self.can_bella(seat):
                acts.append(A.BELLA)
            return acts
        if self.phase == Phase.BIDDING:
            if self.bid_round == 1:
                return [A.TAKE, A.PASS]
            up = self.turn_up >> 3
            acts = [A.TRUMP_BASE + s for s in range(4) if s != up]
            last = self.passes == self.n - 1
            if not (last and self.options.all_pass == "obligation"):
                acts.append(A.PASS)
            return acts
        return []

    def why_illegal(self, action: int, seat: int | None = None) -> Reason | None:
        """None when ``action`` is legal now (for ``seat``, default: whoever is on turn), else why not."""
        if self.phase == Phase.OVER:
            return Reason("deal_over")
        if seat is not None and seat != self.turn:
            return Reason("not_your_turn")
        seat = self.turn
        if action in self.legal_actions():
            return None
        if not 0 <= action < A.N_ACTIONS:
            return Reason("not_an_action")
        if self.phase == Phase.BIDDING:
            if A.is_card(action) or action in (A.SWAP7, A.REDEAL, A.BELLA):
                if A.PASS not in self.legal_actions():  # the last to speak must name a trump
                    return Reason("obligation")
                return Reason("bid_take_or_pass" if self.bid_round == 1 else "bid_trump_or_pass")
            if action == A.TAKE:
                return Reason("take_round1_only")
            if action == A.PASS:
                return Reason("obligation")
            if self.bid_round == 1:
                return Reason("round1_turn_up_only")
            return Reason("turn_up_suit_round2", suit=SUITS[self.turn_up >> 3])
        if action in (A.TAKE, A.PASS) or A.TRUMP_BASE <= action < A.TRUMP_BASE + 4:
            return Reason("bidding_over")
        if action == A.SWAP7:
            return self._why_no_swap(seat)
        if action == A.REDEAL:
            if self.options.weak_hand_redeal == "off" or (
                    self.options.weak_hand_redeal == "four_solo_only" and self.mode != "4"):
                return Reason("redeal_off")
            if self.started >> seat & 1:
                return Reason("redeal_started")
            return Reason("redeal_strong", points=hand_value_plain(self.hands[seat]))
        if action == A.BELLA:
            if self.bella_by is not None:
                return Reason("bella_done")
            if not (self.bella_ok >> seat & 1):
                return Reason("bella_not_together")
            return Reason("bella_not_held")
        return self._why_card(seat, action)

    def _why_no_swap(self, seat: int) -> Reason:
        if self.n == 4:
            return Reason("swap7_four")
        if self.options.seven_swap == "off":
            return Reason("swap7_off")
        if self.trump != self.turn_up >> 3:
            return Reason("swap7_not_turn_up_trump")
        if self.started >> seat & 1:
            return Reason("swap7_started")
        if self.options.seven_swap == "declarer_only" and seat != self.declarer:
            return Reason("swap7_declarer_only")
        if self.table_card != self.turn_up:
            return Reason("swap7_done")
        return Reason("swap7_no_seven")

    def _why_card(self, seat: int, c: int) -> Reason:
        if not self.hands[seat] >> c & 1:
            return Reason("not_held", card=card_str(c))
        trump = self.trump
        assert trump is not None and self.trick
        led = self.trick[0][1] >> 3
        h = self.hands[seat]
        if h & SUIT_MASK[led]:
            if c >> 3 != led:
                return Reason("follow", suit=SUITS[led])
            return Reason("must_overtrump")
        if c >> 3 != trump:
            return Reason("must_trump", suit=SUITS[trump])
        return Reason("must_overtrump")

    # ----- apply / undo -----
    def apply(self, action: int) -> None:
        """Apply the action of the seat on turn; raises :class:`IllegalAction` with the reason."""
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action) or Reason("not_allowed"))
        self.push(action)

    def push(self, action: int) -> None:
        """Apply an action known to be legal (the search bots' fast path: no check)."""
        self._stack.append(self._save())
        self.actions.append(action)
        self.actors.append(self.turn)
        if action < 32:
            self._play_card(action)
        elif action == A.PASS:
            self._pass()
        elif action == A.TAKE:
            self._fix_trump(self.turn_up >> 3)
        elif action <= A.TRUMP_C:
            self._fix_trump(action - A.TRUMP_BASE)
        elif action == A.SWAP7:
            self._swap7()
        elif action == A.REDEAL:
            self.phase, self.end, self.redeal_by = Phase.OVER, End.REDEAL_WEAK_HAND, self.turn
        else:
            self.bella_by = self.turn

    def undo(self) -> int:
        """Take back the last action and return it."""
        if not self._stack:
            raise IndexError("nothing to undo")
        self._restore(self._stack.pop())
        self.actors.pop()
        return self.actions.pop()

    pop = undo

    def _pass(self) -> None:
        self.passes += 1
        if self.passes < self.n:
            self.turn = self.order[self.passes]
        elif self.bid_round == 1:
            self.bid_round, self.passes, self.turn = 2, 0, self.order[0]
        else:  # everyone passed twice with all_pass = redeal
            self.phase, self.end = Phase.OVER, End.REDEAL_ALL_PASS

    def _fix_trump(self, suit: int) -> None:
        self.trump, self.declarer = suit, self.turn
        pos = deal_second(self.hands, self.deck, self._pos_after_bid, self.order, self.turn_up,
                          self.declarer, self.dealer, self.options.turn_up_to)
        if self.n < 4:
            self.stock_top = pos
            if self.options.second_open_card == "after_deal":
                self.second_open = self.deck[31]
        else:
            self.table_card = None
        hands = self.hands
        self.phase, self.turn = Phase.PLAY, self.order[0]
        for s in range(self.n):
            if has_bella(hands[s], suit):
                self.bella_ok |= 1 << s
        if self.options.debertz == "on":
            for s in self.order:
                if has_debertz(hands[s], suit):
                    self.phase, self.end, self.debertz_seat = Phase.OVER, End.DEBERTZ, s
                    break

    def _swap7(self) -> None:
        seat, trump = self.turn, self.trump
        assert trump is not None
        seven = trump * 8 + SEVEN
        self.hands[seat] = self.hands[seat] & ~(1 << seven) | (1 << self.turn_up)
        self.table_card, self.swapped_by = seven, seat
        if has_bella(self.hands[seat], trump):
            self.bella_ok |= 1 << seat
        if self.options.debertz == "on" and has_debertz(self.hands[seat], trump):
            self.phase, self.end, self.debertz_seat = Phase.OVER, End.DEBERTZ, seat

    def _play_card(self, c: int) -> None:
        seat, trump = self.turn, self.trump
        assert trump is not None
        if not (self.started >> seat & 1):
            self.started |= 1 << seat
            self.first_hands[seat] = self.hands[seat]
        self.hands[seat] &= ~(1 << c)
        trick = self.trick + ((seat, c),)
        strength = STRENGTH[trump][trick[0][1] >> 3][c]
        if strength > self.win_strength:
            self.win_seat, self.win_card, self.win_strength = seat, c, strength
        if len(trick) < self.n:
            self.trick = trick
            self.turn = (seat + 1) % self.n
            return
        w = self.win_seat
        pts = POINTS[trump]
        self.points[w] += sum(pts[tc] for _, tc in trick)
        self.tricks[w] += 1
        for _, tc in trick:
            self.taken[w] |= 1 << tc
        self.tricks_done += 1
        self.last_trick, self.last_winner = trick, w
        self.trick, self.win_seat, self.win_card, self.win_strength = (), -1, -1, -1
        self.turn = w
        if self.tricks_done == 1 and self.n < 4 and self.options.second_open_card == "after_first_trick":
            self.second_open = self.deck[self.stock_top]
        if self.tricks_done == self.n_tricks:
            self.phase = Phase.OVER

    # ----- results -----
    @property
    def played_out(self) -> bool:
        return self.phase == Phase.OVER and self.end == End.PLAYED

    def all_runs(self) -> list[Run]:
        """Every seat's sequences, from its hand as complete (at its first card)."""
        out: list[Run] = []
        for s in range(self.n):
            hand = self.first_hands[s] if self.started >> s & 1 else self.hands[s]
            out.extend(runs_in_hand(s, hand))
        return out

    def sequence_verdict(self) -> SequenceVerdict:
        """Who scores sequences; final once the deal is played out, provisional before."""
        assert self.trump is not None
        done = self.played_out
        side_tricks = [False] * self.n_sides
        for s in range(self.n):
            if self.tricks[s]:
                side_tricks[self.side_of[s]] = True
        last_side = self.side_of[self.last_winner] if done and self.last_winner is not None else None
        return judge_sequences(self.all_runs(), self.side_of, self.options.equal_sequences, self.trump,
                               self.order, last_side, side_tricks if done else None)

    def totals(self) -> DealTotals:
        """Each side's deal total (docs/rules.md §8) for a played-out deal."""
        assert self.played_out and self.trump is not None
        k = self.n_sides
        cards, last, seqs, bella, tricks = [0] * k, [0] * k, [0] * k, [0] * k, [0] * k
        for s in range(self.n):
            cards[self.side_of[s]] += self.points[s]
            tricks[self.side_of[s]] += self.tricks[s]
        assert self.last_winner is not None
        last[self.side_of[self.last_winner]] = 10
        verdict = self.sequence_verdict()
        if verdict.side is not None:
            for r in verdict.runs:
                if self.side_of[r.seat] == verdict.side:
                    seqs[verdict.side] += sequence_points(r.length, self.options.hundred)
        if self.bella_by is not None and tricks[self.side_of[self.bella_by]]:
            bella[self.side_of[self.bella_by]] = 20
        return DealTotals(tuple(cards), tuple(last), tuple(seqs), tuple(bella), tuple(tricks), verdict)
