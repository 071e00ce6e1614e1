"""The help panel: the rules and the guide a button away, how to play by touch, and the keyboard shortcuts (found
by key position, so any layout works; a touch screen without a keyboard's pointer is not shown them)."""
from __future__ import annotations

from ..i18n import tr
from ..msg import SHORTCUTS
from .html import escape


def help_panel(lang: str) -> str:
    rows = [("← →", tr("key.arrows", lang)), ("Enter", tr("key.enter", lang))]
    rows += [(s.label, tr(s.words, lang)) for s in SHORTCUTS]
    rows += [("Esc", tr("key.esc", lang))]
    items = "".join(f"<li><kbd>{escape(k)}</kbd> {escape(w)}</li>" for k, w in rows)
    # the rules and the guide first: on a phone the keys are of no use, and a newcomer opens help to learn
    return (f'<h2 id="help-title">{escape(tr("help.title", lang))}</h2>'
            f'<p class="help-open"><button type="button" data-action="show-rules">{escape(tr("rules", lang))}</button> '
            f'<button type="button" data-action="show-guide">{escape(tr("guide.open", lang))}</button></p>'
            f'<p class="help-touch">{escape(tr("help.touch", lang))}</p><p>{escape(tr("help.signs", lang))}</p>'
            f'<div class="help-keys"><p>{escape(tr("help.keys", lang))}</p><ul class="keys">{items}</ul></div>')
