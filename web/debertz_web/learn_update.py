"""``update`` for the replay viewer, the coach, take-backs, the history and challenges.

Handles the messages of :mod:`.learn_msg` (registered in :mod:`.dispatch`); ``update`` calls
:func:`after` once after every message (a deal or match that has just ended starts the coach or
joins the history).
No DOM, no ``js``; the coach's thinking and the clock are the browser module's (effects).
"""
from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from debertz import actions as A
from debertz.learn.challenge import Challenge, challenge_from_match, fit_name, table_params
from debertz.learn.cursor import Cursor
from debertz.learn.daily import day_of_seed
from debertz.learn.history import dump_store, load_store
from debertz.learn.takeback import TakeBackLog, take_back, take_back_point
from debertz.match import Match
from debertz.options import SEATINGS

from . import effects as E
from . import learn_msg as L
from .dispatch import handles
from .form import PERSON
from .i18n import TextRef
from .kept import new_id, started
from .learn import HISTORY_KEY, TAKEBACKS_KEY, Coaching, Learn, Replay, coach_seats, viewer_people
from .moves import auto_bella
from .query import urlencode
from .settings import problem
from .state import (
    HUMAN,
    ScoresRef,
    SeatRef,
    State,
    curtain,
    forget_link_problems,
    link_problem,
    pass_and_play,
    say,
    seats_of,
    table_people,
    viewer,
)
from .storage import check_json_shape, now_iso, one_line, set_aside


@handles(L.Undo)
def undo_msg(st: State, msg: L.Undo) -> list[E.Effect]:
    return undo(st)


@handles(L.OpenReplay)
def open_replay_msg(st: State, msg: L.OpenReplay) -> list[E.Effect]:
    if msg.link:
        return open_link(st, msg.link, msg.deal, msg.step)
    if msg.from_link:
        return open_saved(st, msg.deal, msg.step)
    return open_replay(st, msg.deal, msg.step)


@handles(L.BadReplayLink)
def bad_replay_link(st: State, msg: L.BadReplayLink) -> list[E.Effect]:
    link_problem(st, problem("replay_unreadable", value=msg.text))
    return []


@handles(L.AddressFragment)
def address_fragment(st: State, msg: L.AddressFragment) -> list[E.Effect]:
    spot = fragment_msg(msg.hash)
    if spot is None:  # not a fragment for the viewer: nothing was asked
        return []
    forget_link_problems(st)
    if isinstance(spot, L.BadReplayLink):
        return bad_replay_link(st, spot)
    return open_replay_msg(st, spot)


@handles(L.LoadHistory)
def load_history(st: State, msg: L.LoadHistory) -> list[E.Effect]:
    return ensure_history(st)


@handles(L.ReplayShare)
def replay_share(st: State, msg: L.ReplayShare) -> list[E.Effect]:
    return share_replay(st)


@handles(L.ReplayMove)
def replay_move_msg(st: State, msg: L.ReplayMove) -> list[E.Effect]:
    return replay_move(st, msg.kind, msg.step)


@handles(L.ReplayHands)
def replay_hands(st: State, msg: L.ReplayHands) -> list[E.Effect]:
    r = st.learn.replay
    if r is not None and not r.secret:
        r.all_hands = msg.all_hands
    return []


@handles(L.OpenCoach)
def open_coach_msg(st: State, msg: L.OpenCoach) -> list[E.Effect]:
    return open_coach(st)


@handles(L.CoachDone, L.CoachFailed)
def coach_answer(st: State, msg: L.CoachDone | L.CoachFailed) -> list[E.Effect]:
    c = st.learn.coach
    if c is None or c.gen != msg.gen or c.state != "thinking":
        return []
    if isinstance(msg, L.CoachDone):
        from debertz.learn.coach import costliest

        c.state, c.decisions, c.top = "done", list(msg.decisions), costliest(msg.decisions)
    else:
        c.state, c.error = "failed", one_line(msg.error)
    return []


