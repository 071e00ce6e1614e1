"""The setup screen: table, rules preset, target, opponents, name, speed, seed, language, table options."""
from __future__ import annotations

from typing import Any

from debertz import options as O
from debertz.match import MAX_SEED

from ..facts import Facts
from ..form import PERSON
from ..i18n import CATALOGUES, LANGS, date_text, default_mark, table_of, tr, tr_at
from ..kept import Kept
from ..settings import DISPLAY_SETTINGS, MAX_NAME, SPEEDS, Settings, bot_levels
from ..state import State, kept_offered
from .guide import guide_offer
from .html import escape, keep_whole
from .names import pos_of, value_words
from .numbers import scores_text, target_choice

GROUPS = ("deal", "bidding", "combinations", "play", "scoring")


def setup(st: State, f: Facts | None) -> str:
    lang = st.lang
    s = st.settings
    try:
        opts = s.options()
    except O.OptionError:
        opts = O.make_options(s.mode, s.preset)
    base = O.preset_options(s.mode, s.preset)
    out = [f'<form id="setup" class="setup"><h2 class="setup-title" tabindex="-1">{tr("new_game", lang)}</h2>']
    if not s.guide_seen:
        out.append(guide_offer(lang))  # a first visit: offered, never forced
    modes = "".join(
        f'<label class="opt"><input type="radio" name="mode" value="{md}" data-rerender'
        f'{" checked" if md == s.mode else ""}> {tr("mode_" + md, lang)}</label>' for md in O.MODES)
    out.append(f'<fieldset class="modes"><legend>{tr("mode", lang)}</legend>{modes}</fieldset>')
    out.append(bots_fieldset(s, lang))
    btns = [f'<button type="button" class="primary" data-action="start">{tr("start", lang)}</button>']
    if f is not None and not f.finished:
        btns.append(f'<button type="button" data-action="resume">{tr("resume", lang)}</button>')
    btns.append(f'<button type="button" data-action="import-record">{tr("import", lang)}</button>')
    out.append('<div class="row actions">' + "".join(btns) + "</div>" + kept_list(st))
    # The rest folds away, so that the mode, the opponents and Deal fit a phone's first screen.
    out.append(f'<details class="more" id="setup-more"><summary>{tr("setup_more", lang)}</summary>')
    # the chosen rules marked when the table options changed some of them ("Classic, with changes"), as the Rules say
    changed = any(k != "target" and O.applies(k, s.mode) for k in O.option_diff(s.mode, s.preset, opts))
    presets = "".join(f'<option value="{p}"{" selected" if p == s.preset else ""}>{tr("preset_" + p, lang)}'
                      f'{tr("rules.preset_changed", lang) if changed and p == s.preset else ""}</option>'
                      for p in O.PRESETS)
    out.append(f'<div class="row"><label>{tr("preset", lang)} <select name="preset" data-rerender>{presets}</select></label>'
               f'<label>{tr("target", lang)} {target_select(s.preset, base.target, opts.target, lang)}</label>'
               f'<label>{tr("other", lang)} <input name="target_custom" type="number" min="51" max="999999999" '
               f'inputmode="numeric" placeholder="51…" data-rerender></label></div>')
    speeds = "".join(f'<option value="{sp}"{" selected" if sp == s.speed else ""}>{tr("speed_" + sp, lang)}</option>'
                     for sp in SPEEDS)
    langs = "".join(f'<option value="{lg}"{" selected" if lg == lang else ""}>{escape(CATALOGUES[lg].name)}</option>'
                    for lg in LANGS)
    named = "" if s.pass_and_play else (  # at a pass-and-play table the names are with the seats
        f'<label>{tr("name", lang)} <input name="name" maxlength="{MAX_NAME}" value="{escape(s.name)}" autocomplete="nickname">'
        '</label>')
    out.append(f'<div class="row">{named}'
               f'<label>{tr("speed", lang)} <select name="speed">{speeds}</select></label>'
               f'<label>{tr("seed", lang)} <input name="seed" maxlength="{MAX_SEED}" value="{escape(s.seed or "")}"></label>'
               f'<label>{tr("lang", lang)} <select name="lang" data-rerender>{langs}</select></label></div>')
    checked = " checked" if s.auto_bella else ""
    out.append(f'<div class="row"><label class="opt"><input type="checkbox" name="auto_bella"{checked}> '
               f'{tr("auto_bella", lang)}</label>'
               f'<label class="opt"><input type="checkbox" name="takebacks"{" checked" if s.takebacks else ""}> '
               f'{tr("allow_takebacks", lang)}</label></div>')
    out.append('<div class="row">' + "".join(
        f'<label class="opt"><input type="checkbox" name="{name}"{" checked" if getattr(s, name) else ""}> '
        f'{tr("settings." + name, lang)}</label>'
        for name in DISPLAY_SETTINGS)
        + f'<button type="button" data-action="show-guide">{tr("guide.open", lang)}</button></div>')
    out.append(options_section(s.mode, opts, base, lang))
    out.append("</details></form>")
    return "".join(out)


def target_select(preset: str, default: O.Target, target: O.Target, lang: str) -> str:
    """The target's choices: the table's default (marked), the preset's usual ones, and ``target`` selected.
    (web/first.js swaps in the one of the mode and preset chosen, drawn by the build, before Python has started.)"""
    choices: list[Any] = []
    for t in (default, *O.TARGET_CHOICES[preset], target):
        if t not in choices:
            choices.append(t)
    items = "".join(
        f'<option value="{t}"{" selected" if t == target else ""}>'
        f'{target_choice(t, lang)}{default_mark(lang) if t == default else ""}'
        f'</option>' for t in choices)
    return f'<select name="target" data-rerender>{items}</select>'


