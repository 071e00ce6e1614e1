"""The ``hard`` bot (determinized search over worlds sampled from its view) and the arena ``oracle``.

For each sampled world every legal card is rated by a play-out with the rule-of-thumb policy, or exactly by
alpha-beta once few cards remain; the card with the best mean value wins. In the play-outs the other sides
see every hand of the world, but the bot's own side chooses its later cards from what it could know then
(``playout_deciders``): a play-out where one's own side sees through the cards is too hopeful about the
lines that need that sight. Values are the deal's outcome for the bot's side (made / bait / hanging,
penalties, ski). The worlds are weighted by how well they explain what the other seats did: their bids
(:func:`bid_likelihood`) and the cards they played (:mod:`.inference`: the policy's card from that seat's
hand, knowing what it knew then, against the card actually played); a seat of another side is read as a
mixture of that policy-like player and a loose one whose every legal card is alike (``loose``), so that a
seat which does not play the policy (another search bot, a person) weighs the worlds about evenly instead of
misleading them. With ``resample`` > 1, ``resample`` times more candidate worlds are drawn and weighted
(cheap) and ``samples`` of them are drawn in proportion to the weight for the (costly) evaluation. At a lead
every card of the hand is weighed, and the best of many close means is the likeliest to be a lucky one, so
leads get ``lead_factor`` times the worlds (and the time budget). Bidding is decided the same way: the hand
is played out as declarer with each possible trump, and PASS by continuing the bidding in each sampled world
(:mod:`.bidding`). The search is anytime: it stops at the time budget (if any) or the sample budget.

The policy's leads for the bot's own side in a play-out are one plan among several the bot could follow later
(``plans``, :data:`PLANS`): each card is also played out with the other plans, and rated by its best plan's mean
over the worlds. A card is then not blamed for a lead the policy makes and the bot would not; the plan is chosen
for all worlds alike, as the bot later chooses without knowing the world.

Ratings API (the Hint button and the coach): ``hint(view)`` returns ``(action, ratings)`` where
``ratings`` maps every legal action the bot rated to its mean deal value for the seat's side
(points the side records minus the others' mean, as docs/rules.md §8 scores the deal), so the points a choice is
expected to lose are ``ratings[best] - ratings[choice]``; ``think(view)`` is the same computation in
slices (a generator whose ``StopIteration.value`` is that pair).
"""

from __future__ import annotations

import math
import random
import time
from typing import Callable, Generator, TypeVar

from .. import actions as A
from ..deal import Deal
from ..errors import OptionError
from ..options import SEATINGS
from ..view import SeatView
from .base import decision_rng
from .bidding import PASS_SLOPE, DeadlineCheck, rate_bids_by_simulation
from .inference import play_weight
from .knowledge import Knowledge, Sampler, knowledge
from .rules import BID_THRESHOLD, bid_strength, normal_bid
from .sim import Deciders, Plan, SearchAbort, World, alphabeta, deciders_mask, search_size
from .worlds import bidding_world, play_world

# Other ways the bot's own side may lead in a play-out than the rule-of-thumb policy's (see ``HardBot.plans``):
# "low": without a master to lead, a low card of the shortest suit (not the card worth most); "nopull": never
# lead trumps to pull them; "pull2": also pull them with two or more trumps when defending; "nopull_low" and
# "pull2_low": both at once.
PLANS: dict[str, Plan] = {"low": (1, True), "nopull": (0, False), "pull2": (2, False),
                          "nopull_low": (0, True), "pull2_low": (2, True)}
DEFAULT_PLANS = "low+nopull+pull2"

HandsSource = Callable[[], list[int]]


