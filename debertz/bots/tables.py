"""Lookup tables the bots share: per trump, each card's points, strength, higher cards and cost."""

from __future__ import annotations

from ..cards import HIGHER_TRUMP, PLAIN_STRENGTH, POINTS, STRENGTH, SUIT_MASK, TRUMP_STRENGTH


def popcount(mask: int) -> int:
    return bin(mask).count("1")


def _higher_plain(c: int) -> int:
    base = c & ~7
    return sum(1 << (base | r) for r in range(8) if PLAIN_STRENGTH[r] > PLAIN_STRENGTH[c & 7])


HIGHER_PLAIN: tuple[int, ...] = tuple(_higher_plain(c) for c in range(32))

# HIGHER[trump][card]: same-suit cards that beat ``card`` (as trumps when its suit is trump).
HIGHER: tuple[tuple[int, ...], ...] = tuple(
    tuple(HIGHER_TRUMP[c] if c >> 3 == t else HIGHER_PLAIN[c] for c in range(32)) for t in range(4))


def _cost(c: int, t: int) -> int:
    """How much it hurts to give the card away (low first): plain by points then rank; trumps last."""
    if c >> 3 == t:
        return 1000 + TRUMP_STRENGTH[c & 7] * 20 + POINTS[t][c]
    return POINTS[t][c] * 16 + PLAIN_STRENGTH[c & 7]


COST: tuple[tuple[int, ...], ...] = tuple(tuple(_cost(c, t) for c in range(32)) for t in range(4))
PTS = POINTS
STR = STRENGTH
SUIT = SUIT_MASK
