#!/usr/bin/env python3
"""The first minute on a phone: the page's start on a slowed CPU and a slow mobile line.

    nice -n 10 .venv/bin/python scripts/bench_phone.py [--runs 3] [--site DIR]

A frozen copy of the site (dist/ from build_dist.py, or --site DIR: another build, e.g. an earlier
commit's dist/) served on 127.0.0.1 with gzip; Debian's chromium headless at 360x740, through the
Chrome DevTools Protocol: the CPU 4x slower (Emulation.setCPUThrottlingRate) and Lighthouse's
"slow 4G" line (Network.emulateNetworkConditions: 562.5 ms round trip, 1.475 Mbit/s down, 0.675 up;
the figures Lighthouse's devtools throttling uses), no service worker. Each round, in a fresh context:

- first visit, cold (empty cache, nothing stored): first contentful paint; the first useful click (a
  click on the setup screen's "3 players" that the page has answered: the radio is checked and the
  opponents' fieldset shows two seats); the first deal on the table (Deal pressed at once after it:
  the person's cards are on the table);
- first visit, warm (the same context: the browser's cache holds the site; its storage cleared on
  another page of the site): the same;
- returning player (the same context, its match saved): first paint; the table painted (the person's
  cards on the screen); the table playable (a card or a bid of the person can be clicked);
- shared link, cold (a fresh context: `?mode=2&seed=1`): first paint; the table's seats on the screen
  (drawn before Python has started, the cards face down); the first deal playable.

Medians of --runs rounds, ms from navigation start; the load average is printed with them. With
--lighthouse CMD (an installed lighthouse, e.g. `npm install lighthouse@12` somewhere outside the
repository), Lighthouse too, --lighthouse-runs times for mobile and for desktop, against the first
visit in Russian (`/?lang=ru`), offline, with the same chromium: medians and every run.
Exits 1 on a request off 127.0.0.1 or a page that never got there.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_load import print_lighthouse, serve_folder
from browser_harness import CHROMIUM_ARGS, guarded_page

CPU_SLOWDOWN = 4
SLOW_4G = {"offline": False, "latency": 562.5, "downloadThroughput": 1_474_560 / 8, "uploadThroughput": 675_000 / 8}
SHARED = "?mode=2&seed=1&speed=instant"
PLAYABLE = "#hand button[data-card]:not([disabled]), #controls [data-action]"
# Installed before the page's scripts: when the page answered the first change of the setup form.
PROBE = """
window.__answered = null;
document.addEventListener('change', () => {
  requestAnimationFrame(() => { if (window.__answered === null) window.__answered = performance.now(); });
}, true);
"""
PAINT = ("() => { const e = performance.getEntriesByName('first-contentful-paint')[0]; "
         "return e ? e.startTime : null }")
TIMEOUT = 300_000


def throttle(page: Any) -> None:
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW_4G)


def now(page: Any) -> float:
    return float(page.evaluate("() => performance.now()"))


def first_visit(page: Any, url: str, reload: bool) -> dict[str, float]:
    if reload:  # the page is left first (it would store its match again), then its storage cleared
        page.goto(url + "web/blank.html")
        page.evaluate("() => localStorage.clear()")
    page.goto(url, wait_until="commit")
    page.wait_for_selector('#setup input[name="mode"][value="3"]', timeout=TIMEOUT)
    page.click('#setup input[name="mode"][value="3"]', timeout=TIMEOUT)
    page.wait_for_function("() => window.__answered !== null && document.querySelector('#setup select[name=bot2]')"
                           " && !document.querySelector('#setup select[name=bot3]')", timeout=TIMEOUT, polling=50)
    click = float(page.evaluate("() => window.__answered"))
    page.click("#setup [data-action=start]", timeout=TIMEOUT)
    page.wait_for_selector("#hand button[data-card]", timeout=TIMEOUT)
    deal = now(page)
    paint = page.evaluate(PAINT)
    return {"paint": float(paint) if paint is not None else float("nan"), "click": click, "deal": deal}


def returning(page: Any) -> dict[str, float]:
    page.wait_for_function(f"() => document.querySelector('{PLAYABLE}')", timeout=TIMEOUT, polling=100)
    page.reload(wait_until="commit")
    page.wait_for_selector("#hand button[data-card]", timeout=TIMEOUT)
    painted = now(page)
    page.wait_for_function(f"() => document.documentElement.hasAttribute('data-py-ready') && "
                           f"document.querySelector('{PLAYABLE}')", timeout=TIMEOUT, polling=50)
    playable = now(page)
    paint = page.evaluate(PAINT)
    return {"paint": float(paint) if paint is not None else float("nan"), "painted": painted, "playable": playable}


def shared(page: Any, url: str) -> dict[str, float]:
    page.goto(url + SHARED, wait_until="commit")
    page.wait_for_selector("#table .felt .opp", timeout=TIMEOUT)
    seats = now(page)
    page.wait_for_function(f"() => document.querySelector('{PLAYABLE}')", timeout=TIMEOUT, polling=50)
    playable = now(page)
    paint = page.evaluate(PAINT)
    return {"paint": float(paint) if paint is not None else float("nan"), "seats": seats, "playable": playable}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--site", help="a built site to measure (default: dist/ of this tree, built now)")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--lighthouse", metavar="CMD", help="an installed lighthouse command: Lighthouse runs too")
    ap.add_argument("--lighthouse-runs", type=int, default=3)
    ap.add_argument("--no-browser", action="store_true", help="Lighthouse only")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    load0 = os.getloadavg()[0]
    tmp = tempfile.TemporaryDirectory()
    if args.site:
        root = Path(args.site).resolve()
    else:
        import build_dist  # a neighbour in scripts/, on the path of a script run from there

        root = build_dist.build(Path(tmp.name) / "site")
    base = serve_folder(root)
    time.sleep(3)  # the server's gzip cache warms up
    out: dict[str, list[float]] = {}
    offsite: list[str] = []

    def note(prefix: str, got: dict[str, float]) -> None:
        for k, v in got.items():
            out.setdefault(f"{prefix} {k}", []).append(v)

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        for i in range(0 if args.no_browser else args.runs):
            page = guarded_page(browser, offsite, service_workers="block", viewport={"width": 360, "height": 740},
                                is_mobile=True, has_touch=True, locale="ru-RU")
            page.add_init_script(PROBE)
            throttle(page)
            note("first visit, cold:", first_visit(page, base, reload=False))
            note("first visit, warm:", first_visit(page, base, reload=True))
            note("returning player, warm:", returning(page))
            page.context.close()
            page = guarded_page(browser, offsite, service_workers="block", viewport={"width": 360, "height": 740},
                                is_mobile=True, has_touch=True, locale="ru-RU")
            throttle(page)
            note("shared link, cold:", shared(page, base))
            page.context.close()
            print(f"  round {i + 1}/{args.runs} done", file=sys.stderr, flush=True)
        browser.close()
    print(f"\n{root}: median of {args.runs} rounds, ms from navigation start; chromium headless 360x740, "
          f"CPU {CPU_SLOWDOWN}x slower, slow 4G; load average {load0:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end ({os.cpu_count()} cores)")
    for key, values in out.items():
        print(f"{key:<45} {statistics.median(values):>8.0f}   (runs: {', '.join(f'{v:.0f}' for v in values)})")
    if args.lighthouse:
        print_lighthouse(base + "?lang=ru", args.chromium, args.lighthouse_runs, args.lighthouse)
    tmp.cleanup()
    if offsite:
        print(f"FAIL: requests off 127.0.0.1: {offsite[:5]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