class HardBot:
    level = "hard"

    def __init__(self, seed: int | str = 0, *, samples: int = 60, time_budget: float | None = 0.25,
                 bid_samples: int = 200, exact_limit: int = 3000, bid_margin: float = 0.0,
                 redeal_below: float = -10.0, node_budget: int = 20000, bid_inference: bool = True,
                 bid_sim: bool = True, pass_slope: float = PASS_SLOPE, play_eps: float = 0.1,
                 resample: int = 8, playout_deciders: Deciders = "own_side",
                 bid_deciders: Deciders = "own_side", lead_factor: float = 3.0,
                 bid_scale: float | None = None, bid_slope: float | None = None, bid_reading: str = "in_use",
                 close_factor: float = 2.0, close_z: float = 1.0, partner_eps: float | None = None,
                 loose: float = 0.5, bid_searcher: float = 0.0, bid_searcher_th: float = 0.86,
                 plans: str = DEFAULT_PLANS) -> None:
        self.seed = seed
        self.samples = samples
        self.time_budget = time_budget
        self.bid_samples = bid_samples
        self.exact_limit = exact_limit
        self.bid_margin = bid_margin
        self.redeal_below = redeal_below
        self.node_budget = node_budget
        self.bid_inference = bid_inference
        self.bid_sim = bid_sim
        self.pass_slope = pass_slope
        self.play_eps = play_eps
        self.resample = resample
        self.playout_deciders = playout_deciders
        self.bid_deciders = bid_deciders
        # a lead weighs every card of the hand: ``lead_factor`` times the worlds and the time budget there
        self.lead_factor = lead_factor
        # how the heard bids are read on a world's whole hand (:func:`bid_likelihood`): a table of
        # :data:`BID_READINGS` per mode and word, or, with both given, one scale and slope for every word
        if bid_reading not in BID_READINGS:
            raise OptionError(f"unknown bid reading {bid_reading!r} (expected one of: {', '.join(BID_READINGS)})")
        self.bid_scale, self.bid_slope, self.bid_reading = bid_scale, bid_slope, bid_reading
        # when the best card's lead over the next is within ``close_z`` standard errors once the planned
        # worlds are weighed, up to ``close_factor`` times as many worlds are weighed (1: never)
        self.close_factor, self.close_z = close_factor, close_z
        # the factor for the partner's cards (None: ``play_eps``, as every other seat's; 0: not read)
        self.partner_eps = partner_eps
        # the prior weight of reading another seat as a loose player (any legal card alike) rather than a
        # policy-like one (0: always policy-like; :func:`.inference.play_weight`)
        self.loose = loose
        # the prior weight of reading another seat's bids as the hard bot's, who declares on weaker hands
        # (its threshold ``bid_searcher_th`` times the normal bot's)
        self.bid_searcher, self.bid_searcher_th = bid_searcher, bid_searcher_th
        # other plans for the own side's later leads in the play-outs (names of PLANS joined by "+", "" for
        # none): each card is played out once per plan in every world and rated by its best plan's mean over
        # the worlds, a plan chosen for all worlds alike (the bot will not know which world it is in), so the
        # rating does not blame a card for a lead the policy would make and the bot would not
        unknown = [p for p in plans.split("+") if p and p not in PLANS]
        if unknown:  # a configuration's mistake, found when the bot is made
            raise OptionError(f"unknown play-out plans {unknown} (expected names among: {', '.join(PLANS)})")
        self.plans: list[Plan | None] = [None] + [PLANS[p] for p in plans.split("+") if p]
        self.last_samples = 0
        self._started = 0.0

    # ----- decisions -----
    def choose(self, view: SeatView) -> int:
        return _run(self.think(view))[0]

    def hint(self, view: SeatView) -> tuple[int, dict[int, float]]:
        """The action this bot would take and its rating of every legal action it rated (the Hint button):
        cards and bids by mean deal value for the seat's side (PASS too: the bidding continued by simulation)."""
        return _run(self.think(view))

    def think(self, view: SeatView) -> Generator[None, None, tuple[int, dict[int, float]]]:
        """The decision in slices: yields after every sampled world, returns (action, ratings).

        A browser can run a few steps per frame; ``choose`` runs it to the end."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0], {legal[0]: 0.0}
        if view.phase == "bidding":
            ev = yield from self._rate_bids_iter(view)
            cands = [a for a in legal if a != A.PASS]
            best = max(cands, key=lambda a: ev[a])
            if A.PASS in legal and ev[best] < ev[A.PASS] + self.bid_margin:
                best = A.PASS
            return best, ev
        if A.BELLA in legal:
            return A.BELLA, {A.BELLA: 0.0}
        if A.SWAP7 in legal:
            return A.SWAP7, {A.SWAP7: 0.0}
        ratings = yield from self._rate_iter(view)
        cards = [a for a in legal if A.is_card(a)]
        best = max(cards, key=lambda a: ratings[a])
        if A.REDEAL in legal:
            ratings[A.REDEAL] = self.redeal_below
            if ratings[best] < self.redeal_below:
                best = A.REDEAL
        return best, ratings

    def rate(self, view: SeatView) -> dict[int, float]:
        """Mean value of each legal card over the sampled worlds."""
        return _run(self._rate_iter(view))

    def _rate_iter(self, view: SeatView) -> Generator[None, None, dict[int, float]]:
        self._started = time.perf_counter()
        rng = decision_rng(self.seed, view, "hard")
        know = knowledge(view)
        sampler = Sampler(view, know, rng)
        weigh = self._world_weight(view, know)
        samples = max(1, round(self.samples * self._scale(view)))
        budget = self._budget(view)
        extra = max(0, round(samples * self.close_factor) - samples)
        if weigh is None:
            return (yield from self._rate_cards(view, know, sampler.sample, None, samples, extra))
        if self.resample > 1:
            weigh_ = weigh
            # many cheap candidate worlds, weighted; the evaluated ones drawn in proportion to the weight
            cands: list[list[int]] = []
            cand_w: list[float] = []
            picked: list[tuple[int, int]] = []
            picked_w: list[float] = []

            def draw(k: int, stop: float | None) -> Generator[None, None, int]:
                """``k`` more worlds to evaluate, from ``resample`` times as many new candidates; how many
                distinct ones were drawn."""
                first = len(cands)
                for i in range(k * self.resample):
                    hands = sampler.sample()
                    cands.append(hands)
                    cand_w.append(weigh_(hands))
                    if i % 32 == 31:
                        if stop is not None and time.perf_counter() > stop:
                            break
                        yield
                counts: dict[int, int] = {}
                for i in _systematic(cand_w[first:], k, rng.random()):
                    counts[first + i] = counts.get(first + i, 0) + 1
                picked.extend(counts.items())  # each evaluated world once, weighted by how often it was drawn
                return len(counts)

            # candidates may take at most half the time budget
            n_first = yield from draw(samples, None if budget is None else self._started + budget / 2)

            def drawn() -> list[int]:
                i, count = picked[len(picked_w)]
                picked_w.append(float(count))
                return cands[i]

            def more() -> Generator[None, None, int]:
                return (yield from draw(extra, None if budget is None else self._started + budget))
            return (yield from self._rate_cards(view, know, drawn, picked_w, n_first, extra, more))
        weights: list[float] = []

        def source() -> list[int]:
            hands = sampler.sample()
            weights.append(weigh(hands))
            return hands
        return (yield from self._rate_cards(view, know, source, weights, samples, extra))

    def _scale(self, view: SeatView) -> float:
        """How many times the worlds and the time budget this card decision gets (more at a lead)."""
        return 1.0 if view.trick else self.lead_factor

    def _budget(self, view: SeatView) -> float | None:
        """This card decision's time budget (None: none)."""
        return None if self.time_budget is None else self.time_budget * self._scale(view)

    def _world_weight(self, view: SeatView, know: Knowledge) -> Callable[[list[int]], float] | None:
        """How likely a world (every hand now) makes the bids heard and the cards played; None: all equal."""
        seating = SEATINGS[view.mode]
        partner = tuple(-1 if p is None else p for p in seating.partner)
        mine = partner[view.seat]
        bids = bid_evidence(view) if self.bid_inference else []
        plays = know.plays if self.play_eps > 0 else []
        partner_plays = []
        if self.partner_eps is not None and mine >= 0:
            partner_plays = [p for p in plays if p.seat == mine] if self.partner_eps > 0 else []
            plays = [p for p in plays if p.seat != mine]
        if not bids and not plays and not partner_plays:
            return None
        trump = view.trump
        assert trump is not None and view.declarer is not None
        decl_side = seating.side_of[view.declarer]
        opts = view.options
        up = view.turn_up >> 3
        reading = BID_READINGS[self.bid_reading][view.mode]
        if self.bid_scale is not None and self.bid_slope is not None:
            reading = dict.fromkeys(reading, (self.bid_scale, self.bid_slope))

        def weigh(hands: list[int]) -> float:
            w = bid_likelihood(bids, hands, know.played_by, up, view.mode, reading, self.bid_searcher,
                               self.bid_searcher_th) if bids else 1.0
            if plays:
                w *= play_weight(plays, view.seat, hands, view.n, view.pairs, trump, partner, seating.side_of,
                                 decl_side, opts.overtrump, opts.partner_relief, know.out, self.play_eps, self.loose)
            if partner_plays:
                w *= play_weight(partner_plays, view.seat, hands, view.n, view.pairs, trump, partner, seating.side_of,
                                 decl_side, opts.overtrump, opts.partner_relief, know.out, self.partner_eps or 0.0)
            return w
        return weigh

    def _rate_cards(self, view: SeatView, know: Knowledge, source: HandsSource, weights: list[float] | None = None,
                    worlds: int | None = None, extra: int = 0,
                    more: Callable[[], Generator[None, None, int]] | None = None
                    ) -> Generator[None, None, dict[int, float]]:
        """``weights``, when given, receives each world's weight as ``source`` produces it; ``worlds``: how
        many worlds ``source`` has (default: the sample budget).  When the choice is close after them
        (:func:`_close`), ``extra`` more worlds are weighed; ``more``, when given, makes ``source`` ready to
        give them and returns how many it has."""
        cards = [a for a in view.legal if A.is_card(a)]
        plans = self.plans
        totals = {(c, p): 0.0 for c in cards for p in range(len(plans))}
        # the budget counts from the start of the decision (candidate worlds included)
        budget = self._budget(view)
        deadline = None if budget is None else self._started + budget
        me_side = view.side_of(view.seat)
        # the seats that decide from their own knowledge in this decision's play-outs
        who = deciders_mask(self.playout_deciders, SEATINGS[view.mode].side_of, view.seat)
        # the seats that lead by a plan: the bot's own side, when it decides from its own knowledge
        planners = who & deciders_mask("own_side", SEATINGS[view.mode].side_of, view.seat)
        # exact search nodes of this decision, their budget, and the deadline (0: none)
        nodes: list[float] = [0, self.node_budget, 0.0 if deadline is None else deadline + 0.05]
        done = 0
        limit = (self.samples if worlds is None else worlds) if len(cards) > 1 else 1
        exact_limit = self.exact_limit
        wsum = 0.0
        rows: list[tuple[float, list[float]]] = []  # each world's weight and values, for _close
        while True:
            if done >= limit:
                if not extra or limit < 2 or not _close(rows, self.close_z):
                    break
                limit += extra if more is None else (yield from more())
                extra = 0
                continue
            if deadline is not None and done >= 4 and time.perf_counter() > deadline:
                break
            base = play_world(view, know, source())
            exact = search_size(base) <= exact_limit
            values: list[float] = []
            for c in cards:
                w = base.clone()
                w.play(c)
                if exact:
                    try:
                        values.append(alphabeta(w, -1e9, 1e9, me_side, nodes))
                    except SearchAbort:
                        exact, exact_limit = False, 0  # too big: play-outs from now on
                        values = []
                        break
                else:
                    values.append(self._playout(w, know, c, who))
            if not values:
                for c in cards:
                    w = base.clone()
                    w.play(c)
                    values.append(self._playout(w, know, c, who))
            wt = weights[-1] if weights else 1.0
            for c, v in zip(cards, values):
                totals[c, 0] += wt * v
            for p in range(1, len(plans)):
                for c, v in zip(cards, values):
                    if not exact and planners:  # an exact value, or one no plan changes, holds for every plan
                        w = base.clone()
                        w.play(c)
                        v = self._playout(w, know, c, who, plans[p], planners)
                    totals[c, p] += wt * v
            wsum += wt
            if extra:
                rows.append((wt, values))
            done += 1
            yield
            if exact and limit > 1 and self._exact_world_is_all(know):
                break
        self.last_samples = done
        return {c: max(totals[c, p] for p in range(len(plans))) / wsum if wsum > 0 else 0.0 for c in cards}

    def _playout(self, w: World, know: Knowledge, played: int, who: int, plan: Plan | None = None,
                 planners: int = 0) -> float:
        """The world played out after the seat's card ``played`` (already played in ``w``), the seats in
        ``who`` deciding from their own knowledge (and those in ``planners`` leading by ``plan``, when given)."""
        if not who:
            return w.playout()
        return w.playout_public(know.forbidden, know.played | know.out | 1 << played, who, plan, planners)

    def _exact_world_is_all(self, know: Knowledge) -> bool:
        """No hidden cards at all: one exact world is the whole truth."""
        return know.unknown == 0

    def rate_bids(self, view: SeatView) -> dict[int, float]:
        """Mean deal value of each legal bid now, PASS included (the bidding continued by simulation)."""
        return _run(self._rate_bids_iter(view))

    def _rate_bids_iter(self, view: SeatView) -> Generator[None, None, dict[int, float]]:
        if not self.bid_sim:
            return (yield from self._rate_bids_fixed_pass(view))
        rng = decision_rng(self.seed, view, "bid")
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        return (yield from rate_bids_by_simulation(view, rng, self.bid_samples, DeadlineCheck(deadline),
                                                   self.pass_slope, self.bid_deciders))

    def _rate_bids_fixed_pass(self, view: SeatView) -> Generator[None, None, dict[int, float]]:
        """Declaring each trump played out; PASS rated by the bidding margin (the oracle's bidding)."""
        rng = decision_rng(self.seed, view, "bid")
        cands = [a for a in view.legal if a != A.PASS]
        totals = dict.fromkeys(cands, 0.0)
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        done = 0
        while done < self.bid_samples:
            if deadline is not None and done >= 4 and time.perf_counter() > deadline:
                break
            state = rng.getstate()
            for a in cands:
                rng.setstate(state)  # the same hidden cards for every trump
                suit = view.turn_up >> 3 if a == A.TAKE else a - A.TRUMP_BASE
                w = self._bid_world(view, rng, suit)
                totals[a] += w.playout()
            done += 1
            yield
        out = {a: v / max(done, 1) for a, v in totals.items()}
        if A.PASS in view.legal:
            out[A.PASS] = self.bid_margin
        return out

    def _bid_world(self, view: SeatView, rng: random.Random, suit: int) -> World:
        return bidding_world(view, rng, suit, view.seat)


