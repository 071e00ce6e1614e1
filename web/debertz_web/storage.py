"""What the page keeps in localStorage, and the one guarded reader every stored value goes through.

A stored value can be anything (another version, a hand edit, a broken browser): ``read_stored``
bounds its size and nesting *before* ``json.loads`` (Pyodide's stack is small: deeply nested JSON
overflows the browser's stack, a JS error Python cannot catch), then checks its shape.  Whatever
fails comes back as a one-line problem; the caller keeps the raw value aside under
``aside_key(key)`` and starts clean.  Pure Python: the browser module does the actual get/set.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from debertz.match import Match

from .i18n import LANGS
from .settings import Settings, seed_value, settings_from_dict

SAVE_KEY = "debertz.save"
PREFS_KEY = "debertz.prefs"
SAVE_FORMAT = "debertz-web-save/1"
MAX_JSON_DEPTH = 64
MAX_JSON_SIZE = 5_000_000
MAX_PREFS_SIZE = 20_000

T = TypeVar("T")


def aside_key(key: str) -> str:
    """Where a bad value of ``key`` is kept (``debertz.save.damaged``)."""
    return key + ".damaged"


DAMAGED_KEY = aside_key(SAVE_KEY)


def check_json_shape(text: str, max_size: int = MAX_JSON_SIZE, max_depth: int = MAX_JSON_DEPTH) -> None:
    """Refuse JSON larger or nested deeper than anything the game writes, before parsing it."""
    if len(text) > max_size:
        raise ValueError("bad JSON: too large")
    depth = 0
    in_str = False
    esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            if depth > max_depth:
                raise ValueError("bad JSON: nested too deeply")
        elif ch in "]}":
            depth -= 1


def one_line(e: BaseException | str) -> str:
    text = str(e).strip().splitlines()
    return (text[0] if text else type(e).__name__)[:200]


@dataclass(frozen=True)
class Stored(Generic[T]):
    """The outcome of reading one stored value: ``value``, or a ``problem`` (then ``raw`` goes aside)."""

    value: T | None
    problem: str | None = None
    raw: str = ""


def read_stored(raw: object, shape: Callable[[Any], T], max_size: int = MAX_JSON_SIZE) -> Stored[T]:
    """The one reader of stored JSON: bounded, parsed, shaped; never raises."""
    if raw is None or raw == "":
        return Stored(None)
    text = str(raw)
    try:
        check_json_shape(text, max_size)
        return Stored(shape(json.loads(text)))
    except Exception as e:  # noqa: BLE001 - a stored value must never stop the page
        return Stored(None, one_line(e), text)


# ----- preferences
@dataclass(frozen=True)
class Prefs:
    settings: Settings | None
    lang: str


def prefs_shape(doc: Any) -> Prefs:
    if not isinstance(doc, dict):
        raise ValueError("preferences are not an object")
    raw = doc.get("settings")
    settings = settings_from_dict(raw) if raw else None
    lang = doc.get("lang", "")
    return Prefs(settings, lang if isinstance(lang, str) and lang in LANGS else "")


def prefs_text(settings: Settings, lang: str) -> str:
    return json.dumps({"settings": settings.to_dict(), "lang": lang})


# ----- the saved match
@dataclass(frozen=True)
class Saved:
    settings: Settings
    match: Match
    link: str


def match_from_record(doc: Any) -> Match:
    from debertz.record import load_record

    if not isinstance(doc, dict):
        raise ValueError("no record")
    return load_record(doc)


def save_shape(doc: Any) -> Saved:
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise ValueError("unknown format")
    settings = settings_from_dict(doc.get("settings"))
    match = match_from_record(doc.get("record"))
    seed = doc.get("seed")
    if seed is not None:
        match.seed = seed_value(str(seed)) or match.seed
    return Saved(settings, match, str(doc.get("link", "")))


def save_text(settings: Settings, match: Match, link: str) -> str:
    doc = {"format": SAVE_FORMAT, "settings": settings.to_dict(), "seed": str(match.seed), "link": link,
           "record": match.to_record()}
    return json.dumps(doc, separators=(",", ":"))
