"""A new deployed version: the page says so, and after the reload only the new cache is left."""
from __future__ import annotations

import http.server
import re
import threading
from functools import partial
from pathlib import Path
from typing import Any

import build_dist
import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.browser_context_args(service_workers="allow")
def test_new_version_is_announced_and_old_cache_removed(page: Any, guard: Any, tmp_path: Path) -> None:
    out = build_dist.build(tmp_path / "site")
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), partial(http.server.SimpleHTTPRequestHandler, directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/?mode=2&seed=3&speed=instant&bots=easy"
    try:
        page.goto(url)
        page.wait_for_selector("html[data-py-ready]", timeout=60_000)
        page.wait_for_function("() => navigator.serviceWorker.ready.then(r => !!r.active)", timeout=60_000)
        old = page.evaluate("() => caches.keys()")
        assert len(old) == 1
        # deploy a new version: another script and a new version stamp
        (out / "web" / "motion.js").write_text((out / "web" / "motion.js").read_text() + "\n/* v2 */\n")
        ver = out / "vendor" / "sw-version.js"
        ver.write_text(re.sub(r'self.VERSION = "[^"]*"', 'self.VERSION = "v2-test"', ver.read_text()))
        page.reload()
        page.wait_for_selector("html[data-py-ready]", timeout=60_000)
        page.wait_for_selector("#update button", timeout=60_000)
        with page.expect_navigation(timeout=60_000):  # the page reloads itself under the new version
            page.click("#update button")
        page.wait_for_function("() => caches.keys().then(k => k.length === 1 && k[0] === 'debertz-v2-test')",
                               timeout=60_000)
        page.wait_for_selector("html[data-py-ready]", timeout=60_000)
        script = page.evaluate("() => fetch('web/motion.js').then(r => r.text())")
        assert "/* v2 */" in script
    finally:
        server.shutdown()
        server.server_close()
