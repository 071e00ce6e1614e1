"""The page loads offline from 127.0.0.1, shows the loading screen at once, and Python starts."""
from __future__ import annotations

from typing import Any


def test_page_loads_and_python_starts(page: Any, site: str, guard: Any) -> None:
    page.goto(site)
    # The loading screen is plain HTML: present before Python runs.
    assert page.locator("#table").get_attribute("data-phase") is not None
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    assert page.locator("#table[data-phase]").count() == 1
    assert page.locator("#table").get_attribute("data-phase") != "loading"
    assert guard.requests, "no request was recorded"
