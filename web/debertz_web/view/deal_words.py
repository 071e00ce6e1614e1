"""A finished deal explained in sentences: who made it or was baited and why,
whose sequences scored and why, bella, the last trick, ski, penalties, where the bait and the hanging pot went.

Pure: the deal's :class:`DealSummary` (public once the deal is over) and the table's facts in, sentences out.
Numbers are written with a true minus sign (−), never a hyphen.
"""
from __future__ import annotations

from debertz.combinations import sequence_points
from debertz.match import DealSummary
from debertz.scoring import ski_penalty, split

from ..facts import Facts
from ..i18n import Who, capitalized, reason_text, table_of, tr, tr_at
from .names import Ctx, run_word, side_who, words_and
from .numbers import signed


def mid_sentence(c: Ctx, who: Who) -> Who:
    """``who`` as written inside a sentence: the person is "вы" / "you", not the capitalised "Вы"."""
    return Who(who.kind, tr("you_mid", c.lang)) if who.kind == "you" else who


def deal_sentences(f: Facts, c: Ctx, h: DealSummary) -> list[str]:
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
        kinds = sorted((sequence_points(r.length, f.options.hundred) for r in t.verdict.runs
                        if f.side_of(r.seat) == s), reverse=True)
        named = words_and([run_word(p, lang) for p in kinds], lang)
        out.append(tr("sum.seq_scored", lang, name=side_who(c, s), kinds=named, n=t.sequences[s], why=why))
    if not scored and t.verdict.runs:  # the reason itself says that no sequence scores, as a sentence here
        out.append(tr("sum.seq_none", lang, why=capitalized(why)))
    for s in range(k):
        if t.bella[s]:
            out.append(tr("sum.bella", lang, name=side_who(c, s), n=t.bella[s]))
    bella_by = f.view.bella_by if f.history and h is f.history[-1] else None  # announced in this deal
    if bella_by is not None and not t.bella[f.side_of(bella_by)]:  # its side took no trick
        out.append(tr("sum.bella_lost", lang, name=side_who(c, f.side_of(bella_by))))
    for s in range(k):
        if t.last_trick[s]:
            out.append(tr("sum.last", lang, name=side_who(c, s), n=t.last_trick[s]))
    # where the points went: the bait, the hanging pot
    # a baited declarer's points, shared by its receivers (none unless baited), as the engine shares them
    bait = split(h.points[decl], h.score.bait_receivers if h.score is not None else (), k)
    for s in range(k):
        if s == decl and h.outcome != "made":
            continue
        extra = h.recorded[s] - h.points[s]  # the bait's share and the hanging pot's, said apart
        if extra > 0:
            pot = extra - bait[s]
            key = "sum.received_" + ("both" if bait[s] and pot else "bait" if bait[s] else "pot")
            out.append(tr(key, lang, who=side_who(c, s), rec=h.recorded[s], own=h.points[s], extra=bait[s], pot=pot))
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
    out.append(tr("sum.recorded_means", lang))
    return out
