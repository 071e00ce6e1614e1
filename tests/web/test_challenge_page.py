"""Challenge links: the link is shown and copied, opening it starts the sender's table at the first
deal with the same decks and dealer, both results are compared deal by deal at the end, and a changed
link gives one line and a normal game."""
from __future__ import annotations

import random
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse


def test_a_challenge_reproduces_the_deals_and_compares(table: Any) -> None:
    table.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    table.open("mode=2&seed=21&speed=instant&bots=easy&target=151")
    page = table.page
    table.play_match(random.Random(3))
    sent = table.export_record()
    page.click('[data-action="challenge"] >> nth=0')
    link = page.locator("#challenge-link").get_attribute("href") or ""
    assert "challenge=" in link and "seed=21" in link
    page.wait_for_function("() => navigator.clipboard.readText().then(t => t.length > 0)")
    assert page.evaluate("() => navigator.clipboard.readText()") == link
    # the friend opens it: straight to the table, the same first deck and dealer
    page.goto(table.site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(link + "&speed=instant")
    table.wait_ready()
    assert table.wait_turn() in ("bidding", "play")
    mine = table.export_record()
    assert mine["first_dealer"] == sent["first_dealer"]
    assert mine["deals"][0]["deck"] == sent["deals"][0]["deck"]
    told = page.locator("#message .msg-text").text_content() or ""  # whose result to beat, before playing
    assert "challenges you" in told and "\n" not in told
    table.play_match(random.Random(4))
    page.wait_for_selector("#challenge-compare")
    rows = page.eval_on_selector_all("#challenge-compare tbody tr",
                                     "els => els.map(e => [e.dataset.deal, e.dataset.better])")
    page.keyboard.press("Escape")
    played = table.export_record()
    assert [r[0] for r in rows] == [str(i) for i in range(1, max(len(sent["deals"]), len(played["deals"])) + 1)]
    assert all(r[1] in ("you", "them", "even", "open") for r in rows)
    # the decks of the deals both played are the same
    for a, b in zip(sent["deals"], played["deals"]):
        assert a["deck"] == b["deck"]


def test_a_changed_challenge_link_gives_one_line_and_a_normal_game(table: Any) -> None:
    table.open("mode=2&seed=8&speed=instant&bots=easy&target=one_deal")
    page = table.page
    table.play_match(random.Random(1))
    page.click('[data-action="challenge"] >> nth=0')
    link = page.locator("#challenge-link").get_attribute("href") or ""
    q = {k: v[0] for k, v in parse_qs(urlparse(link).query).items()}
    q["seed"] = "9"  # other deals than the sender's result was for
    page.goto(table.site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(table.site + "?" + urlencode(q) + "&speed=instant")
    table.wait_ready()
    page.wait_for_selector("#message:not([hidden])")
    text = page.locator("#message .msg-text").text_content() or ""
    assert "challenge" in text and "\n" not in text
    assert table.wait_turn() in ("bidding", "play")  # a normal game of that table
    table.play_match(random.Random(2))
    assert page.locator("#challenge-compare").count() == 0


def test_a_copy_the_clipboard_refuses_is_not_said_to_be_done(table: Any) -> None:
    """The clipboard may refuse (a window without focus, no permission): the page then says so, and the link
    stays in the panel to copy by hand; "Link copied" is said only once the clipboard has taken it."""
    table.open("mode=2&seed=21&speed=instant&bots=easy")
    page = table.page
    table.wait_turn()
    page.evaluate("() => { navigator.clipboard.writeText ="
                  " () => Promise.reject(new DOMException('no', 'NotAllowedError')); }")
    page.evaluate("() => document.querySelector('[data-action=\"show-share\"]').click()")
    page.wait_for_selector("[role=dialog]:visible")
    page.evaluate("() => document.querySelector('#overlay [data-action=\"copy-link\"]').click()")
    page.wait_for_function("() => document.body.innerText.includes('could not be copied')")
    assert "Link copied" not in page.evaluate("() => document.body.innerText")
