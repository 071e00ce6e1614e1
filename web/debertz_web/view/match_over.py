"""The match-end screen (#match-over): the winner, the final totals and what next (in view on a phone without
scrolling), then the last deal explained and every deal's line."""
from __future__ import annotations

from ..facts import Facts
from ..i18n import table_of, tr, tr_at
from .html import escape
from .names import Ctx, side_name, side_who
from .numbers import number


def match_over(f: Facts, c: Ctx, sheet_rows: str, head: str, more: str = "", last: str = "") -> str:
    """``sheet_rows`` / ``head``: the score sheet's body rows and column heads (one drawing of the sheet);
    ``last``: the last deal explained; ``more``: other buttons."""
    lang = c.lang
    w = f.winner
    over = tr("mo.title", lang)
    title = tr("mo.heading", lang, over=over, winner=tr("winner", lang, who=side_who(c, w))) if w is not None else over
    target = f.options.target
    several = isinstance(target, int) and sum(score >= target for score in f.scores) > 1
    both = tr_at("mo.several_reached", table_of(c.n, c.pairs), lang, target=target)  # both players, both pairs
    reached = f'<p class="several">{escape(both)}</p>' if several else ""
    totals = "".join(
        f'<tr{" class=win" if s == w else ""}><th scope="row">{escape(side_name(c, s))}</th>'
        f"<td>{number(f.scores[s])}</td></tr>" for s in range(f.n_sides))
    return (f'<section id="match-over" class="match-screen" aria-labelledby="sum-title">'
            f'<h2 id="sum-title">{escape(title)}</h2>'
            f'<h3>{escape(tr("mo.final", lang))}</h3>'
            f'<table class="sheet totals"><thead><tr><th scope="col">{escape(tr("side", lang))}</th>'
            f'<th scope="col">{escape(tr("total", lang))}</th></tr></thead><tbody>{totals}</tbody></table>{reached}'
            f'<div class="sum-actions"><button type="button" class="primary" data-action="new-match">'
            f'{escape(tr("mo.same_table", lang))}</button>'
            f'<button type="button" data-action="new-game">{escape(tr("mo.new_game", lang))}</button>'
            f'<button type="button" data-action="show-sheet">{escape(tr("score_sheet", lang))}</button>'
            f'<button type="button" data-action="export-record">{escape(tr("export", lang))}</button>{more}</div>'
            + (f'<h3>{escape(tr("mo.last", lang))}</h3>{last}' if last else "")
            + f'<h3>{escape(tr("mo.deals", lang))}</h3>'
            f'<div class="sheet-wrap"><table class="sheet"><thead><tr>{head}</tr></thead><tbody>{sheet_rows}</tbody>'
            f'</table></div>'
            '</section>')
