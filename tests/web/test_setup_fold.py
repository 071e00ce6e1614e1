"""The setup screen on a phone: at 360x740, in each language, the mode choice and the Deal button are on
the first screen without scrolling (the rules, target, name, speed and display settings fold away), for
a table of two and for four seats (three opponents' levels); the fold opens and stays open."""
from __future__ import annotations

from typing import Any

import pytest

FOLD = """() => {
  const h = window.innerHeight, w = window.innerWidth;
  const els = [...document.querySelectorAll('#setup input[name=mode], #setup [data-action=start]')];
  const out = els.map(e => { const r = e.getBoundingClientRect();
    return {what: e.name ? 'mode ' + e.value : 'start', top: r.top, bottom: r.bottom, right: r.right}; });
  const outside = out.filter(o => o.top < 0 || o.bottom > h || o.right > w);
  return {scrollY: window.scrollY, h, w, outside, n: out.length};
}"""


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_mode_and_deal_fit_a_phone_screen(table: Any, lang: str) -> None:
    page = table.page
    table.open("lang=" + lang)
    assert table.phase() == "setup"
    more = page.locator("details#setup-more")
    assert more.count() == 1 and not more.evaluate("d => d.open"), "the rest of the settings is not folded"
    assert not page.locator('select[name="preset"]').is_visible()
    for mode in ("2", "2x2"):
        page.check(f'input[name="mode"][value="{mode}"]')
        got = page.evaluate(FOLD)
        assert got["n"] == 5 and not got["outside"] and got["scrollY"] == 0, (lang, mode, got)
    # the fold opens with a visible marker, and stays open when the screen is drawn again
    marker = page.evaluate("() => getComputedStyle(document.querySelector('#setup-more > summary'), '::before')"
                           ".content")
    assert marker not in ("none", "normal", ""), marker
    page.click("#setup-more summary")
    page.select_option('select[name="preset"]', "kharkiv")  # a choice that draws the screen again
    assert page.locator("details#setup-more").evaluate("d => d.open")
    assert page.locator('select[name="preset"]').input_value() == "kharkiv"


def test_first_visit_bots_are_gentler_and_the_choice_is_kept(table: Any) -> None:
    page = table.page
    table.open("lang=en")
    assert page.locator('select[name="bot1"]').input_value() == "normal"
    page.select_option('select[name="bot1"]', "hard")
    page.click("#setup-more summary")
    page.select_option('select[name="speed"]', "instant")
    page.click('[data-action="start"]')
    table.wait_turn()
    page.click('#topbar [data-action="new-game"]')
    page.reload()
    table.wait_ready()
    if table.phase() != "setup":
        page.click('#topbar [data-action="new-game"]')
    assert page.locator('select[name="bot1"]').input_value() == "hard"
