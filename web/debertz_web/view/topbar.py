"""The top bar (a banner landmark): the game's name as the page's heading, scores, the tools, the languages."""
from __future__ import annotations

from debertz import options as O

from ..facts import Facts
from ..i18n import CATALOGUES, LANGS, tr
from ..state import CURTAIN_IDLE, State, curtain
from .html import escape
from .learn_panels import learn_tools
from .names import Ctx, side_name
from .numbers import number
from .toolbar import tools


def topbar(st: State, f: Facts | None, c: Ctx) -> str:
    lang = st.lang
    on_table = f is not None and st.screen == "table"
    scores = f is not None and (on_table or not f.finished)
    # with the scores in the bar a window below 1500 px gives the name's room to them (web/style.css)
    out = [f'<header class="bar{" with-scores" if scores else ""}"><h1 class="brand"><span aria-hidden="true">♠<span class="r">♥</span></span> '
           f'<span class="brand-name">{tr("title", lang)}</span></h1>']
    # the scores of the match on the table, or on the setup screen of the one a person can go back to
    if f is not None and scores:
        cells = []
        for side in range(f.n_sides):
            lead = ' class="lead"' if f.scores[side] == max(f.scores) and any(f.scores) else ""
            mark = " data-person" if c.dealing and side == 0 and not c.pairs else ""  # the person's name
            cells.append(f'<span{lead}><span class="who"{mark}>{escape(side_name(c, side))}</span> '
                         f'<b data-side="{side}">{number(f.scores[side])}</b></span>')
        # points still hanging when the match ends are lost: nothing hangs over a finished match
        hang = f'<span class="hang">{tr("hanging_now", lang, n=f.hanging)}</span>' if f.hanging and not f.finished else ""
        target = f.options.target
        tgt = tr("one_deal", lang) if target == O.ONE_DEAL else f"→ {target}"
        out.append(f'<div id="scores" role="status" aria-label="{tr("scores", lang)}">{"".join(cells)}'
                   f'<span class="meta"><span class="tgt">{tgt}</span>{hang}</span></div>')
    extra: list[tuple[str, str, str]] = []
    if on_table:
        extra.append(("speed", tr("speed", lang) + ": " + tr("speed_" + st.settings.speed, lang), "»"))
    extra += learn_tools(on_table, lang)
    langs = "".join(
        f'<button type="button" data-action="lang:{code}" aria-pressed="{str(code == lang).lower()}" '
        f'lang="{code}" title="{escape(CATALOGUES[code].name)}">{escape(CATALOGUES[code].label)}</button>' for code in LANGS)
    idle = frozenset({"undo"}) if f is not None and f.finished else frozenset()  # a match over takes nothing back
    if curtain(st) is not None:
        idle |= CURTAIN_IDLE  # what would show a hand waits for the curtain to open
    out.append(tools(lang, on_table, st.menu_open, extra, setup_screen=st.screen != "table", langs=langs, idle=idle))
    out.append(f'<div class="langs" role="group" aria-label="{escape(tr("lang", lang))}">{langs}</div></header>')
    return "".join(out)