T = TypeVar("T")


def _run(steps: Generator[None, None, T]) -> T:
    """Run a sliced computation to its end."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


def _close(rows: list[tuple[float, list[float]]], z: float) -> bool:
    """Whether the best card's lead over the next best, paired world by world, is within ``z`` standard
    errors (weighted worlds: the effective number of worlds is (sum w)^2 / sum w^2)."""
    wsum = sum(w for w, _ in rows)
    if wsum <= 0 or not rows or len(rows[0][1]) < 2:
        return False
    k = len(rows[0][1])
    means = [sum(w * vals[i] for w, vals in rows) / wsum for i in range(k)]
    order = sorted(range(k), key=lambda i: -means[i])
    b, r = order[0], order[1]
    gap = means[b] - means[r]
    var = sum(w * (vals[b] - vals[r] - gap) ** 2 for w, vals in rows) / wsum
    n_eff = wsum * wsum / sum(w * w for w, _ in rows)
    return gap <= z * math.sqrt(var / n_eff)


def _systematic(weights: list[float], k: int, u: float) -> list[int]:
    """``k`` indices drawn in proportion to ``weights`` (systematic resampling, offset ``u`` in [0, 1))."""
    total = sum(weights)
    if total <= 0:
        return [i % len(weights) for i in range(k)]
    step = total / k
    out: list[int] = []
    acc, i = weights[0], 0
    for j in range(k):
        x = (u + j) * step
        while acc < x and i < len(weights) - 1:
            i += 1
            acc += weights[i]
        out.append(i)
    return out


def bid_evidence(view: SeatView) -> list[tuple[int, int, int]]:
    """The other seats' bids: (seat, what they said, bidding round)."""
    out: list[tuple[int, int, int]] = []
    rnd, passes = 1, 0
    for seat, a in view.log:
        if A.is_card(a) or a in (A.SWAP7, A.REDEAL, A.BELLA):
            break
        if seat != view.seat:
            out.append((seat, a, rnd))
        if a == A.PASS:
            passes += 1
            if passes == view.n:
                rnd, passes = 2, 0
    return out


