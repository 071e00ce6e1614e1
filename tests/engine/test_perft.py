"""Regression: legal action sequences to a fixed depth for fixed deals (tests/engine/perft.json)."""

import json
from pathlib import Path

import pytest

from debertz.cli.perft import case_deal, perft

CASES = json.loads((Path(__file__).parent / "perft.json").read_text())


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_perft(case: dict[str, object]) -> None:
    d = case_deal(case)  # type: ignore[arg-type]
    counts = case["counts"]
    assert isinstance(counts, list)
    before = (list(d.actions), d.current_player(), sorted(d.legal_actions()))
    assert [perft(d, k) for k in range(1, len(counts) + 1)] == counts
    # perft undoes everything it pushes: the deal is where it was
    assert (list(d.actions), d.current_player(), sorted(d.legal_actions())) == before
