"""The one-line message bar (a bad link, a damaged save, no storage)."""
from __future__ import annotations

from ..i18n import tr
from ..state import State
from .html import escape
from .names import Ctx, note_text


def message_bar(st: State, c: Ctx) -> str:
    """The bar's inner HTML; "" when there is no message (the bar is hidden then)."""
    if st.message is None:
        return ""
    lang = st.lang
    keep = (f'<button type="button" data-action="export-damaged">{tr("export_damaged", lang)}</button> '
            if st.damaged else "")
    return (f'<span class="msg-text">{escape(note_text(c, st.message))}</span> '
            f'<button type="button" data-action="new-game">{tr("new_game", lang)}</button> {keep}'
            f'<button type="button" class="x" data-action="dismiss" aria-label="{tr("close", lang)}">×</button>')
