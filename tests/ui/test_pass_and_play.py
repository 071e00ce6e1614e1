"""Pass-and-play: several people at one device, each hand behind a curtain between them.

Whole matches driven through ``update`` with the messages the page sends: at every step the page drawn
(and the picture kept for the next visit) holds no card that another person still holds; take-backs,
the seating link, bad names, the record's ``seats`` and a reload.
"""
from __future__ import annotations

import html
import json
import re

import pytest
from debertz_web import effects as E
from debertz_web import msg as M
from debertz_web import wire
from debertz_web.boot import BootEnv, boot
from debertz_web.learn_msg import (
    CoachSeat,
    HistoryExport,
    MakeChallenge,
    OpenCoach,
    OpenHistory,
    OpenReplay,
    ReplayShare,
    Undo,
)
from debertz_web.learn_update import add_to_history
from debertz_web.settings import Settings, clean_name, parse_query, settings_from_dict
from debertz_web.state import SeatRef, State, curtain, due, persons, viewer
from debertz_web.storage import save_text
from debertz_web.update import update
from ui_support import text_of

from debertz import actions as A
from debertz.bots import get_bot
from debertz.cards import bits, card_str
from debertz.errors import RecordError
from debertz.record import load_record, read_seats

CARD_ATTRS = re.compile(r'data-(?:card|show|played|why-card)="([2-9TJQKA][SHDC])"')


def table_state(mode: str, people: list[str | None], seed: int = 3, target: object = "one_deal",
                lang: str = "en") -> State:
    s = Settings(mode=mode, overrides={"target": target}, bots=["easy"] * 3, people=list(people), speed="instant",
                 name="Olena", seed=str(seed))
    st = State(settings=s, lang=lang, page_url="http://127.0.0.1/")
    update(st, M.NewMatch())
    st.settings.seed = str(seed)
    return st


def hidden_from(st: State) -> set[str]:
    """The cards other people hold now: none of them may be on the page (the person at the device's own
    hand may, and only while their curtain is open)."""
    m = st.match
    assert m is not None
    open_seat = viewer(st) if curtain(st) is None else -1
    return {card_str(c) for seat in persons(st) if seat != open_seat for c in bits(m.deal.hands[seat])}


def check_page(st: State) -> dict[str, object]:
    op = wire.render_op(st)
    drawn = " ".join(str(op[k]) for k in ("table", "topbar", "overlay_html", "message", "live"))
    kept = str(op["kept"])
    secret = hidden_from(st)
    shown = set(CARD_ATTRS.findall(drawn))
    assert not shown & secret, (st.shown, curtain(st), sorted(shown & secret))
    assert not CARD_ATTRS.findall(kept), "the picture kept for the next visit shows cards"
    for name in st.settings.people_list():  # a name is text: its quotes and ampersands are escaped everywhere
        markup = " ".join(str(op[k]) for k in ("table", "topbar", "overlay_html", "message")) + kept  # "live" is text
        assert not name or '"' not in name or name not in markup
    if curtain(st) is not None:
        assert 'id="hand"' not in drawn and not CARD_ATTRS.findall(op["table"])  # type: ignore[arg-type]
        assert kept == op["table"]
    return op


def drive(st: State, steps: int = 4000) -> list[str]:
    """Play the match out as the page would, checking every picture; the curtains met, by name."""
    m = st.match
    assert m is not None
    bots = [get_bot("easy", seed=s) for s in range(m.n)]
    met: list[str] = []
    for _ in range(steps):
        op = check_page(st)
        if m.finished:
            return met
        if st.held:
            update(st, M.TrickSeen(st.gen, st.held_token))
        elif curtain(st) is not None:
            met.append(text_of(str(op["table"])))
            update(st, M.Clicked("open-curtain", M.OpenCurtain()))
        elif m.deal.over:
            update(st, M.NextDeal())
        else:
            seat = m.current_player()
            assert seat is not None
            action = bots[seat].choose(m.view(seat))
            if seat in persons(st):
                assert viewer(st) == seat
                update(st, M.Act(action))
            else:
                update(st, M.BotMoved(st.gen, seat, action))
    raise AssertionError("the match did not end")


