"""Take-back: back to just before the person's last decision, bots' actions included, across tricks
and a just-finished deal, never past the deal's start; the record keeps only the actions that stand."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from debertz import actions as A
from debertz.bots import Bot, get_bot
from debertz.learn.takeback import TakeBackLog, can_take_back, take_back, take_back_point
from debertz.match import Match
from debertz.options import MODES, OPTION_SPECS, make_options
from debertz.record import load_record, replay_text

PERSON = 0
options_st = st.fixed_dictionaries({s.name: st.sampled_from(s.values) for s in OPTION_SPECS})


def state(m: Match) -> tuple[object, ...]:
    return (m.deal._save(), list(m.deal.actions), list(m.deal.actors), list(m.scores), m.hanging,
            list(m.baits), len(m.history), m.finished, m.winner)


def bots_play(m: Match, bots: list[Bot]) -> None:
    """Bots act until it is the person's turn or the deal is over."""
    while not m.deal_over and m.current_player() != PERSON:
        seat = m.current_player()
        assert seat is not None
        m.apply(bots[seat].choose(m.view(seat)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31))
def test_take_back_restores_the_position_before_the_persons_last_action(
        mode: str, overrides: dict[str, object], seed: int) -> None:
    rng = random.Random(seed)
    m = Match(mode, make_options(mode, "classic", dict(overrides, target="one_deal")), seed=seed)
    bots = [get_bot("normal", seed + s) for s in range(m.n)]
    positions: list[tuple[object, ...]] = []  # the state just before each of the person's actions
    bots_play(m, bots)
    while not m.deal_over:
        positions.append(state(m))
        m.apply(rng.choice(m.legal_actions()))
        bots_play(m, bots)
        if rng.random() < 0.25 and positions:
            before = positions.pop()
            undone = take_back(m, PERSON)
            assert undone and state(m) == before
            assert m.current_player() == PERSON
            if rng.random() < 0.5:  # the same action again: the bots answer exactly as before
                m.apply(undone[0])
                bots_play(m, bots)
                positions.append(before)
    # the deal just ended: take-backs reopen it and go back step by step to the start
    while positions:
        assert can_take_back(m, PERSON)
        take_back(m, PERSON)
        assert state(m) == positions.pop()
    assert take_back(m, PERSON) == [] and not can_take_back(m, PERSON)
    assert all(actor != PERSON for actor in m.deal.actors)  # only bots' bids before the person's first
    # what stands is the record
    assert replay_text(json.dumps(m.to_record())) == m.replay_summary()


def test_take_back_across_a_completed_trick_and_the_record() -> None:
    m = Match("2", make_options("2", "classic", {"target": "one_deal"}), seed=11, first_dealer=1)
    bots = [get_bot("normal", 1), get_bot("normal", 2)]
    # the person bids first (dealer 1): take, then bots play; find a trick the person completes
    while not m.deal_over:
        bots_play(m, bots)
        if m.deal_over:
            break
        completes = len(m.deal.trick) == m.n - 1
        before = state(m)
        m.apply(m.legal_actions()[0])
        if completes and not m.deal_over:
            done = m.deal.tricks_done
            bots_play(m, bots)  # the winner may be a bot, who then leads the next trick
            take_back(m, PERSON)
            assert state(m) == before and m.deal.tricks_done == done - 1
            m.apply(m.legal_actions()[-1])
            break
    doc = m.to_record()
    replayed = load_record(doc)
    assert list(replayed.deal.actions) == list(m.deal.actions)
    assert replay_text(json.dumps(doc)) == m.replay_summary()


def bella_deal() -> Match:
    """A deal in which some seat announces bella and then plays a card (first legal actions otherwise)."""
    for seed in range(200):
        m = Match("2", make_options("2", "classic", {"target": "one_deal"}), seed=seed)
        while not m.deal_over:
            legal = m.legal_actions()
            m.apply(A.BELLA if A.BELLA in legal else legal[0])
        if A.BELLA in m.deal.actions:
            return m
    raise AssertionError("no bella in 200 seeds")


def test_automatic_actions_are_not_stopping_points() -> None:
    m = bella_deal()
    i = m.deal.actions.index(A.BELLA)
    seat = m.deal.actors[i]
    assert m.deal.actors[i + 1] == seat and A.is_card(m.deal.actions[i + 1])
    while len(m.deal.actions) > i + 2:  # stand just after the card that followed the bella
        m.undo()
    assert take_back_point(m, seat) == i + 1
    take_back(m, seat, automatic={A.BELLA})
    assert m.deal.actions[-1] == A.BELLA and m.current_player() == seat
    # the bella itself is no stopping point: the next take-back goes to the seat's decision before it
    point = take_back_point(m, seat, automatic={A.BELLA})
    assert point is None or (point < i and m.deal.actions[point] != A.BELLA)
    assert take_back_point(m, seat) == i


def test_take_back_log() -> None:
    log = TakeBackLog()
    log.note(2)
    log.note(2)
    assert log.used(2) and not log.used(0)
    again = TakeBackLog.from_json(json.loads(json.dumps(log.to_json())))
    assert again.counts == {2: 2}
    assert TakeBackLog.from_json({"x": 1, "3": -1, "4": True, "5": 1}).counts == {5: 1}
    assert TakeBackLog.from_json("nonsense").counts == {}
