#!/usr/bin/env python3
"""Load-time benchmark: the game page versus a bare page that only starts the same Pyodide.

    .venv/bin/python scripts/bench_load.py [--runs 3] [--query "mode=2&seed=1&bots=easy"]

For each page it measures, in a headless Debian chromium on 127.0.0.1 (no other host reachable):
- first paint (the loading screen) — from navigation start;
- ready — the game's table is rendered and clickable (the page sets data-ready-ms), or, for the
  bare page (web/bench/bare.html), Pyodide has started; "pyscript" (web/bench/min.html) is PyScript
  with the same local Pyodide and an empty script, to show what PyScript itself costs;
cold (a fresh browser context: empty cache) and warm (a reload in the same context), as the
median of --runs. It prints a table and the ratio game / bare.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from typing import Any

from browser_harness import CHROMIUM_ARGS, guarded_page, start_site


def _measure(page: Any, url: str, reload: bool = False) -> tuple[float, float]:
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_selector("html[data-py-ready]", timeout=120_000)
    ready = float(page.evaluate("() => Number(document.documentElement.dataset.readyMs)"))
    paint = page.evaluate(
        "() => { const e = performance.getEntriesByName('first-contentful-paint')[0]"
        " || performance.getEntriesByName('first-paint')[0]; return e ? e.startTime : null }")
    return (float(paint) if paint is not None else float("nan")), ready


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="time to the loading screen and to a clickable first deal")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--query", default="mode=2&seed=1&bots=easy&speed=normal")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    base = start_site()
    pages = {"game": base + "?" + args.query, "bare": base + "web/bench/bare.html",
             "pyscript": base + "web/bench/min.html"}
    results: dict[str, dict[str, list[float]]] = {k: {"paint": [], "cold": [], "warm": [], "wpaint": []} for k in pages}
    offsite: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        for _ in range(args.runs):
            for name, url in pages.items():  # interleaved, so both see the same machine load
                page = guarded_page(browser, offsite, viewport={"width": 1280, "height": 800})
                paint, cold = _measure(page, url)
                wpaint, warm = _measure(page, url, reload=True)
                results[name]["paint"].append(paint)
                results[name]["cold"].append(cold)
                results[name]["warm"].append(warm)
                results[name]["wpaint"].append(wpaint)
                page.context.close()
        browser.close()
    med = {k: {m: statistics.median(v) for m, v in r.items()} for k, r in results.items()}
    print(f"median of {args.runs} runs, ms from navigation start (chromium headless, 127.0.0.1)")
    print(f"{'page':<9} {'loading screen':>15} {'ready cold':>11} {'ready warm':>11}")
    for name in pages:
        m = med[name]
        print(f"{name:<9} {m['paint']:>15.0f} {m['cold']:>11.0f} {m['warm']:>11.0f}")
    print(f"ratio game/bare: cold {med['game']['cold'] / med['bare']['cold']:.2f}, "
          f"warm {med['game']['warm'] / med['bare']['warm']:.2f}")
    if offsite:
        print(f"WARNING: requests off 127.0.0.1: {offsite[:5]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
