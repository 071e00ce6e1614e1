"""The one-line message bar (a bad link, a damaged save, no storage)."""
from __future__ import annotations

from ..i18n import tr
from ..state import State, pass_and_play
from .html import escape, keep_whole
from .names import Ctx, note_text
from .numbers import scores_text


def message_bar(st: State, c: Ctx) -> str:
    """The bar's inner HTML; "" when there is no message (the bar is hidden then).

    The message, the other lines found at the same time, and when a link set the person's unfinished
    match aside, a line saying so with the way back to it."""
    kept = next((k for k in st.kept if k.id == st.kept_note), None) if st.kept_note else None
    if st.message is None and not st.also and kept is None and st.dropped is None:
        return ""
    lang = st.lang
    # each line with the score it must keep on one line ("0 : 0" never broken at a colon)
    notes = ([st.message] if st.message is not None else []) + st.also
    texts = [(note_text(c, n), "") for n in notes]
    back = ""
    if kept is not None:
        scores = scores_text(kept.scores)
        texts.append((tr("kept_note", lang, mode=tr("mode_" + kept.mode, lang), scores=scores), scores))
        back = (f'<button type="button" data-action="resume-kept" data-match="{escape(kept.id)}">'
                f'{tr("kept_back", lang)}</button> ')
    if st.dropped is not None:  # removed by the person a moment ago: one press brings it back
        d = st.dropped
        scores = scores_text(d.scores)
        texts.append((tr("kept_removed", lang, mode=tr("mode_" + d.mode, lang), scores=scores), scores))
        back += f'<button type="button" data-action="restore-kept">{tr("kept_restore", lang)}</button> '
    lines = "".join(f'<span class="msg-line">{" " if i else ""}{keep_whole(escape(t), whole)}</span>'
                    for i, (t, whole) in enumerate(texts))
    keep = (f'<button type="button" data-action="export-damaged">{tr("export_damaged", lang)}</button> '
            if st.damaged else "")
    # nothing can be stored: the match on the table can still be kept, in a file
    # (not at a table of people: the record shows every hand, and is saved there once the deal is over)
    if st.match_id and not pass_and_play(st) and any(n[0] == "no_storage" for n in notes):
        keep += f'<button type="button" data-action="export-record">{tr("save_match_file", lang)}</button> '

    # the way to a new game, except on the setup screen, which is that way already
    new = "" if st.screen == "setup" else f'<button type="button" data-action="new-game">{tr("new_game", lang)}</button> '
    return (f'<span class="msg-text">{lines}</span> {back}{new}{keep}'
            f'<button type="button" class="x" data-action="dismiss" aria-label="{tr("close", lang)}">×</button>')
