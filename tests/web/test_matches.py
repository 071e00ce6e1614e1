"""Full matches through the UI in every mode; the exported record replays to the scores shown."""
from __future__ import annotations

import random
from typing import Any

import pytest

from debertz.record import replay_text

MODES = ["2", "3", "4", "2x2"]


@pytest.mark.parametrize("mode", MODES)
def test_full_match_by_clicks(table: Any, mode: str) -> None:
    table.open(f"mode={mode}&target=51&seed=7{mode.replace('x', '')}&speed=instant&bots=easy")
    assert table.phase() in ("bidding", "play")
    table.play_match(random.Random(mode))
    assert table.phase() == "match-over"
    shown = table.scores()
    record = table.export_record()
    assert record["format"] == "debertz-record/1"
    assert record["mode"] == mode
    import json

    result = replay_text(json.dumps(record))
    assert result["finished"] is True
    assert result["scores"] == shown
    # the score sheet holds one row per deal
    rows = table.page.locator("#score-sheet tbody tr").count()
    assert rows == len(result["deals"])


def test_strong_bots_in_the_browser(table: Any) -> None:
    """The search bot runs in Pyodide too (one deal against two hard bots)."""
    table.open("mode=3&target=one_deal&seed=77&speed=instant&bots=hard,normal")
    table.play_match(random.Random(77))
    assert table.phase() == "match-over"


def test_autoplay_runs_matches_back_to_back(table: Any) -> None:
    """autoplay=LEVEL: bots on every seat, a new match after each, modes in turn (soak_browser.py uses it)."""
    table.open("mode=2&target=51&seed=9&speed=instant&bots=easy&autoplay=easy")
    table.page.wait_for_function("() => Number(document.documentElement.dataset.autoplayMatches || 0) >= 5",
                                 timeout=120_000)


def test_hint_points_at_a_legal_choice(table: Any) -> None:
    table.open("mode=2&seed=91&speed=instant&bots=easy")
    table.wait_turn()
    page = table.page
    page.click('[data-action="hint"]')
    page.wait_for_selector(".hinted", timeout=30_000)
    hinted = page.locator(".hinted")
    assert hinted.count() == 1
    assert hinted.get_attribute("disabled") is None
    hinted.click()  # and following it works
    table.wait_turn()
