"""The deal of the day in the page: two browser contexts on the same date (the page's clock, set by the
test) are dealt the same cards, another date other cards; at its end the page shows the result and a
link with it, and yesterday's deal opens in the viewer; whoever opens the link plays the same deal and
sees both results (axe finds nothing serious there); a changed link gives one line, and the person's
own result stays in the history."""
from __future__ import annotations

import datetime as dt
import random
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

from test_a11y import axe_problems

DAY = dt.datetime(2026, 12, 2, 10, 0, tzinfo=dt.UTC)
SAME_DAY_LATER = dt.datetime(2026, 12, 2, 23, 30, tzinfo=dt.UTC)
NEXT_DAY = dt.datetime(2026, 12, 3, 0, 30, tzinfo=dt.UTC)


def deal_of_the_day(table: Any, when: dt.datetime) -> list[str]:
    """Open the setup screen with the page's clock at ``when``, choose the deal of the day; the person's hand."""
    page = table.page
    page.clock.set_fixed_time(when)
    table.open("speed=instant")
    tool = page.locator('[data-action="daily"]').first
    if not tool.is_visible():
        page.click('[data-action="menu"]')
    tool.click()
    assert table.wait_turn() in ("bidding", "play")
    return sorted(table.hand())


def second_table(table: Any, guard: Any) -> tuple[Any, Any]:
    context = table.page.context.browser.new_context()
    context.on("request", guard.on_request)
    page = context.new_page()
    page.on("console", guard.on_console)
    page.on("pageerror", guard.on_pageerror)
    page.set_default_timeout(30_000)
    return type(table)(page, table.site), context


def test_the_same_date_deals_the_same_cards_and_the_result_link_compares(table: Any, guard: Any) -> None:
    other, context = second_table(table, guard)
    try:
        mine = deal_of_the_day(table, DAY)
        assert deal_of_the_day(other, SAME_DAY_LATER) == mine
        assert deal_of_the_day(other, NEXT_DAY) != mine

        page = table.page
        table.play_match(random.Random(7))
        page.wait_for_selector("#challenge-link")
        link = page.locator("#challenge-link").get_attribute("href") or ""
        assert "seed=day-2026-12-02" in link and "challenge=" in link
        assert page.locator("#challenge-title").text_content() == "Deal of the day"
        page.clock.set_fixed_time(NEXT_DAY)  # the next day, yesterday's deal is the one just played
        page.click('[data-action="daily-yesterday"]')
        page.wait_for_selector('#replay[data-source="history"]')
        page.keyboard.press("Escape")

        # the friend opens the link: the same deal, then both results side by side
        other.page.goto(table.site + "web/blank.html")
        other.page.evaluate("() => localStorage.clear()")
        other.page.goto(link + "&speed=instant")
        other.wait_ready()
        assert other.wait_turn() in ("bidding", "play")
        assert sorted(other.hand()) == mine
        other.play_match(random.Random(8))
        other.page.wait_for_selector("#challenge-compare")
        rows = other.page.eval_on_selector_all("#challenge-compare tbody tr", "els => els.map(e => e.dataset.deal)")
        assert rows == ["1"]
        assert axe_problems(other.page, table.site, "the daily comparison") == []

        # a changed link: one line, a normal game, and the person's own result is still in the history
        q = {k: v[0] for k, v in parse_qs(urlparse(link).query).items()}
        q["challenge"] = q["challenge"][:-1] + ("0" if q["challenge"][-1] != "0" else "1")
        page.goto(table.site + "?" + urlencode(q) + "&speed=instant")
        table.wait_ready()
        page.wait_for_selector("#message:not([hidden])")
        text = page.locator("#message .msg-text").text_content() or ""
        assert "challenge" in text and "\n" not in text
        history = page.evaluate("() => Object.entries(localStorage).filter(([k]) => k.includes('history'))"
                                ".map(([, v]) => v).join('')")
        assert "day-2026-12-02" in history
    finally:
        context.close()
