"""Match history: entries round-trip, the store is pruned oldest first under its caps, a damaged
store never raises and keeps what is good, statistics count what they say, the chart is plain SVG."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hypothesis import given, settings
from hypothesis import strategies as st

from debertz.bots import get_bot
from debertz.cli.testing import by_bots, play_out
from debertz.learn.history import (
    DealLine,
    Entry,
    Stats,
    add_entry,
    dump_store,
    entry_from_match,
    load_store,
    margin_chart,
    statistics,
)
from debertz.match import Match
from debertz.options import make_options
from debertz.record import load_record


def bot_match(mode: str, seed: int, target: object = 151) -> Match:
    m = Match(mode, make_options(mode, "classic", {"target": target}), seed=seed)
    bots = [get_bot("easy", seed + s) for s in range(m.n)]
    return play_out(m, by_bots(bots))


def entry(mode: str = "2", seed: int = 1, date: str = "2026-12-01T09:00:00Z") -> Entry:
    m = bot_match(mode, seed)
    return entry_from_match(m, ["easy"] * (m.n - 1), date, takebacks=[1, 1, 0])


def test_entry_from_a_match_round_trips_and_keeps_the_record() -> None:
    m = bot_match("2x2", 3)
    e = entry_from_match(m, ["hard", "normal", "hard"], "2026-12-01T10:00:00Z", takebacks=[2, 0, 2])
    assert e.scores == tuple(m.scores) and e.winner == m.winner and e.takebacks == (0, 2)
    assert len(e.deals) == len(m.history) and e.won == (m.winner == 0)
    assert e.margin == m.scores[0] - m.scores[1]
    again, problem = load_store(dump_store([e]))
    assert problem is None and again == [e]
    # the store's text is the compact JSON of the whole document (written from each entry's kept text)
    assert dump_store([e, e]) == json.dumps({"format": "debertz-history/1", "matches": [e.to_json()] * 2},
                                            separators=(",", ":"))
    assert load_record(again[0].record).replay_summary() == m.replay_summary()


def test_store_is_pruned_oldest_first_and_never_drops_the_new_match() -> None:
    entries: list[Entry] = []
    made = [entry(seed=s, date=f"2026-12-01T09:0{s}:00Z") for s in range(6)]
    for e in made:
        entries = add_entry(entries, e, max_entries=4)
    assert [e.id for e in entries] == [e.id for e in made[2:]]
    one = len(dump_store(made[:1]))
    small = add_entry(made[:3], made[3], max_chars=2 * one)
    assert small[-1] == made[3] and len(small) < 4 and [e.id for e in small] == [e.id for e in made[4 - len(small):4]]
    alone = add_entry(made[:3], made[3], max_chars=10)
    assert alone == [made[3]]
    replaced = add_entry(made[:3], made[1])
    assert [e.id for e in replaced] == [made[0].id, made[2].id, made[1].id]


def test_a_damaged_store_keeps_what_is_good_and_says_so() -> None:
    good = [entry(seed=1), entry(seed=2, date="2026-12-02T09:00:00Z")]
    text = dump_store(good)
    assert load_store(None) == ([], None) and load_store("") == ([], None)
    for broken in (text[:len(text) // 2], "[1,2]", '{"format":"other","matches":[]}', "\x00garbage"):
        entries, problem = load_store(broken)
        assert entries == [] and problem and "\n" not in problem
    doc = json.loads(text)
    doc["matches"].insert(1, {"id": 5})
    doc["matches"][0]["deals"][0] = ["x"]
    entries, problem = load_store(json.dumps(doc))
    assert entries == good[1:] and problem == "2 damaged matches in the history were set aside"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300) | st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                                           lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=6), c,
                                                                                             max_size=4)).map(json.dumps))
def test_any_text_loads_without_raising(text: str) -> None:
    entries, problem = load_store(text)
    assert isinstance(entries, list) and (problem is None or "\n" not in problem)


def line(declarer: int | None, outcome: str, got: int, ski: bool = False) -> DealLine:
    return DealLine(declarer, outcome, got, ski)


def test_statistics_count_what_they_say() -> None:
    base = entry()
    a = Entry("a", "d1", "2", "classic", {}, ("hard",), 0, (160, 90), 0,
              (line(0, "made", 120), line(1, "bait", 162), line(0, "bait", 0, True), line(None, "redeal", 0)), {})
    b = Entry("b", "d2", "2x2", "classic", {}, ("easy", "hard", "easy"), 0, (80, 501), 1,
              (line(2, "made", 90), line(1, "made", 30), line(0, "hanging", 0)), {})
    stats = statistics([a, b])
    s2, s22, total = stats["2"], stats["2x2"], stats["all"]
    assert set(stats) == {"all", "2", "2x2"} and base.mode == "2"
    assert (s2.matches, s2.wins, s2.deals, s2.declared, s2.baited, s2.skis) == (1, 1, 3, 2, 1, 1)
    assert s2.points_as_declarer == 60 and s2.points_as_defender == 162 and s2.baited_rate == 0.5
    # in 2x2 the partner's (seat 2) declaration counts for the side but not as the person's
    assert (s22.matches, s22.wins, s22.declared, s22.side_declared) == (1, 0, 1, 2)
    assert s22.points_as_declarer == 45 and s22.points_as_defender == 30
    assert total.matches == 2 and total.wins == 1 and total.deals == 6 and total.declare_rate == 3 / 6
    # in 2x2 the partner (the seat opposite: hard) is no opponent: b was played against easy bots
    assert b.partner == "hard" and b.against == ("easy", "easy") and a.partner is None and a.against == ("hard",)
    assert total.by_level == {"hard": [1, 1], "easy": [1, 0]}


def test_a_statistic_with_nothing_to_count_is_none_not_zero() -> None:
    defended_only = Entry("c", "d3", "2", "classic", {}, ("hard",), 0, (0, 301), 1, (line(1, "made", 40),), {})
    s = statistics([defended_only])["2"]
    assert s.points_as_defender == 40 and s.declare_rate == 0
    assert s.points_as_declarer is None and s.baited_rate is None
    empty = Stats()
    assert empty.win_rate is None and empty.declare_rate is None and empty.points_as_defender is None


def test_chart_is_plain_svg() -> None:
    svg = margin_chart([30, -12, 0, 200], 'margins <"you">')
    root = ET.fromstring(svg)
    rects = [el for el in root.iter() if el.tag.endswith("rect")]
    assert len(rects) == 4 and [r.get("class") for r in rects] == ["win", "loss", "draw", "win"]
    assert root.get("aria-label") == 'margins <"you">'
    assert svg == margin_chart([30, -12, 0, 200], 'margins <"you">')
    tall = [float(r.get("height") or 0) for r in rects]
    assert tall[3] > tall[0] > tall[1]
    assert ET.fromstring(margin_chart([], "none")) is not None
    assert "<title>\u221212</title>" in svg and "-12" not in svg  # a minus sign, not a hyphen
