"""The replay viewer: step through a whole deal forwards and backwards (keys, buttons, slider), the
running points equal the engine's cursor, the final scores equal #scores, the position is in the URL
fragment (a reload opens it there), all hands / my hand, and an imported record opens in the viewer."""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from debertz.learn.cursor import Cursor


def state(page: Any) -> tuple[int, int, int, str]:
    r = page.locator("#replay")
    return (int(r.get_attribute("data-deal") or -1), int(r.get_attribute("data-step") or -1),
            int(r.get_attribute("data-steps") or -1),
            str(page.locator("#replay [data-points]").get_attribute("data-points")))


def test_step_through_a_whole_deal(table: Any) -> None:
    table.open("mode=3&seed=31&speed=instant&bots=easy,easy&target=501")
    page = table.page
    rng = random.Random(2)
    while table.wait_turn() != "deal-over":
        table.act(rng)
    scores = table.scores()
    record = table.export_record()
    page.click('[data-action="replay"] >> nth=0')
    deal, step, steps, points = state(page)
    assert (deal, step) == (1, 0) and steps == len(record["deals"][0]["actions"]) and points == "0,0,0"
    # all hands face up (6 cards before the bidding)
    assert page.locator('#replay [data-seat="1"][data-open="1"] [data-show]').count() == 6
    # forwards with the arrow key: every step's card points are the engine cursor's
    for n in range(1, steps + 1):
        page.keyboard.press("ArrowRight")
        got = state(page)
        assert got[1] == n
        assert got[3] == ",".join(map(str, Cursor.from_record(record, 0, n).card_points))
    assert page.locator("#replay .replay-result").get_attribute("data-scores") == ",".join(map(str, scores))
    assert "replay=1." + str(steps) in page.evaluate("() => location.hash")
    # backwards with the button, Home / End, the slider
    for n in range(steps - 1, steps - 6, -1):
        page.click('#replay [data-action="replay-prev"]')
        assert state(page)[1] == n
    page.keyboard.press("Home")
    assert state(page)[1] == 0
    page.keyboard.press("End")
    assert state(page)[1] == steps
    page.locator("#replay-slider").fill("7")
    page.locator("#replay-slider").dispatch_event("change")
    assert state(page)[1] == 7
    # my hand only: the other seats face down
    page.click('#replay [data-action="replay-mine"]')
    assert page.locator('#replay [data-seat="1"][data-open="0"]').count() == 1
    assert page.locator('#replay [data-seat="0"][data-open="1"]').count() == 1
    # the position is part of the link: a reload opens the viewer there
    page.reload()
    table.wait_ready()
    page.wait_for_selector("#replay")
    assert state(page)[:2] == (1, 7)


def test_an_imported_record_opens_in_the_viewer(table: Any, tmp_path: Path) -> None:
    table.open("mode=2x2&target=51&seed=42&speed=instant&bots=easy")
    table.play_match(random.Random(42))
    record = table.export_record()
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    page = table.page
    table.open()
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector('#table[data-phase="match-over"]')
    # from the score sheet (open after an import): any deal's row opens it in the viewer
    page.click('#score-sheet tr[data-deal="1"] [data-action="replay-deal"]')
    assert state(page)[:2] == (1, 0) and page.locator("#replay").get_attribute("data-source") == "match"
    page.keyboard.press("Escape")
    page.click('[data-action="replay"] >> nth=0')
    last = len(record["deals"])
    deal, step, steps, _ = state(page)
    assert (deal, step, steps) == (last, 0, len(record["deals"][-1]["actions"]))
    page.keyboard.press("End")
    final = page.locator("#replay .replay-result").get_attribute("data-scores")
    assert final == ",".join(map(str, table.scores()))
    if last > 1:
        page.click('#replay [data-action="replay-prev-deal"]')
        assert state(page)[:2] == (last - 1, 0)


def test_a_replay_link_carries_the_match_and_the_position(table: Any) -> None:
    table.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    table.open("mode=2x2&seed=19&speed=instant&bots=easy&target=one_deal")
    page = table.page
    table.play_match(random.Random(8))
    page.click('[data-action="replay"] >> nth=0')
    for _ in range(9):
        page.keyboard.press("ArrowRight")
    shown = state(page)
    page.click('#replay [data-action="replay-share"]')
    link = page.locator("#replay-link").get_attribute("href") or ""
    assert "#replay=1.9&m=" in link
    page.wait_for_function("() => navigator.clipboard.readText().then(t => t.length > 0)")
    assert page.evaluate("() => navigator.clipboard.readText()") == link
    # someone else opens it: the viewer at that position, their own page untouched beneath
    page.goto(table.site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(link)
    table.wait_ready()
    page.wait_for_selector('#replay[data-source="link"]')
    assert state(page) == shown
    assert table.phase() == "setup"
    page.keyboard.press("End")
    assert state(page)[1] == shown[2]
    # a damaged one: one line, nothing else
    page.goto(table.site + "web/blank.html")
    page.goto(link[:-6] + "%%%")
    table.wait_ready()
    page.wait_for_selector("#message:not([hidden])")
    assert "replay" in (page.locator("#message .msg-text").text_content() or "")
