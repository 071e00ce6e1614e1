"""``update(state, msg)``: the only place the page's state changes; returns the effects to run.

No DOM, no ``js``: CPython tests call it with the messages a click or a bot makes.  A message
that does not apply now (out of turn, stale, a double click) changes nothing and asks for nothing.
"""
from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import Any

from debertz import actions as A
from debertz import options as O
from debertz.errors import DebertzError, RecordError
from debertz.learn.history import HISTORY_FORMAT, Entry, add_entry, dump_store, load_store
from debertz.learn.takeback import TakeBackLog
from debertz.match import Match

from . import effects as E
from . import learn_msg as L
from . import msg as M
from .dispatch import HANDLERS, handles
from .form import bad_names, bad_seed, settings_from_form
from .guide import GUIDE_SETTINGS, advise
from .i18n import LANGS, TextRef, key_at, outcome_table
from .kept import KEPT_KEY, Kept, add_kept, compare_lines, fork_of, kept_of, kept_shape, kept_text, new_id, started
from .learn import HISTORY_KEY, TAKEBACKS_KEY
from .learn_update import after as learn_after
from .learn_update import ensure_history, open_challenge, takebacks_text
from .learn_update import mark as learn_mark
from .moves import apply, auto_bella, person_on_turn
from .settings import SPEED_DELAY, SPEEDS, clean_name, problem, seed_value
from .state import (
    LIVE_KEPT,
    ActionRef,
    HintWhyRef,
    Note,
    ReasonRef,
    SeatRef,
    SideRef,
    State,
    curtain,
    forget_link,
    forget_notes,
    is_person,
    link_problem,
    pass_and_play,
    say,
    seats_of,
    share_url,
    viewer,
)
from .storage import (
    FILE_PROBLEMS,
    SAVE_KEY,
    check_json_shape,
    newest_copy,
    now_iso,
    problem_words,
    read_stored,
    save_doc,
    save_shape,
    set_aside,
)

HINT_LEVEL = "hard"
HINT_SEED = 12345
HOLD_SECONDS = 1.2  # a complete trick stays on the table this long at normal speed (scaled by the speed)


def hold_seconds(st: State) -> float:
    """How long a complete trick stays on the table: 1.2 s at normal speed, scaled; none at instant."""
    return HOLD_SECONDS * SPEED_DELAY.get(st.settings.speed, 0.8) / SPEED_DELAY["normal"]


def hold(st: State) -> list[E.Effect]:
    """After a trick is complete: keep it on the table (and the person's turn, and the deal's summary, waiting)."""
    m = st.match
    seconds = hold_seconds(st)
    if m is None or st.autoplay or not seconds or not m.deal.last_trick:
        return []
    st.held = tuple(m.deal.last_trick)
    st.held_winner = m.deal.last_winner
    st.held_token += 1
    return [E.HoldTrick(st.gen, st.held_token, seconds)]


def unhold(st: State) -> None:
    st.held, st.held_winner = (), None


def put_match(st: State, match: Match, ident: str = "", takebacks: object = None) -> None:
    """``match`` on the table, with its identity (a new one unless given) and its take-back marks."""
    st.match = match
    st.match_id = ident or new_id()
    st.table_settings = None
    st.shown = -1  # pass-and-play: the curtain is up until the person on turn opens it
    st.learn.takebacks = TakeBackLog.from_json(takebacks) if takebacks else TakeBackLog()


def keep_copy(st: State, when: str = "") -> list[E.Effect]:
    """A copy of the unfinished match on the table among the kept ones, the match staying on the table;
    nothing when it is finished (the history has it), no person has acted in it yet, or it is the guide's
    or autoplay's."""
    m = st.match
    table = st.table_settings or st.settings  # the match's own settings
    if m is None or m.finished or st.autoplay or st.guide:
        return []
    if not (started(m, table.persons()) or st.learn.takebacks.counts):
        return []  # a move taken back was the person's too: the match and its take-back mark are kept
    doc = save_doc(table, m, st.link, st.match_id, st.opened)
    doc["takebacks"] = st.learn.takebacks.to_json()
    keep_here(st, kept_of(m, st.match_id, when or now_iso(), doc))
    return [E.Store(KEPT_KEY, kept_text(st.kept))]


# how long a match kept here is put back into another tab's list written without it (two tabs writing the
# list at about the same moment); after that, its absence there is the other tab's doing (resumed or removed)
KEPT_RACE_SECONDS = 10.0


def keep_here(st: State, entry: Kept) -> None:
    """``entry`` among the kept matches, as this tab's own addition (see :data:`KEPT_RACE_SECONDS`)."""
    st.kept = add_kept(st.kept, entry)
    st.kept_added[entry.id] = time.monotonic()


