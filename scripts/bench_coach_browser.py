#!/usr/bin/env python3
"""Coach timing in the browser (Pyodide): rating a whole deal, thought in slices.

    nice -n 10 .venv/bin/python scripts/bench_coach_browser.py [--deals 4]

Opens the bare Pyodide page (web/bench/bare.html), loads the game's own package (vendor/app.zip),
plays deals with normal bots at every seat from fixed seeds, then rates the person's (seat 0)
decisions with the coach the way the page does: slices of at most ~30 ms of Python, the page
getting control back between them. Prints, per mode, the wall time to rate a whole deal (median
and maximum) and the longest main-thread task (Long Tasks API). The same deals are rated in
CPython first (the baseline of the same run). Exits 1 over 5 s per deal or a task over 200 ms.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from bench_coach import played_deals, time_deal
from browser_harness import CHROMIUM_ARGS, OBSERVE_LONG_TASKS, guarded_page, start_site

DEAL_S, TASK_MS = 5.0, 200.0
MODES = ("2", "3", "4", "2x2")

SETUP = """
import json
import debertz.bots.search  # loaded with the table's bots before the coach ever runs in the page
from debertz.learn.coach import rate_deal
SLICE = 0.03
_job = None
def start(text):
    global _job
    _job = rate_deal(json.loads(text), 0, 0)
def work():
    import time
    t = time.perf_counter()
    while time.perf_counter() - t < SLICE:
        try:
            next(_job)
        except StopIteration as stop:
            return len(stop.value)
    return -1
"""

RUN = """async ([base, setup, docs]) => {
  const {loadPyodide} = await import(base + "vendor/pyodide/pyodide.mjs");
  const py = await loadPyodide({indexURL: base + "vendor/pyodide/"});
  const zip = await (await fetch(base + "vendor/app.zip")).arrayBuffer();
  py.unpackArchive(zip, "zip");
  py.runPython(setup);
  const start = py.globals.get("start"), work = py.globals.get("work");
  const ready = performance.now();
  const out = [];
  for (const doc of docs) {
    const t0 = performance.now();
    start(doc);
    let n = -1;
    while (n < 0) {
      n = work();
      await new Promise(r => setTimeout(r, 0));
    }
    out.push([performance.now() - t0, n]);
  }
  const tasks = (window.__longTasks || []).filter(t => t[0] >= ready).map(t => t[1]);
  return {deals: out, longest: tasks.length ? Math.max(...tasks) : 0, long: tasks.length};
}"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="coach timing in the browser")
    ap.add_argument("--deals", type=int, default=4, help="played-out deals per mode (default 4)")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    base = start_site()
    failed = False
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        offsite: list[str] = []
        errors: list[str] = []
        for mode in MODES:
            docs = played_deals(mode, args.deals)
            cpython = sorted(time_deal(d)[0] for d in docs)
            page = guarded_page(browser, offsite, errors)
            page.add_init_script(OBSERVE_LONG_TASKS)
            page.goto(base + "web/bench/bare.html")
            page.wait_for_selector("html[data-py-ready]", timeout=60_000)
            t = time.perf_counter()
            res = page.evaluate(RUN, [base, SETUP, [json.dumps(d) for d in docs]])
            secs = sorted(ms / 1000 for ms, _ in res["deals"])
            decisions = sum(n for _, n in res["deals"])
            print(f"mode {mode:>3}: rating a whole deal in the browser takes median {statistics.median(secs):.2f} s, "
                  f"max {secs[-1]:.2f} s ({len(secs)} deals, {decisions} decisions; CPython median "
                  f"{statistics.median(cpython):.2f} s); longest main-thread task {res['longest']:.0f} ms "
                  f"({res['long']} over 50 ms); run {time.perf_counter() - t:.0f} s", flush=True)
            failed |= secs[-1] > DEAL_S or res["longest"] > TASK_MS
            page.context.close()
        browser.close()
    if offsite or errors:
        print(f"off-site requests: {offsite[:3]}; page errors: {errors[:3]}")
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
