"""Browser tests: the site served on 127.0.0.1 and driven by Debian's chromium through Playwright.

- The site is built by scripts/build_site.py and served by scripts/serve.py's server on a free port
  for the whole session.
- Every request of the browser context is logged; any host other than 127.0.0.1 / localhost fails
  the test (and chromium is told to resolve every other host to nothing).
- Console errors and page errors fail the test.
- Each test process keeps one browser tab (``page``) for the tests that only open links and click: its
  storage is emptied before each test, and its renderer process keeps the compiled Pyodide, so Python
  starts in about half the time of a fresh tab. A test that changes the tab or its context for good
  (an init script, a route, the clock, media emulation, permissions, offline), asks for context options
  (the ``browser_context_args`` marker) or fails gets a tab of its own or leaves a new one behind.
"""
from __future__ import annotations

import os
import shutil
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import build_site
import pytest
import serve

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("DEBERTZ_CHROMIUM", "/usr/bin/chromium")
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]


@pytest.hookimpl(tryfirst=True)  # before `-m` selects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test here is a ``browser`` test (`pytest -m browser` runs them, `-m "not browser"` the rest);
    all are skipped when chromium is missing."""
    here = [item for item in items if "tests/web/" in str(item.fspath).replace(os.sep, "/")]
    for item in here:
        item.add_marker(pytest.mark.browser)
    if Path(CHROMIUM).exists() or shutil.which(CHROMIUM):
        return
    skip = pytest.mark.skip(reason=f"{CHROMIUM} missing: run `bash scripts/setup-web.sh`")
    for item in here:
        item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    args = list(browser_type_launch_args.get("args") or []) + CHROMIUM_ARGS
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": args}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    # The service worker copies the whole site (~15 MB) into its cache on every fresh context;
    # only the offline test needs it (it asks for it with a browser_context_args marker).
    return {**browser_context_args, "service_workers": "block", "accept_downloads": True}


# What changes a tab or its context beyond one test: such a tab is not handed to the next test.
TAINTING = {"Page": ("add_init_script", "route", "route_from_har", "route_web_socket", "expose_function",
                     "expose_binding", "set_extra_http_headers", "emulate_media"),
            "BrowserContext": ("add_init_script", "route", "route_from_har", "route_web_socket",
                               "expose_function", "expose_binding", "set_extra_http_headers",
                               "grant_permissions", "set_offline", "set_geolocation", "add_cookies")}
TAINTED = "_debertz_tainted"
LISTENERS = "_debertz_listeners"  # (event, handler) added by the running test, taken off after it


def _watch_tabs() -> None:
    """Mark a page or context whose state a test changed beyond what emptying the storage undoes; record
    the event handlers tests add to a page or context, so that the shared tab sheds them after each test."""
    from playwright.sync_api import BrowserContext, Page

    def marking(orig: Any, owner: Any) -> Any:
        def method(self: Any, *args: Any, **kwargs: Any) -> Any:
            setattr(owner(self), TAINTED, True)
            return orig(self, *args, **kwargs)
        method.__wrapped__ = orig  # type: ignore[attr-defined]
        return method

    def recording(orig: Any) -> Any:
        def on(self: Any, event: str, handler: Any) -> Any:
            listeners = getattr(self, LISTENERS, None)
            if listeners is not None:
                listeners.append((event, handler))
            return orig(self, event, handler)
        on.__wrapped__ = orig  # type: ignore[attr-defined]
        return on

    for cls, owner in ((Page, lambda p: p.context), (BrowserContext, lambda c: c)):
        for name in TAINTING[cls.__name__]:
            orig = cls.__dict__.get(name)
            if orig is not None and not hasattr(orig, "__wrapped__"):
                setattr(cls, name, marking(orig, owner))
        for name in ("on", "once"):
            orig = cls.__dict__.get(name)
            if orig is not None and not hasattr(orig, "__wrapped__"):
                setattr(cls, name, recording(orig))
        clock = cls.__dict__.get("clock")  # a property: the clock once installed stays
        if isinstance(clock, property) and not hasattr(clock.fget, "__wrapped__"):
            cls.clock = property(marking(clock.fget, owner))  # type: ignore[attr-defined]


_watch_tabs()


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    if outcome.get_result().failed:  # the shared tab is not handed on after a failure
        item.stash[FAILED] = True


class SharedTab:
    """One context and one tab per test process, handed from test to test with its storage emptied."""

    def __init__(self, browser: Any, context_args: dict[str, Any]) -> None:
        self.browser = browser
        self.context_args = context_args
        self.context: Any = None
        self.page: Any = None

    def take(self, site: str) -> Any:
        if self.page is None or self.page.is_closed() or getattr(self.context, TAINTED, False):
            self.drop()
            self.context = self.browser.new_context(**self.context_args)
            self.page = self.context.new_page()
        page = self.page
        # a document of the site, so that the renderer process (and the Pyodide compiled in it) is kept
        page.goto(site + "web/blank.html")
        cdp = self.context.new_cdp_session(page)
        try:
            cdp.send("Storage.clearDataForOrigin", {"origin": site.rstrip("/"), "storageTypes": "all"})
        finally:
            cdp.detach()
        page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        page.set_viewport_size(self.context_args.get("viewport") or {"width": 1280, "height": 720})
        setattr(page, LISTENERS, [])
        setattr(self.context, LISTENERS, [])
        return page

    def give_back(self, failed: bool) -> None:
        page, context = self.page, self.context
        if page is None:
            return
        for owner in (page, context):
            for event, handler in getattr(owner, LISTENERS, None) or []:
                owner.remove_listener(event, handler)
            setattr(owner, LISTENERS, None)
        for other in context.pages:  # tabs the test opened
            if other is not page:
                other.close()
        if failed:
            self.drop()

    def drop(self) -> None:
        if self.context is not None:
            self.context.close()
        self.context = self.page = None


@pytest.fixture(scope="session")
def _shared_tab(browser: Any, browser_context_args: dict[str, Any]) -> Iterator[SharedTab]:
    tab = SharedTab(browser, browser_context_args)
    yield tab
    tab.drop()


@pytest.fixture
def page(request: pytest.FixtureRequest) -> Iterator[Any]:
    """The shared tab, or a tab in a fresh context for a test that asks for context options or the context."""
    own = (request.node.get_closest_marker("browser_context_args") is not None
           or {"context", "new_context"} & set(request.fixturenames))
    if own:
        yield request.getfixturevalue("context").new_page()
        return
    tab: SharedTab = request.getfixturevalue("_shared_tab")
    shared = tab.take(request.getfixturevalue("site"))
    yield shared
    tab.give_back(request.node.stash.get(FAILED, False))


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """Base URL of the site, served from the repository on a free port."""
    build_site.prepare()
    server = serve.make_server("127.0.0.1", 0, ROOT, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}/"
    server.shutdown()
    server.server_close()


class Guard:
    """What the page did that a test must not allow."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        self.offsite: list[str] = []
        self.errors: list[str] = []

    def on_request(self, req: Any) -> None:
        url = req.url
        self.requests.append(url)
        parsed = urllib.parse.urlparse(url)
        if parsed.scheme in ("data", "blob", "about"):
            return
        if parsed.hostname not in LOCAL_HOSTS:
            self.offsite.append(url)

    def on_console(self, msg: Any) -> None:
        if msg.type == "error":
            self.errors.append(f"console.error: {msg.text}")

    def on_pageerror(self, err: Any) -> None:
        self.errors.append(f"page error: {err}")

    def check(self) -> None:
        problems = []
        if self.offsite:
            problems.append("requests off 127.0.0.1: " + ", ".join(self.offsite[:10]))
        if self.errors:
            problems.append("errors in the page:\n  " + "\n  ".join(self.errors[:20]))
        if problems:
            pytest.fail("\n".join(problems), pytrace=False)


