"""Exception classes: each says what went wrong in words a player understands."""


class DebertzError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(DebertzError):
    """An action that is not allowed now; the message says why."""


class RecordError(DebertzError):
    """A game record that cannot be read or replayed; the message is one line."""