@handles(L.CoachAuto)
def coach_auto(st: State, msg: L.CoachAuto) -> list[E.Effect]:
    st.settings.coach_auto = msg.on
    return [E.SavePrefs()]


@handles(L.OpenHistory)
def open_history(st: State, msg: L.OpenHistory) -> list[E.Effect]:
    out = ensure_history(st)
    st.overlay = "history"
    return out


@handles(L.HistoryReplay)
def history_replay(st: State, msg: L.HistoryReplay) -> list[E.Effect]:
    out = ensure_history(st)
    entry = next((e for e in st.learn.history or [] if e.id == msg.entry), None)
    if entry is None:
        return out
    return out + show_replay(st, entry.record, len(entry.record.get("deals", [])) - 1, 0, "history",
                             entry=entry.id, seed=entry.seed)


@handles(L.OpenYesterday)
def open_yesterday(st: State, msg: L.OpenYesterday) -> list[E.Effect]:
    """Yesterday's deal of the day in the person's mode, in the viewer: their own game if they played
    it (the newest), else the day's bots playing every seat."""
    from debertz.learn import daily

    today = daily.day_of(msg.today)
    if today is None:
        st.message = ("daily_no_clock", {})
        return []
    day = today - timedelta(days=1)
    seed, mode = daily.seed_of(day), st.settings.mode
    out = ensure_history(st)
    entry = next((e for e in reversed(st.learn.history or []) if e.seed == seed and e.mode == mode), None)
    if entry is not None:
        return out + show_replay(st, entry.record, 0, 0, "history", entry=entry.id, seed=seed)
    return out + show_replay(st, daily.played_by_bots(mode, day), 0, 0, "daily", seed=seed)


@handles(L.HistoryExport)
def history_export(st: State, msg: L.HistoryExport) -> list[E.Effect]:
    out = ensure_history(st)
    entries = [e for e in st.learn.history or [] if not msg.entry or e.id == msg.entry]
    if not entries:
        return out
    if msg.entry:
        e = entries[0]
        return out + [E.Download(json.dumps(e.record, indent=1), f"debertz-{e.mode}-{e.id}.json")]
    return out + [E.Download(dump_store(entries), "debertz-history.json")]


@handles(L.MakeChallenge, L.CopyChallenge)
def challenge(st: State, msg: L.MakeChallenge | L.CopyChallenge) -> list[E.Effect]:
    m = st.match
    lr = st.learn
    if m is None:
        return []
    if isinstance(msg, L.MakeChallenge) or not lr.challenge_link:
        lr.challenge_link = challenge_link(st, m)
    st.overlay = "challenge"
    return [E.CopyText(lr.challenge_link)] if lr.challenge_link else []


def challenge_link(st: State, m: Match) -> str:
    """The link that sends this match's deals against the same bots, or "" when people played other seats:
    a link can only seat bots there, so its comparison would not be the same game (the panel says so)."""
    if pass_and_play(st):
        return ""
    ch = challenge_from_match(m, st.settings.bot_list(), st.settings.name)
    return f"{st.page_url}?{urlencode(table_params(ch))}"


# ----- take-back
def undo(st: State) -> list[E.Effect]:
    m = st.match
    if m is None or st.screen != "table" or st.autoplay:
        return []
    if not st.settings.takebacks:
        st.flash = ("takebacks_off", {})
        return []
    if m.finished:
        st.flash = ("nothing_to_undo_over", {})
        return []
    automatic = (A.BELLA,) if st.settings.auto_bella else ()
    # pass-and-play: only the person whose hand was shown last, back to no earlier than when they opened it
    # (the curtain of the next person may be up, but nobody else has seen their cards since)
    seat = viewer(st)
    point = take_back_point(m, seat, automatic)
    if point is None or (pass_and_play(st) and (st.shown < 0 or point < st.opened_at)):
        st.flash = ("nothing_to_undo", {})
        return []
    hide = curtain(st) is not None  # taken back at the next person's curtain: the device may be in their hands
    take_back(m, seat, automatic)
    if hide:
        st.shown = -1
    st.gen += 1  # the bots' thinking about the old position stops
    st.held, st.held_winner = (), None  # a trick kept on show belongs to the position taken back
    st.learn.takebacks.note(len(m.deals) - 1)
    st.hint_action = None
    st.hint_wanted = -1
    # at a pass-and-play table, whose move it is again by name: the device may be at the next person's curtain
    st.flash = ("took_back_by", {"who": SeatRef(seat)}) if pass_and_play(st) else ("took_back", {})
    st.live.append(st.flash)
    if st.overlay in ("replay", "coach"):
        st.overlay = ""
    auto_bella(st)
    return [E.Save(), E.Store(TAKEBACKS_KEY, takebacks_text(st)), E.RunBots()]


