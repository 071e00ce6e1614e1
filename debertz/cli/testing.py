"""Helpers for tests and hand-made records: build a deck that deals the hands you want."""

from __future__ import annotations

from typing import Callable, Sequence

from ..cards import parse_card
from ..deal import deal_order
from ..match import Match
from ..options import SEATS


def build_deck(mode: str, dealer: int, first: Sequence[str], turn_up: str, second: Sequence[str] = (),
               rest: str = "", receiver: int | None = None) -> list[int]:
    """A deck (top first) that deals ``first[s]`` (6 cards, space-separated) to seat s, then
    ``turn_up``, then ``second[s]`` in the second deal (3 cards; in 4-seat modes 2, or 1 for the
    ``receiver`` of the turn-up).  ``rest`` lists stock cards in order (top first); the other
    cards follow in a fixed order."""
    n = SEATS[mode]
    order = deal_order(dealer, n)
    deck: list[int] = []
    firsts = [[parse_card(c) for c in first[s].split()] for s in range(n)]
    for half in (0, 1):
        for s in order:
            deck.extend(firsts[s][3 * half: 3 * half + 3])
    deck.append(parse_card(turn_up))
    if second:
        for s in order:
            cards = [parse_card(c) for c in second[s].split()]
            deck.extend(cards)
    deck.extend(parse_card(c) for c in rest.split())
    used = set(deck)
    if len(used) != len(deck):
        raise ValueError("a card is given twice")  # a test wrote a wrong deck: a programming error
    deck.extend(c for c in range(32) if c not in used)
    return deck


def play_out(match: Match, choose: Callable[[Match, int], int]) -> Match:
    """Play ``match`` to its end, ``choose(match, seat)`` giving each action (a bot, a rule of thumb)."""
    while not match.finished:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player()
        assert seat is not None
        match.apply(choose(match, seat))
    return match
