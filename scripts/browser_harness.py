"""What the browser scripts share: the site served on 127.0.0.1, Debian's chromium with no other
host reachable, a page that records console errors and off-site requests, and small statistics.

Used by bench_load.py, soak_browser.py, bench_bots_browser.py and tests/web/test_responsive.py.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import build_site  # neighbours in scripts/, on the path of a script run from there
import serve

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]
LOCAL_PREFIXES = ("http://127.0.0.1", "data:", "blob:")

# Installed before the page's scripts: every main-thread long task with its start time.
OBSERVE_LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: false});
"""


def start_site() -> str:
    """Prepare vendor/ and serve the repository on a free port; returns the base URL."""
    build_site.prepare()
    server = serve.make_server("127.0.0.1", 0, ROOT, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


def guarded_page(browser: Any, offsite: list[str], errors: list[str] | None = None, **context: Any) -> Any:
    """A new page in a new context that logs requests off 127.0.0.1 and, if asked, page errors."""
    ctx = browser.new_context(**context)
    ctx.on("request", lambda r: offsite.append(r.url) if not r.url.startswith(LOCAL_PREFIXES) else None)
    page = ctx.new_page()
    if errors is not None:
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    xs = sorted(values)
    k = max(0, min(len(xs) - 1, int(-(-q * len(xs) // 100)) - 1))
    return xs[k]
