"""Before Python has started (its start held back by a route, as in test_first_screen.py): a shared link shows
its table's seats and names at once, the cards coming when the deal is drawn; a visitor with stored settings
and no saved match gets the setup screen with those settings, and what they do there is what Python plays."""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from conftest import READY
from debertz_web.settings import Settings
from debertz_web.storage import prefs_text
from test_first_screen import Held

# Where the table's parts are on the screen: each selector's first box (left, top, width, height), or None.
BOXES = """sels => Object.fromEntries(sels.map(s => { const e = document.querySelector(s);
  if (!e) return [s, null]; const r = e.getBoundingClientRect();
  return [s, [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]]; }))"""
# The table's frame across: the felt, each seat's place (left and width), the person's cards (left, width,
# height: the faces come where the backs were), the top bar. What the first deal itself decides (whose turn
# it is and the person's controls then, the dealer's badge, the status line) may change their heights.
ACROSS = """() => {
  const box = e => { const r = e.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.width)]; };
  const all = s => [...document.querySelectorAll(s)];
  return {felt: all('#table .felt').map(e => { const r = e.getBoundingClientRect();
            return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]; }),
          seats: all('#table .opp, #table .me').map(box),
          hand: all('#hand .card').map(e => { const r = e.getBoundingClientRect();
            return [Math.round(r.left), Math.round(r.width), Math.round(r.height)]; }),
          bar: all('#topbar .brand, #scores .who').map(box)};
}"""
NAMES = "() => [...document.querySelectorAll('#table .opp .name, #table .me .name')].map(e => e.textContent)"


def fresh(page: Any, site: str, prefs: str | None = None) -> Held:
    held = Held(page)
    page.goto(site + "web/blank.html")
    page.evaluate("p => { localStorage.clear(); if (p) localStorage.setItem('debertz.prefs', p); }", prefs)
    return held


@pytest.mark.parametrize(("query", "lang", "seats", "me"), [
    ("mode=3&seed=7&name=Ann&speed=fast&lang=en&target=01001", "en", 3, "Ann"),
    ("mode=2&preset=kharkiv&seed=5&speed=fast&lang=ru", "ru", 2, None),  # the preset's own target
    ("mode=2x2&seed=3&speed=fast&lang=uk&target=one_deal", "uk", 4, None),
])
@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_a_shared_link_shows_its_table_before_python(page: Any, site: str, guard: Any, query: str, lang: str,
                                                     seats: int, me: str | None) -> None:
    held = fresh(page, site)
    page.goto(site + "?" + query, wait_until="domcontentloaded")
    page.wait_for_selector("#table[aria-busy=true] .felt .me")
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    assert page.evaluate("() => document.documentElement.getAttribute('data-first')") == "frame"
    assert page.evaluate("() => document.documentElement.lang") == lang
    assert page.evaluate("() => document.getElementById('table').inert")  # not playable yet
    assert page.locator("#table .opp").count() == seats - 1
    assert page.locator("#hand .card.back").count() > 0 and page.locator("#hand button[data-card]").count() == 0
    early_names = page.evaluate(NAMES)
    early_target = page.locator("#scores .tgt").text_content()  # the link's target, not the default one
    if me is not None:
        assert early_names[-1] == me and page.locator("#scores .who").first.text_content() == me
    early = page.evaluate(ACROSS)
    assert len(early["seats"]) == seats and len(early["hand"]) > 0
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    assert page.locator("#hand button[data-card]").count() > 0  # the cards, now that the deal is drawn
    assert page.evaluate(NAMES) == early_names  # the seats and names Python draws are the ones shown before it
    assert page.locator("#scores .tgt").text_content() == early_target
    assert page.evaluate(ACROSS) == early, "the table moved when Python drew it"
    assert not page.evaluate("() => document.getElementById('table').inert")
    # it plays on
    phase = page.wait_for_function(
        "() => document.querySelector('#hand button[data-card]:not([disabled]), #controls [data-action]') "
        "&& document.getElementById('table').dataset.phase", timeout=60_000).json_value()
    assert phase in ("bidding", "play")
    before = page.evaluate("() => document.getElementById('table').innerHTML")
    controls = page.locator("#controls [data-action]")
    (controls.first if controls.count() else page.locator("#hand button[data-card]:not([disabled])").first).click()
    page.wait_for_function("b => document.getElementById('table').innerHTML !== b", arg=before)


FORM = """() => Object.fromEntries([...document.querySelectorAll('#setup [name]')]
  .filter(e => !e.name.startsWith('opt-') && e.name !== 'target' && (e.type !== 'radio' || e.checked))
  .map(e => [e.name, e.type === 'checkbox' ? e.checked : e.value]))"""
