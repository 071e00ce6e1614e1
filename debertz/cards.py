"""Cards as small ints, card sets as 32-bit masks, and the rank and point tables.

A card is ``suit * 8 + rank`` where rank is the natural order index
(7 8 9 T J Q K A = 0..7), the order sequences use.  Suits are S H D C = 0..3.
A set of cards is an int whose bit ``c`` is set when card ``c`` is in it.
"""

from __future__ import annotations

from typing import Iterator

from .errors import CardSyntaxError

Card = int
Suit = int

SUITS = "SHDC"
RANKS = "789TJQKA"
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {0: "spades", 1: "hearts", 2: "diamonds", 3: "clubs"}

ALL_CARDS: tuple[Card, ...] = tuple(range(32))
FULL_MASK = (1 << 32) - 1
SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))

# Trick-taking strength by natural rank index (higher wins).
# trump: J 9 A 10 K Q 8 7 ; plain: A 10 K Q J 9 8 7
TRUMP_STRENGTH: tuple[int, ...] = (0, 1, 6, 4, 7, 2, 3, 5)
PLAIN_STRENGTH: tuple[int, ...] = (0, 1, 2, 6, 3, 4, 5, 7)
TRUMP_POINTS: tuple[int, ...] = (0, 0, 14, 10, 20, 3, 4, 11)
PLAIN_POINTS: tuple[int, ...] = (0, 0, 0, 10, 2, 3, 4, 11)


def card(rank: int, suit: Suit) -> Card:
    return suit * 8 + rank


def card_str(c: Card) -> str:
    """Record notation: rank then suit, e.g. ``TH`` for the ten of hearts."""
    return RANKS[c & 7] + SUITS[c >> 3]


def parse_card(text: str) -> Card:
    """Parse record notation (``JH``, ``TS``); raises ``CardSyntaxError`` (a ``ValueError``) with a readable message."""
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise CardSyntaxError(f"{text!r} is not a card (expected rank 7 8 9 T J Q K A then suit S H D C)")
    return SUITS.index(text[1]) * 8 + RANKS.index(text[0])


def card_name(c: Card) -> str:
    """A name a player reads: ``10♥``, ``J♠``."""
    r = "10" if c & 7 == TEN else RANKS[c & 7]
    return r + SUIT_SYMBOLS[SUITS[c >> 3]]


def bits(mask: int) -> Iterator[Card]:
    """The cards of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low



def card_points(c: Card, trump: Suit | None) -> int:
    return TRUMP_POINTS[c & 7] if (c >> 3) == trump else PLAIN_POINTS[c & 7]


def _points_table(trump: int | None) -> tuple[int, ...]:
    return tuple(card_points(c, trump) for c in ALL_CARDS)


# POINTS[trump][card]; index 4 = no trump (all plain).
POINTS: tuple[tuple[int, ...], ...] = tuple(_points_table(t if t < 4 else None) for t in range(5))


def _strength(c: Card, trump: int, led: int) -> int:
    s = c >> 3
    if s == trump:
        return 16 + TRUMP_STRENGTH[c & 7]
    if s == led:
        return 8 + PLAIN_STRENGTH[c & 7]
    return 0


# STRENGTH[trump][led][card]: who wins a trick, as one table lookup.
STRENGTH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_strength(c, t, led) for c in ALL_CARDS) for led in range(4)) for t in range(4)
)

# HIGHER_TRUMP[card]: mask of the cards of the same suit that beat it as trumps.
HIGHER_TRUMP: tuple[int, ...] = tuple(
    sum(1 << (c & ~7 | r) for r in range(8) if TRUMP_STRENGTH[r] > TRUMP_STRENGTH[c & 7]) for c in ALL_CARDS
)


def hand_value_plain(mask: int) -> int:
    """Points of a hand with every suit counted as plain (the weak-hand test)."""
    return sum(PLAIN_POINTS[c & 7] for c in bits(mask))
