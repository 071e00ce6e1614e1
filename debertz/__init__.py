"""Debertz (Деберц): a pure-Python rules engine, game records and bots.

Standard library only, so it runs unchanged in CPython and in Pyodide. The folders follow the layers,
each built only on those before it:

- ``debertz/`` itself: the rules — cards, actions, options, a deal, combinations, scoring, a match,
  what one seat may see, game records, refusal reasons and the errors;
- ``debertz.bots``: the bot levels (``get_bot``);
- ``debertz.learn``: the learning tools the page uses (coach, replay cursor, take-back, history,
  challenge and replay links);
- ``debertz.cli``: the ``python -m debertz`` commands and the helpers tests and scripts share.

The names a user of the rules needs are importable from here. The layers above are imported only by
who uses them (the command line never loads the learning tools, the rules never load the bots):
``from debertz.bots import get_bot``.
"""

from .actions import action_str, parse_action
from .cards import card_str, parse_card
from .errors import ActionSyntaxError, CardSyntaxError, DataError, DebertzError, IllegalAction, OptionError, RecordError
from .match import Match
from .options import MODES, PRESETS, Options, make_options
from .record import load_record, parse_record_text, replay_text
from .view import SeatView

__version__ = "0.1.0"

__all__ = [
    "MODES", "PRESETS", "ActionSyntaxError", "CardSyntaxError", "DataError", "DebertzError", "IllegalAction", "Match",
    "OptionError", "Options", "RecordError", "SeatView", "action_str", "card_str", "load_record", "make_options",
    "parse_action", "parse_card", "parse_record_text", "replay_text",
]
