"""Nothing a player has is lost, in CPython through ``boot`` and ``update``: every finished match reaches
the history exactly once (matches have an identity of their own); a link never replaces an unfinished
match (it is kept, and can be played to the end); damaged data is set aside without overwriting earlier
copies; every link says in one line, in the person's language, what it did when it could not do what it
asked."""
from __future__ import annotations

import gc
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from debertz_web import effects as E
from debertz_web import learn_msg as L
from debertz_web import msg as M
from debertz_web import wire
from debertz_web.boot import BootEnv, boot, env_of
from debertz_web.i18n import CATALOGUES, LANGS, TextRef
from debertz_web.kept import KEPT_KEY, kept_text
from debertz_web.learn import HISTORY_KEY
from debertz_web.learn_update import add_to_history, show_linked
from debertz_web.query import parse_qsl
from debertz_web.state import NotesRef, State
from debertz_web.storage import ASIDE_KEEP, MAX_ASIDE_CHARS, SAVE_KEY, aside_copies, aside_key, set_aside
from debertz_web.update import update
from debertz_web.view.message import message_bar
from debertz_web.view.page import context
from ui_support import render, text_of

from debertz.bots import get_bot
from debertz.learn.history import MAX_ENTRIES, load_store
from debertz.match import Match
from debertz.options import make_options

ROOT = Path(__file__).resolve().parents[2]
PAGE = "http://127.0.0.1/"
LINK = "?mode=2&seed=5&bots=easy&speed=instant&target=one_deal"


class Page:
    """The page's storage and clock around ``boot`` / ``update``: effects are applied as the browser module does."""

    def __init__(self) -> None:
        self.store: dict[str, str] = {}
        self.clock = 0
        self.added: list[str] = []  # the id of every entry the history received
        self.writes: list[tuple[int, str, str]] = []  # every write: (id of the tab's state, key, text; "" removed)

    def now(self) -> str:
        self.clock += 1
        return f"2026-03-01T10:{self.clock // 60:02d}:{self.clock % 60:02d}.000Z"

    def open(self, search: str = "", hash: str = "", lang: str = "en") -> tuple[State, list[E.Effect]]:
        st, eff = boot(env_of(self.store, search=search, hash=hash, languages=[lang], page_url=PAGE, now=self.now()))
        self.run(st, eff)
        eff2 = update(st, L.LoadHistory())
        self.run(st, eff2)
        return st, eff + eff2

    def run(self, st: State, effects: list[E.Effect]) -> None:
        for e in effects:
            op = wire.effect_op(e, st)
            if op is not None and op["t"] == "store":
                self.store[op["key"]] = op["text"]
                self.writes.append((id(st), op["key"], op["text"]))
            elif op is not None and op["t"] == "remove":
                self.store.pop(op["key"], None)
                self.writes.append((id(st), op["key"], ""))
            elif isinstance(e, E.AddHistory):
                text = add_to_history(st, self.now())
                if text is not None and st.learn.history:
                    self.store[HISTORY_KEY] = text
                    self.writes.append((id(st), HISTORY_KEY, text))
                    self.added.append(st.learn.history[-1].id)

    def send(self, st: State, msg: M.Msg) -> list[E.Effect]:
        eff = update(st, msg)
        self.run(st, eff)
        return eff

    def play(self, st: State, rng: random.Random, until_finished: bool = True, steps: int = 10_000) -> None:
        """Bots in every other seat, the person at random (held tricks seen, next deals dealt) until the
        match is over, or (``until_finished`` false) for a few actions of the person."""
        bot = get_bot("easy", seed=1)
        mine = 0
        for _ in range(steps):
            m = st.match
            assert m is not None
            if m.finished or (not until_finished and mine >= 3):
                return
            if st.held:
                self.send(st, M.TrickSeen(st.gen, st.held_token))
            elif m.deal.over:
                self.send(st, M.NextDeal())
            elif m.current_player() == 0:
                self.send(st, M.Act(rng.choice(m.legal_actions())))
                mine += 1
            else:
                seat = m.current_player()
                assert seat is not None
                self.send(st, M.BotMoved(st.gen, seat, bot.choose(m.view(seat))))
        assert not until_finished, "the match did not end"

    def history_ids(self) -> list[str]:
        entries, problem = load_store(self.store.get(HISTORY_KEY))
        assert problem is None
        return [e.id for e in entries]


def replayed(record: dict[str, Any]) -> dict[str, Any]:
    """What ``python -m debertz replay`` makes of a record."""
    p = subprocess.run([sys.executable, "-m", "debertz", "replay", "-"], input=json.dumps(record), capture_output=True,
                       text=True, cwd=ROOT, timeout=60)
    assert p.returncode == 0, p.stderr
    return dict(json.loads(p.stdout))


# ----- every finished match reaches the history exactly once
@pytest.mark.slow
def test_500_matches_with_the_garbage_collector_forced_between_them_give_500_entries() -> None:
    page = Page()
    st, _ = page.open(LINK)
    rng = random.Random(21)
    ids = []
    gc.freeze()  # what exists now is never collected: each collection below only walks the matches' objects
    try:
        for _ in range(500):
            page.play(st, rng)
            ids.append(st.match_id)
            page.send(st, M.NewMatch())
            gc.collect()  # the finished match is freed: a Python id() would be free for the next one
    finally:
        gc.unfreeze()
    assert len(set(ids)) == 500
    assert page.added == ids  # every match once, in order
    assert page.history_ids() == ids[-MAX_ENTRIES:]  # the store keeps the newest (its cap)


def test_a_match_finished_just_before_a_reload_reaches_the_history_once() -> None:
    page = Page()
    st, _ = page.open(LINK)
    bot = get_bot("easy", seed=2)
    m = st.match
    assert m is not None
    while not m.finished:  # the moves are saved, but the history never hears of the end (the page closed)
        if st.held:
            update(st, M.TrickSeen(st.gen, st.held_token))
            continue
        seat = m.current_player()
        assert seat is not None
        msg: M.Msg = M.Act(bot.choose(m.view(0))) if seat == 0 else M.BotMoved(st.gen, seat, bot.choose(m.view(seat)))
        page.run(st, [e for e in update(st, msg) if not isinstance(e, E.AddHistory)])
    assert HISTORY_KEY not in page.store
    again, _ = page.open(LINK)  # a reload: the saved, finished match is added now
    assert again.match_id == st.match_id and page.history_ids() == [st.match_id]
    for _ in range(2):
        third, _ = page.open(LINK)
        page.send(third, L.Undo())
        assert page.history_ids() == [st.match_id]


def test_an_imported_finished_record_is_not_the_persons_match() -> None:
    page = Page()
    st, _ = page.open(LINK)
    page.play(st, random.Random(3))
    record = st.match.to_record() if st.match is not None else {}
    page.send(st, M.ImportText(json.dumps(record)))
    page.open("")
    assert len(page.history_ids()) == 1


