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
                relief: PartnerRelief, out: int, eps: float, loose: float = 0.0) -> float:
    """The likelihood (up to a constant) of the other seats' plays given the world's hands now.

    ``loose`` > 0 reads each seat of the other sides as a mixture: with that prior weight a loose player, whose
    every legal card is equally likely, else the policy-like one.  A seat whose cards no world explains by the
    policy (another search bot, say) then weighs every world about alike, as if its cards were not read; a
    seat that plays the policy is read almost as sharply as before.  The partner's cards are read policy-like
    (reading them more softly, or not at all, measured no better: docs/decisions.md)."""
    if loose > 0:
        w = 1.0
        for s in {p.seat for p in plays} - {me}:
            mine = [p for p in plays if p.seat == s]
            policy, anyone = _seat_likelihoods(mine, me, hands_now, n, pairs, trump, partner, side_of,
                                               declarer_side, overtrump, relief, out, eps)
            w *= policy if s == partner[me] else (1.0 - loose) * policy + loose * anyone
        return w
    return _seat_likelihoods(plays, me, hands_now, n, pairs, trump, partner, side_of, declarer_side, overtrump,
                             relief, out, eps)[0]


def _seat_likelihoods(plays: Sequence[PastPlay], me: int, hands_now: Sequence[int], n: int, pairs: bool,
                      trump: int, partner: Sequence[int], side_of: Sequence[int], declarer_side: int,
                      overtrump: Overtrump, relief: PartnerRelief, out: int, eps: float) -> tuple[float, float]:
    """The plays' likelihood under the policy-like reading, and under a loose player's (any legal card)."""
    later = [0] * n  # per seat: the cards it played from the event on
    w = 1.0
    u = 1.0
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
        k = bin(legal).count("1")
        u /= k
        unknown = FULL_MASK & ~p.played_before & ~hand & ~out
        forbidden = p.forbidden
        poss = [hand if x == s else unknown & ~forbidden[x] for x in range(n)]
        guess = choose(legal, trick, p.leader, p.win_seat, p.win_card, p.win_str, s, n, pairs, trump, poss,
                       side_of[s] == declarer_side)
        if guess == p.card:
            w *= keep
        else:
            w *= eps / (k - 1)
    return w, u
