"""The learning tools in CPython: take-back, the viewer, the coach, history and challenges through ``update``
(no browser): the rules that the browser tests do not reach cheaply."""
from __future__ import annotations

import json
import random
import re
from collections.abc import Callable

import pytest
from debertz_web import effects as E
from debertz_web import learn_msg as L
from debertz_web import msg as M
from debertz_web import wire
from debertz_web.boot import BootEnv, boot
from debertz_web.facts import facts_of
from debertz_web.learn import HISTORY_KEY, TAKEBACKS_KEY
from debertz_web.learn_update import add_to_history, parse_fragment, restore_takebacks
from debertz_web.state import State
from debertz_web.storage import aside_key
from debertz_web.update import update
from debertz_web.view.page import page
from ui_support import text_of

from debertz.bots import get_bot
from debertz.match import DealSummary
from debertz.options import SEATINGS, SEATS

LINK = "?mode=2&seed=5&bots=easy&speed=instant&target=one_deal"


def started(link: str = LINK) -> State:
    st, _ = boot(BootEnv(search=link, page_url="http://127.0.0.1/"))
    assert st.match is not None
    return st


def bots(st: State) -> list[E.Effect]:
    """The bots move (and held tricks are seen) until the person is to act or the deal is over."""
    m = st.match
    assert m is not None
    bot = get_bot("easy", 1)
    out: list[E.Effect] = []
    while not m.deal.over:
        if st.held:
            out += update(st, M.TrickSeen(st.gen, st.held_token))
            continue
        seat = m.current_player()
        if seat == 0:
            break
        assert seat is not None
        out += update(st, M.BotMoved(st.gen, seat, bot.choose(m.view(seat))))
    return out


def play_deal(st: State, rng: random.Random) -> list[E.Effect]:
    m = st.match
    assert m is not None
    out = bots(st)
    while not m.deal.over:
        out += update(st, M.Act(rng.choice(m.legal_actions())))
        out += bots(st)
    return out


def test_undo_while_a_trick_is_held_and_the_bots_go_on() -> None:
    st = started("?mode=2&seed=5&bots=easy&speed=normal&target=one_deal")
    m = st.match
    assert m is not None
    rng = random.Random(3)
    bots(st)
    while not st.held and not m.deal.over:  # play until the person's card completes a trick
        before = m.deal.actions[:]
        update(st, M.Act(rng.choice(m.legal_actions())))
        if not st.held:
            bots(st)
    assert st.held
    gen = st.gen
    eff = update(st, L.Undo())
    assert E.RunBots() in eff and st.gen == gen + 1 and not st.held
    assert m.deal.actions == before and m.current_player() == 0
    assert st.flash == ("took_back", {})


def test_take_back_marks_are_kept_for_the_same_match_only() -> None:
    st = started()
    m = st.match
    assert m is not None
    bots(st)
    update(st, M.Act(m.legal_actions()[0]))
    bots(st)
    eff = update(st, L.Undo())
    stored = next(e.text for e in eff if isinstance(e, E.Store) and e.key == TAKEBACKS_KEY)
    save = wire.effect_op(E.Save(), st)
    assert save is not None
    again, _ = boot(BootEnv(search=LINK, page_url="http://127.0.0.1/", save_raw=save["text"], takebacks_raw=stored))
    assert again.match_id == st.match_id and again.learn.takebacks.counts == {0: 1}
    other = started(LINK.replace("seed=5", "seed=6"))
    restore_takebacks(other, stored)
    restore_takebacks(other, "{broken")
    assert other.learn.takebacks.counts == {}


def test_undo_off_and_nothing_to_undo() -> None:
    st = started()
    st.settings.takebacks = False
    assert update(st, L.Undo()) == [] and st.flash == ("takebacks_off", {})
    st.settings.takebacks = True
    bots(st)
    m = st.match
    assert m is not None
    if not any(s == 0 for s in m.deal.actors):
        assert update(st, L.Undo()) == [] and st.flash == ("nothing_to_undo", {})


