"""Reading, checking and replaying ``debertz-record/1`` documents (docs/record-format.md).

Every problem becomes a :class:`RecordError` with one line that names the deal and action.
"""

from __future__ import annotations

import json
from typing import Any

from .actions import action_str, parse_action
from .cards import card_str, parse_card
from .errors import ActionSyntaxError, IllegalAction, OptionError, RecordError
from .match import RECORD_FORMAT, Match
from .options import PRESETS, SEATS, check_mode, json_text, make_options


def parse_record_text(text: str) -> dict[str, Any]:
    """The record's JSON object; raises :class:`RecordError`.  A byte order mark before it (a file saved by
    a Windows editor) is read past, as JSON's standard allows."""
    try:
        doc = json.loads(text.removeprefix("\ufeff"), parse_constant=_not_json)
    except json.JSONDecodeError as e:
        raise RecordError(f"bad JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise RecordError("bad JSON: nested too deeply") from None
    except ValueError:  # the only other: a number of more digits than Python converts (4,300)
        raise RecordError("bad JSON: a number has too many digits") from None
    if not isinstance(doc, dict):
        raise RecordError("bad record: the document must be a JSON object")
    return doc


def _not_json(word: str) -> None:
    """``NaN``, ``Infinity`` and ``-Infinity``: Python's reader takes them, JSON has no such numbers."""
    raise RecordError(f"bad JSON: {word} is not a JSON number")


def parse_deck(raw: object, where: str, deal: int = 0) -> list[int]:
    """The deck of deal number ``deal`` (from 1; ``where`` says it in a message)."""
    if not isinstance(raw, list):
        raise RecordError(f"{where}: deck must be a list of 32 cards")
    deck: list[int] = []
    for item in raw:
        if not isinstance(item, str):
            raise RecordError(f"{where}: deck holds {json.dumps(item)[:40]}, which is not a card")
        try:
            deck.append(parse_card(item))
        except ValueError:
            raise RecordError(f"{where}: deck holds {item[:20]!r}, which is not a card") from None
    if len(deck) != 32:
        raise RecordError(f"{where}: deck has {len(deck)} cards, not 32 distinct cards")
    seen: set[int] = set()
    for c in deck:
        if c in seen:
            raise RecordError(f"{where}: deck is not 32 distinct cards ({card_str(c)} appears twice)",
                              ("deck_twice", {"deal": deal, "card": c}))
        seen.add(c)
    return deck


MAX_SEAT_TEXT = 40  # a person's name or a bot's level in ``seats``


def read_seats(doc: dict[str, Any], n: int) -> list[dict[str, str]] | None:
    """The record's optional ``seats`` (who played each seat: ``{"person": name}`` or ``{"bot": level}``),
    or None when the record has none; raises :class:`RecordError` when it is there but malformed."""
    raw = doc.get("seats")
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != n:
        raise RecordError(f"bad record: seats must be a list of {n} seats")
    out: list[dict[str, str]] = []
    for i, seat in enumerate(raw):
        ok = (isinstance(seat, dict) and len(seat) == 1 and next(iter(seat)) in ("person", "bot")
              and isinstance(text := next(iter(seat.values())), str) and len(text) <= MAX_SEAT_TEXT
              and text.isprintable() and (bool(text) or "person" in seat))
        if not ok:
            raise RecordError(f"bad record: seat {i} must be {{\"person\": name}} or {{\"bot\": level}}")
        out.append(dict(seat))
    return out


def seat_people(doc: dict[str, Any], n: int) -> tuple[str | None, ...]:
    """Per seat, the name of the person the record's ``seats`` says played it ("" for one left unnamed), None for
    a bot; None at every seat when the record names nobody or its ``seats`` has another shape."""
    try:
        seats = read_seats(doc, n)
    except RecordError:
        seats = None
    return (None,) * n if seats is None else tuple(seat.get("person") for seat in seats)


def given(obj: dict[str, Any], key: str, default: Any) -> Any:
    """An optional field: ``default`` when it is left out or written as null (a writer's "not set")."""
    value = obj.get(key)
    return default if value is None else value


def load_record(doc: dict[str, Any]) -> Match:
    """Check a record and replay it into a :class:`Match`; raises :class:`RecordError`."""
    fmt = doc.get("format")
    if fmt != RECORD_FORMAT:
        raise RecordError(f"bad record: format must be {RECORD_FORMAT!r}, not {json.dumps(fmt)[:40]}")
    try:
        mode = check_mode(doc.get("mode"))
        preset = given(doc, "preset", "classic")
        if preset not in PRESETS:
            raise OptionError(f"unknown preset {json.dumps(preset)[:40]} (expected one of: {', '.join(PRESETS)})")
        raw_opts = given(doc, "options", {})
        if not isinstance(raw_opts, dict):
            raise OptionError("options must be a JSON object")
        options = make_options(mode, preset, raw_opts)
    except OptionError as e:
        bad: tuple[str, dict[str, Any]] | None = None
        if e.option is not None:  # the value as the file has it
            value = raw_opts.get(e.option)
            bad = ("option", {"name": e.option, "value": (value if isinstance(value, str) else json_text(value))[:20]})
        raise RecordError(f"bad record: {e}", bad) from None
    n = SEATS[mode]
    fd = doc.get("first_dealer")
    if isinstance(fd, float) and fd.is_integer():
        fd = int(fd)  # a writer's 1.0 is seat 1, as a target's 501.0 is 501
    if isinstance(fd, bool) or not isinstance(fd, int) or not 0 <= fd < n:
        raise RecordError(f"bad record: first_dealer must be a seat from 0 to {n - 1}")
    deals = doc.get("deals")
    if not isinstance(deals, list):
        raise RecordError("bad record: deals must be a list")
    decks = []
    for i, raw in enumerate(deals, 1):
        if not isinstance(raw, dict):
            raise RecordError(f"deal {i}: must be an object with deck and actions")
        decks.append(parse_deck(raw.get("deck"), f"deal {i}", i))
        if not isinstance(given(raw, "actions", []), list):
            raise RecordError(f"deal {i}: actions must be a list")
    match = Match(mode, options, preset=preset, first_dealer=fd, first_deck=decks[0] if decks else None)
    for i, raw in enumerate(deals, 1):
        if i > 1:
            if match.finished:
                raise RecordError(f"deal {i}: the match was already over after deal {i - 1}")
            if not match.deal.over:
                raise RecordError(f"deal {i - 1} is unfinished but deal {i} follows")
            match.next_deal(decks[i - 1])
        for j, text in enumerate(given(raw, "actions", []), 1):
            shown = text[:20] if isinstance(text, str) else json_text(text)[:20]
            try:
                action = parse_action(text)
            except ActionSyntaxError as e:
                raise RecordError(f"deal {i}, action {j} ({shown}): {e}") from None
            if match.finished or match.deal.over:
                raise RecordError(f"deal {i}, action {j} ({shown}): the deal is already over")
            try:
                match.apply(action)
            except IllegalAction as e:
                seat = match.current_player()
                raise RecordError(f"deal {i}, action {j} ({action_str(action)}, seat {seat}): {e}",
                                  ("illegal", {"deal": i, "move": j, "action": action, "turn_up": match.deal.turn_up,
                                               "seat": seat, "reason": e.reason})) from None
    match.record_deals = len(deals)
    return match


def replay_text(text: str) -> dict[str, Any]:
    """Replay a record given as text; the result document of ``python -m debertz replay``."""
    doc = parse_record_text(text)
    match = load_record(doc)
    if not match.started:
        return {"deals": [], "scores": [0] * match.n_sides, "finished": False, "winner": None}
    return match.replay_summary()
