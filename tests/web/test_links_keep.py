"""A link never takes the person's unfinished match away: opening another table's link keeps it (the
message bar says so and goes back to it; the setup screen lists it), and a ``#replay=`` link that cannot
be shown says why in one line."""
from __future__ import annotations

import random
from typing import Any

MINE = "mode=2&seed=31&speed=instant&bots=easy&target=one_deal"
OTHER = "mode=3&seed=32&speed=instant&bots=easy,easy&target=51"


def test_a_table_link_keeps_the_unfinished_match(table: Any) -> None:
    table.open(MINE)
    page = table.page
    rng = random.Random(31)
    for _ in range(3):  # a few decisions of the person's
        table.wait_turn()
        table.act(rng)
    table.wait_turn()
    mine = page.get_attribute("html", "data-match")
    hand = table.hand()
    table.open(OTHER, fresh=False)  # a friend's link, in the same browser
    assert len(table.scores()) == 3 and page.get_attribute("html", "data-match") != mine
    text = (page.locator("#message .msg-text").text_content() or "").replace("\u00a0", " ")
    assert "Your unfinished match (2 players, 0 : 0) is kept" in text and "\n" not in text
    page.click(f'#message [data-action="resume-kept"][data-match="{mine}"]')
    table.wait_turn()
    assert page.get_attribute("html", "data-match") == mine and table.hand() == hand
    # the address no longer names the friend's table (copied, it would share that one, not this)
    page.wait_for_function("() => !location.search.includes('seed=32')")
    page.reload()  # a reload stays with the person's match
    table.wait_ready()
    table.wait_turn()
    assert page.get_attribute("html", "data-match") == mine and table.hand() == hand
    table.play_match(rng)
    assert table.phase() == "match-over"


def test_a_replay_link_without_a_saved_match_says_why(table: Any) -> None:
    table.open("#replay=1.3")
    page = table.page
    assert table.phase() == "setup"
    text = page.locator("#message .msg-text").text_content() or ""
    assert text == "Link: there is no saved match to show, so nothing was opened."


def test_a_replay_fragment_followed_in_an_open_tab(table: Any) -> None:
    table.open("mode=2&seed=33&speed=instant&bots=easy&target=one_deal")
    page = table.page
    table.play_match(random.Random(33))
    page.evaluate("() => { location.hash = '#replay=1.3'; }")
    page.wait_for_selector('#replay[data-deal="1"][data-step="3"][data-source="match"]')
    page.keyboard.press("Escape")
    page.evaluate("() => { location.hash = '#replay=5.0'; }")
    page.wait_for_selector("#message:not([hidden])")
    text = (page.locator("#message .msg-text").text_content() or "").replace("\u00a0", " ")
    assert text == "Link: the match has no deal 5 (deals in it: 1), so nothing was opened."


def test_a_removed_match_is_said_in_sight_and_comes_back(table: Any) -> None:
    """On a phone the list of unfinished matches is below the fold: pressing Remove there brings the message
    bar, which says so, into sight, and its button brings the match back."""
    page = table.page
    page.set_viewport_size({"width": 360, "height": 740})
    table.open(MINE + "&lang=uk")  # Ukrainian: the longest setup screen
    rng = random.Random(7)
    for _ in range(3):
        table.wait_turn()
        table.act(rng)
    table.open(OTHER + "&lang=uk", fresh=False)
    page.locator('[data-action="new-game"]:visible').first.click()
    drop = page.locator('[data-action="drop-kept"]')
    drop.scroll_into_view_if_needed()
    drop.click()
    page.wait_for_selector('#message [data-action="restore-kept"]')
    top = page.evaluate("() => document.getElementById('message').getBoundingClientRect().top")
    assert top >= 0, top
    assert page.locator('[data-action="drop-kept"]').count() == 0
    page.click('#message [data-action="restore-kept"]')
    page.wait_for_selector('[data-action="drop-kept"]')
