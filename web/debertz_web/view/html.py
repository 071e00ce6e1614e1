"""HTML helpers shared by the views."""
from __future__ import annotations

from ..i18n import typeset


def escape(text: object) -> str:
    """HTML-escape text for element content and quoted attributes (html.escape, without its import cost)."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def keep_whole(text_html: str, part: str) -> str:
    """Escaped ``text_html`` with its first ``part`` (plain text, such as a score "0 : 0") in a ``score`` span,
    which the style keeps on one line. The part is looked for as a filled-in message shows it too
    (:func:`..i18n.typeset` puts a no-break space after a colon before a number)."""
    for whole in (escape(typeset(part)), escape(part)):
        if whole and whole in text_html:
            return text_html.replace(whole, f'<span class="score">{whole}</span>', 1)
    return text_html