SEATINGS: list[tuple[str, list[str | None]]] = [
    ("2", ["Petro"]), ("2x2", [None, "Petro", None]), ("2x2", ["Petro", None, None]), ("3", ["", None]),
    ("4", ["A", 'Bo "B" & Co', "C"])]


@pytest.mark.parametrize("mode,people", SEATINGS)
def test_a_whole_match_never_shows_another_persons_card(mode: str, people: list[str | None]) -> None:
    st = table_state(mode, people, target=301 if mode == "2" else "one_deal")
    met = drive(st)
    assert st.match is not None and st.match.finished
    names = {"Olena", *(p or f"Player {i + 2}" for i, p in enumerate(people) if p is not None)}
    assert met and {re.sub(r"^Pass the device to (.*?) Every hand.*", r"\1", t) for t in met} == names


def test_one_person_sees_no_curtain_and_the_table_as_before() -> None:
    st = table_state("2", [None])
    assert drive(st) == []
    assert wire.render_op(st)["kept"] == ""


def test_the_curtain_waits_for_the_person_on_turn_and_opens_on_their_word() -> None:
    st = table_state("2", ["Petro"], seed=5)
    m = st.match
    assert m is not None
    first = m.current_player()
    assert curtain(st) == first and st.shown == -1
    html = str(wire.render_op(st)["table"])
    name = "Olena" if first == 0 else "Petro"
    assert f"Pass the device to {name}" in text_of(html) and f"I am {name}" in text_of(html)
    assert 'role="dialog"' in html and 'aria-labelledby="curtain-title"' in html and "<h2" in html
    assert update(st, M.Act(A.PASS)) == [] and len(m.deal.actions) == 0  # behind the curtain
    update(st, M.OpenCurtain())
    assert curtain(st) is None and viewer(st) == first
    assert 'id="hand"' in str(wire.render_op(st)["table"])
    update(st, M.Act(A.PASS))
    assert curtain(st) == 1 - first  # the turn passed to the other person: every hand hidden again
    assert update(st, M.OpenCurtain()) and viewer(st) == 1 - first
    assert st.live[-1][0] == "your_turn"  # the screen reader hears whose turn it is once the curtain opens


def test_behind_the_curtain_the_panels_without_a_hand_open_and_the_others_wait() -> None:
    """The score sheet, the last trick, the rules and help open over the curtain (they show no card of a hand);
    the viewer, the coach and the share link are not offered until a person's hand is shown."""
    st = table_state("2x2", ["Petro", None, "Ivan"], seed=4)
    m = st.match
    assert m is not None and curtain(st) is not None
    for panel in ("sheet", "last", "rules", "help"):
        update(st, M.Show(panel))
        op = check_page(st)  # no card of anybody's hand on the page
        assert op["overlay"] == panel, panel
        assert panel == "sheet" or 'role="dialog"' in str(op["overlay_html"]), panel  # the sheet is always drawn
        update(st, M.Close())
    update(st, M.ToggleMenu())
    bar = str(check_page(st)["topbar"])
    assert 'data-action="show-rules"' in bar
    assert 'data-action="replay"' not in bar and 'data-action="show-share"' not in bar
    assert 'data-action="export-record"' not in bar  # a record's decks show every hand
    st.overlay = "replay"  # however it was asked for, a panel that may show a hand is not drawn over the curtain
    assert check_page(st)["overlay"] == ""


