"""One test per option value, each showing the difference it makes."""


import pytest

from debertz import actions as A
from debertz.cards import bits
from debertz.cards import parse_card as C
from debertz.cli.testing import build_deck
from debertz.deal import Deal, End
from debertz.match import Match
from debertz.options import (
    OPTION_SPECS,
    PRESETS,
    TARGET_CHOICES,
    OptionError,
    Options,
    make_options,
    parse_option_text,
    parse_target,
    parse_target_text,
)
from debertz.scoring import bait_penalty_due, score_deal


def opts(mode: str, **kw: object) -> Options:
    return make_options(mode, "classic", kw)


def two_player_deal(o: Options, take: bool = True) -> Deal:
    # dealer 0; seat 1 speaks and leads.  Turn-up 9H.  Seat 0 holds 7H.
    deck = build_deck("2", 0, ["7H 8S 9S TS 7D 8D", "AS KS QS 7C 8C 9C"], "9H",
                      ["JS 9D TD", "TC JC QC"], rest="AD")
    d = Deal("2", o, 0, deck)
    if take:
        d.apply(A.TAKE)
    return d


@pytest.mark.parametrize("value,visible_after_deal,visible_after_trick", [
    ("after_first_trick", None, "AD"), ("after_deal", "last", "last"), ("none", None, None)])
def test_second_open_card(value: str, visible_after_deal: str | None, visible_after_trick: str | None) -> None:
    d = two_player_deal(opts("2", second_open_card=value))
    last = d.deck[31]
    exp = {None: None, "last": last, "AD": C("AD")}
    assert d.second_open == exp[visible_after_deal]
    d.apply(C("AS"))
    d.apply(C("8S"))
    assert d.second_open == exp[visible_after_trick]


@pytest.mark.parametrize("value,receiver", [("declarer", 2), ("dealer", 0)])
def test_turn_up_to(value: str, receiver: int) -> None:
    deck = build_deck("4", 0, ["7S 8S 9S 7H 8H 9H", "TS JS QS TH JH QH", "KS AS 7D KH AH 8D",
                               "9D TD JD 7C 8C 9C"], "AC")
    d = Deal("4", opts("4", turn_up_to=value), 0, deck)
    d.apply(A.PASS)  # seat 1
    d.apply(A.TAKE)  # seat 2 takes clubs
    assert d.declarer == 2
    assert d.hands[receiver] >> C("AC") & 1
    assert all(bin(h).count("1") == 8 for h in d.hands)


def test_all_pass_obligation_forces_last_speaker() -> None:
    d = two_player_deal(opts("2", all_pass="obligation"), take=False)
    for _ in range(3):
        d.apply(A.PASS)
    assert d.current_player() == 0  # the dealer speaks last
    assert A.PASS not in d.legal_actions()
    assert d.why_illegal(A.PASS) == "you are the last to speak and must name a trump (obligation)"
    card = next(iter(bits(d.hands[0])))  # a card clicked now is refused for the same reason, not "or pass"
    assert d.why_illegal(card) == "you are the last to speak and must name a trump (obligation)"
    assert A.TRUMP_H not in d.legal_actions()  # not the turn-up's suit
    d.apply(A.TRUMP_S)
    assert d.trump == 0 and d.declarer == 0


def test_all_pass_redeal_throws_in_and_next_dealer_deals() -> None:
    m = Match("2", opts("2", all_pass="redeal"), seed=5, first_dealer=0)
    for _ in range(4):
        m.apply(A.PASS)
    assert m.deal.end == End.REDEAL_ALL_PASS and m.history[-1].outcome == "redeal"
    assert m.history[-1].declarer is None
    assert m.next_deal().dealer == 1


@pytest.mark.parametrize("value,seat0_may", [("any_player", True), ("declarer_only", False), ("off", False)])
def test_seven_swap(value: str, seat0_may: bool) -> None:
    d = two_player_deal(opts("2", seven_swap=value))  # seat 1 declares hearts; seat 0 holds 7H
    d.apply(C("AS"))
    assert (A.SWAP7 in d.legal_actions()) == seat0_may
    if seat0_may:
        d.apply(A.SWAP7)
        assert d.table_card == C("7H") and d.hands[0] >> C("9H") & 1


def test_seven_swap_declarer_only_allows_declarer() -> None:
    deck = build_deck("2", 0, ["AS KS QS 7C 8C 9C", "7H 8S 9S TS 7D 8D"], "9H", ["TC JC QC", "JS 9D TD"])
    d = Deal("2", opts("2", seven_swap="declarer_only"), 0, deck)
    d.apply(A.PASS)
    d.apply(A.TAKE)  # seat 0, the dealer, declares and holds 7H... no: seat 1 holds 7H
    assert d.declarer == 0 and A.SWAP7 not in d.legal_actions()  # seat 1 holds it but is not declarer


