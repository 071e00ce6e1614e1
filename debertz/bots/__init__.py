"""Debertz bots.  ``get_bot(level, seed)``; every bot has ``choose(view) -> action``.

``LEVELS`` are the levels a player may choose in the game.  ``oracle`` sees every hand and is
for the arena only (``get_bot`` gives it only with ``allow_oracle=True``), as are the ``BASELINES``:
named configurations of the hard bot (some of its refinements left out, its settings pinned, or a
change measured and not shipped), to measure what each one adds.
"""

from __future__ import annotations

from ..errors import OptionError
from .base import Bot, decision_rng
from .rules import EasyBot, NormalBot
from .search import HardBot, OracleBot

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_LEVEL = "hard"  # the terminal's opponents (`python -m debertz play`); the page starts a new player at normal
# The baselines, each the hard bot configured otherwise (docs/decisions.md, "The hard bot"):
# every baseline reads every other seat as a policy-like player (``loose`` 0; the hard bot allows for a loose one);
# hard_v4 reads the other seats more softly: a card other than the policy's costs a world a factor 0.3
#   (hard: 0.1) among 3x candidate worlds (hard: 8x), and heard bids are read with the unfitted scale 1.4
#   and width 12 in every mode;
# hard_v3 is hard_v4 weighing as many worlds at its leads as at its follows (hard_v4 and hard: 3x);
# hard_v2 is hard_v3 with play-outs (of the cards and of the bidding) where every seat, its own side's too,
#   sees every hand of the world;
# hard_v1 is hard_v2 without reading the cards played: its worlds are weighted by the bids heard only.
# hard_v5 is the hard bot before it allowed for loose players: it declares whenever a bid's simulated value
#   beats passing (no bidding margin); a change of the hard bot's defaults writes the old value here, so that
#   hard_v5 stays what it is;
# hard_cautious is hard_v5 declaring only when a bid's simulated value beats passing by 8 points or more
#   (measured against hard_v5 and not shipped: docs/decisions.md);
# hard_close is hard_v5 weighing twice the worlds at a card choice that is close once the planned worlds
#   are weighed (the best card's lead over the next within one standard error), as hard_v7 and hard do;
# hard_v6 is the hard bot before it weighed more worlds at close choices (``close_factor`` 1): the loose
#   reading on top of hard_v5;
# hard_v7 is the hard bot with the policy's leads only in its play-outs (no other plans: ``plans`` ""):
#   hard_v6 with twice the worlds at close choices.
# Every baseline sets ``plans`` "" (the play-outs' plans came after all of them), so that each stays what it
#   was measured as.
_V4: dict[str, object] = {"play_eps": 0.3, "resample": 3, "bid_scale": 1.4, "bid_slope": 12.0, "loose": 0.0,
                          "close_factor": 1.0, "plans": ""}
_V5: dict[str, object] = {"bid_margin": 0.0, "close_factor": 1.0, "bid_reading": "in_use", "loose": 0.0, "plans": ""}
BASELINES: dict[str, dict[str, object]] = {
    "hard_v1": {**_V4, "play_eps": 0.0, "resample": 1, "playout_deciders": "nobody", "bid_deciders": "nobody",
                "lead_factor": 1.0},
    "hard_v2": {**_V4, "playout_deciders": "nobody", "bid_deciders": "nobody", "lead_factor": 1.0},
    "hard_v3": {**_V4, "lead_factor": 1.0},
    "hard_v4": _V4,
    "hard_v5": _V5,
    "hard_cautious": {**_V5, "bid_margin": 8.0},
    "hard_close": {**_V5, "close_factor": 2.0},
    "hard_v6": {"close_factor": 1.0, "plans": ""},
    "hard_v7": {"plans": ""},
    "hard_per_word": {**_V5, "bid_reading": "per_word_fit"},
}
ARENA_LEVELS: tuple[str, ...] = LEVELS + ("oracle",) + tuple(BASELINES)


def get_bot(level: str, seed: int | str = 0, *, allow_oracle: bool = False, **kw: object) -> Bot:
    """A bot of ``level``.  Keyword options go to the hard bot (e.g. ``time_budget``, ``samples``)."""
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed, **kw)  # type: ignore[arg-type]
    if level == "oracle" and allow_oracle:
        return OracleBot(seed)
    if level in BASELINES and allow_oracle:
        bot = HardBot(seed, **{**kw, **BASELINES[level]})  # type: ignore[arg-type]
        bot.level = level
        return bot
    raise OptionError(f"unknown bot level {level!r} (expected one of: {', '.join(LEVELS)})")


__all__ = ["Bot", "EasyBot", "NormalBot", "HardBot", "OracleBot", "LEVELS", "ARENA_LEVELS", "DEFAULT_LEVEL",
           "get_bot", "decision_rng"]
