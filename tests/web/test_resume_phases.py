"""Resume after reload when the person may swap the trump 7 or demand a weak-hand redeal, after
doing either, and a save from another version: the same state, or a one-line message."""
from __future__ import annotations

import json
from typing import Any

from debertz import actions as A
from debertz.cli.testing import build_deck
from debertz.match import Match
from debertz.options import make_options

# the newest set-aside copy of a stored value (copies are named <key>.damaged.<time>)
NEWEST_COPY = """key => Object.keys(localStorage).filter(k => k.startsWith(key + '.damaged.')).sort()
  .map(k => localStorage.getItem(k)).pop() ?? null"""

# mode 2, dealer 1: the person (seat 0) speaks first and leads.  Seat 0 passes, seat 1 takes.
SWAP_DECK = build_deck("2", 1, ["7H 8S 9S TS 7D 8D", "AS KS QS 7C 8C 9C"], "9H", ["JS 9D TD", "TC JC QC"])
WEAK_DECK = build_deck("2", 1, ["7S 8S 9S 7H 8H 9D", "AS KS QS AC KC QC"], "QH", ["7D 8D 7C", "TC JC AD"])


def record_for(deck: list[int]) -> dict[str, Any]:
    m = Match("2", make_options("2"), seed=1, first_dealer=1, first_deck=deck)
    m.apply(A.PASS)
    m.apply(A.TAKE)
    assert m.current_player() == 0
    return m.to_record()


def inject(table: Any, record: dict[str, Any]) -> None:
    table.open("mode=2&seed=1&speed=instant&bots=easy")
    page = table.page
    page.evaluate("""rec => {
      const s = JSON.parse(localStorage.getItem('debertz.save'));
      s.record = rec;
      localStorage.setItem('debertz.save', JSON.stringify(s));
    }""", record)
    page.goto(table.site)
    table.wait_ready()
    table.wait_turn()


def reload_same(table: Any) -> dict[str, Any]:
    before = table.snapshot()
    table.page.reload()
    table.wait_ready()
    table.wait_turn()
    after = table.snapshot()
    assert after == before
    return after


def test_resume_when_swap_is_offered_and_after_swap(table: Any) -> None:
    inject(table, record_for(SWAP_DECK))
    snap = reload_same(table)
    assert "swap7" in snap["controls"] and "7H" in snap["hand"]
    table.page.click('#controls [data-action="swap7"]')
    table.wait_turn()
    snap = reload_same(table)
    assert "9H" in snap["hand"] and "7H" not in snap["hand"] and "swap7" not in snap["controls"]


def test_resume_when_redeal_is_offered_and_after_redeal(table: Any) -> None:
    inject(table, record_for(WEAK_DECK))
    snap = reload_same(table)
    assert "redeal" in snap["controls"]
    table.page.click('#controls [data-action="redeal"]')
    table.wait_turn()
    snap = reload_same(table)
    assert snap["phase"] in ("deal-over", "bidding")
    saved = json.loads(table.page.evaluate("() => localStorage.getItem('debertz.save')"))
    assert saved["record"]["deals"][0]["actions"][-1] == "redeal"


def test_save_from_another_version_gives_one_line_and_is_kept(table: Any) -> None:
    table.open("mode=2&seed=1&speed=instant&bots=easy")
    page = table.page
    page.evaluate("""() => {
      const s = JSON.parse(localStorage.getItem('debertz.save'));
      s.format = 'debertz-web-save/99';
      localStorage.setItem('debertz.save', JSON.stringify(s));
    }""")
    page.goto(table.site)
    table.wait_ready()
    table.message_line()
    kept = page.evaluate(NEWEST_COPY, "debertz.save")
    assert kept is not None and "debertz-web-save/99" in kept
    # the way to a new game: the setup screen itself (its Deal button), else the bar's button
    way = '#setup [data-action="start"]' if table.phase() == "setup" else '#message [data-action="new-game"]'
    assert page.locator(way).count() == 1
