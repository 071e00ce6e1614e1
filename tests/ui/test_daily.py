"""The deal of the day, in CPython through ``boot`` and ``update``: the deck follows from the UTC date
alone (the same for every page on a day, another the next day), opening it keeps an unfinished match
and the person's own table, and its end shows the result with a link that lets someone else play the
same deal and compare."""
from __future__ import annotations

import datetime as dt
import random
from urllib.parse import urlparse

import pytest
from debertz_web import learn_msg as L
from debertz_web import msg as M
from debertz_web import wire
from debertz_web.boot import PREFS_KEY
from debertz_web.i18n import LANGS
from debertz_web.view.message import message_bar
from debertz_web.view.page import context
from test_nothing_lost import Page
from ui_support import render, text_of

from debertz import options as O
from debertz.learn import daily
from debertz.match import Match

DAY = "2026-12-02T23:59:58.000Z"
NEXT_DAY = "2026-12-03T00:00:01.000Z"


def first_deck(page: Page, today: str, mode: str = "2") -> list[str]:
    st, _ = page.open(f"?mode={mode}&speed=instant")
    page.send(st, L.OpenDaily(today))
    assert st.match is not None
    return [str(x) for x in st.match.to_record()["deals"][0]["deck"]]


def test_the_seed_is_the_date_and_reads_back() -> None:
    day = dt.date(2026, 12, 2)
    assert daily.seed_of(day) == "day-2026-12-02"
    assert daily.day_of_seed("day-2026-12-02") == day
    assert daily.day_of("2026-12-02T23:10:00.000Z") == day
    for bad in ("", "yesterday", "2026-13-02", "2026-12-2", "day-2026-12-02x"):
        assert daily.day_of(bad) is None
        assert daily.day_of_seed(bad) is None
    assert daily.day_of_seed(None) is None and daily.day_of_seed("42") is None


@pytest.mark.parametrize("mode", O.MODES)
def test_every_mode_has_a_day_table_with_its_bots(mode: str) -> None:
    table = daily.table(mode, dt.date(2026, 12, 2))
    assert len(table["bots"]) == O.SEATS[mode] - 1
    options = O.make_options(mode, table["preset"], table["overrides"])
    assert options.target == "one_deal"


@pytest.mark.parametrize("mode", ["2", "2x2"])
def test_the_same_day_gives_every_page_the_same_deck_and_the_next_day_another(mode: str) -> None:
    a = first_deck(Page(), DAY, mode)
    b = first_deck(Page(), "2026-12-02T00:00:03.000Z", mode)  # another page, another hour, the same UTC day
    c = first_deck(Page(), NEXT_DAY, mode)
    assert a == b and a != c
    # derived from the date alone: a match with the day's seed has that deck
    ref = Match(mode, O.make_options(mode, "classic", {"target": "one_deal"}), seed="day-2026-12-02")
    assert a == [str(x) for x in ref.to_record()["deals"][0]["deck"]]


def test_opening_it_keeps_an_unfinished_match_and_the_persons_table() -> None:
    page = Page()
    st, _ = page.open("?mode=2x2&seed=9&bots=easy,easy,easy&speed=instant&target=151")
    page.play(st, random.Random(1), until_finished=False)
    mine, prefs = st.match_id, page.store.get(PREFS_KEY)
    page.send(st, L.OpenDaily(DAY))
    m = st.match
    assert m is not None and st.match_id != mine and m.mode == "2x2"
    assert st.settings.seed == "day-2026-12-02" and m.options.target == "one_deal"
    assert st.settings.bot_list() == ["normal"] * 3
    assert [k.id for k in st.kept] == [mine] and st.kept_note == mine
    assert 'data-action="resume-kept"' in message_bar(st, context(st, None))
    assert page.store.get(PREFS_KEY) == prefs  # the person's own table is not replaced by the day's