# ----- a link never replaces an unfinished match
def challenge_links() -> tuple[str, str]:
    """A valid challenge link and the same link with its seed changed (the check no longer matches)."""
    page = Page()
    st, _ = page.open("?mode=2&seed=5&bots=easy&speed=instant&target=151")
    page.play(st, random.Random(4))
    page.send(st, L.MakeChallenge())
    link = st.learn.challenge_link[len(PAGE):]
    assert "challenge=" in link
    return link, link.replace("seed=5", "seed=6")


VALID, TAMPERED = challenge_links()
LINKS = {"table": "?mode=3&seed=44&bots=easy,easy&speed=instant&target=51", "challenge": VALID, "tampered": TAMPERED}


def test_a_links_message_is_said_when_it_is_opened_not_at_every_later_visit() -> None:
    """The match a bad challenge link opened, brought back by a plain visit or from the kept matches, plays on
    without the link's old complaint."""
    page = Page()
    st, _ = page.open(TAMPERED)
    assert st.message is not None and st.message[0] == "bad_link"
    page.play(st, random.Random(3), until_finished=False)
    st, _ = page.open()  # a plain visit: the same match
    assert st.match is not None and st.message is None and not st.link_problems, st.message
    page.send(st, M.NewGame())
    page.send(st, M.Start({}))  # another match; the link's is kept aside
    kept = [k.id for k in st.kept]
    assert kept
    page.send(st, M.ResumeKept(kept[-1]))
    assert st.message is None and not st.link_problems, st.message


@pytest.mark.parametrize("link, said", [("?target=abc", "link.target"), ("?mode=9&seed=a%20b", "link.mode"),
                                         ("?challenge=garbage", "link.challenge_no_table")])
def test_a_link_of_which_nothing_can_be_read_leaves_the_match_on_the_table(link: str, said: str) -> None:
    """Every value of its table bad (or a challenge alone): the match in play stays, the link's problems said."""
    page = Page()
    st, _ = page.open(LINK)
    page.play(st, random.Random(5), until_finished=False)
    mine, actions = st.match_id, len(st.match.deal.actions) if st.match else 0
    st, _ = page.open(link)
    assert st.match is not None and st.match_id == mine and len(st.match.deal.actions) == actions
    assert not st.kept and st.screen == "table"
    assert said in [code for code, _ in st.link_problems], st.link_problems
    fresh, _ = Page().open(link)  # a first visit: the setup screen, with the same line
    assert fresh.match is None and fresh.screen == "setup" and fresh.message is not None


@pytest.mark.parametrize("kind", sorted(LINKS))
def test_an_unfinished_match_survives_a_link_and_can_be_finished(kind: str) -> None:
    link = LINKS[kind]
    page = Page()
    st, _ = page.open("?mode=2x2&seed=9&bots=easy,easy,easy&speed=instant&target=151")
    rng = random.Random(kind)
    page.play(st, rng, until_finished=False)
    mine = st.match_id
    assert st.match is not None and not st.match.finished

    other, _ = page.open(link)  # the link's table is played; the person's match is kept, and said so
    assert other.match_id != mine and other.match is not None and other.match.mode != "2x2"
    query = dict(parse_qsl(link.lstrip("?")))
    assert other.settings.seed == query["seed"] and other.match.mode == query["mode"]
    assert (other.learn.challenge is not None) == (kind == "challenge")
    assert [k.id for k in other.kept] == [mine] and other.kept_note == mine
    bar = message_bar(other, context(other, None))
    assert f'data-action="resume-kept" data-match="{mine}"' in bar and "is kept" in bar
    if kind == "tampered":
        assert "the challenge in it is damaged or was changed" in bar and "Defaults" not in bar

    again, _ = page.open(link)  # a reload of the link resumes the link's match, it does not act again
    assert again.match_id == other.match_id and [k.id for k in again.kept] == [mine]
    page.play(again, rng, until_finished=False)
    # back to the person's match from the bar's button (the link's match is kept in its place)
    click = M.parse_click({"data-action": "resume-kept", "data-match": mine})
    assert click is not None
    page.send(again, click)
    assert again.match_id == mine and [k.id for k in again.kept] == [other.match_id]
    bar = text_of(message_bar(again, context(again, None)))  # what was said of the link's table is not
    assert "challenges you" not in bar and "Link:" not in bar and "damaged" not in bar, bar  # said of this one
    assert 'data-action="resume-kept"' in text_of(render(again).table) or again.screen == "table"
    third, _ = page.open(link)  # a reload now stays with the person's match
    assert third.match_id == mine
    page.play(third, rng)
    m = third.match
    assert m is not None and m.finished and page.history_ids() == [mine]
    out = replayed(m.to_record())
    assert out["finished"] is True and out["scores"] == list(m.scores)
    entry = json.loads(page.store[HISTORY_KEY])["matches"][0]
    assert entry["scores"] == list(m.scores) and entry["id"] == mine


@pytest.mark.parametrize("deal", [[M.NewGame(), M.Start({"mode": "3"})], [M.NewMatch()]])
def test_a_match_the_person_deals_is_not_said_to_be_the_links(deal: list[M.Msg]) -> None:
    st, _ = Page().open(VALID)
    assert "challenges you" in text_of(message_bar(st, context(st, None)))
    for msg in deal:
        update(st, msg)
    bar = text_of(message_bar(st, context(st, None)))
    assert "challenges you" not in bar and "Link:" not in bar, bar


RECORD = json.dumps(Match("3", make_options("3"), seed=4, first_dealer=0).to_record())
# every way a new match takes the table inside one open page (a link opened is the test above)
NEW_TABLE: dict[str, list[M.Msg]] = {
    "new game": [M.NewGame(), M.Start({"mode": "3", "bot1": "hard", "bot2": "hard"})],
    "new game, form changed, then dealt": [M.NewGame(), M.FormChanged({"mode": "4"}), M.Start({"mode": "4"})],
    "import": [M.ImportText(RECORD)],
    "import from the setup screen": [M.NewGame(), M.FormChanged({"mode": "3"}), M.ImportText(RECORD)],
    "deal of the day": [L.OpenDaily("2026-03-01T10:00:00.000Z")],
}


@pytest.mark.parametrize("way", sorted(NEW_TABLE))
def test_an_unfinished_match_is_kept_whatever_starts_another(way: str) -> None:
    """Kept with the settings it was played with (not the new table's), and back on the table as it was."""
    page = Page()
    st, _ = page.open("?mode=2x2&seed=9&bots=normal,easy,hard&speed=instant&target=151")
    page.play(st, random.Random(way), until_finished=False)
    mine, actions = st.match_id, len(st.match.deal.actions) if st.match else 0
    for msg in NEW_TABLE[way]:
        page.send(st, msg)
    assert st.match_id != mine
    if way.startswith("import") or way == "deal of the day":  # not dealt from the setup screen's list
        assert st.kept_note == mine  # said, with the way back to it
    again, _ = page.open()  # a reload: the new match is on the table, the person's is kept
    assert [k.id for k in again.kept] == [mine]
    assert again.kept[0].doc["settings"]["bots"] == ["normal", "easy", "hard"]
    page.send(again, M.ResumeKept(mine))
    m = again.match
    assert again.match_id == mine and m is not None and m.mode == "2x2" and len(m.deal.actions) == actions
    assert again.settings.mode == "2x2" and again.settings.bots == ["normal", "easy", "hard"]