def test_take_back_is_not_offered_once_the_match_is_over() -> None:
    """Nothing can be taken back once the match is over: the tool is left out of the bar and the menu then."""
    st = started()  # one deal: its end is the match's
    update(st, M.ToggleMenu())
    assert 'data-action="undo"' in page(st, facts_of(st.match, 0)).topbar
    play_deal(st, random.Random(2))
    m = st.match
    assert m is not None and m.finished
    bar = page(st, facts_of(m, 0)).topbar
    assert 'data-action="undo"' not in bar and 'data-action="replay"' in bar


def test_the_live_deal_is_viewed_with_only_the_persons_hand() -> None:
    st = started()
    bots(st)
    m = st.match
    assert m is not None
    update(st, M.Act(m.legal_actions()[0]))
    bots(st)
    assert not m.deal.over
    update(st, L.OpenReplay())
    r = st.learn.replay
    assert r is not None and r.secret and not r.all_hands
    update(st, L.ReplayHands(True))  # refused: the deal is still being played
    assert not r.all_hands
    html = page(st, facts_of(m)).overlay
    assert 'data-seat="1" data-open="0"' in html and 'data-seat="0" data-open="1"' in html
    assert 'data-action="replay-all"' not in html
    # no coach for a deal in play (its hindsight would show hidden cards): said to open after the deal
    assert update(st, L.OpenCoach()) == [] and st.learn.coach is None
    assert st.flash == ("coach_after_deal", {}) and not m.history


def test_coach_runs_when_asked_or_after_each_deal_when_turned_on() -> None:
    st = started("?mode=2&seed=8&bots=easy&speed=instant&target=151")
    rng = random.Random(1)
    eff = play_deal(st, rng)
    assert not any(isinstance(e, E.ThinkCoach) for e in eff)  # off by default
    update(st, L.CoachAuto(True))
    m = st.match
    assert m is not None
    if not m.finished:
        update(st, M.NextDeal())
        eff = play_deal(st, rng)
        assert [e for e in eff if isinstance(e, E.ThinkCoach)] == [E.ThinkCoach(st.learn.coach_gen)]
        assert st.overlay == "coach" and st.learn.coach is not None and st.learn.coach.index == len(m.history) - 1
    # a stale answer is dropped, the current one shown
    update(st, L.OpenCoach())
    co = st.learn.coach
    assert co is not None
    update(st, L.CoachDone(co.gen - 1, ()))
    assert co.state == "thinking"
    update(st, L.CoachFailed(co.gen, "boom\nline two"))
    assert co.state == "failed" and co.error == "boom"


def test_history_takes_matches_finished_here_not_imports() -> None:
    st = started()
    play_deal(st, random.Random(2))
    m = st.match
    assert m is not None and m.finished
    text = add_to_history(st, "2026-12-01T10:00:00Z")
    assert text is not None and add_to_history(st, "2026-12-01T10:00:01Z") is None  # once
    doc = json.loads(text)
    record = doc["matches"][0]["record"]
    assert len(doc["matches"]) == 1 and {k: v for k, v in record.items() if k != "seats"} == m.to_record()
    assert record["seats"] == [{"person": st.settings.name}, {"bot": st.settings.bot_list()[0]}]
    # an imported finished record is not the person's match
    other = started()
    other.learn.history_raw = text
    eff = update(other, M.ImportText(json.dumps(m.to_record())))
    assert not any(isinstance(e, E.AddHistory) for e in eff)