def options_section(mode: str | None, opts: O.Options, base: O.Options, lang: str) -> str:
    """The table options that change anything in ``mode``, by group, ``base``'s values marked as the default.
    With ``mode`` None, every option, each that applies to some modes only marked with them (``data-modes``):
    web/first.js, before Python has started, keeps those of the mode chosen and marks the preset's values."""
    out = [f'<details class="options" id="setup-options"><summary>{tr("options", lang)}</summary>']
    for g in GROUPS:
        items = []
        for sp in (sp for sp in O.OPTION_SPECS if sp.group == g and (mode is None or O.applies(sp.name, mode))):
            cur = getattr(opts, sp.name)
            pdef = getattr(base, sp.name)
            o = "".join(f'<option value="{val}"{" selected" if val == cur else ""}>{escape(value_words(val, lang))}'
                        f'{default_mark(lang) if val == pdef else ""}</option>' for val in sp.values)
            only = [md for md in O.MODES if O.applies(sp.name, md)]
            modes = f' data-modes="{" ".join(only)}"' if mode is None and len(only) < len(O.MODES) else ""
            items.append(f'<div class="opt-row"{modes}><label>{escape(tr("opt." + sp.name, lang))} '
                         f'<select name="opt-{sp.name}">{o}</select></label>'
                         f'<small>{escape(tr("opt_help." + sp.name, lang))}</small></div>')
        if items:
            out.append(f'<fieldset><legend>{tr("group_" + g, lang)}</legend>{"".join(items)}</fieldset>')
    out.append("</details>")
    return "".join(out)


def bots_fieldset(s: Settings, lang: str) -> str:
    """Who plays each other seat: a bot's level, or a person at this device (pass-and-play) with a name field;
    with a second person, the first person's name too (the page swaps it by mode before Python has started)."""
    levels = bot_levels()
    bl = s.bot_list()
    people = s.people_list()
    bots = []
    if s.pass_and_play:
        bots.append(name_field(0, "name", s.name, tr("name", lang), lang))
    for seat in range(1, s.n):
        name = tr("seat_" + pos_of(s.n, seat), lang)
        person = people[seat - 1]
        o = "".join(f'<option value="{lv}"{" selected" if lv == bl[seat - 1] and person is None else ""}>'
                    f'{tr("level_" + lv, lang)}</option>' for lv in levels)
        o += f'<option value="{PERSON}"{" selected" if person is not None else ""}>{tr("seat_person", lang)}</option>'
        field = ("" if person is None else
                 name_field(seat, f"person{seat}", person, tr("person_name", lang, seat=name), lang, labelled=False))
        shown = name if seat != O.SEATINGS[s.mode].partner[0] else f'{name} ({tr("partner", lang)})'  # in pairs
        bots.append(f'<span class="seat-pick"><label>{escape(shown)} <select name="bot{seat}" data-rerender>{o}</select>'
                    f'</label>{field}</span>')
    # one opponent at two, a partner in pairs; with people at the device, every player (the person's name first)
    legend = tr("players", lang) if s.pass_and_play else tr_at("bots", table_of(s.n, s.mode == "2x2"), lang)
    kind = "bots people" if s.pass_and_play else "bots"  # with people: one seat a line, names beside (a phone)
    return f'<fieldset class="{kind}"><legend>{legend}</legend><div class="row">{"".join(bots)}</div></fieldset>'


def name_field(seat: int, field: str, value: str, label: str, lang: str, labelled: bool = True) -> str:
    """A person's name at a pass-and-play table.  The default name («Игрок 2») is only the placeholder: sent
    with the form it would become a typed name, kept after the table is played alone again and in the
    language of the moment."""
    inp = (f'<input name="{field}" maxlength="{MAX_NAME}" value="{escape(value)}" '
           f'placeholder="{escape(tr("player_n", lang, n=seat + 1))}" '
           f'autocomplete="off" enterkeyhint="done"' + ("" if labelled else f' aria-label="{escape(label)}"') + ">")
    return f'<label>{escape(label)} {inp}</label>' if labelled else inp


def kept_list(st: State) -> str:
    """The unfinished matches set aside (a link or an import took the table): each can be played on (not
    the one on the table, which another tab's save may have copied among them, nor a copy another holds)."""
    kept = kept_offered(st)
    if not kept:
        return ""
    lang = st.lang

    def row(k: Kept) -> str:
        scores = scores_text(k.scores)
        text = tr("kept_row", lang, mode=tr("mode_" + k.mode, lang), scores=scores, deal=k.deal,
                  date=date_text(k.time, lang))
        return (f'<li data-match="{escape(k.id)}"><span>{keep_whole(escape(text), scores)}</span> '
                f'<button type="button" data-action="resume-kept" data-match="{escape(k.id)}">{tr("kept_resume", lang)}</button> '
                f'<button type="button" data-action="drop-kept" data-match="{escape(k.id)}">{tr("kept_drop", lang)}</button></li>')
    rows = "".join(row(k) for k in reversed(kept))
    return (f'<section class="kept" aria-labelledby="kept-title"><h3 id="kept-title">{tr("kept_title", lang)}</h3>'
            f'<ul>{rows}</ul></section>')