def test_the_hint_and_the_coach_read_the_person_at_the_device() -> None:
    st = table_state("2", ["Petro"], seed=5)
    m = st.match
    assert m is not None
    assert update(st, M.AskHint()) == []  # behind the curtain: no hint for anybody
    update(st, M.OpenCurtain())
    seat = viewer(st)
    assert any(isinstance(e, E.ThinkHint) for e in update(st, M.AskHint()))
    update(st, M.HintReady(st.gen, 0, m.legal_actions()[0]))
    assert st.hint_action == m.legal_actions()[0] and m.current_player() == seat
    drive(st)  # to the end; the coach then rates the last person at the device, and only them
    update(st, OpenCoach())
    assert st.learn.coach is not None and st.learn.coach.seat == viewer(st)
    title = re.search(r'<h2 id="coach-title">(.*?)</h2>', str(wire.render_op(st)["overlay_html"]))
    name = ["Olena", "Petro"][viewer(st)]
    assert title is not None and html.unescape(title.group(1)) == f"Deal\u00a01: {name}'s decisions"
    panel = text_of(str(wire.render_op(st)["overlay_html"]))  # still thinking, then each row: by name too
    assert f"Rating the decisions of {name}" in panel and "your" not in panel
    # the other person at the device rates their own decisions of the same deal
    other = 1 - viewer(st)
    update(st, CoachSeat(other))
    co = st.learn.coach
    assert co is not None and co.seat == other and co.state == "thinking"
    assert f"Rating the decisions of {['Olena', 'Petro'][other]}" in text_of(str(wire.render_op(st)["overlay_html"]))
    eff = update(st, CoachSeat(5))  # not a seat of this table: nothing changes
    assert not any(isinstance(e, E.ThinkCoach) for e in eff) and st.learn.coach is co and co.seat == other


def test_take_back_only_by_the_person_who_moved_before_the_next_person_looks() -> None:
    st = table_state("2", ["Petro"], seed=5)
    m = st.match
    assert m is not None
    update(st, M.OpenCurtain())
    a = viewer(st)
    update(st, M.Act(A.PASS))
    b = curtain(st)
    assert b == 1 - a
    update(st, Undo())  # at the next person's curtain: the person who moved takes it back ...
    assert len(m.deal.actions) == 0 and st.flash == ("took_back_by", {"who": SeatRef(a)})
    assert curtain(st) == a  # ... and the hand comes back only behind their own curtain
    said = text_of(str(wire.render_op(st)["table"]))  # by name, as the curtain names them, never "your move"
    name = ["Olena", "Petro"][a]
    assert f"Taken back: {name} to move again" in said and "your move" not in said, said
    update(st, M.OpenCurtain())
    update(st, M.Act(A.PASS))
    update(st, M.OpenCurtain())  # the next person has looked: the move stands
    assert viewer(st) == b
    n = len(m.deal.actions)
    update(st, Undo())
    assert len(m.deal.actions) == n and st.flash == ("nothing_to_undo", {})
    update(st, M.Act(A.PASS))  # b's own move, while b's curtain is still open: b takes it back
    assert curtain(st) == a
    update(st, Undo())
    assert len(m.deal.actions) == n and curtain(st) == b


def test_the_replay_of_a_deal_in_play_is_refused_until_it_is_over() -> None:
    st = table_state("2", ["Petro"], seed=5)
    update(st, M.OpenCurtain())
    update(st, OpenReplay(0))
    assert st.overlay != "replay" and st.flash == ("replay_after_deal", {})


def test_the_record_of_a_deal_in_play_is_not_saved_until_it_is_over() -> None:
    """The record holds every hand: at a table of people it is kept from them until the deal is over."""
    st = table_state("2", ["Petro"], seed=5)
    update(st, M.OpenCurtain())
    assert update(st, M.ExportRecord()) == [] and st.flash == ("export_after_deal", {})
    m = st.match
    assert m is not None
    bots = [get_bot("normal", s) for s in range(m.n)]
    while not m.deal.over:
        m.apply(bots[m.deal.turn].choose(m.view(m.deal.turn)))
    out = update(st, M.ExportRecord())
    assert any(isinstance(e, E.Download) for e in out) and st.flash is not None and st.flash[0] == "exported"


def test_the_setup_screen_opened_from_a_match_leaves_the_matchs_names_in_the_score_bar() -> None:
    """The form sets people for the next match; the score bar above it still names the match's seats."""
    st = State(settings=Settings(mode="2x2", bots=["easy"] * 3, speed="instant"), lang="en",
               page_url="http://127.0.0.1/")
    update(st, M.NewMatch())
    scores = "We 0 They 0 → 501"
    assert scores in text_of(str(wire.render_op(st)["topbar"]))
    update(st, M.NewGame())
    update(st, M.FormChanged({"mode": "2x2", "bot2": "person", "person2": "Petro"}))
    assert st.settings.pass_and_play and st.screen == "setup"
    bar = text_of(str(wire.render_op(st)["topbar"]))
    assert scores in bar and "Petro" not in bar and "Player" not in bar, bar
    update(st, M.Resume())
    assert scores in text_of(str(wire.render_op(st)["topbar"]))


