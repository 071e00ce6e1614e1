"""The first screen before Python: a first visit sees the setup screen that index.html carries (written at
build time by the game's own views, scripts/prerender.py) and can use it while Python's start is held
back on purpose (a route keeps vendor/app.zip); what the person chose there, and their press on Deal,
are what the first deal is played with, done once."""
from __future__ import annotations

from typing import Any

import pytest
from conftest import READY, ROOT

REGIONS = """() => ({topbar: document.getElementById('topbar').innerHTML,
  table: document.getElementById('table').innerHTML, overlay: document.getElementById('overlay').innerHTML,
  title: document.title, lang: document.documentElement.lang, phase: document.getElementById('table').dataset.phase})"""


class Held:
    """Holds every request for vendor/app.zip (without it Python cannot start) until released."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.routes: list[Any] = []
        page.route("**/vendor/app.zip", self.hold)

    def hold(self, route: Any) -> None:
        self.routes.append(route)

    def holding(self, timeout_ms: int = 10_000) -> bool:
        """Whether a request for it is held, waiting for one up to ``timeout_ms``: the page asks for it only
        once its first screen is painted, which can come a moment after that screen is in the document."""
        for _ in range(timeout_ms // 50):
            if self.routes:
                return True
            self.page.wait_for_timeout(50)
        return bool(self.routes)

    def release(self) -> None:
        for r in self.routes:
            r.continue_()
        self.page.unroute("**/vendor/app.zip")


def test_nothing_is_painted_before_the_first_screen_is_in_place() -> None:
    """The first screen never moves once painted (a phone's first impression, and Lighthouse's layout
    shift): the first paint waits (rel=expect, render-blocking) for the marker that follows the inline
    script drawing the first screen, and the page's styles are in the page itself."""
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    head, body = index.split("<body>", 1)
    assert '<link rel="expect" href="#first-drawn" blocking="render">' in head
    assert "<style>" in head and 'rel="stylesheet"' not in index
    app, template = body.index('<div id="app">'), body.index('<template id="first-en"')
    script = body.index("<script>// The first screen before Python has started")
    marker = body.index('<span id="first-drawn" hidden></span>')
    assert app < template < script < marker
    assert "<script" not in body[body.index("</script>", script):marker]  # nothing runs between the two


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_first_screen_is_what_python_draws(page: Any, site: str, guard: Any, lang: str) -> None:
    held = Held(page)
    page.goto(site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(site + "?lang=" + lang, wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    before = page.evaluate(REGIONS)
    assert page.evaluate("() => document.documentElement.getAttribute('data-first')") == lang
    assert not page.locator(READY).count() and before["lang"] == lang and before["phase"] == "setup"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    after = page.evaluate(REGIONS)
    assert before == after


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740}, locale="uk-UA")
def test_choices_made_before_python_are_the_first_deals(page: Any, site: str, guard: Any) -> None:
    held = Held(page)
    page.goto(site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(site, wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    assert page.evaluate("() => document.documentElement.lang") == "uk"  # the browser's language, before paint
    page.check('input[name="mode"][value="3"]')
    assert page.locator("#setup select[name=bot2]").count() == 1
    assert page.locator("#setup select[name=bot3]").count() == 0
    page.select_option("select[name=bot1]", "easy")
    page.select_option("select[name=bot2]", "hard")
    page.click("#setup-more summary")
    page.select_option("select[name=lang]", "en")  # another language: the choices so far stay
    assert page.locator("#setup legend").first.text_content() == "Table"
    assert page.locator("input[name=mode][value='3']").is_checked()
    assert page.locator("select[name=bot2]").input_value() == "hard"
    page.select_option("select[name=target]", "one_deal")
    page.select_option("select[name=speed]", "instant")
    page.fill("input[name=name]", "Ann")
    page.click("[data-action=start]")
    assert page.locator("#setup .shuffling").text_content() == "Shuffling the deck…"
    assert page.evaluate("() => document.getElementById('setup').inert")
    # the phone's menu still opens and closes meanwhile (Python is asked too: not Playwright's waiting click)
    page.evaluate("() => document.querySelector('#topbar [data-action=menu]').click()")
    assert page.locator("#menu").is_visible() and page.locator('#menu [data-action="show-help"]').is_visible()
    page.evaluate("() => document.querySelector('#topbar [data-action=menu]').click()")
    assert not page.locator('[data-action="show-help"]').is_visible()
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => document.getElementById('table').dataset.phase !== 'setup'", timeout=30_000)
    assert page.locator(".me .name").text_content() == "Ann"
    assert page.locator(".opp").count() == 2 and len(page.eval_on_selector_all("#scores b[data-side]", "e => e")) == 3
    assert page.evaluate("() => document.documentElement.lang") == "en"
    # the settings Python started the match with are the ones chosen before it had started
    page.click('#topbar [data-action="menu"]')  # a phone: the tools are in the menu
    page.locator('#topbar [data-action="new-game"]:visible').click()
    assert page.locator("input[name=mode][value='3']").is_checked()
    assert [page.locator(f"select[name=bot{i}]").input_value() for i in (1, 2)] == ["easy", "hard"]
    assert page.locator("input[name=name]").input_value() == "Ann"
    assert page.locator("select[name=speed]").input_value() == "instant"
    assert page.locator("select[name=target]").input_value() == "one_deal"
    assert page.locator("#setup [data-action=resume]").count() == 1  # one match was started, not two


HAND = """() => [...document.querySelectorAll('#hand button[data-card]')].map(b => {
  const r = b.getBoundingClientRect(); return [b.dataset.card, Math.round(r.left), Math.round(r.top)]; })"""


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740})
def test_a_saved_match_is_painted_before_python_and_then_plays_on(table: Any, site: str) -> None:
    page = table.page
    table.open("mode=2&seed=5&speed=instant&lang=en")
    table.wait_turn()
    hand = page.evaluate(HAND)
    assert hand
    held = Held(page)
    page.goto(site, wait_until="domcontentloaded")  # the page is left (its picture kept), then opened again
    page.wait_for_selector("#table[aria-busy=true] #hand button[data-card]")
    assert page.evaluate("() => document.documentElement.getAttribute('data-first')") == "table"
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    assert page.evaluate("() => document.getElementById('table').inert")  # marked as not playable yet
    early = page.evaluate(HAND)
    assert [c for c, _x, _y in early] == [c for c, _x, _y in hand]
    held.release()
    table.wait_ready()
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    assert page.evaluate(HAND) == early, "the table moved when Python drew it"
    assert not page.evaluate("() => document.getElementById('table').inert")
    assert page.locator("#table").get_attribute("aria-busy") == "false"
    phase = table.wait_turn()
    assert phase in ("bidding", "play")
    before = table.snapshot()
    if table.controls():
        page.click(f'#controls [data-action="{table.controls()[0]}"]')
    else:
        page.click(f'#hand button[data-card="{table.legal_cards()[0]}"]')
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-busy')")
    assert table.snapshot() != before  # it plays on


