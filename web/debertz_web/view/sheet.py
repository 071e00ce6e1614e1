"""The score sheet: one row per finished deal, with the declarer, bait, hanging and ski marks."""
from __future__ import annotations

from debertz.cards import SUITS
from debertz.match import DealSummary

from ..cards import suit_badge
from ..facts import Facts
from ..i18n import tr
from .html import escape
from .names import Ctx, side_name
from .numbers import number


def sheet(f: Facts | None, c: Ctx, visible: bool, takebacks: frozenset[int] = frozenset()) -> str:
    """``takebacks``: 0-based deals where take-backs were used (marked on the sheet)."""
    lang = c.lang
    hidden = "" if visible else " hidden"
    if f is None:
        return f'<section id="score-sheet" class="panel"{hidden}></section>'
    head, rows = sheet_rows(f, c, takebacks)
    totals = "".join(f"<td><b>{number(x)}</b></td>" for x in f.scores)
    marks = [("★", "declarer"), *((tr("mark." + k, lang), k) for k in ("bait", "hanging", "ski")), ("↺", "takeback_mark")]
    # each mark kept on one line with its word (a line never ends on a mark alone)
    legend = " · ".join(f"{escape(m)}\u00a0{escape(tr(k, lang))}" for m, k in marks)
    dialog = ' role="dialog" aria-modal="true" aria-labelledby="sheet-title" tabindex="-1"' if visible else ""
    return (f'<section id="score-sheet" class="panel"{hidden}{dialog}>'
            f'<h2 id="sheet-title">{tr("score_sheet", lang)}</h2>'
            f'<table class="sheet"><thead><tr><th scope="col">#</th>{head}</tr></thead><tbody>{rows}</tbody>'
            f'<tfoot><tr><th scope="row">{tr("total", lang)}</th>{totals}</tr></tfoot></table>'
            f'<p class="legend">{legend}</p>'
            f'<p class="legend">{tr("sheet.cells", lang)}</p>'
            f'<button type="button" data-action="close">{tr("close", lang)}</button></section>')


def sheet_rows(f: Facts, c: Ctx, takebacks: frozenset[int] = frozenset()) -> tuple[str, str]:
    """The sheet's column heads and its rows, one per finished deal (the match-end screen shows them too)."""
    lang = c.lang
    mk = {k: escape(tr("mark." + k, lang)) for k in ("bait", "hanging", "ski")}
    head = "".join(f'<th scope="col">{escape(side_name(c, s))}</th>' for s in range(f.n_sides))
    rows = []
    for i, h in enumerate(f.history, 1):
        if h.outcome == "redeal":  # thrown in (all passed, or a weak hand): nobody scored, nobody declared
            cells = [f'<td colspan="{f.n_sides}" class="thrown">{escape(tr("val.redeal", lang))}</td>']
        else:
            cells = [side_cell(f, h, s, lang, mk) for s in range(f.n_sides)]
        trump = suit_badge(SUITS[h.trump]) if h.trump is not None else ""
        tb = (' data-takeback="1"', f'<span class="mk tb" title="{tr("takeback_mark", lang)}">↺</span>') \
            if i - 1 in takebacks else ("", "")
        view = (f'<button type="button" class="replay-row" data-action="replay-deal" data-deal="{i}" '
                f'aria-label="{tr("replay", lang)} {i}">▶</button>')
        rows.append(f'<tr data-deal="{i}" class="{h.outcome}"{tb[0]}><th scope="row">{i}{trump}{tb[1]}{view}</th>'
                    f'{"".join(cells)}</tr>')
    return head, "".join(rows)


def side_cell(f: Facts, h: DealSummary, s: int, lang: str, mk: dict[str, str]) -> str:
    """Side ``s``'s cell of a played deal's row: what it recorded, its penalty, its marks, its running total."""
    marks = []
    decl = h.declarer is not None and f.side_of(h.declarer) == s
    if h.outcome == "bait" and decl:
        marks.append(f'<span class="mk bait" title="{tr("bait", lang)}">{mk["bait"]}</span>')
    if h.outcome == "hanging" and decl:
        marks.append(f'<span class="mk hang" title="{tr("hanging", lang)}">{mk["hanging"]}</span>')
    if h.totals is not None and h.totals.tricks[s] == 0 and f.options.ski == "on":
        marks.append(f'<span class="mk ski" title="{tr("ski", lang)}">{mk["ski"]}</span>')
    pen = h.penalties[s] if h.penalties else 0
    pen_txt = f' <span class="mk pen">{number(pen)}</span>' if pen else ""
    star = "★" if decl else ""
    after = h.scores_after[s] if h.scores_after else ""
    run = number(after) if isinstance(after, int) else after
    return f'<td>{star}{number(h.recorded[s])}{pen_txt}{"".join(marks)}<span class="run">{run}</span></td>'
