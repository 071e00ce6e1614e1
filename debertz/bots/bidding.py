"""Bidding by simulation for the ``hard`` bot: every bid, PASS included, is rated by playing the deal out.

For each sampled set of hidden six-card hands (weighted by how well they explain the passes heard so
far) the bidding is continued after each of the seat's candidate bids: the other seats bid as the
``normal`` bot would on their sampled hands, and the seat's own later word (round 2, when everybody
passed round 1) is its best option over the samples that reach it.  Each ending (a declarer and a
trump, or a throw-in) is then played out with the rule-of-thumb policy and valued as the deal's
outcome for the seat's side.
"""

from __future__ import annotations

import math
import random
import time
from typing import Generator

from .. import actions as A
from ..cards import FULL_MASK, bits
from ..deal import deal_order
from ..options import SEATINGS
from ..view import SeatView
from .rules import BID_THRESHOLD, bid_strength, hand_for_suit
from .sim import Deciders, deciders_mask
from .worlds import deal_rest

# how sharply a heard pass is read as "that hand was below the normal bidding threshold"
PASS_SLOPE = 6.0

Ending = tuple[int, int]  # (declarer, trump); (-1, -1): thrown in; (-2, -2): the seat speaks again


def _r2_best(hand: int, up_suit: int) -> tuple[int, float]:
    best, bs = -1, -1e9
    for s in range(4):
        if s != up_suit:
            v = bid_strength(hand, s)
            if v > bs:
                best, bs = s, v
    return best, bs


def normal_word(view: SeatView, hand: int, seat: int, rnd: int, last: bool) -> int:
    """What the ``normal`` bot would say with six cards ``hand`` at ``seat`` (``last``: last to speak)."""
    up_suit = view.turn_up >> 3
    th = BID_THRESHOLD.get(view.mode, 50.0)
    if rnd == 1:
        return A.TAKE if bid_strength(hand_for_suit(hand, up_suit, view, seat), up_suit) >= th else A.PASS
    suit, v = _r2_best(hand, up_suit)
    if v >= th or (last and view.options.all_pass == "obligation"):
        return A.TRUMP_BASE + suit
    return A.PASS


def continue_bidding(view: SeatView, hands: list[int], rnd: int, idx: int, order: list[int]) -> Ending:
    """Bidding from speaker ``order[idx]`` of round ``rnd`` on, the other seats bidding like ``normal``."""
    n, me = view.n, view.seat
    up_suit = view.turn_up >> 3
    while True:
        if idx >= n:
            if rnd == 1:
                rnd, idx = 2, 0
                continue
            return (-1, -1)
        s = order[idx]
        if s == me:
            return (-2, -2)
        a = normal_word(view, hands[s], s, rnd, idx == n - 1)
        if a == A.TAKE:
            return (s, up_suit)
        if a != A.PASS:
            return (s, a - A.TRUMP_BASE)
        idx += 1


def pass_weight(view: SeatView, hands: list[int], slope: float = PASS_SLOPE) -> float:
    """How well the sampled six-card hands explain the passes heard so far (soft, normal-bot-like)."""
    up_suit = view.turn_up >> 3
    th = BID_THRESHOLD.get(view.mode, 50.0)
    w = 1.0
    rnd, passes = 1, 0
    for seat, a in view.log:
        if a != A.PASS:
            break
        if seat != view.seat:
            if rnd == 1:
                x = th - bid_strength(hand_for_suit(hands[seat], up_suit, view, seat), up_suit)
            else:
                x = th - _r2_best(hands[seat], up_suit)[1]
            w *= 1.0 / (1.0 + math.exp(-x / slope))
        passes += 1
        if passes == view.n:
            rnd, passes = 2, 0
    return w


def rate_bids_by_simulation(view: SeatView, rng: random.Random, samples: int,
                            deadline_check: DeadlineCheck,
                            slope: float = PASS_SLOPE,
                            deciders: Deciders = "nobody") -> Generator[None, None, dict[int, float]]:
    """Mean value of every legal bid (PASS included) for the seat's side; yields after each sample.

    ``deciders``: who in the play-outs chooses from its own knowledge (:data:`.sim.Deciders`)."""
    n, me = view.n, view.seat
    up = view.turn_up
    up_suit = up >> 3
    order = deal_order(view.dealer, n)
    idx = order.index(me)
    rnd = view.bid_round
    legal = view.legal
    obligation = view.options.all_pass == "obligation"
    seven = view.options.seven_swap
    pool0 = list(bits(FULL_MASK & ~view.hand & ~(1 << up)))
    others = [s for s in order if s != me]
    totals = {a: 0.0 for a in legal}
    # my own round-2 word after everybody passes round 1 (only when deciding in round 1)
    r2_opts: list[int] = []
    if rnd == 1:
        r2_opts = [A.TRUMP_BASE + s for s in range(4) if s != up_suit]
        if not (obligation and idx == n - 1):
            r2_opts.append(A.PASS)
    r2_tot = dict.fromkeys(r2_opts, 0.0)
    reached_w = 0.0
    wsum = 0.0
    done = 0
    cache: dict[Ending, float] = {}
    no_voids = [0] * n
    who = deciders_mask(deciders, SEATINGS[view.mode].side_of, me)  # deciding from their own knowledge

    def value(hands: list[int], rest: list[int], end: Ending) -> float:
        if end[0] < 0:
            return 0.0
        v = cache.get(end)
        if v is None:
            w = deal_rest(view, hands, rest, end[1], end[0], order, opts_seven=seven, turn_up=up)
            v = cache[end] = w.playout_public(no_voids, 0, who) if who else w.playout()
        return v

    while done < samples:
        if deadline_check(done):
            break
        pool = list(pool0)
        rng.shuffle(pool)
        hands = [0] * n
        hands[me] = view.hand
        i = 0
        for s in others:
            for c in pool[i:i + 6]:
                hands[s] |= 1 << c
            i += 6
        rest = pool[i:]
        # the rest of the deck is dealt in seat order, as in the engine
        wt = pass_weight(view, hands, slope)
        done += 1
        if wt <= 1e-9:
            yield
            continue
        wsum += wt
        cache.clear()
        for a in legal:
            if a == A.TAKE:
                v = value(hands, rest, (me, up_suit))
            elif a != A.PASS:
                v = value(hands, rest, (me, a - A.TRUMP_BASE))
            else:
                end = continue_bidding(view, hands, rnd, idx + 1, order)
                if end[0] == -2:
                    # everybody passed round 1: my round-2 word, chosen over the samples that reach it
                    reached_w += wt
                    for o in r2_opts:
                        if o == A.PASS:
                            ov = value(hands, rest, continue_bidding(view, hands, 2, idx + 1, order))
                        else:
                            ov = value(hands, rest, (me, o - A.TRUMP_BASE))
                        r2_tot[o] += wt * ov
                    continue
                v = value(hands, rest, end)
            totals[a] += wt * v
        yield
    if reached_w > 0 and A.PASS in totals:
        totals[A.PASS] += max(r2_tot.values())
    return {a: v / wsum if wsum > 0 else 0.0 for a, v in totals.items()}


class DeadlineCheck:
    """``check(done)``: whether to stop sampling now (a time budget, never before ``minimum`` samples)."""

    def __init__(self, deadline: float | None, minimum: int = 4) -> None:
        self.deadline, self.minimum = deadline, minimum

    def __call__(self, done: int) -> bool:
        return self.deadline is not None and done >= self.minimum and time.perf_counter() > self.deadline
