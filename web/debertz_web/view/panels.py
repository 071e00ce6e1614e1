"""The overlay: the score sheet (always in the page, hidden), the rules in force, the last trick, sharing."""
from __future__ import annotations

from debertz import options as O

from ..cards import card_span
from ..facts import Facts
from ..i18n import tr
from ..state import SeatRef, State, share_url
from .html import escape
from .learn_panels import learn_overlay
from .names import Ctx, note_text, seat_name
from .sheet import sheet


def overlay(st: State, f: Facts | None, c: Ctx) -> str:
    ov = st.overlay
    inner = ""
    if ov == "rules":
        inner = rules(st, f, c)
    elif ov == "last":
        inner = last_trick(f, c)
    elif ov == "share":
        inner = share(st, c)
    else:
        inner = learn_overlay(st, f, c)
    body = ""
    if inner:
        body = (f'<section class="panel" role="dialog" aria-modal="true">{inner}'
                f'<button type="button" data-action="close">{tr("close", c.lang)}</button></section>')
    shown = bool(inner) or ov == "sheet"
    return (f'<div class="backdrop{" open" if shown else ""}" data-action="{"close" if shown else ""}"></div>'
            f'{sheet(f, c, ov == "sheet", frozenset(st.learn.takebacks.counts))}{body}'
            f'<input type="file" id="import-file" accept=".json,application/json" hidden>')


def last_trick(f: Facts | None, c: Ctx) -> str:
    lang = c.lang
    if f is None or not f.view.last_trick:
        return f'<h2>{tr("last_trick", lang)}</h2><p>{tr("no_last_trick", lang)}</p>'
    v = f.view
    cards = "".join(f'<div class="lt"><span>{escape(seat_name(c, s))}</span>{card_span(card, lang)}</div>'
                    for s, card in v.last_trick)
    winner = escape(note_text(c, ("takes_trick", {"who": SeatRef(v.last_winner)}))) if v.last_winner is not None else ""
    return f'<h2>{tr("last_trick", lang)}</h2><div class="last-trick">{cards}</div><p>{winner}</p>'


def share(st: State, c: Ctx) -> str:
    lang = c.lang
    checked = " checked" if st.share_seed else ""
    return (f'<h2>{tr("share", lang)}</h2>'
            f'<input type="text" readonly id="share-url" value="{escape(share_url(st))}" aria-label="{tr("share", lang)}">'
            f'<label><input type="checkbox" id="share-seed"{checked}> {tr("share_seed", lang)}</label>'
            f'<button type="button" data-action="copy-link">{tr("share", lang)} ⧉</button>')


def rules(st: State, f: Facts | None, c: Ctx) -> str:
    lang = c.lang
    s = st.settings
    opts = f.options if f is not None else s.options()
    mode = f.mode if f is not None else s.mode
    preset = f.preset if f is not None else s.preset
    rows = []
    for spec in O.OPTION_SPECS:
        val = getattr(opts, spec.name)
        dflt = f' <small>({tr("default", lang)})</small>' if val == spec.default else ""
        rows.append(f'<tr data-option="{spec.name}"><th scope="row">{escape(tr("opt." + spec.name, lang))}'
                    f'<br><code>{spec.name}</code></th><td><b>{escape(value_label(str(val), lang))}</b> '
                    f'<code>{escape(str(val))}</code>{dflt}</td><td>{escape(tr("opt_help." + spec.name, lang))}</td></tr>')
    target = tr("one_deal", lang) if opts.target == O.ONE_DEAL else str(opts.target)
    return (f'<h2>{tr("rules_title", lang)}</h2>'
            f'<p>{tr("mode_" + mode, lang)} · {tr("preset_" + preset, lang)} · {tr("target", lang)} {target}</p>'
            f'<p>{tr("rules_intro", lang)}</p>'
            f'<table class="rules"><tbody>{"".join(rows)}</tbody></table>')


def value_label(value: str, lang: str) -> str:
    """An option value in words; a value without a label (a number) as it is."""
    text = tr("val." + value, lang)
    return value if text == "val." + value else text
