"""HTML helpers shared by the views."""
from __future__ import annotations


def escape(text: object) -> str:
    """HTML-escape text for element content and quoted attributes (html.escape, without its import cost)."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def keep_whole(text_html: str, part: str) -> str:
    """Escaped ``text_html`` with its first ``part`` (plain text, such as a score "0 : 0") in a ``score`` span,
    which the style keeps on one line."""
    whole = escape(part)
    return text_html.replace(whole, f'<span class="score">{whole}</span>', 1) if whole else text_html
