"""Match history and statistics: finished matches kept in the browser, as plain data.

An :class:`Entry` holds what the history panel lists (date, mode, options, opponents, result),
a one-line summary per deal for the statistics (so they need no replay), and the match's
``debertz-record/1`` document to open in the viewer or export.  The store is one JSON text with
a cap on entries and size, pruned oldest first.  Reading a damaged store never raises: the good
entries are kept and a one-line problem is returned, so the page can set the text aside.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Sequence

from ..errors import DataError
from ..match import MAX_SEED, Match
from ..options import MODES, SEATINGS
from ..record import seat_people

HISTORY_FORMAT = "debertz-history/1"
MAX_ENTRIES = 200
MAX_CHARS = 1_500_000  # the whole store as JSON text (browser storage holds about 5 MB)
PLAYED = ("made", "bait", "hanging")


@dataclass(frozen=True)
class DealLine:
    """One deal as the statistics see it, from the person's side."""

    declarer: int | None  # the seat that fixed trump
    outcome: str  # made | bait | hanging | redeal | debertz | unfinished
    got: int  # what the person's side wrote for the deal (recorded + penalties)
    ski: bool  # the person's side took no trick in a played deal

    def to_json(self) -> list[Any]:
        return [self.declarer, self.outcome, self.got, self.ski]

    @classmethod
    def from_json(cls, raw: object) -> DealLine:
        if not (isinstance(raw, list) and len(raw) == 4):
            raise DataError("a deal line must be [declarer, outcome, got, ski]")
        declarer, outcome, got, ski = raw
        if declarer is not None and not _is_int(declarer):
            raise DataError("bad declarer")
        if outcome not in PLAYED + ("redeal", "debertz", "unfinished") or not _is_int(got) or not isinstance(ski, bool):
            raise DataError("bad deal line")
        return cls(declarer, outcome, got, ski)


