"""An invariant checker for a deal, run after every action in the tests (as jass-kit does).

Raises AssertionError-like :class:`InvariantError` naming the broken invariant.
"""

from __future__ import annotations

from ..cards import FULL_MASK, POINTS, bits
from ..deal import Deal, Phase


class InvariantError(AssertionError):
    pass


def undealt(deal: Deal) -> int:
    """Mask of the cards not dealt to anyone (the stock), excluding the card on the table."""
    if deal.phase == Phase.BIDDING or deal.trump is None:
        start = 6 * deal.n + 1
    elif deal.n < 4:
        start = deal.stock_top
    else:
        return 0
    m = 0
    for c in deal.deck[start:]:
        m |= 1 << c
    return m


def check(deal: Deal) -> None:
    places = list(deal.hands) + list(deal.taken)
    places.append(sum(1 << c for _, c in deal.trick))
    places.append(0 if deal.table_card is None else 1 << deal.table_card)
    places.append(undealt(deal))
    union = 0
    for m in places:
        if union & m:
            raise InvariantError(f"a card is in two places: {[c for c in bits(union & m)]}")
        union |= m
    if union != FULL_MASK:
        raise InvariantError(f"cards missing: {list(bits(FULL_MASK & ~union))}")
    if deal.phase != Phase.BIDDING and deal.trump is not None:
        pts = POINTS[deal.trump]
        for s in range(deal.n):
            if deal.points[s] != sum(pts[c] for c in bits(deal.taken[s])):
                raise InvariantError(f"seat {s}'s card points do not match its tricks")
            if bin(deal.taken[s]).count("1") != deal.n * deal.tricks[s]:
                raise InvariantError(f"seat {s} holds a wrong number of taken cards")
        if sum(deal.tricks) != deal.tricks_done:
            raise InvariantError("tricks taken do not add up to tricks played")
        if deal.phase == Phase.PLAY and deal.end == 0:
            in_trick = {s for s, _ in deal.trick}
            for s in range(deal.n):
                size = bin(deal.hands[s]).count("1")
                want = deal.n_tricks - deal.tricks_done - (1 if s in in_trick else 0)
                if size != want:
                    raise InvariantError(f"seat {s} holds {size} cards, expected {want}")
            if deal.trick and deal.turn != (deal.trick[-1][0] + 1) % deal.n:
                raise InvariantError("the turn did not pass clockwise")
    if len(deal.actions) != len(deal.actors):
        raise InvariantError("action log and actor log differ in length")
