"""Replay links: a seeded match round-trips to the same record in every mode and option set; a damaged
or changed link is a one-line RecordError."""

from __future__ import annotations

import base64
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from debertz.cli.testing import at_random, play_out
from debertz.errors import RecordError
from debertz.learn.replaylink import decode, encode, encode_record
from debertz.match import Match
from debertz.options import MODES, OPTION_SPECS, make_options
from debertz.record import replay_text

options_st = st.fixed_dictionaries({s.name: st.sampled_from(s.values) for s in OPTION_SPECS})


def random_match(mode: str, overrides: dict[str, object], seed: int | str, steps: int,
                 target: object = None) -> Match:
    rng = random.Random(str(seed))
    target = target or rng.choice([51, 151])
    m = Match(mode, make_options(mode, "classic", dict(overrides, target=target)), seed=seed)
    return play_out(m, at_random(rng), limit=steps)


@settings(max_examples=80, deadline=None)
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31) | st.text("abc-_", min_size=1,
                                                                                               max_size=8),
       steps=st.integers(0, 300))
def test_round_trip(mode: str, overrides: dict[str, object], seed: int | str, steps: int) -> None:
    m = random_match(mode, overrides, seed, steps)
    link = encode(m)
    assert all(ch.isalnum() or ch in "-_.~" for ch in link)
    doc = decode(link)
    assert doc == m.to_record()
    assert replay_text(json.dumps(doc)) == m.replay_summary() or not m.deals[0].actions


def test_a_long_match_is_a_short_link() -> None:
    m = random_match("2x2", {}, 5, 2000, target=1001)
    assert len(m.deals) > 3 and len(encode(m)) < 40 * len(m.deals) + 200


@pytest.mark.parametrize("bad", ["", "x", "~", "abc~AAAA", "eyJ2IjoyfQ~", "@@@~A"])
def test_damaged_links(bad: str) -> None:
    with pytest.raises(RecordError):
        decode(bad)


def test_a_changed_action_is_refused() -> None:
    m = random_match("2", {}, 3, 40)
    head, deals = encode(m).split("~")
    wrong = deals[:3] + ("_" if deals[3] != "_" else "A") + deals[4:]
    with pytest.raises(RecordError, match="deal 1, action 4"):
        decode(f"{head}~{wrong}")


def test_a_record_with_its_seed_and_only_with_it() -> None:
    m = random_match("3", {}, "zz", 120)
    doc = m.to_record()
    assert decode(encode_record(doc, "zz")) == doc
    finished = len(m.history)
    assert finished >= 1 and len(decode(encode_record(doc, "zz", finished))["deals"]) == finished
    with pytest.raises(RecordError, match="seed"):
        encode_record(doc, "other")


def test_a_records_seats_travel_in_its_link() -> None:
    m = random_match("2x2", {}, 11, 120)
    doc = m.to_record()
    doc["seats"] = [{"person": "Олена"}, {"person": "Petro"}, {"person": ""}, {"bot": "hard"}]
    link = encode_record(doc, str(m.seed))
    back = decode(link)
    assert back["seats"] == doc["seats"] and back["deals"] == doc["deals"]
    head = link.split("~")[0]
    assert "Олена".encode() in base64.urlsafe_b64decode(head + "=" * (-len(head) % 4))  # UTF-8, not \u escapes
    assert "seats" not in decode(encode(m))  # a link of a match that names nobody names nobody


@pytest.mark.parametrize("seats", [[{"person": "A"}], "Olena", [{"who": "A"}] * 4, [{"person": "a\nb"}] * 4])
def test_a_link_with_seats_no_record_could_hold_is_damaged(seats: object) -> None:
    m = random_match("2x2", {}, 12, 60)
    head, deals = encode(m).split("~")
    data = json.loads(base64.urlsafe_b64decode(head + "=" * (-len(head) % 4)))
    data["t"] = seats
    bad = base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")
    with pytest.raises(RecordError, match="seats"):
        decode(f"{bad}~{deals}")
