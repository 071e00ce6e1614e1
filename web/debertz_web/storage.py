"""What the page keeps in localStorage, and the one guarded reader every stored value goes through.

A stored value can be anything (another version, a hand edit, a broken browser): ``read_stored``
bounds its size and nesting *before* ``json.loads`` (Pyodide's stack is small: deeply nested JSON
overflows the browser's stack, a JS error Python cannot catch), then checks its shape.  Whatever
fails comes back as a one-line problem; the caller keeps the raw value aside (``set_aside``: a
copy of its own under ``debertz.<key>.damaged.<time>``, the last few kept) and starts clean.  Pure
Python: the browser module does the actual get/set.
"""
from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from debertz.errors import DataError
from debertz.match import Match

from . import effects as E
from .i18n import LANGS, TextRef
from .settings import Settings, seed_value, settings_from_dict

SAVE_KEY = "debertz.save"
PREFS_KEY = "debertz.prefs"
SAVE_FORMAT = "debertz-web-save/1"
MAX_JSON_DEPTH = 64
MAX_JSON_SIZE = 5_000_000
MAX_PREFS_SIZE = 20_000
MAX_LINK = 4_000  # a link kept with the preferences (a longer one is not kept: its language applies at each visit)

T = TypeVar("T")


ASIDE_KEEP = 3  # set-aside copies kept per key (the newest)
MAX_ASIDE_CHARS = 1_500_000  # all set-aside copies together (browser storage holds about 5 MB)


def aside_key(key: str, time: str = "") -> str:
    """Where a bad value of ``key`` is kept: ``debertz.save.damaged.<time>`` (without a time: the prefix
    every copy of ``key`` starts with, which is also the key of a copy set aside without a time)."""
    return f"{key}.damaged.{time}" if time else key + ".damaged"


def aside_copies(aside: Mapping[str, int], key: str) -> list[str]:
    """The set-aside copies of ``key`` among the stored keys ``aside`` (key -> size), oldest first."""
    base = aside_key(key)
    return sorted((k for k in aside if k == base or k.startswith(base + ".")), key=_stamp)


def _stamp(k: str) -> str:
    """What orders the copies: ``.<time>`` after ``.damaged`` ("" for the one copy of older versions)."""
    return k.rsplit(".damaged", 1)[-1]


def now_iso() -> str:
    """The clock, as ISO 8601 UTC with milliseconds (in the browser, Python's clock is the page's)."""
    t = time.time()
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + f".{int(t * 1000) % 1000:03d}Z"


def set_aside(aside: dict[str, int], key: str, raw: str, when: str) -> list[E.Effect]:
    """Keep ``raw`` (a damaged value of ``key``) under a key of its own, named by ``when``, so a later
    damage never overwrites an earlier copy.  Keeps the newest ASIDE_KEEP copies of ``key`` and, over
    all keys, at most MAX_ASIDE_CHARS: the oldest copies of ``key`` go first, then the new one is cut to
    the room left; another key's copy (a damaged save may be the person's only copy of a match) is never
    removed to make room.  ``aside`` (every set-aside key and its size) is updated; the effects store and
    remove."""
    stamp = when or now_iso()
    last = max((_stamp(k) for k in aside), default="")
    while "." + stamp <= last:  # the same moment (or a clock set back): still named after every earlier copy
        stamp = last[1:] + "~"
    new = aside_key(key, stamp)
    text = raw[:MAX_ASIDE_CHARS]
    out: list[E.Effect] = []
    gone = aside_copies(aside, key)[: max(0, len(aside_copies(aside, key)) - ASIDE_KEEP + 1)]
    for k in gone:
        del aside[k]
        out.append(E.Remove(k))
    oldest = aside_copies(aside, key)
    while oldest and sum(aside.values()) + len(text) > MAX_ASIDE_CHARS:
        k = oldest.pop(0)
        del aside[k]
        out.append(E.Remove(k))
    text = text[:max(0, MAX_ASIDE_CHARS - sum(aside.values()))]
    aside[new] = len(text)
    return out + [E.Store(new, text)]


def newest_copy(aside: Mapping[str, int], key: str) -> str:
    """The key of the newest set-aside copy of ``key`` ("" when none)."""
    copies = aside_copies(aside, key)
    return copies[-1] if copies else ""


def check_json_shape(text: str, max_size: int = MAX_JSON_SIZE, max_depth: int = MAX_JSON_DEPTH) -> None:
    """Refuse JSON larger or nested deeper than anything the game writes, before parsing it."""
    if len(text) > max_size:
        raise DataError("bad JSON: too large")
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
                raise DataError("bad JSON: nested too deeply")
        elif ch in "]}":
            depth -= 1


# what went wrong with a record, by the start of the engine's (English) line: the catalogue's words for it
RECORD_PROBLEMS = (("bad JSON: too large", "err.too_big"), ("bad JSON", "err.json"), ("bad record", "err.shape"))
FILE_PROBLEMS = frozenset({"err.json", "err.too_big"})  # the file is no record at all (said as the file's problem)
DEAL_NUMBER = re.compile(r"deal (\d+)\b")  # a line about one deal of the record: said as "deal N ..."


