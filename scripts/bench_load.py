#!/usr/bin/env python3
"""Load-time benchmark: the game against a stock Pyodide start, side by side in one run.

    nice -n 10 .venv/bin/python scripts/bench_load.py [--runs 5] [--no-lighthouse]

In a headless Debian chromium on 127.0.0.1 (no other host reachable), a frozen copy of the site
(dist/ from build_dist.py, plus page B) served by scripts/serve.py's server (gzip, as `make serve`
and the dist preview), alternating in every round (the machine load is shared, so the ratios
hold even when the timings are noisy):
- A, the game until its first deal is clickable (`/?mode=2&speed=instant&seed=1`: a card or a
  bid button of the person is in the page);
- B, a bare page running `loadPyodide()` from the unmodified npm `pyodide` package in
  node_modules (web/bench/stock.html: its source standard library, its full lock file);
- C, with --compare DIR, another build of the game (a dist/ folder, e.g. of an earlier commit:
  `git worktree add /tmp/old <commit> && make -C /tmp/old dist`), timed like A in the same rounds,
  so that the price or gain of a change to the loading is measured against the same baseline;
each cold (a fresh browser context: empty cache) then warm (a reload in that context); the
median of --runs rounds, ms from navigation start. Also printed:
- the loading screen's first paint (A, cold and warm);
- the longest main-thread task of a warm start of A, seen by the Long Tasks API and by a
  heartbeat in the page (a 16 ms timer that notes its own lateness; the API misses most of
  Pyodide's start task);
- the size of dist/ (scripts/build_dist.py): every file gzip -9, summed; brotli -q 11 too when
  the `brotli` command exists (Debian's `brotli` package); source maps are left out of the sum
  (browsers fetch them only with their developer tools open) and given apart;
- Lighthouse 13.5.0 (npx, run offline against 127.0.0.1 with the same chromium), desktop and
  mobile performance for A, --lighthouse-runs times each (median and every score: it varies).
Targets: warm A/B <= 0.6, cold A/B <= 0.9, loading screen <= 200 ms, no task over 1 s, site
<= 6 MB, Lighthouse desktop >= 90. Exits 1 on a request off 127.0.0.1 or a page that never got ready.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import serve  # a neighbour in scripts/, on the path of a script run from there
from browser_harness import CHROMIUM_ARGS, ROOT, guarded_page

LIGHTHOUSE = "lighthouse@13.5.0"
GAME_QUERY = "?mode=2&speed=instant&seed=1"

# Installed before the page's own scripts. Marks the moment the person can first click a card or
# a bid (window.__clickableMs), the longest main-thread task until then by the Long Tasks API
# (__longTaskMs) and by a 16 ms heartbeat's worst lateness (__heartbeatMs).
PROBE = """
(() => {
  const HB = 16;
  window.__longTaskMs = 0; window.__heartbeatMs = 0; window.__clickableMs = null;
  let last = performance.now(), stop = false;
  (function beat() {
    const now = performance.now();
    window.__heartbeatMs = Math.max(window.__heartbeatMs, now - last - HB);
    last = now;
    if (!stop) setTimeout(beat, HB);
  })();
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!stop) window.__longTaskMs = Math.max(window.__longTaskMs, e.duration);
    }).observe({type: "longtask", buffered: true});
  } catch (e) { window.__longTaskMs = -1; }
  const SEL = "#hand button[data-card]:not([disabled]), #controls [data-action]";
  const check = () => {
    // (a table painted before Python, <html data-first>, is a picture: not yet clickable)
    if (stop || document.documentElement.hasAttribute("data-first") || !document.querySelector(SEL)) return;
    window.__clickableMs = performance.now();
    window.__heartbeatMs = Math.max(window.__heartbeatMs, performance.now() - last - HB);
    stop = true;
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
})();
"""
READY_A = "() => window.__clickableMs !== null"
READY_B = "() => document.documentElement.hasAttribute('data-py-ready')"
PAINT = ("() => { const e = performance.getEntriesByName('first-contentful-paint')[0]"
         " || performance.getEntriesByName('first-paint')[0]; return e ? e.startTime : null }")


def _load(page: Any, url: str, game: bool, reload: bool) -> dict[str, float]:
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function(READY_A if game else READY_B, timeout=180_000, polling=100)
    if game:
        got = page.evaluate("() => [window.__clickableMs, window.__longTaskMs, window.__heartbeatMs]")
        ready, long_task, heartbeat = (float(x) for x in got)
    else:
        ready = float(page.evaluate("() => Number(document.documentElement.dataset.readyMs)"))
        long_task = heartbeat = float("nan")
    paint = page.evaluate(PAINT)
    return {"ready": ready, "paint": float(paint) if paint is not None else float("nan"),
            "long_task": long_task, "heartbeat": heartbeat}


def measure(base: str, runs: int, chromium: str,
            compare: str | None = None) -> tuple[dict[str, dict[str, list[float]]], list[str]]:
    """runs rounds of A and B (and C), rotating which goes first; each cold then warm."""
    from playwright.sync_api import sync_playwright

    pages = {"A": (base + GAME_QUERY, True), "B": (base + "web/bench/stock.html", False)}
    if compare:
        pages["C"] = (compare + GAME_QUERY, True)
    out: dict[str, dict[str, list[float]]] = {k: {} for k in pages}
    offsite: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        for i in range(runs):
            names = list(pages)
            order = names[i % len(names):] + names[:i % len(names)]
            for name in order:
                url, game = pages[name]
                page = guarded_page(browser, offsite, service_workers="block",
                                    viewport={"width": 1280, "height": 800})
                page.add_init_script(PROBE)
                for phase, reload in (("cold", False), ("warm", True)):
                    for k, v in _load(page, url, game, reload).items():
                        out[name].setdefault(f"{phase}_{k}", []).append(v)
                page.context.close()
            print(f"  round {i + 1}/{runs}: " + " | ".join(
                f"{k} cold {v['cold_ready'][-1]:.0f} warm {v['warm_ready'][-1]:.0f}" for k, v in out.items()) + " ms",
                file=sys.stderr, flush=True)
        browser.close()
    return out, offsite


def frozen_site(folder: Path) -> tuple[Path, tuple[int, int, int | None, int]]:
    """dist/ (build_dist.py) in folder, plus page B and the npm pyodide it loads; and dist's size.

    A frozen copy: the repository's own server rebuilds app.zip whenever a source changes, which
    would land in the middle of a timing while others edit the code."""
    import build_dist  # a neighbour in scripts/, on the path of a script run from there

    out = build_dist.build(folder / "site")
    size = site_size(out)
    shutil.copytree(ROOT / "node_modules" / "pyodide", out / "node_modules" / "pyodide")
    (out / "web" / "bench").mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "web" / "bench" / "stock.html", out / "web" / "bench" / "stock.html")
    return out, size


def site_size(out: Path) -> tuple[int, int, int | None, int]:
    """(raw bytes, gzip -9 sum, brotli -q 11 sum or None, files) of every file under out but source maps."""
    brotli = shutil.which("brotli")
    files = sorted(p for p in out.rglob("*") if p.is_file())
    # a precompressed copy of a file is the same file: counted once; source maps are not fetched
    files = [p for p in files if not (p.suffix in (".gz", ".br") and p.with_suffix("").is_file())
             and p.suffix != ".map"]
    raw = sum(p.stat().st_size for p in files)
    gz = sum(len(gzip.compress(p.read_bytes(), 9)) for p in files)
    br = None
    if brotli:
        br = sum(len(subprocess.run([brotli, "-q", "11", "-c", str(p)], capture_output=True,
                                    check=True).stdout) for p in files)
    return raw, gz, br, len(files)


def serve_folder(root: Path) -> str:
    """root served by scripts/serve.py's server (gzip, as `make serve`) on a free port; the base URL."""
    server = serve.make_server("127.0.0.1", 0, root, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


def lighthouse(url: str, chromium: str, desktop: bool, binary: str | None = None) -> dict[str, float] | None:
    """Lighthouse's performance score and main metrics, or None if it cannot run (``binary``: an installed
    lighthouse command; without it, LIGHTHOUSE through npx)."""
    npx = shutil.which("npx")
    if npx is None and binary is None:
        return None
    flags = " ".join(["--headless=new", *[a for a in CHROMIUM_ARGS if not a.startswith("--host-resolver")],
                      '"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"'])
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "lh.json"
        cmd = [binary] if binary else [str(npx), "--yes", LIGHTHOUSE]
        cmd += [url, "--quiet", "--only-categories=performance,accessibility,best-practices",
               "--output=json", f"--output-path={report}", f"--chrome-flags={flags}", "--max-wait-for-load=120000"]
        if desktop:
            cmd.append("--preset=desktop")
        env = {**os.environ, "CHROME_PATH": chromium}
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env)
        except (OSError, subprocess.TimeoutExpired) as e:
            print(f"lighthouse did not run: {e}", file=sys.stderr)
            return None
        if proc.returncode != 0 or not report.exists():
            print(f"lighthouse failed: {proc.stderr.strip()[-400:]}", file=sys.stderr)
            return None
        data = json.loads(report.read_text())
    audits = data["audits"]

    def ms(key: str) -> float:
        value = audits.get(key, {}).get("numericValue")
        return float("nan") if value is None else float(value)  # 0 is a figure (no layout shift)

    return {"score": 100 * float(data["categories"]["performance"]["score"] or 0),
            "best": 100 * float(data["categories"]["best-practices"]["score"] or 0),
            "a11y": 100 * float(data["categories"]["accessibility"]["score"] or 0),
            "fcp": ms("first-contentful-paint"), "lcp": ms("largest-contentful-paint"),
            "tbt": ms("total-blocking-time"), "si": ms("speed-index"), "cls": ms("cumulative-layout-shift")}