# How a heard bid is read on a world's whole hand, which has more cards than the six it was made on: the
# normal bot's threshold times a scale, through a logistic of some width (points of ``bid_strength``), per
# mode and word: a round-1 take, a round-1 pass, a round-2 word (a suit named or a pass).  Modes 2 and 3:
# fitted by maximum likelihood to the normal bot's words on 40,000 random deals
# (``scripts/fit_bid_reading.py``), where both round-1 words are read on the same nine cards.  Modes 4 and
# 2x2 keep a first guess for every word: their own fit (:data:`PER_WORD_FIT`) read no better in play.
Reading = tuple[float, float]
_WORDS = ("take", "pass", "round2")
BID_READING: dict[str, dict[str, Reading]] = {
    mode: dict.fromkeys(_WORDS, (1.55, 10.0) if mode in ("2", "3") else (1.4, 12.0)) for mode in ("2", "3", "4", "2x2")}
# The fit in every mode: in four-player modes a round-1 taker's whole hand holds the turn-up and a passer's
# does not, so each word has its own reading (measured, not in use: docs/decisions.md, the hard bot).
PER_WORD_FIT: dict[str, dict[str, Reading]] = {
    **BID_READING,
    "4": {"take": (1.15, 5.0), "pass": (1.05, 10.0), "round2": (1.35, 8.0)},
    "2x2": {"take": (1.15, 5.0), "pass": (1.05, 10.0), "round2": (1.35, 8.0)},
}
# the readings a hard bot can be given by name (``bid_reading``)
BID_READINGS: dict[str, dict[str, dict[str, Reading]]] = {"in_use": BID_READING, "per_word_fit": PER_WORD_FIT}