def drop_kept_copy(st: State) -> list[E.Effect]:
    """The match on the table is saved, or in the history: a kept copy of it is no longer needed."""
    if not any(k.id == st.match_id for k in st.kept):
        return []
    st.kept = [k for k in st.kept if k.id != st.match_id]
    return [E.Store(KEPT_KEY, kept_text(st.kept))]


def keep_aside(st: State, when: str = "") -> list[E.Effect]:
    """Set the unfinished match on the table aside (kept.py) before another takes its place; nothing when
    it is finished (the history has it), no person has acted in it yet, or it is the guide's or autoplay's.
    Every new match comes through here (:func:`new_match`, :func:`import_text`), so a caller that changes
    the settings for the new match first calls it itself: the kept match keeps the settings it was played
    with (those of the table, while the setup screen edits the next match's). Once kept, the match is off
    the table (``st.match`` None until the next one is put there), so it is kept once."""
    out = keep_copy(st, when)
    if out:
        st.match = None
    return out


def resume_kept(st: State, ident: str) -> list[E.Effect]:
    """A kept match back on the table; the one there (if unfinished) is kept aside in its place."""
    k = next((x for x in st.kept if x.id == ident), None)
    if k is None:
        return []
    try:
        saved = save_shape(k.doc)
    except Exception:  # noqa: BLE001 - a damaged kept match: set aside, one line, nothing else changes
        st.kept = [x for x in st.kept if x.id != ident]
        st.message = ("kept_bad", {})
        return [*set_aside(st.aside, KEPT_KEY, json.dumps(k.to_json()), now_iso()),
                E.Store(KEPT_KEY, kept_text(st.kept))]
    out = guide(st, "stop") if st.guide else []
    out += keep_aside(st) if st.match_id != ident else []
    st.kept = [x for x in st.kept if x.id != ident]
    st.gen += 1
    st.settings = saved.settings
    put_match(st, saved.match, ident, saved.takebacks)
    st.link = saved.link
    unhold(st)
    st.screen = "table"
    st.overlay = ""
    st.flash = None
    st.live = []
    st.kept_note = ""
    forget_link(st)
    forget_notes(st, ("kept_bad",))
    # a challenge's match plays against the sender's result again (the link it was opened from says which)
    lr = st.learn
    lr.challenge, lr.challenge_match, lr.challenge_lines = None, "", []
    out += open_challenge(st, st.link, True, quiet=True)
    return out + [E.Store(KEPT_KEY, kept_text(st.kept)), E.Save(), E.Store(TAKEBACKS_KEY, takebacks_text(st)),
                  E.RunBots()]


@handles(L.OpenDaily)
def open_daily(st: State, msg: L.OpenDaily) -> list[E.Effect]:
    """The deal of the day in the person's mode, started as a link to it would start it: an unfinished
    match is kept aside first. The person's own table (the stored settings) stays as it was."""
    from debertz.learn import daily

    day = daily.day_of(msg.today)
    if day is None:
        st.message = ("daily_no_clock", {})
        return []
    out = guide(st, "stop") if st.guide else []
    table = daily.table(st.settings.mode, day)
    out += keep_aside(st)
    st.kept_note = st.match_id if out else ""
    st.settings = replace(st.settings, preset=table["preset"], overrides=dict(table["overrides"]),
                          bots=list(table["bots"]), people=[], seed=table["seed"])  # one person plays it
    st.link = st.settings.table_query()
    st.message = None
    return out + [e for e in new_match(st) if not isinstance(e, E.SavePrefs)]


def new_match(st: State, fresh_seed: bool = False) -> list[E.Effect]:
    """A new match from the settings takes the table; an unfinished match there is kept aside first."""
    out = keep_aside(st)
    st.gen += 1
    s = st.settings
    if fresh_seed:
        s.seed = None
    try:
        options = s.options()
    except DebertzError:
        link_problem(st, problem("options_clash"))
        s.overrides = {}
        options = s.options()
    put_match(st, Match(s.mode, options, preset=s.preset, seed=seed_value(s.seed)))
    unhold(st)
    st.screen = "table"
    st.overlay = ""
    st.flash = None
    st.live = []
    st.hint_action = None
    st.hint_wanted = -1
    return [*out, E.SavePrefs(), E.Save(), E.RunBots()]


