"""The top bar: title, scores, tools, languages."""
from __future__ import annotations

from debertz import options as O

from ..facts import Facts
from ..i18n import LANGS, tr
from ..state import State
from .html import escape
from .learn_panels import learn_tools
from .names import Ctx, side_name


def topbar(st: State, f: Facts | None, c: Ctx) -> str:
    lang = st.lang
    out = [f'<div class="brand">♠<span class="r">♥</span> {tr("title", lang)}</div>']
    if f is not None:
        cells = []
        for side in range(f.n_sides):
            lead = ' class="lead"' if f.scores[side] == max(f.scores) and any(f.scores) else ""
            cells.append(f'<span{lead}><span class="who">{escape(side_name(c, side))}</span> '
                         f'<b data-side="{side}">{f.scores[side]}</b></span>')
        hang = f'<span class="hang">{tr("hanging_now", lang, n=f.hanging)}</span>' if f.hanging else ""
        target = f.options.target
        tgt = tr("one_deal", lang) if target == O.ONE_DEAL else f"→ {target}"
        out.append(f'<div id="scores" role="status" aria-label="{tr("scores", lang)}">{"".join(cells)}'
                   f'<span class="tgt">{tgt}</span>{hang}</div>')
    btns = []
    if f is not None and st.screen == "table":
        btns += [("show-sheet", tr("score_sheet", lang), "▤"), ("show-last", tr("last_trick", lang), "↶"),
                 ("show-rules", tr("rules", lang), "§"), ("show-share", tr("share", lang), "⤴"),
                 ("export-record", tr("export", lang), "⇩")]
        speed = tr("speed", lang) + ": " + tr("speed_" + st.settings.speed, lang)
        btns += [("speed", speed, "»")]
    btns += learn_tools(f is not None and st.screen == "table", lang)
    btns += [("new-game", tr("new_game", lang), "✚")]
    out.append('<nav class="tools">' + "".join(
        f'<button type="button" data-action="{a}" title="{t}" aria-label="{t}"><span aria-hidden="true">{i}'
        f'</span><span class="lbl">{t}</span></button>' for a, t, i in btns))
    out.append('<span class="langs">' + "".join(
        f'<button type="button" data-action="lang:{code}" aria-pressed="{str(code == lang).lower()}">'
        f'{code.upper()}</button>' for code in LANGS) + "</span></nav>")
    return "".join(out)