def test_back_to_the_table_from_the_setup_screen_the_match_has_its_own_settings() -> None:
    page = Page()
    st, _ = page.open("?mode=2&seed=3&bots=hard&speed=instant")
    page.play(st, random.Random(3), until_finished=False)
    page.send(st, M.NewGame())
    page.send(st, M.FormChanged({"mode": "4", "bot1": "easy"}))
    assert st.settings.mode == "4"
    page.send(st, M.Resume())
    assert st.screen == "table" and st.settings.mode == "2" and st.settings.bots == ["hard"]


def test_an_autoplay_link_writes_nothing_the_person_has() -> None:
    """autoplay (bots on every seat: a demo, the soak test) neither replaces the save nor the settings."""
    page = Page()
    st, _ = page.open("?mode=3&seed=2&bots=easy,easy&speed=instant")
    page.play(st, random.Random(2), until_finished=False)
    before = dict(page.store)
    for link in ("?mode=2&seed=2&bots=normal&speed=instant&autoplay=normal", "?autoplay=normal"):
        demo, _ = page.open(link)
        assert demo.autoplay == "normal" and demo.match is not None
        page.play(demo, random.Random(5), until_finished=False)
        assert page.store == before
    back, _ = page.open()
    assert back.match_id == st.match_id and back.kept == []


class Tabs:
    """Tabs of one browser over the page's storage: what one writes reaches the others as a storage event."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.tabs: list[tuple[State, list[int]]] = []  # each tab and how many writes it has seen

    def open(self, search: str = "") -> State:
        st, _ = self.page.open(search)
        self.tabs.append((st, [len(self.page.writes)]))
        self.settle()
        return st

    def settle(self) -> None:
        """Deliver every write to every other tab (their answers too) until none is left."""
        moved = True
        while moved:
            moved = False
            for st, seen in self.tabs:
                while seen[0] < len(self.page.writes):
                    writer, key, text = self.page.writes[seen[0]]
                    seen[0] += 1
                    if writer != id(st):
                        self.page.send(st, M.StoredElsewhere(key, text))
                        moved = True

    def play(self, st: State, seed: int, until_finished: bool = True) -> None:
        self.page.play(st, random.Random(seed), until_finished)
        self.settle()


def test_two_tabs_finishing_their_matches_both_reach_the_history() -> None:
    page = Page()
    tabs = Tabs(page)
    a = tabs.open("?mode=2&seed=11&bots=easy&speed=instant&target=one_deal")
    b = tabs.open("?mode=3&seed=12&bots=easy,easy&speed=instant&target=one_deal")
    tabs.play(a, 1)
    tabs.play(b, 2)
    assert sorted(page.history_ids()) == sorted([a.match_id, b.match_id])


def test_one_match_played_on_in_another_tab_is_taken_in_never_written_back_over() -> None:
    """A second tab resumes the saved match and stays behind while the first plays on: it takes in what the
    first saved, so a move made there later builds on it; the match reaches the history once, whole."""
    page = Page()
    tabs = Tabs(page)
    a = tabs.open("?mode=2&seed=41&bots=easy&speed=instant&target=301")
    tabs.play(a, 1, until_finished=False)
    b = tabs.open()  # the same match, resumed from its save
    assert b.match_id == a.match_id
    tabs.play(a, 2, until_finished=False)
    tabs.play(a, 5, until_finished=False)
    assert a.match is not None and b.match is not None
    assert b.match.to_record() == a.match.to_record() and b.flash == ("went_on_elsewhere", {})
    tabs.play(b, 3)  # the older tab finishes it
    assert a.match is not None and a.match.finished and a.match.to_record() == b.match.to_record()
    assert page.history_ids() == [a.match_id]
    records = {e.id: e.record["deals"] for e in load_store(page.store[HISTORY_KEY])[0]}
    assert records == {a.match_id: b.match.to_record()["deals"]}
    again, _ = page.open()
    assert page.history_ids() == [a.match_id] and again.kept == []


def played_apart(tabs: Tabs, target: str) -> tuple[State, State]:
    """One match in two tabs, each of which then moves in it before hearing of the other (nothing settled)."""
    a = tabs.open(f"?mode=2&seed=41&bots=easy&speed=instant&target={target}")
    tabs.play(a, 1, until_finished=False)
    b = tabs.open()
    tabs.page.play(a, random.Random(2), until_finished=False)
    tabs.page.play(b, random.Random(3), until_finished=False)
    return a, b


def test_one_match_played_apart_in_two_tabs_keeps_both_lines() -> None:
    """Two tabs move in the same match before either hears of the other: both lines are kept (the save has
    one, the unfinished matches the other, under one identity however often it was saved), and both
    reach the history once finished."""
    page = Page()
    tabs = Tabs(page)
    a, b = played_apart(tabs, "one_deal")
    assert a.match is not None and b.match is not None and a.match.to_record() != b.match.to_record()
    lines = {json.dumps(t.match.to_record()["deals"]) for t in (a, b) if t.match is not None}
    tabs.settle()
    again, _ = page.open()
    assert again.match is not None
    found = {json.dumps(again.match.to_record()["deals"])}
    found |= {json.dumps(k.doc["record"]["deals"]) for k in again.kept}
    assert lines <= found and len(again.kept) <= 2
    tabs.play(a, 4)
    tabs.play(b, 5)
    assert len(page.history_ids()) == 2


def test_unfinished_matches_offer_no_copy_of_a_line_already_there() -> None:
    """After two tabs played one match apart, each tab's "Unfinished matches" offers the other tab's line, once,
    and never a copy of the line on its own table, even after that line has gone on (playing on from such a copy
    would bring back an older position); the copies stay stored for the other tab."""
    from debertz_web.view.setup import kept_list

    tabs = Tabs(Page())
    a, b = played_apart(tabs, "301")
    tabs.settle()
    tabs.play(a, 6, until_finished=False)  # one tab goes on along its own line
    for st, other in ((a, b), (b, a)):
        assert st.match is not None and other.match is not None
        offered = re.findall(r'data-action="resume-kept" data-match="([^"]+)"', kept_list(st))
        lines = [k.doc["record"]["deals"] for k in st.kept if k.id in offered]
        assert lines == [other.match.to_record()["deals"]], (len(st.kept), len(offered))
    assert len(a.kept) > len(re.findall(r'data-action="resume-kept"', kept_list(a)))  # hidden, not deleted


def test_two_tabs_playing_two_matches_lose_neither() -> None:
    """Whichever tab wrote the save last, a reload finds that match and the other one kept, each as far as
    it was played, and no copy of the match on the table is offered as kept."""
    page = Page()
    tabs = Tabs(page)
    a = tabs.open("?mode=2&seed=21&bots=easy&speed=instant&target=301")
    tabs.play(a, 1, until_finished=False)
    b = tabs.open("?mode=3&seed=22&bots=easy,easy&speed=instant&target=301")  # a's match is kept by b's link
    for _ in range(3):
        tabs.play(a, 3, until_finished=False)
        tabs.play(b, 4, until_finished=False)
    played = {t.match_id: t.match.to_record() if t.match else None for t in (a, b)}
    again, _ = page.open()
    found = {again.match_id: again.match.to_record() if again.match else None}
    found.update({k.id: k.doc["record"] for k in again.kept})
    assert found == played
    assert again.match_id not in [k.id for k in again.kept]


def test_a_tab_keeps_what_another_tab_set_aside() -> None:
    page = Page()
    tabs = Tabs(page)
    b = tabs.open("?mode=3&seed=31&bots=easy,easy&speed=instant&target=301")
    tabs.play(b, 1, until_finished=False)
    a = tabs.open("?mode=2&seed=32&bots=easy&speed=instant&target=301")  # keeps b's match aside
    tabs.play(a, 2, until_finished=False)
    kept_by_a = [k.id for k in a.kept]
    page.send(b, L.OpenDaily("2026-03-01T10:00:00.000Z"))  # b's tab starts the deal of the day
    tabs.settle()
    stored = [k["id"] for k in json.loads(page.store[KEPT_KEY])["matches"]]
    assert set(kept_by_a) <= set(stored) and a.match_id in stored


def test_kept_matches_the_page_could_not_store_are_written_before_the_next_save() -> None:
    """The storage is full when a link keeps the person's match aside: the page does not write the new
    match's save after the failed write of the kept ones (web/host.js), and until they are stored every save
    is preceded by them again; the person's match stays in the save or among the kept, never in neither."""
    page = Page()
    st, _ = page.open("?mode=3&seed=41&bots=easy,easy&speed=instant")
    page.play(st, random.Random(1), until_finished=False)
    mine = st.match_id
    other, eff = page.open("?mode=2&seed=42&bots=easy&speed=instant")
    stores = [e for e in eff if isinstance(e, E.Store | E.Save)]
    assert isinstance(stores[0], E.Store) and stores[0].key == KEPT_KEY  # kept first, then the new save
    assert [k.id for k in other.kept] == [mine]
    page.send(other, M.StorageFailed(KEPT_KEY))  # as the page answers when that write failed
    m = other.match
    assert m is not None and other.kept_unstored
    seat = m.current_player()
    assert seat is not None
    move = M.Act(m.legal_actions()[0]) if seat == 0 else M.BotMoved(other.gen, seat, m.legal_actions()[0])
    writes = [e for e in page.send(other, move) if isinstance(e, E.Store | E.Save)]
    assert writes[0] == E.Store(KEPT_KEY, kept_text(other.kept)) and E.Save() in writes[1:]
    assert not other.kept_unstored