def match_key(m: Match) -> str:
    """Which match a take-back log stored before matches had an identity belongs to: its seed and first deck."""
    return f"{m.seed}:{''.join(A.action_str(c) for c in m.deals[0].deck)}"


def takebacks_text(st: State) -> str:
    return json.dumps({"match": st.match_id if st.match is not None else "", "deals": st.learn.takebacks.to_json()})


def restore_takebacks(st: State, raw: str | None) -> None:
    """At start-up: the score sheet's take-back marks of the resumed match (anything else is ignored)."""
    m = st.match
    if not raw or m is None or len(raw) > 20_000:
        return
    try:
        doc = json.loads(raw)
    except ValueError:
        return
    if isinstance(doc, dict) and doc.get("match") in (st.match_id, match_key(m)):
        st.learn.takebacks = TakeBackLog.from_json(doc.get("deals"))


# ----- the viewer
def open_replay(st: State, deal: int, step: int) -> list[E.Effect]:
    """The viewer on the match at the table: ``deal`` 1-based, 0 for the current deal if over, else the last finished."""
    m = st.match
    if m is None:
        st.flash = ("replay_none", {})
        return []
    n = len(m.deals)
    if deal == 0:
        index = n - 1 if m.deal.over or n == 1 else n - 2
    else:
        index = max(0, min(deal - 1, n - 1))
    if pass_and_play(st) and index == n - 1 and not m.deal.over:
        st.flash = ("replay_after_deal", {})  # the viewer shows every hand: not while the deal is played
        return []
    return show_replay(st, table_record(st, m), index, step, "match", seed=str(m.seed))


def table_record(st: State, m: Match) -> dict[str, Any]:
    """The record of the match on the table, for the viewer, with its ``seats``: at a pass-and-play table the
    viewer names the people as the table does, and a replay link made from it names whoever played."""
    doc = m.to_record()
    doc["seats"] = seats_of(st)
    return doc


def show_replay(st: State, doc: dict[str, Any], index: int, step: int, source: str, entry: str = "",
                seed: str = "", linked: bool = False, link: str = "") -> list[E.Effect]:
    """``linked``: asked by a link (a bad record is then said as the link's problem); ``link``: the match
    as replay-link text, when a replay link brought it (its position is then written with it)."""
    try:
        cursor = Cursor.from_record(doc, max(index, 0), step)
    except Exception as e:  # noqa: BLE001 - a bad record: one line, the match goes on
        if linked:
            link_problem(st, problem("replay_damaged"))
        else:
            st.message = ("replay_bad", {"msg": one_line(e)})
        return []
    m = st.match
    secret = source == "match" and m is not None and index == len(m.deals) - 1 and not m.deal.over
    st.learn.replay = Replay(doc, cursor, source, all_hands=not secret, secret=secret, entry=entry, seed=seed,
                             link=link)
    st.overlay = "replay"
    return [fragment(st.learn.replay)]


def fragment(r: Replay) -> E.Effect:
    """The viewer's position in the URL fragment (``#replay=DEAL.STEP``), so a link can point into a deal:
    of the match on the table, or of the match a replay link carries (``&m=``). Another match (from the
    history, a file, yesterday's deal) leaves no fragment: a reload would open that position in the wrong match."""
    if r.source == "match" or r.link:
        return E.SetFragment(fragment_text(r, r.source != "match"))
    return E.SetFragment("")