def weak_deal(mode: str, o: Options) -> Deal:
    n = 2 if mode == "2" else 4
    first = ["7S 8S 9S 7H 8H 9H", "AS TS KS AH TH KH", "7D 8D 9D 7C 8C 9C", "AD TD KD AC TC KC"][:n]
    second = ["QD", "JS JH", "JD JC", "QS QC"] if n == 4 else ["QD QC JD", "JS JH JC"]
    deck = build_deck(mode, n - 1, first, "QH", second)
    d = Deal(mode, o, n - 1, deck)
    d.apply(A.TAKE)  # seat 0 takes
    return d


@pytest.mark.parametrize("mode,value,allowed", [
    ("2", "on", True), ("2", "off", False), ("2", "four_solo_only", False), ("4", "four_solo_only", True)])
def test_weak_hand_redeal(mode: str, value: str, allowed: bool) -> None:
    d = weak_deal(mode, opts(mode, weak_hand_redeal=value))
    assert d.current_player() == 0
    assert (A.REDEAL in d.legal_actions()) == allowed
    if allowed:
        d.apply(A.REDEAL)
        assert d.end == End.REDEAL_WEAK_HAND


def test_weak_hand_redeal_same_dealer_deals_again() -> None:
    m = Match("2", opts("2"), seed=3, first_dealer=1)
    m.deals[0] = weak_deal("2", m.options)
    m.apply(A.REDEAL)
    assert m.history[-1].outcome == "redeal" and m.next_deal().dealer == 1


def debertz_deal(value: str) -> Deal:
    deck = build_deck("2", 0, ["7H 8H 9H TH JH QH", "AS KS QS 7C 8C 9C"], "KH", ["AH 8S 9S", "TC JC QC"])
    d = Deal("2", opts("2", debertz=value), 0, deck)
    d.apply(A.PASS)
    d.apply(A.TAKE)  # seat 0 takes hearts and holds 7..Q of hearts: six in a row
    return d


def test_debertz_on_after_swap_wins_match() -> None:
    m = Match("2", opts("2"), seed=1, first_dealer=0)
    m.deals[0] = debertz_deal("on")
    m.apply(m.legal_actions()[0])  # seat 1 leads any card
    assert A.SWAP7 in m.legal_actions()
    m.apply(A.SWAP7)  # seat 0 now holds 8H..KH: seven in a row
    assert m.finished and m.winner == 0 and m.history[-1].outcome == "debertz"


def test_debertz_off_scores_as_sequence() -> None:
    d = debertz_deal("off")
    d.apply(d.legal_actions()[0])
    d.apply(A.SWAP7)
    assert not d.over
    runs = [r for r in d.all_runs() if r.seat == 0 and r.suit == 1]
    assert runs and runs[0].length == 7


def test_debertz_at_second_deal() -> None:
    deck = build_deck("2", 0, ["7H 8H 9H TH JH QH", "AS KS QS 7C 8C 9C"], "7S", ["KH 8S 9S", "TC JC QC"])
    d = Deal("2", opts("2"), 0, deck)
    d.apply(A.PASS)
    d.apply(A.PASS)
    d.apply(A.TRUMP_H)  # seat 1, round 2
    d2 = Deal("2", opts("2"), 0, deck)
    assert d.end == End.DEBERTZ and d.debertz_seat == 0
    d2.apply(A.PASS)
    d2.apply(A.PASS)
    d2.apply(A.TRUMP_C)
    assert not d2.over


@pytest.mark.parametrize("value,points", [
    ("six", (20, 50, 50, 100, 100)), ("five", (20, 50, 100, 100, 100)), ("off", (20, 50, 50, 50, 50))])
def test_hundred(value: str, points: tuple[int, ...]) -> None:
    from debertz.combinations import sequence_points
    assert tuple(sequence_points(n, value) for n in (3, 4, 5, 6, 7)) == points


@pytest.mark.parametrize("rule,last_side,expected", [
    ("last_trick", 1, 1), ("last_trick", 2, None), ("first_hand", 2, 0), ("trump", 2, 1)])
def test_equal_sequences(rule: str, last_side: int, expected: int | None) -> None:
    from debertz.combinations import Run, judge_sequences
    runs = [Run(0, 0, 2, 3), Run(1, 1, 2, 3), Run(2, 2, 0, 3)]  # 9-T-J spades, 9-T-J hearts, lower
    v = judge_sequences(runs, (0, 1, 2), rule, 1, (0, 1, 2), last_side, (True, True, True))
    assert v.side == expected


