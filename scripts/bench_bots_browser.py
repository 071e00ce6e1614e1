#!/usr/bin/env python3
"""Bots in the browser: main-thread long tasks and bot decision times over a longer run.

    .venv/bin/python scripts/bench_bots_browser.py [--minutes 3] [--level hard]

One page plays bot matches back to back on every seat (``autoplay=LEVEL``, speed instant, the
modes in turn: 2, 3, 4, 2x2). The Long Tasks API watches the main thread from the moment the
table is ready (Pyodide's start-up is before that and not counted). Prints the long tasks (over
50 ms: count, longest, how many over 100 and 200 ms) and, per mode, the bot's decision time
(wall time from the start of thinking to the action, from ``window.__debertzDecisions``):
median, 95th percentile and maximum, for all decisions and for those with a choice to make.
These figures are measured here and not in the tests (tests/web/test_responsive.py checks only that
the page answers the person while the bots play). Exits 1 on a long task
over 200 ms, a median over 300 ms or a 95th percentile over 1 s (the page's limits for the hard bot), or any
error in the page.
"""
from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from browser_harness import CHROMIUM_ARGS, OBSERVE_LONG_TASKS, guarded_page, percentile, start_site

LONG_TASK_MS, MEDIAN_MS, P95_MS = 200.0, 300.0, 1000.0
MODES = ("2", "3", "4", "2x2")

READ = """() => {
  const ready = Number(document.documentElement.dataset.readyMs || 0);
  return {
    tasks: (window.__longTasks || []).filter(t => t[0] >= ready).map(t => t[1]),
    // taken out, so that the page's bounded log never drops any
    decisions: window.__debertzDecisions ? window.__debertzDecisions.splice(0) : [],
    matches: Number(document.documentElement.dataset.autoplayMatches || 0),
  };
}"""


def row(name: str, values: list[float]) -> str:
    if not values:
        return f"  {name:<22} -"
    return (f"  {name:<22} {len(values):6d} {statistics.median(values):8.0f} {percentile(values, 95):8.0f}"
            f" {max(values):8.0f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="long tasks and bot decision times in the browser")
    ap.add_argument("--minutes", type=float, default=3.0)
    ap.add_argument("--level", default="hard", help="the bot level on every seat (default hard)")
    ap.add_argument("--target", default="301", help="match target (default 301)")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    url = (f"{start_site()}?mode=2&target={args.target}&bots={args.level}"
           f"&seed=bench&speed=instant&autoplay={args.level}")
    errors: list[str] = []
    offsite: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        page = guarded_page(browser, offsite, errors, service_workers="block")
        page.add_init_script(OBSERVE_LONG_TASKS)
        page.goto(url)
        page.wait_for_selector("html[data-py-ready]", timeout=120_000)
        t0 = time.monotonic()
        decisions: list[list[Any]] = []
        while (left := args.minutes * 60 - (time.monotonic() - t0)) > 0:
            page.wait_for_timeout(min(30.0, left) * 1000)
            data = page.evaluate(READ)
            decisions += data["decisions"]
        browser.close()

    tasks = [float(x) for x in data["tasks"]]
    per_mode: dict[str, list[float]] = {}
    per_mode_choice: dict[str, list[float]] = {}
    for level, mode, ms, nlegal in decisions:
        if level != args.level:
            continue
        per_mode.setdefault(mode, []).append(float(ms))
        if nlegal > 1:
            per_mode_choice.setdefault(mode, []).append(float(ms))
    every = [x for v in per_mode.values() for x in v]
    chosen = [x for v in per_mode_choice.values() for x in v]
    longest = max(tasks, default=0.0)
    print(f"{args.minutes:g} min of {args.level} bots on every seat (speed instant, target {args.target}):"
          f" {data['matches']} matches finished, {len(every)} {args.level} decisions")
    print(f"main-thread long tasks (over 50 ms): {len(tasks)}, longest {longest:.0f} ms, "
          f"over 100 ms: {sum(t > 100 for t in tasks)}, over 200 ms: {sum(t > 200 for t in tasks)}")
    print(f"{args.level} decision time, ms:   count   median      p95      max")
    for mode in MODES:
        print(row(f"mode {mode}", per_mode.get(mode, [])))
        print(row(f"mode {mode}, a choice", per_mode_choice.get(mode, [])))
    print(row("all modes", every))
    print(row("all modes, a choice", chosen))
    print(f"errors in the page: {len(errors)}, off-site requests: {len(offsite)}")
    for e in errors[:5]:
        print("  error:", e[:300])
    bad = bool(errors or offsite) or longest > LONG_TASK_MS or not every
    if every:
        bad = bad or statistics.median(every) > MEDIAN_MS or percentile(every, 95) > P95_MS
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