def import_text(st: State, text: str) -> list[E.Effect]:
    from debertz.errors import RecordError
    from debertz.record import load_record, parse_record_text, read_seats

    if not text.strip():
        st.message = ("bad_file", {"msg": TextRef("err.empty")})
        return []
    try:
        check_json_shape(text)
        doc = parse_record_text(text)
        if doc.get("format") == HISTORY_FORMAT:  # the whole history, not one match's record
            return import_history(st, doc)
        match = load_record(doc)
    except Exception as e:  # noqa: BLE001 - any bad file: one line, nothing else changes
        st.message = record_problem(e)
        return []
    try:
        seats = read_seats(doc, match.n)
    except RecordError:  # who played is not part of the game: the match comes in without the names
        seats = None
    aside = st.match_id
    out = keep_aside(st)
    st.gen += 1
    s = st.settings
    s.mode, s.preset = match.mode, match.preset
    s.overrides = dict(match.options.to_dict())
    s.seed = None
    if seats is not None:  # the record says who played: the same people (names made safe) and bot levels
        s.people = [None if "bot" in x else (clean_name(x["person"]) or "") for x in seats[1:]]
        s.bots = [x.get("bot") or "" for x in seats[1:]]
        if "person" in seats[0]:
            s.name = clean_name(seats[0]["person"]) or ""
    else:
        s.people = []
    put_match(st, match)
    unhold(st)
    st.link = ""
    st.message = None
    st.kept_note = aside if out else ""  # said as when a link sets it aside, with the way back to it
    st.screen = "table"
    st.overlay = "sheet" if match.history else ""
    st.flash = None
    st.live = []
    return [*out, E.Save(), E.RunBots()]


def import_history(st: State, doc: dict[str, Any]) -> list[E.Effect]:
    """The matches of a history file ("Export all") that the history does not have yet join it, by date;
    the history panel opens on them. The match on the table stays."""
    entries, problem = load_store(json.dumps(doc))
    if not entries:
        st.message = ("bad_file", {"msg": problem or TextRef("err.empty")})
        return []
    out = ensure_history(st)
    lr = st.learn
    have = {e.id for e in lr.history or []}
    new = [e for e in entries if e.id not in have]
    history: list[Entry] = []
    for e in sorted([*(lr.history or []), *new], key=lambda e: e.date):  # the store's caps: oldest go first
        history = add_entry(history, e)
    lr.set_history(history)
    st.message = ("history_imported", {"n": len(new), "had": len(entries) - len(new)})
    st.overlay = "history"
    return [*out, E.Store(HISTORY_KEY, dump_store(history))] if new else out


def update(st: State, msg: M.Msg) -> list[E.Effect]:
    """Change ``st`` for ``msg``; the effects to run afterwards."""
    before = learn_mark(st)
    inner = msg.msg if isinstance(msg, M.Clicked) else msg
    # any other click or key closes the tools menu; the bot speed, a setting stepped through its values, keeps
    # it open (its item keeps the focus) until the person has the speed they want
    if st.menu_open and not isinstance(inner, M.ToggleMenu | M.BotMoved | M.TrickSeen | M.HintReady | M.CycleSpeed):
        st.menu_open = False
    saved, st.live = st.live, []  # the screen reader hears what this step did, once (not the last few again)
    where = position(st)
    viewing = st.overlay == "replay"
    out = update_one(st, msg)
    if viewing and st.overlay != "replay" and not any(isinstance(e, E.SetFragment) for e in out):
        out.append(E.SetFragment(""))  # the viewer closed: a reload must not open it again
    if st.kept_unstored and any(isinstance(e, E.Save) for e in out):
        st.kept_unstored = False  # written again before the save: the page writes the save only if it fits
        out.insert(next(i for i, e in enumerate(out) if isinstance(e, E.Save)), E.Store(KEPT_KEY, kept_text(st.kept)))
    if any(isinstance(e, E.AddHistory) for e in out):
        out += drop_kept_copy(st)  # the history has the match: a copy kept by a two-tab save is not needed
    guide_mark(st)
    if position(st) == where:
        st.live = saved + st.live  # nothing happened: nothing new to say
    elif isinstance(inner, LIVE_STEPS):
        announce(st, your_turn=not isinstance(inner, M.Act))
    return out + learn_after(st, before)


def position(st: State) -> tuple[object, ...]:
    """Where the game stands: a step that changes this has something to say."""
    m = st.match
    return (st.match_id, st.gen, st.held_token, bool(st.held), len(m.deals) if m else 0,
            len(m.deal.actions) if m else 0, st.shown)


# the messages after which the screen reader is told what happened (a card, a bid, a swept trick, a new deal)
LIVE_STEPS = (M.Act, M.BotMoved, M.TrickSeen, M.NextDeal, M.NewMatch, M.Start, M.OpenCurtain)


