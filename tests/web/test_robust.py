"""Keyboard play, resume after reload, bad saves and links, illegal clicks, screenshots."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

# the newest set-aside copy of a stored value (copies are named <key>.damaged.<time>)
NEWEST_COPY = """key => Object.keys(localStorage).filter(k => k.startsWith(key + '.damaged.')).sort()
  .map(k => localStorage.getItem(k)).pop() ?? null"""

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "screens"


def test_keyboard_only_match(table: Any) -> None:
    table.open("mode=2&target=one_deal&seed=3&speed=instant&bots=easy")
    page = table.page
    rng = random.Random(3)
    for _ in range(400):
        phase = table.wait_turn()
        if phase == "match-over":
            break
        # Focus moves to something the person can do; Tab walks to it if not.
        for _ in range(60):
            focused = page.evaluate(
                "() => { const e = document.activeElement; if (!e) return null;"
                " return e.dataset.card ? 'card:' + e.dataset.card"
                " : (e.dataset.action ? 'action:' + e.dataset.action : null) }")
            ok = focused is not None and (
                focused.startswith("card:") or focused.split(":", 1)[1] in
                ("take", "pass", "trump:S", "trump:H", "trump:D", "trump:C", "bella", "next-deal", "swap7"))
            if ok:
                break
            page.keyboard.press("Tab")
        else:
            raise AssertionError("nothing to act on is reachable with Tab")
        if focused.startswith("card:") and rng.random() < 0.5:
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
    assert table.phase() == "match-over"
    assert page.locator("#live").text_content()


def _reach(table: Any, want: str, rng: random.Random, need_trick: bool = False) -> None:
    for _ in range(300):
        phase = table.wait_turn()
        if phase == want and (not need_trick or table.trick()):
            if want != "play" or table.legal_cards():
                return
        if phase == "deal-over":
            table.page.click('[data-action="next-deal"]')
            continue
        assert phase != "match-over", "match ended before the wanted state"
        table.act(rng)
    raise AssertionError(f"never reached {want}")


def test_reload_mid_bidding_resumes(table: Any) -> None:
    table.open("mode=3&seed=11&speed=instant&bots=easy")
    _reach(table, "bidding", random.Random(1))
    before = table.snapshot()
    table.page.reload()
    table.wait_ready()
    table.wait_turn()
    assert table.snapshot() == before


def test_reload_mid_trick_resumes(table: Any) -> None:
    table.open("mode=4&seed=12&speed=instant&bots=easy")
    _reach(table, "play", random.Random(2), need_trick=True)
    before = table.snapshot()
    assert before["trick"]
    table.page.reload()
    table.wait_ready()
    table.wait_turn()
    assert table.snapshot() == before
    # and the game goes on from there
    table.page.click(f'#hand button[data-card="{before["legal"][0]}"]')
    table.wait_turn()


def test_reload_without_link_resumes(table: Any) -> None:
    table.open("mode=2&seed=13&speed=instant&bots=easy")
    _reach(table, "play", random.Random(3))
    before = table.snapshot()
    table.page.goto(table.site)
    table.wait_ready()
    table.wait_turn()
    assert table.snapshot() == before


def test_corrupted_save_gives_one_line(table: Any) -> None:
    table.open("mode=2&seed=14&speed=instant&bots=easy")
    page = table.page
    page.evaluate("() => localStorage.setItem('debertz.save', '{\"format\": \"debertz-web-save/1\", \"record\": 5')")
    page.goto(table.site)
    table.wait_ready()
    table.message_line()
    # the way to a new game: the setup screen itself (its Deal button), else the bar's button
    way = '#setup [data-action="start"]' if table.phase() == "setup" else '#message [data-action="new-game"]'
    assert page.locator(way).count() == 1
    assert table.phase() != "loading"
    assert page.evaluate(NEWEST_COPY, "debertz.save") is not None
    with page.expect_download() as info:
        page.click('#message [data-action="export-damaged"]')
    assert '"record": 5' in Path(info.value.path()).read_text()


def test_record_that_is_not_legal_in_save(table: Any) -> None:
    table.open("mode=2&seed=15&speed=instant&bots=easy")
    page = table.page
    page.evaluate("""() => {
      const s = JSON.parse(localStorage.getItem('debertz.save'));
      s.record.deals[0].actions = ['QS', 'QS'];
      localStorage.setItem('debertz.save', JSON.stringify(s));
    }""")
    page.goto(table.site)
    table.wait_ready()
    assert page.locator("#message").is_visible()
    assert table.phase() == "setup"


def test_malformed_link_gives_one_line_and_defaults(table: Any) -> None:
    table.open("mode=9&target=abc&ski=maybe&bots=%3Cscript%3E&speed=instant&zzz=1")
    page = table.page
    msg = page.locator("#message")
    assert msg.is_visible()
    text = msg.locator(".msg-text").text_content() or ""
    assert text.startswith(("Link", "Ссылка", "Посилання"))
    assert table.phase() in ("bidding", "play")
    assert page.locator("#app script, #live script").count() == 0  # nothing of the link became a script
    assert len(table.scores()) == 2  # mode fell back to 2


def test_illegal_click_changes_nothing(table: Any) -> None:
    table.open("mode=2&seed=21&speed=instant&bots=easy")
    rng = random.Random(4)
    page = table.page
    for _ in range(200):
        _reach(table, "play", rng)
        disabled = page.eval_on_selector_all("#hand button[data-card][disabled]", "els => els.map(e => e.dataset.card)")
        if disabled:
            break
        kind, what = table.choose(rng)
        page.click(f'#hand button[data-card="{what}"]')
    else:
        raise AssertionError("never had an illegal card")
    before = table.snapshot()
    card = page.locator(f'#hand button[data-card="{disabled[0]}"]')
    assert card.get_attribute("title")  # the reason is on the card
    # and written under the hand, for keyboard users (a disabled button takes no focus)
    assert card.get_attribute("title").lower() in (page.locator(".hand-why").text_content() or "").lower()
    page.screenshot(path=str(SHOTS / "illegal-reason.png"))
    card.click(force=True)
    # a synthetic click straight on the button too
    page.evaluate(f"() => document.querySelector('#hand button[data-card=\"{disabled[0]}\"]').click()")
    after = table.snapshot()
    assert {k: v for k, v in after.items() if k != "status"} == {k: v for k, v in before.items() if k != "status"}
    assert page.locator(".flash").count() == 1


def test_bidding_offers_only_legal_choices(table: Any) -> None:
    table.open("mode=2&seed=5&speed=instant&bots=easy")
    _reach(table, "bidding", random.Random(5))
    controls = table.controls()
    assert controls and set(controls) <= {"take", "pass", "trump:S", "trump:H", "trump:D", "trump:C"}
    assert table.legal_cards() == []


def test_screenshots(table: Any) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = table.page
    for width, height in ((360, 740), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        table.open("mode=4&seed=31&speed=instant&bots=easy")
        table.wait_turn()
        page.screenshot(path=str(SHOTS / f"table-4-{width}.png"), full_page=True)
        _reach(table, "play", random.Random(6), need_trick=True)
        page.screenshot(path=str(SHOTS / f"play-4-{width}.png"), full_page=True)
        table.open("mode=2&target=one_deal&seed=32&speed=instant&bots=easy")
        table.play_match(random.Random(7))
        page.screenshot(path=str(SHOTS / f"match-over-2-{width}.png"), full_page=True)
        page.click('[data-action="show-sheet"]:visible >> nth=0')  # on a phone the bar's one is in the menu
        page.screenshot(path=str(SHOTS / f"sheet-{width}.png"), full_page=True)
        page.goto(table.site + "web/blank.html")
        page.evaluate("() => localStorage.clear()")
        page.goto(table.site + "?lang=ru")
        table.wait_ready()
        page.screenshot(path=str(SHOTS / f"setup-ru-{width}.png"), full_page=True)
        # no horizontal scrolling on a phone
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width + 1


def test_storage_that_fails_plays_on(table: Any) -> None:
    page = table.page
    page.add_init_script("Storage.prototype.setItem = function () {"
                         " throw new DOMException('full', 'QuotaExceededError') }")
    table.open("mode=2&target=one_deal&seed=51&speed=instant&bots=easy")
    assert page.locator("#message").is_visible()
    text = page.locator("#message .msg-text").text_content() or ""
    assert "save" in text or "сохран" in text or "збер" in text
    table.play_match(random.Random(51))
    assert table.phase() == "match-over"
    with page.expect_download() as got:  # the finished match can still be kept, in a file
        page.click('#message [data-action="export-record"]')
    assert '"deals"' in Path(got.value.path()).read_text(encoding="utf-8")


def _resume_same(table: Any) -> None:
    before = table.snapshot()
    table.page.reload()
    table.wait_ready()
    table.wait_turn()
    assert table.snapshot() == before


def test_reload_at_deal_summary_and_match_end(table: Any) -> None:
    table.open("mode=2&target=51&seed=52&speed=instant&bots=easy")
    rng = random.Random(52)
    for _ in range(400):
        phase = table.wait_turn()
        if phase in ("deal-over", "match-over"):
            break
        table.act(rng)
    _resume_same(table)
    table.play_match(rng)
    _resume_same(table)
    assert table.phase() == "match-over"


def test_html_in_the_name_is_text(table: Any) -> None:
    table.open("mode=2&seed=61&speed=instant&bots=easy&name=%3Cimg%20src%3Dx%20onerror%3Dx%3E")
    page = table.page
    assert page.locator(".me .name").text_content() == "<img src=x onerror=x>"
    assert page.locator("#table img").count() == 0
    table.open("mode=2&seed=62&speed=instant&bots=easy&name=" + "x" * 500)
    assert page.locator("#message").is_visible()


def test_new_match_while_bots_think(table: Any) -> None:
    """Starting another match while a bot waits to move: the new match's bots play."""
    table.open("mode=4&seed=71&speed=slow&bots=easy")
    page = table.page
    page.click('#topbar [data-action="new-game"]')
    page.click("#setup-more summary")
    page.select_option('select[name="speed"]', "instant")
    page.click('[data-action="start"]')
    table.wait_turn(timeout=20_000)
    assert table.phase() in ("bidding", "play")


def test_double_click_and_clicks_during_bot_moves(table: Any) -> None:
    table.open("mode=3&seed=81&speed=slow&bots=easy")
    page = table.page
    rng = random.Random(81)
    _reach(table, "play", rng)
    before = table.hand()
    card = table.legal_cards()[0]
    page.dblclick(f'#hand button[data-card="{card}"]')
    after = table.hand()
    assert len(after) == len(before) - 1 and card not in after
    # while the bots think, every card is disabled and clicks change nothing
    snap = table.snapshot()
    if table.page.locator('#hand button[data-card]:not([disabled])').count() == 0 and after:
        page.locator(f'#hand button[data-card="{after[0]}"]').click(force=True)
        page.locator("#hand").click(force=True)
        assert table.hand() == snap["hand"]
