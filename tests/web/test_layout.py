"""The table fits every window, and its controls stay in reach and readable.

One deal per mode is played by clicking like a person (bots easy, speed instant; modes 2 and 4 in Russian, 3 and 2x2 in
Ukrainian, whose words are longer than English ones; the large-card deal in English). At every kind of moment
— the setup screen, bidding round 1, bidding round 2, the first play (a full hand), a later play,
the deal summary and the match end — the window is resized to each size of ``SIZES`` (phones to a
1920 px desktop) and the page is measured with ``elementFromPoint``:

- every card of ``#hand`` lies fully inside the window, with an uncovered part at least 24 px wide and
  24 px tall (what a finger or a mouse can hit), and no page scrolling is needed to reach it;
- every visible control (outside the hand) is at least 24×24 CSS px and its centre is not covered by
  anything else — e.g. a raised card over the Hint button, or the "takes the trick" label over a card;
- the page itself does not scroll sideways;
- every list box (a select) is as wide as its longest choice needs;
- every text of the top layer (the table, or the summary or dialog over it) is whole: no text runs outside an
  ancestor that cuts it off without an ellipsis (a word of the info corner cut to «КОМБИНАЦ»), no element lies
  over a text (the lowered hand over the line saying why cards are dimmed), and no small box scrolls its text
  out of sight with no sign of it.
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

SIZES = [(360, 640), (390, 844), (740, 360), (768, 1024), (1280, 800), (1920, 1080)]  # (740, 360): a phone sideways
MIN_PART = 24  # px: the smallest visible, uncovered part of a hand card; the smallest control
# seeds where the person (bots easy) gets to speak in bidding round 2 after everyone passed round 1
ROUND2_SEED = {"2": 2, "3": 3, "4": 3, "2x2": 3}
# each mode in another language: Russian and Ukrainian words are longer than English ones
LANG = {"2": "ru", "3": "uk", "4": "ru", "2x2": "uk"}

MEASURE = (Path(__file__).parent / "measure_layout.js").read_text()

RAISE_AND_CHECK_HINT = """() => {
  const hint = document.querySelector('[data-action=hint]');
  if (!hint) return [];
  const out = [];
  for (const c of document.querySelectorAll('#hand [data-card]:not([disabled])')) {
    c.focus();
    const r = hint.getBoundingClientRect();
    for (const [fx, fy] of [[.5, .5], [.2, .5], [.8, .5], [.5, .15], [.5, .85]]) {
      const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      if (!hit || !hint.contains(hit)) { out.push(`the raised card ${c.dataset.card} covers the Hint button`); break; }
    }
  }
  document.activeElement && document.activeElement.blur();
  return out;
}"""


def check_all_sizes(page: Any, moment: str, problems: list[str]) -> None:
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        found = list(page.evaluate(MEASURE, MIN_PART))
        if moment.startswith("play"):
            found += page.evaluate(RAISE_AND_CHECK_HINT)
        problems += [f"{w}x{h} {moment}: {p}" for p in found]


def moment_of(table: Any) -> str:
    phase = table.phase()
    if phase != "bidding":
        return ("play, full hand" if len(table.hand()) >= 8 else "play, later") if phase == "play" else phase
    controls = table.controls()
    return "bidding round 2" if any(c.startswith("trump:") for c in controls) else "bidding round 1"


def play_until(table: Any, stop: str, rng: random.Random, problems: list[str], checked: set[str]) -> None:
    """Click like a person (passing in round 1, to reach round 2) and measure each new kind of moment."""
    page = table.page
    for _ in range(200):
        phase = table.wait_turn()
        moment = moment_of(table)
        if moment not in checked:
            checked.add(moment)
            check_all_sizes(page, moment, problems)
        if phase in (stop, "match-over"):
            return
        if phase == "deal-over":
            page.click('[data-action="next-deal"]')
            continue
        if moment == "bidding round 1" and "pass" in table.controls():
            page.click('#controls [data-action="pass"]')
            continue
        table.act(rng)
    raise AssertionError(f"{stop} was not reached")


@pytest.mark.parametrize("mode", ["2", "3", "4", "2x2"])
def test_hand_and_controls_fit_every_window(table: Any, mode: str) -> None:
    page = table.page
    problems: list[str] = []
    checked: set[str] = set()
    if mode == "2":
        table.open("lang=ru")
        check_all_sizes(page, "setup", problems)
        checked.add("setup")
    rng = random.Random(10)
    # a match to 301: bidding, play and the deal summary; then a one-deal match for the match-end screen
    for target, stop in (("301", "deal-over"), ("one_deal", "match-over")):
        table.open(f"mode={mode}&seed={ROUND2_SEED[mode]}&speed=instant&bots=easy&target={target}&lang={LANG[mode]}")
        play_until(table, stop, rng, problems, checked)
    wanted = {"bidding round 1", "bidding round 2", "play, full hand", "play, later", "deal-over",
              "match-over"}
    assert wanted <= checked, f"moments never reached: {sorted(wanted - checked)}"
    assert not problems, f"{len(problems)} layout problems:\n" + "\n".join(problems[:40])


def test_large_cards_and_four_colours_still_fit(table: Any) -> None:
    """The display settings: bigger cards (and the four-colour deck) keep the hand and the controls in reach."""
    page = table.page
    problems: list[str] = []
    table.open("")
    page.check('input[name="mode"][value="4"]')
    page.click("#setup-more summary")  # the display settings are folded away
    page.check('input[name="large_cards"]')
    page.check('input[name="four_colours"]')
    page.select_option('select[name="speed"]', "instant")
    page.click('[data-action="start"]')
    assert page.locator("html[data-cards=large][data-deck=four]").count() == 1
    rng = random.Random(3)
    seen: set[str] = set()
    for _ in range(60):
        if table.wait_turn() == "deal-over":  # a redeal (or everyone passing) ends the deal early
            page.click('[data-action="next-deal"]')
            continue
        moment = moment_of(table)
        if moment not in seen:
            seen.add(moment)
            check_all_sizes(page, "large cards, " + moment, problems)
        if "play, later" in seen:
            break
        table.act(rng)
    assert "play, later" in seen, seen
    assert not problems, f"{len(problems)} layout problems:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_whole_setup_fits_in_every_language(table: Any, lang: str) -> None:
    """The setup screen with everything unfolded (every table option of modes 3 and 4: between them, all of
    them), in each language, at every size."""
    page = table.page
    problems: list[str] = []
    table.open(f"lang={lang}")
    page.click("#setup-more summary")
    page.click("#setup-options summary")
    for mode in ("3", "4"):
        page.check(f'#setup input[name=mode][value="{mode}"]')
        page.wait_for_selector("#setup select[name=opt-bait_to]")
        check_all_sizes(page, f"setup of mode {mode} in {lang}", problems)
    assert not problems, f"{len(problems)} layout problems:\n" + "\n".join(problems[:40])


def test_the_bidding_of_two_is_centred_on_a_phone(table: Any) -> None:
    """At two players a phone's table has an info corner on the left for the play (the trump, the open
    card); while bidding it holds only the deal's number, so the other player, the turn-up and the question
    are centred on the whole width instead of leaving the left third empty."""
    table.page.set_viewport_size({"width": 360, "height": 740})
    table.open("mode=2&seed=5&bots=easy&speed=instant&lang=ru")
    assert table.wait_turn() == "bidding"
    centres = table.page.evaluate("""() => ['.stock', '.opp.pos-top', '#status'].map(sel => {
        const r = document.querySelector(sel).getBoundingClientRect();
        return [sel, r.left + r.width / 2];
    })""")
    for sel, x in centres:
        assert abs(x - 180) <= 12, (sel, x)  # not 240: the middle of the two right thirds


def test_the_prompt_of_three_fits_on_a_phone(table: Any) -> None:
    """At three players a phone's centre is as wide as the window: the person's prompt with its extra lines
    (the seven to swap, the bella to announce) is read whole, not cut between the two other seats."""
    table.page.set_viewport_size({"width": 360, "height": 740})
    table.open("mode=3&seed=7&bots=easy,easy&speed=instant&target=51&lang=uk")
    page = table.page
    assert table.wait_turn() == "bidding"
    page.click('#controls [data-action="take"]')
    assert table.wait_turn() == "play"
    assert set(table.controls()) >= {"swap7", "bella"}  # the longest prompt: both extra lines
    box = page.evaluate("() => [document.querySelector('#status').scrollHeight, "
                        "document.querySelector('#status').clientHeight]")
    assert box[0] <= box[1] + 2, box