def announce(st: State, your_turn: bool = True) -> None:
    """After the step's own notes: the deal's result once it is seen, or that it is the person's turn."""
    m = st.match
    if m is None or st.held or st.autoplay or st.screen != "table":
        return
    if m.deal.over and m.history and st.announced != (len(m.deals), len(m.history)):
        st.announced = (len(m.deals), len(m.history))
        h = m.history[-1]
        side = SideRef(m.side_of(h.declarer)) if h.declarer is not None else SideRef(0)
        opp = SideRef(1 - side.side) if m.n_sides == 2 else ""  # the one defender, named where the words name it
        table = outcome_table(m.n, m.mode == "2x2", m.options.bait_to)
        if h.outcome in ("made", "bait"):
            st.live.append((key_at(f"outcome_{h.outcome}", table), {"who": side, "opp": opp}))
        elif h.outcome == "hanging":
            st.live.append((key_at("outcome_hanging", table), {"who": side, "n": h.hanging, "opp": opp}))
        elif h.outcome == "debertz" and h.debertz_seat is not None:
            st.live.append(("outcome_debertz", {"who": SeatRef(h.debertz_seat)}))
        elif h.outcome == "redeal" and h.redeal_by is not None:
            st.live.append(("outcome_redeal_weak", {"who": SeatRef(h.redeal_by)}))
        elif h.outcome == "redeal":
            st.live.append((key_at("outcome_redeal", table), {}))
    elif your_turn and person_on_turn(st) is not None:
        st.live.append(("your_turn", {}))
    del st.live[:-LIVE_KEPT]


def guide_mark(st: State) -> None:
    """During the guide's deal: the guide's advice for the person's turn (its step on the table shows it),
    and its suggestion outlined like a hint."""
    m = person_on_turn(st) if st.guide else None
    st.guide_advice = None
    if m is None:
        return
    me = viewer(st)
    v = m.view(me)
    why = {c: r for c in v.hand_cards if c not in set(v.legal) and (r := m.why_illegal(c, me)) is not None}
    st.guide_advice = advice = advise(v, why)
    st.hint_action = advice.action if advice is not None else None


def guide(st: State, what: str) -> list[E.Effect]:
    """Start the guide's seeded deal (the person's settings are kept aside), stop it, or never offer it."""
    st.settings.guide_seen = True
    if what == "never":
        if st.overlay == "guide":
            st.overlay = ""
        return [E.SavePrefs()]
    if what == "stop":
        out: list[E.Effect] = [E.SavePrefs()]
        was, kept = st.guide, st.guide_kept
        st.guide, st.guide_kept, st.hint_action = False, "", None
        if was:  # its deal goes with it (never saved, kept or in the history); the person's match comes back
            if st.guide_before is not None:
                st.settings = st.guide_before
            st.match, st.screen, st.overlay = None, "setup", ""
            if kept:
                out += resume_kept(st, kept)
        st.guide_before = None
        return out
    mine = st.match_id
    out = keep_aside(st)  # before the guide's settings take the table
    st.guide_kept = mine if out else ""
    st.guide_before = st.settings.copy()
    st.settings = replace(st.settings, **GUIDE_SETTINGS)
    st.guide = True
    return out + [e for e in new_match(st) if not isinstance(e, E.SavePrefs)]


def update_one(st: State, msg: M.Msg) -> list[E.Effect]:
    """The message's handler (dispatch.HANDLERS; every message type has one, a test checks)."""
    return HANDLERS[type(msg)](st, msg)


@handles(M.Clicked)
def clicked(st: State, msg: M.Clicked) -> list[E.Effect]:
    return update_one(st, msg.msg)  # the focus it asks for goes with the render (wire.focus_of)


@handles(M.Act)
def act(st: State, msg: M.Act) -> list[E.Effect]:
    m = person_on_turn(st)
    if m is None:
        return []
    why = m.why_illegal(msg.action, viewer(st))
    if why is not None:
        st.flash = ("illegal", {"why": ReasonRef(why)})
        return []
    st.flash = None
    held = hold(st) if apply(st, msg.action) else []
    auto_bella(st)
    return [E.Save(), *held, E.RunBots()]


@handles(M.BotMoved)
def bot_moved(st: State, msg: M.BotMoved) -> list[E.Effect]:
    m = st.match
    if (msg.gen != st.gen or m is None or m.finished or m.current_player() != msg.seat
            or is_person(st, msg.seat) or msg.action not in m.legal_actions() or st.held):
        return []
    held = hold(st) if apply(st, msg.action) else []
    auto_bella(st)
    return [E.Save(), *held]


