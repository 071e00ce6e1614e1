"""The rule-of-thumb bots: ``easy`` (legal, simple preferences, no memory) and ``normal``."""

from __future__ import annotations

from .. import actions as A
from ..cards import ACE, JACK, NINE, SEVEN, SUIT_MASK, TEN, TRUMP_POINTS, bits, hand_value_plain
from ..combinations import RUNS, has_bella
from ..view import SeatView
from .base import decision_rng
from .knowledge import knowledge
from .sim import choose
from .tables import COST, PTS, STR


def _suit_count(hand: int, suit: int) -> int:
    return bin(hand & SUIT_MASK[suit]).count("1")


def bid_strength(hand: int, suit: int) -> float:
    """A rough number for the hand with ``suit`` as trump: trump honours and length, aces, sequences."""
    v = 0.0
    trumps = hand & SUIT_MASK[suit]
    for c in bits(trumps):
        v += TRUMP_POINTS[c & 7] + 5
    for s in range(4):
        if s == suit:
            continue
        m = hand >> (8 * s) & 0xFF
        if m >> ACE & 1:
            v += 11
            if m >> TEN & 1:
                v += 6
        elif m >> TEN & 1 and bin(m).count("1") >= 2:
            v += 2
    for s in range(4):
        for _, ln in RUNS[hand >> (8 * s) & 0xFF]:
            v += 8 if ln == 3 else 20
    if has_bella(hand, suit):
        v += 10
    return v


BID_THRESHOLD = {"2": 50.0, "3": 55.0, "4": 55.0, "2x2": 55.0}


def hand_for_suit(hand: int, suit: int, view: SeatView, seat: int) -> int:
    """A seat's six cards plus the turn-up when it would come to that seat with ``suit`` as trump (four
    players: by ``turn_up_to``; two and three: swapped for the trump 7 if the seat holds it)."""
    up = view.turn_up
    if suit == up >> 3:
        if view.n == 4:
            if view.options.turn_up_to == "declarer" or view.dealer == seat:
                hand |= 1 << up
        elif view.options.seven_swap != "off" and hand >> (suit * 8 + SEVEN) & 1:
            hand = hand & ~(1 << (suit * 8 + SEVEN)) | (1 << up)
    return hand


def normal_bid(view: SeatView, margin: float = 0.0) -> int:
    legal = view.legal
    th = BID_THRESHOLD.get(view.mode, 50.0) + margin
    if view.bid_round == 1:
        suit = view.turn_up >> 3
        return A.TAKE if bid_strength(hand_for_suit(view.hand, suit, view, view.seat), suit) >= th else A.PASS
    options = [a for a in legal if A.TRUMP_BASE <= a < A.TRUMP_BASE + 4]
    best = max(options, key=lambda a: bid_strength(view.hand, a - A.TRUMP_BASE))
    if A.PASS not in legal or bid_strength(view.hand, best - A.TRUMP_BASE) >= th:
        return best
    return A.PASS


def weak_redeal_wanted(view: SeatView) -> bool:
    """Normal's redeal rule: a weak hand, and little in trumps."""
    trump = view.trump
    assert trump is not None
    hand = view.hand
    tval = sum(TRUMP_POINTS[c & 7] for c in bits(hand & SUIT_MASK[trump]))
    declaring = view.declarer is not None and view.side_of(view.declarer) == view.side_of(view.seat)
    if declaring:
        return tval + hand_value_plain(hand & ~SUIT_MASK[trump]) < 25
    return tval < 14


SLIP = 0.25  # how often the easy bot plays a random legal card


class EasyBot:
    """Legal moves with simple preferences (lead your best, grab tricks with your best winner, throw
    your cheapest card); remembers nothing, and now and then plays any legal card."""

    level = "easy"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> int:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, view, "easy")
        if view.phase == "bidding":
            if view.bid_round == 1:
                suit = view.turn_up >> 3
                m = view.hand >> (8 * suit) & 0xFF
                strong = _suit_count(view.hand, suit) >= 3 or (m >> JACK & 1 and m >> NINE & 1)
                return A.TAKE if strong else A.PASS
            options = [a for a in legal if A.TRUMP_BASE <= a < A.TRUMP_BASE + 4]
            best = max(options, key=lambda a: (_suit_count(view.hand, a - A.TRUMP_BASE), rng.random()))
            if A.PASS not in legal or _suit_count(view.hand, best - A.TRUMP_BASE) >= 3:
                return best
            return A.PASS
        if A.BELLA in legal:
            return A.BELLA
        if A.SWAP7 in legal:
            return A.SWAP7
        trump = view.trump
        assert trump is not None
        cards = [a for a in legal if A.is_card(a)]
        cost = COST[trump]
        if rng.random() < SLIP:
            return rng.choice(cards)  # a beginner's slip
        pts = PTS[trump]
        if not view.trick:
            # lead the card worth most (trumps too), ties at random
            return max(cards, key=lambda c: (pts[c], rng.random()))
        led = view.trick[0][1] >> 3
        strength = STR[trump][led]
        best = max(strength[c] for _, c in view.trick)
        winners = [c for c in cards if strength[c] > best]
        if winners:
            # grab the trick with the card worth most
            return max(winners, key=lambda c: (pts[c], rng.random()))
        return min(cards, key=lambda c: (cost[c], rng.random()))


class NormalBot:
    """Rules of thumb with card tracking: trumps out, voids, masters, partner winning."""

    level = "normal"

    def __init__(self, seed: int | str = 0, bid_margin: float = 0.0) -> None:
        self.seed = seed
        self.bid_margin = bid_margin

    def choose(self, view: SeatView) -> int:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase == "bidding":
            return normal_bid(view, self.bid_margin)
        if A.BELLA in legal:
            return A.BELLA
        if A.SWAP7 in legal:
            return A.SWAP7
        if A.REDEAL in legal and weak_redeal_wanted(view):
            return A.REDEAL
        return self.card(view)

    def card(self, view: SeatView) -> int:
        trump = view.trump
        assert trump is not None
        know = knowledge(view)
        legal = 0
        for a in view.legal:
            if A.is_card(a):
                legal |= 1 << a
        poss = [know.possible(s) for s in range(view.n)]
        trick = [c for _, c in view.trick]
        leader = view.trick[0][0] if view.trick else view.seat
        win_seat = win_card = win_str = -1
        if trick:
            strength = STR[trump][trick[0] >> 3]
            for seat, c in view.trick:
                if strength[c] > win_str:
                    win_seat, win_card, win_str = seat, c, strength[c]
        declaring = view.declarer is not None and view.side_of(view.declarer) == view.side_of(view.seat)
        return choose(legal, trick, leader, win_seat, win_card, win_str, view.seat, view.n, view.pairs, trump,
                      poss, declaring)

