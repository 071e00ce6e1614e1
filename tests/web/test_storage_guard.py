"""A bad value in storage never stops the page: deeply nested or broken preferences are kept aside,
said in one line, and the page starts clean (every reload too); a full storage never costs the person their
match."""
from __future__ import annotations

import random
from typing import Any

import pytest

# the newest set-aside copy of a stored value (copies are named <key>.damaged.<time>)
NEWEST_COPY = """key => Object.keys(localStorage).filter(k => k.startsWith(key + '.damaged.')).sort()
  .map(k => localStorage.getItem(k)).pop() ?? null"""

BAD_PREFS = {
    "nested": "() => '['.repeat(300000) + ']'.repeat(300000)",
    "nested-object": "() => '{\"settings\":'.repeat(5000) + '1' + '}'.repeat(5000)",
    "broken": "() => '{\"settings\": {\"mode\": '",
    "wrong-shape": "() => JSON.stringify({settings: {mode: '9', bots: 5}})",
    "huge": "() => 'x'.repeat(200000)",
}


@pytest.mark.parametrize("kind", sorted(BAD_PREFS))
def test_bad_preferences_never_stop_the_page(table: Any, kind: str) -> None:
    page = table.page
    page.goto(table.site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.evaluate(f"() => localStorage.setItem('debertz.prefs', ({BAD_PREFS[kind]})())")
    page.goto(table.site)
    table.wait_ready()
    assert table.phase() == "setup"
    msg = page.locator("#message .msg-text")
    assert msg.is_visible()
    text = msg.text_content() or ""
    assert text and "\n" not in text and len(text) < 300
    kept = len(page.evaluate(NEWEST_COPY, "debertz.prefs") or "")
    assert kept > 0
    # the page plays on, and the next start is clean
    page.click('[data-action="start"]')
    table.wait_turn()
    page.reload()
    table.wait_ready()
    assert not page.locator("#message .msg-text").is_visible()


def test_deeply_nested_save_never_stops_the_page(table: Any) -> None:
    page = table.page
    page.goto(table.site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.evaluate("() => localStorage.setItem('debertz.save', '['.repeat(300000) + ']'.repeat(300000))")
    page.goto(table.site)
    table.wait_ready()
    assert table.phase() == "setup"
    assert page.locator("#message .msg-text").is_visible()
    assert page.locator('#message [data-action="export-damaged"]').count() == 1


# Fills the storage with another key until nothing more fits (the quota of the origin).
FILL = """() => {
  let chunk = 'x'.repeat(1 << 20), i = 0;
  while (chunk.length > 8) {
    try { localStorage.setItem('filler.' + i, chunk); i++; } catch (e) { chunk = chunk.slice(chunk.length / 2); }
  }
  return i;
}"""


def test_a_full_storage_never_trades_the_persons_match_for_a_links(table: Any) -> None:
    """The person's unfinished match is in the save; the storage fills up; a link's table then cannot keep the
    match aside, so the page does not write the link's match over it: a reload finds the person's match."""
    page = table.page
    table.open("mode=3&seed=71&bots=easy,easy&speed=instant&lang=en")
    table.wait_turn()
    table.act(random.Random(1))
    table.wait_turn()
    mine = page.evaluate("() => document.documentElement.dataset.match")
    assert page.evaluate("() => JSON.parse(localStorage.getItem('debertz.save')).id") == mine
    page.evaluate(FILL)
    table.open("mode=2&seed=72&bots=easy&speed=instant&lang=en", fresh=False)
    table.wait_turn()
    assert "cannot save in this browser" in table.message_line()
    assert page.evaluate("() => JSON.parse(localStorage.getItem('debertz.save')).id") == mine
    page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('filler.'))"
                  ".forEach(k => localStorage.removeItem(k))")
    table.open("lang=en", fresh=False)  # the person comes back: their match is on the table
    table.wait_turn()
    assert page.evaluate("() => document.documentElement.dataset.match") == mine


def test_the_tables_picture_makes_room_for_the_persons_match(table: Any) -> None:
    """The picture of the table kept for the next visit is a cache: when the storage is full, its room goes to
    the match (no warning, the move saved)."""
    page = table.page
    table.open("mode=2&seed=73&bots=easy&speed=instant&lang=en")
    table.wait_turn()
    page.evaluate("() => localStorage.setItem('debertz.picture', JSON.stringify({v: 1, pad: 'x'.repeat(300000)}))")
    page.evaluate(FILL)
    rng = random.Random(2)
    for _ in range(12):  # moves until one no longer fits beside the picture
        before = page.evaluate("() => localStorage.getItem('debertz.save')")
        table.act(rng)
        table.wait_turn()
        assert page.evaluate("() => localStorage.getItem('debertz.save')") != before  # every move is saved
        if page.evaluate("() => localStorage.getItem('debertz.picture')") is None:
            break
    assert page.evaluate("() => localStorage.getItem('debertz.picture')") is None
    assert not page.locator("#message").is_visible() or "cannot save" not in table.message_line()


def test_a_storage_full_before_the_visit_is_said_at_once(table: Any) -> None:
    """Nothing can be saved from the start: the warning comes with the page, not at the first lost move."""
    page = table.page
    table.open("mode=2&seed=74&bots=easy&speed=instant&lang=en")
    table.wait_turn()
    table.act(random.Random(4))
    table.wait_turn()
    page.goto(table.site + "web/blank.html")
    page.evaluate("() => localStorage.removeItem('debertz.picture')")  # (its room would be given to the match)
    page.evaluate(FILL)
    page.goto(table.site)  # the saved match comes back, and nothing is written until a move
    table.wait_ready()
    page.wait_for_selector("#message:not([hidden])")
    assert "cannot save in this browser" in table.message_line()
