"""Every screen, every window size, every language: each text whole and readable, each control in reach.

One page per language walks the screens a newcomer meets, reaching each by the page's own buttons
(no whole matches played slowly): the setup screen and its menu, the guide's first page, the guided deal
(bidding and play with the guide's step box), the match-end screen that ends it, the rules, the score
sheet, the replay viewer, the coach, the history, then a table of two pairs at instant speed (bidding
with a hint, play, the deal summary). At each screen the window is resized to each of ``SIZES`` and
``measure_layout.js`` finds:

- a text cut off by an ancestor with hidden overflow, or scrolled inside a small box with no sign of it;
- an element lying over a text;
- a control under 24×24 CSS px without the room around it that WCAG 2.5.8 asks of a small target;
- at 1920 px, a text under 12 px.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

SIZES = [(360, 740), (768, 1024), (1280, 800), (1920, 1080)]
MIN_TARGET = 24  # px, WCAG 2.5.8
MIN_FONT_WIDE = 12  # px, at the widest window
SHOTS = os.environ.get("DEBERTZ_WALK_SHOTS", "")  # a folder: each screen at each size is saved there too
MEASURE = (Path(__file__).parent / "measure_layout.js").read_text()
# the cards' motion (web/motion.js, CSS transitions) has ended: the layout is the one the person reads
SETTLED = ("() => !document.querySelector('.card.flying') && document.getAnimations()"
           ".every(a => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline)"
           " || a.effect?.getTiming().iterations === Infinity)")
SUGGESTED = ("() => { const s = document.querySelector('#guide-step [data-guide-action]');"
             " return s && s.dataset.guideAction; }")


class Walk:
    def __init__(self, table: Any, lang: str) -> None:
        self.table = table
        self.page = table.page
        self.lang = lang
        self.problems: list[str] = []
        self.seen: list[str] = []

    def check(self, screen: str) -> None:
        page = self.page
        self.seen.append(screen)
        for w, h in SIZES:
            page.set_viewport_size({"width": w, "height": h})
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            page.wait_for_function(SETTLED)
            arg = {"minPart": MIN_TARGET, "spacing": True, "minFont": MIN_FONT_WIDE if w >= 1920 else 0}
            found = page.evaluate(MEASURE, arg)
            if SHOTS:
                name = re.sub(r"[^a-z0-9]+", "-", screen.lower()).strip("-")
                page.screenshot(path=str(Path(SHOTS) / f"{self.lang}-{name}-{w}x{h}.png"))
            self.problems += [f"{self.lang} {w}x{h} {screen}: {p}" for p in found]
        page.set_viewport_size({"width": 1280, "height": 800})

    def click(self, selector: str) -> None:
        self.page.click(selector)

    def close(self) -> None:
        self.page.keyboard.press("Escape")

    def tool(self, action: str) -> None:
        """A tool of the bar, from the bar at a width that shows it, else from the menu."""
        page = self.page
        shown = page.locator(f'.tools > [data-action="{action}"]:visible')
        if shown.count():
            shown.first.click()
            return
        page.click('.tools [data-action="menu"]')
        page.click(f'#menu [data-action="{action}"]')


def guided_deal(walk: Walk) -> None:
    """Follow the guide's suggestions to the end of its deal, checking a bidding and a play step."""
    page, table = walk.page, walk.table
    checked: set[str] = set()
    for _ in range(60):
        phase = table.wait_turn()
        if phase in ("deal-over", "match-over"):
            return
        page.wait_for_selector("#guide-step [data-guide-action]")
        if phase not in checked:
            checked.add(phase)
            walk.check(f"guide step, {phase}")
            if phase == "bidding":  # the rest of the deal at instant speed, through the menu's speed tool
                page.click('.tools [data-action="menu"]')
                walk.check("menu on the table")
                for _i in range(2):  # the menu stays open while the speed steps
                    page.click('#menu [data-action="speed"]')
                page.click('.tools [data-action="menu"]')  # and its own button closes it
                page.wait_for_selector("#menu", state="detached")
        what = str(page.evaluate(SUGGESTED))
        if what in table.controls():
            page.click(f'#controls [data-action="{what}"]')
        else:
            page.click(f'#hand button[data-card="{what}"]')
    raise AssertionError("the guided deal did not end")


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_screen_fits_every_window(table: Any, lang: str) -> None:
    page = table.page
    walk = Walk(table, lang)
    table.open(f"lang={lang}")
    walk.check("setup")
    page.click('.tools [data-action="menu"]')
    walk.check("menu on the setup screen")
    page.click('.tools [data-action="menu"]')
    page.click(".guide-offer [data-action=show-guide]")
    page.wait_for_selector("#guide[role=dialog]")
    walk.check("guide")
    page.click("#guide [data-action=guide-start]")
    guided_deal(walk)
    assert table.phase() == "match-over", table.phase()
    walk.check("match over")
    panels = (("show-rules", "rules", "#rules-title"), ("show-sheet", "score sheet", "#sheet-title"),
              ("replay", "replay", "#replay"), ("coach", "coach", '#coach[data-state="done"]'),
              ("history", "history", "#history"))
    for action, screen, ready in panels:
        walk.tool(action)
        page.wait_for_selector(ready, timeout=60_000 if action == "coach" else 10_000)
        walk.check(screen)
        walk.close()
    # a table of two pairs at instant speed, set up on the setup screen
    walk.tool("new-game")
    page.check('input[name="mode"][value="2x2"]')
    if page.locator("#setup-more:not([open])").count():
        page.click("#setup-more > summary")
    page.select_option('select[name="speed"]', "instant")
    page.select_option('select[name="target"]', "301")
    page.fill('input[name="seed"]', "walk-3")  # the same deal every run
    page.click("#setup-options > summary")
    walk.check("setup, table settings open")
    page.click('[data-action="start"]')
    table.wait_turn()
    page.click('[data-action="hint"]')
    walk.check("bidding, hint")
    for _ in range(80):
        phase = table.wait_turn()
        if phase == "play" and "play" not in walk.seen:
            walk.check("play")
        if phase in ("deal-over", "match-over"):
            break
        controls = table.controls()
        bids = [c for c in controls if c.startswith("trump:") or c == "take"]
        if bids:  # the person takes, so that the deal is played
            page.click(f'#controls [data-action="{bids[0]}"]')
        elif table.legal_cards():
            page.click(f'#hand button[data-card="{table.legal_cards()[0]}"]')
        else:
            page.click(f'#controls [data-action="{controls[0]}"]')
    walk.check(f"deal summary ({table.phase()})")
    wanted = {"setup", "guide", "guide step, bidding", "guide step, play", "match over", "rules", "score sheet",
              "replay", "coach", "history", "menu on the table", "menu on the setup screen", "play"}
    assert wanted <= set(walk.seen), sorted(wanted - set(walk.seen))
    assert not walk.problems, f"{len(walk.problems)} problems:\n" + "\n".join(walk.problems[:60])