def test_kept_matches_are_listed_on_the_setup_screen_and_can_be_removed() -> None:
    page = Page()
    st, _ = page.open("?mode=2&seed=1&bots=easy&speed=instant")
    page.play(st, random.Random(1), until_finished=False)
    first = st.match_id
    st, _ = page.open("?mode=3&seed=2&bots=easy,easy&speed=instant")
    page.play(st, random.Random(2), until_finished=False)
    second = st.match_id
    st, _ = page.open("?mode=4&seed=3&bots=easy,easy,easy&speed=instant")
    assert [k.id for k in st.kept] == [first, second]
    page.send(st, M.NewGame())
    html = render(st).table
    assert html.index(f'data-match="{second}"') < html.index(f'data-match="{first}"')  # newest first
    assert "Unfinished matches" in text_of(html)
    page.send(st, M.DropKept(first))
    assert [k.id for k in st.kept] == [second]
    assert [k["id"] for k in json.loads(page.store[KEPT_KEY])["matches"]] == [second]
    bar = render(st).message  # removed with one press: one press brings it back
    assert "is removed" in text_of(bar) and 'data-action="restore-kept"' in bar
    assert re.search(r'<span class="score">[^<]*:[^<]*</span>\) is removed', bar), bar  # never broken at a colon
    page.send(st, M.parse_click({"data-action": "restore-kept"}))
    assert sorted(k.id for k in st.kept) == sorted([first, second]) and st.dropped is None
    assert sorted(k["id"] for k in json.loads(page.store[KEPT_KEY])["matches"]) == sorted([first, second])
    assert 'data-action="restore-kept"' not in render(st).message


@pytest.mark.parametrize("start", ["table", "setup screen"])
def test_the_guides_deal_is_never_saved_a_reload_brings_the_persons_match_back(start: str) -> None:
    """The guide's deal is not the person's: nothing of it is saved or joins the history, so a reload during
    the guide (the guide itself is not kept) puts the person's match back on the table, and nothing is kept twice."""
    page = Page()
    st, _ = page.open("?mode=2x2&seed=9&bots=normal,easy,hard&speed=instant&target=151")
    page.play(st, random.Random(7), until_finished=False)
    mine, actions = st.match_id, len(st.match.deal.actions) if st.match else 0
    if start == "setup screen":
        page.send(st, M.NewGame())
    page.send(st, M.Guide("start"))
    assert st.guide and st.match_id != mine and [k.id for k in st.kept] == [mine]
    theirs = st.match_id
    page.play(st, random.Random(2))  # the guide's deal played to its end
    assert st.match is not None and st.match.finished and theirs not in page.store.get(HISTORY_KEY, "")
    again, _ = page.open()
    m = again.match
    assert again.match_id == mine and m is not None and m.mode == "2x2" and len(m.deal.actions) == actions
    assert again.kept == [] and not again.guide and again.screen == "table"


@pytest.mark.parametrize("leave", ["stop", "resume", "new game"])
def test_leaving_the_guide_takes_its_deal_away_and_brings_the_persons_match_back_whole(leave: str) -> None:
    """The guide's deal is never the person's match: leaving the guide in any way, it is neither kept nor left
    on the table under the person's settings, and their own match comes back with its own."""
    page = Page()
    st, _ = page.open("?mode=2x2&seed=9&bots=normal,easy,hard&speed=instant&target=151")
    page.play(st, random.Random(leave), until_finished=False)
    mine = st.match_id
    page.send(st, M.Guide("start"))
    assert st.guide and st.match is not None and st.match.mode == "2"
    page.play(st, random.Random(1), until_finished=False, steps=40)
    if leave == "stop":  # straight back to the person's match
        page.send(st, M.Guide("stop"))
        assert st.match_id == mine and st.screen == "table" and st.settings.mode == "2x2"
    elif leave == "new game":  # the setup screen, the person's match behind it
        page.send(st, M.NewGame())
        assert st.match_id == mine and st.screen == "setup" and st.settings.mode == "2x2"
        page.send(st, M.Resume())
    else:
        page.send(st, M.ResumeKept(mine))
    m = st.match
    assert st.match_id == mine and m is not None and m.mode == st.settings.mode == "2x2"
    assert st.kept == []  # nothing of the guide's kept
    again, _ = page.open()  # and a reload resumes the person's match
    assert again.match_id == mine and again.match is not None and again.match.mode == "2x2" and again.kept == []


