#!/usr/bin/env python3
"""Endurance: one browser page plays bot matches back to back (all four modes in turn).

    .venv/bin/python scripts/soak_browser.py [--minutes 30] [--speed instant]

The page is opened with ``autoplay=easy`` (the person's seat is played by a bot too, and a new
match starts by itself after each one). Prints the matches played, console/page errors, and the
memory at the start and the end: the JS heap (Chrome's metrics) and Pyodide's WebAssembly memory.
Exits 1 on any error in the page or any request off 127.0.0.1.
"""
from __future__ import annotations

import argparse
import time
from typing import Any

from browser_harness import CHROMIUM_ARGS, guarded_page, start_site

# precise memory figures for the heap readings
ARGS = [*CHROMIUM_ARGS, "--enable-precise-memory-info"]


def memory(page: Any, cdp: Any) -> dict[str, float]:
    cdp.send("HeapProfiler.collectGarbage")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    wasm = page.evaluate("() => { const m = document.documentElement.dataset.wasmBytes; return m ? Number(m) : null }")
    return {"js_heap_mb": metrics.get("JSHeapUsedSize", 0) / 1e6,
            "wasm_mb": (wasm or 0) / 1e6,
            "matches": float(page.evaluate("() => Number(document.documentElement.dataset.autoplayMatches || 0)"))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="bot matches back to back in one page")
    ap.add_argument("--minutes", type=float, default=30.0)
    ap.add_argument("--speed", default="instant")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    url = (f"{start_site()}?mode=2&target=301&bots=easy&seed=soak"
           f"&speed={args.speed}&autoplay=easy")
    errors: list[str] = []
    offsite: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=ARGS)
        page = guarded_page(browser, offsite, errors, service_workers="block")
        cdp = page.context.new_cdp_session(page)
        cdp.send("Performance.enable")
        page.goto(url)
        page.wait_for_selector("html[data-py-ready]", timeout=120_000)
        page.wait_for_function("() => Number(document.documentElement.dataset.autoplayMatches || 0) >= 1",
                               timeout=600_000)
        start = memory(page, cdp)
        print(f"start (after 1 match): JS heap {start['js_heap_mb']:.1f} MB, wasm {start['wasm_mb']:.1f} MB",
              flush=True)
        t0 = time.time()
        while time.time() - t0 < args.minutes * 60:
            time.sleep(min(60.0, max(1.0, args.minutes * 60 - (time.time() - t0))))
            m = memory(page, cdp)
            print(f"{(time.time() - t0) / 60:5.1f} min: {int(m['matches'])} matches, JS heap {m['js_heap_mb']:.1f} MB,"
                  f" wasm {m['wasm_mb']:.1f} MB, errors {len(errors)}", flush=True)
        end = memory(page, cdp)
        browser.close()
    print(f"end: {int(end['matches'])} matches in {args.minutes:g} min; JS heap {start['js_heap_mb']:.1f} -> "
          f"{end['js_heap_mb']:.1f} MB, wasm {start['wasm_mb']:.1f} -> {end['wasm_mb']:.1f} MB; "
          f"errors {len(errors)}, off-site requests {len(offsite)}")
    for e in errors[:5]:
        print("  error:", e[:300])
    return 1 if errors or offsite else 0


if __name__ == "__main__":
    raise SystemExit(main())
