"""Small helpers over Pyodide's JS proxies."""
from __future__ import annotations

from typing import Any


def nil(x: Any) -> bool:
    """True for Python None and for JS null/undefined (Pyodide may give a JsNull object for null)."""
    return x is None or type(x).__name__ in ("JsNull", "JsUndefined")