def test_a_match_whose_one_move_by_the_person_was_taken_back_is_kept_with_its_mark() -> None:
    page = Page()
    st, _ = page.open("?mode=3&seed=1&bots=easy,easy&speed=instant&target=151")
    m = st.match
    assert m is not None
    bot = get_bot("easy", seed=1)
    while m.current_player() != 0:
        seat = m.current_player()
        assert seat is not None
        page.send(st, M.BotMoved(st.gen, seat, bot.choose(m.view(seat))))
    page.send(st, M.Act(m.legal_actions()[0]))
    page.send(st, L.Undo())
    assert 0 not in m.deal.actors and st.learn.takebacks.counts, "the move was not taken back: nothing tested"
    mine = st.match_id
    other, _ = page.open("?mode=2&seed=2&bots=easy&speed=instant")
    assert [k.id for k in other.kept] == [mine] and other.kept[0].doc["takebacks"] == st.learn.takebacks.to_json()


def test_a_match_nobody_has_acted_in_is_not_kept() -> None:
    page = Page()
    first, _ = page.open("?mode=2&seed=7&bots=easy&speed=instant")  # no bot has moved, nor the person
    assert first.match is not None and first.match.deal.actions == []
    st, _ = page.open("?mode=3&seed=8&bots=easy,easy&speed=instant")
    assert st.kept == [] and st.kept_note == "" and KEPT_KEY not in page.store


def test_a_links_match_only_the_bots_have_acted_in_is_not_kept_as_the_persons() -> None:
    """Link after link: the person's own match stays the one kept and offered back; a link's table where
    only the bots have moved is not listed beside it (its link makes it again)."""
    page = Page()
    st, _ = page.open("?mode=2x2&seed=9&bots=easy,easy,easy&speed=instant&target=151")
    page.play(st, random.Random(3), until_finished=False)
    mine = st.match_id
    first, _ = page.open("?mode=3&seed=1&bots=easy,easy&speed=instant")
    m = first.match
    assert m is not None and [k.id for k in first.kept] == [mine]
    bot = get_bot("easy", seed=1)
    while m.current_player() not in (None, 0):  # the bots speak first; the person does nothing
        seat = m.current_player()
        assert seat is not None
        page.send(first, M.BotMoved(first.gen, seat, bot.choose(m.view(seat))))
    assert m.deal.actions, "no bot moved before the person: the case is not tested"
    second, _ = page.open("?mode=4&seed=2&bots=easy,easy,easy&speed=instant")
    assert [k.id for k in second.kept] == [mine] and second.kept_note == ""
    bar = message_bar(second, context(second, None))
    assert f'data-match="{first.match_id}"' not in bar


def test_a_damaged_kept_list_is_set_aside() -> None:
    page = Page()
    page.store[KEPT_KEY] = '{"format": "debertz-web-kept/1", "matches": [{"id": 5}]}'
    st, _ = page.open("")
    assert st.kept == [] and KEPT_KEY not in page.store and st.message == ("kept_damaged", {})
    assert [page.store[k] for k in aside_copies(st.aside, KEPT_KEY)] == [
        '{"format": "debertz-web-kept/1", "matches": [{"id": 5}]}']


# ----- damaged data is set aside, every copy kept
def test_three_successive_damaged_histories_are_all_kept() -> None:
    page = Page()
    damaged = [f'{{"format": "debertz-history/1", "matches": [{i}' for i in range(4)]
    for i, text in enumerate(damaged):
        page.store[HISTORY_KEY] = text
        st, _ = page.open(LINK)
        assert st.message == ("history_damaged", {})  # said at start, not when the history is opened
        copies = aside_copies(st.aside, HISTORY_KEY)
        assert [page.store[k] for k in copies] == damaged[max(0, i + 1 - ASIDE_KEEP):i + 1]
        assert sorted(k for k in page.store if ".damaged" in k) == copies
        assert all(re.fullmatch(r"debertz\.history\.damaged\.\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z~*", k)
                   for k in copies)


def test_copies_made_at_the_same_moment_do_not_overwrite_each_other_and_stay_within_the_cap() -> None:
    store: dict[str, str] = {}
    for text in ("{1", "{2", "x" * (MAX_ASIDE_CHARS - 2), "{3"):
        st, eff = boot(BootEnv(search="", save_raw=text, now="2026-03-01T10:00:00.000Z",
                               aside={k: len(v) for k, v in store.items()}))
        for e in eff:
            if isinstance(e, E.Store):
                store[e.key] = e.text
            elif isinstance(e, E.Remove):
                store.pop(e.key, None)
        assert st.damaged in store and store[st.damaged] == text
    assert sum(map(len, store.values())) <= MAX_ASIDE_CHARS
    assert store == {aside_key(SAVE_KEY, "2026-03-01T10:00:00.000Z~~"): "x" * (MAX_ASIDE_CHARS - 2),
                     aside_key(SAVE_KEY, "2026-03-01T10:00:00.000Z~~~"): "{3"}


def test_a_big_damaged_history_never_removes_a_damaged_saves_copy() -> None:
    """The set-aside copies share a size cap: a key's own older copies make room, never another key's."""
    aside: dict[str, int] = {}
    store: dict[str, str] = {}

    def apply(effects: list[E.Effect]) -> None:
        for e in effects:
            if isinstance(e, E.Store):
                store[e.key] = e.text
            elif isinstance(e, E.Remove):
                store.pop(e.key, None)

    apply(set_aside(aside, SAVE_KEY, '{"format": "debertz-save/1", "rec', "2026-03-01T10:00:00.000Z"))
    for i, size in enumerate((MAX_ASIDE_CHARS - 10_000, MAX_ASIDE_CHARS - 4_000)):
        apply(set_aside(aside, HISTORY_KEY, "h" * size, f"2026-03-01T10:00:0{i + 1}.000Z"))
    assert store[aside_copies(aside, SAVE_KEY)[0]].startswith('{"format"')
    assert len(aside_copies(aside, HISTORY_KEY)) == 1  # its older copy made room for the newer
    assert sum(map(len, store.values())) <= MAX_ASIDE_CHARS and store.keys() == aside.keys()


def test_a_damaged_history_at_start_is_said_with_the_links_line() -> None:
    page = Page()
    page.store[HISTORY_KEY] = "{"
    st, _ = page.open(LINK + "&zzz=1")
    bar = message_bar(st, context(st, None))
    assert "Link: the parameter “zzz” is unknown and was ignored." in bar and "match history was damaged" in bar


# ----- links into the viewer
def test_replay_fragment_on_a_fresh_load_without_a_saved_match_says_why() -> None:
    st, _ = Page().open("", "#replay=1.3")
    assert st.screen == "setup" and st.overlay != "replay"
    assert text_of(message_bar(st, context(st, None))).startswith("Link: there is no saved match to show")


def test_replay_fragment_with_a_table_link_names_the_missing_deal() -> None:
    st, _ = Page().open("?mode=3&seed=4", "#replay=2.5")
    assert st.overlay != "replay" and st.match is not None
    assert "the match has no deal 2 (deals in it: 1)" in message_bar(st, context(st, None)).replace("\u00a0", " ")


