"""Small helpers over Pyodide's JS proxies."""
from __future__ import annotations

from typing import Any


def nil(x: Any) -> bool:
    """True for Python None and for JS null/undefined (Pyodide may give a JsNull object for null)."""
    return x is None or type(x).__name__ in ("JsNull", "JsUndefined")


def escape(text: object) -> str:
    """HTML-escape text for element content and quoted attributes (html.escape, without its import cost)."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))
