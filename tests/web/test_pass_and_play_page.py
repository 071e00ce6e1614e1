"""Pass-and-play in the browser: whole matches with two people at one device, every page read whole.

At every step the whole DOM (``page.content()``, hidden elements included) and every value the page
keeps in localStorage hold no card that a person other than the one whose curtain is open still holds
(the saved match itself is the record, with the decks: it is what the check reads the hands from). A
reload at the curtain, mid-trick and at the deal summary brings the same table back behind the curtain;
the exported record replays with ``python -m debertz replay`` to the page's scores; axe finds nothing
serious on the seating form or the curtain.
"""
from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from test_a11y import axe_problems

from debertz.cards import bits, card_str
from debertz.record import load_record

ROOT = Path(__file__).resolve().parents[2]
CARD_ATTRS = re.compile(r'data-(?:card|show|played|why-card)="([2-9TJQKA][SHDC])"')
MATCH_DATA = ("debertz.save", "debertz.kept")  # the match as a record (its decks): read, not drawn
STEP = """() => {
  const t = document.querySelector('#table');
  if (!t || t.getAttribute('aria-busy') === 'true' || document.documentElement.hasAttribute('data-busy')) return false;
  if (document.querySelector('#curtain [data-action="open-curtain"]')) return 'curtain';
  const p = t.dataset.phase;
  if (p === 'deal-over' || p === 'match-over') return p;
  if (document.querySelector('#controls [data-action], #hand button[data-card]:not([disabled])')) return 'act';
  return false;
}"""


def step(page: Any) -> str:
    return str(page.wait_for_function(STEP, timeout=60_000, polling=20).json_value())


def storage(page: Any) -> dict[str, str]:
    return dict(page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage[k]]))"))


def check_private(page: Any, people: set[int]) -> int | None:
    """No card another person holds is on the page or in what the page stored; the seat shown (None: the curtain)."""
    html = page.content()
    store = storage(page)
    m = load_record(json.loads(store["debertz.save"])["record"])
    me = page.locator(".me")
    shown = int(me.get_attribute("data-seat") or -1) if me.count() and not page.locator("#curtain").count() else None
    secret = {card_str(c) for seat in people if seat != shown for c in bits(m.deal.hands[seat])}
    leaked = set(CARD_ATTRS.findall(html)) & secret
    assert not leaked, f"the page shows {sorted(leaked)} (shown: {shown})"
    for key, value in store.items():
        if key not in MATCH_DATA:
            assert not set(CARD_ATTRS.findall(value)) & secret, f"{key} holds another person's card"
    return shown


def reload_behind_curtain(page: Any, table: Any, people: set[int]) -> None:
    """A reload: the picture kept shows the curtain, never a hand; the same table comes back with the curtain up."""
    trick = table.trick() if not page.locator("#curtain").count() else None
    scores = table.scores()
    page.reload()
    table.wait_ready()
    picture = json.loads(storage(page).get("debertz.picture") or "{}")
    assert 'id="curtain"' in picture["table"] and not CARD_ATTRS.findall(json.dumps(picture).replace('\\"', '"'))
    assert step(page) == "curtain" and check_private(page, people) is None
    assert table.scores() == scores
    page.click('[data-action="open-curtain"]')
    if trick is not None:
        assert table.trick() == trick