def test_replay_fragment_opens_the_saved_matchs_deal_on_a_fresh_load_and_in_an_open_tab() -> None:
    page = Page()
    st, _ = page.open("?mode=2&seed=5&bots=easy&speed=instant&target=501")
    rng = random.Random(6)
    while st.match is not None and len(st.match.history) < 2:
        page.play(st, rng, until_finished=False, steps=1)
        if st.match.deal.over and not st.match.finished:
            page.send(st, M.NextDeal())
    fresh, _ = page.open("", "#replay=1.3")
    r = fresh.learn.replay
    assert fresh.overlay == "replay" and r is not None and (r.cursor.number, r.cursor.step) == (1, 3)
    assert fresh.message is None
    msg = wire.inbound({"t": "hash", "hash": "#replay=2.5"}, fresh)
    assert msg == L.AddressFragment("#replay=2.5")
    page.send(fresh, msg)
    r = fresh.learn.replay
    assert r is not None and (r.cursor.number, r.cursor.step) == (2, 5) and fresh.message is None
    page.send(fresh, L.OpenReplay(1, 9999, from_link=True))  # past the deal's end: its end, and said
    r = fresh.learn.replay
    assert r is not None and r.cursor.step == r.cursor.steps
    said = message_bar(fresh, context(fresh, None)).replace("\u00a0", " ")
    assert f"deal 1 has only {r.cursor.steps} moves, so its end is shown" in said
    for other in ("#top", ""):  # not a link into the viewer: nothing changes, and what was said stays
        assert page.send(fresh, L.AddressFragment(other)) == [] and fresh.overlay == "replay"
        bar = message_bar(fresh, context(fresh, None)).replace("\u00a0", " ")
        assert f"deal 1 has only {r.cursor.steps} moves" in bar


def test_links_followed_in_an_open_tab_are_each_said_alone() -> None:
    """Each new ``#replay=`` address in an open tab is a new link: its one line says its own problem only,
    and a link that works clears what the one before could not do."""
    page = Page()
    st, _ = page.open(LINK)
    seen: list[str] = []
    for fragment, words in [("#replay=zz", "“zz” cannot be read"), ("#replay=1.x", "“1.x” cannot be read"),
                            ("#replay=7.0", "the match has no deal 7"), ("#replay=9.9", "the match has no deal 9")]:
        page.send(st, wire.inbound({"t": "hash", "hash": fragment}, st) or L.AddressFragment(""))
        bar = message_bar(st, context(st, None)).replace("\u00a0", " ")
        assert words in bar and not any(old in bar for old in seen) and "more" not in bar, bar
        seen.append(words)
    assert st.link_problems and len(st.link_problems) == 1


@pytest.mark.parametrize("fragment,words", [("#replay=abc", "the replay position “abc” cannot be read"),
                                            ("#replay=1.2&m=zz%%", "the replay in it is damaged"),
                                            ("#replay=0.0", "the match has no deal 0")])
def test_bad_replay_fragments_say_so_in_one_line(fragment: str, words: str) -> None:
    st, _ = Page().open(LINK, fragment)
    bar = message_bar(st, context(st, None))
    assert words in bar and st.overlay != "replay" and st.match is not None
    tab = wire.inbound({"t": "hash", "hash": fragment}, st)
    assert tab is not None
    update(st, tab)  # the same link followed again in the open tab: said once, as it was
    bar = message_bar(st, context(st, None))
    assert bar.count(words) == 1 and "more" not in bar, bar


def test_a_linked_record_that_does_not_replay_is_the_links_problem() -> None:
    st, _ = Page().open(LINK)
    assert st.match is not None
    doc = st.match.to_record()
    doc["deals"][0]["actions"] = ["QS", "QS"]
    assert show_linked(st, doc, 1, 0, "link") == [] and st.overlay != "replay"
    assert "the replay in it is damaged, so nothing was opened" in message_bar(st, context(st, None))


# ----- every link message in one language
SAMPLES: dict[str, dict[str, object]] = {
    "link.unknown": {"name": "7"}, "link.mode": {"value": "9"}, "link.preset": {"value": "9"},
    "link.option": {"name": TextRef("opt.ski"), "value": "9"}, "link.speed": {"value": "9"},
    "link.lang": {"value": "9"}, "link.bots": {"value": "9", "level": TextRef("level_hard")},
    "link.replay_unreadable": {"value": "9"}, "link.replay_no_deal": {"deal": 3, "n": 2},
    "link.replay_step": {"deal": 1, "n": 5}, "link.person": {"n": 2}, "link.garbled": {"name": "mode"},
    "link.target": {"value": "9", "min": 51}, "link.people_extra": {"value": "9", "n": 3},
    "link.bots_extra": {"value": "9", "n": 1}, "link.repeated": {"name": "mode", "value": "9"},
}
LINK_CODES = sorted(k for k in CATALOGUES["en"].texts if k.startswith("link."))
SCRIPTS = {
    "en": re.compile(r"[А-Яа-яЁёІіЇїЄєҐґ]"),
    "ru": re.compile(r"[A-Za-zІіЇїЄєҐґ]"),  # no Latin, no Ukrainian letters
    "uk": re.compile(r"[A-Za-zЫыЭэЪъЁё]"),  # no Latin, no Russian letters
}
QUOTED = re.compile(r"«[^»]*»|“[^”]*”")  # the link's own text, quoted as it was


def foreign(text: str, lang: str) -> list[str]:
    return SCRIPTS[lang].findall(QUOTED.sub("", text))


@pytest.mark.parametrize("lang", LANGS)
def test_every_link_message_is_in_the_persons_language_only(lang: str) -> None:
    st = State(lang=lang)
    c = context(st, None)
    for code in LINK_CODES:
        st.message = ("bad_link", {"msg": NotesRef(((code, SAMPLES.get(code, {})),))})
        text = text_of(message_bar(st, c))
        assert "{" not in text and foreign(text, lang) == [], (code, text)
    assert len(LINK_CODES) >= 19


BAD_LINKS = ["?mode=9&zzz=1&speed=warp", "?mode=2&ski=maybe&lang=xx&seed=a%20b", "?mode=2&bots=superb",
             "?challenge=abc", TAMPERED, "?mode=2&name=" + "x" * 300, "?mode=%E0%A4&name=%ZZ%&people=a,%FF",
             "?mode=2&people=A,,B&target=50"]


def test_a_link_says_what_a_match_length_may_be_and_which_name_has_no_seat() -> None:
    st, _ = Page().open("?mode=2&people=Ann,,Bob&target=50", lang="en")
    text = text_of(message_bar(st, context(st, None)))
    assert "a whole number from 51" in text and "“Bob” has no seat" in text and "1 other seat," in text, text
    assert st.settings.people_list() == ["Ann"]


