"""The summary under the felt when a deal or the match is over: outcome, the deal's table, next steps."""
from __future__ import annotations

from collections.abc import Sequence

from debertz.cards import bits
from debertz.match import DealSummary

from ..cards import card_text
from ..facts import Facts
from ..i18n import outcome_table, sentence, table_of, tr, tr_at
from .deal_words import deal_sentences, mid_sentence
from .html import escape
from .learn_panels import summary_buttons
from .match_over import match_over
from .names import Ctx, seat_who, side_name, side_who
from .numbers import number
from .sheet import sheet_rows


def summary(f: Facts, c: Ctx, phase: str, takebacks: frozenset[int] = frozenset(), flash: str = "") -> str:
    """``takebacks``: the deals with take-backs (marked ↺ in the match-end table); ``flash``: the table's
    short note (why a tool did nothing), drawn on the match-end screen."""
    lang = c.lang
    if phase == "match-over":
        head, rows = sheet_rows(f, c, takebacks)
        last = deal_summary(f, c, f.history[-1]) if f.history else ""
        return match_over(f, c, rows, f'<th scope="col">#</th>{head}', summary_buttons(phase, lang, bool(c.people)) + flash, last)
    h = f.history[-1] if f.history else None
    parts = ['<section class="summary" aria-labelledby="sum-title">',
             f'<h2 id="sum-title">{tr("deal_n", lang, n=f.deal_number)}</h2>']
    if h is not None:  # the explanation scrolls under the heading, the buttons stay in view under it
        parts.append(f'<div class="sum-body scroll-sign">{deal_summary(f, c, h)}</div>')
    btns = []
    if phase == "deal-over":
        btns.append(f'<button type="button" class="primary" data-action="next-deal">{tr("next_deal", lang)}</button>')
    else:
        btns.append(f'<button type="button" class="primary" data-action="new-match">{tr("new_match", lang)}</button>')
    btns.append(f'<button type="button" data-action="show-sheet">{tr("score_sheet", lang)}</button>')
    btns.append(f'<button type="button" data-action="export-record">{tr("export", lang)}</button>')
    btns.append(summary_buttons(phase, lang, bool(c.people)))
    parts.append('<div class="sum-actions">' + "".join(btns) + "</div></section>")
    return "".join(parts)


def deal_summary(f: Facts, c: Ctx, h: DealSummary) -> str:
    lang = c.lang
    if h.outcome == "redeal":
        # everyone passed (the next dealer deals), or a seat's weak hand (the same dealer deals again)
        if h.redeal_by is None:
            return f'<p class="outcome">{escape(sentence(tr_at("outcome_redeal", table_of(c.n, c.pairs), lang)))}</p>'
        weak = tr("outcome_redeal_weak", lang, who=seat_who(c, h.redeal_by))
        return f'<p class="outcome">{escape(sentence(weak))}</p>'
    if h.outcome == "debertz":
        seat = h.debertz_seat if h.debertz_seat is not None else 0
        run = f.view.debertz_cards if h is f.history[-1] else 0  # the run that ended it, shown to everyone
        cards = " ".join(card_text(x, lang) for x in bits(run))
        shown = f'<p class="debertz-run">{escape(tr("debertz_run", lang, cards=cards))}</p>' if run else ""
        return f'<p class="outcome">{escape(sentence(tr("outcome_debertz", lang, who=seat_who(c, seat))))}</p>{shown}'
    t = h.totals
    decl_side = f.side_of(h.declarer) if h.declarer is not None else None
    who: object = side_who(c, decl_side) if decl_side is not None else ""
    # the line and why, said of the same person and with as many defenders as the table has
    table = outcome_table(c.n, c.pairs, f.view.options.bait_to)
    # at two, the one defender by name where the words name the declarer (two people at one device)
    opp: object = mid_sentence(c, side_who(c, 1 - decl_side)) if decl_side is not None and f.n_sides == 2 else ""
    line = tr_at("outcome_" + h.outcome, table, lang, who=who, n=h.hanging, opp=opp)
    why = tr_at("why_" + h.outcome, table, lang, who=who, opp=opp)
    head = "".join(f'<th scope="col">{escape(side_name(c, s))}'
                   f'{" ★" if s == decl_side else ""}</th>' for s in range(f.n_sides))
    rows = []

    def row(label: str, vals: Sequence[int], cls: str = "") -> None:
        rows.append(f'<tr class="{cls}"><th scope="row">{label}</th>' + "".join(
            f'<td{" class=zero" if x == 0 else ""}>{number(x)}</td>' for x in vals) + "</tr>")
    if t is not None:
        row(tr("tricks", lang), t.tricks)
        row(tr("card_points", lang), t.card_points)
        row(tr("last10", lang), t.last_trick)
        for key, vals in (("sequences", t.sequences), ("bella_pts", t.bella)):
            if any(vals):  # a row of noughts says nothing (on a phone its room goes to the totals below)
                row(tr(key, lang), vals)
    row(tr("total", lang), h.points, "tot")
    row(tr("recorded", lang), h.recorded, "rec")
    if any(h.penalties):  # what the score changes by, penalties taken, so that «Записано» is not read as that
        row(tr("penalties", lang), h.penalties, "pen")
        row(tr("to_score", lang), [r + p for r, p in zip(h.recorded, h.penalties)], "net")
    notes = deal_sentences(f, c, h)
    # why in brackets (the line itself may hold a dash: «Байд: Олена — недобор»), unless the sentences below
    # say it with the numbers (their first one: who played, what each side has, and so the outcome)
    said = "" if notes else f" ({escape(why)})"
    return (f'<p class="outcome {h.outcome}"><b>{escape(line)}</b>{said}</p>'
            + (f'<ul class="explain">{"".join(f"<li>{escape(x)}</li>" for x in notes)}</ul>' if notes else "")
            + f'<table class="deal-table"><thead><tr><th scope="col"><span class="sr-only">{tr("points", lang)}'
              f'</span></th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')