@pytest.mark.parametrize("lang", LANGS)
def test_a_click_without_a_clock_gives_one_line_and_changes_nothing(lang: str) -> None:
    page = Page()
    st, _ = page.open("?mode=2&seed=3&bots=easy&speed=instant", lang=lang)
    before = st.match_id
    click = wire.inbound({"t": "click", "attrs": {"data-action": "daily"}}, st)
    assert isinstance(click, M.Clicked) and click.msg == L.OpenDaily("")
    page.send(st, click)
    assert st.match_id == before and st.message is not None and st.message[0] == "daily_no_clock"
    line = text_of(message_bar(st, context(st, None)))
    assert line and "\n" not in line and "daily_no_clock" not in line


def test_the_click_carries_the_pages_clock() -> None:
    st, _ = Page().open()
    msg = wire.inbound({"t": "click", "attrs": {"data-action": "daily"}, "now": DAY}, st)
    assert isinstance(msg, M.Clicked) and msg.msg == L.OpenDaily(DAY)


def test_its_end_shows_the_result_and_a_link_that_replays_the_same_deal_and_compares() -> None:
    page = Page()
    st, _ = page.open("?mode=2&speed=instant")
    page.send(st, L.OpenDaily(DAY))
    page.play(st, random.Random(5))
    assert st.match is not None and st.match.finished
    assert st.overlay == "challenge" and st.learn.challenge_link
    link = st.learn.challenge_link
    assert "seed=day-2026-12-02" in link and "challenge=" in link
    panel = text_of(render(st).overlay)
    assert "Deal of the day" in panel and "same deal" in panel
    sent = st.match.to_record()

    friend = Page()  # someone else opens the link: the same deal, then both results side by side
    other, _ = friend.open("?" + urlparse(link).query)
    assert other.learn.challenge is not None
    assert other.match is not None
    assert other.match.to_record()["deals"][0]["deck"] == sent["deals"][0]["deck"]
    friend.play(other, random.Random(6))
    assert other.overlay == "challenge" and [ln.deal for ln in other.learn.challenge_lines] == [1]
    assert 'id="challenge-compare"' in render(other).overlay


def test_a_result_link_for_a_deal_already_played_shows_both_results_without_playing_it_again() -> None:
    me, friend = Page(), Page()
    st, _ = me.open("?mode=2&speed=instant")
    page_msg = L.OpenDaily(DAY)
    me.send(st, page_msg)
    me.play(st, random.Random(11))
    assert st.match is not None
    mine, my_scores = st.match_id, list(st.match.scores)

    theirs, _ = friend.open("?mode=2&speed=instant")
    friend.send(theirs, L.OpenDaily(DAY))
    friend.play(theirs, random.Random(12))
    link = theirs.learn.challenge_link

    again, _ = me.open("?" + urlparse(link).query)  # the friend's result, opened by someone who played the day
    m = again.match
    assert m is not None and m.finished and again.match_id == mine and list(m.scores) == my_scores
    assert again.overlay == "challenge" and again.message is not None
    lines = again.learn.challenge_lines
    assert [(ln.deal, ln.mine is not None, ln.theirs is not None) for ln in lines] == [(1, True, True)]
    assert me.history_ids() == [mine]  # nothing played twice, nothing added twice
    # someone who has not played it yet plays it
    fresh, _ = Page().open("?" + urlparse(link).query)
    assert fresh.match is not None and not fresh.match.finished


