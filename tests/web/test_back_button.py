"""The browser's Back button (a phone's most used key) closes an open panel or the tools menu, and takes the
setup opened from a match back to the match, keeping the page; with nothing open it leaves, at once (a panel
closed from its own button leaves no entry behind). The viewer's position in the address is not taken for a
new link when Back closes the viewer."""
from __future__ import annotations

import random
from typing import Any

DIALOG = "#overlay [role=dialog]"
LINK = "mode=2&seed=41&speed=instant&bots=easy&target=one_deal"


def history_length(page: Any) -> int:
    return int(page.evaluate("() => history.length"))


def test_back_closes_a_panel_and_then_leaves(table: Any) -> None:
    table.open(LINK)
    page = table.page
    table.wait_turn()
    hand, entries = table.hand(), history_length(page)
    page.keyboard.press("r")  # the rules
    page.wait_for_selector(DIALOG)
    page.go_back()
    page.wait_for_selector(DIALOG, state="detached")
    assert "seed=41" in page.url and table.hand() == hand  # the same page, the same match
    for _ in range(3):  # opened and closed by its own key: no entry is left behind
        page.keyboard.press("r")
        page.wait_for_selector(DIALOG)
        page.keyboard.press("Escape")
        page.wait_for_selector(DIALOG, state="detached")
    page.locator('[data-action="new-game"]:visible').first.click()  # the setup, opened from the match
    page.wait_for_selector("#setup")
    page.go_back()
    page.wait_for_selector("#setup", state="detached")
    assert table.wait_turn() == "bidding" and table.hand() == hand
    page.wait_for_function(f"() => history.length <= {entries + 1}")
    page.go_back()  # nothing open: the page before the game
    page.wait_for_url("**/web/blank.html")


def test_back_closes_the_viewer_without_reopening_it(table: Any) -> None:
    table.open(LINK)
    page = table.page
    table.play_match(random.Random(41))
    page.evaluate("() => { location.hash = '#replay=1.3'; }")  # a link into the deal, followed in the tab
    page.wait_for_selector('#replay[data-deal="1"][data-step="3"]')
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#replay[data-deal="1"][data-step="4"]')
    page.go_back()
    page.wait_for_selector("#replay", state="detached")
    page.wait_for_timeout(300)  # a hashchange taken for a link would open the viewer again
    assert page.locator("#replay").count() == 0 and page.locator("#message:not([hidden])").count() == 0
    assert "replay=" not in page.url and table.phase() == "match-over"
