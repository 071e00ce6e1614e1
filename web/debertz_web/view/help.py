"""The help panel: the rules and the guide a button away, how to play by touch, and the keyboard shortcuts (found
by key position, so any layout works; a touch screen without a keyboard's pointer is not shown them)."""
from __future__ import annotations

from debertz.options import ONE_DEAL

from ..i18n import tr
from ..msg import SHORTCUTS
from .html import escape


def signs(lang: str, target: int | str | None) -> str:
    """The table's signs: ✓ before a player's tricks, and → before the match's own target when it has one."""
    if target is None or target == ONE_DEAL:
        return tr("help.tricks", lang)
    return tr("help.signs", lang, target=target)


def help_panel(lang: str, target: int | str | None = None) -> str:
    """``target``: the match's target as the score bar shows it (None: no match on the table to name one of)."""
    rows = [("← →", tr("key.arrows", lang)), ("Enter", tr("key.enter", lang))]
    rows += [(s.label, tr(s.words, lang)) for s in SHORTCUTS]
    rows += [("Esc", tr("key.esc", lang))]
    items = "".join(f"<li><kbd>{escape(k)}</kbd> {escape(w)}</li>" for k, w in rows)
    # the rules and the guide first: on a phone the keys are of no use, and a newcomer opens help to learn
    return (f'<h2 id="help-title">{escape(tr("help.title", lang))}</h2>'
            f'<p class="help-open"><button type="button" data-action="show-rules">{escape(tr("rules", lang))}</button> '
            f'<button type="button" data-action="show-guide">{escape(tr("guide.open", lang))}</button></p>'
            f'<p class="help-touch">{escape(tr("help.touch", lang))}</p>'
            f'<p class="help-mouse">{escape(tr("help.mouse", lang))}</p><p>{escape(signs(lang, target))}</p>'
            f'<div class="help-keys"><p>{escape(tr("help.keys", lang))}</p><ul class="keys">{items}</ul></div>')
