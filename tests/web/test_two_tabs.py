"""Two tabs of the game in one browser (one storage): each tab's finished match reaches the history, and
neither tab's match is lost when both play, whichever wrote last. A write by one tab reaches the other as a
``storage`` event (web/host.js), which the other's Python takes in before it writes again."""
from __future__ import annotations

import json
import random
from typing import Any

TABLE_A = "mode=2&seed=61&bots=easy&speed=instant&target=one_deal&lang=en"
TABLE_B = "mode=3&seed=62&bots=easy,easy&speed=instant&target=one_deal&lang=en"


def second_tab(table: Any, guard: Any) -> Any:
    """Another tab of the same browser (the same storage) as ``table``'s."""
    page = table.page.context.new_page()
    page.on("console", guard.on_console)
    page.on("pageerror", guard.on_pageerror)
    page.set_default_timeout(30_000)
    return type(table)(page, table.site)


def stored(page: Any, key: str) -> Any:
    text = page.evaluate("k => localStorage.getItem(k)", key)
    return json.loads(text) if text else None


IN_HISTORY = """ids => {
  const ms = (JSON.parse(localStorage.getItem('debertz.history') || '{}').matches || []).map(m => m.id);
  return ids.every(id => ms.includes(id));
}"""


def test_both_tabs_finished_matches_reach_the_history(table: Any, guard: Any) -> None:
    other = second_tab(table, guard)
    try:
        table.open(TABLE_A)
        other.open(TABLE_B, fresh=False)  # up before the first tab's match ends: it read the history when it was empty
        table.play_match(random.Random(1))
        mine = table.page.evaluate("() => document.documentElement.dataset.match")
        table.page.wait_for_function(IN_HISTORY, arg=[mine])  # stored (the match-end screen comes first)
        other.play_match(random.Random(2))
        theirs = other.page.evaluate("() => document.documentElement.dataset.match")
        # a write reaches another tab's storage a moment later: wait for it there, then compare exactly
        table.page.wait_for_function(IN_HISTORY, arg=[mine, theirs], timeout=10_000)
        ids = [e["id"] for e in stored(table.page, "debertz.history")["matches"]]
        assert sorted(ids) == sorted([mine, theirs])
    finally:
        other.page.close()


def test_a_match_whose_save_another_tab_replaced_is_kept(table: Any, guard: Any) -> None:
    other = second_tab(table, guard)
    try:
        table.open(TABLE_A.replace("one_deal", "301"))
        rng = random.Random(3)
        table.wait_turn()
        table.act(rng)
        other.open(TABLE_B.replace("one_deal", "301"), fresh=False)  # its link keeps the first tab's match aside
        other.wait_turn()
        other.act(random.Random(4))
        for _ in range(2):  # the first tab plays on, so its save replaces the other's
            table.wait_turn()
            table.act(rng)
        table.wait_turn()
        mine = table.page.evaluate("() => document.documentElement.dataset.match")
        theirs = other.page.evaluate("() => document.documentElement.dataset.match")
        assert stored(table.page, "debertz.save")["id"] == mine
        other.page.wait_for_function(
            "id => (JSON.parse(localStorage.getItem('debertz.kept') || '{}').matches || []).some(m => m.id === id)",
            arg=theirs)
    finally:
        other.page.close()