@dataclass(frozen=True)
class Entry:
    """One finished (or abandoned) match."""

    id: str
    date: str  # ISO 8601, from the page's clock
    mode: str
    preset: str
    options: dict[str, Any]
    opponents: tuple[str, ...]  # the level of every other seat, clockwise from the person (in 2x2 the partner too)
    person: int  # the person's seat
    scores: tuple[int, ...]
    winner: int | None  # the winning side, None when unfinished
    deals: tuple[DealLine, ...]
    record: dict[str, Any]
    takebacks: tuple[int, ...] = ()  # 0-based deals where take-backs were used
    seed: str = ""  # the match's seed (its decks follow from it: a replay link can carry the match)

    @property
    def person_side(self) -> int:
        return SEATINGS[self.mode].side_of[self.person]

    @property
    def won(self) -> bool:
        return self.winner is not None and self.winner == self.person_side

    @property
    def margin(self) -> int:
        """The person's final score minus the best other side's."""
        me = self.person_side
        others = [s for i, s in enumerate(self.scores) if i != me]
        return self.scores[me] - max(others) if others else 0

    @cached_property
    def text(self) -> str:
        """The entry as the store writes it (kept: the whole store is written again after every match)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @property
    def partner(self) -> str | None:
        """The partner's level in ``2x2`` (the seat opposite, the second of :attr:`opponents`), else None."""
        return self.opponents[1] if self.mode == "2x2" and len(self.opponents) == 3 else None

    @property
    def names(self) -> tuple[str | None, ...]:
        """Per other seat, as :attr:`opponents`: the name of a person who played it at the same device (the
        record's ``seats``; "" for a person left unnamed), None for a bot or when the record names nobody."""
        n = len(self.opponents) + 1
        people = seat_people(self.record, n)
        return tuple(people[(self.person + i) % n] for i in range(1, n))

    @property
    def against(self) -> tuple[str, ...]:
        """The levels of the seats the person played against (in ``2x2`` the partner is not one of them)."""
        if self.partner is None:
            return self.opponents
        return (self.opponents[0], self.opponents[2])

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "date": self.date, "mode": self.mode, "preset": self.preset,
                "options": self.options, "opponents": list(self.opponents), "person": self.person,
                "scores": list(self.scores), "winner": self.winner,
                "deals": [d.to_json() for d in self.deals], "record": self.record,
                "takebacks": list(self.takebacks), "seed": self.seed}

    @classmethod
    def from_json(cls, raw: object) -> Entry:
        """Raises DataError (a ValueError) for anything malformed."""
        if not isinstance(raw, dict):
            raise DataError("an entry must be an object")
        g = raw.get
        ident, date, mode, preset = g("id"), g("date"), g("mode"), g("preset", "classic")
        if not (isinstance(ident, str) and 0 < len(ident) <= 64 and isinstance(date, str) and len(date) <= 40):
            raise DataError("bad id or date")
        if mode not in MODES or not isinstance(preset, str):
            raise DataError("bad mode")
        options, opponents, person = g("options", {}), g("opponents"), g("person", 0)
        scores, winner, record = g("scores"), g("winner"), g("record")
        if not isinstance(options, dict) or not isinstance(record, dict):
            raise DataError("bad options or record")
        if not (isinstance(opponents, list) and all(isinstance(o, str) and len(o) <= 20 for o in opponents)):
            raise DataError("bad opponents")
        if not (_is_int(person) and isinstance(scores, list) and scores and all(_is_int(s) for s in scores)):
            raise DataError("bad scores")
        if winner is not None and not (_is_int(winner) and 0 <= winner < len(scores)):
            raise DataError("bad winner")
        deals = g("deals", [])
        takebacks = g("takebacks", [])
        if not isinstance(deals, list) or not isinstance(takebacks, list) or not all(_is_int(t) for t in takebacks):
            raise DataError("bad deals")
        seed = g("seed", "")
        if not isinstance(seed, str) or len(seed) > MAX_SEED:
            raise DataError("bad seed")
        entry = cls(ident, date, mode, preset, options, tuple(opponents), person, tuple(scores), winner,
                    tuple(DealLine.from_json(d) for d in deals), record, tuple(takebacks), seed)
        if not 0 <= entry.person_side < len(scores):
            raise DataError("bad person")
        return entry


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def entry_from_match(match: Match, opponents: Sequence[str], date: str, person: int = 0,
                     takebacks: Sequence[int] = (), ident: str = "",
                     seats: Sequence[dict[str, str]] | None = None) -> Entry:
    """The history entry of a match (finished or not); ``ident``: the match's own identity, as the entry's id
    (without one, the id is made from the date and the record); ``seats``: who played each seat, kept in the
    record (its ``seats`` key) so that an exported history names the people as an exported match does."""
    me = match.side_of(person)
    lines = []
    for h in match.history:
        got = h.recorded[me] + h.penalties[me]
        ski = h.outcome in PLAYED and h.totals is not None and h.totals.tricks[me] == 0
        lines.append(DealLine(h.declarer, h.outcome, got, ski))
    record = match.to_record()
    if seats is not None:
        record["seats"] = [dict(seat) for seat in seats]
    text = json.dumps(record, sort_keys=True)
    ident = ident or date.replace(":", "").replace("-", "")[:15] + "-" + hashlib.sha1(text.encode()).hexdigest()[:8]
    return Entry(ident, date, match.mode, match.preset, dict(record["options"]), tuple(opponents), person,
                 tuple(match.scores), match.winner if match.finished else None, tuple(lines), record,
                 tuple(sorted(set(takebacks))), str(match.seed))


# ----- the store -----
def dump_store(entries: Sequence[Entry]) -> str:
    """The store's text: ``{"format": …, "matches": [entry, …]}`` (compact JSON)."""
    return f'{{"format":{json.dumps(HISTORY_FORMAT)},"matches":[{",".join(e.text for e in entries)}]}}'


def load_store(text: str | None) -> tuple[list[Entry], str | None]:
    """Entries from the stored text, oldest first, and a one-line problem (None when all is well).

    Never raises: a store that cannot be read gives no entries and a problem; damaged entries
    are left out (and counted in the problem)."""
    if not text:
        return [], None
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return [], "the match history could not be read; it was set aside"
    if not isinstance(doc, dict) or doc.get("format") != HISTORY_FORMAT or not isinstance(doc.get("matches"), list):
        return [], "the match history is not in a known format; it was set aside"
    entries: list[Entry] = []
    bad = 0
    seen: set[str] = set()
    for raw in doc["matches"]:
        try:
            e = Entry.from_json(raw)
        except (ValueError, TypeError):
            bad += 1
            continue
        if e.id not in seen:
            seen.add(e.id)
            entries.append(e)
    if bad:
        return entries, f"{bad} damaged match{'es' if bad > 1 else ''} in the history were set aside"
    return entries, None


