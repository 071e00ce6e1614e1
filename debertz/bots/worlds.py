"""Turning a seat's view plus a sampled set of hidden hands into a :class:`World` to simulate."""

from __future__ import annotations

import random

from ..cards import FULL_MASK, SEVEN, bits
from ..deal import deal_order, deal_second
from ..view import SeatView
from .knowledge import Knowledge
from .sim import World, bella_holder, make_ctx

N_TRICKS = {2: 9, 3: 9, 4: 8}


def _swap_seven(hands: list[int], trump: int, turn_up: int, seven_swap: str, declarer: int,
                can: list[bool]) -> int | None:
    """Let the holder of the trump 7 (if allowed and not yet started) take the turn-up."""
    if seven_swap == "off":
        return None
    seven = trump * 8 + SEVEN
    for s, h in enumerate(hands):
        if h >> seven & 1 and can[s] and (seven_swap == "any_player" or s == declarer):
            hands[s] = h & ~(1 << seven) | (1 << turn_up)
            return s
    return None


def play_world(view: SeatView, know: Knowledge, hands: list[int]) -> World:
    """The world of the view's current play position with the given hands (each seat's hand now)."""
    n, me = view.n, view.seat
    trump = view.trump
    assert trump is not None and view.declarer is not None
    hands = list(hands)
    if know.trump_seven_swappable:
        can = [not (view.started >> s & 1) and s != me for s in range(n)]
        _swap_seven(hands, trump, view.turn_up, view.options.seven_swap, view.declarer, can)
    full = [hands[s] | know.played_by[s] for s in range(n)]
    if view.bella_by is not None:
        bella: int | None = view.bella_by
    else:
        bella = bella_holder(full, trump)
        if bella is not None:
            if bella == me:
                bella = me if view.bella_ok else None
            elif view.started >> bella & 1:
                bella = None
    order = deal_order(view.dealer, n)
    ctx = make_ctx(view.options, view.mode, n, me, view.declarer, full, trump, order, bella, view.hanging,
                   view.baits)
    k = ctx.n_sides
    pts, tricks = [0] * k, [0] * k
    for s in range(n):
        pts[ctx.side_of[s]] += view.taken_points[s]
        tricks[ctx.side_of[s]] += view.tricks[s]
    trick = [c for _, c in view.trick]
    leader = view.trick[0][0] if view.trick else (view.turn if view.turn is not None else 0)
    left = N_TRICKS[n] - sum(view.tricks)
    turn = view.turn if view.turn is not None else leader
    return World(n, view.pairs, trump, hands, trick, leader, turn, pts, tricks, left, view.options, ctx)


def bidding_world(view: SeatView, rng: random.Random, trump: int, declarer: int,
                  fixed: tuple[list[int], list[int]] | None = None) -> World:
    """A whole deal's play from the first lead, when ``declarer`` fixes ``trump`` now.

    The hidden cards are dealt at random around the seat's own six, or taken from ``fixed``: the
    true six-card hands and the rest of the deck in order (the oracle)."""
    n, me = view.n, view.seat
    opts = view.options
    order = deal_order(view.dealer, n)
    turn_up = view.turn_up
    if fixed is None:
        pool = list(bits(FULL_MASK & ~view.hand & ~(1 << turn_up)))
        rng.shuffle(pool)
        hands = [0] * n
        hands[me] = view.hand
        i = 0
        for s in order:
            if s != me:
                for c in pool[i:i + 6]:
                    hands[s] |= 1 << c
                i += 6
        rest = pool[i:]
    else:
        hands, rest = list(fixed[0]), list(fixed[1])
    return deal_rest(view, hands, rest, trump, declarer, order, opts_seven=opts.seven_swap, turn_up=turn_up)


def deal_rest(view: SeatView, hands: list[int], rest: list[int], trump: int, declarer: int, order: list[int],
              opts_seven: str, turn_up: int) -> World:
    """The world after the engine's second deal (:func:`~debertz.deal.deal_second`) of ``rest`` when
    ``declarer`` fixes ``trump``; the trump 7's holder is assumed to swap it when he may."""
    n, me = view.n, view.seat
    opts = view.options
    hands = list(hands)
    deal_second(hands, rest, 0, order, turn_up, declarer, view.dealer, opts.turn_up_to)
    if n < 4 and trump == turn_up >> 3:
        _swap_seven(hands, trump, turn_up, opts_seven, declarer, [True] * n)
    bella = bella_holder(hands, trump)
    ctx = make_ctx(opts, view.mode, n, me, declarer, hands, trump, order, bella, view.hanging, view.baits)
    k = ctx.n_sides
    return World(n, view.pairs, trump, hands, [], order[0], order[0], [0] * k, [0] * k, N_TRICKS[n], opts, ctx)