def test_the_first_screens_panels_open_before_python(page: Any, site: str, guard: Any) -> None:
    """Help and the guide's panel open and close before Python; Python, once there, shows the same."""
    held = Held(page)
    page.goto(site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(site + "?lang=ru", wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    # clicks Python is asked for too: the page is busy until it answers, so not Playwright's waiting clicks
    click = "sel => document.querySelector(sel).click()"
    page.evaluate(click, '#topbar [data-action="show-help"]')
    assert page.locator("#overlay #help[role=dialog]").is_visible()
    page.evaluate(click, '#overlay .panel [data-action="close"]')
    assert page.locator("#overlay [role=dialog]").count() == 0
    page.evaluate(click, '.guide-offer [data-action="show-guide"]')
    dialog = page.locator("#overlay [role=dialog]")
    assert dialog.is_visible() and dialog.evaluate("d => d === document.activeElement")
    early = page.evaluate(REGIONS)
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-busy')")
    after = page.evaluate(REGIONS)
    # the same panel (the setup below it no longer offers the guide: it was opened)
    assert (after["overlay"], after["topbar"]) == (early["overlay"], early["topbar"])


def test_a_language_chosen_after_a_link_stays_at_its_reload(page: Any, site: str, guard: Any) -> None:
    """The link's language is taken once: a reload of the same address keeps the language the person chose
    since, on the first screen (before Python) and after."""
    page.goto(site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(site + "?lang=en")
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    page.evaluate("() => document.querySelector('[data-action=\"lang:uk\"]').click()")
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('debertz.prefs') || '{}').lang === 'uk')")
    page.reload(wait_until="domcontentloaded")
    assert page.evaluate("() => document.documentElement.getAttribute('data-first-lang')") == "uk"
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    assert page.evaluate("() => document.documentElement.lang") == "uk"


def test_back_closes_the_first_screens_panel_before_python(page: Any, site: str, guard: Any) -> None:
    """Back (a phone's most used key) and Escape close a panel of the first screen before Python has
    started, keeping the page; Python, once there, shows it closed too, and no history entry is left."""
    held = Held(page)
    page.goto(site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(site + "?lang=uk", wait_until="domcontentloaded")
    page.wait_for_selector("#setup [data-action=start]")
    entries = int(page.evaluate("() => history.length"))
    click = "sel => document.querySelector(sel).click()"
    page.evaluate(click, '#topbar [data-action="show-help"]')
    assert page.locator("#overlay [role=dialog]").is_visible()
    page.go_back()
    page.wait_for_selector("#overlay [role=dialog]", state="detached")
    assert page.url.endswith("?lang=uk") and page.locator("#setup [data-action=start]").count() == 1
    page.evaluate(click, '.guide-offer [data-action="show-guide"]')
    assert page.locator("#overlay [role=dialog]").is_visible()
    # the page is busy until Python answers: the key is sent as a person's press, without Playwright's wait
    page.evaluate("() => document.activeElement.dispatchEvent(new KeyboardEvent('keydown', "
                  "{key: 'Escape', bubbles: true}))")
    page.wait_for_selector("#overlay [role=dialog]", state="detached")
    assert held.holding() and not page.locator(READY).count(), "Python was not held back"
    page.wait_for_function(f"() => history.length <= {entries + 1}")  # one entry of its own at most
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-first')")
    page.wait_for_function("() => !document.documentElement.hasAttribute('data-busy')")
    assert page.locator("#overlay [role=dialog]").count() == 0 and page.locator("#setup").count() == 1
    page.go_back()  # nothing open: the page before the game
    page.wait_for_url("**/web/blank.html")


@pytest.mark.browser_context_args(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
def test_help_on_a_touch_screen_says_how_to_play_by_touch_not_the_keys(page: Any, site: str, guard: Any) -> None:
    page.goto(site + "web/blank.html")
    page.evaluate("() => localStorage.clear()")
    page.goto(site + "?lang=ru")
    page.wait_for_selector(READY, timeout=60_000)
    page.locator('[data-action="menu"]:visible').first.click()
    page.locator('[data-action="show-help"]:visible').first.click()
    assert page.locator("#overlay .help-touch").is_visible()
    assert "Коснитесь карты" in (page.locator("#overlay .help-touch").text_content() or "")
    assert not page.locator("#overlay .help-keys").is_visible()
