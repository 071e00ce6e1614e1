"""The deal of the day: one deal whose deck follows from the date alone.

Every player who opens the deal of a given day (in UTC) gets the same deck, dealer and bots, offline
too, because the match's seed is the date itself (``day-2026-12-02``). The table is fixed as well,
so two results of the same day are comparable deal by deal; the challenge links carry a result to
someone else (:mod:`debertz.learn.challenge`).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from .. import options as O

SEED_PREFIX = "day-"
PRESET = "classic"
TARGET = "one_deal"
BOT_LEVEL = "normal"  # the same opponents for everyone: results are comparable


def day_of(now: str) -> dt.date | None:
    """The UTC day of an ISO timestamp or date (``2026-12-02T23:10:00.000Z``), or None if it is not one."""
    text = now.strip()[:10]
    try:
        return dt.date.fromisoformat(text) if len(text) == 10 else None
    except ValueError:
        return None


def seed_of(day: dt.date) -> str:
    """The seed of a day's deal (a link's ``seed`` text: letters, digits and dashes)."""
    return f"{SEED_PREFIX}{day.isoformat()}"


def day_of_seed(seed: str | None) -> dt.date | None:
    """The day whose deal a seed is, or None for any other seed."""
    if seed is None or not seed.startswith(SEED_PREFIX):
        return None
    return day_of(seed[len(SEED_PREFIX):]) if len(seed) == len(SEED_PREFIX) + 10 else None


def table(mode: str, day: dt.date) -> dict[str, Any]:
    """The day's table in ``mode``: preset, the options that differ from it, bots, seed."""
    O.check_mode(mode)
    return {"mode": mode, "preset": PRESET, "overrides": {"target": TARGET},
            "bots": [BOT_LEVEL] * (O.SEATS[mode] - 1), "seed": seed_of(day)}


def played_by_bots(mode: str, day: dt.date) -> dict[str, Any]:
    """The record of a day's deal with the day's bots in every seat: what the viewer shows of a day
    the person did not play. Deterministic: each bot is seeded by its seat."""
    from ..bots import get_bot
    from ..match import Match

    t = table(mode, day)
    match = Match(mode, O.make_options(mode, t["preset"], t["overrides"]), preset=t["preset"], seed=t["seed"])
    bots = [get_bot(BOT_LEVEL, seed=seat) for seat in range(O.SEATS[mode])]
    while not match.finished:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player()
        assert seat is not None, "a deal that is not over has a player on turn"
        match.apply(bots[seat].choose(match.view(seat)))
    return match.to_record()
