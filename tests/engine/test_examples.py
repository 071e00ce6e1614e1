"""docs/rules.md §11 worked examples, and the scoring rules of §8."""

from dataclasses import replace

from debertz import actions as A
from debertz.cards import parse_card
from debertz.cli.testing import build_deck
from debertz.combinations import judge_sequences, runs_in_hand
from debertz.deal import Deal
from debertz.options import make_options
from debertz.scoring import score_deal


def mask(text: str) -> int:
    return sum(1 << parse_card(c) for c in text.split())


def test_example_1_bait_two_players() -> None:
    sc = score_deal([70, 90], [4, 5], 0, make_options("2"), False)
    assert sc.outcome == "bait"
    assert sc.recorded == (0, 160)


def test_example_2_bait_to_leader_and_split() -> None:
    opts = make_options("3")
    assert score_deal([60, 75, 40], [3, 3, 3], 0, opts, False).recorded == (0, 135, 40)
    split = replace(opts, bait_to="split")
    assert score_deal([60, 75, 40], [3, 3, 3], 0, split, False).recorded == (0, 105, 70)


def test_example_3_hanging_bait_carried() -> None:
    opts = make_options("2")
    first = score_deal([81, 81], [4, 5], 0, opts, False)
    assert first.outcome == "hanging"
    assert first.recorded == (0, 81) and first.hanging == 81
    second = score_deal([95, 60], [5, 4], 0, opts, False, hanging=first.hanging)
    assert second.outcome == "made"
    assert second.recorded == (95 + 81, 60) and second.hanging == 0


def test_example_4_longer_sequence_is_senior() -> None:
    a = runs_in_hand(0, mask("8S 9S TS JS"))
    b = runs_in_hand(1, mask("QH KH AH 7D 8D 9D"))
    assert [r.length for r in b] == [3, 3]
    v = judge_sequences(a + b, (0, 1), "last_trick", 2, (1, 0), 1, (True, True))
    assert v.side == 0


def test_example_5_ruff_need_not_overtrump_when_trump_not_led() -> None:
    # mode 2, dealer 0: seat 1 leads.  Trump hearts (turn-up 8H taken by seat 1).
    deck = build_deck("2", 0, ["JH 7H 8D 9D TD JD", "AS 7C 8C 9C TC JC"], "8H",
                      ["QC KC AC", "QD KD AD"])
    d = Deal("2", make_options("2"), 0, deck)
    d.apply(A.TAKE)
    assert d.trump == 1
    d.apply(parse_card("AS"))  # seat 1 leads the ace of spades
    legal = set(d.legal_actions())
    # seat 0 has no spade, holds JH and 7H: both trumps are legal (no duty to overtrump)
    assert parse_card("7H") in legal and parse_card("JH") in legal
    assert parse_card("8D") not in legal
    assert d.why_illegal(parse_card("8D")) == "you must trump (hearts)"


def test_ski_and_bait_together() -> None:
    sc = score_deal([0, 162], [0, 9], 0, make_options("2"), False)
    assert sc.outcome == "bait" and sc.penalties == (-50, 0)
    pair = score_deal([162, 0], [8, 0], 1, make_options("2x2"), True)
    assert pair.penalties == (0, -100)


def test_odd_points_go_clockwise_from_declarer() -> None:
    opts = replace(make_options("4"), bait_to="split")
    sc = score_deal([20, 30, 10, 29], [2, 2, 2, 2], 3, opts, False)
    # 29 split three ways: 10, 10, 9 starting with seat 0, the first after the declarer (3)
    assert sc.outcome == "bait" and sc.recorded == (30, 40, 19, 0)
    lead = score_deal([10, 50, 40, 50], [2, 2, 2, 2], 0, make_options("4"), False)
    # tied leaders 1 and 3 split 10: 5 each
    assert lead.recorded == (0, 55, 40, 55) and lead.bait_receivers == (1, 3)
    odd = score_deal([11, 50, 40, 50], [2, 2, 2, 2], 0, make_options("4"), False)
    assert odd.recorded == (0, 56, 40, 55)


def test_hanging_pot_keeps_hanging_and_goes_to_bait_receivers() -> None:
    opts = make_options("3")
    h1 = score_deal([50, 50, 20], [3, 3, 3], 0, opts, False)
    h2 = score_deal([40, 40, 10], [3, 3, 3], 1, opts, False, hanging=h1.hanging)
    assert h2.hanging == 90 and h2.recorded == (40, 0, 10)
    b = score_deal([30, 20, 70], [3, 3, 3], 1, opts, False, hanging=h2.hanging)
    assert b.recorded == (30, 0, 70 + 20 + 90) and b.hanging == 0
