"""The page loads offline from 127.0.0.1, shows the loading screen at once, and Python starts."""
from __future__ import annotations

from typing import Any

import pytest


def test_page_loads_and_python_starts(page: Any, site: str, guard: Any) -> None:
    page.goto(site)
    # The loading screen is plain HTML: present before Python runs.
    assert page.locator("#table").get_attribute("data-phase") is not None
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    assert page.locator("#table[data-phase]").count() == 1
    assert page.locator("#table").get_attribute("data-phase") != "loading"
    assert guard.requests, "no request was recorded"


def test_dist_site_works(page: Any, guard: Any, tmp_path_factory: Any) -> None:
    """scripts/build_dist.py makes a folder that plays on its own (served as plain files)."""
    import threading

    import build_dist

    out = build_dist.build(tmp_path_factory.mktemp("dist") / "site")
    import http.server
    from functools import partial

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(http.server.SimpleHTTPRequestHandler,
                                                                       directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/?mode=3&seed=2&speed=instant&bots=easy")
        page.wait_for_selector("html[data-py-ready]", timeout=60_000)
        page.wait_for_selector("#hand button[data-card]")
        assert page.locator("#table").get_attribute("data-phase") in ("bidding", "play")
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.browser_context_args(service_workers="allow")
def test_offline_after_first_visit(page: Any, site: str, guard: Any) -> None:
    """After one visit the service worker has the whole site: offline, a reload plays a deal."""
    page.goto(site + "?mode=2&target=one_deal&seed=5&speed=instant&bots=easy")
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    from conftest import wait_until_cached  # type: ignore[import-not-found]

    wait_until_cached(page)
    page.context.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector("html[data-py-ready]", timeout=60_000)
        import random

        from conftest import Table  # type: ignore[import-not-found]

        t = Table(page, site)
        t.play_match(random.Random(5))
        assert t.phase() == "match-over"
    finally:
        page.context.set_offline(False)