def test_a_link_seats_only_the_people_it_names() -> None:
    """The people of an earlier pass-and-play link are not carried into the next link's table."""
    page = Page()
    st, _ = page.open("?mode=2&people=Ann", lang="en")
    assert st.settings.people_list() == ["Ann"]
    st, _ = page.open("?mode=2x2&bots=hard,normal,easy", lang="en")
    assert st.settings.people_list() == [None, None, None] and not st.settings.pass_and_play


def test_a_garbled_escape_is_named_and_its_value_ignored() -> None:
    """A cut or mistyped %-escape never becomes a name or a value (no «�», no player called "%ZZ%")."""
    st, _ = Page().open("?mode=%E0%A4&name=%ZZ%&people=a,%FF&speed=fast", lang="en")
    garbled = sorted(str(n[1]["name"]) for n in st.link_problems if n[0] == "link.garbled")
    assert garbled == ["mode", "name", "people"], st.link_problems
    assert st.settings.name == "" and st.settings.people_list() == [None] and st.settings.speed == "fast"
    text = text_of(message_bar(st, context(st, None)))
    assert "\ufffd" not in text and "%ZZ" not in text and "“people” is garbled" in text, text
    from debertz_web.settings import autoplay_level

    # a value named as garbled is no value anywhere else either (the autoplay read apart from the table)
    assert autoplay_level("?autoplay=%ZZ") == "" and autoplay_level("?autoplay=hard") == "hard"


@pytest.mark.parametrize("lang", LANGS)
def test_bad_links_say_what_they_did_in_one_line_of_one_language(lang: str) -> None:
    for link in BAD_LINKS:
        page = Page()
        page.store["debertz.prefs"] = json.dumps({"lang": lang})
        st, eff = page.open(link, lang=lang)
        if any(isinstance(e, E.CheckLinkBots) for e in eff):
            from debertz_web.settings import bot_problem

            page.send(st, M.LinkBotsChecked(bot_problem(st.settings)))
        st.lang = lang
        text = text_of(message_bar(st, context(st, None)))
        assert text and "\n" not in text and foreign(text, lang) == [], (link, text)
        first = {"en": "Link:", "ru": "Ссылка:", "uk": "Посилання:"}[lang]
        assert text.startswith(first), (link, text)
    st, _ = Page().open(TAMPERED, lang=lang)
    st.lang = lang
    text = text_of(message_bar(st, context(st, None)))
    want = {"en": "the challenge in it is damaged or was changed, so its table plays an ordinary match",
            "ru": "вызов в ней повреждён или изменён, поэтому за её столом будет обычная партия",
            "uk": "виклик у ньому пошкоджено або змінено, тож за його столом буде звичайна партія"}[lang]
    assert want in text


def test_a_shared_link_with_the_same_deals_deals_the_same_cards() -> None:
    """"Same deals" gives the match's seed even when none was typed (the match drew one), and the link
    opened deals the table's first deck; unticked, the link has no seed."""
    from debertz_web.state import share_url

    page = Page()
    st, _ = page.open("?mode=3&bots=easy,normal", lang="en")
    m = st.match
    assert m is not None and st.settings.seed is None
    url = share_url(st)
    assert f"seed={m.seed}" in url, url
    other, _ = Page().open(url[url.index("?"):], lang="en")
    assert other.match is not None and other.match.deals[0].deck == m.deals[0].deck
    update(st, M.ShareSeed(False))
    assert "seed=" not in share_url(st)


def test_the_language_the_person_chose_outlives_a_reload_of_the_link() -> None:
    """A link's language applies when the link is new to the page; the language the person picks after it
    stays at a reload of that link and at a visit without one; another link's language applies again."""
    page = Page()
    st, _ = page.open("?mode=2&lang=en", lang="ru")
    assert st.lang == "en"
    page.send(st, M.SetLang("uk"))
    for link in ("?mode=2&lang=en", ""):
        st, _ = page.open(link, lang="ru")
        assert st.lang == "uk", link
    st, _ = page.open("?mode=3&lang=en", lang="ru")
    assert st.lang == "en"


def test_an_unknown_bot_level_is_said_for_its_own_link_only() -> None:
    """A link's unknown level is said once: the level played instead is what the settings keep, so the next
    visit (another link, or none) neither says it again nor adds it to its own problems."""
    from debertz_web.settings import bot_problem

    page = Page()
    st, eff = page.open("?mode=2&bots=super", lang="en")
    assert any(isinstance(e, E.CheckLinkBots) for e in eff)
    page.send(st, M.LinkBotsChecked(bot_problem(st.settings)))
    assert [p[0] for p in st.link_problems] == ["link.bots"], st.link_problems
    assert "super" not in st.settings.bots and "super" not in page.store["debertz.prefs"]
    for link in ("", "?lang=xx", "?mode=3"):
        st, eff = page.open(link, lang="en")
        assert not any(isinstance(e, E.CheckLinkBots) for e in eff), link
        assert bot_problem(st.settings) is None and "link.bots" not in [p[0] for p in st.link_problems], link


@pytest.mark.parametrize(("lang", "more"), [("en", "and 3 more problems"), ("ru", "и ещё 3 ошибки"),
                                            ("uk", "і ще 3 помилки")])
def test_a_link_with_many_problems_names_three_and_counts_the_rest(lang: str, more: str) -> None:
    link = "?mode=7&preset=zzz&target=abc&speed=warp&foo=1&bots=genius"
    st, eff = Page().open(link, lang=lang)
    if any(isinstance(e, E.CheckLinkBots) for e in eff):
        from debertz_web.settings import bot_problem

        Page().send(st, M.LinkBotsChecked(bot_problem(st.settings)))
    st.lang = lang
    assert len(st.link_problems) == 6, st.link_problems
    text = text_of(message_bar(st, context(st, None)))
    assert text.count(";") == 3 and (more + ".") in text, text


# ----- the small gaps
def test_the_match_end_screen_says_why_take_back_did_nothing_and_marks_take_backs() -> None:
    page = Page()
    st, _ = page.open(LINK)
    m = st.match
    assert m is not None
    rng = random.Random(8)
    page.play(st, rng, until_finished=False, steps=200)
    page.send(st, L.Undo())
    assert st.learn.takebacks.counts == {0: 1}
    page.play(st, rng)
    page.send(st, L.Undo())
    html = render(st).table
    assert 'id="match-over"' in html and "The match is over: there is nothing to take back" in text_of(html)
    assert 'data-takeback="1"' in html and "↺" in html


def test_two_tabs_finishing_at_the_same_moment_both_reach_the_history() -> None:
    """Each tab writes the history it read, without the other's new entry (neither has heard of the other's
    yet): the first to hear the other's write puts its own entry back, so both matches stay."""
    page = Page()
    tabs = Tabs(page)
    a = tabs.open("?mode=2&seed=11&bots=easy&speed=instant&target=one_deal")
    b = tabs.open("?mode=3&seed=12&bots=easy,easy&speed=instant&target=one_deal")
    page.play(a, random.Random(1))  # both finish before either hears of the other
    page.play(b, random.Random(2))
    assert a.match is not None and a.match.finished and b.match is not None and b.match.finished
    tabs.settle()
    assert sorted(page.history_ids()) == sorted([a.match_id, b.match_id])
    again, _ = page.open()
    assert again.learn.history is not None and {e.id for e in again.learn.history} == {a.match_id, b.match_id}