def test_yesterdays_deal_opens_in_the_viewer_own_game_or_the_bots() -> None:
    page = Page()
    st, _ = page.open("?mode=2&speed=instant")
    page.send(st, L.OpenDaily(DAY))
    page.play(st, random.Random(13))
    assert st.match is not None
    played = st.match.to_record()
    page.send(st, L.OpenYesterday(NEXT_DAY))  # the next day, yesterday is the deal just played
    r = st.learn.replay
    assert st.overlay == "replay" and r is not None and r.source == "history"
    assert {k: v for k, v in r.doc.items() if k != "seats"} == played and r.doc["seats"][1] == {"bot": "normal"}
    page.send(st, L.OpenYesterday(DAY))  # the day before it was not played here: the bots play it
    r = st.learn.replay
    assert r is not None and r.source == "daily" and r.seed == "day-2026-12-01"
    ref = Match("2", O.make_options("2", "classic", {"target": "one_deal"}), seed="day-2026-12-01")
    assert r.doc["deals"][0]["deck"] == ref.to_record()["deals"][0]["deck"] and r.doc["deals"][0]["actions"]
    assert r.doc == daily.played_by_bots("2", dt.date(2026, 12, 1))  # the same every time
    assert 'id="replay"' in render(st).overlay
    # nobody here played it: its title says which deal it is, and no seat is "You"
    overlay = render(st).overlay
    shown = text_of(overlay[overlay.index('id="replay"'):])
    assert "Yesterday's deal" in shown and "You" not in shown and "South" in shown


def test_ones_own_result_link_is_not_compared_with_itself() -> None:
    page = Page()
    st, _ = page.open("?mode=2&speed=instant")
    page.send(st, L.OpenDaily(DAY))
    page.play(st, random.Random(5))
    link, mine = st.learn.challenge_link, st.match_id
    again, _ = page.open("?" + urlparse(link).query)  # the person opens the link they were to send
    assert again.match_id == mine and again.match is not None and again.match.finished
    assert again.learn.challenge is None and again.overlay != "challenge"
    assert "your own result link" in text_of(render(again).message)
    assert page.history_ids() == [mine]


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_names_the_deal_of_the_day(lang: str) -> None:
    from debertz_web.i18n import date_text, tr

    page = Page()
    st, _ = page.open(f"?lang={lang}", lang=lang)
    page.send(st, L.OpenDaily(DAY))
    shown = text_of(render(st).table).replace("\u00a0", " ")
    assert f"{tr('daily', lang)}, {date_text('2026-12-02', lang)}".replace("\u00a0", " ") in shown, shown
    st2, _ = Page().open("?mode=2&seed=9&bots=easy", lang=lang)
    assert tr("daily", lang) not in text_of(render(st2).table)


def test_the_coach_of_a_deal_only_bots_played_names_their_seats_and_shows_that_deal() -> None:
    """Yesterday's deal as its bots played it is nobody's here: the coach rates a seat by its place (any seat,
    chosen in the panel), never "your decisions", and a rated decision is shown in that deal, not the match's."""
    from debertz.learn.coach import Decision

    page = Page()
    st, _ = page.open("?mode=2&speed=instant")
    page.send(st, L.OpenYesterday(DAY))
    r = st.learn.replay
    assert r is not None and r.source == "daily"
    page.send(st, L.OpenCoach())
    co = st.learn.coach
    assert co is not None and co.seat == 0 and co.people == (None, None) and co.doc == r.doc
    panel = render(st).overlay
    panel = panel[panel.index('id="coach"'):]  # the score sheet drawn before it is hidden
    said = text_of(panel)
    assert "1: South's decisions" in said and "your" not in said.lower()
    assert 'data-action="coach-seat" data-seat="1"' in panel and "Whose decisions" in said
    page.send(st, L.CoachSeat(1))
    co = st.learn.coach
    assert co is not None and co.seat == 1 and co.state == "thinking"
    page.send(st, L.CoachDone(co.gen, (Decision(4, 1, "card", 5, 7, 4.0, {5: 6.0, 7: 10.0}, "other_card", {}),)))
    panel = render(st).overlay
    said = text_of(panel[panel.index('id="coach"'):])
    assert "North's decisions" in said and "North: " in said and "you" not in said.lower()
    page.send(st, L.CoachShow(4))
    r = st.learn.replay
    assert st.overlay == "replay" and r is not None and r.source == "daily" and r.cursor.step == 4

