"""The whole page as data: each mounted part's HTML plus the attributes the browser module sets."""
from __future__ import annotations

from dataclasses import dataclass

from ..facts import Facts
from ..i18n import tr
from ..settings import SPEED_MOTION
from ..state import State, curtain, due, match_settings, panel_shown, pass_and_play, table_people
from .curtain import curtain_view
from .guide import guide_step
from .message import message_bar
from .names import Ctx, note_text
from .panels import overlay
from .prompt import prompt_sentences
from .setup import setup
from .table import table
from .topbar import topbar


@dataclass(frozen=True)
class Page:
    lang: str
    title: str
    phase: str  # #table[data-phase]: setup | curtain | bidding | play | deal-over | match-over
    screen: str
    topbar: str
    message: str  # "" hides the message bar
    table: str
    overlay: str
    live: str  # the screen reader's announcement
    # what the page keeps of the table for the next visit's first picture ("": the table as drawn); in
    # pass-and-play the curtain, so a reload never shows a hand before its person has opened it
    kept: str = ""
    root: tuple[tuple[str, str], ...] = ()  # <html> attributes the stylesheet and web/motion.js read


def phase_of(st: State, f: Facts | None) -> str:
    if st.screen != "table" or f is None:
        return "setup"
    if curtain(st) is not None:
        return "curtain"  # pass-and-play: between two people
    if st.held:
        return "play"  # the last trick of the deal is still on the table: the summary comes after it
    if f.finished:
        return "match-over"
    if f.view.phase == "over":
        return "deal-over"
    return "bidding" if f.view.phase == "bidding" else "play"


def context(st: State, f: Facts | None, dealing: bool = False) -> Ctx:
    s = match_settings(st)  # the names of the match's seats, not those the setup form sets for the next
    people = table_people(st)
    if f is not None:
        return Ctx(st.lang, s.name, f.n, f.pairs, people, f.view.seat, dealing)
    return Ctx(st.lang, s.name, s.n, s.mode == "2x2", people)


def page(st: State, f: Facts | None, dealing: bool = False) -> Page:
    """Everything on the screen, from the state and the person's public facts (None: no match);
    ``dealing``: the table as it looks before its deal is known (see :class:`Ctx`)."""
    c = context(st, f, dealing)
    phase = phase_of(st, f)
    on_table = st.screen == "table" and f is not None
    waits = curtain(st)
    if waits is not None:  # pass-and-play, between two people: the curtain alone, no hand drawn at all
        body = curtain_view(c, waits, st.flash)
    else:
        body = table(st, f, c, phase, guide_box(st, f, c)) if on_table and f is not None else setup(st, f)
    kept = ""
    if on_table and pass_and_play(st) and f is not None and not f.finished:
        kept = body if waits is not None else curtain_view(c, due(st))
    return Page(lang=st.lang, title=tr("title", st.lang), phase=phase, screen=st.screen, topbar=topbar(st, f, c),
                message=message_bar(st, c), table=body, overlay=overlay(st, f, c) if waits is None or panel_shown(st) else "",
                live=live_text(st, f, c), root=root_attrs(st), kept=kept)


def live_text(st: State, f: Facts | None, c: Ctx) -> str:
    """The screen reader's announcement: the latest notes; "your turn" also says what the person may do now."""
    notes = st.live[-4:]
    parts = [note_text(c, n) for n in notes]
    if notes and notes[-1][0] == "your_turn" and f is not None:
        may = prompt_sentences(f.view, c.lang)
        if may:
            parts[-1] = " ".join(may if may[0] == parts[-1] else [parts[-1], *may])
    return " ".join(parts)


def root_attrs(st: State) -> tuple[tuple[str, str], ...]:
    """The display settings and the bots' speed, for CSS (large cards, four colours) and the motion script
    (``data-motion``: the cards' motion time relative to normal);
    the match's identity (its history entry has the same id)."""
    s = st.settings
    return (("data-speed", s.speed), ("data-motion", f"{SPEED_MOTION.get(s.speed, 1.0):g}"), ("data-cards", "large" if s.large_cards else "normal"),
            ("data-deck", "four" if s.four_colours else "two"), ("data-sound", "on" if s.sound else "off"),
            ("data-match", st.match_id))


def guide_box(st: State, f: Facts | None, c: Ctx) -> str:
    """The guide's step on the table during its deal (the person's own view only)."""
    if not st.guide or f is None:
        return ""
    v = f.view
    mine = sum(1 for seat, _a in v.log if seat == 0)
    return guide_step(c, v, st.guide_advice, mine + 1)
