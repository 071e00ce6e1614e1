"""The coach's panel: the person's rated decisions of one deal, the costliest first, each with one
line of why (from the person's own view) and, apart, the hindsight value with all cards known."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from debertz import actions as A
from debertz.cards import parse_card
from debertz.options import SEATS

from ..i18n import tr
from ..learn import Coaching, coach_seats
from .html import escape
from .names import Ctx, action_label, in_line, param_text, seat_name
from .numbers import points_text

if TYPE_CHECKING:
    from debertz.learn.coach import Decision


def turn_up_of(doc: dict[str, Any], index: int) -> int:
    """The turn-up of a record's deal (names "take" with its suit)."""
    try:
        n = SEATS[str(doc.get("mode"))]
        return parse_card(doc["deals"][index]["deck"][6 * n])
    except (KeyError, IndexError, TypeError, ValueError):
        return 0


# Reasons that know nothing the entry's first line does not say (both choices and the loss): no line of
# their own, so the same sentence is not repeated card after card.
QUIET = frozenset({"equal", "other_card", "other"})


def runner_up(d: Decision) -> tuple[int, float] | None:
    """The hard bot's next best action after its choice and how much worse it is, when that is notable (a
    choice among equals has nothing to say)."""
    from debertz.learn.coach import NOTABLE_LOSS

    others = [(value, a) for a, value in d.ratings.items() if a != d.best]
    if d.best not in d.ratings or not others:
        return None
    value, action = max(others)
    margin = d.ratings[d.best] - value
    return (action, margin) if margin >= NOTABLE_LOSS else None


def why_line(c: Ctx, d: Decision, turn_up: int) -> str:
    """Why the hard bot chose as it did, from what the coach knows ("" when it knows nothing particular)."""
    if d.reason in QUIET:
        return ""
    if d.reason == "best":  # the person's choice: how much the next best would have cost, if anything
        runner = runner_up(d)
        if runner is None:
            return ""
        return tr("coach.best_margin", c.lang, next=in_line(action_label(c, runner[0], turn_up)),
                  margin=points_text(runner[1], c.lang))
    params = {k: param_text(c, k, v, turn_up) for k, v in d.params.items()}
    code = d.reason
    if code == "redeal":
        code = "redeal" if d.best == A.REDEAL else "no_redeal"
    return tr("coach." + code, c.lang, **params)


def entry(c: Ctx, d: Decision, turn_up: int, costly: bool, name: str = "") -> str:
    """``name``: whose decision it is when the seat is not the person at the device alone (else "you")."""
    lang = c.lang
    what = in_line(action_label(c, d.actual, turn_up))
    you = escape(tr("coach_person", lang, name=name, what=what) if name else tr("coach_you", lang, what=what))
    hard = escape(tr("coach_hard", lang, what=in_line(action_label(c, d.best, turn_up))))
    hind = ""
    if d.hindsight_best is not None and d.hindsight_loss is not None:
        lost = points_text(d.hindsight_loss, lang)
        said = (tr("coach_hindsight_none", lang) if lost == "0" else  # "best 7♥, 0 points lost" would contradict itself
                tr("coach_hindsight", lang, what=in_line(action_label(c, d.hindsight_best, turn_up)), loss=lost))
        hind = f'<div class="hindsight" data-hindsight="{d.hindsight_text}">{escape(said)}</div>'
    shown = points_text(d.loss, lang)  # data-loss keeps the plain dot-decimal figure
    loss = escape(tr("coach_no_loss", lang) if shown == "0" else tr("coach_loss", lang, loss=shown))
    why = why_line(c, d, turn_up)
    why_div = f'<div class="why">{escape(why)}</div>' if why else ""
    return (f'<li class="coach-entry{" costly" if costly else ""}" data-loss="{d.loss_text}" data-step="{d.step}" '
            f'data-kind="{d.kind}"><b class="loss">{loss}</b>\u00a0— <span class="choice">{you} · {hard}</span>'
            f'{why_div}{hind}'
            f'<button type="button" data-action="coach-show" data-step="{d.step}">'
            f'{tr("coach_show", lang)}</button></li>')


def seat_choice(co: Coaching, c: Ctx) -> str:
    """Buttons that rate another seat's decisions of the same deal, when the record has more than one to rate."""
    seats = coach_seats(co.seat, co.people)
    if len(seats) < 2:
        return ""
    buttons = "".join(f'<button type="button" data-action="coach-seat" data-seat="{s}" '
                      f'aria-pressed="{str(s == co.seat).lower()}">{escape(seat_name(c, s))}</button>' for s in seats)
    label = escape(tr("coach_whose", c.lang))
    return f'<div class="coach-seats" role="group" aria-label="{label}"><span>{label}:</span> {buttons}</div>'


def coach_panel(co: Coaching | None, c: Ctx, auto: bool) -> str:
    lang = c.lang
    if co is None:
        return f'<div id="coach" data-state="done"><p>{tr("coach_none", lang)}</p></div>'
    number = co.index + 1
    turn_up = turn_up_of(co.doc, co.index)
    # the record's seats named as the viewer names them: at a table of people, in a deal only bots played or
    # in someone else's match the decisions are a seat's, said by its name, not "your"
    mode = str(co.doc.get("mode"))
    rc = Ctx(lang, c.name, SEATS.get(mode, c.n), mode == "2x2", co.people)
    name = seat_name(rc, co.seat) if co.people else ""
    title = tr("coach_title_of", lang, n=number, name=name) if name else tr("coach_title", lang, n=number)
    head = f'<h2 id="coach-title">{escape(title)}</h2>' + seat_choice(co, rc)
    toggle = (f'<button type="button" class="toggle" data-action="{"coach-auto-off" if auto else "coach-auto-on"}" '
              f'aria-pressed="{str(auto).lower()}">{tr("coach_auto", lang)}</button>')
    if co.state == "thinking":
        thinking = tr("coach_thinking_of", lang, name=name) if name else tr("coach_thinking", lang)
        body = f'<p class="thinking" role="status">{escape(thinking)}</p>'
    elif co.state == "failed":
        body = f'<p class="failed" role="alert">{escape(tr("coach_failed", lang, msg=co.error))}</p>'
    elif not co.decisions:
        body = f'<p>{tr("coach_none", lang)}</p>'
    else:
        top = co.top
        rest = [d for d in co.decisions if d not in top]
        body = (f'<p class="verdict">{tr("coach_costliest" if top else "coach_all_good", lang)}</p>'
                + (f'<ol class="coach-top">{"".join(entry(rc, d, turn_up, True, name) for d in top)}</ol>' if top else "")
                + (f'<details class="coach-rest"{"" if top else " open"}><summary>{tr("coach_all", lang)}</summary>'
                   f'<ol>{"".join(entry(rc, d, turn_up, False, name) for d in rest)}</ol></details>' if rest else ""))
    return (f'<div id="coach" data-state="{co.state}" data-deal="{number}" aria-labelledby="coach-title" '
            f'aria-busy="{str(co.state == "thinking").lower()}">{head}{body}{toggle}</div>')