def test_equal_sequences_trump_neither_trump() -> None:
    from debertz.combinations import Run, judge_sequences
    runs = [Run(0, 0, 2, 3), Run(1, 2, 2, 3)]
    assert judge_sequences(runs, (0, 1), "trump", 1, (0, 1), 0, (True, True)).side is None


def test_tie_inside_one_side_is_no_tie() -> None:
    from debertz.combinations import Run, judge_sequences
    runs = [Run(0, 0, 2, 3), Run(2, 1, 2, 3), Run(1, 3, 0, 3)]
    v = judge_sequences(runs, (0, 1, 0, 1), "last_trick", 3, (0, 1, 2, 3), None, None)
    assert v.side == 0


def test_senior_side_without_tricks_scores_nothing() -> None:
    from debertz.combinations import Run, judge_sequences
    v = judge_sequences([Run(0, 0, 2, 4), Run(1, 1, 0, 3)], (0, 1), "last_trick", 1, (0, 1), 1, (False, True))
    assert v.side is None


def overtrump_deal(o: Options, lead: str) -> Deal:
    # mode 2, dealer 0, seat 1 leads. Trump hearts.
    deck = build_deck("2", 0, ["7H AH 9D 8D 7D 7C", "9H AS KS QS 8C 9C"], "8H", ["KH TD JD", "TC JC QC"])
    d = Deal("2", o, 0, deck)
    d.apply(A.TAKE)
    d.apply(C(lead))
    return d


@pytest.mark.parametrize("value", ["trump_lead", "always", "never"])
def test_overtrump_on_trump_lead(value: str) -> None:
    d = overtrump_deal(opts("2", overtrump=value), "9H")  # 9H led; seat 0 has 7H AH KH: none beats 9H
    assert {a for a in d.legal_actions() if a < 32} == {C("7H"), C("AH"), C("KH")}


def test_overtrump_trump_lead_forces_higher() -> None:
    deck = build_deck("2", 0, ["JH 7H 9D 8D 7D 7C", "AH AS KS QS 8C 9C"], "8H", ["KH TD JD", "TC JC QC"])
    for value, expected in (("trump_lead", {C("JH")}), ("always", {C("JH")}),
                            ("never", {C("JH"), C("7H"), C("KH")})):
        d = Deal("2", opts("2", overtrump=value), 0, deck)
        d.apply(A.TAKE)
        d.apply(C("AH"))
        assert {a for a in d.legal_actions() if a < 32} == expected, value
        if value != "never":
            assert d.why_illegal(C("7H")) == "you must overtrump (play a higher trump)"


def test_overtrump_always_when_ruffing() -> None:
    # mode 3, dealer 0: seat 1 leads AS, seat 2 ruffs with 9H, seat 0 (void in spades) holds JH and 7H
    deck = build_deck("3", 0, ["JH 7H 7D 8D 9D TD", "AS KS QS 7C 8C 9C", "9H TC JC QC KC AD"], "8H",
                      ["JD QD KD", "AC 7S 8S", "AH TH QH"])
    for value, expected in (("trump_lead", {C("JH"), C("7H")}), ("always", {C("JH")}),
                            ("never", {C("JH"), C("7H")})):
        d = Deal("3", opts("3", overtrump=value), 0, deck)
        d.apply(A.TAKE)
        d.apply(C("AS"))
        d.apply(C("9H"))
        assert d.turn == 0
        assert {a for a in d.legal_actions() if a < 32} == expected, value


TRUMPS2 = {"JH", "9H", "TH", "QH"}
HAND2 = TRUMPS2 | {"7D", "8D", "9D", "TD"}


@pytest.mark.parametrize("relief,lead,second,expected", [
    ("none", "AH", "7H", {"JH", "9H"}), ("no_overtrump", "AH", "7H", TRUMPS2), ("no_ruff", "AH", "7H", TRUMPS2),
    ("none", "KS", "8S", TRUMPS2), ("no_overtrump", "KS", "8S", TRUMPS2), ("no_ruff", "KS", "8S", HAND2)])
def test_partner_relief(relief: str, lead: str, second: str, expected: set[str]) -> None:
    # 2x2, dealer 3: seat 0 takes hearts (turn-up 8H) and leads; seat 1 plays low; seat 2, partner of
    # the seat winning the trick, holds trumps JH 9H TH QH and no spade.
    deck = build_deck("2x2", 3, ["AH KS QS 7C 8C 9C", "7H 8S 9S TS TC JC", "JH 9H 7D 8D 9D TD",
                                 "QC KC AC JD QD KD"], "8H", ["AD", "7S JS", "TH QH", "AS KH"])
    o = make_options("2x2", "classic", {"partner_relief": relief, "overtrump": "always"})
    d = Deal("2x2", o, 3, deck)
    d.apply(A.TAKE)
    d.apply(C(lead))
    d.apply(C(second))
    assert d.turn == 2 and d.win_seat == 0
    assert {a for a in d.legal_actions() if a < 32} == {C(x) for x in expected}


