"""The learning panels (viewer, coach, history, challenge) pass axe-core like every other panel,
in the three languages, and every one of their tools is in the top bar's menu on a narrow screen."""
from __future__ import annotations

import random
from typing import Any

import pytest
from test_a11y import axe_problems

ACTIONS = ("undo", "replay", "coach", "history", "challenge")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_learn_panels_pass_axe(table: Any, site: str, lang: str) -> None:
    table.open(f"mode=2&seed=3&speed=instant&bots=easy&target=one_deal&lang={lang}")
    page = table.page
    table.play_match(random.Random(1))
    problems: list[str] = []
    for action, ready in (("replay", "#replay"), ("coach", '#coach[data-state="done"]'), ("history", "#history li"),
                          ("challenge", "#challenge-link")):
        page.click(f'[data-action="{action}"] >> nth=0')
        page.wait_for_selector(ready, timeout=60_000)
        problems += axe_problems(page, site, f"{lang}, {action}")
        page.keyboard.press("Escape")
    assert problems == []


def test_every_tool_is_in_the_menu_on_a_narrow_screen(table: Any) -> None:
    page = table.page
    page.set_viewport_size({"width": 360, "height": 740})
    table.open("mode=2&seed=3&speed=instant&bots=easy")
    table.wait_turn()
    page.click('[data-action="menu"]')
    listed = page.eval_on_selector_all("#menu [data-action]", "els => els.map(e => e.dataset.action)")
    assert set(ACTIONS) <= set(listed)
