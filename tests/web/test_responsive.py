"""The page answers the person while bots play every seat.

Hard bots play every seat (``autoplay=hard``, speed instant) at a table of two and at a table of two
pairs (2x2), each opened by its own link. While they think (in Python's Web Worker), the score sheet
is opened from the keyboard and closed again, several times: every key is answered, and the bots go
on deciding afterwards. How fast (main-thread long tasks, the hard bot's decision times) is measured
by ``scripts/bench_bots_browser.py`` and recorded in docs/benchmarks.md, not asserted here: a time
limit in a test fails on a loaded machine without anything being wrong.
"""
from __future__ import annotations

from typing import Any

TABLES = {"2": "mode=2", "2x2": "mode=2x2"}
DECISIONS = 10  # hard decisions to wait for before and after the keys
PRESSES = 2

# the page keeps a bounded log of decisions: taken out, the next ones are counted afresh
TAKE_HARD = "() => (window.__debertzDecisions || []).splice(0).filter(d => d[0] === 'hard')"
AT_LEAST = "(n) => (window.__debertzDecisions || []).filter(d => d[0] === 'hard').length >= n"


def test_keys_are_answered_while_hard_bots_play(table: Any) -> None:
    page = table.page
    modes: set[str] = set()
    for mode, link in TABLES.items():
        table.open(link + "&target=301&seed=responsive&speed=instant&bots=hard&autoplay=hard")
        page.wait_for_function(AT_LEAST, arg=DECISIONS, timeout=120_000)
        sheet = page.locator("#score-sheet")
        for _ in range(PRESSES):
            page.keyboard.press("s")
            sheet.wait_for(state="visible")
            page.keyboard.press("Escape")
            sheet.wait_for(state="hidden")
        modes |= {str(d[1]) for d in page.evaluate(TAKE_HARD)}
        page.wait_for_function(AT_LEAST, arg=DECISIONS, timeout=120_000)
        modes |= {str(d[1]) for d in page.evaluate(TAKE_HARD)}
        assert mode in modes, f"no hard decision in mode {mode}: {sorted(modes)}"
