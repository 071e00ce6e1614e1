"""The first-game guide's advice: for the person's turn, one sensible action and why, in words for a newcomer.

Pure: a :class:`SeatView` (the person's own view, nothing hidden) in, an :class:`Advice` out — the
action to suggest and the catalogue notes (message id + parameters) that explain it: first what the rules
allow now, then why this choice. The reasoning is deliberately simple (a beginner's rules of thumb: take
with the jack or the nine of trump, win a trick as cheaply as possible, give nothing away), not the bots'.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from debertz import actions as A
from debertz.cards import (
    ACE,
    JACK,
    NINE,
    PLAIN_POINTS,
    RANKS,
    STRENGTH,
    SUITS,
    TRUMP_POINTS,
    bits,
)
from debertz.view import SeatView

from .i18n import key_at, table_of

Note = tuple[str, dict[str, Any]]
TAKE_POINTS = 25  # trump points in hand (with the turn-up's help) that make a beginner's take
GUIDE_SEED = "guide-1"  # the seeded deal the guide walks through
# the table of the guided deal: two players, classic rules, one deal, an easy opponent, unhurried
GUIDE_SETTINGS: dict[str, Any] = {"mode": "2", "preset": "classic", "overrides": {"target": "one_deal"},
                                  "bots": ["easy"], "people": [], "seed": GUIDE_SEED, "speed": "normal"}


@dataclass(frozen=True)
class Advice:
    action: int
    notes: tuple[Note, ...]


def code(c: int) -> str:
    return RANKS[c & 7] + SUITS[c >> 3]


def _cards(cs: list[int]) -> str:
    return " ".join(code(c) for c in cs)  # the view writes them as the player reads them


def trump_points(hand: int, suit: int) -> int:
    return sum(TRUMP_POINTS[c & 7] for c in bits(hand) if c >> 3 == suit)


def _strong_trumps(hand: int, suit: int) -> list[int]:
    return [c for c in bits(hand) if c >> 3 == suit and c & 7 in (JACK, NINE)]


def _bid(v: SeatView, legal: set[int]) -> Advice:
    up = v.turn_up >> 3
    if A.TAKE in legal:
        pts = trump_points(v.hand | 1 << v.turn_up, up) if v.n == 4 else trump_points(v.hand, up)
        strong = _strong_trumps(v.hand, up)
        base: Note = ("guide.bid_r1", {"suit": SUITS[up]})
        if strong and pts >= TAKE_POINTS - 10 or pts >= TAKE_POINTS:
            why: Note = (("guide.take_strong", {"suit": SUITS[up], "cards": _cards(strong), "points": pts}) if strong
                         else ("guide.take_points", {"suit": SUITS[up], "points": pts}))
            return Advice(A.TAKE, (base, why))
        weak = "guide.pass_weak" if pts else "guide.pass_none"  # "worth only 0 points" would read oddly
        return Advice(A.PASS, (base, (weak, {"suit": SUITS[up], "points": pts})))
    suits = [s for s in range(4) if A.TRUMP_BASE + s in legal]
    if not suits:
        return Advice(A.PASS, (("guide.bid_r2", {}),))
    best = max(suits, key=lambda s: (trump_points(v.hand, s), len([c for c in bits(v.hand) if c >> 3 == s])))
    pts = trump_points(v.hand, best)
    base = ("guide.bid_r2", {"suit": SUITS[up]})
    if A.PASS not in legal:
        return Advice(A.TRUMP_BASE + best, (base, ("guide.obliged", {"suit": SUITS[best], "points": pts})))
    if pts >= TAKE_POINTS:
        return Advice(A.TRUMP_BASE + best, (base, ("guide.name_strong", {"suit": SUITS[best], "points": pts})))
    return Advice(A.PASS, (base, ("guide.pass_r2", {"points": pts})))


def _winning(v: SeatView, card: int) -> bool:
    """Whether ``card`` would be winning the trick as it lies now."""
    assert v.trump is not None
    led = v.trick[0][1] >> 3
    table = STRENGTH[v.trump][led]
    return all(table[card] > table[c] for _s, c in v.trick)


def _partner_winning(v: SeatView) -> bool:
    if not v.pairs or not v.trick or v.trump is None:
        return False
    led = v.trick[0][1] >> 3
    table = STRENGTH[v.trump][led]
    best = max(v.trick, key=lambda sc: table[sc[1]])
    return best[0] != v.seat and v.side_of(best[0]) == v.side_of(v.seat)


def _points(v: SeatView, c: int) -> int:
    return TRUMP_POINTS[c & 7] if c >> 3 == v.trump else PLAIN_POINTS[c & 7]


def _play(v: SeatView, legal: set[int], why_not: Mapping[int, str]) -> Advice:
    assert v.trump is not None
    trump = v.trump
    cards = sorted(c for c in legal if A.is_card(c))
    notes: list[Note] = []
    if A.BELLA in legal:
        return Advice(A.BELLA, (("guide.bella", {"suit": SUITS[trump]}),))
    if A.SWAP7 in legal and v.table_card is not None:
        return Advice(A.SWAP7, (("guide.swap7", {"card": code(v.table_card)}),))
    refused = sorted(set(bits(v.hand)) - set(cards))
    if refused and why_not.get(refused[0]):
        notes.append(("guide.duty", {"why": why_not[refused[0]]}))
    if len(cards) == 1:  # nothing to choose: say so (the duty above says why, when a rule decides it)
        only = cards[0]
        return Advice(only, (*notes, ("guide.last_card" if v.hand == 1 << only else "guide.only_card",
                                      {"card": code(only)})))
    if not v.trick:
        mine = [c for c in cards if c >> 3 == trump]
        if v.declarer is not None and v.side_of(v.declarer) == v.side_of(v.seat) and \
                any(c & 7 == JACK for c in mine):
            jack = next(c for c in mine if c & 7 == JACK)
            return Advice(jack, (*notes, ("guide.lead_jack", {"card": code(jack)})))
        aces = [c for c in cards if c & 7 == ACE and c >> 3 != trump]
        if aces:
            return Advice(aces[0], (*notes, ("guide.lead_ace", {"card": code(aces[0])})))
        low = min(cards, key=lambda c: (c >> 3 == trump, _points(v, c), c & 7))
        return Advice(low, (*notes, ("guide.lead_low", {"card": code(low)})))
    if _partner_winning(v):
        rich = max(cards, key=lambda c: (c >> 3 != trump, _points(v, c)))
        return Advice(rich, (*notes, ("guide.partner_wins", {"card": code(rich)})))
    winners = [c for c in cards if _winning(v, c)]
    led = v.trick[0][1] >> 3
    table = STRENGTH[trump][led]
    if winners:
        cheap = min(winners, key=lambda c: (c >> 3 == trump, table[c], _points(v, c)))
        at_stake = sum(_points(v, c) for _s, c in v.trick)
        return Advice(cheap, (*notes, ("guide.win_cheap", {"card": code(cheap), "points": at_stake})))
    low = min(cards, key=lambda c: (_points(v, c), c >> 3 == trump, table[c]))
    return Advice(low, (*notes, ("guide.cant_win", {"card": code(low)})))


def advise(v: SeatView, why_not: Mapping[int, str] | None = None) -> Advice | None:
    """What the guide suggests for the person's turn (None when it is not the person's turn)."""
    legal = set(v.legal)
    if v.turn != v.seat or not legal:
        return None
    advice = _bid(v, legal) if v.phase == "bidding" else _play(v, legal, why_not or {})
    # each note as said at this table: at two, "your opponent" where more players would be "the others"
    table = table_of(v.n, v.pairs)
    return Advice(advice.action, tuple((key_at(key, table), params) for key, params in advice.notes))
