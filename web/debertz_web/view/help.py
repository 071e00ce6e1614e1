"""The help panel: the keyboard shortcuts (found by key position, so any layout works) and where the guide is."""
from __future__ import annotations

from ..i18n import tr
from ..msg import SHORTCUTS
from .html import escape


def help_panel(lang: str) -> str:
    rows = [("← →", tr("key.arrows", lang)), ("Enter", tr("key.enter", lang))]
    rows += [(s.label, tr(s.words, lang)) for s in SHORTCUTS]
    rows += [("Esc", tr("key.esc", lang))]
    items = "".join(f"<li><kbd>{escape(k)}</kbd> {escape(w)}</li>" for k, w in rows)
    return (f'<h2 id="help-title">{escape(tr("help.title", lang))}</h2>'
            f'<p>{escape(tr("help.keys", lang))}</p><ul class="keys">{items}</ul>'
            f'<p>{escape(tr("help.guide", lang))}</p>')
