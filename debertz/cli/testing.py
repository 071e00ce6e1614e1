"""Helpers for tests, scripts and hand-made records: build a deck that deals the hands you want, play a
match out (by bots, at random, by a rule)."""

from __future__ import annotations

import random
from typing import Callable, Sequence

from ..bots.base import Bot
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


Choose = Callable[[Match, int], int]


def by_bots(bots: Sequence[Bot]) -> Choose:
    """Each seat's action from its bot, which sees only that seat's view."""
    return lambda match, seat: bots[seat].choose(match.view(seat))


def at_random(rng: random.Random) -> Choose:
    """A random legal action (any seat), drawn from ``rng``."""
    return lambda match, _seat: rng.choice(match.legal_actions())


def first_legal(match: Match, _seat: int) -> int:
    """The first legal action: a quick, reproducible way through a match."""
    return match.legal_actions()[0]


def play_out(match: Match, choose: Choose, limit: int | None = None,
             after: Callable[[Match], object] | None = None) -> Match:
    """Play ``match`` to its end, ``choose(match, seat)`` giving each action (``by_bots``, ``at_random``, a
    rule of thumb), the next deal started whenever one is over. ``after(match)`` runs after every action
    (checks, counts). With ``limit``, at most that many actions: the match may be left unfinished."""
    done = 0
    while not match.finished and (limit is None or done < limit):
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player()
        assert seat is not None  # a deal that is not over always has a seat to act
        match.apply(choose(match, seat))
        done += 1
        if after is not None:
            after(match)
    return match