def bid_likelihood(bids: list[tuple[int, int, int]], hands: list[int], played_by: list[int], up: int,
                   mode: str, reading: dict[str, Reading], searcher: float = 0.0, searcher_th: float = 1.0) -> float:
    """How likely the world's hands make the bids heard: a soft, normal-bot-like reading on the whole hand
    (per word, the bidding threshold times a scale through a logistic some points wide; :data:`BID_READING`).

    ``searcher`` > 0 reads each seat as a mixture: with that prior weight a bidder like the hard bot, who
    declares on weaker hands (its threshold ``searcher_th`` times the normal bot's), else the normal one."""
    th = BID_THRESHOLD.get(mode, 50.0)
    if searcher <= 0:
        return _bid_words_likelihood(bids, hands, played_by, up, th, reading)
    w = 1.0
    for seat in {b[0] for b in bids}:
        mine = [b for b in bids if b[0] == seat]
        w *= ((1.0 - searcher) * _bid_words_likelihood(mine, hands, played_by, up, th, reading)
              + searcher * _bid_words_likelihood(mine, hands, played_by, up, th * searcher_th, reading))
    return w


def _bid_words_likelihood(bids: list[tuple[int, int, int]], hands: list[int], played_by: list[int], up: int,
                          th: float, reading: dict[str, Reading]) -> float:
    w = 1.0
    for seat, a, rnd in bids:
        full = hands[seat] | played_by[seat]
        if a == A.TAKE:
            scale, slope = reading["take"]
            x = bid_strength(full, up) - scale * th
        elif a != A.PASS:
            scale, slope = reading["round2"]
            x = bid_strength(full, a - A.TRUMP_BASE) - scale * th
        elif rnd == 1:
            scale, slope = reading["pass"]
            x = scale * th - bid_strength(full, up)
        else:
            scale, slope = reading["round2"]
            x = scale * th - max(bid_strength(full, s) for s in range(4) if s != up)
        w *= 1.0 / (1.0 + math.exp(-x / slope))
    return w


