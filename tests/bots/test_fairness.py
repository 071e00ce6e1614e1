"""Fairness: a bot's decisions depend on its seat's view only.

A permutation test: at many decision points of every mode (at least 50 per mode, never a forced
move) the hidden cards are shuffled among the other hands and the stock, keeping the seat's view
identical.  The hard bot's ratings of every legal action (``hint()``) must not change at all, nor
the easy and normal bots' choices.  A deliberately cheating bot that reads one hidden card of an
opponent fails the same check in every mode: the check can fail.
"""

from __future__ import annotations

import random
from typing import Callable, Generator

import pytest

from debertz.bots import get_bot
from debertz.bots.knowledge import Sampler, knowledge
from debertz.bots.search import HardBot
from debertz.deal import Deal
from debertz.errors import IllegalAction
from debertz.match import Match
from debertz.options import MODES, make_options
from debertz.view import SeatView

FAST = {"samples": 6, "time_budget": None, "bid_samples": 6}
PER_MODE = 50


def replay_copy(d: Deal, deck: list[int] | None = None) -> Match:
    m = Match(d.mode, d.options, seed=1, first_dealer=d.dealer, first_deck=deck or list(d.deck))
    for a in d.actions:
        m.apply(a)
    return m


def permuted(m: Match, seat: int, rng: random.Random) -> Match | None:
    """The same position with the hidden cards shuffled among the other hands and the stock, if that
    replays legally, gives the seat the same view and changes another seat's hand."""
    d = m.deal
    view = m.view(seat)
    fixed = view.hand | view.played | (1 << d.turn_up)
    for c in (view.second_open, view.table_card):
        if c is not None:
            fixed |= 1 << c
    pos = [i for i, c in enumerate(d.deck) if not fixed >> c & 1]
    cards = [d.deck[i] for i in pos]
    rng.shuffle(cards)
    deck = list(d.deck)
    for i, c in zip(pos, cards):
        deck[i] = c
    try:
        m2 = replay_copy(d, deck)
    except IllegalAction:
        return None
    if m2.view(seat) != view or m2.deal.hands == d.hands:
        return None
    return m2


def position_pairs(mode: str, count: int, seed: int) -> list[tuple[Match, Match, int]]:
    """``count`` decision points with more than one legal action, each with a permuted twin."""
    rng = random.Random(seed)
    out: list[tuple[Match, Match, int]] = []
    game = 0
    while len(out) < count:
        m = Match(mode, make_options(mode, "classic", {"target": "one_deal"}), seed=seed * 1000 + game)
        game += 1
        bots = [get_bot("normal", s) for s in range(m.n)]
        while not m.deal_over and len(out) < count:
            seat = m.current_player()
            assert seat is not None
            view = m.view(seat)
            if len(view.legal) > 1 and rng.random() < 0.35:
                for _ in range(30):
                    twin = permuted(m, seat, rng)
                    if twin is not None:
                        out.append((replay_copy(m.deal), twin, seat))
                        break
            m.apply(bots[seat].choose(view))
    return out


class CheatingBot(HardBot):
    """Reads one hidden card: the highest card of the next opponent, put into every sampled world."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, **FAST)  # type: ignore[arg-type]
        self.deal: Deal | None = None

    def _rate_iter(self, view: SeatView) -> Generator[None, None, dict[int, float]]:
        assert self.deal is not None
        know = knowledge(view)
        opp = next(s for s in range(1, view.n) if view.side_of((view.seat + s) % view.n) != view.side_of(view.seat))
        opp = (view.seat + opp) % view.n
        hidden = self.deal.hands[opp] & ~know.known[opp]
        if hidden:
            peek = 1 << (hidden.bit_length() - 1)
            know.known[opp] |= peek
            know.unknown &= ~peek
        sampler = Sampler(view, know, random.Random(1))
        return (yield from self._rate_cards(view, know, sampler.sample))


Rater = Callable[[Match, int], object]


def rater(level: str) -> Rater:
    """What the check compares for a level: hard's ratings of every legal action, else the choice."""
    if level == "hard":
        return lambda m, seat: HardBot(9, **FAST).hint(m.view(seat))  # type: ignore[arg-type]
    if level == "cheat":
        def cheat(m: Match, seat: int) -> object:
            bot = CheatingBot(9)
            bot.deal = m.deal
            return bot.hint(m.view(seat))
        return cheat
    return lambda m, seat: get_bot(level, 9).choose(m.view(seat))


def differences(rate: Rater, pairs: list[tuple[Match, Match, int]]) -> int:
    return sum(1 for m, twin, seat in pairs if rate(m, seat) != rate(twin, seat))


@pytest.fixture(scope="module", params=MODES)
def pairs(request: pytest.FixtureRequest) -> tuple[str, list[tuple[Match, Match, int]]]:
    mode = request.param
    return mode, position_pairs(mode, PER_MODE, 3 + MODES.index(mode))


def test_positions_are_many_and_not_forced(pairs: tuple[str, list[tuple[Match, Match, int]]]) -> None:
    mode, ps = pairs
    assert len(ps) >= PER_MODE
    assert all(len(m.view(seat).legal) > 1 for m, _, seat in ps)
    assert sum(1 for m, _, seat in ps if m.view(seat).phase == "play") >= PER_MODE // 2


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_real_levels_see_only_their_view(level: str, pairs: tuple[str, list[tuple[Match, Match, int]]]) -> None:
    mode, ps = pairs
    assert differences(rater(level), ps) == 0, (level, mode)


def test_a_cheating_bot_is_caught(pairs: tuple[str, list[tuple[Match, Match, int]]]) -> None:
    mode, ps = pairs
    assert differences(rater("cheat"), ps) > 0, mode