def test_going_back_to_a_link_brings_its_match_back_not_a_new_one() -> None:
    """Back and Forward between two table links (or a link opened again): each link's unfinished match comes
    back as it was, the other kept; no second match of the same table is dealt, nothing piles up."""
    page = Page()
    one, two = "?mode=2&seed=51&bots=easy&speed=instant&target=301", "?mode=3&seed=52&bots=easy,easy&speed=instant"
    a, _ = page.open(one)
    page.play(a, random.Random(1), until_finished=False)
    b, _ = page.open(two)
    page.play(b, random.Random(2), until_finished=False)
    where = {a.match_id: a.match.to_record() if a.match else None, b.match_id: b.match.to_record() if b.match else None}
    for link, mine, other in ((one, a.match_id, b.match_id), (two, b.match_id, a.match_id), (one, a.match_id,
                                                                                             b.match_id)):
        st, _ = page.open(link)
        assert st.match_id == mine and st.match is not None and st.match.to_record() == where[mine]
        assert [k.id for k in st.kept] == [other] and st.kept_note == other
        again, _ = page.open(link)  # and a reload of it stays with it
        assert again.match_id == mine and [k.id for k in again.kept] == [other]


def test_a_challenges_match_set_aside_and_resumed_still_plays_the_challenge() -> None:
    """Set aside by another link and brought back ("Back to the kept match"), a challenge's match still plays
    against the sender's result: finished, it shows the comparison."""
    page = Page()
    st, _ = page.open(VALID)
    mine = st.match_id
    assert st.learn.challenge is not None and st.learn.challenge_match == mine
    page.play(st, random.Random(3), until_finished=False)
    other, _ = page.open("?mode=3&seed=44&bots=easy,easy&speed=instant&target=51")
    assert [k.id for k in other.kept] == [mine] and other.learn.challenge is None
    page.send(other, M.ResumeKept(mine))
    assert other.match_id == mine and other.learn.challenge is not None and other.learn.challenge_match == mine
    page.play(other, random.Random(4))
    assert other.match is not None and other.match.finished and other.learn.challenge_lines


def test_the_whole_history_exported_can_be_imported_again() -> None:
    """"Export all" gives a file that the import takes back: its matches the history lacks join it (none
    twice), and the match on the table stays."""
    page = Page()
    st, _ = page.open("?mode=2&seed=61&bots=easy&speed=instant&target=one_deal")
    page.play(st, random.Random(1))
    page.send(st, M.NewMatch())
    page.play(st, random.Random(2))
    exported = page.store[HISTORY_KEY]
    ids = page.history_ids()
    assert len(ids) == 2
    other = Page()  # another browser
    fresh, _ = other.open("?mode=3&seed=62&bots=easy,easy&speed=instant")
    other.play(fresh, random.Random(3), until_finished=False)
    table = fresh.match_id
    other.send(fresh, M.ImportText(exported))
    assert sorted(other.history_ids()) == sorted(ids) and fresh.match_id == table and fresh.overlay == "history"
    assert "2 matches from the file added" in text_of(render(fresh).message)
    other.send(fresh, M.ImportText(exported))  # again: nothing twice
    assert sorted(other.history_ids()) == sorted(ids)
    assert "0 matches from the file added to the history (2 already in it)" in text_of(render(fresh).message)


def test_a_file_too_large_is_said_to_be_too_large() -> None:
    page = Page()
    st, _ = page.open("?mode=2&seed=61&bots=easy&speed=instant")
    page.send(st, M.ImportText('{"format": "debertz-record/1", "pad": "' + "x" * 6_000_000 + '"}'))
    assert text_of(render(st).message).startswith("This file cannot be opened: it is too large for a game file")


def test_a_challenges_match_brought_back_still_plays_the_challenge_after_a_reload() -> None:
    """The address then holds the other link: the challenge is read from the match's own link."""
    page = Page()
    st, _ = page.open(VALID)
    mine = st.match_id
    page.play(st, random.Random(3), until_finished=False)
    other, _ = page.open("?mode=3&seed=44&bots=easy,easy&speed=instant&target=51")
    page.send(other, M.ResumeKept(mine))
    again, _ = page.open("?mode=3&seed=44&bots=easy,easy&speed=instant&target=51")  # a reload
    assert again.match_id == mine and again.learn.challenge is not None and again.learn.challenge_match == mine
    page.play(again, random.Random(4))
    assert again.match is not None and again.match.finished and again.learn.challenge_lines


def test_a_kept_copy_follows_the_match_played_on_in_another_tab() -> None:
    """Tab a sets its match aside (the guide); tab b, on the same match, plays on. Brought back in tab a, the
    match is where tab b left it, never the older kept copy written back over it."""
    page = Page()
    tabs = Tabs(page)
    a = tabs.open("?mode=2&seed=91&bots=easy&speed=instant&target=301")
    tabs.play(a, 1, until_finished=False)
    mine = a.match_id
    b = tabs.open()
    assert b.match_id == mine
    page.send(a, M.Guide("start"))
    tabs.settle()
    tabs.play(b, 2, until_finished=False)
    tabs.play(b, 3, until_finished=False)
    assert b.match is not None
    there = b.match.to_record()["deals"]
    page.send(a, M.Guide("stop"))
    tabs.settle()
    assert a.match_id == mine and a.match is not None and a.match.to_record()["deals"] == there
    again, _ = page.open()
    assert again.match is not None and again.match.to_record()["deals"] == there


def test_kept_lists_written_at_the_same_moment_lose_no_match() -> None:
    """A tab has just set a match aside when another tab's list, written at the same moment without it,
    arrives: the match is put back and the list written again. Later, its absence there is the other tab's
    doing (it resumed or removed the match) and is taken as it is."""
    page = Page()
    a, _ = page.open("?mode=2&seed=41&bots=easy&speed=instant&target=301")
    page.play(a, random.Random(1), until_finished=False)
    mine = a.match_id
    b, _ = page.open("?mode=3&seed=42&bots=easy,easy&speed=instant&target=51")  # b sets a's match aside
    page.play(b, random.Random(2), until_finished=False)
    theirs = b.match_id
    page.send(a, M.StoredElsewhere(SAVE_KEY, page.store[SAVE_KEY]))  # a keeps its own match aside too
    page.send(a, M.NewGame())
    page.send(a, M.ResumeKept(theirs))  # a takes b's match: its own goes aside
    assert [k.id for k in a.kept] == [mine]
    other = [k for k in b.kept if k.id != mine]  # b's list, written without a's match
    eff = page.send(a, M.StoredElsewhere(KEPT_KEY, kept_text(other)))
    assert [k.id for k in a.kept] == [mine] and any(isinstance(e, E.Store) and e.key == KEPT_KEY for e in eff)
    a.kept_added[mine] -= 60  # a minute later: b resumed or removed it
    page.send(a, M.StoredElsewhere(KEPT_KEY, kept_text(other)))
    assert a.kept == other
