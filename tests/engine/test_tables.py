"""Exhaustive tables: trick winners, legal cards, sequence detection and seniority,
each checked against a slow reference written straight from docs/rules.md."""

import itertools
import random

import pytest

from debertz.cards import HIGHER_TRUMP, STRENGTH, bits, card_points
from debertz.combinations import RUNS, judge_sequences, runs_in_hand
from debertz.deal import Deal, Phase
from debertz.match import seeded_deck
from debertz.options import make_options

TRUMP_ORDER = "J9AT KQ87".replace(" ", "")  # high to low
PLAIN_ORDER = "ATKQJ987"
RANKS = "789TJQKA"


def ref_beats(a: int, b: int, trump: int, led: int) -> bool:
    """Does card a beat card b (both in a trick where ``led`` was led)?"""
    sa, sb = a // 8, b // 8
    ra, rb = RANKS[a % 8], RANKS[b % 8]
    if sa == trump and sb != trump:
        return True
    if sb == trump and sa != trump:
        return False
    if sa == trump:
        return TRUMP_ORDER.index(ra) < TRUMP_ORDER.index(rb)
    if sa == led and sb != led:
        return True
    if sb == led and sa != led:
        return False
    if sa == led:
        return PLAIN_ORDER.index(ra) < PLAIN_ORDER.index(rb)
    return False


def test_trick_winner_table_all_pairs() -> None:
    for trump, led, a, b in itertools.product(range(4), range(4), range(32), range(32)):
        if a == b:
            continue
        assert (STRENGTH[trump][led][a] > STRENGTH[trump][led][b]) == ref_beats(a, b, trump, led)


def test_points_table() -> None:
    trump = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
    plain = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
    for c in range(32):
        assert card_points(c, c // 8) == trump[RANKS[c % 8]]
        assert card_points(c, (c // 8 + 1) % 4) == plain[RANKS[c % 8]]
    assert sum(card_points(c, 0) for c in range(32)) == 152


def test_higher_trump_table() -> None:
    for c in range(32):
        want = {d for d in range(c // 8 * 8, c // 8 * 8 + 8)
                if TRUMP_ORDER.index(RANKS[d % 8]) < TRUMP_ORDER.index(RANKS[c % 8])}
        assert set(bits(HIGHER_TRUMP[c])) == want


def ref_legal(hand: set[int], trick: list[tuple[int, int]], trump: int, seat: int, pairs: bool,
              overtrump: str, relief: str) -> set[int]:
    if not trick:
        return set(hand)
    led = trick[0][1] // 8
    winner_seat, winner = trick[0]
    for s, c in trick[1:]:
        if ref_beats(c, winner, trump, led):
            winner_seat, winner = s, c
    partner_wins = pairs and winner_seat == (seat + 2) % 4
    best_trump = max((c for _, c in trick if c // 8 == trump),
                     key=lambda c: -TRUMP_ORDER.index(RANKS[c % 8]), default=None)
    follow = {c for c in hand if c // 8 == led}
    trumps = {c for c in hand if c // 8 == trump}

    def beat(cards: set[int]) -> set[int]:
        if best_trump is None:
            return cards
        higher = {c for c in cards if ref_beats(c, best_trump, trump, led)}
        return higher or cards

    if follow:
        if led == trump and overtrump != "never" and not (partner_wins and relief in ("no_overtrump", "no_ruff")):
            return beat(follow)
        return follow
    if trumps:
        if partner_wins and relief == "no_ruff":
            return set(hand)
        if overtrump == "always" and not (partner_wins and relief == "no_overtrump"):
            return beat(trumps)
        return trumps
    return set(hand)


@pytest.mark.parametrize("mode", ["2", "3", "4", "2x2"])
@pytest.mark.parametrize("overtrump", ["trump_lead", "always", "never"])
@pytest.mark.parametrize("relief", ["no_overtrump", "none", "no_ruff"])
def test_legal_cards_match_reference(mode: str, overtrump: str, relief: str) -> None:
    rng = random.Random(f"{mode}{overtrump}{relief}")
    o = make_options(mode, "classic", {"overtrump": overtrump, "partner_relief": relief})
    checked = 0
    for seed in range(120):
        d = Deal(mode, o, seed % (4 if mode in ("4", "2x2") else int(mode)), seeded_deck(seed, 0))
        d.push(d.legal_actions()[0])  # take
        while d.phase == Phase.PLAY:
            seat = d.turn
            want = ref_legal(set(bits(d.hands[seat])), list(d.trick), d.trump or 0, seat, d.pairs,
                             overtrump, relief if d.pairs else "none")
            got = {a for a in d.legal_actions() if a < 32}
            assert got == want, (d.trick, seat)
            for c in bits(d.hands[seat]):
                assert (d.why_illegal(c) is None) == (c in want)
            checked += 1
            d.push(rng.choice(sorted(got)))
    assert checked > 1000


def ref_runs(byte: int) -> list[tuple[int, int]]:
    out, run = [], []
    for r in range(9):
        if r < 8 and byte >> r & 1:
            run.append(r)
        else:
            if len(run) >= 3:
                out.append((run[0], len(run)))
            run = []
    return out


def test_sequence_detection_all_rank_sets() -> None:
    for byte in range(256):
        assert list(RUNS[byte]) == ref_runs(byte)
        for suit in range(4):
            runs = runs_in_hand(0, byte << (8 * suit))
            assert [(r.low, r.length) for r in runs] == ref_runs(byte)
            assert all(r.suit == suit for r in runs)


def test_seniority_every_pair_of_runs() -> None:
    from debertz.combinations import Run
    all_runs = [(low, ln) for ln in range(3, 9) for low in range(0, 9 - ln)]
    for (la, na), (lb, nb) in itertools.product(all_runs, repeat=2):
        a, b = Run(0, 0, la, na), Run(1, 1, lb, nb)
        v = judge_sequences([a, b], (0, 1), "first_hand", 3, (1, 0), 0, (True, True))
        if na != nb:
            want = 0 if na > nb else 1
        elif la != lb:
            want = 0 if la > lb else 1
        else:
            want = 1  # tie: seat 1 plays first
        assert v.side == want
