"""Challenge links: the same deals against the same bots, then a duplicate comparison.

A challenge is the table (mode, preset, options, bot levels), the seed (which fixes every deck
and the first dealer) and the sender's name and result: what the sender's side wrote on the
score sheet for each deal.  The link carries the table as ordinary link parameters and the
rest in one ``challenge`` parameter, with a short check over both, so a link whose table or
result was changed is noticed and gives one line and a normal game (:func:`decode` never raises).
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass
from typing import Any, Sequence

from .. import options as O
from ..errors import DataError
from ..match import DealSummary, Match, engine_seed, seeded_first_dealer

CHALLENGE_KEY = "challenge"
VERSION = 1
MAX_NAME = 24  # characters of a person's name, at the table and in a link (the page's settings use it too)
MAX_DEALS = 200
MAX_VALUE = 100_000
# The bot levels a link may name: a copy, bound to debertz.bots.LEVELS by a test (importing the bots
# here would slow the page's first picture).
LINK_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Challenge:
    mode: str
    preset: str
    options: dict[str, Any]  # every option, as Options.to_dict()
    bots: tuple[str, ...]  # level of each other seat, clockwise from the person
    seed: str
    name: str  # the sender's name ("" when none)
    deals: tuple[tuple[int, ...], ...]  # per deal: what each side wrote (recorded + penalties)
    scores: tuple[int, ...]  # the sender's final scores per side
    person: int = 0  # the sender's seat (the person sits at seat 0 in the game)

    @property
    def first_dealer(self) -> int:
        return seeded_first_dealer(engine_seed(self.seed), O.SEATS[self.mode])


def challenge_from_match(match: Match, bots: Sequence[str], name: str, person: int = 0) -> Challenge:
    """The challenge a sender sends after (or during) a match."""
    deals = tuple(tuple(r + p for r, p in zip(h.recorded, h.penalties)) for h in match.history)
    return Challenge(match.mode, match.preset, match.options.to_dict(), tuple(bots), str(match.seed),
                     fit_name(name), deals, tuple(match.scores), person)


def fit_name(name: str) -> str:
    """A name fit to show: printable, one line, at most MAX_NAME characters."""
    return "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_NAME]


def _canonical(ch: Challenge) -> str:
    return json.dumps([VERSION, ch.mode, ch.preset, ch.options, list(ch.bots), ch.seed, ch.name,
                       [list(d) for d in ch.deals], list(ch.scores), ch.person],
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def check_of(ch: Challenge) -> str:
    return hashlib.sha256(_canonical(ch).encode()).hexdigest()[:12]


def encode(ch: Challenge) -> str:
    """The value of the ``challenge`` parameter: the sender's part and the check."""
    body = json.dumps({"v": VERSION, "n": ch.name, "d": [list(d) for d in ch.deals], "s": list(ch.scores),
                       "p": ch.person}, separators=(",", ":"), ensure_ascii=False)
    text = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return f"{text}.{check_of(ch)}"


def table_params(ch: Challenge) -> list[tuple[str, str]]:
    """The link's table parameters, as the game's share link writes them."""
    opts = O.make_options(ch.mode, ch.preset, ch.options)
    q = [("mode", ch.mode), ("preset", ch.preset)]
    diff = O.option_diff(ch.mode, ch.preset, opts)
    q.extend((k, str(diff[k])) for k in O.OPTION_NAMES if k in diff)
    q.append(("bots", ",".join(ch.bots)))
    q.append(("seed", ch.seed))
    q.append((CHALLENGE_KEY, encode(ch)))
    return q


def _ints(raw: object, length: int) -> tuple[int, ...]:
    if not (isinstance(raw, list) and len(raw) == length):
        raise DataError("wrong length")
    if not all(isinstance(x, int) and not isinstance(x, bool) and abs(x) <= MAX_VALUE for x in raw):
        raise DataError("not a number")
    return tuple(raw)


def decode(value: str, mode: str, preset: str, options: O.Options, bots: Sequence[str],
           seed: str | None) -> tuple[Challenge | None, str | None]:
    """The challenge of a link whose table parameters were already read, or (None, one-line problem).

    ``options``/``bots``/``seed`` are what the link's own parameters gave; the check must match them."""
    bad = "the challenge in this link is damaged or was changed; this is a normal game"
    if seed is None:
        return None, "the challenge link has no seed; this is a normal game"
    if len(value) > 4000 or value.count(".") != 1:
        return None, bad
    text, check = value.split(".")
    try:
        body = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode())
        if not isinstance(body, dict) or body.get("v") != VERSION:
            raise DataError("version")
        n_sides = O.SEATINGS[mode].n_sides
        name = body.get("n")
        raw_deals = body.get("d")
        if not isinstance(name, str) or fit_name(name) != name or not isinstance(raw_deals, list):
            raise DataError("name")
        if len(raw_deals) > MAX_DEALS:
            raise DataError("too many deals")
        deals = tuple(_ints(d, n_sides) for d in raw_deals)
        scores = _ints(body.get("s"), n_sides)
        person = body.get("p")
        if not (isinstance(person, int) and not isinstance(person, bool) and 0 <= person < O.SEATS[mode]):
            raise DataError("seat")
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None, bad
    levels = tuple(bots)
    if any(b not in LINK_LEVELS for b in levels) or len(levels) != O.SEATS[mode] - 1:
        return None, bad
    ch = Challenge(mode, preset, options.to_dict(), levels, seed, name, deals, scores, person)
    if check != check_of(ch):
        return None, bad
    return ch, None


@dataclass(frozen=True)
class ComparisonLine:
    """One deal of the duplicate comparison, from the person's side (the same cards for both)."""

    deal: int  # 1-based
    theirs: int | None  # what the sender's side wrote (None: the sender's match had no such deal)
    mine: int | None
    better: str  # you | them | even | open (one side has not played it)


def compare(ch: Challenge, history: Sequence[DealSummary], my_side: int = 0) -> list[ComparisonLine]:
    """The sender's deals next to the person's (their score-sheet lines, ``history``), deal by deal."""
    theirs_side = O.SEATINGS[ch.mode].side_of[ch.person]
    mine = [h.recorded[my_side] + h.penalties[my_side] for h in history]
    out = []
    for i in range(max(len(ch.deals), len(mine))):
        t = ch.deals[i][theirs_side] if i < len(ch.deals) else None
        m = mine[i] if i < len(mine) else None
        if t is None or m is None:
            better = "open"
        else:
            better = "you" if m > t else "them" if t > m else "even"
        out.append(ComparisonLine(i + 1, t, m, better))
    return out