def print_lighthouse(url: str, chromium: str, runs: int, binary: str | None = None) -> None:
    """Lighthouse's median figures of ``runs`` runs on ``url``, desktop then mobile, each run's score
    beside the median (Lighthouse's figures vary a lot from run to run)."""
    for desktop in (True, False):
        label = "desktop" if desktop else "mobile"
        got = [r for r in (lighthouse(url, chromium, desktop, binary) for _ in range(max(1, runs))) if r is not None]
        if not got:
            print(f"Lighthouse {label}: not measured")
            continue
        med = {k: statistics.median(r[k] for r in got) for k in got[0]}
        each = {k: ", ".join(f"{r[k]:.0f}" for r in got) for k in ("score", "a11y", "best")}
        print(f"Lighthouse {label}, median of {len(got)} (load average {os.getloadavg()[0]:.1f}): "
              f"performance {med['score']:.0f} ({each['score']}), "
              f"accessibility {med['a11y']:.0f} ({each['a11y']}), "
              f"best practices {med['best']:.0f} ({each['best']}); "
              f"FCP {med['fcp']:.0f} ms, LCP {med['lcp']:.0f} ms, TBT {med['tbt']:.0f} ms, "
              f"SI {med['si']:.0f} ms, CLS {med['cls']:.3f}   (targets: performance >= 90, best practices >= 95)")