def fragment_text(r: Replay, with_match: bool) -> str:
    base = f"replay={r.cursor.number}.{r.cursor.step}"
    return f"{base}&m={r.link}" if with_match and r.link else base


def open_link(st: State, link: str, deal: int, step: int) -> list[E.Effect]:
    """A replay link: the match it carries, in the viewer; the person's own match is not touched."""
    from debertz.learn.replaylink import decode

    try:
        doc = decode(link)
    except Exception:  # noqa: BLE001 - a bad link: one line, a normal page
        link_problem(st, problem("replay_damaged"))
        return []
    return show_linked(st, doc, deal, step, "link", link=link)


def open_saved(st: State, deal: int, step: int) -> list[E.Effect]:
    """``#replay=DEAL.STEP`` without a match of its own: that deal of the match on the table (the saved one)."""
    m = st.match
    if m is None:
        link_problem(st, problem("replay_no_match"))
        return []
    return show_linked(st, table_record(st, m), deal, step, "match", seed=str(m.seed))


def show_linked(st: State, doc: dict[str, Any], deal: int, step: int, source: str, seed: str = "",
                link: str = "") -> list[E.Effect]:
    """The deal and step a link asks for, or one line saying why not (no such deal; fewer steps: its end)."""
    deals = doc.get("deals")
    n = len(deals) if isinstance(deals, list) else 0
    if not 1 <= deal <= n:
        link_problem(st, problem("replay_no_deal", deal=deal, n=n))
        return []
    before = st.learn.replay
    out = show_replay(st, doc, deal - 1, step, source, seed=seed, linked=True, link=link)
    r = st.learn.replay
    if r is before:
        return out
    if r is not None and st.overlay == "replay" and r.cursor.step < step:
        link_problem(st, problem("replay_step", deal=deal, n=r.cursor.steps))
    return out


def share_replay(st: State) -> list[E.Effect]:
    """The link to the viewer's position; only for seeded matches (the decks must follow from the seed)."""
    from debertz.learn.replaylink import encode_record

    r = st.learn.replay
    if r is None or r.secret:
        return []
    if not r.link:
        m = st.match
        # the match's finished deals only: a deal still in play keeps its secrets
        deals = len(m.history) if r.source == "match" and m is not None else None
        try:
            # without a seed (an imported record with decks of its own) there is no link to make
            r.link = encode_record(r.doc, r.seed, deals) if r.seed else ""
        except Exception:  # noqa: BLE001 - a record whose decks do not follow from its seed cannot travel in a link
            r.link = ""
        if not r.link:
            st.flash = ("replay_no_link", {})
            return []
    r.share = f"{st.page_url}#{fragment_text(r, True)}"
    return [E.CopyText(r.share)]


def replay_move(st: State, kind: str, step: int) -> list[E.Effect]:
    r = st.learn.replay
    if r is None or st.overlay != "replay":
        return []
    cur = r.cursor
    if kind == "prev":
        cur.back()
    elif kind == "next":
        cur.forward()
    elif kind == "start":
        cur.start()
    elif kind == "end":
        cur.end()
    elif kind == "go":
        cur.go(step)
    elif kind == "deal":
        index = cur.index + (1 if step > 0 else -1)
        if not 0 <= index < r.deals:
            return []
        return show_replay(st, r.doc, index, 0, r.source, r.entry, r.seed, link=r.link)  # the same match
    return [fragment(r)]


def parse_fragment(text: str) -> tuple[int, int] | None:
    """``replay=DEAL.STEP`` (from the URL fragment) as (deal, step); None for anything else."""
    body = text.lstrip("#").split("&")[0]
    if not body.startswith("replay="):
        return None
    deal, _, step = body[len("replay="):].partition(".")
    if not (deal.isdigit() and len(deal) < 5 and (step == "" or (step.isdigit() and len(step) < 5))):
        return None
    return int(deal), int(step or 0)


