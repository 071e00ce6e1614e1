"""The rules page for people, written from the options in force, ending with the game's version.

Every number comes from the engine's own tables (card order and points, sequence points, the ski
penalty), every sentence from the catalogues (``rules.*`` keys), one sentence per option value, so the
page says what this table plays and nothing else: options that do not apply to the mode are left out,
and each option that differs from the classic rules is called out at the top.
"""
from __future__ import annotations

from debertz import __version__
from debertz import options as O
from debertz.cards import PLAIN_POINTS, PLAIN_STRENGTH, RANKS, TRUMP_POINTS, TRUMP_STRENGTH
from debertz.combinations import sequence_points
from debertz.scoring import ski_penalty

from ..i18n import table_of, tr, tr_at
from .html import escape
from .names import RUN_KINDS, value_words

LONGEST_RUN = 8  # the longest run of one suit: all eight of its cards


def target_line(target: O.Target, lang: str) -> str:
    """The match's length as a phrase of its own: "Play to 301", "One deal"."""
    return tr("one_deal_line", lang) if target == O.ONE_DEAL else tr("play_to", lang, target=target)


def differences(opts: O.Options, mode: str, lang: str) -> list[str]:
    """One line per option (and the target) that differs from the classic rules of this mode."""
    classic = O.preset_options(mode, "classic")
    out = []
    if opts.target != classic.target:
        out.append(tr("rules.differs_target", lang, value=target_line(opts.target, lang), classic=classic.target))
    for spec in O.OPTION_SPECS:
        val, dflt = getattr(opts, spec.name), getattr(classic, spec.name)
        if val != dflt and O.applies(spec.name, mode):
            out.append(tr("rules.differs_item", lang, option=tr("opt." + spec.name, lang),
                          value=value_words(val, lang), classic=value_words(dflt, lang)))
    return out


def _order(strength: tuple[int, ...], points: tuple[int, ...], lang: str) -> str:
    ranks = sorted(range(8), key=lambda r: -strength[r])
    return " ".join(f'<span class="cv"><b>{escape(tr("rank." + RANKS[r], lang))}</b>&nbsp;({points[r]})</span>'
                    for r in ranks)


def _runs(hundred: str) -> list[tuple[int, int, int]]:
    """(points, shortest, longest run) for each kind of sequence under this ``hundred`` option."""
    kinds: dict[int, list[int]] = {}
    for length in range(3, LONGEST_RUN + 1):
        kinds.setdefault(sequence_points(length, hundred), []).append(length)
    return [(pts, min(ls), max(ls)) for pts, ls in sorted(kinds.items())]


def _p(key: str, lang: str, table: str = "", **params: object) -> str:
    """A paragraph of message ``key``, as said at ``table`` when given (see :func:`tr_at`)."""
    return f"<p>{escape(tr_at(key, table, lang, **params))}</p>"


def _li(key: str, lang: str, table: str = "", **params: object) -> str:
    return f"<li>{escape(tr_at(key, table, lang, **params))}</li>"