def play(table: Any, people: set[int], rng: random.Random, reloads: frozenset[str] = frozenset()) -> dict[str, Any]:
    """Play to the match end as the people at the device would; returns the exported record."""
    page = table.page
    done: set[str] = set()
    curtains = 0
    for _ in range(1500):
        now = step(page)
        check_private(page, people)
        if now == "match-over":
            break
        if now == "curtain":
            curtains += 1
            title = page.locator("#curtain h2").text_content() or ""
            focused = page.evaluate("() => document.activeElement && document.activeElement.dataset.action")
            assert focused == "open-curtain"  # the curtain takes the focus: Enter or Space opens it
            if "curtain" in reloads - done and curtains > 1:
                done.add("curtain")
                reload_behind_curtain(page, table, people)
                continue
            assert title.startswith("Pass the device to ")
            page.keyboard.press("Enter")  # the focused "I am …" button: the keyboard opens it
        elif now == "deal-over":
            if "summary" in reloads - done:
                done.add("summary")
                page.reload()
                table.wait_ready()
                assert step(page) == "curtain" and check_private(page, people) is None
                page.click('[data-action="open-curtain"]')
                assert step(page) == "deal-over"
            page.click('[data-action="next-deal"]')
        else:
            if "mid-trick" in reloads - done and table.phase() == "play" and table.trick():
                done.add("mid-trick")
                reload_behind_curtain(page, table, people)
                continue
            table.act(rng)
    else:
        raise AssertionError("the match did not end")
    assert done == set(reloads), f"reloads not reached: {set(reloads) - done}"
    assert curtains > 2
    record = table.export_record()
    replayed = subprocess.run([sys.executable, "-m", "debertz", "replay", "-"], input=json.dumps(record),
                              capture_output=True, text=True, cwd=ROOT, check=True)
    assert json.loads(replayed.stdout)["scores"] == table.scores()
    return dict(record)


def test_two_people_seated_at_setup_play_a_match_in_mode_2(table: Any, site: str) -> None:
    page = table.page
    table.open("lang=en&speed=instant")
    page.check('input[name=mode][value="2"]')
    page.select_option('select[name="bot1"]', "person")
    page.wait_for_selector('input[name="person1"]')
    page.fill('input[name="person1"]', "Petro")
    page.fill('input[name="name"]', "Olena")
    page.click("#setup-more summary")
    # above what one deal usually scores (162, plus bella and sequences): a deal summary and its reload come first
    page.fill('input[name="target_custom"]', "251")
    page.fill('input[name="seed"]', "21")
    problems = axe_problems(page, site, "seating form")
    page.click('[data-action="start"]')
    assert step(page) == "curtain"
    problems += axe_problems(page, site, "curtain")
    assert problems == []
    assert page.locator("#curtain h2").text_content() in ("Pass the device to Olena", "Pass the device to Petro")
    record = play(table, {0, 1}, random.Random(3), frozenset({"curtain", "mid-trick", "summary"}))
    assert record["seats"] == [{"person": "Olena"}, {"person": "Petro"}]
    assert len(record["deals"]) >= 2


@pytest.mark.parametrize("people,seated", [(",Petro,", {0, 2}), ("Petro,,", {0, 1})], ids=["partners", "opponents"])
def test_two_people_and_two_bots_play_a_deal_in_pairs(table: Any, people: str, seated: set[int]) -> None:
    table.open(f"mode=2x2&target=one_deal&bots=easy,easy,easy&people={people}&name=Olena&seed=8&speed=instant&lang=en")
    record = play(table, seated, random.Random(5))
    assert [("person" in s) for s in record["seats"]] == [seat in seated for seat in range(4)]


def test_each_person_at_the_table_has_the_coach_rate_their_own_decisions(table: Any) -> None:
    """After the deal the coach offers one button per person; a click rates that person's decisions."""
    table.open("mode=2&target=one_deal&people=Petro&name=Olena&seed=3&speed=instant&lang=en")
    play(table, {0, 1}, random.Random(7))
    page = table.page
    page.evaluate("() => document.querySelector('[data-action=\"coach\"]').click()")
    page.wait_for_selector('#coach[data-state="done"]', timeout=60_000)
    first = page.locator("#coach-title").text_content() or ""
    other = "Petro" if "Olena" in first else "Olena"
    page.click(f'[data-action="coach-seat"]:has-text("{other}")')
    page.wait_for_function("(name) => { const t = document.querySelector('#coach-title');"
                           " return t && t.textContent.includes(name) }", arg=other, timeout=60_000)
    assert page.locator(f'[data-action="coach-seat"][aria-pressed="true"]:has-text("{other}")').count() == 1
