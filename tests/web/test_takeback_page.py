"""Take-back in the page: in bidding and after a card it restores the position exactly, repeated it
stops at the start of the deal, the exported record replays with the CLI to the page's scores, the
score sheet marks the deal, and the table setting turns it off."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def undo(table: Any) -> None:
    table.page.click('[data-action="undo"] >> nth=0')
    table.wait_turn()


def test_take_back_in_bidding_and_after_a_card(table: Any, tmp_path: Path) -> None:
    table.open("mode=2&seed=77&speed=instant&bots=easy&target=one_deal")
    page = table.page
    assert table.wait_turn() == "bidding"
    first = table.snapshot()
    # bidding: pass, the bot answers, take it back
    page.click('#controls [data-action="pass"]')
    table.wait_turn()
    undo(table)
    assert table.snapshot() == first
    # into the play: take, then a card; the bots' cards since come back too
    page.click('#controls [data-action="take"]')
    rng = random.Random(5)
    before = None
    for _ in range(4):
        assert table.wait_turn() == "play"
        before = table.snapshot()
        table.act(rng)
    assert table.wait_turn() in ("play", "deal-over", "match-over")
    undo(table)
    assert table.snapshot() == before
    # again and again: back to the first bid, then nothing more
    for _ in range(12):
        page.click('[data-action="undo"] >> nth=0')
    table.wait_turn()
    assert table.snapshot()["hand"] == first["hand"] and table.phase() == "bidding"
    assert table.controls() == first["controls"]
    flash = page.locator(".flash").text_content() or ""
    assert "Nothing to take back" in flash
    # play the deal out; the record holds only what stands and replays to the page's scores
    table.play_match(rng)
    shown = table.scores()
    record = table.export_record()
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    out = subprocess.run([sys.executable, "-m", "debertz", "replay", str(path)], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert json.loads(out.stdout)["scores"] == shown
    page.click('[data-action="show-sheet"] >> nth=0')
    assert page.locator('#score-sheet tr[data-deal="1"][data-takeback] .mk.tb').count() == 1
    page.reload()  # the mark is kept with the saved match
    table.wait_ready()
    page.click('[data-action="show-sheet"] >> nth=0')
    assert page.locator('#score-sheet tr[data-deal="1"][data-takeback] .mk.tb').count() == 1


def test_take_backs_can_be_turned_off(table: Any) -> None:
    table.open("")
    page = table.page
    page.click("#setup-more summary")
    box = page.locator('#setup input[name="takebacks"]')
    assert box.is_checked()  # on by default against bots
    box.uncheck()
    page.select_option('#setup select[name="speed"]', "instant")
    page.click('[data-action="start"]')
    table.wait_turn()
    rng = random.Random(9)
    for _ in range(3):
        if table.wait_turn() not in ("bidding", "play"):
            break
        table.act(rng)
    table.wait_turn()
    before = table.snapshot()
    page.click('[data-action="undo"] >> nth=0')
    assert "off at this table" in (page.locator(".flash").text_content() or "")
    assert table.snapshot()["hand"] == before["hand"]


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_take_back_from_the_phones_menu_gives_the_focus_to_the_bid_buttons(table: Any) -> None:
    """The menu's item is gone once the menu closes: the focus goes to the table's first control (a keyboard
    user's next Tab is not lost at the page's start)."""
    table.open("mode=2&seed=77&speed=instant&bots=easy&target=one_deal")
    page = table.page
    assert table.wait_turn() == "bidding"
    page.click('#controls [data-action="pass"]')
    table.wait_turn()
    page.click('#topbar [data-action="menu"]')
    page.locator('[data-action="undo"]:visible').click()
    table.wait_turn()
    focused = page.evaluate("() => document.activeElement && document.activeElement.closest('#controls') !== null")
    assert focused, page.evaluate("() => document.activeElement && document.activeElement.outerHTML.slice(0, 120)")
