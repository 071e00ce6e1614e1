"""Bots: legal full matches in every mode, knowledge inference agrees with the truth, determinism,
arena sanity, the terminal game.  Fairness (the seat's view only) is tests/bots/test_fairness.py."""

from __future__ import annotations

import importlib.util
import io
import random
from dataclasses import fields
from pathlib import Path
from types import ModuleType

import pytest

from debertz import actions as A
from debertz.bots import ARENA_LEVELS, LEVELS, get_bot
from debertz.bots.base import Bot
from debertz.bots.knowledge import Sampler, knowledge
from debertz.bots.rules import BID_THRESHOLD
from debertz.bots.search import BID_READING, PER_WORD_FIT, HardBot, OracleBot
from debertz.cli.arena import run_mode
from debertz.cli.play import main as play_main
from debertz.cli.testing import play_out
from debertz.deal import Deal
from debertz.errors import OptionError
from debertz.match import Match
from debertz.options import MODES, SEATS, make_options
from debertz.view import SeatView

FAST = {"samples": 6, "time_budget": None, "bid_samples": 6}


def make(level: str, seed: int) -> Bot:
    """A bot of any arena level; the hard family (hard and its baselines) with few worlds and no clock:
    the same rules as in the game, quicker, and the same actions on every run."""
    if level.startswith("hard"):
        return get_bot(level, seed, allow_oracle=True, **FAST)
    return get_bot(level, seed, allow_oracle=True)


def act(bot: Bot, m: Match, seat: int) -> int:
    view = m.view(seat)
    if isinstance(bot, OracleBot):
        return bot.choose_full(view, m.deal)
    return bot.choose(view)


def test_levels_public_list() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    assert "oracle" not in LEVELS and "oracle" in ARENA_LEVELS
    with pytest.raises(ValueError):
        get_bot("oracle", 1)
    with pytest.raises(RuntimeError):
        OracleBot(1).choose(Match("2", seed=1).view(0))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("level", [pytest.param(lv, marks=pytest.mark.slow) if lv.startswith("hard") else lv
                                   for lv in ARENA_LEVELS])
def test_full_match_is_legal(mode: str, level: str) -> None:
    opts = make_options(mode, "classic", {"target": 151})
    m = Match(mode, opts, seed=11)
    bots = [make(level, s) for s in range(m.n)]

    def legal(match: Match, seat: int) -> int:
        a = act(bots[seat], match, seat)
        assert a in match.legal_actions(), match.why_illegal(a)
        return a
    play_out(m, legal, limit=5000)
    assert m.winner is not None


def _positions(mode: str, seed: int, count: int) -> list[tuple[Match, int]]:
    """Snapshots (match copies replayed to a decision point) from a normal-bot match."""
    rng = random.Random(seed)
    out: list[tuple[Match, int]] = []
    m = Match(mode, make_options(mode, "classic", {"target": 151}), seed=seed)
    bots = [make("normal", s) for s in range(m.n)]
    while not m.finished and len(out) < count:
        if m.deal_over:
            m.next_deal()
            continue
        seat = m.current_player()
        assert seat is not None
        if rng.random() < 0.3:
            out.append((replay_copy(m.deal), seat))
        m.apply(act(bots[seat], m, seat))
    return out


def replay_copy(d: Deal, deck: list[int] | None = None) -> Match:
    m = Match(d.mode, d.options, seed=1, first_dealer=d.dealer, first_deck=deck or list(d.deck))
    for a in d.actions:
        m.apply(a)
    return m


def test_view_holds_no_engine_objects() -> None:
    m = Match("2x2", seed=4)
    v = m.view(0)
    for f in fields(SeatView):
        assert not isinstance(getattr(v, f.name), (Deal, Match))


