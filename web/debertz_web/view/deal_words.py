"""A finished deal explained in sentences: who made it or was baited and why,
whose sequences scored and why, bella, the last trick, ski, penalties, where the bait and the hanging pot went.

Pure: the deal's :class:`DealSummary` (public once the deal is over) and the table's facts in, sentences out.
Numbers are written with a true minus sign (−), never a hyphen.
"""
from __future__ import annotations

from debertz.match import DealSummary
from debertz.scoring import ski_penalty

from ..facts import Facts
from ..i18n import Who, capitalized, reason_text, table_of, tr, tr_at
from .names import Ctx, side_who
from .numbers import signed


def mid_sentence(c: Ctx, who: Who) -> Who:
    """``who`` as written inside a sentence: the person is "вы" / "you", not the capitalised "Вы"."""
    return Who(who.kind, tr("you_mid", c.lang)) if who.kind == "you" else who


def deal_sentences(f: Facts, c: Ctx, h: DealSummary, pot_before: int) -> list[str]:
    """Every sentence of a played-out deal's explanation, in the order a player asks the questions."""
    lang = c.lang
    t = h.totals
    if t is None or h.declarer is None:
        return []
    k = f.n_sides
    decl = f.side_of(h.declarer)
    defenders = [s for s in range(k) if s != decl]
    best = max(defenders, key=lambda s: h.points[s])
    who, opp = side_who(c, decl), mid_sentence(c, side_who(c, best))
    table = table_of(c.n, c.pairs)  # the words follow the number of defenders
    out = [tr_at("sum." + h.outcome, table, lang, who=who, pts=h.points[decl], opp=opp, best=h.points[best])]
    # sequences: who scored and why (the engine's reason names the rule that decided)
    why = reason_text(t.verdict.reason, lang)
    scored = [s for s in range(k) if t.sequences[s] > 0]
    for s in scored:
        out.append(tr("sum.seq_scored", lang, name=side_who(c, s), n=t.sequences[s], why=why))
    if not scored and t.verdict.runs:  # the reason itself says that no sequence scores, as a sentence here
        out.append(tr("sum.seq_none", lang, why=capitalized(why)))
    for s in range(k):
        if t.bella[s]:
            out.append(tr("sum.bella", lang, name=side_who(c, s), n=t.bella[s]))
    for s in range(k):
        if t.last_trick[s]:
            out.append(tr("sum.last", lang, name=side_who(c, s), n=t.last_trick[s]))
    # where the points went: the bait, the hanging pot
    for s in range(k):
        extra = h.recorded[s] - (h.points[s] if h.outcome != "bait" or s != decl else 0)
        if h.outcome == "bait" and s == decl:
            continue
        if h.outcome == "hanging" and s == decl:
            continue
        if extra > 0:  # a bait's points alone, or with a hanging pot paid (said below)
            key = "sum.received_bait" if h.outcome == "bait" and not pot_before else "sum.received"
            out.append(tr(key, lang, who=side_who(c, s), rec=h.recorded[s], own=h.points[s], extra=extra))
    if h.outcome == "bait" or h.outcome == "hanging":
        out.append(tr("sum.decl_zero", lang, who=who))
    # penalties: ski first (a side without a trick), the rest is the bait penalty
    ski = ski_penalty(f.options, f.pairs)
    for s in range(k):
        pen = h.penalties[s] if h.penalties else 0
        if ski and t.tricks[s] == 0:
            out.append(tr("sum.ski", lang, name=side_who(c, s), n=signed(-ski)))
            pen += ski
        if pen < 0:
            out.append(tr("sum.bait_penalty", lang, name=side_who(c, s), n=signed(pen)))
    if h.hanging and f.finished and h is f.history[-1]:
        out.append(tr("sum.pot_lost", lang, n=h.hanging))  # the match is over: nobody wins a next deal
    elif h.hanging:
        out.append(tr("sum.pot_left", lang, n=h.hanging))
    elif pot_before and h.outcome != "hanging":
        out.append(tr("sum.pot_paid", lang, n=pot_before))
    out.append(tr("sum.recorded_means", lang))
    return out
