"""HTML helpers shared by the views."""
from __future__ import annotations


def escape(text: object) -> str:
    """HTML-escape text for element content and quoted attributes (html.escape, without its import cost)."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))