def problem_words(e: BaseException | str, internal: bool = False) -> TextRef:
    """The person's words for an error (a catalogue message), the English detail being for the log:
    a record's problem by its kind, else a damaged file, or (``internal``) the page's own failure."""
    if internal:
        return TextRef("err.internal")
    text = one_line(e)
    deal = DEAL_NUMBER.match(text)
    if deal:  # which deal is said too: the person can look at it in the file
        return TextRef("err.deal", (("n", int(deal.group(1))),))
    return TextRef(next((key for start, key in RECORD_PROBLEMS if text.startswith(start)), "err.damaged"))


def one_line(e: BaseException | str) -> str:
    text = str(e).strip().splitlines()
    return (text[0] if text else type(e).__name__)[:200]


@dataclass(frozen=True)
class Stored(Generic[T]):
    """The outcome of reading one stored value: ``value``, or a ``problem`` (then ``raw`` goes aside)."""

    value: T | None
    problem: str | None = None  # the detail, in English, for a developer (never shown to the person)
    raw: str = ""
    code: str = ""  # what went wrong, as the catalogues' ``stored.<code>`` says it: see :data:`STORED_CODES`


# Why a stored value could not be read, in words the person's catalogue has (``stored.<code>``).
STORED_CODES = ("too_big", "not_json", "damaged")


def stored_code(e: BaseException) -> str:
    """The code of a reading failure: too large or too deep, not JSON at all, or JSON of another shape."""
    if isinstance(e, json.JSONDecodeError):
        return "not_json"
    if isinstance(e, DataError) and str(e).startswith("bad JSON:"):
        return "too_big"
    return "damaged"


def read_stored(raw: object, shape: Callable[[Any], T], max_size: int = MAX_JSON_SIZE) -> Stored[T]:
    """The one reader of stored JSON: bounded, parsed, shaped; never raises."""
    if raw is None or raw == "":
        return Stored(None)
    text = str(raw)
    try:
        check_json_shape(text, max_size)
        return Stored(shape(json.loads(text)))
    except Exception as e:  # noqa: BLE001 - a stored value must never stop the page
        return Stored(None, one_line(e), text, stored_code(e))


# ----- preferences
@dataclass(frozen=True)
class Prefs:
    settings: Settings | None
    lang: str
    lang_link: str = ""  # the link whose language was applied last (its reload keeps the person's choice since)


def prefs_shape(doc: Any) -> Prefs:
    if not isinstance(doc, dict):
        raise DataError("preferences are not an object")
    raw = doc.get("settings")
    settings = settings_from_dict(raw) if raw else None
    lang = doc.get("lang", "")
    link = doc.get("lang_link", "")
    return Prefs(settings, lang if isinstance(lang, str) and lang in LANGS else "",
                 link if isinstance(link, str) and len(link) <= MAX_LINK else "")


def prefs_text(settings: Settings, lang: str, lang_link: str = "") -> str:
    return json.dumps({"settings": settings.to_dict(), "lang": lang,
                       "lang_link": lang_link if len(lang_link) <= MAX_LINK else ""})


# ----- the saved match
@dataclass(frozen=True)
class Saved:
    settings: Settings
    match: Match
    link: str  # the link query this match was opened from
    ident: str = ""  # the match's own identity ("" in a save written before matches had one)
    opened: str = ""  # the link query the page last acted on (a reload of it resumes, it does not act again)
    played: bool = False  # finished by a move made on the page: it belongs in the history
    takebacks: Any = None  # a kept match's take-back marks (TakeBackLog JSON)


def match_from_record(doc: Any) -> Match:
    from debertz.record import load_record

    if not isinstance(doc, dict):
        raise DataError("no record")
    return load_record(doc)


def _text(doc: dict[str, Any], key: str, limit: int) -> str:
    value = doc.get(key, "")
    return value[:limit] if isinstance(value, str) else ""


def save_shape(doc: Any) -> Saved:
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise DataError("unknown format")
    settings = settings_from_dict(doc.get("settings"))
    match = match_from_record(doc.get("record"))
    seed = doc.get("seed")
    if seed is not None:
        match.seed = seed_value(str(seed)) or match.seed
    return Saved(settings, match, str(doc.get("link", "")), _text(doc, "id", 64), _text(doc, "opened", 4000),
                 doc.get("played") is True, doc.get("takebacks"))


def save_doc(settings: Settings, match: Match, link: str, ident: str = "", opened: str = "",
             played: bool = False) -> dict[str, Any]:
    return {"format": SAVE_FORMAT, "settings": settings.to_dict(), "seed": str(match.seed), "link": link,
            "id": ident, "opened": opened, "played": played, "record": match.to_record()}


def save_text(settings: Settings, match: Match, link: str, ident: str = "", opened: str = "",
              played: bool = False) -> str:
    return json.dumps(save_doc(settings, match, link, ident, opened, played), separators=(",", ":"))
