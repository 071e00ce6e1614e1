"""Match history in the page: finished matches are kept in order across reloads, open in the viewer,
count in the statistics; a damaged history store is set aside with a one-line message and the
current match is never lost."""
from __future__ import annotations

import random
from typing import Any

# the newest set-aside copy of a stored value (copies are named <key>.damaged.<time>)
NEWEST_COPY = """key => Object.keys(localStorage).filter(k => k.startsWith(key + '.damaged.')).sort()
  .map(k => localStorage.getItem(k)).pop() ?? null"""

LINK = "mode=2&seed={seed}&speed=instant&bots=easy&target=one_deal"


def entries(page: Any) -> list[str]:
    return list(page.eval_on_selector_all("#history li[data-match]", "els => els.map(e => e.dataset.match)"))


def open_history(page: Any) -> None:
    page.keyboard.press("Escape")
    page.click('[data-action="history"] >> nth=0')
    page.wait_for_selector("#history")


def test_history_keeps_finished_matches_in_order(table: Any) -> None:
    table.open(LINK.format(seed=1))
    page = table.page
    table.play_match(random.Random(1))
    open_history(page)
    first = entries(page)
    assert len(first) == 1
    page.keyboard.press("Escape")
    page.click('#table [data-action="new-match"]')
    table.play_match(random.Random(2))
    open_history(page)
    both = entries(page)
    assert len(both) == 2 and both[1] == first[0]  # newest first
    assert page.locator('#history tr[data-stat="stats_matches"] td').first.text_content() == "2"
    assert page.locator("#history svg.chart rect").count() == 2
    page.reload()
    table.wait_ready()
    open_history(page)
    assert entries(page) == both
    # an entry opens in the viewer at its last deal
    page.click(f'#history [data-action="history-replay"][data-match="{both[1]}"]')
    page.wait_for_selector('#replay[data-source="history"]')
    assert page.locator("#replay").get_attribute("data-deal") == "1"


def test_a_damaged_history_is_set_aside_and_the_match_kept(table: Any) -> None:
    table.open(LINK.format(seed=5))
    page = table.page
    table.play_match(random.Random(5))
    page.click('#table [data-action="new-match"]')
    table.wait_turn()
    hand = table.hand()
    page.evaluate("() => localStorage.setItem('debertz.history', '{\"format\": \"debertz-history/1\", \"matches\": [')")
    page.reload()
    table.wait_ready()
    table.wait_turn()
    assert table.hand() == hand  # the current match is not lost
    open_history(page)
    text = page.locator("#message .msg-text").text_content() or ""
    assert "history" in text and "\n" not in text
    assert entries(page) == []
    aside = page.evaluate(NEWEST_COPY, "debertz.history")
    assert aside and aside.startswith('{"format"')
    # the next finished match is kept again
    page.keyboard.press("Escape")
    table.play_match(random.Random(6))
    open_history(page)
    assert len(entries(page)) == 1
