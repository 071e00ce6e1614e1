"""The loading screen: painted at once, goes through the real stages in order, its bar only moves
forward, and something on it moves on the compositor while Python's start holds the page."""
from __future__ import annotations

import tomllib
import urllib.parse
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

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
STAGES = ["Downloading the game…", "Starting up…", "Setting the table…"]
# A pass-and-play link: its first screen, a curtain, is Python's to draw, so the loading screen shows
# until then (a plain shared link shows its table's seats instead: tests/web/test_first_visits.py).
LOADING = "?mode=2&people=Ann&speed=instant&seed=4"


def test_loading_screen_stages_in_order(page: Any, site: str, guard: Any) -> None:
    page.add_init_script(RECORD)
    page.goto(site + LOADING + "&lang=en")
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
    page.goto(site + LOADING + "&lang=ru")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    texts = [t for t, _ in page.evaluate("() => window.__stages")]
    assert "Запуск…" in texts and "Готовим стол…" in texts, texts


@pytest.mark.parametrize("link, first", [(LOADING, "#loading"), ("?mode=2&speed=instant&seed=4", "#table")])
def test_python_that_cannot_start_says_so_in_one_line(page: Any, site: str, link: str, first: str) -> None:
    """The game's zip missing (a broken upload): the first screen (the loading screen, or a shared link's
    table) stays and says why in one line, never a blank page."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.route("**/vendor/app.zip", lambda route: route.fulfill(status=404, body="not here"))
    page.goto(site + link + "&lang=ru")
    page.wait_for_selector("html[data-py-failed]", timeout=60_000)
    text = page.locator("#message").inner_text()
    assert text == ("Игра не запустилась: файлы игры загрузились не полностью. "
                    "Перезагрузите страницу, чтобы попробовать снова."), text
    assert "Traceback" not in page.locator("body").inner_text()
    assert page.locator(first).is_visible()  # the screen stays, with the reason on it
    assert not errors, errors


def test_pyscript_runs_the_game_in_a_worker(page: Any, site: str, guard: Any) -> None:
    """PyScript loads the game: the page reads pyscript.toml, PyScript's own files run, and its worker
    (not the page) loads Pyodide through the interpreter module pyscript.toml names, then runs web/main.py."""
    page.goto(site + "?mode=2&speed=instant&seed=4")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    assert not page.evaluate("() => document.documentElement.hasAttribute('data-py-failed')")
    paths = [urllib.parse.urlparse(u).path for u in guard.requests]
    for wanted in ("/pyscript.toml", "/vendor/pyscript/core.js", "/web/interpreter.mjs", "/web/main.py",
                   "/vendor/pyodide/pyodide.mjs", "/vendor/app.zip"):
        assert wanted in paths, (wanted, paths)
    # PyScript's worker (a blob: module it makes), the only one; the page itself holds no Python
    assert [w.url.split(":", 1)[0] for w in page.workers] == ["blob"]
    assert page.evaluate("() => typeof window.loadPyodide === 'undefined' && !('pyodide' in window)")
    assert page.evaluate("() => !!document.querySelector('script[type=py][worker][src=\"./web/main.py\"]').xworker")
    # PyScript's JavaScript is the shipped copy, with nothing asked of a plugin that is switched off
    pyscript = [x for x in paths if x.startswith("/vendor/pyscript/")]
    assert pyscript and all((ROOT / x.lstrip("/")).is_file() for x in pyscript), pyscript


def test_the_pages_main_thread_compiles_no_webassembly(page: Any, site: str, guard: Any) -> None:
    """Pyodide's WebAssembly is compiled in a worker (web/compile.js) and downloaded once: compiled on
    the page, the decoding of each arriving piece would hold up the first screen's clicks on a phone."""
    page.add_init_script("""(() => {
      window.__compiles = 0;
      for (const name of ["compile", "compileStreaming", "instantiate", "instantiateStreaming"]) {
        const real = WebAssembly[name];
        WebAssembly[name] = function (...args) { window.__compiles++; return real.apply(this, args); };
      }
    })()""")
    page.goto(site + "?mode=2&speed=instant&seed=4")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    assert page.evaluate("() => window.__compiles") == 0
    wasm = [u for u in guard.requests if urllib.parse.urlparse(u).path.endswith("/pyodide.asm.wasm")]
    assert len(wasm) == 1, wasm


def test_only_the_interpreter_module_loads_pyodide() -> None:
    """Of the project's scripts, only the module pyscript.toml names as its interpreter calls
    loadPyodide (PyScript calls it through that module); nothing else starts Python by hand."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    named = (ROOT / config["interpreter"]).resolve()
    assert named == (ROOT / "web" / "interpreter.mjs").resolve()
    scripts = [ROOT / "index.html", ROOT / "sw.js", *sorted((ROOT / "web").glob("*.js")),
               *sorted((ROOT / "web").glob("*.mjs"))]
    callers = [p.relative_to(ROOT).as_posix() for p in scripts if "loadPyodide" in p.read_text(encoding="utf-8")]
    assert callers == ["web/interpreter.mjs"], callers
    assert not (ROOT / "web" / "worker.js").exists()
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<py-config src="./pyscript.toml">' in index and 'src="./vendor/pyscript/core.js"' in index
    assert "[files]" in (ROOT / "pyscript.toml").read_text() and config["files"] == {"./vendor/app.zip": "./*"}
