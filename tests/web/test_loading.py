"""The loading screen: painted at once, goes through the real stages in order, its bar only moves
forward, and something on it moves on the compositor while Python's start holds the page."""
from __future__ import annotations

from typing import Any

# Installed before the page's scripts: every text and bar value of the loading screen, in order.
RECORD = """
window.__stages = [];
const rec = () => {
  const t = document.getElementById('loading-text'), b = document.getElementById('loading-bar');
  if (!t || !b) return;
  const last = window.__stages[window.__stages.length - 1];
  const now = [t.textContent, Number(b.getAttribute('aria-valuenow'))];
  if (!last || last[0] !== now[0] || last[1] !== now[1]) window.__stages.push(now);
};
new MutationObserver(rec).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""
STAGES = ["Downloading Python…", "Starting Python…", "Loading the game…"]


def test_loading_screen_stages_in_order(page: Any, site: str, guard: Any) -> None:
    page.add_init_script(RECORD)
    page.goto(site + "?mode=2&speed=instant&seed=4&lang=en")
    # a moving part that needs no main thread: a running CSS animation of a transform
    moving = page.evaluate("""() => document.getAnimations().filter(a => a.playState === 'running')
                                  .map(a => a.animationName)""")
    assert "loading-shine" in moving
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    stages = page.evaluate("() => window.__stages")
    texts = [t for t, _ in stages]
    seen = [s for s in STAGES if s in texts]
    assert seen == STAGES, stages  # every stage shown ...
    assert [texts.index(s) for s in STAGES] == sorted(texts.index(s) for s in STAGES)  # ... in order
    values = [v for _, v in stages if v]
    assert values == sorted(values) and values[-1] >= 85, stages  # forward only, nearly full at the end
    assert page.locator("#loading").count() == 0  # replaced by the table
    times = page.evaluate("() => JSON.parse(localStorage.getItem('debertz.loadTimes'))")
    assert set(times) == {"download", "python", "game"} and all(v >= 0 for v in times.values())


def test_loading_screen_in_russian(page: Any, site: str, guard: Any) -> None:
    page.add_init_script(RECORD)
    page.goto(site + "?mode=2&speed=instant&seed=4&lang=ru")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    texts = [t for t, _ in page.evaluate("() => window.__stages")]
    assert "Запуск Python…" in texts and "Загрузка игры…" in texts, texts


def test_python_that_cannot_start_says_so_in_one_line(page: Any, site: str) -> None:
    """The game's zip missing (a broken upload): the loading screen says why in one line, never a blank page."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.route("**/vendor/app.zip", lambda route: route.fulfill(status=404, body="not here"))
    page.goto(site + "?mode=2&speed=instant&seed=4&lang=ru")
    page.wait_for_selector("html[data-py-failed]", timeout=60_000)
    text = page.locator("#message").inner_text()
    assert text == ("Игра не запустилась: файлы игры загрузились не полностью. "
                    "Перезагрузите страницу, чтобы попробовать снова."), text
    assert "Traceback" not in page.locator("body").inner_text()
    assert page.locator("#loading").is_visible()  # the screen stays, with the reason on it
    assert not errors, errors


def test_python_runs_off_the_page(page: Any, site: str, guard: Any) -> None:
    """Python (and so its start and the bots) lives in a Web Worker: the page's own scripts never load Pyodide."""
    page.goto(site + "?mode=2&speed=instant&seed=4")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    assert page.evaluate("() => typeof window.loadPyodide === 'undefined' && !('pyodide' in window)")
    assert [w.url.rsplit("/", 1)[-1] for w in page.workers] == ["worker.js"]
    # the page holds no Python: every document script is one of ours, none is Pyodide's
    scripts = page.evaluate("() => [...document.scripts].map(s => s.src.split('/').pop())")
    assert "pyodide.mjs" not in scripts and "host.js" in scripts, scripts