def test_a_full_storage_at_a_table_of_people_offers_no_record_in_the_middle_of_a_deal() -> None:
    from debertz_web.view.message import message_bar
    from debertz_web.view.page import context

    st = table_state("2", ["Petro"], seed=5)
    update(st, M.StorageFailed())
    assert st.message == ("no_storage", {})
    assert 'data-action="export-record"' not in message_bar(st, context(st, None))


def test_the_link_carries_the_seating() -> None:
    s = Settings(mode="2x2", bots=["hard", "normal", "easy"], people=["Петро", None, ""], name="Олена")
    query = s.table_query()
    back, problems, has_table = parse_query(query)
    assert problems == [] and has_table
    assert back.people_list() == ["Петро", None, ""] and back.name == "Олена" and back.bot_list()[1] == "normal"
    assert back.persons() == frozenset({0, 1, 3})
    assert "people=" not in Settings(mode="2x2").table_query()  # one person: the link is as before


@pytest.mark.parametrize("bad", ["a,b", "x" * 25, "line\nbreak", "tab\there"])
def test_a_bad_name_in_a_link_gives_one_line_and_the_default_name(bad: str) -> None:
    from debertz_web.query import quote

    s, problems, _ = parse_query(f"?mode=2&people={quote(bad)}&name={quote(bad)}")
    if "," in bad:  # the separator: the name's pieces are two seats, the second one beyond a table of two
        assert s.people_list() == ["a"]
        return
    assert s.people_list() == [""] and s.name == ""
    assert sorted(p[0] for p in problems) == ["link.name", "link.person"]


def test_clean_name() -> None:
    assert clean_name("  Olena ") == "Olena" and clean_name("") == ""
    for bad in ("a\nb", "x" * 25, "a,b", None, 5, "*"):
        assert clean_name(bad) is None
    assert clean_name("<b>Ann</b>") == "<b>Ann</b>" and clean_name("*star") == "*star"  # drawn as text


def test_bad_names_in_the_form_give_one_line_and_the_default_name() -> None:
    st = State(page_url="http://127.0.0.1/")
    form = {"mode": "2", "bot1": "person", "person1": "Pe,tro", "name": "Olena", "speed": "instant"}
    update(st, M.Start(form))
    assert st.settings.people_list() == [""] and st.settings.name == "Olena"
    assert st.message is not None and st.message[0] == "bad_name"
    assert curtain(st) in (0, 1) and "Player 2" in text_of(str(wire.render_op(st)["message"]))
    typed = State(page_url="http://127.0.0.1/")  # said as soon as the form is drawn again, before Deal
    update(typed, M.FormChanged({"mode": "3", "bot1": "person", "person1": "x" * 30, "bot2": "easy"}))
    assert typed.message is not None and typed.message[0] == "bad_name" and typed.screen == "setup"


def test_a_deal_code_with_spaces_deals_the_same_cards_and_a_bad_one_is_said() -> None:
    """«Olena 2024» is the code Olena-2024 (the same words, the same cards); a code that cannot be one is said
    in one line, and the cards are dealt without it."""
    decks = []
    for _ in range(2):
        st = State(page_url="http://127.0.0.1/")
        update(st, M.Start({"mode": "3", "seed": " Olena  2024 ", "speed": "instant"}))
        assert st.match is not None and st.settings.seed == "Olena-2024" and st.message is None
        decks.append(st.match.deals[0].deck)
    assert decks[0] == decks[1]
    st = State(page_url="http://127.0.0.1/", lang="ru")
    update(st, M.Start({"mode": "2", "seed": "a!b", "speed": "instant"}))
    assert st.match is not None and st.settings.seed is None
    said = text_of(str(wire.render_op(st)["message"]))
    assert "Код сдач «a!b» не подходит" in said and "без кода" in said, said


