"""Exception classes: each says what went wrong in words a player understands."""

from __future__ import annotations

from .reasons import Reason


class DebertzError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(DebertzError):
    """An action that is not allowed now; the message says why (``reason`` holds the code)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.reason: Reason | None = message if isinstance(message, Reason) else None


class RecordError(DebertzError):
    """A game record that cannot be read or replayed; the message is one line."""