def test_a_damaged_history_is_set_aside() -> None:
    st = started()
    st.learn.history_raw = '{"format": "debertz-history/1", "matches": ['
    eff = update(st, L.OpenHistory())
    copies = [e for e in eff if isinstance(e, E.Store) and e.key.startswith(aside_key(HISTORY_KEY) + ".")]
    assert [e.text for e in copies] == ['{"format": "debertz-history/1", "matches": [']
    assert st.message == ("history_damaged", {}) and st.learn.history == [] and st.match is not None
    deep = started()
    deep.learn.history_raw = "[" * 100_000
    update(deep, L.OpenHistory())
    assert deep.learn.history == [] and deep.message == ("history_damaged", {})


def test_challenge_links_at_start() -> None:
    st = started("?mode=2&seed=5&bots=easy&speed=instant&target=151")
    play_deal(st, random.Random(4))
    update(st, L.MakeChallenge())
    link = st.learn.challenge_link
    assert link.startswith("http://127.0.0.1/?") and st.overlay == "challenge"
    friend = started(link[len("http://127.0.0.1/"):] + "&lang=ru")
    assert friend.learn.challenge is not None and friend.message is not None
    # the friend is told, before playing, whose result to beat
    told = text_of(str(wire.render_op(friend)["message"]))
    sender = st.match.scores[0]  # type: ignore[union-attr]
    assert "бросает вам вызов" in told and f"Итог друга: {sender}".replace("-", "\u2212") in told
    again = started(link[len("http://127.0.0.1/"):] + "&lang=ru")  # the same link before any move: told again
    assert again.message is not None and again.message[0] == "challenge_from"
    assert friend.learn.challenge.deals[0] == tuple(
        r + p for r, p in zip(st.match.history[0].recorded, st.match.history[0].penalties))  # type: ignore[union-attr]
    changed = started(link[len("http://127.0.0.1/"):].replace("seed=5", "seed=6"))
    assert changed.learn.challenge is None and changed.message is not None
    assert changed.message[0] == "bad_link" and changed.match is not None


def test_a_challenge_says_a_total_only_of_deals_the_sender_finished() -> None:
    """A link sent before the sender finished a deal gives no total to beat («Итог друга: 0» compares with
    nothing); a one-deal challenge (the deal of the day's result) speaks of one deal."""
    st = started("?mode=2&seed=5&bots=easy&speed=instant&target=151")
    update(st, L.MakeChallenge())
    friend = started(st.learn.challenge_link[len("http://127.0.0.1/"):] + "&lang=ru")
    told = text_of(str(wire.render_op(friend)["message"]))
    assert friend.message is not None and friend.message[0] == "challenge_from_fresh"
    assert "бросает вам вызов" in told and "Итог друга" not in told and "ни одной сдачи" in told, told
    one = started("?mode=2&seed=5&bots=easy&speed=instant&target=one_deal")
    play_deal(one, random.Random(4))
    update(one, L.MakeChallenge())
    friend = started(one.learn.challenge_link[len("http://127.0.0.1/"):] + "&lang=uk")
    told = text_of(str(wire.render_op(friend)["message"]))
    assert "та сама роздача" in told and "Результат друга" in told, told


def test_fragment() -> None:
    assert parse_fragment("#replay=3.17") == (3, 17)
    assert parse_fragment("replay=2") == (2, 0)
    for bad in ("", "#x=1", "#replay=a.b", "#replay=1.-2", "#replay=99999999.1"):
        assert parse_fragment(bad) is None


def test_the_fragment_points_only_into_a_match_a_reload_opens() -> None:
    """The match on the table gets ``#replay=DEAL.STEP``; a match from the history gets none (a reload
    would open that position in the match on the table)."""
    st = started("?mode=2&seed=5&bots=easy&speed=instant&target=one_deal")
    play_deal(st, random.Random(2))
    add_to_history(st, "2026-12-01T10:00:00Z")
    frags = [e.text for e in update(st, L.OpenReplay(1, 3)) if isinstance(e, E.SetFragment)]
    assert frags == ["replay=1.3"]
    entry = st.learn.history[0].id if st.learn.history else ""
    frags = [e.text for e in update(st, L.HistoryReplay(entry)) if isinstance(e, E.SetFragment)]
    assert st.learn.replay is not None and st.learn.replay.source == "history" and frags == [""]
    frags = [e.text for e in update(st, L.ReplayMove("next")) if isinstance(e, E.SetFragment)]
    assert frags == [""]