def fragment_msg(text: str) -> L.OpenReplay | L.BadReplayLink | None:
    """The viewer a link's fragment asks for: a position in the saved match, or a replay link's match
    (``&m=``); a ``replay=`` that cannot be read is said; any other fragment is not for the viewer (None)."""
    body = text.lstrip("#")
    if not body.startswith("replay="):
        return None
    spot = parse_fragment(text)
    if spot is None:
        return L.BadReplayLink(body.split("&")[0][len("replay="):][:20])
    link = next((p[2:] for p in body.split("&")[1:] if p.startswith("m=")), "")
    return L.OpenReplay(spot[0], spot[1], link[:6000], from_link=True)


# ----- the coach
def same_game(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two records of the same game, whoever they name at the seats (the viewer's copy of the match on the
    table carries ``seats``; the coach's rating of it need not be made again)."""
    return {k: v for k, v in a.items() if k != "seats"} == {k: v for k, v in b.items() if k != "seats"}


def open_coach(st: State) -> list[E.Effect]:
    lr = st.learn
    r = lr.replay
    if r is not None and st.overlay == "replay" and not r.secret:
        # the viewer's record, its seats named as the viewer names them: the person's own decisions in the
        # match on the table, else those of the first person who played it (a deal of bots: the first seat)
        doc, index, people = r.doc, r.cursor.index, viewer_people(r, r.cursor.deal.n)
        seat = viewer(st) if r.source == "match" else next((s for s, p in enumerate(people) if p is not None), HUMAN)
    else:
        m = st.match
        if m is None or not m.history:  # no deal is over yet: the coach rates finished deals
            st.flash = ("coach_none", {}) if m is None else ("coach_after_deal", {})
            return []
        doc, index, people, seat = m.to_record(), len(m.history) - 1, table_people(st), viewer(st)
    co = lr.coach
    if co is not None and same_game(co.doc, doc) and co.index == index and co.state != "failed" and (
            co.seat in coach_seats(seat, people)):
        st.overlay = "coach"  # already rated (or rating), for a seat this record lets the person choose
        return []
    return start_coach(st, doc, index, seat, people)


@handles(L.CoachSeat)
def coach_seat(st: State, msg: L.CoachSeat) -> list[E.Effect]:
    """Rate another seat's decisions in the same deal (at a table of people: another person's own)."""
    co = st.learn.coach
    if co is None or msg.seat == co.seat or msg.seat not in coach_seats(co.seat, co.people):
        return []
    return start_coach(st, co.doc, co.index, msg.seat, co.people)


@handles(L.CoachShow)
def coach_show(st: State, msg: L.CoachShow) -> list[E.Effect]:
    """The viewer at a rated decision, on the record the coach rated: the viewer's own (a past match, a day's
    deal, a link's, a file's) when it holds that game, else the match on the table."""
    co, r = st.learn.coach, st.learn.replay
    if co is None:
        return []
    if r is not None and same_game(r.doc, co.doc):
        return show_replay(st, r.doc, co.index, msg.step, r.source, r.entry, r.seed, link=r.link)
    return open_replay(st, co.index + 1, msg.step)


def start_coach(st: State, doc: dict[str, Any], index: int, seat: int,
                people: tuple[str | None, ...]) -> list[E.Effect]:
    lr = st.learn
    lr.coach_gen += 1
    lr.coach = Coaching(lr.coach_gen, doc, index, seat=seat, people=people)
    st.overlay = "coach"
    return [E.ThinkCoach(lr.coach_gen)]


# ----- the history
def ensure_history(st: State) -> list[E.Effect]:
    """Read the stored history once; a damaged store is set aside (the current match is kept elsewhere)."""
    lr = st.learn
    if lr.history is not None:
        return []
    raw = lr.history_raw
    lr.history_raw = None
    problem = None
    try:
        if raw:
            check_json_shape(raw)
        entries, problem = load_store(raw)
    except ValueError as e:
        entries, problem = [], one_line(e)
    lr.set_history(entries)
    if problem is None:
        return []
    say(st, ("history_damaged", {}))
    return [E.Remove(HISTORY_KEY), *set_aside(st.aside, HISTORY_KEY, raw or "", now_iso()),
            E.Store(HISTORY_KEY, dump_store(entries))]


def finished_now(st: State) -> Match | None:
    """The match, when it has finished here (not an imported record, nor the guide's deal) and is not in the
    history yet."""
    m = st.match
    ident = st.match_id
    if (m is None or not m.finished or st.autoplay or st.guide or ident in st.learn.history_done
            or ident != st.learn.played):
        return None
    return m


def after(st: State, before: tuple[str, int, bool, bool]) -> list[E.Effect]:
    """Once after every message: a deal that has just ended may start the coach, a match that has just
    ended joins the history; a new match starts with no take-backs.  ``before`` is :func:`mark` from
    before the message."""
    m = st.match
    lr = st.learn
    if m is None:
        lr.challenge_lines = []
        return []
    out: list[E.Effect] = []
    ident = st.match_id
    if lr.challenge is not None and lr.challenge_match != ident:
        lr.challenge = None  # another match than the challenge's
    compare_challenge(st)
    if ident == before[0] and m.finished and not before[3]:
        lr.played = ident  # finished by a move made here: it joins the history
    if ident != before[0]:
        lr.coach = None
        if lr.replay is not None and lr.replay.source == "match":
            lr.replay = None
    ended = m.deal.over and m.history and (ident, len(m.deals), True) != before[:3]
    if ended and st.settings.coach_auto and not st.autoplay and st.screen == "table":
        out += start_coach(st, m.to_record(), len(m.history) - 1, viewer(st), table_people(st))
    if finished_now(st) is not None:
        out += ensure_history(st)
        out += ended_apart(st)
        out.append(E.AddHistory())
        if lr.challenge is not None and st.overlay == "":
            st.overlay = "challenge"  # both results side by side
        elif day_of_seed(st.settings.seed) is not None and st.overlay == "":
            lr.challenge_link = challenge_link(st, m)
            st.overlay = "challenge"  # the day's result and the link that carries it
    return out


def ended_apart(st: State) -> list[E.Effect]:
    """The match just finished here is in the history already with other deals: it was resumed in another tab
    too and finished there first. Its ending here is a match of its own (a new identity, which its save, its
    take-back marks and its history entry then carry), so that both reach the history."""
    m = st.match
    there = next((e for e in st.learn.history or [] if e.id == st.match_id), None)
    if m is None or there is None or there.record.get("deals") in (None, m.to_record()["deals"]):
        return []  # not there yet, or the same ending (added before a reload)
    old, st.match_id = st.match_id, new_id()
    st.learn.played = st.match_id
    if st.learn.challenge_match == old:
        st.learn.challenge_match = st.match_id  # still the challenge's match
    return [E.Store(TAKEBACKS_KEY, takebacks_text(st))]


def compare_challenge(st: State) -> None:
    """The challenge's deals beside the person's so far (the challenge panel shows them)."""
    from debertz.learn.challenge import compare

    lr, m = st.learn, st.match
    lr.challenge_lines = compare(lr.challenge, m.history, m.side_of(HUMAN)) if lr.challenge and m else []


def mark(st: State) -> tuple[str, int, bool, bool]:
    """What :func:`after` compares with: the match, its deal count, whether the deal and the match are over."""
    m = st.match
    return (st.match_id, len(m.deals), m.deal.over, m.finished) if m is not None else ("", 0, False, False)


def add_to_history(st: State, date: str) -> str | None:
    """Add the just-finished match (the browser module gives the date); the store's new text, or None."""
    from debertz.learn.history import add_entry, entry_from_match

    m = finished_now(st)
    lr = st.learn
    if m is None:
        return None
    lr.history_done.add(st.match_id)
    if any(e.id == st.match_id for e in lr.history or []):
        return None  # already there (added before a reload)
    # who sat at each other seat: a bot's level, or "person" for a person at this device (pass-and-play)
    others = [PERSON if who is not None else level
              for level, who in zip(st.settings.bot_list(), st.settings.people_list())]
    entry = entry_from_match(m, others, date, HUMAN, tuple(lr.takebacks.counts), st.match_id, seats_of(st))
    lr.added_here.append(entry)
    entries = add_entry(lr.history or [], entry)
    lr.set_history(entries)
    return dump_store(entries)


# ----- challenges
def open_challenge(st: State, search: str, has_table: bool, quiet: bool = False) -> list[E.Effect]:
    """At start-up: a link with a ``challenge`` plays the sender's table; a bad one gives one line and a normal game.

    ``quiet``: the link is not the page's address but the one that once opened the match brought back (a save,
    a kept match): its challenge is taken up again, and a bad one was said when that link was opened."""
    from debertz.learn.challenge import CHALLENGE_KEY, decode

    from .query import whole_pairs

    value = next((v for k, v in whole_pairs(search) if k == CHALLENGE_KEY), None)
    m = st.match
    if value is None or (has_table and (m is None or st.link != search)):
        return []  # no challenge, or a reload that resumed another match than the link's
    code = "challenge_no_table"
    if has_table and m is not None:
        code = "challenge_no_seed" if st.settings.seed is None else "challenge_bad"
        try:
            ch, _why = decode(value, m.mode, m.preset, m.options, st.settings.bot_list(), st.settings.seed)
        except Exception:  # noqa: BLE001 - never a traceback for a link
            ch = None
        if ch is not None:
            st.learn.challenge = ch
            st.learn.challenge_match = st.match_id
            out = played_before(st, ch)
            if st.match is m and not started(m, st.settings.persons()):  # the link's new match: the friend
                # is told whose result to beat
                sender: object = ch.name or TextRef("challenge_someone_start")
                side = SEATINGS[ch.mode].side_of[ch.person]
                say(st, (challenge_from_key(ch), {"name": sender, "score": ScoresRef((ch.scores[side],))}))
            compare_challenge(st)
            return out
    if not quiet:
        link_problem(st, problem(code))
    return []


def challenge_from_key(ch: Challenge) -> str:
    """How the friend is told whose result to beat: over the deals the sender finished, of one deal (the deal of
    the day), or without a total when the sender sent the link before finishing a deal."""
    if not ch.deals:
        return "challenge_from_fresh"
    return "challenge_from_deal" if ch.options.get("target") == "one_deal" else "challenge_from"


def played_before(st: State, ch: Challenge) -> list[E.Effect]:
    """A deal of the day's result link, opened by someone who has already played that day's deal at the
    same table: their own finished match goes on the table beside the sender's result, rather than
    the deal being played a second time with its cards known."""
    from debertz.record import load_record

    m = st.match
    if day_of_seed(ch.seed) is None or m is None or started(m, st.settings.persons()):
        return []
    out = ensure_history(st)  # read early, only for this kind of link
    entry = next((e for e in reversed(st.learn.history or []) if e.seed == ch.seed and e.mode == ch.mode
                  and e.options == ch.options and e.winner is not None and e.person == HUMAN), None)
    if entry is None:
        return out
    try:
        mine = load_record(entry.record)
    except Exception:  # noqa: BLE001 - a damaged entry: the deal is simply played
        return out
    st.match, st.match_id = mine, entry.id
    st.learn.challenge_match = entry.id
    st.learn.takebacks = TakeBackLog()
    st.learn.history_done.add(entry.id)
    if challenge_from_match(mine, ch.bots, ch.name, ch.person).deals == ch.deals and ch.name == fit_name(st.settings.name):
        st.learn.challenge = None  # the person's own result link: nobody else's result to put beside it
        say(st, ("daily_own_link", {}))
        return out
    st.overlay = "challenge"
    say(st, ("daily_played_before", {}))
    return out


__all__ = ["Learn", "after", "mark", "add_to_history", "parse_fragment", "fragment_msg", "restore_takebacks"]
