"""One family of errors: every error raised for bad input is a DebertzError from debertz.errors."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import debertz
from debertz import actions, cards, errors, options
from debertz.bots import get_bot
from debertz.learn.history import DealLine, Entry

ROOT = Path(__file__).resolve().parents[2]


def test_every_error_class_lives_in_errors_and_is_a_debertz_error() -> None:
    classes = [c for _, c in inspect.getmembers(errors, inspect.isclass) if c.__module__ == errors.__name__]
    assert len(classes) >= 7
    for c in classes:
        assert issubclass(c, errors.DebertzError), c
        assert getattr(debertz, c.__name__) is c, f"{c.__name__} is not importable from debertz"


def test_errors_are_importable_beside_what_raises_them() -> None:
    assert options.OptionError is errors.OptionError
    assert actions.ActionSyntaxError is errors.ActionSyntaxError


@pytest.mark.parametrize("call, kind", [
    (lambda: cards.parse_card("XX"), errors.CardSyntaxError),
    (lambda: actions.parse_action("fold"), errors.ActionSyntaxError),
    (lambda: options.make_options("5"), errors.OptionError),
    (lambda: get_bot("godlike"), errors.OptionError),
    (lambda: debertz.Match("2", first_dealer=7), errors.OptionError),
    (lambda: DealLine.from_json([0, "won", 1, False]), errors.DataError),
    (lambda: Entry.from_json([]), errors.DataError),
])
def test_bad_input_raises_a_debertz_error_that_is_still_a_value_error(call: object, kind: type) -> None:
    with pytest.raises(kind) as caught:
        call()  # type: ignore[operator]
    assert isinstance(caught.value, errors.DebertzError)
    assert isinstance(caught.value, ValueError)  # callers that caught ValueError still catch it


def test_bare_value_errors_are_programming_errors_and_say_so() -> None:
    """A ``raise ValueError`` left in the engine or the page has a comment (on its line or the line above)."""
    unexplained = []
    for folder in ("debertz", "web"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            for node in ast.walk(ast.parse("\n".join(lines))):
                if not isinstance(node, ast.Raise) or node.exc is None:
                    continue
                exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
                if isinstance(exc, ast.Name) and exc.id == "ValueError":
                    here, above = lines[node.lineno - 1], lines[node.lineno - 2] if node.lineno > 1 else ""
                    if "#" not in here and not above.strip().startswith("#"):
                        unexplained.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not unexplained, "raise ValueError without a comment saying why it is a programming error: " + \
        ", ".join(unexplained)