def test_every_coach_reason_reads_in_every_language() -> None:
    from debertz_web.i18n import tr
    from debertz_web.view.coach import why_line
    from debertz_web.view.names import Ctx

    from debertz import actions as A
    from debertz.learn.coach import REASON_CODES, Decision

    params = {"card": "JH", "spent": "AS", "best": "pass", "points": 14, "suit": "H", "count": 3, "held": "JH 9H",
              "out": 5}
    for lang in ("en", "ru", "uk"):
        c = Ctx(lang, "", 2, False)
        for code in REASON_CODES:
            for best in (A.REDEAL, A.PASS):
                d = Decision(0, 0, "card", 3, best, 1.5, {3: 0.0, best: 1.5}, code, dict(params))
                line = why_line(c, d, 1) or ("" if code in ("equal", "other_card", "other") else "(none)")
                if not line:
                    continue  # nothing to add to the entry's own line
                assert line and "{" not in line and not line.startswith("coach."), (lang, code, line)
        empty = Decision(0, 0, "bid", A.PASS, A.TAKE, 2.0, {}, "bid_declare", {"suit": "S", "count": 0, "held": ""})
        assert tr("coach.held_none", lang).replace("\u00a0", " ") in why_line(c, empty, 1).replace("\u00a0", " ")


def test_coach_panel_numbers_are_dot_decimal_in_every_language() -> None:
    from debertz_web.learn import Coaching
    from debertz_web.view.coach import coach_panel
    from debertz_web.view.names import Ctx

    from debertz.learn.coach import Decision

    st = started()
    doc = st.match.to_record()  # type: ignore[union-attr]
    ds = [Decision(2, 0, "card", 3, 5, 12.25, {3: 0.0, 5: 12.25}, "other_card", {"card": "QC"}, 5, 30.0),
          Decision(5, 0, "card", 4, 4, 0.0, {4: 1.0}, "best", {})]
    co = Coaching(1, doc, 0, "done", ds)
    for lang in ("en", "ru", "uk"):
        html = coach_panel(co, Ctx(lang, "", 2, False), False)
        assert 'data-loss="12.2"' in html or 'data-loss="12.3"' in html
        assert 'data-loss="0.0"' in html and 'data-state="done"' in html and 'data-hindsight="30.0"' in html


def test_coach_panel_shows_numbers_as_people_read_them() -> None:
    """What the person reads: whole points from 10 on, one decimal below 10 with the language's decimal mark
    (a comma in ru/uk), "no loss" for nothing lost; the attributes stay dot-decimal (checked above)."""
    import re

    from debertz_web.learn import Coaching
    from debertz_web.view.coach import coach_panel
    from debertz_web.view.names import Ctx
    from debertz_web.view.numbers import points_text

    from debertz.learn.coach import Decision

    st = started()
    doc = st.match.to_record()  # type: ignore[union-attr]
    ds = [Decision(2, 0, "card", 3, 5, 69.3, {3: 0.0, 5: 69.3}, "other_card", {"card": "QC"}, 5, 109.5),
          Decision(3, 0, "card", 4, 5, 2.5, {4: 0.0, 5: 2.5}, "other_card", {"card": "QC"}, 4, 0.0),
          Decision(5, 0, "card", 4, 4, 0.0, {4: 1.0}, "best", {})]
    co = Coaching(1, doc, 0, "done", ds)
    # a hindsight loss of none is said in words, not as "best …, 0 points lost"
    want = {"en": ("−69 points", "−2.5 points", "no loss", "110 points lost", "this choice lost nothing"),
            "ru": ("в среднем −69 очков", "в среднем −2,5 очка", "без потерь", "потеря 110 очков",
                   "этот выбор ничего не терял"),
            "uk": ("у середньому −69 очок", "у середньому −2,5 очка", "без втрат", "втрата 110 очок",
                   "цей вибір нічого не втрачав")}
    for lang, texts in want.items():
        html = coach_panel(co, Ctx(lang, "", 2, False), False)
        shown = re.sub(r"<[^>]+>", " ", html).replace("\u00a0", " ")
        for text in texts:
            assert text in shown, (lang, text)
        assert not re.search(r"\d[.,]\d", re.sub(r"2[.,]5", "", shown)), (lang, shown)  # no 69.3, 109.5, 0.0
        assert 'data-loss="69.3"' in html and 'data-loss="2.5"' in html and 'data-hindsight="109.5"' in html
    assert [points_text(x, "ru") for x in (0.04, -0.04, 9.94, 9.96, -12.4, 3.0)] == ["0", "0", "9,9", "10", "−12", "3"]
    assert points_text(9.94, "en") == "9.9"