def test_the_setup_offers_a_person_for_every_seat_with_a_name() -> None:
    st = State(page_url="http://127.0.0.1/", lang="ru")
    update(st, M.FormChanged({"mode": "3", "bot1": "person", "bot2": "hard"}))
    html = str(wire.render_op(st)["table"])
    assert '<option value="person" selected>человек</option>' in html
    assert 'name="person1"' in html and 'placeholder="Игрок 2"' in html and 'name="person2"' not in html
    assert html.count('name="name"') == 1  # the first person's name sits with the seats, not in the fold
    assert "<legend>Игроки</legend>" in html  # the person's own name is not among "the opponents"
    update(st, M.FormChanged({"mode": "3", "bot1": "easy", "bot2": "hard"}))
    html = str(wire.render_op(st)["table"])
    assert 'name="person1"' not in html and not st.settings.pass_and_play and "<legend>Противники</legend>" in html


def test_a_default_name_is_never_sent_back_as_a_typed_one() -> None:
    """The form as drawn, sent back unchanged (as the browser sends every field), keeps the names untyped:
    a seat played by a bot again leaves the table's player «Вы», and another language names them in its own."""
    st = State(page_url="http://127.0.0.1/", lang="ru")
    update(st, M.FormChanged({"mode": "2", "bot1": "person"}))
    drawn = str(wire.render_op(st)["table"])
    fields = dict(re.findall(r'<input name="(name|person1)"[^>]* value="([^"]*)"', drawn))
    assert set(fields) == {"name", "person1"}, fields
    update(st, M.FormChanged({"mode": "2", "bot1": "person", **fields}))
    assert st.settings.name == "" and st.settings.people_list() == [""]
    update(st, M.FormChanged({"mode": "2", "bot1": "easy", "name": fields["name"]}))
    assert st.settings.name == "" and not st.settings.pass_and_play
    update(st, M.SetLang("uk"))
    update(st, M.FormChanged({"mode": "2", "bot1": "person"}))
    assert 'placeholder="Гравець 1"' in str(wire.render_op(st)["table"])


def test_the_record_names_the_seats_and_replays_with_and_without_them() -> None:
    st = table_state("2x2", ["Petro", None, None])
    drive(st)
    out = update(st, M.ExportRecord())
    doc = json.loads(next(e for e in out if isinstance(e, E.Download)).text)
    assert doc["seats"] == [{"person": "Olena"}, {"person": "Petro"}, {"bot": "easy"}, {"bot": "easy"}]
    m = st.match
    assert m is not None
    assert load_record(doc).scores == m.scores
    plain = {k: v for k, v in doc.items() if k != "seats"}
    assert load_record(plain).scores == m.scores and read_seats(plain, 4) is None
    for bad in ([{"person": "A"}], [{"robot": "x"}] * 4, [{"bot": ""}] * 4, "A,B", [{"person": "A\nB"}] * 4):
        # a seats key of another shape (another program's names) is no part of the game: the record still
        # replays, and only the names are left out
        with pytest.raises(RecordError):
            read_seats({**doc, "seats": bad}, 4)
        assert load_record({**doc, "seats": bad}).scores == m.scores
        other = State(page_url="http://127.0.0.1/")
        other.settings.people = ["Ira", None, "Oksana"]  # the table before: its people are not the record's
        update(other, M.ImportText(json.dumps({**doc, "seats": bad})))
        assert other.match is not None and other.match.scores == m.scores and other.message is None
        assert other.settings.people_list() == [None, None, None]
    fresh = State(page_url="http://127.0.0.1/")
    update(fresh, M.ImportText(json.dumps(doc)))
    assert fresh.settings.people_list() == ["Petro", None, None] and fresh.settings.name == "Olena"


