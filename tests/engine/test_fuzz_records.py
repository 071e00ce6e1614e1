"""Fuzzing the record reader: generated and mutated records either replay or are rejected with a
one-line RecordError; never another exception, never a hang."""

import copy
import functools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from debertz.errors import RecordError
from debertz.match import Match
from debertz.options import MODES, make_options
from debertz.record import replay_text


def random_record(seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    mode = rng.choice(MODES)
    m = Match(mode, make_options(mode, "classic", {"target": 101, "all_pass": rng.choice(["redeal", "obligation"])}),
              seed=seed)
    for _ in range(rng.randrange(0, 200)):
        if m.finished:
            break
        if m.deal_over:
            m.next_deal()
        else:
            m.apply(rng.choice(m.legal_actions()))
    return m.to_record()


BASES = 12  # records to mutate


@functools.cache
def base_record(i: int) -> dict[str, Any]:
    """The i-th record to mutate (made once, when a test first asks)."""
    return random_record(i)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 40) | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8)


def mutate(doc: dict[str, Any], rng: random.Random, junk: Any) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    kind = rng.randrange(9)
    deals = doc["deals"]
    if kind == 0:
        doc[rng.choice(list(doc))] = junk
    elif kind == 1 and deals:
        d = rng.choice(deals)
        if d["actions"]:
            i = rng.randrange(len(d["actions"]))
            d["actions"][i] = rng.choice(["pass", "take", "trump:S", "trump:H", "swap7", "redeal", "bella",
                                          "AS", "7H", "TD", "JC", junk])
    elif kind == 2 and deals:
        d = rng.choice(deals)
        i, j = rng.randrange(32), rng.randrange(32)
        d["deck"][i], d["deck"][j] = d["deck"][j], d["deck"][i]
    elif kind == 3 and deals:
        rng.choice(deals)["deck"][rng.randrange(32)] = junk
    elif kind == 4 and deals:
        d = rng.choice(deals)
        if d["actions"]:
            del d["actions"][rng.randrange(len(d["actions"]))]
    elif kind == 5:
        doc["options"] = junk if rng.random() < 0.5 else {rng.choice(["ski", "target", "hundred", "x"]): junk}
    elif kind == 6 and deals:
        deals.append(copy.deepcopy(deals[0]))
    elif kind == 7 and deals:
        rng.choice(deals)[rng.choice(["deck", "actions"])] = junk
    else:
        doc["first_dealer"] = junk
    return doc


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(range(BASES)), seed=st.integers(0, 10**9), junk=json_values)
def test_mutated_records_replay_or_fail_cleanly(base: int, seed: int, junk: Any) -> None:
    doc = mutate(base_record(base), random.Random(seed), junk)
    text = json.dumps(doc)
    try:
        out = replay_text(text)
    except RecordError as e:
        assert str(e) and "\n" not in str(e)
        return
    assert set(out) == {"deals", "scores", "finished", "winner"}


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=80) | json_values.map(json.dumps))
def test_arbitrary_text_is_rejected_cleanly(text: str) -> None:
    try:
        replay_text(text)
    except RecordError as e:
        assert "\n" not in str(e)


def test_deeply_nested_json_is_rejected() -> None:
    try:
        replay_text("[" * 100000 + "]" * 100000)
    except RecordError as e:
        assert "\n" not in str(e)