@pytest.mark.parametrize("mode", MODES)
def test_knowledge_agrees_with_truth(mode: str) -> None:
    for m, seat in _positions(mode, 8, 25):
        d = m.deal
        view = m.view(seat)
        k = knowledge(view)
        for s in range(d.n):
            assert k.known[s] & ~d.hands[s] == 0, "a card is 'known' in the wrong hand"
            assert k.forbidden[s] & d.hands[s] == 0, "a card the seat holds is ruled out"
            if s != seat:
                assert d.hands[s] & ~k.possible(s) == 0
        if view.phase == "play":
            sampler = Sampler(view, k, random.Random(1))
            for _ in range(5):
                hands = sampler.sample()
                assert hands[seat] == d.hands[seat]
                union = 0
                for s in range(d.n):
                    assert bin(hands[s]).count("1") == bin(d.hands[s]).count("1")
                    assert union & hands[s] == 0
                    union |= hands[s]
                    assert hands[s] & view.played == 0


def _play_match(mode: str, seed: int) -> list[list[int]]:
    m = Match(mode, make_options(mode, "classic", {"target": 151}), seed=seed)
    bots = [make("hard", s) for s in range(m.n)]
    play_out(m, lambda match, seat: act(bots[seat], match, seat))
    return [list(d.actions) for d in m.deals]


def test_match_replays_identically() -> None:
    assert _play_match("2", 21) == _play_match("2", 21)


@pytest.mark.slow
def test_level_against_itself_is_even() -> None:
    budget = {"samples": 6, "time_budget": None, "bid_samples": 6}
    for level in ("easy", "hard"):
        r = run_mode("2", level, level, 30, 3, None, budget)
        mean, half = r.mean_ci()
        assert abs(mean) <= half + 5, (level, mean, half)


@pytest.mark.slow
def test_oracle_beats_easy() -> None:
    r = run_mode("2x2", "oracle", "easy", 120, 5, None, {})
    mean, half = r.mean_ci()
    assert mean - half > 0, (mean, half)


def test_arena_seatings_cover_both_sides() -> None:
    from debertz.cli.arena import seatings
    for mode in MODES:
        ss = seatings(mode)
        for s in range(SEATS[mode]):
            assert {x[s] for x in ss} == {"A", "B"}


def test_terminal_game_handles_bad_input_and_eof() -> None:
    out = io.StringIO()
    rc = play_main(["--mode", "2", "--level", "easy", "--seed", "3"], io.StringIO("XX\nbella\n?\n"), out)
    assert rc == 0
    text = out.getvalue()
    assert "is not an action" in text
    assert "End of input" in text


def test_terminal_game_plays_a_whole_match() -> None:
    """A scripted human who always types the first legal action (read from the '?' answer)."""

    class Auto(io.StringIO):
        def __init__(self, out: io.StringIO) -> None:
            super().__init__()
            self.out = out
            self.asked = False

        def readline(self, size: int | None = -1) -> str:
            if not self.asked:
                self.asked = True
                return "?\n"
            self.asked = False
            last = self.out.getvalue().rsplit("Legal: ", 1)[1].split("\n", 1)[0]
            return last.split(", ")[0] + "\n"

    out = io.StringIO()
    rc = play_main(["--mode", "3", "--level", "normal", "--seed", "2", "--target", "one_deal"], Auto(out), out)
    assert rc == 0
    assert "the match" in out.getvalue().lower()
    assert A.action_str(A.PASS) == "pass"


def test_hard_thinks_in_slices_and_hints() -> None:
    for m, seat in _positions("2", 4, 6):
        view = m.view(seat)
        bot = HardBot(2, **FAST)  # type: ignore[arg-type]
        steps = bot.think(view)
        count = 0
        while True:
            try:
                next(steps)
                count += 1
            except StopIteration as stop:
                action, ratings = stop.value
                break
        assert action == HardBot(2, **FAST).choose(view)  # type: ignore[arg-type]
        assert action in view.legal
        best, ratings2 = HardBot(2, **FAST).hint(view)  # type: ignore[arg-type]
        assert best == action and ratings2 == ratings
        if len(view.legal) > 1 and view.phase == "play":
            assert count >= 1 and set(ratings) >= {a for a in view.legal if A.is_card(a)}