@pytest.mark.parametrize("value,expected", [("leader", (0, 135, 40)), ("split", (0, 105, 70))])
def test_bait_to(value: str, expected: tuple[int, ...]) -> None:
    assert score_deal([60, 75, 40], [3, 3, 3], 0, opts("3", bait_to=value), False).recorded == expected


@pytest.mark.parametrize("value,due", [
    ("third_and_later", [False, False, True, True, True, True]),
    ("second_and_later", [False, True, True, True, True, True]),
    ("every_third", [False, False, True, False, False, True]),
    ("off", [False] * 6)])
def test_bait_penalty(value: str, due: list[bool]) -> None:
    assert [bait_penalty_due(value, k) for k in range(1, 7)] == due
    sc = score_deal([10, 90], [1, 8], 0, opts("2", bait_penalty=value), False, baits=[2, 0])
    assert sc.penalties[0] == (-100 if due[2] else 0)


@pytest.mark.parametrize("value,penalty", [("on", -50), ("off", 0)])
def test_ski(value: str, penalty: int) -> None:
    assert score_deal([100, 0], [9, 0], 0, opts("2", ski=value), False).penalties == (0, penalty)


@pytest.mark.parametrize("value", ["rotate", "deal_winner"])
def test_next_dealer(value: str) -> None:
    for seed in range(40):
        m = Match("3", opts("3", next_dealer=value), seed=seed, first_dealer=0)
        while not m.deal.over:
            m.apply(m.legal_actions()[0] if A.REDEAL not in m.legal_actions() else m.legal_actions()[0])
        if m.history[-1].outcome in ("made", "bait", "hanging"):
            rec = m.history[-1].recorded
            best = max(rec)
            want = 1 if value == "rotate" else next(s for s in (1, 2, 0) if rec[s] == best)
            assert m.next_dealer() == want
            if value == "deal_winner" and want != 1:
                return
    assert value == "rotate"


def test_target_one_deal() -> None:
    m = Match("2", opts("2", target="one_deal"), seed=2, first_dealer=0)
    while not m.deal.over:
        m.apply(m.legal_actions()[0])
    assert m.finished == (m.scores[0] != m.scores[1])


def test_every_option_has_its_default_first_and_rejects_unknown_values() -> None:
    o = Options()
    for spec in OPTION_SPECS:
        assert getattr(o, spec.name) == spec.default == spec.values[0]
        with pytest.raises(OptionError):
            make_options("2", "classic", {spec.name: "nonsense"})
    with pytest.raises(OptionError):
        make_options("2", "classic", {"no_such_option": "on"})
    with pytest.raises(OptionError):
        make_options("2", "classic", {"target": 50})


@pytest.mark.parametrize("text,target", [("51", 51), (" 1020 ", 1020), ("999999999", 999_999_999),
                                         ("one_deal", "one_deal")])
def test_a_target_written_as_text(text: str, target: object) -> None:
    assert parse_target_text(text) == target
    assert parse_option_text("target", text) == target


@pytest.mark.parametrize("text", ["50", "", "3O1", "\u00b2", "\u0661\u0660\u0660", "1e3", "-60", "1000000000",
                                  "301.0"])
def test_a_target_written_as_text_rejected(text: str) -> None:
    with pytest.raises(OptionError) as e:
        parse_target_text(text)
    assert str(e.value).isprintable()


def test_every_preset_offers_its_default_targets() -> None:
    assert set(TARGET_CHOICES) == set(PRESETS)
    for preset, choices in TARGET_CHOICES.items():
        assert all(make_options(mode, preset).target in choices for mode in ("2", "3", "4", "2x2"))
        assert all(parse_target(t) == t for t in choices)
    assert 1020 in TARGET_CHOICES["kharkiv"]  # the Kharkiv tables' long match


def test_presets() -> None:
    k = make_options("4", "kharkiv")
    assert (k.all_pass, k.hundred, k.bait_penalty, k.seven_swap, k.second_open_card, k.target) == (
        "obligation", "five", "second_and_later", "off", "after_deal", 510)
    assert make_options("2").target == 301 and make_options("3").target == 501
    assert make_options("2", "kharkiv", {"hundred": "six"}).hundred == "six"
