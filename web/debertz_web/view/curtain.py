"""Pass-and-play's curtain: between two people every hand is hidden; the next one opens it ("I am Olena").

It is drawn instead of the table, so the page holds no card of anybody while it is up. A dialog with a
heading, focused when it appears (``data-autofocus``): a screen reader says whom to pass the device to,
and Enter or Space on the button opens it.
"""
from __future__ import annotations

from ..i18n import tr
from ..state import Note
from .html import escape
from .names import Ctx, note_text, seat_name


def curtain_view(c: Ctx, seat: int, flash: Note | None = None) -> str:
    lang = c.lang
    said = f'<p class="flash" role="alert">{escape(note_text(c, flash))}</p>' if flash else ""
    return (f'<section class="curtain" id="curtain" role="dialog" aria-modal="false" aria-labelledby="curtain-title" '
            f'aria-describedby="curtain-note" data-seat="{seat}">'
            f'<h2 id="curtain-title">{escape(tr("curtain.pass", lang, name=seat_name(c, seat)))}</h2>'
            f'<p id="curtain-note">{escape(tr("curtain.note", lang, name=seat_name(c, seat)))}</p>{said}'
            f'<button type="button" class="primary" data-action="open-curtain" data-key="open-curtain" '
            f'data-autofocus>{escape(tr("curtain.open", lang, name=seat_name(c, seat)))}</button></section>')
