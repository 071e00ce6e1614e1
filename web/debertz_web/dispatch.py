"""The table from a message's type to the function that handles it.

``update`` looks a message's handler up here instead of testing its type in a chain, so a message
type without a handler is found by a test (``tests/ui/test_messages.py``) rather than ignored at
run time. Handlers register themselves with :func:`handles` where they are defined (``update.py``
for the table, and the deal of the day, which starts a match; ``learn_update.py`` for the learning tools);
a type registered twice fails at import.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from . import effects as E
from .state import State

Handler = Callable[[State, Any], list[E.Effect]]
H = TypeVar("H", bound=Handler)

HANDLERS: dict[type, Handler] = {}


def handles(*types: type) -> Callable[[H], H]:
    """Register the decorated function as the one handler of these message types."""

    def register(fn: H) -> H:
        for t in types:
            if t in HANDLERS:  # a programming error, found at import
                raise TypeError(f"{t.__name__} is handled twice: {HANDLERS[t].__name__} and {fn.__name__}")
            HANDLERS[t] = fn
        return fn

    return register
