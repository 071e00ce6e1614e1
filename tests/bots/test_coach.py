"""The coach: the hard bot's own choices cost nothing, a deliberately bad card costs points, the
match is never changed, rating runs in slices, and every reason has its line."""

from __future__ import annotations

import copy
import random
import string
from typing import Any, Callable

import pytest

from debertz import actions as A
from debertz.bots import get_bot
from debertz.learn.coach import (
    REASON_CODES,
    coach_bot,
    costliest,
    rate_deal,
    rate_deal_now,
    rated_view,
)
from debertz.match import Match
from debertz.options import MODES, make_options
from debertz.view import SeatView

PERSON = 0


def play_deal(mode: str, seed: int, person: Callable[[SeatView], int]) -> dict[str, Any]:
    """One deal (a thrown-in deal counts too) with the person's choices and normal bots elsewhere."""
    m = Match(mode, make_options(mode, "classic", {"target": "one_deal"}), seed=seed)
    bots = [get_bot("normal", seed + s) for s in range(m.n)]
    while not m.deal_over:
        seat = m.current_player()
        assert seat is not None
        view = m.view(seat)
        m.apply(person(view) if seat == PERSON else bots[seat].choose(view))
    return m.to_record()


def random_person(seed: int) -> Callable[[SeatView], int]:
    rng = random.Random(seed)
    return lambda view: rng.choice(view.legal)


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_the_hard_bots_own_choices_cost_nothing(mode: str) -> None:
    bot = coach_bot()
    rated = 0
    for seed in range(2):
        doc = play_deal(mode, seed, bot.choose)
        for d in rate_deal_now(doc, 0, PERSON):
            assert d.actual == d.best and d.loss == 0.0 and d.loss_text == "0.0" and d.reason == "best"
            rated += 1
    assert rated > 0


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_a_deliberately_bad_card_costs_points(mode: str) -> None:
    bot = coach_bot()
    spoiled: list[int] = []  # the step of the bad card

    def person(view: SeatView) -> int:
        rv = rated_view(view, -1)
        if spoiled or view.phase != "play" or rv is None:
            return bot.choose(view)
        ratings = bot.rate(rv)
        if max(ratings.values()) - min(ratings.values()) < 5:
            return bot.choose(view)
        spoiled.append(len(view.log))
        return min(ratings, key=lambda c: ratings[c])

    for seed in range(20):
        spoiled.clear()
        doc = play_deal(mode, seed, person)
        if spoiled:
            break
    assert spoiled, "no deal with a card choice that matters"
    decisions = rate_deal_now(doc, 0, PERSON)
    bad = next(d for d in decisions if d.step == spoiled[0])
    assert bad.kind == "card" and bad.loss >= 5 and float(bad.loss_text) == round(bad.loss, 1)
    assert bad.loss == pytest.approx(bad.ratings[bad.best] - bad.ratings[bad.actual])
    assert bad.reason in REASON_CODES and bad.reason not in ("best", "equal")
    assert bad in costliest(decisions)
    assert bad.hindsight_loss is not None and bad.hindsight_loss >= 0 and bad.hindsight_best is not None
    assert all(d.loss == 0 for d in decisions if d.step != bad.step)


def test_rating_thinks_in_slices_and_never_changes_the_record() -> None:
    doc = play_deal("2x2", 4, random_person(4))
    before = copy.deepcopy(doc)
    steps = rate_deal(doc, 0, PERSON)
    slices = 0
    while True:
        try:
            next(steps)
            slices += 1
        except StopIteration as stop:
            decisions = stop.value
            break
    assert doc == before
    assert decisions and slices > 10 * len(decisions)  # one slice per sampled world, at least
    assert decisions == rate_deal_now(doc, 0, PERSON)  # no clock: the same rating every time
    losses = [d.loss for d in decisions]
    assert all(x >= 0 for x in losses)
    top = costliest(decisions)
    assert len(top) <= 3 and [d.loss for d in top] == sorted((d.loss for d in top), reverse=True)


@pytest.mark.parametrize("mode", MODES)
def test_every_line_formats(mode: str) -> None:
    """Every reason code has its line in the English catalogue (the one place of the words), with only
    the parameters the coach gives, and every rated decision of played deals reads as a whole line."""
    from debertz_web.i18n import CATALOGUES
    from debertz_web.view.coach import why_line
    from debertz_web.view.names import Ctx

    texts = CATALOGUES["en"].texts
    assert len(set(REASON_CODES)) == len(REASON_CODES)
    for code in (*REASON_CODES, "no_redeal"):
        fields = {f.split(":")[0] for _, f, _, _ in string.Formatter().parse(texts["coach." + code]) if f}
        assert fields <= {"card", "spent", "points", "suit", "count", "held", "out", "best"}, code
    english = Ctx("en", "", 2, False)
    for seed in range(3):
        doc = play_deal(mode, seed, random_person(seed))
        for d in rate_deal_now(doc, 0, PERSON, hindsight=False):
            assert d.reason in REASON_CODES
            line = why_line(english, d, 1)
            assert line or d.reason in ("best", "equal", "other_card", "other")  # those may have nothing to add
            assert "{" not in line and not line.startswith("coach.")
            assert d.hindsight_loss is None
            assert d.actual != A.BELLA and d.actual != A.SWAP7


@pytest.mark.parametrize("mode", ["3", "2x2"])
def test_the_fair_rating_does_not_depend_on_the_hindsight(mode: str) -> None:
    doc = play_deal(mode, 9, random_person(9))
    with_all = rate_deal_now(doc, 0, PERSON)
    own_view = rate_deal_now(doc, 0, PERSON, hindsight=False)
    assert [(d.step, d.best, d.loss, d.ratings, d.reason, d.params) for d in with_all] == \
        [(d.step, d.best, d.loss, d.ratings, d.reason, d.params) for d in own_view]
    assert any(d.hindsight_loss is not None for d in with_all)
