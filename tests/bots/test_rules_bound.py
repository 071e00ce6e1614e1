"""The bots' fast simulator is bound to the engine: on random positions of every mode and option,
the simulated world allows exactly the engine's legal cards, follows the same trick winners and
values the finished deal as the engine scores it; the simulated second deal is the engine's."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from debertz import actions as A
from debertz.bots.knowledge import knowledge
from debertz.bots.worlds import bidding_world, play_world
from debertz.cards import bits
from debertz.deal import End, Phase
from debertz.match import Match
from debertz.options import MODES, OPTION_SPECS, make_options

options_st = st.fixed_dictionaries({s.name: st.sampled_from(s.values) for s in OPTION_SPECS})


def _announce_first(m: Match) -> None:
    """The simulator's assumption about announcements: the 7 swap and bella are made at once."""
    while not m.deal_over:
        legal = m.legal_actions()
        if A.BELLA in legal:
            m.apply(A.BELLA)
        elif A.SWAP7 in legal:
            m.apply(A.SWAP7)
        else:
            return


def _side_value(m: Match, me_side: int) -> float:
    h = m.history[-1]
    got = [h.recorded[i] + h.penalties[i] for i in range(m.n_sides)]
    others = [got[i] for i in range(m.n_sides) if i != me_side]
    return got[me_side] - sum(others) / len(others)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31), stop=st.integers(0, 30),
       hanging=st.integers(0, 1), baits=st.integers(0, 2))
def test_simulated_play_and_value_match_the_engine(mode: str, overrides: dict[str, object], seed: int,
                                                   stop: int, hanging: int, baits: int) -> None:
    rng = random.Random(seed)
    m = Match(mode, make_options(mode, "classic", dict(overrides, target=501)), seed=seed)
    # hanging points and earlier baits change the value of a deal: give the match some
    m.hanging = 40 * hanging
    m.baits = [baits] * m.n_sides
    d = m.deal
    while d.phase == Phase.BIDDING:
        m.apply(rng.choice(m.legal_actions()))
    assume(d.phase == Phase.PLAY)
    for _ in range(stop):
        _announce_first(m)
        if d.phase != Phase.PLAY:
            break
        m.apply(rng.choice([a for a in m.legal_actions() if A.is_card(a)]))
    _announce_first(m)
    assume(d.phase == Phase.PLAY)
    seat = m.current_player()
    assert seat is not None
    view = m.view(seat)
    world = play_world(view, knowledge(view), list(d.hands))
    while not d.over:
        assert world.turn == d.turn
        assert world.legal() == d.legal_cards(d.turn)
        c = rng.choice(list(bits(world.legal())))
        world.play(c)
        m.apply(c)
        _announce_first(m)
    assume(d.end == End.PLAYED)
    assert world.left == 0
    assert world.value() == _side_value(m, view.side_of(seat))


@settings(max_examples=150, deadline=None)
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31), pick=st.integers(0, 5))
def test_simulated_second_deal_is_the_engines(mode: str, overrides: dict[str, object], seed: int,
                                              pick: int) -> None:
    """A bidding world built from the true six-card hands and the rest of the deck deals the engine's hands."""
    overrides = dict(overrides, seven_swap="off")  # the simulator lets the 7's holder swap; the engine waits
    m = Match(mode, make_options(mode, "classic", overrides), seed=seed)
    d = m.deal
    seat = d.turn
    view = m.view(seat)
    six = list(d.hands)
    rest = list(d.deck[6 * d.n + 1:])
    bids = [a for a in d.legal_actions() if a != A.PASS]
    a = bids[pick % len(bids)]
    suit = d.turn_up >> 3 if a == A.TAKE else a - A.TRUMP_BASE
    world = bidding_world(view, random.Random(0), suit, seat, fixed=(six, rest))
    m.apply(a)
    assume(d.end != End.DEBERTZ)
    assert world.hands == d.hands
    assert world.turn == d.turn and world.trump == d.trump