class OracleBot(HardBot):
    """Sees every hand and the deck: an upper bound for the arena, never offered in the game."""

    level = "oracle"

    def __init__(self, seed: int | str = 0, **kw: object) -> None:
        # it sees every hand, so its play-outs do too (nobody decides from less)
        super().__init__(seed, samples=1, time_budget=None, bid_samples=1, exact_limit=20000, lead_factor=1.0,
                         playout_deciders="nobody", bid_deciders="nobody", plans="")
        self.deal: Deal | None = None

    def choose_full(self, view: SeatView, deal: Deal) -> int:
        self.deal = deal
        try:
            return self.choose(view)
        finally:
            self.deal = None

    def rate_full(self, view: SeatView, deal: Deal) -> dict[int, float]:
        """Its rating of every legal card in the true deal (``scripts/bot_losses.py``)."""
        self.deal = deal
        try:
            return self.rate(view)
        finally:
            self.deal = None

    def choose(self, view: SeatView) -> int:
        if self.deal is None:
            raise RuntimeError("the oracle needs the whole deal: use choose_full (arena only)")
        return super().choose(view)

    def _rate_iter(self, view: SeatView) -> Generator[None, None, dict[int, float]]:
        deal = self.deal
        assert deal is not None
        know = knowledge(view)
        hands = list(deal.hands)
        return (yield from self._rate_cards(view, know, lambda: hands))

    def _rate_bids_iter(self, view: SeatView) -> Generator[None, None, dict[int, float]]:
        return (yield from self._rate_bids_fixed_pass(view))

    def _bid_world(self, view: SeatView, rng: random.Random, suit: int) -> World:
        deal = self.deal
        assert deal is not None
        rest = list(deal.deck[6 * view.n + 1:])
        return bidding_world(view, rng, suit, view.seat, fixed=(list(deal.hands), rest))


__all__ = ["HardBot", "OracleBot", "normal_bid"]
