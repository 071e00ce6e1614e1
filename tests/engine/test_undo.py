"""Undo restores a deal exactly: the named snapshot covers every attribute an action can change."""

from __future__ import annotations

import copy
import random

import pytest

from debertz.deal import Deal, Snapshot
from debertz.match import Match
from debertz.options import MODES, OPTION_SPECS, make_options


def test_snapshot_and_fixed_fields_cover_every_attribute() -> None:
    d = Match("2x2", seed=1).deal
    attrs = set(vars(d))
    assert set(Snapshot._fields) | set(Deal.FIXED) == attrs, "a Deal attribute is neither saved nor fixed"
    assert not set(Snapshot._fields) & set(Deal.FIXED)


def test_snapshot_fields_land_on_their_attributes() -> None:
    """Save and restore are written out positionally for speed: each field must carry its own attribute.
    Every saved attribute gets a value no other has, so a swapped pair would show here."""
    d = Match("2x2", seed=1).deal
    for i, name in enumerate(Snapshot._fields):
        setattr(d, name, [i] if isinstance(getattr(d, name), list) else 1000 + i)
    snap = d._save()
    assert snap._asdict() == {name: getattr(d, name) for name in Snapshot._fields}
    fresh = Match("2x2", seed=1).deal
    fresh._restore(snap)
    assert {name: getattr(fresh, name) for name in Snapshot._fields} == snap._asdict()


def _state(d: Deal) -> dict[str, object]:
    return {k: copy.deepcopy(v) for k, v in vars(d).items() if k != "_stack"}


@pytest.mark.parametrize("mode", MODES)
def test_apply_then_undo_restores_every_attribute(mode: str) -> None:
    """Random legal actions with random options; after every action an undo must give back the
    whole deal, attribute by attribute (a field left out of the snapshot would differ here)."""
    rng = random.Random(mode)
    changed: set[str] = set()
    for game in range(12):
        overrides = {s.name: rng.choice(s.values) for s in OPTION_SPECS}
        m = Match(mode, make_options(mode, "classic", overrides), seed=game)
        d = m.deal
        while not d.over:
            legal = d.legal_actions()
            a = rng.choice(legal)
            before = _state(d)
            d.apply(a)
            after = _state(d)
            changed |= {k for k in before if before[k] != after[k]}
            assert d.undo() == a
            assert _state(d) == before
            d.apply(a)
    # the test only means something if actions do change the saved fields
    assert {"hands", "trick", "turn", "phase", "tricks_done", "trump"} <= changed