@handles(M.TrickSeen)
def trick_seen(st: State, msg: M.TrickSeen) -> list[E.Effect]:
    if msg.gen != st.gen or msg.token != st.held_token or not st.held:
        return []
    unhold(st)
    auto_bella(st)
    return [E.RunBots()]


@handles(M.AutoNext)
def auto_next(st: State, msg: M.AutoNext) -> list[E.Effect]:
    m = st.match
    if msg.gen != st.gen or m is None or not st.autoplay or not m.deal.over:
        return []
    if not m.finished:
        m.next_deal()
        return [E.Save()]
    st.autoplay_matches += 1
    s = st.settings
    s.mode = O.MODES[st.autoplay_matches % len(O.MODES)]
    s.overrides = {"target": s.overrides.get("target", 301)}
    s.bots = [st.autoplay]  # every seat at the autoplay level
    return [e for e in new_match(st, fresh_seed=True) if not isinstance(e, E.RunBots)]


@handles(M.NextDeal)
def next_deal(st: State, msg: M.NextDeal) -> list[E.Effect]:
    m = st.match
    if m is None or m.finished or not m.deal.over or st.screen != "table" or st.held:
        return []
    m.next_deal()
    unhold(st)
    st.flash = None
    st.shown = -1  # pass-and-play: the new hands stay hidden until their person opens the curtain
    return [E.Save(), E.RunBots()]


@handles(M.NewMatch)
def new_match_msg(st: State, msg: M.NewMatch) -> list[E.Effect]:
    forget_link(st)  # the match the person deals is no link's
    return new_match(st, fresh_seed=True)


@handles(M.NewGame)
def new_game(st: State, msg: M.NewGame) -> list[E.Effect]:
    out = guide(st, "stop") if st.guide else []  # the person's match comes back, behind the setup screen
    st.gen += 1
    if st.match is not None and st.screen == "table":
        st.table_settings = st.settings.copy()  # the setup form now edits the next match's
    st.screen = "setup"
    st.overlay = ""
    return out


@handles(M.Start, M.FormChanged)
def form(st: State, msg: M.Start | M.FormChanged) -> list[E.Effect]:
    settings, lang = settings_from_form(st.settings, msg.form)
    st.settings = settings
    if lang is not None:
        st.lang = lang
    if not isinstance(msg, M.FormChanged):
        st.link = ""
        st.message = None
        forget_link(st)  # the match the person deals is no link's
    for seat, text in bad_names(msg.form):  # one line each; the person plays under the default name
        default = TextRef("player_n", (("n", seat + 1),)) if settings.pass_and_play else TextRef("you")
        say(st, ("bad_name", {"value": text, "name": default}))
    if isinstance(msg, M.FormChanged):
        return []
    code = bad_seed(msg.form)
    if code is not None:  # dealt without a code: said, so that nobody takes the cards for the code's
        say(st, ("bad_seed", {"value": code}))
    return new_match(st)


@handles(M.Resume)
def resume(st: State, msg: M.Resume) -> list[E.Effect]:
    if st.match is None or st.screen == "table":
        return []
    if st.table_settings is not None:  # back to the match as it was played; the form's edits were for the next
        st.settings, st.table_settings = st.table_settings, None
    st.screen = "table"
    st.shown = -1  # whoever comes back to the table, the hands are behind the curtain again
    forget_notes(st, IMPORT_NOTES)  # a file the setup screen could not open is that screen's matter
    return [E.RunBots()]


@handles(M.OpenCurtain)
def open_curtain(st: State, msg: M.OpenCurtain) -> list[E.Effect]:
    """Pass-and-play: the person the curtain waits for says it is them; their hand is shown."""
    who = curtain(st)
    m = st.match
    if who is None or m is None:
        return []
    st.shown = who
    st.opened_at = len(m.deal.actions)
    st.overlay = ""
    st.flash = None
    st.hint_action = None
    st.hint_wanted = -1
    auto_bella(st)
    return [E.RunBots()]


@handles(M.ExportRecord)
def export_record(st: State, msg: M.ExportRecord) -> list[E.Effect]:
    m = st.match
    if m is None:
        return []
    if pass_and_play(st) and not m.deal.over:
        st.flash = ("export_after_deal", {})  # the record holds every hand: not while people play the deal
        return []
    doc = m.to_record()
    doc["seats"] = seats_of(st)
    name = f"debertz-{m.mode}-{m.seed}.json"
    st.flash = ("exported", {"name": name})  # the download itself may show nothing on the page
    return [E.Download(json.dumps(doc, indent=1), name)]


@handles(M.ExportDamaged)
def export_damaged(st: State, msg: M.ExportDamaged) -> list[E.Effect]:
    key = st.damaged or newest_copy(st.aside, SAVE_KEY)
    return [E.DownloadStored(key, "debertz-damaged-save.json")] if key else []