VISIBLE = ["#setup .setup-title", "#setup fieldset.modes", "#setup fieldset.bots", "#setup [data-action=start]",
           "#setup-more > summary", "#topbar .brand"]


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_stored_settings_are_on_the_first_screen(page: Any, site: str, guard: Any) -> None:
    stored = replace(Settings(), mode="3", preset="kharkiv", bots=["easy", "hard"], name="Ann", speed="fast",
                     guide_seen=True, overrides={"target": 301})
    held = fresh(page, site, prefs_text(stored, "uk"))
    page.goto(site, wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    assert page.evaluate("() => document.documentElement.lang") == "uk"
    assert page.locator("#setup .guide-offer").count() == 0  # declined before: not offered again
    early = page.evaluate(FORM)
    assert (early["mode"], early["bot1"], early["bot2"], early["preset"], early["name"], early["speed"]) == \
        ("3", "easy", "hard", "kharkiv", "Ann", "fast"), json.dumps(early)
    assert "bot3" not in early
    boxes = page.evaluate(BOXES, VISIBLE)
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    assert page.evaluate(FORM) == early  # what Python draws for the stored settings
    assert page.evaluate(BOXES, VISIBLE) == boxes, "the setup moved when Python drew it"


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_a_choice_on_the_stored_setup_keeps_the_stored_options(page: Any, site: str, guard: Any) -> None:
    """A level changed and Deal pressed before Python: the match has that level, the stored mode, preset and
    target (the options the form showed were not the stored ones, and are not taken from it)."""
    stored = replace(Settings(), mode="3", preset="kharkiv", bots=["easy", "hard"], guide_seen=True,
                     speed="instant", overrides={"target": 301})
    held = fresh(page, site, prefs_text(stored, "en"))
    page.goto(site, wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    page.select_option("select[name=bot1]", "normal")
    page.click("[data-action=start]")
    assert page.locator("#setup .shuffling").count() == 1
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => document.getElementById('table').dataset.phase !== 'setup'", timeout=30_000)
    assert page.locator(".opp").count() == 2
    assert page.locator("#scores .tgt").text_content() == "→ 301"
    page.click('#topbar [data-action="menu"]')
    page.locator('#topbar [data-action="new-game"]:visible').click()
    assert [page.locator(f"select[name=bot{i}]").input_value() for i in (1, 2)] == ["normal", "hard"]
    assert page.locator("select[name=preset]").input_value() == "kharkiv"


def test_a_pass_and_play_link_waits_for_python(page: Any, site: str, guard: Any) -> None:
    """A table with another person at it starts behind a curtain, which is Python's to draw: no frame first."""
    held = fresh(page, site)
    page.goto(site + "?mode=2&people=Bob&seed=2&lang=en", wait_until="domcontentloaded")
    page.wait_for_selector("#loading")
    assert not page.evaluate("() => document.documentElement.hasAttribute('data-first')")
    assert page.locator("#table .felt").count() == 0
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => document.getElementById('table').dataset.phase !== 'loading'")


# the setup's target and table options, as the person sees them: the chosen target's words, every option
SHOWN_OPTIONS = """() => ({target: document.querySelector('#setup select[name=target]').selectedOptions[0].textContent,
  targets: [...document.querySelectorAll('#setup select[name=target] option')].map(o => o.textContent),
  options: [...document.querySelectorAll('#setup [name^="opt-"]')]
    .map(e => [e.name, e.selectedOptions[0].textContent, [...e.options].map(o => o.textContent)])})"""


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_the_target_and_options_follow_the_mode_and_preset_chosen_before_python(page: Any, site: str,
                                                                                guard: Any) -> None:
    """A new visitor chooses pairs, then the kharkiv preset, before Python: the target and the table options
    are those of that table at once (not the first screen's two-player ones), and Python draws the same."""
    held = fresh(page, site)
    page.goto(site + "?lang=uk", wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    page.click("#setup-more > summary")
    page.check('#setup input[name=mode][value="2x2"]')
    pairs = page.evaluate(SHOWN_OPTIONS)
    assert pairs["target"] == "до 501 · типово", pairs
    names = [row[0] for row in pairs["options"]]
    assert "opt-partner_relief" in names and "opt-seven_swap" not in names
    page.select_option("#setup select[name=preset]", "kharkiv")
    early = page.evaluate(SHOWN_OPTIONS)
    assert early["target"] == "до 510 · типово", early
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    assert page.evaluate(SHOWN_OPTIONS) == early  # the same target and options, each with the same value


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_a_stored_target_of_its_own_is_on_the_first_screen(page: Any, site: str, guard: Any) -> None:
    stored = replace(Settings(), mode="2x2", preset="kharkiv", guide_seen=True, overrides={"target": 777})
    held = fresh(page, site, prefs_text(stored, "ru"))
    page.goto(site, wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    early = page.evaluate(SHOWN_OPTIONS)
    assert early["target"] == "до 777", early
    assert "opt-partner_relief" in [row[0] for row in early["options"]]
    page.click("#setup-more > summary")  # another language and back, before Python: the target stays
    page.select_option("#setup select[name=lang]", "uk")
    assert page.evaluate("() => document.documentElement.lang") == "uk"
    assert page.evaluate(SHOWN_OPTIONS)["target"] == "до 777"
    page.select_option("#setup select[name=lang]", "ru")
    assert page.evaluate(SHOWN_OPTIONS) == early
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    assert page.evaluate(SHOWN_OPTIONS) == early
