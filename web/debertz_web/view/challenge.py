"""The challenge panel: the link to send (with a copy button) and, for a match played from a challenge,
both results deal by deal."""
from __future__ import annotations

from debertz.learn.challenge import Challenge, ComparisonLine

from ..i18n import tr
from .html import escape
from .numbers import number


def comparison(ch: Challenge, lines: list[ComparisonLine], lang: str) -> str:
    name = ch.name or tr("challenge_someone", lang)  # the column's heading
    said = ch.name or tr("challenge_someone_mid", lang)  # inside the heading's sentence
    rows = "".join(
        f'<tr data-deal="{ln.deal}" data-better="{ln.better}"><th scope="row">{ln.deal}</th>'
        f'<td>{"" if ln.mine is None else number(ln.mine)}</td><td>{"" if ln.theirs is None else number(ln.theirs)}</td>'
        f'<td>{tr("challenge_better_" + ln.better, lang)}</td></tr>' for ln in lines)
    # the deals both have played, added up: who did better over them
    both = [ln for ln in lines if ln.mine is not None and ln.theirs is not None]
    mine, theirs = sum(ln.mine or 0 for ln in both), sum(ln.theirs or 0 for ln in both)
    better = "you" if mine > theirs else "them" if theirs > mine else "even"
    foot = (f'<tfoot><tr data-better="{better}"><th scope="row">{tr("total", lang)}</th><td>{number(mine)}</td>'
            f'<td>{number(theirs)}</td><td>{tr("challenge_better_" + better, lang)}</td></tr></tfoot>') if both else ""
    return (f'<h3>{escape(tr("challenge_compare", lang, name=said))}</h3>'
            f'<table class="compare" id="challenge-compare"><thead><tr><th>{tr("challenge_deal", lang)}</th>'
            f'<th>{tr("challenge_you", lang)}</th><th>{escape(name)}</th><th><span class="sr-only">{tr("challenge_better", lang)}</span></th></tr></thead>'
            f'<tbody>{rows}</tbody>{foot}</table>')


def challenge_panel(link: str, ch: Challenge | None, lines: list[ComparisonLine], lang: str,
                    daily: bool = False, people: bool = False) -> str:
    """``daily``: the match is a deal of the day (its own title and words); ``people``: people played other
    seats at this device, so no link is made (it could only seat bots there) and the panel says why."""
    title = tr("daily", lang) if daily else tr("challenge_title", lang)
    intro = tr("daily_intro", lang) if daily else tr("challenge_intro", lang)
    parts = [f'<div id="challenge" aria-labelledby="challenge-title"><h2 id="challenge-title">{escape(title)}</h2>']
    if people and not link:
        parts.append(f'<p id="challenge-none">{tr("challenge_people", lang)}</p>')
    if link:
        parts.append(f'<p>{intro}</p>'
                     f'<p><a id="challenge-link" href="{escape(link)}">{escape(link)}</a></p>'
                     f'<button type="button" data-action="copy-challenge">{tr("copy_link", lang)}</button>')
    if daily:
        parts.append(f'<button type="button" data-action="daily-yesterday">{tr("daily_yesterday", lang)}</button>')
    if ch is not None:
        parts.append(comparison(ch, lines, lang))
    parts.append("</div>")
    return "".join(parts)
