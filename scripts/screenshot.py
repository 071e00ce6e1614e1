"""The README's picture of the table: docs/table.png, made from the served site by Debian's chromium.

    .venv/bin/python scripts/screenshot.py [--out docs/table.png] [--width 1280 --height 800]

It opens a fixed four-player table (2x2, seed 2, normal bots, English, speed instant, reduced motion),
plays the person's seat by a fixed rule (take or name the first suit offered, play the first legal card)
until, at the person's turn from the second trick on, the trick holds two or three cards, and saves the
window. The same tree gives the same picture, so run it again whenever the table's look changes.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from browser_harness import CHROMIUM_ARGS, ROOT, guarded_page, start_site

QUERY = "?mode=2x2&seed=2&bots=normal,normal,normal&speed=instant&lang=en&name=You"
CAN_ACT = """() => {
  const p = document.querySelector('#table').dataset.phase;
  if (p === 'deal-over' || p === 'match-over') return p;
  if (document.documentElement.hasAttribute('data-busy')) return false;
  if (document.querySelector('#controls [data-action], #hand button[data-card]:not([disabled])')) return p;
  return false;
}"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "table.png"))
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=800)
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args(argv)

    from playwright.sync_api import sync_playwright

    site = start_site()
    offsite: list[str] = []
    errors: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        page = guarded_page(browser, offsite, errors, viewport={"width": args.width, "height": args.height},
                            reduced_motion="reduce", service_workers="block", locale="en-GB")
        page.goto(site + QUERY)
        page.wait_for_selector("html[data-py-ready]", timeout=120_000)
        played = 0  # the person's cards so far: at their turn, the trick in play is played + 1
        for _ in range(200):
            phase = page.wait_for_function(CAN_ACT, timeout=60_000).json_value()
            if phase in ("deal-over", "match-over"):
                raise SystemExit(f"the deal ended before the picture ({phase})")
            controls = page.eval_on_selector_all("#controls [data-action]", "els => els.map(e => e.dataset.action)")
            bids = [c for c in controls if c == "take" or c.startswith("trump:")]
            if phase == "bidding":
                page.click(f'#controls [data-action="{bids[0] if bids else "pass"}"]')
                continue
            on_table = page.locator("#trick [data-played]").count()
            if played >= 1 and on_table in (2, 3):
                break
            cards = page.eval_on_selector_all("#hand button[data-card]:not([disabled])",
                                              "els => els.map(e => e.dataset.card)")
            page.click(f'#hand button[data-card="{cards[0]}"]')
            played += 1
        else:
            raise SystemExit("no moment for the picture was reached")
        page.mouse.move(0, 0)
        page.wait_for_timeout(300)
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=args.out)
        browser.close()
    if offsite or errors:
        print("off-site requests or page errors:", offsite, errors, file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
