"""Card sounds: off by default; when the setting is on, Web Audio makes a short sound as cards land."""
from __future__ import annotations

from typing import Any

COUNT_SOUNDS = """
window.__sounds = 0;
const orig = AudioContext.prototype.createBufferSource;
AudioContext.prototype.createBufferSource = function () { window.__sounds++; return orig.call(this); };
"""


def play_a_few_cards(table: Any) -> int:
    page = table.page
    for _ in range(6):
        phase = table.wait_turn()
        if phase != "bidding" and phase != "play":
            break
        kind, what = table.choose(__import__("random").Random(1))
        page.click(f'#controls [data-action="{what}"]' if kind == "action" else f'#hand button[data-card="{what}"]')
    page.wait_for_timeout(300)
    return int(page.evaluate("window.__sounds"))


def test_no_sound_by_default(table: Any) -> None:
    table.page.add_init_script(COUNT_SOUNDS)
    table.open("mode=2&seed=3&speed=instant&bots=easy")
    assert table.page.locator("html[data-sound=off]").count() == 1
    assert play_a_few_cards(table) == 0


def test_sound_when_chosen(table: Any) -> None:
    page = table.page
    page.add_init_script(COUNT_SOUNDS)
    table.open("")
    page.click("#setup-more summary")
    page.check('input[name="sound"]')
    page.click('[data-action="start"]')
    table.wait_turn()
    assert page.locator("html[data-sound=on]").count() == 1
    assert play_a_few_cards(table) > 0
