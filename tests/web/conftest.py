"""Browser tests: the site served on 127.0.0.1 and driven by Debian's chromium through Playwright.

- The site is served by scripts/serve.py's server on a free port for the whole session.
- Every request of the browser context is logged; any host other than 127.0.0.1 / localhost fails
  the test (and chromium is told to resolve every other host to nothing).
- Console errors and page errors fail the test.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

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


def _load_serve() -> Any:
    spec = importlib.util.spec_from_file_location("debertz_serve", ROOT / "scripts" / "serve.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules["debertz_serve"] = mod
    spec.loader.exec_module(mod)
    return mod


serve = _load_serve()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if Path(CHROMIUM).exists() or shutil.which(CHROMIUM):
        return
    skip = pytest.mark.skip(reason=f"{CHROMIUM} missing: run `bash scripts/setup-web.sh`")
    for item in items:
        if "tests/web" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    args = list(browser_type_launch_args.get("args") or []) + CHROMIUM_ARGS
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": args}


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """Base URL of the site, served from the repository on a free port."""
    serve.prepare()
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
    yield g
    g.check()


def pytest_configure(config: pytest.Config) -> None:
    # pytest 9 warns about pytest-playwright 0.10's `base_url` fixture; not ours to fix.
    config.addinivalue_line(
        "filterwarnings", "ignore:Session-scoped fixtures defined as instance methods:DeprecationWarning"
    )
