"""Actions as small ints: 0..31 play that card; the rest are named below.

The text form is the record notation of docs/record-format.md.
"""

from __future__ import annotations

from .cards import SUITS, card_name, card_str, parse_card
from .errors import ActionSyntaxError as ActionSyntaxError  # raised here: importable with the actions

Action = int

PASS = 32
TAKE = 33
TRUMP_S, TRUMP_H, TRUMP_D, TRUMP_C = 34, 35, 36, 37
SWAP7 = 38
REDEAL = 39
BELLA = 40
TRUMP_BASE = TRUMP_S
N_ACTIONS = 41

_NAMES: dict[Action, str] = {
    PASS: "pass", TAKE: "take", SWAP7: "swap7", REDEAL: "redeal", BELLA: "bella",
    **{TRUMP_BASE + s: f"trump:{SUITS[s]}" for s in range(4)},
}
_BY_NAME: dict[str, Action] = {v: k for k, v in _NAMES.items()}


def is_card(action: Action) -> bool:
    return 0 <= action < 32


def action_str(action: Action) -> str:
    return card_str(action) if is_card(action) else _NAMES[action]


def parse_action(text: object) -> Action:
    if not isinstance(text, str):
        raise ActionSyntaxError(f"{text!r} is not an action")
    if text in _BY_NAME:
        return _BY_NAME[text]
    try:
        return parse_card(text)
    except ValueError:
        raise ActionSyntaxError(
            f"{text!r} is not an action (a card like QS, or pass, take, trump:S, swap7, redeal, bella)"
        ) from None


def action_label(action: Action) -> str:
    """A label a player reads: ``J♥``, ``pass``, ``trump ♠``."""
    if is_card(action):
        return card_name(action)
    if TRUMP_BASE <= action < TRUMP_BASE + 4:
        return "trump " + "♠♥♦♣"[action - TRUMP_BASE]
    return _NAMES[action]