@handles(M.ResumeKept)
def resume_kept_msg(st: State, msg: M.ResumeKept) -> list[E.Effect]:
    return resume_kept(st, msg.ident)


@handles(M.DropKept)
def drop_kept(st: State, msg: M.DropKept) -> list[E.Effect]:
    if not any(k.id == msg.ident for k in st.kept):
        return []
    st.dropped = next(k for k in st.kept if k.id == msg.ident)
    st.kept = [k for k in st.kept if k.id != msg.ident]
    if st.kept_note == msg.ident:
        st.kept_note = ""
    return [E.Store(KEPT_KEY, kept_text(st.kept))]


@handles(M.RestoreDropped)
def restore_dropped(st: State, msg: M.RestoreDropped) -> list[E.Effect]:
    if st.dropped is None:
        return []
    keep_here(st, st.dropped)
    st.dropped = None
    return [E.Store(KEPT_KEY, kept_text(st.kept))]


@handles(M.PickFile)
def pick_file(st: State, msg: M.PickFile) -> list[E.Effect]:
    return [E.OpenFilePicker()]


@handles(M.ImportText)
def import_text_msg(st: State, msg: M.ImportText) -> list[E.Effect]:
    return import_text(st, msg.text)


@handles(M.ImportFailed)
def import_failed(st: State, msg: M.ImportFailed) -> list[E.Effect]:
    st.message = record_problem(msg.error)
    return []


IMPORT_NOTES = ("bad_file", "bad_record")  # the notes of a file that could not be opened


def record_problem(e: BaseException | str) -> Note:
    """The line for a file that could not be opened: a file that is no record at all ("This file cannot be
    opened: …") or a record that cannot be played ("This record cannot be replayed: …"), saying what is wrong
    where the reader knows it (an option's value, a card twice in a deck, a move against the rules)."""
    words = record_words(e.problem) if isinstance(e, RecordError) and e.problem is not None else None
    words = words or problem_words(e)
    return ("bad_file" if words.key in FILE_PROBLEMS else "bad_record", {"msg": words})


def record_words(problem: tuple[str, dict[str, Any]]) -> TextRef | None:
    """The catalogue's words for a record's problem the engine names (:attr:`RecordError.problem`)."""
    code, p = problem
    if code == "option":
        label = "target" if p["name"] == "target" else f"opt.{p['name']}"  # the match length has a label of its own
        return TextRef("err.option", (("name", TextRef(label)), ("value", p["value"])))
    if code == "deck_twice":
        return TextRef("err.deck_twice", (("n", p["deal"]), ("card", ActionRef(p["card"], 0))))
    if code == "illegal":  # the seat that made it named (the engine's reason speaks to that seat as "you")
        return TextRef("err.illegal", (("n", p["deal"]), ("move", p["move"]),
                                       ("who", TextRef("player_n", (("n", p["seat"] + 1),))),
                                       ("action", ActionRef(p["action"], p["turn_up"]))))
    return None


@handles(M.AskHint)
def ask_hint(st: State, msg: M.AskHint) -> list[E.Effect]:
    m = person_on_turn(st)
    if m is None or st.hint_wanted == len(m.deal.actions):
        return []
    st.hint_wanted = len(m.deal.actions)
    st.flash = ("thinking", {})
    return [E.ThinkHint(st.gen, st.hint_wanted)]


@handles(M.HintReady)
def hint_ready(st: State, msg: M.HintReady) -> list[E.Effect]:
    m = person_on_turn(st)
    if (m is None or msg.gen != st.gen or msg.n_actions != len(m.deal.actions)
            or msg.action not in m.legal_actions()):
        return []
    st.hint_action = msg.action
    what = ActionRef(msg.action, m.deal.turn_up)
    why = hint_reason(m, msg.action)
    st.flash = ("hint_why", {"what": what, "why": why}) if why is not None else ("hint_is", {"what": what})
    return []


def hint_reason(m: Match, action: int) -> HintWhyRef | None:
    """Why the hint's action, from the person's view: the guide's own reason when the guide's rule of thumb
    picks the same, else the coach's reason for preferring it to the guide's pick."""
    from debertz.learn.coach import reason_for

    seat = m.current_player()
    assert seat is not None
    v = m.view(seat)
    why = {c: r for c in v.hand_cards if c not in set(v.legal) and (r := m.why_illegal(c, seat)) is not None}
    advice = advise(v, why)
    if advice is None or not advice.notes:
        return None
    if advice.action == action:
        key, params = advice.notes[-1]
    else:
        code, params = reason_for(v, action, advice.action, 1.0)
        if code in ("best", "equal", "other", "other_card"):  # no reason of its own: what the rules allow now
            if len(advice.notes) < 2:
                return None
            key, params = advice.notes[0]
            return HintWhyRef(key, tuple(params.items()), m.deal.turn_up)
        key = "coach." + (("redeal" if action == A.REDEAL else "no_redeal") if code == "redeal" else code)
    return HintWhyRef(key, tuple(params.items()), m.deal.turn_up)