def rules_page(opts: O.Options, mode: str, preset: str, lang: str) -> str:
    """The whole page (inside the rules panel): aim, cards, dealing, bidding, combinations, play, scoring."""
    pairs = mode == "2x2"
    n = O.SEATS[mode]
    who = "pairs" if pairs else "solo"
    table = table_of(n, pairs)  # a two-player table has one defender: its own words where they differ
    # the preset's name, marked when the table changed some of its options (the target is said apart)
    changed = any(k != "target" and O.applies(k, mode) for k in O.option_diff(mode, preset, opts))
    named = tr("preset_" + preset, lang) + (tr("rules.preset_changed", lang) if changed else "")
    out = [f'<h2 id="rules-title">{escape(tr("rules.title", lang))}</h2>',
           f'<p class="table-line">{escape(tr("mode_" + mode, lang))} · {escape(named)} · '
           f'{escape(target_line(opts.target, lang))}</p>']
    diff = differences(opts, mode, lang)
    if diff:
        out.append(f'<div class="differs"><h3>{escape(tr("rules.differs_title", lang))}</h3><ul>'
                   + "".join(f"<li>{escape(d)}</li>" for d in diff) + "</ul></div>")
    else:
        out.append(f'<p class="differs">{escape(tr("rules.differs_none", lang))}</p>')

    out.append(f'<h3>{escape(tr("rules.h_aim", lang))}</h3>')
    out.append(_p(f"rules.aim_{who}", lang, table, n=n))
    out.append(_p("rules.match_one_deal" if opts.target == O.ONE_DEAL else "rules.match_target", lang, table,
                  target=opts.target))

    out.append(f'<h3>{escape(tr("rules.h_cards", lang))}</h3>')
    out.append(_p("rules.cards_intro", lang))
    out.append(f'<table class="values"><thead><tr><th scope="col">{escape(tr("rules.col_suit", lang))}</th>'
               f'<th scope="col">{escape(tr("rules.col_order", lang))}</th></tr></thead><tbody>'
               f'<tr><th scope="row">{escape(tr("rules.row_trump", lang))}</th>'
               f'<td>{_order(TRUMP_STRENGTH, TRUMP_POINTS, lang)}</td></tr>'
               f'<tr><th scope="row">{escape(tr("rules.row_plain", lang))}</th>'
               f'<td>{_order(PLAIN_STRENGTH, PLAIN_POINTS, lang)}</td></tr></tbody></table>')
    out.append(_p("rules.last_trick", lang))

    out.append(f'<h3>{escape(tr("rules.h_deal", lang))}</h3><ul>')
    out.append(_li("rules.deal_six", lang))
    if mode in ("2", "3"):
        out.append(_li("rules.deal_more", lang, n=O.SEATINGS[mode].hand))
        out.append(_li("rules.second_open." + opts.second_open_card, lang))
    else:
        out.append(_li("rules.turn_up_to." + opts.turn_up_to, lang))
    out.append(_li("rules.next_dealer." + opts.next_dealer, lang))
    out.append("</ul>")

    out.append(f'<h3>{escape(tr("rules.h_bidding", lang))}</h3><ul>')
    out.append(_li("rules.bid_r1", lang))
    out.append(_li("rules.bid_r2", lang))
    out.append(_li("rules.all_pass." + opts.all_pass, lang))
    if mode in ("2", "3"):
        out.append(_li("rules.seven_swap." + opts.seven_swap, lang))
    weak = opts.weak_hand_redeal
    if weak == "four_solo_only":
        weak = "on" if mode == "4" else "off"
    out.append(_li("rules.weak_hand." + weak, lang))
    out.append(_li("rules.debertz." + opts.debertz, lang))
    out.append("</ul>")

    out.append(f'<h3>{escape(tr("rules.h_combos", lang))}</h3>')
    rows = []
    for pts, low, high in _runs(opts.hundred):
        kind = RUN_KINDS[pts]
        span = tr("rules.run_n", lang, n=low) if low == high else (
            tr("rules.run_from", lang, n=low) if high == LONGEST_RUN else
            tr("rules.run_range" if high > low + 1 else "rules.run_two", lang, low=low, high=high))
        rows.append(f'<tr><th scope="row">{escape(tr("rules.kind_" + kind, lang))}</th><td>{escape(span)}</td>'
                    f'<td>{pts}</td></tr>')
    rows.append(f'<tr><th scope="row">{escape(tr("rules.kind_bella", lang))}</th>'
                f'<td>{escape(tr("rules.bella_what", lang))}</td><td>20</td></tr>')
    out.append(f'<table class="values"><thead><tr><th scope="col">{escape(tr("rules.col_kind", lang))}</th>'
               f'<th scope="col">{escape(tr("rules.col_what", lang))}</th>'
               f'<th scope="col">{escape(tr("rules.col_points", lang))}</th></tr></thead>'
               f'<tbody>{"".join(rows)}</tbody></table><ul>')
    out.append(_li("rules.seq_order", lang))
    out.append(_li(f"rules.seq_who_{who}", lang, table))
    out.append(_li("rules.equal." + opts.equal_sequences, lang, table))
    out.append(_li("rules.seq_shown", lang))
    out.append(_li("rules.bella", lang))
    out.append(_li(f"rules.no_tricks_{who}", lang))
    out.append("</ul>")

    out.append(f'<h3>{escape(tr("rules.h_play", lang))}</h3><ul>')
    out.append(_li("rules.play_tricks", lang, n=O.SEATINGS[mode].hand))
    out.append(_li("rules.play_follow", lang))
    out.append(_li("rules.overtrump." + opts.overtrump, lang))
    if pairs:
        out.append(_li("rules.partner_relief." + opts.partner_relief, lang))
    out.append(_li("rules.play_win", lang))
    out.append("</ul>")

    out.append(f'<h3>{escape(tr("rules.h_scoring", lang))}</h3><ul>')
    out.append(_li(f"rules.score_total_{who}", lang))
    out.append(_li(f"rules.made_{who}", lang, table))
    out.append(_li(f"rules.bait_{who}", lang, table))
    if mode in ("3", "4"):
        out.append(_li("rules.bait_to." + opts.bait_to, lang))
    out.append(_li("rules.hanging", lang, table))
    out.append(_li("rules.bait_penalty." + opts.bait_penalty, lang))
    ski = ski_penalty(opts, pairs)
    out.append(_li(f"rules.ski_{who}", lang, n=ski) if ski else _li("rules.ski_off", lang))
    out.append("</ul>")
    out.append(f'<p class="version">{escape(tr("rules.version", lang, version=__version__))}</p>')
    return "".join(out)
