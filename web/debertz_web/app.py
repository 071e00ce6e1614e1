"""Placeholder app: marks Python as ready."""
from __future__ import annotations

import js


def start() -> None:
    table = js.document.getElementById("table")
    table.setAttribute("data-phase", "new")
    js.document.documentElement.setAttribute("data-py-ready", "1")