@handles(M.CycleSpeed)
def cycle_speed(st: State, msg: M.CycleSpeed) -> list[E.Effect]:
    i = SPEEDS.index(st.settings.speed) if st.settings.speed in SPEEDS else 1
    st.settings.speed = SPEEDS[(i + 1) % len(SPEEDS)]
    return [E.SavePrefs(), E.Save()]


@handles(M.Show)
def show(st: State, msg: M.Show) -> list[E.Effect]:
    if msg.panel in M.PANELS:
        st.overlay = msg.panel
    if msg.panel == "guide" and not st.settings.guide_seen:
        st.settings.guide_seen = True
        return [E.SavePrefs()]
    return []


@handles(M.Toggle)
def toggle(st: State, msg: M.Toggle) -> list[E.Effect]:
    if st.screen == "table" and msg.panel in M.PANELS:
        st.overlay = "" if st.overlay == msg.panel else msg.panel
    return []


@handles(M.Close)
def close(st: State, msg: M.Close) -> list[E.Effect]:
    st.overlay = ""
    return []


@handles(M.ToggleMenu)
def toggle_menu(st: State, msg: M.ToggleMenu) -> list[E.Effect]:
    st.menu_open = not st.menu_open
    return []


@handles(M.Guide)
def guide_msg(st: State, msg: M.Guide) -> list[E.Effect]:
    return guide(st, msg.what)


@handles(M.CopyLink)
def copy_link(st: State, msg: M.CopyLink) -> list[E.Effect]:
    return [E.CopyText(share_url(st))]


@handles(M.Copied)
def copied(st: State, msg: M.Copied) -> list[E.Effect]:
    st.flash = ("copied", {}) if msg.ok else ("copy_failed", {})
    return []


@handles(M.Dismiss)
def dismiss(st: State, msg: M.Dismiss) -> list[E.Effect]:
    st.message = None
    st.also = []
    st.damaged = ""
    st.kept_note = ""
    st.dropped = None
    return []


@handles(M.SetLang)
def set_lang(st: State, msg: M.SetLang) -> list[E.Effect]:
    if msg.lang not in LANGS:
        return []
    st.lang = msg.lang
    return [E.SavePrefs()]


@handles(M.ShareSeed)
def share_seed(st: State, msg: M.ShareSeed) -> list[E.Effect]:
    st.share_seed = msg.on
    return []


@handles(M.MoveCard)
def move_card(st: State, msg: M.MoveCard) -> list[E.Effect]:
    return [E.MoveFocus(msg.step)]


@handles(M.BotFailed)
def bot_failed(st: State, msg: M.BotFailed) -> list[E.Effect]:
    st.message = ("bot_error", {"msg": problem_words(msg.error, internal=True)})
    return []


@handles(M.LinkBotsChecked)
def link_bots_checked(st: State, msg: M.LinkBotsChecked) -> list[E.Effect]:
    """The link's bot levels, checked: an unknown one is said once, and the level played in its place is what
    the settings keep (else every later visit would find it again in the stored settings)."""
    if not msg.problem:
        return []
    link_problem(st, msg.problem)
    st.settings.bots = st.settings.bot_list()
    return [E.SavePrefs(), E.Save()]  # the save keeps the match's settings too


@handles(M.StoredElsewhere)
def stored_elsewhere(st: State, msg: M.StoredElsewhere) -> list[E.Effect]:
    """Another tab of the game wrote to the storage. Its history and kept matches replace this tab's copy
    (they were built on what this tab wrote before), so that this tab's next write keeps them. When its save
    replaced this tab's unfinished match, a copy of that match goes among the kept ones: a reload finds
    one match in the save and the other kept, whichever tab wrote last."""
    if msg.key == HISTORY_KEY:
        st.learn.history_raw, st.learn.history = msg.text, None
        return ensure_history(st) + keep_added_here(st)
    if msg.key == KEPT_KEY:
        kept = read_stored(msg.text, kept_shape)
        if kept.problem is not None:
            return []
        return keep_kept_here(st, list(kept.value or []))
    if msg.key == SAVE_KEY:
        try:
            doc = json.loads(msg.text) if msg.text else {}
        except ValueError:
            doc = {}
        if isinstance(doc, dict) and doc.get("id") != st.match_id:
            return keep_copy(st) + kept_elsewhere(st, doc)
        if isinstance(doc, dict):
            return same_match_elsewhere(st, doc)
    return []


