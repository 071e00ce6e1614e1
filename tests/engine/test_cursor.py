"""The replay cursor: the position after N actions equals replaying the record's first N actions,
stepping in any order lands on the same positions, and the end gives the record's scores."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from debertz import actions as A
from debertz.cli.testing import at_random, play_out
from debertz.errors import RecordError
from debertz.learn.cursor import Cursor
from debertz.match import Match
from debertz.options import MODES, OPTION_SPECS, make_options
from debertz.record import load_record, replay_text

options_st = st.fixed_dictionaries({s.name: st.sampled_from(s.values) for s in OPTION_SPECS})


def random_record(mode: str, overrides: dict[str, object], seed: int, max_actions: int = 500) -> dict[str, Any]:
    """A seeded match of random legal actions, as a record (the last deal may be unfinished)."""
    rng = random.Random(seed)
    overrides = dict(overrides, target=rng.choice([51, 151, "one_deal"]))
    m = Match(mode, make_options(mode, "classic", overrides), seed=seed)
    return play_out(m, at_random(rng), limit=max_actions).to_record()


def prefix_match(doc: dict[str, Any], index: int, n: int) -> Match:
    """The record cut after the first ``n`` actions of deal ``index``, replayed from scratch."""
    deals = doc["deals"]
    cut = dict(deals[index], actions=deals[index]["actions"][:n])
    return load_record(dict(doc, deals=deals[:index] + [cut]))


def same_position(cur: Cursor, ref: Match) -> None:
    assert cur.deal._save() == ref.deal._save()
    assert list(cur.deal.actions) == list(ref.deal.actions)
    assert list(cur.match.scores) == list(ref.scores)
    assert cur.match.hanging == ref.hanging
    assert [h.to_json() for h in cur.match.history] == [h.to_json() for h in ref.history]
    for seat in range(ref.n):
        assert cur.view(seat) == ref.view(seat)
    assert cur.hands == tuple(ref.deal.hands)


@pytest.mark.slow
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31), data=st.data())
def test_position_after_n_actions_equals_replaying_n_actions(mode: str, overrides: dict[str, object], seed: int,
                                                             data: st.DataObject) -> None:
    doc = random_record(mode, overrides, seed)
    index = data.draw(st.integers(0, len(doc["deals"]) - 1))
    steps = len(doc["deals"][index]["actions"])
    n = data.draw(st.integers(0, steps))
    cur = Cursor.from_record(doc, index, n)
    assert (cur.step, cur.steps, cur.number) == (n, steps, index + 1)
    same_position(cur, prefix_match(doc, index, n))
    # a random walk lands on the same positions as fresh replays
    for _ in range(6):
        move = data.draw(st.sampled_from(["forward", "back", "go", "start", "end"]))
        if move == "forward":
            cur.forward()
        elif move == "back":
            cur.back()
        elif move == "go":
            cur.go(data.draw(st.integers(-2, steps + 2)))
        else:
            getattr(cur, move)()
        same_position(cur, prefix_match(doc, index, cur.step))


@settings(max_examples=80, deadline=None)
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31))
def test_stepping_to_the_end_gives_the_records_scores(mode: str, overrides: dict[str, object], seed: int) -> None:
    doc = random_record(mode, overrides, seed)
    summary = replay_text(json.dumps(doc))
    for index, line in enumerate(summary["deals"]):
        cur = Cursor.from_record(doc, index)
        assert cur.step == 0 and cur.card_points == (0,) * len(line["points"])
        while cur.forward():
            pass
        assert cur.step == cur.steps
        if line["outcome"] == "unfinished":
            assert cur.result is None
            assert list(cur.match.scores) == summary["scores"]
        else:
            assert cur.result is not None and cur.result.to_json() == line
        if index == len(summary["deals"]) - 1:
            assert list(cur.match.scores) == summary["scores"]
        assert not cur.forward()
        while cur.back():
            pass
        assert cur.step == 0 and cur.result is None


def test_running_points_sequences_bella_and_seats() -> None:
    # seat 0 holds trump K Q (bella) and a terz; play the deal with the first legal action each time
    m = Match("2", make_options("2", "classic", {"target": "one_deal"}), seed=7)
    rng = random.Random(3)
    while not m.deal_over:
        legal = m.legal_actions()
        pick = A.BELLA if A.BELLA in legal else (A.TAKE if A.TAKE in legal else rng.choice(legal))
        m.apply(pick)
    doc = m.to_record()
    cur = Cursor.from_match(m, 0)
    assert list(m.deal.actions) == [A.parse_action(a) for a in doc["deals"][0]["actions"]]  # untouched
    points_seen = []
    while cur.forward():
        seat, action = cur.last or (-1, -1)
        assert seat == cur.actors[cur.step - 1] and action == cur.actions[cur.step - 1]
        points_seen.append(sum(cur.card_points))
    assert points_seen == sorted(points_seen)  # card points only grow
    t = m.history[0].totals
    assert t is not None
    assert cur.card_points == t.card_points
    assert cur.bella_by == m.deal.bella_by
    seqs = cur.sequences
    assert {r.seat for r in seqs.declared} <= {0, 1}
    assert seqs.side == t.verdict.side


def test_bad_record_and_missing_deal_give_one_line() -> None:
    doc = random_record("2", {}, 5)
    with pytest.raises(RecordError, match="no deal 99"):
        Cursor.from_record(doc, 98)
    bad = json.loads(json.dumps(doc))
    bad["deals"][0]["actions"][0] = "QQ"
    with pytest.raises(RecordError, match="deal 1, action 1"):
        Cursor.from_record(bad, 0)