def _med(xs: list[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="the game's start against a stock Pyodide, cold and warm")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--no-lighthouse", action="store_true", help="skip Lighthouse (it takes ~1 min)")
    ap.add_argument("--compare", metavar="DIR", help="another build of the site (a dist/ folder), timed as page C")
    ap.add_argument("--lighthouse-runs", type=int, default=3,
                    help="Lighthouse runs per form factor (it varies from run to run: median and range printed)")
    args = ap.parse_args(argv)
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    load1 = os.getloadavg()[0]
    tmp = tempfile.TemporaryDirectory()
    site, (raw, gz, br, n) = frozen_site(Path(tmp.name))
    base = serve_folder(site)
    time.sleep(3)  # let the server's gzip cache warm up (it would else count in the first cold load)
    compare = serve_folder(Path(args.compare).resolve()) if args.compare else None
    res, offsite = measure(base, args.runs, args.chromium, compare)
    a = {k: _med(v) for k, v in res["A"].items()}
    b = {k: _med(v) for k, v in res["B"].items()}
    print(f"\nmedian of {args.runs} rounds, A and B alternating; ms from navigation start; chromium headless, "
          f"127.0.0.1, gzip; load average {load1:.1f} at the start, {os.getloadavg()[0]:.1f} at the end "
          f"({os.cpu_count()} cores)")
    print(f"{'page':<40} {'cold':>7} {'warm':>7}")
    print(f"{'A game, first deal clickable':<40} {a['cold_ready']:>7.0f} {a['warm_ready']:>7.0f}")
    print(f"{'B stock Pyodide, loadPyodide() done':<40} {b['cold_ready']:>7.0f} {b['warm_ready']:>7.0f}")
    cold_r, warm_r = a["cold_ready"] / b["cold_ready"], a["warm_ready"] / b["warm_ready"]
    print(f"{'A/B':<40} {cold_r:>7.2f} {warm_r:>7.2f}   (targets: cold <= 0.9, warm <= 0.6)")
    if "C" in res:
        c = {k: _med(v) for k, v in res["C"].items()}
        print(f"{'C --compare, first deal clickable':<40} {c['cold_ready']:>7.0f} {c['warm_ready']:>7.0f}")
        print(f"{'C/B':<40} {c['cold_ready'] / b['cold_ready']:>7.2f} {c['warm_ready'] / b['warm_ready']:>7.2f}")
        print(f"{'C loading screen painted':<40} {c['cold_paint']:>7.0f} {c['warm_paint']:>7.0f}")
        print(f"{'C longest task, heartbeat lateness':<40} {c['cold_heartbeat']:>7.0f} {c['warm_heartbeat']:>7.0f}")
    print(f"{'A loading screen painted':<40} {a['cold_paint']:>7.0f} {a['warm_paint']:>7.0f}   (target <= 200)")
    print(f"{'A longest task, Long Tasks API':<40} {a['cold_long_task']:>7.0f} {a['warm_long_task']:>7.0f}"
          f"   (worst warm of all rounds: {max(res['A']['warm_long_task']):.0f})")
    print(f"{'A longest task, heartbeat lateness':<40} {a['cold_heartbeat']:>7.0f} {a['warm_heartbeat']:>7.0f}"
          f"   (worst warm of all rounds: {max(res['A']['warm_heartbeat']):.0f}; target: none > 1000)")
    brs = f", brotli -q 11 {br / 1e6:.2f} MB" if br is not None else ", brotli: no `brotli` command (skipped)"
    print(f"site dist/, source maps left out: {n} files, {raw / 1e6:.2f} MB raw, gzip -9 {gz / 1e6:.2f} MB{brs}"
          " (target gzip <= 6 MB)")
    if not args.no_lighthouse:
        print_lighthouse(base + GAME_QUERY, args.chromium, args.lighthouse_runs)
    tmp.cleanup()
    if offsite:
        print(f"FAIL: requests off 127.0.0.1: {offsite[:5]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
