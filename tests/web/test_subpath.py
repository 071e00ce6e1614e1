"""The built site works from a sub-path, as a GitHub Pages project site is served (``/<repo>/``), offline too.

``dist/`` (scripts/build_dist.py) is put under ``/debertz/`` of a plain static server, with nothing at the
root: every URL the page, its worker and its service worker use must be relative to the page.
"""
from __future__ import annotations

import http.server
import random
import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import build_dist
import pytest

ROOT = Path(__file__).resolve().parents[2]
PREFIX = "debertz/"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def subpath_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of the built site served under /debertz/ by Python's plain file server."""
    top = tmp_path_factory.mktemp("pages")
    build_dist.build(top / PREFIX.strip("/"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(top)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/{PREFIX}"
    server.shutdown()
    server.server_close()


def outside(requests: list[str], base: str) -> list[str]:
    """Requests to the server that are not under the sub-path."""
    host = base.split("/" + PREFIX)[0]
    return [u for u in requests if u.startswith(host) and not u.startswith(base)]


def test_a_match_plays_under_a_sub_path(page: Any, guard: Any, subpath_site: str) -> None:
    from conftest import Table  # type: ignore[import-not-found]

    page.goto(subpath_site + "?mode=2&target=one_deal&seed=4&speed=instant&bots=easy")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    t = Table(page, subpath_site)
    t.play_match(random.Random(4))
    assert t.phase() == "match-over"
    assert outside(guard.requests, subpath_site) == []


@pytest.mark.browser_context_args(service_workers="allow")
def test_offline_under_a_sub_path(page: Any, guard: Any, subpath_site: str) -> None:
    """The service worker's scope is the sub-path: after one visit, a reload offline plays a deal."""
    from conftest import Table, wait_until_cached  # type: ignore[import-not-found]

    page.goto(subpath_site + "?mode=3&target=one_deal&seed=6&speed=instant&bots=easy")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    scope = page.wait_for_function(
        "() => navigator.serviceWorker.ready.then(r => r.active ? r.scope : false)", timeout=60_000).json_value()
    assert scope == subpath_site
    wait_until_cached(page)
    page.context.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector("html[data-py-ready]", timeout=60_000)
        t = Table(page, subpath_site)
        t.play_match(random.Random(6))
        assert t.phase() == "match-over"
    finally:
        page.context.set_offline(False)
    assert outside(guard.requests, subpath_site) == []
