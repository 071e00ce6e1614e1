"""Challenge links: a sender's match round-trips through the link, the receiver gets the same decks
and dealer, any change to the table or the result is noticed (one line, never an exception)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from debertz import options as O
from debertz.bots import LEVELS, get_bot
from debertz.cli.testing import by_bots, play_out
from debertz.learn.challenge import (
    CHALLENGE_KEY,
    LINK_LEVELS,
    Challenge,
    challenge_from_match,
    compare,
    decode,
    table_params,
)
from debertz.match import Match, engine_seed


def sender_match(mode: str, seed: int | str, overrides: dict[str, Any] | None = None) -> Match:
    m = Match(mode, O.make_options(mode, "classic", dict({"target": 151}, **(overrides or {}))), seed=seed)
    bots = [get_bot("easy", s) for s in range(m.n)]
    return play_out(m, by_bots(bots))


def read_link(params: list[tuple[str, str]]) -> tuple[Challenge | None, str | None]:
    """What the page does with a link: the table parameters first, then the challenge."""
    p = dict(params)
    mode, preset = p["mode"], p["preset"]
    overrides = {k: O.parse_option_text(k, v) for k, v in p.items() if k in O.OPTION_NAMES}
    options = O.make_options(mode, preset, overrides)
    return decode(p[CHALLENGE_KEY], mode, preset, options, p["bots"].split(","), p.get("seed"))


def test_link_levels_are_the_engines() -> None:
    assert LINK_LEVELS == LEVELS


@pytest.mark.parametrize("mode", O.MODES)
def test_a_challenge_round_trips_and_deals_the_same_cards(mode: str) -> None:
    m = sender_match(mode, 4242, {"bait_to": "split"} if mode != "2" else None)
    bots = ["hard", "normal", "easy"][: m.n - 1]
    ch = challenge_from_match(m, bots, "Оксана ✓\n")
    assert ch.name == "Оксана ✓" and len(ch.deals) == len(m.history)
    got, problem = read_link(table_params(ch))
    assert problem is None and got == ch
    # the receiver's table: the same first dealer and the same decks, deal by deal
    again = Match(mode, O.make_options(mode, ch.preset, ch.options), seed=engine_seed(ch.seed))
    assert again.first_dealer == m.first_dealer == ch.first_dealer
    assert again.deal.deck == m.deals[0].deck


def tampered(params: list[tuple[str, str]], key: str, value: str) -> list[tuple[str, str]]:
    return [(k, value if k == key else v) for k, v in params] + ([(key, value)] if key not in dict(params) else [])


def test_a_changed_table_or_result_is_noticed() -> None:
    m = sender_match("2x2", "abc")
    params = table_params(challenge_from_match(m, ["hard"] * 3, "Ann"))
    value = dict(params)[CHALLENGE_KEY]
    body, check = value.split(".")
    changes = [("seed", "abd"), ("bots", "hard,hard,easy"), ("bots", "hard,hard"), ("bots", "god,hard,hard"),
               ("target", "501"), ("seven_swap", "off"), (CHALLENGE_KEY, body + ".000000000000"),
               (CHALLENGE_KEY, body[:-2] + "." + check), (CHALLENGE_KEY, "x"), (CHALLENGE_KEY, ".."),
               (CHALLENGE_KEY, "@@@." + check), (CHALLENGE_KEY, value + "a")]
    for key, new in changes:
        ch, problem = read_link(tampered(params, key, new))
        assert ch is None and problem and "\n" not in problem, (key, new)
    options = O.make_options("2x2", "classic", {"target": 151})
    assert decode(value, "2x2", "classic", options, ["hard"] * 3, None)[0] is None


@settings(max_examples=300, deadline=None)
@given(value=st.text(max_size=200), mode=st.sampled_from(O.MODES))
def test_any_value_decodes_without_raising(value: str, mode: str) -> None:
    n = O.SEATS[mode]
    ch, problem = decode(value, mode, "classic", O.make_options(mode), ["hard"] * (n - 1), "1")
    assert ch is None and problem


def test_comparison_deal_by_deal() -> None:
    m = sender_match("2", 7)
    ch = challenge_from_match(m, ["easy"], "Bo")
    mine = sender_match("2", 7)  # the same bots: the same play, the same results
    lines = compare(ch, mine.history)
    assert [ln.deal for ln in lines] == list(range(1, len(m.history) + 1))
    assert all(ln.better == "even" and ln.mine == ln.theirs for ln in lines)
    # a different result on deal 1
    changed = Challenge(ch.mode, ch.preset, ch.options, ch.bots, ch.seed, ch.name,
                        ((ch.deals[0][0] + 10, ch.deals[0][1]),) + ch.deals[1:] + ((0, 0),), ch.scores)
    lines = compare(changed, mine.history)
    assert lines[0].better == "them" and lines[-1].better == "open" and lines[-1].mine is None


def test_one_seed_rule_for_people_links_and_stored_matches() -> None:
    """A seed as people give it: letters, digits, - and _, at most MAX_SEED; digits deal as the number."""
    from debertz.match import MAX_SEED, valid_seed

    assert valid_seed("Olena-2_x") and valid_seed("7" * MAX_SEED)
    assert not any(valid_seed(t) for t in ("", "a b", "x" * (MAX_SEED + 1), "a/b", "<b>"))
    assert engine_seed("7") == 7 and engine_seed("07x") == "07x"
    linked, given = (Match("2", O.make_options("2"), seed=seed) for seed in (engine_seed("7"), 7))
    assert linked.deal.deck == given.deal.deck
