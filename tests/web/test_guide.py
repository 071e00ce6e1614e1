"""The first-game guide: offered on a first visit, never forced, never over a
table link or a resumed match; a person who follows its steps plays the guided deal to its end.
"""
from __future__ import annotations

from typing import Any

SUGGESTED = ("() => { const s = document.querySelector('#guide-step [data-guide-action]');"
             " return s && s.dataset.guideAction; }")


def test_the_guide_walks_through_a_deal(table: Any) -> None:
    page = table.page
    table.open("lang=ru")
    assert table.phase() == "setup"
    assert page.locator(".guide-offer [data-action=show-guide]").count() == 1, "no guide offered on a first visit"
    page.click(".guide-offer [data-action=show-guide]")
    page.wait_for_selector("#guide[role=dialog]")
    assert page.locator("#guide h2").text_content()
    page.click("#guide [data-action=guide-start]")
    steps = 0
    for _ in range(60):
        phase = table.wait_turn()
        if phase in ("deal-over", "match-over"):
            break
        page.wait_for_selector("#guide-step [data-guide-action]")
        what = str(page.evaluate(SUGGESTED))
        text = page.locator("#guide-step").text_content() or ""
        assert len(text) > 40, text
        if what in table.controls():
            page.click(f'#controls [data-action="{what}"]')
        else:
            assert what in table.legal_cards(), (what, table.legal_cards())
            page.click(f'#hand button[data-card="{what}"]')
        steps += 1
    assert table.phase() in ("deal-over", "match-over") and steps >= 9, (table.phase(), steps)


def test_the_guide_is_never_forced(table: Any) -> None:
    page = table.page
    # a first visit through a table link: the table, no guide over it
    table.open("mode=2&seed=3&speed=instant&bots=easy")
    table.wait_turn()
    assert page.locator("#guide, .guide-offer, #guide-step").count() == 0
    # a resumed match (the same page reloaded): still no guide
    page.reload()
    table.wait_ready()
    table.wait_turn()
    assert page.locator("#guide, .guide-offer, #guide-step").count() == 0
    # declined for good on the setup screen: not offered again
    table.open("")
    page.click(".guide-offer [data-action=guide-never]")
    assert page.locator(".guide-offer").count() == 0
    page.reload()
    table.wait_ready()
    assert page.locator(".guide-offer").count() == 0
    assert page.locator("[data-action=show-guide]").count() >= 1  # still there to open by choice
