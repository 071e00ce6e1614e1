"""The first-game guide: its offer on the setup screen, its panel (#guide), and its step box on the table.

Pure views; the advice itself comes from ``guide.advise`` (the person's own SeatView only).
"""
from __future__ import annotations

from debertz import actions as A
from debertz.view import SeatView

from ..guide import Advice
from ..i18n import tr
from .html import escape
from .names import Ctx, action_label, note_words, seat_who


def guide_offer(lang: str) -> str:
    """On the setup screen of a first visit: offered, never forced (``data-unless``: the stored setting that
    hides it, for web/first.js, which draws the setup with the stored settings before Python has started)."""
    return (f'<div class="guide-offer" role="note" data-unless="guide_seen"><p>{escape(tr("guide.offer", lang))}</p>'
            f'<button type="button" class="primary" data-action="show-guide">{escape(tr("guide.open", lang))}</button>'
            f'<button type="button" data-action="guide-never">{escape(tr("guide.never", lang))}</button></div>')


def guide_panel(lang: str) -> str:
    """The guide's first page: the game in five short paragraphs, then the guided deal."""
    paras = "".join(f'<p>{escape(tr("guide.p_" + k, lang))}</p>' for k in ("cards", "bidding", "play", "score", "how"))
    return (f'<h2 id="guide-title">{escape(tr("guide.title", lang))}</h2>{paras}'
            f'<div class="sum-actions"><button type="button" class="primary" data-action="guide-start">'
            f'{escape(tr("guide.start", lang))}</button>'
            f'<button type="button" data-action="guide-never">{escape(tr("guide.never", lang))}</button></div>')


def guide_step(c: Ctx, v: SeatView, advice: Advice | None, step: int) -> str:
    """The step box on the table during the guided deal (a polite live region: each step is read once)."""
    lang = c.lang
    if v.phase == "over":
        body = f'<p>{escape(tr("guide.done", lang))}</p>'
        what = ""
    elif advice is None:  # another seat's turn, or the person's trick being gathered
        if v.turn == v.seat and v.phase == "play":
            body = f'<p>{escape(tr("guide.gather", lang))}</p>'
        else:
            who = seat_who(c, v.turn) if v.turn is not None else ""
            key = "guide.wait_bid" if v.phase == "bidding" else "guide.wait"
            body = f'<p>{escape(tr(key, lang, who=who))}</p>'
        what = ""
    else:
        body = "".join(f"<p>{escape(note_words(c, n))}</p>" for n in advice.notes)
        if open_card_new(v):  # a card the newcomer has not met yet lies beside the turn-up: what it is
            body = f'<p>{escape(tr("guide.open_card", lang))}</p>' + body
        label = action_label(c, advice.action, v.turn_up)
        what = (f'<p class="guide-suggest" data-guide-action="{escape(action_code(advice.action))}">'
                f'{escape(tr("guide.suggest", lang, what=label))}</p>')
    return (f'<aside id="guide-step" class="guide-step scroll-sign" aria-labelledby="guide-step-title">'
            f'<h2 id="guide-step-title">{escape(tr("guide.step_title", lang, n=step))}</h2>'
            f'<div aria-live="polite">{body}{what}</div>'
            f'<button type="button" data-action="guide-stop">{escape(tr("guide.stop", lang))}</button></aside>')


def open_card_new(v: SeatView) -> bool:
    """The stock's card turned face up (two and three players) has just come into sight: the trick in which it
    first lies on the table (after the second dealing: the first trick; after the first trick: the second)."""
    first = 0 if v.options.second_open_card == "after_deal" else 1
    return v.phase == "play" and v.second_open is not None and sum(v.tricks) == first


def action_code(action: int) -> str:
    """The record notation the page's controls carry: ``JH`` for a card, ``take``, ``trump:S``…"""
    return A.action_str(action)
