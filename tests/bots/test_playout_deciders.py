"""Play-outs where some seats decide from their own knowledge: who they are, and that the others
still play exactly as the every-hand play-out does (the hard bot's own side sees only what it could)."""

from __future__ import annotations

import random

import pytest

from debertz import actions as A
from debertz.bots.knowledge import knowledge
from debertz.bots.sim import World, deciders_mask
from debertz.bots.worlds import play_world
from debertz.deal import Phase
from debertz.match import Match
from debertz.options import MODES, SEATINGS


def _positions(mode: str, count: int) -> list[tuple[World, int, int, list[int]]]:
    """Worlds (true hands) at random play positions: (world, seat on turn, cards gone, forbidden)."""
    out: list[tuple[World, int, int, list[int]]] = []
    rng = random.Random(mode)
    seed = 0
    while len(out) < count:
        seed += 1
        m = Match(mode, seed=seed)
        d = m.deal
        while d.phase == Phase.BIDDING:
            m.apply(rng.choice(m.legal_actions()))
        for _ in range(rng.randrange(0, 2 * m.n)):
            if d.phase != Phase.PLAY:
                break
            legal = m.legal_actions()
            m.apply(next((a for a in legal if not A.is_card(a)), rng.choice(legal)))
        if d.phase != Phase.PLAY or any(not A.is_card(a) for a in m.legal_actions()):
            continue
        seat = m.current_player()
        assert seat is not None
        view = m.view(seat)
        know = knowledge(view)
        out.append((play_world(view, know, list(d.hands)), seat, know.played | know.out, know.forbidden))
    return out


@pytest.mark.parametrize("mode", MODES)
def test_deciders_are_the_seats_asked_for(mode: str) -> None:
    side_of = SEATINGS[mode].side_of
    n = len(side_of)
    for me in range(n):
        own = deciders_mask("own_side", side_of, me)
        assert own >> me & 1
        assert [s for s in range(n) if own >> s & 1] == [s for s in range(n) if side_of[s] == side_of[me]]
        assert deciders_mask("nobody", side_of, me) == 0
        assert deciders_mask("everyone", side_of, me) == (1 << n) - 1
    if mode == "2x2":
        assert deciders_mask("own_side", side_of, 1) == 0b1010  # seat 1 and its partner, seat 3


@pytest.mark.parametrize("mode", MODES)
def test_nobody_deciding_is_the_every_hand_playout_and_own_side_changes_some(mode: str) -> None:
    differ = 0
    for world, seat, gone, forbidden in _positions(mode, 40):
        full = world.clone().playout()
        assert world.clone().playout_public(forbidden, gone, 0) == full
        own = deciders_mask("own_side", world.side_of, seat)
        differ += world.clone().playout_public(forbidden, gone, own) != full
    assert differ > 0  # deciding from one's own knowledge is not the same play