def keep_added_here(st: State) -> list[E.Effect]:
    """Another tab wrote the history without an entry this tab added (both finished a match at about the same
    moment, each writing the history it had read): the entry goes back in and the history is written again, so
    whichever tab writes last, both matches are there."""
    lr = st.learn
    have = {e.id for e in lr.history or []}
    missing = [e for e in lr.added_here if e.id not in have]
    if not missing:
        return []
    entries = list(lr.history or [])
    for e in missing:
        entries = add_entry(entries, e)
    lr.set_history(entries)
    return [E.Store(HISTORY_KEY, dump_store(entries))]


def keep_kept_here(st: State, theirs: list[Kept]) -> list[E.Effect]:
    """Another tab's list of kept matches replaces this tab's, but a match this tab set aside a moment ago
    and missing there (the lists were written at about the same moment) is put back and the list written
    again (:data:`KEPT_RACE_SECONDS`)."""
    ids = {k.id for k in theirs}
    now = time.monotonic()
    missing = [k for k in st.kept if k.id not in ids and now - st.kept_added.get(k.id, -1e9) < KEPT_RACE_SECONDS]
    for k in missing:
        theirs = add_kept(theirs, k)
    st.kept = theirs
    return [E.Store(KEPT_KEY, kept_text(st.kept))] if missing else []


def same_match_elsewhere(st: State, doc: dict[str, Any]) -> list[E.Effect]:
    """Another tab saved the match this tab has on its table. Where the match went on there, this tab takes
    it in (its next write then builds on it, never back over it); where it went on differently here and there,
    the other tab's line is kept among the unfinished matches under an identity of its own (the same for every
    later save of that line). Nothing to do when this tab is as far or further: its next write holds the
    other's moves."""
    m = st.match
    if m is None or st.guide or st.autoplay:
        return []
    how, fork, theirs = other_line(m.to_record()["deals"], doc)
    if theirs is None or how in ("same", "ahead"):
        return []
    if how == "behind":
        st.match = theirs
        st.gen += 1  # the bots' moves asked for the old position are not played
        st.shown = -1  # pass-and-play: whoever is on turn there opens their own hand
        unhold(st)
        st.flash = ("went_on_elsewhere", {})
        return [E.RunBots()]
    keep_here(st, fork_of(st.match_id, fork, theirs, doc, now_iso()))
    st.flash = ("went_apart_elsewhere", {})
    return [E.Store(KEPT_KEY, kept_text(st.kept))]


def kept_elsewhere(st: State, doc: dict[str, Any]) -> list[E.Effect]:
    """Another tab saved a match this tab has among its kept ones (it was resumed there): where it went on
    there, the kept copy becomes that position, so that resuming it here does not bring back the older one;
    where it went on differently, the other line is kept beside it."""
    ident = doc.get("id")
    k = next((x for x in st.kept if x.id == ident), None)
    if k is None or not isinstance(ident, str):
        return []
    record = k.doc.get("record")
    mine = record.get("deals") if isinstance(record, dict) else None
    how, fork, theirs = other_line(mine if isinstance(mine, list) else [], doc)
    if theirs is None or how in ("same", "ahead"):
        return []
    entry = (kept_of(theirs, ident, k.time, {**doc, "takebacks": k.doc.get("takebacks")}) if how == "behind"
             else fork_of(ident, fork, theirs, doc, now_iso()))
    keep_here(st, entry)
    return [E.Store(KEPT_KEY, kept_text(st.kept))]


def other_line(mine: list[dict[str, Any]], doc: dict[str, Any]) -> tuple[str, str, Match | None]:
    """Another tab's save ``doc`` of a match this tab has at ``mine`` (its record's deals): how the two lines
    compare (:func:`.kept.compare_lines`) and the other tab's match; None for a save this tab cannot read
    (this tab's own copy then stays as it is)."""
    try:
        theirs = save_shape(doc).match
    except Exception:  # noqa: BLE001 - a damaged or newer save: nothing of it is taken
        return "", "", None
    how, fork = compare_lines(mine, theirs.to_record()["deals"])
    return how, fork, theirs


@handles(M.StorageFailed)
def storage_failed(st: State, msg: M.StorageFailed) -> list[E.Effect]:
    if msg.key == KEPT_KEY:
        st.kept_unstored = True
    if not st.storage_warned:
        st.storage_warned = True
        st.message = ("no_storage", {})
    return []
