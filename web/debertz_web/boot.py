"""Start-up as a pure function: the link, the stored preferences and save in; the first state out."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import effects as E
from .i18n import browser_lang
from .learn_update import open_challenge
from .settings import Settings, autoplay_level, parse_query
from .state import State
from .storage import (
    DAMAGED_KEY,
    MAX_PREFS_SIZE,
    PREFS_KEY,
    SAVE_KEY,
    Saved,
    aside_key,
    prefs_shape,
    read_stored,
    save_shape,
)
from .update import new_match


@dataclass(frozen=True)
class BootEnv:
    """What the browser tells the page at start: the link's query, languages, page address, stored values."""

    search: str = ""
    languages: list[str] = field(default_factory=list)
    page_url: str = ""
    prefs_raw: str | None = None
    save_raw: str | None = None


def resume(st: State, saved: Saved) -> list[E.Effect]:
    st.settings = saved.settings
    st.match = saved.match
    st.link = saved.link
    st.screen = "table"
    return [E.RunBots()]


def boot(env: BootEnv) -> tuple[State, list[E.Effect]]:
    """The first state and the effects to run after the first picture."""
    st = State(page_url=env.page_url)
    out: list[E.Effect] = []
    prefs = read_stored(env.prefs_raw, prefs_shape, MAX_PREFS_SIZE)
    if prefs.problem is not None:
        out += [E.Store(aside_key(PREFS_KEY), prefs.raw), E.Remove(PREFS_KEY)]
        st.message = ("bad_prefs", {"msg": prefs.problem})
    base = prefs.value.settings if prefs.value is not None and prefs.value.settings is not None else Settings()
    settings, problems, has_table = parse_query(env.search, base)
    st.autoplay = autoplay_level(env.search)
    pref_lang = prefs.value.lang if prefs.value is not None else ""
    st.lang = settings.lang or pref_lang or browser_lang(env.languages)
    saved = read_stored(env.save_raw, save_shape)
    if saved.problem is not None:
        out += [E.Store(DAMAGED_KEY, saved.raw), E.Remove(SAVE_KEY)]
        st.damaged = True
        st.message = ("bad_save", {"msg": saved.problem})
    st.link = env.search
    st.link_problems = problems
    if problems:
        st.message = ("bad_link", {"msg": "; ".join(problems[:2])})
    if has_table:
        if saved.value is not None and saved.value.link == env.search:
            out += resume(st, saved.value)
        else:
            st.settings = settings
            out += new_match(st)
    elif saved.value is not None:
        out += resume(st, saved.value)
        if settings.speed != base.speed:
            st.settings.speed = settings.speed
    else:
        st.settings = settings
        st.screen = "setup"
    if settings.bots:
        out.append(E.CheckLinkBots())
    out += open_challenge(st, env.search, has_table)
    return st, out
