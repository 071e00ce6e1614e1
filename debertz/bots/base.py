"""The bot interface and the deterministic per-decision random generator."""

from __future__ import annotations

import random
from typing import Protocol

from ..view import SeatView


class Bot(Protocol):
    level: str

    def choose(self, view: SeatView) -> int:
        """The action this bot takes now; ``view.turn`` must be the bot's seat."""
        ...


def decision_rng(seed: int | str, view: SeatView, salt: str = "") -> random.Random:
    """Randomness for one decision, from the bot's seed and the deal position only (replays match)."""
    return random.Random(f"bot:{seed}:{salt}:{view.deal_number}:{view.dealer}:{len(view.log)}:{view.seat}")
