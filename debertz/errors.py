"""Exception classes: each says what went wrong in words a player understands.

Every error raised for bad input (a move, a record, an option, a card's text, saved or shared data)
is one of these, so a caller catches ``DebertzError`` in one place.  The classes for text or data
that cannot be read also derive from ``ValueError``: callers that caught ``ValueError`` before these
classes existed keep catching them.  A bare ``ValueError`` in this package is a programming error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .reasons import Reason


def one_line(text: str) -> str:
    """``text`` with every character that would break the line or not print written as its escape."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


class DebertzError(Exception):
    """Base of every error the engine raises on purpose; its message is one printable line, whatever
    text of the input it quotes."""

    def __init__(self, message: str = "") -> None:
        super().__init__(message if message.isprintable() else one_line(message))


class IllegalAction(DebertzError):
    """An action that is not allowed now; the message says why (``reason`` holds the code)."""

    def __init__(self, message: str) -> None:
        # imported here: reasons imports cards, which raises the errors of this module
        from .reasons import Reason

        super().__init__(message)
        self.reason: Reason | None = message if isinstance(message, Reason) else None


class RecordError(DebertzError):
    """A game record that cannot be read or replayed; the message is one line.

    ``problem``, when the reader knows it, says the same as data for a caller's own words: a code and its
    parameters, ``("option", {"name", "value"})`` (an option's value no table has; the value quoted),
    ``("deck_twice", {"deal", "card"})`` (a card twice in a deal's deck) or ``("illegal", {"deal", "move",
    "action", "turn_up", "seat", "reason"})`` (an action against the rules: its number in the deal, from 1, the
    seat that made it, and the :class:`~debertz.reasons.Reason`, which speaks to that seat)."""

    def __init__(self, message: str = "", problem: tuple[str, dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.problem = problem


class OptionError(DebertzError, ValueError):
    """An unknown mode, preset, option, option value, bot level or seat; ``option`` names the option whose
    value it is (None: not an option's value)."""

    def __init__(self, message: str = "", option: str | None = None) -> None:
        super().__init__(message)
        self.option = option


class CardSyntaxError(DebertzError, ValueError):
    """Text that is not a card (``QS``, ``TH``)."""


class ActionSyntaxError(DebertzError, ValueError):
    """Text that is not an action of the record notation."""


class DataError(DebertzError, ValueError):
    """Saved, shared or imported data (history, kept match, settings, a challenge, results) that cannot be read."""
