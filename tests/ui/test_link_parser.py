"""The link parser of the browser table, in CPython (the page runs the same Python)."""
from __future__ import annotations

import pytest
from debertz_web.i18n import CATALOGUES, TextRef
from debertz_web.query import parse_qsl, unquote, urlencode
from debertz_web.settings import Settings, bot_levels, parse_query, settings_from_dict
from hypothesis import given, settings
from hypothesis import strategies as st

from debertz import options as O

KEYS = sorted({"mode", "preset", "target", "seed", "bots", "speed", "lang", "name", "zzz", *O.OPTION_NAMES})
VALUES = ["2", "3", "4", "2x2", "classic", "kharkiv", "51", "0", "-5", "1e9", "one_deal", "on", "off", "instant",
          "ru", "<script>alert(1)</script>", "x" * 300, "%ZZ", "easy,hard,nope", "", "six", "redeal"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(KEYS), st.one_of(st.sampled_from(VALUES), st.text(max_size=40))),
                max_size=12))
def test_any_link_gives_valid_settings(pairs: list[tuple[str, str]]) -> None:
    query = "?" + urlencode(pairs)
    s, problems, _ = parse_query(query)
    assert s.mode in O.MODES and s.preset in O.PRESETS
    s.options()  # every option valid
    for code, params in problems:  # a message of the catalogues, the values from the link short
        assert code.startswith("link.") and code in CATALOGUES["en"].texts
        assert all(len(v) <= 40 for v in params.values() if isinstance(v, str))
        assert all(isinstance(v, (str, int, TextRef)) for v in params.values())
    assert len(s.name) <= 24
    # and what it shares reads back to the same table
    again, _, has_table = parse_query(s.table_query())
    assert has_table
    assert (again.mode, again.preset, again.options(), again.seed) == (s.mode, s.preset, s.options(), s.seed)


@given(st.text(max_size=200))
def test_raw_query_text_never_raises(text: str) -> None:
    s, problems, _ = parse_query(text)
    s.options()


def test_parse_qsl_matches_the_standard_library() -> None:
    from urllib.parse import parse_qsl as std

    for q in ["a=1&b=%D0%B0+b&c=&d", "x=%zz&y=%", "name=%3Cb%3E", "k=%E2%99%A5&&=v"]:
        assert parse_qsl(q) == std(q, keep_blank_values=True)
    assert unquote("%41%42") == "AB"


def test_saved_settings_round_trip() -> None:
    s = Settings(mode="2x2", preset="kharkiv", overrides={"ski": "off", "target": 1020},
                 bots=[bot_levels()[0]] * 3, seed="abc", speed="fast", name="Ann", lang="uk")
    assert settings_from_dict(s.to_dict()) == s


def test_the_games_named_by_a_bad_mode_link_are_read_as_they_are_written() -> None:
    """The line for an unknown game names the games there are («2×2» among them): a link written that way, or
    with a Cyrillic «х», opens that game."""
    assert "2×2" in CATALOGUES["en"].texts["link.mode"]
    for written in ("2×2", "2х2", "2X2"):
        s, problems, has_table = parse_query("?" + urlencode([("mode", written)]), Settings())
        assert s.mode == "2x2" and problems == [] and has_table, written


@pytest.mark.parametrize("query,code,params", [
    ("?mode=2&bots=easy,normal,hard", "link.bots_extra", {"value": "normal", "n": 1}),
    ("?mode=2&mode=3", "link.repeated", {"name": "mode", "value": "3"}),
])
def test_what_a_link_leaves_out_is_said(query: str, code: str, params: dict[str, object]) -> None:
    """A link whose levels outnumber the table's other seats, or that gives a parameter twice: the table is
    the one it can be (the first levels, the last value), and the person is told what was left out."""
    s, problems, _ = parse_query(query)
    assert (code, params) in problems
    assert parse_query("?mode=2&mode=2")[1] == [] and parse_query("?mode=4&bots=easy,normal,hard")[1] == []