def test_history_export_one_or_all() -> None:
    st = started()
    play_deal(st, random.Random(2))
    add_to_history(st, "2026-12-01T10:00:00Z")
    entry = (st.learn.history or [])[0]
    one = update(st, L.HistoryExport(entry.id))
    assert [e for e in one if isinstance(e, E.Download)][0].text == json.dumps(entry.record, indent=1)
    every = [e for e in update(st, L.HistoryExport("")) if isinstance(e, E.Download)][0]
    assert json.loads(every.text)["matches"][0]["id"] == entry.id
    assert update(st, L.HistoryExport("nope")) == []


def a_deal_where(wanted: Callable[[DealSummary], bool], seeds: int = 80, mode: str = "2") -> State:
    """A one-deal match (two players unless said, in Russian) whose deal is ``wanted``, the first of some seeds."""
    bots = ",".join(["easy"] * (SEATS[mode] - 1))
    for seed in range(1, seeds):
        st = started(f"?mode={mode}&seed={seed}&bots={bots}&speed=instant&target=one_deal&lang=ru")
        play_deal(st, random.Random(seed))
        m = st.match
        assert m is not None
        if m.history and wanted(m.history[-1]):
            return st
    raise AssertionError(f"no such deal in {seeds - 1} matches")


def test_the_screen_readers_result_line_has_the_tables_words() -> None:
    """At two players the bait's points go to the one opponent («очки противнику»), as the summary says."""
    st = a_deal_where(lambda h: h.outcome == "bait")
    live = text_of(str(wire.render_op(st)["live"]))
    assert "Байд" in live and ("очки противнику" in live or "очки вам" in live), live
    assert "противникам" not in live


def test_the_viewer_says_a_senior_run_counts_only_once_the_deal_is_over() -> None:
    """Before the deal's end the senior run may still lose its points (its side takes no trick)."""
    st = a_deal_where(lambda h: h.totals is not None and any(h.totals.sequences))
    update(st, L.OpenReplay(1, 0))
    seen_senior = False
    for _ in range(60):
        r = st.learn.replay
        assert r is not None
        seqs = re.search(r'<div class="replay-seqs">.*?</div>', str(wire.render_op(st)["overlay_html"]))
        text = text_of(seqs.group(0)) if seqs else ""
        if "✓" in text:
            over = r.cursor.step == r.cursor.steps
            assert ("✓ засчитана" in text) == over and ("✓ старшая" in text) != over, text
            seen_senior = seen_senior or not over
        if r.cursor.step == r.cursor.steps:
            break
        update(st, L.ReplayMove("next"))
    assert seen_senior and "✓ засчитана" in text