def add_entry(entries: Sequence[Entry], entry: Entry, max_entries: int = MAX_ENTRIES,
              max_chars: int = MAX_CHARS) -> list[Entry]:
    """The entries with ``entry`` added last (replacing one with the same id), pruned oldest first.

    The new entry itself is always kept, even when it alone is over the size cap."""
    out = [e for e in entries if e.id != entry.id] + [entry]
    sizes = [len(e.text) + 1 for e in out]
    total = sum(sizes) + 40
    start = 0
    while start < len(out) - 1 and (len(out) - start > max_entries or total > max_chars):
        total -= sizes[start]
        start += 1
    return out[start:]


# ----- statistics -----
@dataclass
class Stats:
    """Statistics over some matches, from the person's side."""

    matches: int = 0
    wins: int = 0
    deals: int = 0  # deals played out
    declared: int = 0  # deals the person declared
    baited: int = 0  # of those, baits
    skis: int = 0  # deals the person's side took no trick
    side_declared: int = 0  # deals the person's side declared (in 2x2 the partner too)
    declarer_points: int = 0
    defender_points: int = 0
    by_level: dict[str, list[int]] = field(default_factory=dict)  # the levels played against -> [matches, wins]

    # each rate is None when there is nothing to count (no deal declared: no bait rate), which the page
    # shows as a dash, not as a 0 nobody scored

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.matches if self.matches else None

    @property
    def declare_rate(self) -> float | None:
        return self.declared / self.deals if self.deals else None

    @property
    def baited_rate(self) -> float | None:
        return self.baited / self.declared if self.declared else None

    @property
    def points_as_declarer(self) -> float | None:
        return self.declarer_points / self.side_declared if self.side_declared else None

    @property
    def points_as_defender(self) -> float | None:
        defended = self.deals - self.side_declared
        return self.defender_points / defended if defended else None

    def add(self, e: Entry) -> None:
        self.matches += 1
        self.wins += e.won
        key = opponents_key(e.against)
        row = self.by_level.setdefault(key, [0, 0])
        row[0] += 1
        row[1] += e.won
        me = e.person_side
        for d in e.deals:
            if d.outcome not in PLAYED or d.declarer is None:
                continue
            self.deals += 1
            self.skis += d.ski
            side = SEATINGS[e.mode].side_of[d.declarer]
            if d.declarer == e.person:
                self.declared += 1
                self.baited += d.outcome == "bait"
            if side == me:
                self.side_declared += 1
                self.declarer_points += d.got
            else:
                self.defender_points += d.got


def opponents_key(levels: Sequence[str]) -> str:
    """How matches are grouped by bots: ``hard``, or ``easy+hard`` for a mixed table."""
    return "+".join(sorted(set(levels))) or "-"


def statistics(entries: Sequence[Entry]) -> dict[str, Stats]:
    """Statistics overall (key ``all``) and per mode (keys ``2``, ``3``, ``4``, ``2x2`` that were played)."""
    out: dict[str, Stats] = {"all": Stats()}
    for e in entries:
        out["all"].add(e)
        out.setdefault(e.mode, Stats()).add(e)
    return out


def margin_chart(values: Sequence[int], label: str, width: int = 240, height: int = 64) -> str:
    """A small SVG bar chart of the person's final margins, oldest left: wins up, losses down.

    ``label`` is the accessible name (already translated).  Pure: same input, same text."""
    vals = list(values)[-30:]
    esc = label.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}" role="img" aria-label="{esc}"><title>{esc}</title>')
    mid = height / 2
    parts = [head, f'<line x1="0" y1="{mid:g}" x2="{width}" y2="{mid:g}" class="axis" stroke="currentColor" '
                   f'stroke-width="1" opacity="0.4"/>']
    if vals:
        top = max(abs(v) for v in vals) or 1
        step = width / len(vals)
        bar = max(step * 0.7, 1.0)
        for i, v in enumerate(vals):
            h = (mid - 2) * abs(v) / top
            y = mid - h if v >= 0 else mid
            cls = "win" if v > 0 else "loss" if v < 0 else "draw"
            colour = {"win": "#2e7d32", "loss": "#c62828", "draw": "#888"}[cls]
            shown = f"{v:+d}".replace("-", "\u2212") if v else "0"  # a minus sign, as the page writes a score
            parts.append(f'<rect class="{cls}" x="{i * step + (step - bar) / 2:.1f}" y="{y:.1f}" '
                         f'width="{bar:.1f}" height="{max(h, 1):.1f}" fill="{colour}"><title>{shown}</title></rect>')
    parts.append("</svg>")
    return "".join(parts)
