"""Policy-based inference: how likely a sampled world makes the cards the other seats actually played.

Each card another seat played this deal is compared with what the rule-of-thumb policy
(:func:`.sim.choose`, the ``normal`` bot's card play) would have played from that seat's hand in
the world, knowing what that seat could know then (its own hand, the public play, the voids shown
so far).  A matching card keeps the world's weight; a different one multiplies it by ``eps`` shared
among the other legal cards.  Worlds whose hidden hands explain the play get more say.
"""

from __future__ import annotations

from typing import Sequence

from ..cards import FULL_MASK
from ..deal import legal_mask
from ..options import Overtrump, PartnerRelief
from .knowledge import PastPlay
from .sim import choose


def play_weight(plays: Sequence[PastPlay], me: int, hands_now: Sequence[int], n: int, pairs: bool, trump: int,
                partner: Sequence[int], side_of: Sequence[int], declarer_side: int, overtrump: Overtrump,
                relief: PartnerRelief, out: int, eps: float) -> float:
    """The likelihood (up to a constant) of the other seats' plays given the world's hands now."""
    later = [0] * n  # per seat: the cards it played from the event on
    w = 1.0
    keep = 1.0 - eps
    for p in reversed(plays):
        s = p.seat
        later[s] |= 1 << p.card
        if s == me:
            continue
        hand = hands_now[s] | later[s]
        trick = p.trick
        if trick:
            legal = legal_mask(hand, trick[0] >> 3, trump, p.win_card, p.win_seat == partner[s], overtrump, relief)
        else:
            legal = hand
        if not legal & (legal - 1):
            continue
        unknown = FULL_MASK & ~p.played_before & ~hand & ~out
        forbidden = p.forbidden
        poss = [hand if x == s else unknown & ~forbidden[x] for x in range(n)]
        guess = choose(legal, trick, p.leader, p.win_seat, p.win_card, p.win_str, s, n, pairs, trump, poss,
                       side_of[s] == declarer_side)
        if guess == p.card:
            w *= keep
        else:
            w *= eps / (bin(legal).count("1") - 1)
    return w
