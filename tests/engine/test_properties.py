"""Properties over many random seeded matches in every mode with randomised options."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from debertz.cards import POINTS, bits
from debertz.cli.invariants import check
from debertz.deal import Phase
from debertz.match import Match
from debertz.options import MODES, OPTION_SPECS, make_options
from debertz.record import replay_text

options_st = st.fixed_dictionaries({s.name: st.sampled_from(s.values) for s in OPTION_SPECS})


def play_random_match(mode: str, overrides: dict[str, object], seed: int, max_actions: int = 400,
                      check_every: bool = True) -> Match:
    overrides = dict(overrides, target=random.Random(seed).choice([51, 151, "one_deal"]))
    m = Match(mode, make_options(mode, "classic", overrides), seed=seed)
    rng = random.Random(seed)
    for _ in range(max_actions):
        if m.finished:
            break
        if m.deal_over:
            m.next_deal()
            continue
        d = m.deal
        legal = m.legal_actions()
        a = rng.choice(legal)
        if check_every:
            before = d._save()
            snapshot = (list(d.actions), list(m.scores), m.hanging, len(m.history))
            m.apply(a)
            check(d)
            if rng.random() < 0.3:
                m.undo()
                assert d._save() == before
                assert (list(d.actions), list(m.scores), m.hanging, len(m.history)) == snapshot
                assert m.legal_actions() == legal
                m.apply(a)
        else:
            m.apply(a)
        if d.over and d.played_out:
            assert_points_add_up(m)
    return m


def assert_points_add_up(m: Match) -> None:
    d = m.deal
    assert d.trump is not None
    t = d.totals()
    taken = 0
    for s in range(d.n):
        taken |= d.taken[s]
    assert sum(t.card_points) == sum(POINTS[d.trump][c] for c in bits(taken))
    assert sum(t.card_points) + sum(t.last_trick) == sum(POINTS[d.trump][c] for c in bits(taken)) + 10
    # each trick's winner leads the next
    assert sum(t.tricks) == d.n_tricks


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31))
def test_random_matches_keep_invariants_and_undo(mode: str, overrides: dict[str, object], seed: int) -> None:
    play_random_match(mode, overrides, seed)


@settings(max_examples=300, deadline=None)
@given(mode=st.sampled_from(MODES), overrides=options_st, seed=st.integers(0, 2**31))
def test_record_replays_to_the_same_scores(mode: str, overrides: dict[str, object], seed: int) -> None:
    m = play_random_match(mode, overrides, seed, max_actions=600, check_every=False)
    text = json.dumps(m.to_record())
    assert replay_text(text) == m.replay_summary()


@settings(max_examples=300, deadline=None)
@given(mode=st.sampled_from(MODES), seed=st.integers(0, 2**31), stop=st.integers(0, 40))
def test_public_view_never_shows_hidden_cards(mode: str, seed: int, stop: int) -> None:
    m = Match(mode, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if m.deal_over or m.finished:
            break
        m.apply(rng.choice(m.legal_actions()))
    d = m.deal
    for seat in range(d.n):
        v = m.view(seat)
        public = v.played | (0 if v.table_card is None else 1 << v.table_card)
        public |= 0 if v.second_open is None else 1 << v.second_open
        for r in v.shown:
            public |= r.mask
        for other in range(d.n):
            if other == seat:
                continue
            hidden = d.hands[other] & ~public
            # hidden cards of other seats appear nowhere in the view's card fields
            assert v.hand & hidden == 0
            text = repr(v).replace(repr(v.options), "")
            for c in bits(hidden):
                # the view's text form mentions no hidden card as part of the card fields
                assert not any(c == tc for _, tc in v.trick)
                assert c not in [a for _, a in v.log]
            assert "hands" not in text


def test_every_card_in_one_place_thousands_of_deals() -> None:
    rng = random.Random(7)
    for i in range(1500):
        mode = MODES[i % 4]
        m = Match(mode, seed=i)
        d = m.deal
        while not d.over:
            d.push(rng.choice(d.legal_actions()))
            check(d)
        assert d.phase == Phase.OVER
