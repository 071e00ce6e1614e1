"""axe-core finds nothing serious on any screen, and panels take and give back the focus.

axe-core is a pinned npm dev dependency; the test page loads ``node_modules/axe-core/axe.min.js`` from the
local server (no network, and the page's Content-Security-Policy allows scripts from its own origin).
It runs at setup, bidding, play, the deal summary, the match end and with each panel open, in the
three languages: zero serious or critical violations, and none of these moderate or minor rules
(``region``, ``page-has-heading-one``, ``empty-table-header``).
"""
from __future__ import annotations

import random
from typing import Any

import pytest

NAMED_RULES = {"region", "page-has-heading-one", "empty-table-header"}
RUN_AXE = """async () => {
  const r = await axe.run(document, {resultTypes: ['violations']});
  return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary || '').split('\\n')[1])}));
}"""
PANELS = ["show-sheet", "show-rules", "show-last", "show-share", "show-help"]


def axe_problems(page: Any, site: str, where: str) -> list[str]:
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(url=site + "node_modules/axe-core/axe.min.js")
    found = page.evaluate(RUN_AXE)
    out = []
    for v in found:
        if v["impact"] in ("serious", "critical") or v["id"] in NAMED_RULES:
            out.append(f"{where}: {v['id']} ({v['impact']}): {v['help']} — " + " | ".join(v["nodes"]))
    return out


def open_panels(page: Any, site: str, where: str) -> list[str]:
    """Each panel the toolbar (or its menu) opens, checked with the panel open, then closed by Escape."""
    out = []
    for action in PANELS:
        if not page.locator(f'[data-action="{action}"]').count():
            continue
        button = page.locator(f'[data-action="{action}"]:visible')
        if not button.count():
            page.click('[data-action="menu"]')
            button = page.locator(f'[data-action="{action}"]:visible')
        button.first.click()
        page.wait_for_selector("[role=dialog]:visible")
        out += axe_problems(page, site, f"{where}, panel {action}")
        if not page.evaluate("() => !!document.activeElement.closest('[role=dialog]')"):
            out.append(f"{where}, panel {action}: the dialog did not take the focus")
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.querySelector('[role=dialog]:not([hidden])') || "
                               "![...document.querySelectorAll('[role=dialog]')].some(d => d.checkVisibility())")
        back = page.evaluate("() => document.activeElement && document.activeElement.dataset.action")
        if back not in (action, "menu"):
            out.append(f"{where}, panel {action}: the focus went to {back!r}, not back to its opener")
    return out


@pytest.mark.parametrize("lang,mode", [("en", "2"), ("ru", "2x2"), ("uk", "3")])
def test_no_serious_axe_violations(table: Any, site: str, lang: str, mode: str) -> None:
    page = table.page
    page.set_viewport_size({"width": 1280, "height": 800})
    problems: list[str] = []
    table.open(f"lang={lang}")
    problems += axe_problems(page, site, "setup")
    if page.locator('[data-action="show-guide"]').count():
        page.click('[data-action="show-guide"]')
        page.wait_for_selector("#guide")
        problems += axe_problems(page, site, "guide")
        page.keyboard.press("Escape")
    table.open(f"mode={mode}&seed=4&speed=instant&bots=easy&target=one_deal&lang={lang}")
    seen: set[str] = set()
    rng = random.Random(4)
    for _ in range(200):
        phase = table.wait_turn()
        if phase not in seen:
            seen.add(phase)
            problems += axe_problems(page, site, phase)
            if phase == "play":
                problems += open_panels(page, site, phase)
        if phase == "match-over":
            break
        if phase == "deal-over":
            page.click('[data-action="next-deal"]')
            continue
        table.act(rng)
    assert {"bidding", "play", "match-over"} <= seen, f"phases reached: {sorted(seen)}"
    assert not problems, f"{len(problems)} accessibility problems:\n" + "\n".join(problems)


def test_axe_sees_the_deal_summary(table: Any, site: str) -> None:
    """A deal that does not end the match: its summary over the table is checked too."""
    page = table.page
    table.open("mode=2&seed=4&speed=instant&bots=easy&target=1001")
    rng = random.Random(5)
    for _ in range(200):
        phase = table.wait_turn()
        if phase == "deal-over":
            break
        table.act(rng)
    assert table.phase() == "deal-over"
    problems = axe_problems(page, site, "deal-over") + open_panels(page, site, "deal-over")
    assert not problems, f"{len(problems)} accessibility problems:\n" + "\n".join(problems)


def test_a_tool_that_leaves_the_table_gives_the_focus_to_the_new_screen(table: Any) -> None:
    """New game pressed from the keyboard: the button goes with the table, so the setup screen's title takes
    the focus and the next Tab goes on inside the form, not back at the top of the page."""
    page = table.page
    page.set_viewport_size({"width": 1366, "height": 768})
    table.open("?mode=2&bots=easy&speed=instant&lang=en")
    table.wait_turn()
    page.locator('[data-action="new-game"]:visible').first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#setup")
    page.wait_for_function("() => document.activeElement && document.activeElement.matches('#setup .setup-title')")
    page.keyboard.press("Tab")
    assert page.evaluate("() => !!document.activeElement.closest('#setup')")
