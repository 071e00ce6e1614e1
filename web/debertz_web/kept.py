"""Unfinished matches kept aside: a link never replaces the person's match.

When a link puts another match on the table while the person's own is unfinished, that match
goes here, whole (its save document and take-back marks), with the time it was set aside; the setup
screen lists them and any one goes back on the table.  Stored as one JSON text under ``KEPT_KEY``,
read through ``storage.read_stored`` like every stored value.  Pure Python.
"""
from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from debertz.errors import DataError
from debertz.match import Match
from debertz.options import MODES

KEPT_KEY = "debertz.kept"
KEPT_FORMAT = "debertz-web-kept/1"
MAX_KEPT_CHARS = 600_000  # every kept match together (a long 2x2 match is about 10 000 characters)


def new_id() -> str:
    """A match's identity: random, made when the match starts (``id()`` of a Python object is reused)."""
    return os.urandom(8).hex()


def started(m: Match, persons: Collection[int]) -> bool:
    """A person at the device (one of the seats ``persons``) has acted in the match.  A match only the bots
    have acted in holds nothing of theirs to lose: a link's table the person never played, left for another
    link, is not kept aside as their match."""
    return any(seat in persons for d in m.deals for seat in d.actors)


@dataclass(frozen=True)
class Kept:
    """One unfinished match set aside: what the setup screen lists, and its save document."""

    id: str
    time: str  # when it was set aside (ISO 8601, the page's clock)
    mode: str
    scores: tuple[int, ...]
    deal: int  # the deal it stands in (1-based)
    doc: dict[str, Any]  # storage.save_doc of the match, with its take-back marks under "takebacks"

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "time": self.time, "mode": self.mode, "scores": list(self.scores),
                "deal": self.deal, "save": self.doc}

    @classmethod
    def from_json(cls, raw: object) -> Kept:
        """Raises DataError (a ValueError) for anything malformed (the match itself is read when it is resumed)."""
        if not isinstance(raw, dict):
            raise DataError("a kept match must be an object")
        ident, when, mode, scores, deal, doc = (raw.get(k) for k in ("id", "time", "mode", "scores", "deal", "save"))
        if not (isinstance(ident, str) and 0 < len(ident) <= 64 and isinstance(when, str) and len(when) <= 40):
            raise DataError("bad id or time")
        if mode not in MODES or not isinstance(doc, dict):
            raise DataError("bad mode or match")
        if not (isinstance(scores, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in scores)):
            raise DataError("bad scores")
        if not (isinstance(deal, int) and not isinstance(deal, bool) and deal > 0):
            raise DataError("bad deal")
        return cls(ident, when, mode, tuple(scores), deal, doc)


def kept_of(m: Match, ident: str, when: str, doc: dict[str, Any]) -> Kept:
    return Kept(ident, when, m.mode, tuple(m.scores), len(m.deals), doc)


def kept_shape(doc: Any) -> list[Kept]:
    """The stored list (for ``read_stored``); raises DataError (a ValueError) when any part of it is damaged."""
    if not isinstance(doc, dict) or doc.get("format") != KEPT_FORMAT or not isinstance(doc.get("matches"), list):
        raise DataError("unknown format")
    return [Kept.from_json(raw) for raw in doc["matches"]]


def kept_text(kept: Sequence[Kept]) -> str:
    return json.dumps({"format": KEPT_FORMAT, "matches": [k.to_json() for k in kept]}, separators=(",", ":"))


def add_kept(kept: Sequence[Kept], new: Kept, max_chars: int = MAX_KEPT_CHARS) -> list[Kept]:
    """``new`` added last (replacing one with the same id); over the size cap the oldest go first."""
    out = [k for k in kept if k.id != new.id] + [new]
    sizes = [len(json.dumps(k.to_json(), separators=(",", ":"))) for k in out]
    while len(out) > 1 and sum(sizes) > max_chars:
        out.pop(0)
        sizes.pop(0)
    return out


def compare_lines(mine: list[dict[str, Any]], there: list[dict[str, Any]]) -> tuple[str, str]:
    """Two records' deals of one match, as two tabs played it: "same", "ahead" (``mine`` goes on from
    ``there``), "behind" (the other way) or "apart", with where they part (the deal, the move and the other's
    move there)."""
    for i in range(max(len(mine), len(there))):
        if i >= len(mine):
            return "behind", ""
        if i >= len(there):
            return "ahead", ""
        a, b = mine[i].get("actions") or [], there[i].get("actions") or []
        if mine[i].get("deck") != there[i].get("deck"):
            return "apart", f"{i} deck"
        k = 0
        while k < len(a) and k < len(b) and a[k] == b[k]:
            k += 1
        if k < len(a) and k < len(b):
            return "apart", f"{i} {k} {b[k]}"
        if len(a) != len(b):
            last = i == (len(mine) if len(a) < len(b) else len(there)) - 1
            if not last:  # a deal finished on one side only and more deals after it: not one line
                return "apart", f"{i} {k}"
            return ("behind" if len(a) < len(b) else "ahead"), ""
    return "same", ""


def held_elsewhere(kept: Sequence[Kept], table: dict[str, Any] | None) -> set[str]:
    """The ids of kept matches whose every move another copy holds: the match on the table (its record
    ``table``) or another kept match of the same game has gone on along the same line (two tabs that played
    one match at once each keep the other's line, and a tab's own line comes back to it as a copy). Resuming
    such a copy would bring back an older position of a line that is already there, so the setup screen does
    not offer it; nothing is deleted (another tab may still need it)."""
    def header(record: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in record.items() if k not in ("deals", "seats")}

    lines: list[tuple[str, dict[str, Any]]] = [("", table)] if table is not None else []
    for k in kept:
        record = k.doc.get("record")
        if isinstance(record, dict) and isinstance(record.get("deals"), list):
            lines.append((k.id, record))
    out: set[str] = set()
    for i, (ident, record) in enumerate(lines):
        for j, (other, there) in enumerate(lines):
            if i == j or not ident or other in out or header(record) != header(there):
                continue
            how, _ = compare_lines(record["deals"], there["deals"])
            # the same line twice: the later kept copy (or the table's) is the one offered
            if how == "behind" or (how == "same" and (not other or j > i)):
                out.add(ident)
                break
    return out


def fork_of(ident: str, fork: str, theirs: Match, doc: dict[str, Any], when: str) -> Kept:
    """Another tab's line of match ``ident`` (its save ``doc``), parted from this tab's at ``fork``, as a kept
    match of its own: its identity is made from where the lines part, so every later save of that line is
    the same entry."""
    line = hashlib.sha256(f"{ident} {fork}".encode()).hexdigest()[:16]
    return kept_of(theirs, line, when, {**doc, "id": line})
