"""The overlay: the score sheet (always in the page, hidden), the rules in force, the last trick, sharing,
the help and the first-game guide; every panel is a labelled modal dialog."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..cards import card_span
from ..facts import Facts
from ..i18n import tr
from ..state import SeatRef, State, share_url
from .guide import guide_panel
from .help import help_panel
from .html import escape
from .learn_panels import challenge_view, coach_view, history_view, replay_view
from .names import Ctx, note_text, seat_name
from .rules import rules_page
from .sheet import sheet

Draw = Callable[[State, Facts | None, Ctx], str]


@dataclass(frozen=True)
class PanelView:
    """How a panel is drawn: its inner HTML, and whether its dialog is labelled by its heading (the heading's id
    is the panel's id + "-title", the dialog's id the panel's id) or by the panel's name (``aria-label``)."""

    draw: Draw
    titled: bool = True


def overlay(st: State, f: Facts | None, c: Ctx) -> str:
    ov = st.overlay
    lang = c.lang
    panel = PANEL_VIEWS.get(ov)
    inner = panel.draw(st, f, c) if panel is not None else ""
    body = ""
    if inner and panel is not None:
        named = (f'id="{ov}" aria-labelledby="{ov}-title"' if panel.titled
                 else f'aria-label="{escape(tr(ov, lang))}"')
        body = (f'<section {named} class="panel" role="dialog" aria-modal="true" tabindex="-1">'
                f'<button type="button" class="x" data-action="close"><span aria-hidden="true">×</span>'
                f'<span class="sr-only">{tr("close", lang)}</span></button>{inner}'
                f'<button type="button" data-action="close">{tr("close", lang)}</button></section>')
    shown = bool(inner) or ov == "sheet"
    return (f'<div class="backdrop{" open" if shown else ""}" data-action="{"close" if shown else ""}"></div>'
            f'{sheet(f, c, ov == "sheet", frozenset(st.learn.takebacks.counts))}{body}'
            f'<input type="file" id="import-file" accept=".json,application/json" hidden>')


def last_trick(f: Facts | None, c: Ctx) -> str:
    lang = c.lang
    if f is None or not f.view.last_trick:
        return f'<h2 id="last-title">{tr("last_trick", lang)}</h2><p>{tr("no_last_trick", lang)}</p>'
    v = f.view
    cards = "".join(f'<div class="lt"><span>{escape(seat_name(c, s))}</span>{card_span(card, lang)}</div>'
                    for s, card in v.last_trick)
    winner = escape(note_text(c, ("takes_trick", {"who": SeatRef(v.last_winner)}))) if v.last_winner is not None else ""
    return f'<h2 id="last-title">{tr("last_trick", lang)}</h2><div class="last-trick">{cards}</div><p>{winner}</p>'


# "copy" drawn, not a character: the usual copy symbols (⧉, ⎘) are missing from common fonts
COPY_ICON = ('<svg class="ico-copy" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">'
             '<rect x="5.5" y="1.5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.6"/>'
             '<path d="M3.5 5.5h-1a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1v-1" fill="none" stroke="currentColor" '
             'stroke-width="1.6"/></svg>')


def share(st: State, c: Ctx) -> str:
    lang = c.lang
    checked = " checked" if st.share_seed else ""
    return (f'<h2 id="share-title">{tr("share_title", lang)}</h2><p>{tr("share_about", lang)}</p>'
            f'<input type="text" readonly id="share-url" value="{escape(share_url(st))}" aria-label="{tr("share", lang)}">'
            f'<label><input type="checkbox" id="share-seed"{checked}> {tr("share_seed", lang)}</label>'
            f'<button type="button" data-action="copy-link">{tr("copy_link", lang)}{COPY_ICON}</button>')


def rules(st: State, f: Facts | None, c: Ctx) -> str:
    """The rules of the table in force, for people (view/rules.py)."""
    s = st.settings
    opts = f.options if f is not None else s.options()
    mode = f.mode if f is not None else s.mode
    preset = f.preset if f is not None else s.preset
    return rules_page(opts, mode, preset, c.lang)


# Every panel the overlay draws, by ``State.overlay`` (msg.PANELS and learn.LEARN_PANELS; the score sheet is
# always in the page, shown or not): a new panel is its message's value and one entry here.
PANEL_VIEWS: dict[str, PanelView] = {
    "rules": PanelView(lambda st, f, c: rules(st, f, c)),
    "last": PanelView(lambda st, f, c: last_trick(f, c)),
    "share": PanelView(lambda st, f, c: share(st, c)),
    "help": PanelView(lambda st, f, c: help_panel(c.lang, None if f is None else f.options.target)),
    "guide": PanelView(lambda st, f, c: guide_panel(c.lang)),
    "replay": PanelView(replay_view, titled=False),
    "coach": PanelView(coach_view, titled=False),
    "history": PanelView(history_view, titled=False),
    "challenge": PanelView(challenge_view, titled=False),
}