def test_the_history_keeps_the_seats_and_no_challenge_seats_bots_for_people() -> None:
    st = table_state("2x2", ["Petro", None, None], lang="ru")
    drive(st)
    exported = update(st, M.ExportRecord())
    seats = json.loads(next(e for e in exported if isinstance(e, E.Download)).text)["seats"]
    assert add_to_history(st, "2026-12-01T10:00:00Z") is not None
    out = update(st, HistoryExport(""))
    kept = json.loads(next(e for e in out if isinstance(e, E.Download)).text)["matches"][0]
    assert kept["record"]["seats"] == seats and seats[1] == {"person": "Petro"}
    assert kept["opponents"] == ["person", "easy", "easy"]
    update(st, OpenHistory())
    row = text_of(re.findall(r'<li class="history-entry.*?</li>', str(wire.render_op(st)["overlay_html"]))[0])
    assert "противники: Petro, " in row and "человек" not in row, row  # the person by name
    # a challenge link could only seat bots where people played: none is made, and the panel says why
    assert 'data-action="challenge"' not in str(wire.render_op(st)["table"])  # the match-end buttons offer none
    out = update(st, MakeChallenge())
    assert not any(isinstance(e, E.CopyText) for e in out) and st.learn.challenge_link == ""
    panel = str(wire.render_op(st)["overlay_html"])
    assert 'id="challenge-none"' in panel and "ссылки на вызов нет" in panel and "challenge-link" not in panel
    alone = table_state("2x2", [None, None, None])
    drive(alone)
    assert 'data-action="challenge"' in str(wire.render_op(alone)["table"])
    out = update(alone, MakeChallenge())
    assert any(isinstance(e, E.CopyText) and "challenge=" in e.text for e in out)
    assert 'id="challenge-none"' not in str(wire.render_op(alone)["overlay_html"])


def test_a_reload_brings_the_curtain_back_up() -> None:
    st = table_state("2x2", [None, "Petro", None], seed=11)
    m = st.match
    assert m is not None
    bots = [get_bot("easy", seed=s) for s in range(4)]
    while len(m.deal.actions) < 12:  # into the play, mid-trick
        if curtain(st) is not None:
            update(st, M.OpenCurtain())
        elif st.held:
            update(st, M.TrickSeen(st.gen, st.held_token))
        else:
            seat = m.current_player()
            assert seat is not None
            a = bots[seat].choose(m.view(seat))
            update(st, M.Act(a) if seat in persons(st) else M.BotMoved(st.gen, seat, a))
    saved = save_text(st.settings, m, st.link, st.match_id)
    assert settings_from_dict(json.loads(saved)["settings"]).people_list() == [None, "Petro", None]
    again, _ = boot(BootEnv(save_raw=saved, page_url="http://127.0.0.1/"))
    assert again.match is not None and again.shown == -1
    assert curtain(again) == due(again) and curtain(again) in (0, 2)
    check_page(again)


def test_a_complete_trick_is_seen_before_the_curtain_comes_up() -> None:
    st = table_state("2", ["Petro"], seed=5)
    st.settings.speed = "normal"
    m = st.match
    assert m is not None
    bots = [get_bot("easy", seed=s) for s in range(2)]
    closer = None
    for _ in range(400):
        if st.held and st.held_winner != closer:
            break  # the other person took the trick: the turn is theirs once it is swept
        if st.held:
            update(st, M.TrickSeen(st.gen, st.held_token))
        elif curtain(st) is not None:
            update(st, M.OpenCurtain())
        else:
            closer = m.current_player()
            assert closer is not None and viewer(st) == closer
            update(st, M.Act(bots[closer].choose(m.view(closer))))
    assert st.held and st.held_winner != closer
    assert curtain(st) is None and viewer(st) == closer  # the trick on the table, seen by whoever closed it
    assert 'class="trick done"' in str(check_page(st)["table"])
    update(st, M.TrickSeen(st.gen, st.held_token))
    assert curtain(st) == m.current_player() != closer  # swept: now the curtain, for the one who took it


