"""The history panel: past matches (newest first) to replay or export, and the statistics with a small chart."""
from __future__ import annotations

from collections.abc import Sequence

from debertz import options as O
from debertz.learn.daily import day_of_seed
from debertz.learn.history import MAX_ENTRIES, Entry, Stats, margin_chart

from ..form import PERSON
from ..i18n import date_text, tr
from .html import escape
from .numbers import points_text, scores_text, target_choice

NOTHING = "—"  # a statistic with nothing to count yet


def percent(x: float | None) -> str:
    return NOTHING if x is None else f"{100 * x:.0f}%"


def points_or_nothing(x: float | None, lang: str) -> str:
    return NOTHING if x is None else points_text(x, lang)


def who_word(level: str, lang: str) -> str:
    """Another seat as the history names it: a bot's level, or a person (pass-and-play)."""
    return tr("seat_person" if level == PERSON else "level_" + level, lang)


def seat_words(e: Entry, lang: str) -> list[str]:
    """Every other seat of a past match (as ``Entry.opponents``): a person who played it at the device by
    name («Игрок 3» when unnamed), else the bot's level."""
    n = len(e.opponents) + 1
    return [who_word(level, lang) if name is None else name or tr("player_n", lang, n=(e.person + i) % n + 1)
            for i, (level, name) in enumerate(zip(e.opponents, e.names), 1)]


def match_row(e: Entry, lang: str) -> str:
    result = tr("history_won" if e.won else ("history_lost" if e.winner is not None else "history_unfinished"), lang)
    words = seat_words(e, lang)
    if e.partner is None:
        against = tr("history_against", lang, levels=", ".join(words), n=len(words))
    else:  # 2x2: the partner across, the other pair on either side
        against = tr("history_partner_against", lang, partner=words[1], levels=", ".join((words[0], words[2])))
    scores = scores_text(e.scores)
    # what was played, in one run of text: the mode, a deal of the day (its cards were everyone's that day), the
    # rules and length when they are not the mode's usual ones (a Kharkiv match to 51 is not a classic one to
    # 301), the other seats; commas between them, so that a line that wraps ends as text does
    day = day_of_seed(e.seed or None)
    daily = tr("daily", lang)
    about = [tr("mode_" + e.mode, lang)] + ([daily[:1].lower() + daily[1:]] if day else [])  # mid-line
    if e.preset != "classic":
        about.append(tr("preset_" + e.preset, lang))
    target = e.options.get("target")
    if day is None and target is not None and target != O.default_target(e.mode, e.preset):
        about.append(target_choice(target, lang))
    about.append(against)
    return (f'<li class="history-entry{" won" if e.won else ""}" data-match="{escape(e.id)}" data-mode="{e.mode}">'
            f'<span class="what"><span class="date">{escape(date_text(e.date, lang))}</span> '
            f'<span class="about">{escape(", ".join(about))}</span> '
            f'<b class="result">{result}</b> <span class="score">{scores}</span></span> '
            f'<span class="acts">'
            f'<button type="button" data-action="history-replay" data-match="{escape(e.id)}">{tr("history_open", lang)}</button>'
            f'<button type="button" data-action="history-export" data-match="{escape(e.id)}">{tr("history_export", lang)}</button>'
            f'</span></li>')


def stats_rows(stats: dict[str, Stats], lang: str) -> str:
    keys = ["all"] + [k for k in ("2", "3", "4", "2x2") if k in stats]
    head = "".join(f'<th scope="col">{tr("stats_" + (k if k == "all" else "mode_" + k), lang)}</th>' for k in keys)
    rows: list[tuple[str, list[str]]] = [
        ("stats_matches", [str(stats[k].matches) for k in keys]),
        ("stats_wins", [f"{stats[k].wins}\u00a0({percent(stats[k].win_rate)})" for k in keys]),
        ("stats_declarer", [points_or_nothing(stats[k].points_as_declarer, lang) for k in keys]),
        ("stats_defender", [points_or_nothing(stats[k].points_as_defender, lang) for k in keys]),
        ("stats_declare_rate", [percent(stats[k].declare_rate) for k in keys]),
        ("stats_baited", [percent(stats[k].baited_rate) for k in keys]),
        ("stats_skis", [str(stats[k].skis) if stats[k].deals else NOTHING for k in keys]),
    ]
    body = "".join(f'<tr data-stat="{key}"><th scope="row">{tr(key, lang)}</th>'
                   + "".join(f"<td>{v}</td>" for v in vals) + "</tr>" for key, vals in rows)
    levels = ""
    for key, (matches, wins) in sorted(stats["all"].by_level.items()):  # key: the opponents' levels, "easy+hard"
        who = " + ".join(who_word(x, lang) for x in key.split("+"))
        line = tr("stats_level_row", lang, level=who, wins=wins, matches=matches)
        levels += f'<li data-level="{escape(key)}">{escape(line)}</li>'
    return (f'<table class="stats"><thead><tr><th scope="col"><span class="sr-only">{tr("stats_title", lang)}</span></th>{head}</tr></thead><tbody>{body}</tbody></table>'
            f'<p class="lbl">{tr("stats_levels", lang)}</p><ul class="by-level">{levels}</ul>')


def history_panel(entries: Sequence[Entry] | None, stats: dict[str, Stats], lang: str) -> str:
    """``stats``: the entries' statistics (Learn.stats, computed when the history changes)."""
    items = list(entries or [])
    head = f'<h2 id="history-title">{tr("history_title", lang)}</h2>'
    if not items:
        return f'<div id="history" aria-labelledby="history-title" data-count="0">{head}<p>{tr("history_empty", lang)}</p></div>'
    rows = "".join(match_row(e, lang) for e in reversed(items))
    chart = margin_chart([e.margin for e in items], tr("stats_chart", lang))
    return (f'<div id="history" aria-labelledby="history-title" data-count="{len(items)}">{head}'
            f'<ol class="history-list">{rows}</ol>'
            f'<button type="button" data-action="history-export-all">{tr("history_export_all", lang)}</button>'
            f'<p class="history-keeps">{tr("history_keeps", lang, max=MAX_ENTRIES)}</p>'
            f'<h3>{tr("stats_title", lang)}</h3>{stats_rows(stats, lang)}'
            f'<figure class="chart">{chart}<figcaption>{tr("stats_chart", lang)}</figcaption></figure></div>')