@pytest.fixture
def guard(page: Any) -> Iterator[Guard]:
    g = Guard()
    page.context.on("request", g.on_request)
    page.on("console", g.on_console)
    page.on("pageerror", g.on_pageerror)
    page.set_default_timeout(30_000)
    CURRENT.append(page)
    yield g
    CURRENT.remove(page)
    g.check()


def pytest_configure(config: pytest.Config) -> None:
    # pytest 9 warns about pytest-playwright 0.10's `base_url` fixture; not ours to fix.
    config.addinivalue_line(
        "filterwarnings", "ignore:Session-scoped fixtures defined as instance methods:DeprecationWarning"
    )


READY = "html[data-py-ready]"

# Python answers the page's events from its Web Worker, so a click's effect reaches the DOM a moment
# later; <html data-busy> is set meanwhile (web/host.js). Every Playwright action below waits for the
# answer before it returns, as a person waits for the table to move.
IDLE = "() => !document.documentElement.hasAttribute('data-busy')"
ACTIONS = ("click", "dblclick", "press", "fill", "check", "uncheck", "select_option", "set_input_files",
           "dispatch_event", "tap", "set_checked", "type")
CURRENT: list[Any] = []  # the test's page, for page.keyboard (a Keyboard does not know its page)


def settle(page: Any) -> None:
    from playwright.sync_api import Error

    for attempt in range(4):
        try:
            page.wait_for_function(IDLE, timeout=30_000, polling=10)
            return
        except Error as e:  # a navigation destroyed the context: ask the new document
            if "Timeout" in str(e) or page.is_closed() or attempt == 3:
                raise


def _wrap_actions() -> None:
    from playwright.sync_api import Keyboard, Locator, Page

    def wrapped(orig: Any, page_of: Any) -> Any:
        def action(self: Any, *args: Any, **kwargs: Any) -> Any:
            out = orig(self, *args, **kwargs)
            page = page_of(self)
            if page is not None and not page.is_closed():
                settle(page)
            return out
        action.__wrapped__ = orig  # type: ignore[attr-defined]
        return action

    owners: list[tuple[type, Any]] = [(Page, lambda p: p), (Locator, lambda loc: loc.page),
                                      (Keyboard, lambda _k: CURRENT[-1] if CURRENT else None)]
    for cls, page_of in owners:
        for name in ACTIONS:
            orig = cls.__dict__.get(name)
            if orig is not None and not hasattr(orig, "__wrapped__"):
                setattr(cls, name, wrapped(orig, page_of))