def test_a_pair_at_one_device_is_named_never_we_or_they() -> None:
    """Everyone at the device reads the same summary: a pair is its two names; the partner's badge is beside
    the partner of the person shown, and the viewer names the people as the table does."""
    st = table_state("2x2", ["Petro", "Ira", "Sasha"], lang="ru")
    update(st, M.Clicked("open-curtain", M.OpenCurtain()))
    me = st.shown  # whoever is first to act sits at the bottom: the partner's badge is on the seat across
    who = dict(re.findall(r'data-seat="(\d)"><div class="who">(.*?)</div>', str(wire.render_op(st)["table"])))
    assert [seat for seat in "0123" if "badge partner" in who.get(seat, "")] == [str((me + 2) % 4)]
    drive(st)
    op = wire.render_op(st)
    said = text_of(" ".join(str(op[k]) for k in ("table", "overlay_html", "live")))
    assert "Победа: " in said and ("Olena и Ira" in said or "Petro и Sasha" in said)
    for word in ("Мы ", "Они ", "у нас", "у них", "противникам"):
        assert word not in said, word
    update(st, OpenReplay())
    viewer_text = text_of(str(wire.render_op(st)["overlay_html"]))
    assert "Olena и Ira" in viewer_text and "Petro и Sasha" in viewer_text
    assert 'data-action="replay-mine"' not in str(wire.render_op(st)["overlay_html"])  # "my hand": nobody's here
    assert not re.search(r"\b(Запад|Восток|Север)\b", viewer_text), viewer_text[:300]
    # the deal sent as a replay link: whoever opens it reads the same names, nobody is "you"
    copied = [e for e in update(st, ReplayShare()) if isinstance(e, E.CopyText)]
    link = copied[0].text.split("&m=", 1)[1]
    friend = State(settings=Settings(name="Friend"), lang="ru", page_url="http://127.0.0.1/")
    update(friend, OpenReplay(1, 0, link, from_link=True))
    assert friend.overlay == "replay" and friend.match is None
    linked_text = text_of(str(wire.render_op(friend)["overlay_html"]))
    assert "Olena и Ira" in linked_text and "Petro и Sasha" in linked_text
    assert not re.search(r"\b(Вы|Friend)\b", linked_text), linked_text[:300]


def test_a_match_played_alone_and_sent_as_a_replay_link_names_its_player_not_the_reader() -> None:
    st = table_state("3", [None, None], lang="uk")
    drive(st)
    update(st, OpenReplay())
    mine = text_of(str(wire.render_op(st)["overlay_html"]))
    assert "Olena" in mine  # the person's own viewer: seat 0 is theirs
    copied = [e for e in update(st, ReplayShare()) if isinstance(e, E.CopyText)]
    friend = State(settings=Settings(name="Friend"), lang="uk", page_url="http://127.0.0.1/")
    update(friend, OpenReplay(1, 0, copied[0].text.split("&m=", 1)[1], from_link=True))
    linked_text = text_of(str(wire.render_op(friend)["overlay_html"]))
    assert "Olena" in linked_text and "Friend" not in linked_text and not re.search(r"\bВи\b", linked_text)


@pytest.mark.parametrize("seed", [3, 4, 5, 6])
def test_two_people_at_one_device_are_each_named_never_you(seed: int) -> None:
    """At two players the words for one defender speak to "you": with both seats people, nobody is "you"."""
    st = table_state("2", ["Petro"], seed=seed, lang="ru")
    drive(st)
    op = wire.render_op(st)
    said = text_of(" ".join(str(op[k]) for k in ("table", "live")))
    for word in (" вам", "у вас", "Вы ", " вы "):
        assert word not in said, (word, said[:400])
    assert "Olena" in said and "Petro" in said
    assert "друго" not in said, said[:400]  # the other person by name, not «другой игрок»


def test_a_match_of_bots_alone_sent_as_a_replay_link_calls_nobody_you() -> None:
    st = table_state("2", [None], lang="ru")
    st.autoplay = "easy"  # bots at every seat, the person's too (a demonstration)
    drive(st)
    update(st, OpenReplay())
    copied = [e for e in update(st, ReplayShare()) if isinstance(e, E.CopyText)]
    friend = State(settings=Settings(name="Friend"), lang="ru", page_url="http://127.0.0.1/")
    update(friend, OpenReplay(1, 0, copied[0].text.split("&m=", 1)[1], from_link=True))
    linked_text = text_of(str(wire.render_op(friend)["overlay_html"]))
    assert "Юг" in linked_text and "Север" in linked_text, linked_text[:200]
    assert not re.search(r"\b(Вы|Friend|Olena)\b", linked_text), linked_text[:300]