@pytest.mark.parametrize("mode", ["2", "2x2"])
def test_the_viewer_says_whether_an_announced_bella_counts(mode: str) -> None:
    """A bella scores only if its side takes a trick: «засчитается, если …» before the deal's end, then counted
    or not as the deal's totals have it for the announcer's side."""
    st = a_deal_where(lambda h: h.totals is not None and any(h.totals.bella), seeds=300, mode=mode)
    update(st, L.OpenReplay(1, 0))
    marks = []
    for _ in range(80):
        r = st.learn.replay
        assert r is not None
        bella = re.search(r'<div class="replay-bella">.*?</div>', str(wire.render_op(st)["overlay_html"]))
        if bella:
            marks.append((r.cursor.step == r.cursor.steps, text_of(bella.group(0))))
        if r.cursor.step == r.cursor.steps:
            break
        update(st, L.ReplayMove("next"))
    assert marks and marks[-1][0] and "✓ засчитана" in marks[-1][1], marks[-1:]
    assert all("засчитается, если сторона объявившего возьмёт" in text for over, text in marks if not over)
    # the same bella on a side that took no trick (another side's figure kept): said not counted
    from dataclasses import replace

    from debertz_web.learn import replay_facts
    from debertz_web.view.replay import bella_mark

    facts = replay_facts(st.learn.replay)
    assert facts.result is not None and facts.result.totals is not None and facts.bella_by is not None
    side = SEATINGS[mode].side_of[facts.bella_by]
    bella = tuple(0 if s == side else 20 for s in range(len(facts.result.totals.bella)))
    lost = replace(facts.result, totals=replace(facts.result.totals, bella=bella))
    assert "не засчитана" in bella_mark(replace(facts, result=lost), "ru")


def test_a_baits_points_are_said_to_come_from_the_bait() -> None:
    """«Север записывает 150: свои 92 и 58 за байд», not «… и ещё 58» (from where?), when no hanging pot is paid."""
    st = a_deal_where(lambda h: h.outcome == "bait" and not h.hanging)
    said = text_of(str(wire.render_op(st)["table"]) + str(wire.render_op(st)["overlay_html"]))
    assert re.search(r"записыва\w+ \d+: свои \d+ и \d+ за байд\.", said), said[:600]


@pytest.mark.parametrize("leave", [M.Close(), M.Show("rules"), M.Clicked("close", M.Close())])
def test_leaving_the_viewer_clears_its_place_in_the_address(leave: M.Msg) -> None:
    """The viewer's ``#replay=DEAL.STEP`` is for a reload while it is open: closed (or left for another panel),
    a reload shows the table, not the viewer again."""
    st = started("?mode=2&seed=5&bots=easy&speed=instant&target=one_deal")
    play_deal(st, random.Random(2))
    assert [e.text for e in update(st, L.OpenReplay(1, 3)) if isinstance(e, E.SetFragment)] == ["replay=1.3"]
    frags = [e.text for e in update(st, leave) if isinstance(e, E.SetFragment)]
    assert st.overlay != "replay" and frags == [""]
    assert not [e for e in update(st, M.Close()) if isinstance(e, E.SetFragment)]  # nothing more to clear


def test_the_viewer_keeps_the_cards_face_up_on_the_table_all_deal() -> None:
    """The turn-up and the stock's open card lie face up the whole deal and are in no hand: the viewer shows
    them after the bidding too, as the table did."""
    st = started("?mode=2&preset=kharkiv&seed=5&bots=easy&speed=instant&target=one_deal&lang=ru")
    m = st.match
    assert m is not None
    play_deal(st, random.Random(4))
    d = m.deals[-1]
    assert d.table_card is not None and d.second_open is not None  # the Kharkiv open card comes after the deal
    update(st, L.OpenReplay(1, 0))
    while st.learn.replay is not None and st.learn.replay.cursor.step < st.learn.replay.cursor.steps // 2:
        update(st, L.ReplayMove("next"))
    said = text_of(str(wire.render_op(st)["overlay_html"]))
    assert "Козырь" in said and "Вскрышка" in said and "Открытая" in said, said[:800]
