"""Start-up as a pure function: the link, the stored preferences and save in; the first state out."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import effects as E
from . import msg as M
from .form import option_fields
from .i18n import TextRef, browser_lang
from .kept import KEPT_KEY, kept_shape
from .learn import HISTORY_KEY, TAKEBACKS_KEY, Learn
from .learn_update import fragment_msg, open_challenge, restore_takebacks
from .query import whole_pairs
from .settings import Settings, autoplay_level, parse_query
from .state import State, link_problem, say
from .storage import (
    MAX_PREFS_SIZE,
    PREFS_KEY,
    SAVE_KEY,
    Saved,
    newest_copy,
    now_iso,
    prefs_shape,
    read_stored,
    save_shape,
    set_aside,
)
from .update import drop_kept_copy, keep_aside, new_match, put_match, resume_kept, update


@dataclass(frozen=True)
class BootEnv:
    """What the browser tells the page at start: the link's query and fragment, languages, page address,
    stored values, the set-aside copies already stored (key -> size) and the clock."""

    search: str = ""
    languages: list[str] = field(default_factory=list)
    page_url: str = ""
    prefs_raw: str | None = None
    save_raw: str | None = None
    history_raw: str | None = None
    takebacks_raw: str | None = None
    kept_raw: str | None = None
    hash: str = ""
    aside: dict[str, int] = field(default_factory=dict)
    now: str = ""
    # the setup form as the person left it on the screen drawn before Python had started (None: no such
    # screen), and whether they pressed Deal there: both are taken as if done now
    form: Mapping[str, str] | None = None
    deal: bool = False


def env_of(stored: Mapping[str, str], **kw: Any) -> BootEnv:
    """The start-up environment from everything the page has stored (key -> text) and the rest."""
    keys = (PREFS_KEY, SAVE_KEY, HISTORY_KEY, TAKEBACKS_KEY, KEPT_KEY)
    aside = {k: len(v) for k, v in stored.items() if ".damaged" in k}
    raw = [stored.get(k) for k in keys]
    return BootEnv(prefs_raw=raw[0], save_raw=raw[1], history_raw=raw[2], takebacks_raw=raw[3], kept_raw=raw[4],
                   aside=aside, **kw)


def resume(st: State, saved: Saved, takebacks_raw: str | None = None) -> list[E.Effect]:
    st.settings = saved.settings
    put_match(st, saved.match, saved.ident, saved.takebacks)
    if saved.played:
        st.learn.played = st.match_id
    if saved.takebacks is None:
        restore_takebacks(st, takebacks_raw)
    st.link = saved.link
    st.screen = "table"
    return [*drop_kept_copy(st), E.RunBots()]  # the save is newer than a copy kept while another tab saved


def reload_of(saved: Saved, search: str) -> bool:
    """The link is the one the page last acted on (a reload, or the same link again): resume, do not act."""
    return saved.opened == search if saved.opened else saved.link == search


def boot(env: BootEnv) -> tuple[State, list[E.Effect]]:
    """The first state and the effects to run after the first picture.

    A link that names a table starts it, unless it is the link the page last acted on (a reload); an
    unfinished match on the table is kept aside then (kept.py), never replaced. Damaged stored values
    are set aside, each copy under its own key."""
    st = State(page_url=env.page_url, aside=dict(env.aside))
    now = env.now or now_iso()
    out: list[E.Effect] = []
    prefs = read_stored(env.prefs_raw, prefs_shape, MAX_PREFS_SIZE)
    if prefs.problem is not None:
        out += [E.Remove(PREFS_KEY), *set_aside(st.aside, PREFS_KEY, prefs.raw, now)]
        st.message = ("bad_prefs", {"why": TextRef("stored." + prefs.code)})  # said in the person's words
    base = prefs.value.settings if prefs.value is not None and prefs.value.settings is not None else Settings()
    settings, problems, has_table = parse_query(env.search, base)
    st.autoplay = autoplay_level(env.search)
    pref_lang = prefs.value.lang if prefs.value is not None else ""
    pref_link = prefs.value.lang_link if prefs.value is not None else ""
    # A link's language applies when the link is new to the page; at a reload of it, the language the person
    # chose since stays. The language is the page's (st.lang), not a table setting kept with the settings.
    named = {k for k, _ in whole_pairs(env.search)}  # what the link itself names (read once)
    link_lang = settings.lang if "lang" in named else ""
    if link_lang and (pref_link != env.search or not pref_lang):
        st.lang, st.lang_link = link_lang, env.search
    else:
        st.lang, st.lang_link = pref_lang or browser_lang(env.languages), pref_link
    settings.lang = ""
    saved = read_stored(env.save_raw, save_shape)
    if saved.problem is not None:
        out += [E.Remove(SAVE_KEY), *set_aside(st.aside, SAVE_KEY, saved.raw, now)]
        st.damaged = newest_copy(st.aside, SAVE_KEY)
        st.message = ("bad_save", {"why": TextRef("stored." + saved.code)})
    kept = read_stored(env.kept_raw, kept_shape)
    st.kept = list(kept.value or [])
    if kept.problem is not None:
        out += [E.Remove(KEPT_KEY), *set_aside(st.aside, KEPT_KEY, kept.raw, now)]
        say(st, ("kept_damaged", {}))
    st.learn.history_raw = env.history_raw
    st.link = env.search
    for p in problems:
        link_problem(st, p)
    sv = saved.value
    st.opened = sv.opened if sv is not None else ""
    if has_table:
        st.opened = env.search
        if sv is not None and reload_of(sv, env.search):
            out += resume(st, sv, env.takebacks_raw)
        else:
            if sv is not None:  # the saved match goes aside (if unfinished) before the link's takes its place
                resume(st, sv, env.takebacks_raw)
                kept_out = keep_aside(st, now)
                out += kept_out
                st.kept_note = st.match_id if kept_out else ""
                st.learn = Learn(history_raw=env.history_raw)
            # this link's own match, set aside when another link took the table (Back to this link, or the
            # link opened again): it comes back rather than a second match of the same table
            again = None if st.autoplay else next((k for k in reversed(st.kept) if k.doc.get("link") == env.search),
                                                  None)
            if again is not None:
                aside = st.kept_note
                out += resume_kept(st, again.id)
                st.kept_note, st.opened = aside, env.search
            else:
                st.settings = settings
                st.link = env.search
                out += new_match(st)
    elif sv is not None:
        out += resume(st, sv, env.takebacks_raw)
        if settings.speed != base.speed:
            st.settings.speed = settings.speed
    else:
        st.settings = settings
        st.screen = "setup"
    if "bots" in named:  # only this link's levels: the saved ones were checked
        out.append(E.CheckLinkBots())
    if st.match is not None and st.link and st.link != env.search:  # a match resumed from another link's save
        out += open_challenge(st, st.link, True, quiet=True)  # (a challenge's match brought back from the kept ones)
        if not has_table:  # the address's own challenge, which names no table, is said
            out += open_challenge(st, env.search, False)
    else:
        out += open_challenge(st, env.search, has_table)
    if env.form is not None and st.screen == "setup":
        # the mode and preset first, as when chosen on the screen Python draws (the table options start
        # again from the preset's), then the rest of the form
        # (the table options the form leaves out stay as they are: those it showed were not the stored ones)
        table = {k: v for k, v in env.form.items() if k in ("mode", "preset")}
        out += update(st, M.FormChanged({**option_fields(st.settings), **table}))
        form = {**option_fields(st.settings), **env.form}
        out += update(st, M.Start(form) if env.deal else M.FormChanged(form))
    spot = fragment_msg(env.hash)
    if spot is not None:  # a link into the viewer: #replay=DEAL.STEP, with &m= a replay link's match
        out += update(st, spot)
    return st, out