_wrap_actions()
HUMAN_CAN_ACT = """() => {
  const p = document.querySelector('#table').dataset.phase;
  if (p === 'deal-over' || p === 'match-over') return p;
  if (document.querySelector('#controls [data-action], #hand button[data-card]:not([disabled])')) return p;
  return false;
}"""


class Table:
    """Drives the page like a person: open a link, wait for the human's turn, read the state."""

    def __init__(self, page: Any, site: str) -> None:
        self.page = page
        self.site = site

    def open(self, query: str = "", fresh: bool = True) -> None:
        if fresh:
            self.page.goto(self.site + "web/blank.html")
            self.page.evaluate("() => localStorage.clear()")
        self.page.goto(self.site + ("?" + query if query else ""))
        self.wait_ready()

    def wait_ready(self) -> None:
        self.page.wait_for_selector(READY, timeout=60_000)

    def phase(self) -> str:
        return str(self.page.locator("#table").get_attribute("data-phase"))

    def wait_turn(self, timeout: float = 60_000) -> str:
        """Wait until the person can act (or the deal/match is over); returns the phase."""
        handle = self.page.wait_for_function(HUMAN_CAN_ACT, timeout=timeout)
        return str(handle.json_value())

    def legal_cards(self) -> list[str]:
        return list(self.page.eval_on_selector_all(
            "#hand button[data-card]:not([disabled])", "els => els.map(e => e.dataset.card)"))

    def hand(self) -> list[str]:
        return list(self.page.eval_on_selector_all("#hand button[data-card]", "els => els.map(e => e.dataset.card)"))

    def controls(self) -> list[str]:
        return list(self.page.eval_on_selector_all("#controls [data-action]", "els => els.map(e => e.dataset.action)"))

    def trick(self) -> list[str]:
        return list(self.page.eval_on_selector_all(".trick .played [data-show]", "els => els.map(e => e.dataset.show)"))

    def scores(self) -> list[int]:
        texts = self.page.eval_on_selector_all("#scores b[data-side]", "els => els.map(e => e.textContent)")
        return [int(x.replace("\u2212", "-")) for x in texts]  # a negative score has a minus sign

    def snapshot(self) -> dict[str, Any]:
        return {"phase": self.phase(), "hand": self.hand(), "legal": self.legal_cards(),
                "controls": self.controls(), "trick": self.trick(), "scores": self.scores(),
                "status": self.page.locator("#status").text_content() if self.page.locator("#status").count() else ""}

    def choose(self, rng: Any) -> tuple[str, str]:
        """A legal choice for the person: ("action", name) or ("card", code)."""
        controls = self.controls()
        cards = self.legal_cards()
        if "bella" in controls:
            return "action", "bella"
        bids = [c for c in controls if c in ("take", "pass") or c.startswith("trump:")]
        if bids:
            return "action", rng.choice(bids)
        if "swap7" in controls and rng.random() < 0.5:
            return "action", "swap7"
        if "redeal" in controls and rng.random() < 0.3:
            return "action", "redeal"
        if cards:
            return "card", rng.choice(cards)
        return "action", controls[0]

    def message_line(self) -> str:
        """The page's message (shown), which must be one line of text; returns it."""
        msg = self.page.locator("#message")
        assert msg.is_visible()
        text = str(msg.locator(".msg-text").text_content() or "")
        assert text and "\n" not in text, text
        return text

    def act(self, rng: Any) -> tuple[str, str]:
        """Click a legal choice for the person (``choose``); returns it."""
        kind, what = self.choose(rng)
        if kind == "action":
            self.page.click(f'#controls [data-action="{what}"]')
        else:
            self.page.click(f'#hand button[data-card="{what}"]')
        return kind, what

    def play_match(self, rng: Any, max_steps: int = 800) -> None:
        """Play the person's seat by clicking until the match-end screen."""
        for _ in range(max_steps):
            phase = self.wait_turn()
            if phase == "match-over":
                return
            if phase == "deal-over":
                self.page.click('[data-action="next-deal"]')
                continue
            self.act(rng)
        raise AssertionError("the match did not end")

    def export_record(self) -> dict[str, Any]:
        import json

        with self.page.expect_download() as info:
            self.page.click('[data-action="export-record"] >> nth=0')
        path = info.value.path()
        return dict(json.loads(Path(path).read_text()))


@pytest.fixture
def table(page: Any, site: str, guard: Guard) -> Table:
    return Table(page, site)


def wait_until_cached(page: Any) -> None:
    """Wait until the service worker is active and its cache holds every file it lists (and "./"),
    so that the site plays with the network gone."""
    page.wait_for_function("() => navigator.serviceWorker.ready.then(r => !!r.active)", timeout=60_000)
    assets = len(build_site.site_assets()) + 1
    page.wait_for_function(
        "async (n) => { const keys = await caches.keys(); if (!keys.length) return false;"
        " const c = await caches.open(keys[0]); return (await c.keys()).length >= n }", arg=assets, timeout=60_000)