def count_draws(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that gets one item for every world the hard bot's sampler draws (clear it between counts)."""
    drawn: list[int] = []
    real = Sampler.sample

    def counting(self: Sampler) -> list[int]:
        drawn.append(1)
        return real(self)
    monkeypatch.setattr(Sampler, "sample", counting)
    return drawn


def test_hard_respects_time_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a time budget, hard stops drawing worlds once its clock passes the deadline, far short of the
    100,000 it is asked for. The clock is a fake one that moves 10 ms at every reading, so the test does
    not depend on how fast or loaded the machine is (scripts/bench_bots.py measures real times)."""
    import itertools
    import time

    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 0.01)
    drawn = count_draws(monkeypatch)
    weighed = 0
    for m, seat in _positions("2x2", 6, 8):
        drawn.clear()
        HardBot(1, samples=100000, time_budget=0.05).choose(m.view(seat))
        assert len(drawn) < 2000
        weighed += bool(drawn)
    assert weighed, "no position where hard drew worlds"


def test_hard_weighs_more_worlds_at_its_leads(monkeypatch: pytest.MonkeyPatch) -> None:
    """At a lead (every card of the hand to weigh) hard draws and evaluates ``lead_factor`` times the worlds."""
    drawn = count_draws(monkeypatch)
    seen = {"lead": 0, "follow": 0}
    for m, seat in _positions("2", 5, 60):
        view = m.view(seat)
        cards = [a for a in view.legal if A.is_card(a)]
        if view.phase != "play" or len(cards) < 3 or len(cards) != len(view.legal) or bin(view.hand).count("1") < 6:
            continue
        bot = HardBot(3, samples=6, time_budget=None, resample=3, lead_factor=3.0, close_factor=1.0)
        drawn.clear()
        bot.choose(view)
        kind = "follow" if view.trick else "lead"
        assert len(drawn) == (6 * 3 * 3 if kind == "lead" else 6 * 3), kind
        if kind == "lead":
            assert bot.last_samples > 6  # more distinct worlds evaluated than a follow could
        seen[kind] += 1
        plain = HardBot(3, samples=6, time_budget=None, resample=3, lead_factor=1.0, close_factor=1.0)
        drawn.clear()
        plain.choose(view)
        assert len(drawn) == 6 * 3
    assert seen["lead"] and seen["follow"]


@pytest.mark.parametrize("mode", MODES)
def test_bidding_simulation_models_the_normal_bot(mode: str) -> None:
    """The other seats' words in the hard bot's bidding simulation are the normal bot's words."""
    from debertz.bots.bidding import normal_word
    from debertz.bots.rules import normal_bid
    from debertz.deal import deal_order
    checked = 0
    for seed in range(40):
        m = Match(mode, make_options(mode, "classic", {"all_pass": "obligation" if seed % 2 else "redeal"}),
                  seed=seed)
        while m.deal.phase == 0 and not m.deal_over:
            seat = m.current_player()
            assert seat is not None
            view = m.view(seat)
            order = deal_order(view.dealer, view.n)
            word = normal_word(view, view.hand, seat, view.bid_round, order.index(seat) == view.n - 1)
            assert word == normal_bid(view)
            checked += 1
            m.apply(word)
    assert checked >= 40


def test_hard_rates_pass_by_simulation() -> None:
    m = Match("2", seed=3)
    view = m.view(m.current_player())
    ratings = HardBot(1, time_budget=None, bid_samples=16).rate_bids(view)
    assert set(ratings) == set(view.legal) and ratings[A.PASS] != 0.0


def test_oracle_rates_every_card_of_the_true_deal_and_forgets_it() -> None:
    """``rate_full`` (scripts/bot_losses.py): a rating per legal card, its best the card it would choose,
    and the deal not kept afterwards (a later plain ``choose`` still refuses)."""
    m = Match("2", seed=3)
    oracle = OracleBot(1)

    def cards_only() -> bool:
        legal = m.deal.legal_actions()
        return len(legal) > 1 and all(A.is_card(a) for a in legal)
    while not cards_only():
        seat = m.current_player()
        assert seat is not None
        m.apply(oracle.choose_full(m.view(seat), m.deal))
    seat = m.current_player()
    assert seat is not None
    view = m.view(seat)
    cards = [a for a in view.legal if A.is_card(a)]
    ratings = oracle.rate_full(view, m.deal)
    assert sorted(ratings) == sorted(cards)
    assert len(set(ratings.values())) > 1  # the true deal tells the cards apart
    best = oracle.choose_full(view, m.deal)
    assert ratings[best] == max(ratings.values())
    with pytest.raises(RuntimeError):
        oracle.choose(view)


def _fit_script() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "scripts" / "fit_bid_reading.py"
    spec = importlib.util.spec_from_file_location("fit_bid_reading", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("mode", ["2", "3", "4", "2x2"])
def test_bid_reading_fits_the_normal_bots_words(mode: str) -> None:
    """A heard bid is read on a world's whole hand as the normal bot said it on six cards: for every word, the
    fitted reading is (nearly) the likeliest one on random deals, and clearly better than the first guess
    (×1.4, 12 points wide); modes 2 and 3 use their fit, modes 4 and 2x2 the first guess."""
    fit = _fit_script()
    th = BID_THRESHOLD[mode]
    samples = fit.deal_samples(mode, 4000, random.Random(11))
    assert sorted(samples) == sorted(PER_WORD_FIT[mode]) == sorted(BID_READING[mode])
    for word, data in samples.items():
        scale, slope = PER_WORD_FIT[mode][word]
        now = fit.log_likelihood(data, th * scale, slope)
        best = max(fit.log_likelihood(data, th * sc, sl) for sc in (1.0, 1.05, 1.1, 1.15, 1.2, 1.3, 1.35, 1.4, 1.5,
                                                                      1.55, 1.6, 1.7, 1.8)
                   for sl in (4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 16.0))
        assert now >= best - 0.01, word
        if mode in ("2", "3") or word != "round2":
            assert now > fit.log_likelihood(data, th * 1.4, 12.0) + 0.005, word
    assert BID_READING[mode] == (PER_WORD_FIT[mode] if mode in ("2", "3") else dict.fromkeys(samples, (1.4, 12.0)))


def test_the_per_word_baseline_reads_a_take_differently() -> None:
    """``hard_per_word`` weighs a world after a heard take in 2x2 with the take's own fitted reading, the hard
    bot with the mode's one reading."""
    from debertz.bots.search import bid_likelihood
    hands = [0] * 4
    hands[1] = 0b11111111  # all eight cards of suit 0: strong in suit 0
    take = [(1, A.TAKE, 1)]
    assert bid_likelihood(take, hands, [0] * 4, 0, "2x2", PER_WORD_FIT["2x2"]) != \
        bid_likelihood(take, hands, [0] * 4, 0, "2x2", BID_READING["2x2"])
    bot = get_bot("hard_per_word", 0, allow_oracle=True)
    assert isinstance(bot, HardBot) and bot.bid_reading == "per_word_fit"
    hard = get_bot("hard", 0)
    assert isinstance(hard, HardBot) and hard.bid_reading == "in_use"


def test_bids_read_also_as_a_bolder_bidders_explain_a_take_on_a_middling_hand_better() -> None:
    """With ``bid_searcher`` a take is read also as the hard bot's, who takes on weaker hands: a middling hand
    that took is likelier than under the normal bot's reading alone, a strong one about as likely."""
    from debertz.bots.search import bid_likelihood
    take = [(1, A.TAKE, 1)]
    reading = BID_READING["2"]
    middling, strong = [0, 0b00101101], [0, 0b11111111]  # suit 0: J, 9 and two more / the whole suit
    for hand, gains in ((middling, True), (strong, False)):
        alone = bid_likelihood(take, hand, [0, 0], 0, "2", reading)
        mixed = bid_likelihood(take, hand, [0, 0], 0, "2", reading, 0.5, 0.86)
        assert (mixed > alone * 1.2) == gains, (hand, alone, mixed)
    with pytest.raises(OptionError):
        HardBot(0, bid_reading="guessed")


def test_cautious_baseline_declares_only_where_hard_v5_does() -> None:
    """``hard_cautious`` rates the bids as ``hard_v5`` does and declares only when the best bid beats
    passing by its margin: it passes wherever ``hard_v5`` passes, and at close bids where it declares."""
    from debertz.cli.arena import _make_bot
    budget = {"samples": 6, "time_budget": None, "bid_samples": 24}
    fewer = 0
    for seed in range(200):
        m = Match("2", seed=seed)
        view = m.view(m.current_player() or 0)
        v5, ev = _make_bot("hard_v5", 5, budget).hint(view)  # type: ignore[attr-defined]
        cautious, ev_c = _make_bot("hard_cautious", 5, budget).hint(view)  # type: ignore[attr-defined]
        assert ev_c == ev
        best_bid = max(ev[a] for a in view.legal if a != A.PASS)
        assert cautious == (A.PASS if best_bid < ev[A.PASS] + 8.0 else v5)
        if v5 == A.PASS:
            assert cautious == A.PASS
        fewer += cautious == A.PASS and v5 != A.PASS
        if fewer >= 2:
            break
    assert fewer, "the margin changed no bid"


def test_close_choice_rule() -> None:
    """Two cards whose values, world by world, differ by a steady 10 points are told apart; two that
    swap places from world to world are close."""
    from debertz.bots.search import _close
    apart = [(1.0, [10.0 + x, x]) for x in (0.0, 5.0, -5.0, 20.0)]
    assert not _close(apart, 1.0)
    mixed = [(1.0, [10.0, 0.0]), (1.0, [0.0, 12.0]), (2.0, [5.0, 4.0]), (1.0, [0.0, 1.0])]
    assert _close(mixed, 1.0)
    assert not _close([(1.0, [3.0])], 1.0), "one card is never close"


def test_hard_weighs_more_worlds_when_the_choice_is_close() -> None:
    """With ``close_factor`` the worlds go up only at close choices; with 1, never."""
    grew = 0
    for m, seat in _positions("2", 7, 60):
        view = m.view(seat)
        cards = [a for a in view.legal if A.is_card(a)]
        if view.phase != "play" or len(cards) < 2 or len(cards) != len(view.legal) or bin(view.hand).count("1") < 5:
            continue
        plain = HardBot(3, samples=6, time_budget=None, resample=1, lead_factor=1.0, bid_inference=False,
                        play_eps=0.0, close_factor=1.0)
        plain.choose(view)
        assert plain.last_samples == 6
        more = HardBot(3, samples=6, time_budget=None, resample=1, lead_factor=1.0, bid_inference=False,
                       play_eps=0.0, close_factor=3.0)
        more.choose(view)
        assert more.last_samples in (6, 18)
        grew += more.last_samples == 18
    assert grew, "no close choice among the positions"


def test_partner_cards_are_read_with_their_own_factor(monkeypatch: pytest.MonkeyPatch) -> None:
    """``partner_eps`` reads the partner's cards with a factor of their own (the partner may be a person, or a bot
    that does not play the rule-of-thumb policy); 0: they are not read.  The other side's cards are read as
    before, with ``play_eps``."""
    import debertz.bots.search as search
    read: list[tuple[frozenset[int], float]] = []
    real = search.play_weight

    def spy(plays, *args):  # type: ignore[no-untyped-def]
        read.append((frozenset(p.seat for p in plays) - {args[0]}, args[11]))  # the seats read, and the factor
        return real(plays, *args)

    monkeypatch.setattr(search, "play_weight", spy)
    checked = 0
    for m, seat in _positions("2x2", 5, 40):
        view = m.view(seat)
        if view.phase != "play" or len([a for a in view.legal if A.is_card(a)]) < 2 or len(view.log) < 12:
            continue
        partner = (seat + 2) % 4
        others = {s for s in range(4) if s not in (seat, partner)}
        seen = {}
        for eps in (None, 0.3, 0.0):
            read.clear()
            HardBot(1, samples=4, time_budget=None, partner_eps=eps).choose(view)
            seen[eps] = set(read)
        together = {seats for seats, _ in seen[None]}
        assert any(partner in seats and seats & others for seats in together), "both sides read with one factor"
        assert {(seats, eps) for seats, eps in seen[0.3] if partner in seats} == {(frozenset({partner}), 0.3)}
        assert all(partner not in seats and eps == 0.1 for seats, eps in seen[0.0])
        checked += 1
    assert checked >= 3


def _play_weights(view: SeatView, worlds: int, eps: float, loose: float) -> list[float]:
    """The card-play weight of ``worlds`` sampled worlds of the seat's view."""
    from debertz.bots.inference import play_weight
    from debertz.options import SEATINGS
    know = knowledge(view)
    sampler = Sampler(view, know, random.Random(4))
    seating = SEATINGS[view.mode]
    partner = tuple(-1 if p is None else p for p in seating.partner)
    assert view.trump is not None and view.declarer is not None
    return [play_weight(know.plays, view.seat, sampler.sample(), view.n, view.pairs, view.trump, partner,
                        seating.side_of, seating.side_of[view.declarer], view.options.overtrump,
                        view.options.partner_relief, know.out, eps, loose) for _ in range(worlds)]


def test_a_loose_reading_adapts_to_a_seat_that_does_not_play_the_policy() -> None:
    """Read as a pure loose player (``loose`` 1) a seat's cards weigh a world whatever the policy says; read as a
    mixture, a hard bot's cards (off the policy at half its choices) weigh the worlds far more evenly than the
    policy-like reading does, and a normal bot's cards are still read."""
    def n_eff(ws: list[float]) -> float:
        return sum(ws) ** 2 / sum(w * w for w in ws) if any(ws) else 0.0

    flatter = {"hard": 0, "normal": 0}
    for level in ("hard", "normal"):
        m = Match("2", make_options("2", "classic", {"target": "one_deal"}), seed=77)
        bots = [get_bot(level, s, time_budget=None, samples=6) if level == "hard" else get_bot(level, s)
                for s in range(2)]
        while not m.deal_over:
            seat = m.current_player()
            assert seat is not None
            view = m.view(seat)
            if view.phase == "play" and len(knowledge(view).plays) >= 6:
                assert _play_weights(view, 30, 0.1, 1.0) == _play_weights(view, 30, 0.5, 1.0)
                policy, mixed = _play_weights(view, 200, 0.1, 0.0), _play_weights(view, 200, 0.1, 0.5)
                assert max(mixed) > 0
                flatter[level] += n_eff(mixed) > 1.5 * n_eff(policy)
            m.apply(bots[seat].choose(view))
    assert flatter["hard"] >= 3 and flatter["hard"] > flatter["normal"], flatter


def test_a_loose_reading_still_reads_the_partner_by_the_policy() -> None:
    """In ``2x2`` the loose reading is for the other side's seats: the partner's cards are read policy-like
    (their weight depends on the policy's factor), the opponents' are not (read as pure loose players)."""
    from debertz.bots.inference import play_weight
    from debertz.options import SEATINGS
    seating = SEATINGS["2x2"]
    partner = tuple(-1 if p is None else p for p in seating.partner)
    partner_read = opponents_read = 0
    for m, seat in _positions("2x2", 5, 60):
        view = m.view(seat)
        know = knowledge(view)
        if view.phase != "play" or len(know.plays) < 8:
            continue
        assert view.trump is not None and view.declarer is not None
        hands = Sampler(view, know, random.Random(2)).sample()
        for seats in ({partner[seat]}, {s for s in range(4) if s not in (seat, partner[seat])}):
            plays = [p for p in know.plays if p.seat in seats]
            sharp, soft = (play_weight(plays, seat, hands, 4, True, view.trump, partner, seating.side_of,
                                       seating.side_of[view.declarer], view.options.overtrump,
                                       view.options.partner_relief, know.out, eps, 1.0) for eps in (0.1, 0.5))
            if partner[seat] in seats:
                partner_read += sharp != soft
            else:
                assert sharp == soft
                opponents_read += 1
    assert partner_read >= 2 and opponents_read >= 2


def test_the_hard_bot_allows_for_loose_players_and_its_baselines_do_not() -> None:
    """The hard bot of the game reads the other side allowing for a loose player; every baseline but ``hard_v6``
    and ``hard_v7`` pins the reading it was measured with (``hard_v5`` stays the hard bot without it)."""
    from debertz.bots import BASELINES
    hard = get_bot("hard", 0)
    assert isinstance(hard, HardBot) and hard.loose == 0.5
    for level in BASELINES:
        bot = get_bot(level, 0, allow_oracle=True)
        assert isinstance(bot, HardBot) and bot.loose == (0.5 if level in ("hard_v6", "hard_v7") else 0.0), level


def test_the_hard_bot_weighs_more_worlds_at_close_choices_and_hard_v6_does_not() -> None:
    """The game's hard bot doubles the worlds at a close card choice; ``hard_v6`` is the hard bot without that,
    and differs from it in nothing else; the coach keeps to its planned worlds (its time)."""
    from debertz.bots import BASELINES
    from debertz.learn.coach import coach_bot
    hard, v6 = get_bot("hard", 0), get_bot("hard_v6", 0, allow_oracle=True)
    assert isinstance(hard, HardBot) and isinstance(v6, HardBot)
    assert hard.close_factor == 2.0 and v6.close_factor == 1.0 and coach_bot().close_factor == 1.0
    assert BASELINES["hard_v6"] == {"close_factor": 1.0, "plans": ""}
    for level in BASELINES:  # the older baselines stay what they were measured as (hard_close: the change itself)
        bot = get_bot(level, 0, allow_oracle=True)
        doubled = level in ("hard_close", "hard_v7")
        assert isinstance(bot, HardBot) and bot.close_factor == (2.0 if doubled else 1.0), level
    assert {k: v for k, v in vars(hard).items() if k not in ("close_factor", "level", "plans")} == \
        {k: v for k, v in vars(v6).items() if k not in ("close_factor", "level", "plans")}


def test_the_hard_bot_plays_out_its_other_plans_and_hard_v7_does_not() -> None:
    """The game's hard bot rates each card by its best plan (the policy's leads and each of DEFAULT_PLANS);
    ``hard_v7`` is the hard bot with the policy's leads only, and differs from it in nothing else; every other
    baseline and the oracle keep to the policy's leads."""
    from debertz.bots import BASELINES
    from debertz.bots.search import DEFAULT_PLANS, PLANS

    hard, v7 = get_bot("hard", 0), get_bot("hard_v7", 0, allow_oracle=True)
    assert isinstance(hard, HardBot) and isinstance(v7, HardBot)
    assert DEFAULT_PLANS == "low+nopull+pull2"  # the other PLANS were measured and not kept
    assert hard.plans == [None, *(PLANS[p] for p in DEFAULT_PLANS.split("+"))]
    assert v7.plans == [None] and OracleBot(0).plans == [None]
    for level in BASELINES:
        bot = get_bot(level, 0, allow_oracle=True)
        assert isinstance(bot, HardBot) and bot.plans == [None], level
    assert {k: v for k, v in vars(hard).items() if k not in ("level", "plans")} == \
        {k: v for k, v in vars(v7).items() if k not in ("level", "plans")}
    with pytest.raises(OptionError):
        HardBot(0, plans="low+bold")


def test_a_cards_rating_is_its_best_plans_on_the_same_worlds() -> None:
    """With its plans the hard bot weighs the same worlds (the policy's play-out of each card is the same), and
    a card's rating is the best of its plans' means: never below the policy's alone, and above it somewhere."""
    higher = 0
    for seed in range(6):
        m = Match("2", seed=seed)
        rng_bots = [get_bot("normal", seed * 10 + s) for s in range(2)]
        while not m.deal_over:
            seat = m.current_player()
            assert seat is not None
            view = m.view(seat)
            cards = [a for a in view.legal if A.is_card(a)]
            if view.phase == "play" and not view.trick and len(cards) > 2:
                plain = HardBot(seed, samples=12, time_budget=None, plans="").rate(view)
                planned = HardBot(seed, samples=12, time_budget=None).rate(view)
                assert set(plain) == set(planned)
                assert all(planned[c] >= plain[c] - 1e-9 for c in plain), (plain, planned)
                higher += any(planned[c] > plain[c] + 1e-9 for c in plain)
            m.apply(rng_bots[seat].choose(view))
    assert higher >= 3, higher
