"""A whole seeded match in a few hundred characters, for replay links.

A seeded match is fixed by its table, its seed (every deck and the first dealer) and its actions,
so a link can carry it: the options that differ from the preset, the seed, who sat where when the record
says so (its ``seats``: at a table of several people the viewer names them), and each deal's actions as
one character each (URL-safe).  :func:`decode` rebuilds the ``debertz-record/1`` document and
checks every action like an imported record; anything wrong is a :class:`RecordError` (one line).
"""

from __future__ import annotations

import base64
import json
from typing import Any

from .. import options as O
from ..errors import RecordError
from ..match import MAX_SEED, Match, engine_seed

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"  # action int -> character
MAX_LINK = 6000


def encode(match: Match, deals: int | None = None) -> str:
    """The match (its first ``deals`` deals, default all so far) as link text."""
    return _encode(match.mode, match.preset, match.options, str(match.seed),
                   [list(d.actions) for d in match.deals[:deals]])


def encode_record(doc: dict[str, Any], seed: str, deals: int | None = None) -> str:
    """A record of a seeded match (its seed given) as link text; raises RecordError when the record's decks
    are not the seed's (an imported record with decks of its own cannot travel in a link)."""
    from ..actions import parse_action
    from ..record import load_record, read_seats

    m = load_record(doc)
    try:
        actions = [[parse_action(a) for a in d["actions"]] for d in doc["deals"][:deals]]
    except (KeyError, TypeError, ValueError):
        raise RecordError("bad record") from None
    text = _encode(m.mode, m.preset, m.options, seed, actions, read_seats(doc, m.n))
    try:
        same = decode(text)["deals"] == doc["deals"][:deals]
    except RecordError:
        same = False
    if not same:
        raise RecordError("this match's decks do not come from its seed")
    return text


def _encode(mode: str, preset: str, options: O.Options, seed: str, deals: list[list[int]],
            seats: list[dict[str, str]] | None = None) -> str:
    head: dict[str, Any] = {"v": 1, "m": mode, "p": preset, "s": seed, "o": O.option_diff(mode, preset, options)}
    if seats is not None:
        head["t"] = seats
    # names in their own letters (UTF-8), not escaped: a Cyrillic name then takes two bytes a letter, not six
    packed = base64.urlsafe_b64encode(json.dumps(head, separators=(",", ":"), ensure_ascii=False).encode())
    text = packed.decode().rstrip("=")
    return text + "~" + ".".join("".join(ALPHABET[a] for a in d) for d in deals)


def decode(text: str) -> dict[str, Any]:
    """The record of a replay link's match; raises :class:`RecordError` with one line."""
    if len(text) > MAX_LINK or text.count("~") != 1:
        raise RecordError("the replay link is damaged")
    head_text, deals_text = text.split("~")
    try:
        head = json.loads(base64.urlsafe_b64decode(head_text + "=" * (-len(head_text) % 4)).decode())
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise RecordError("the replay link is damaged") from None
    if not isinstance(head, dict) or head.get("v") != 1 or not isinstance(head.get("s"), str):
        raise RecordError("the replay link is damaged")
    try:
        mode = O.check_mode(head.get("m"))
        preset = head.get("p")
        if preset not in O.PRESETS or not isinstance(head.get("o"), dict):
            raise O.OptionError("bad preset or options")
        options = O.make_options(mode, preset, head["o"])
    except O.OptionError as e:
        raise RecordError(f"the replay link is damaged: {e}") from None
    seed = head["s"][:MAX_SEED]
    m = Match(mode, options, preset=preset, seed=engine_seed(seed))
    seats = _read_seats(head.get("t"), m.n)
    for i, deal in enumerate(deals_text.split(".") if deals_text else [""]):
        if i > 0:
            if m.finished or not m.deal.over:
                raise RecordError(f"the replay link is damaged (deal {i + 1})")
            m.next_deal()
        for j, ch in enumerate(deal, 1):
            k = ALPHABET.find(ch)
            if k < 0 or m.finished or m.deal.over or k not in m.legal_actions():
                raise RecordError(f"the replay link is damaged (deal {i + 1}, action {j})")
            m.apply(k)
    doc = m.to_record()
    if seats is not None:
        doc["seats"] = seats
    return doc


def _read_seats(raw: object, n: int) -> list[dict[str, str]] | None:
    """A link's seats (None: the link names nobody); a link's seats that a record could not hold damage it."""
    from ..record import read_seats

    try:
        return read_seats({"seats": raw}, n)
    except RecordError:
        raise RecordError("the replay link is damaged (seats)") from None
