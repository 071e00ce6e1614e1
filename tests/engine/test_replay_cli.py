"""``python -m debertz replay``: results, exit status, and one-line errors for bad input."""

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from debertz.actions import action_str
from debertz.cli.testing import first_legal, play_out
from debertz.errors import RecordError
from debertz.match import Match
from debertz.options import make_options
from debertz.record import load_record, replay_text

DATA = Path(__file__).parent / "data"
HANDMADE = json.loads((DATA / "bait_hanging_penalty_ski.json").read_text())


def run(doc: Any, raw: str | None = None) -> subprocess.CompletedProcess[str]:
    text = raw if raw is not None else json.dumps(doc)
    return subprocess.run([sys.executable, "-m", "debertz", "replay", "-"], input=text, capture_output=True,
                          text=True, timeout=60)


def assert_rejected(p: subprocess.CompletedProcess[str], *words: str) -> str:
    assert p.returncode == 2
    assert p.stdout == ""
    line = p.stderr.strip()
    assert "\n" not in line and "Traceback" not in line and line
    for w in words:
        assert w in line, line
    return line


def test_handmade_record_bait_hanging_penalty_ski() -> None:
    p = run(HANDMADE)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    deals = out["deals"]
    assert [d["outcome"] for d in deals][:7] == ["made", "hanging", "bait", "bait", "bait", "bait", "made"]
    # deal 2 hangs 64; deal 3 is a bait that carries those 64 to the defender: 88 + 51 + 64
    assert deals[1]["recorded"] == [64, 0] and deals[1]["hanging"] == 64
    assert deals[2]["points"] == [51, 88] and deals[2]["recorded"] == [0, 203] and deals[2]["hanging"] == 0
    # seat 0's third bait costs 100; a deal with no trick for seat 0 costs 50
    assert deals[4]["penalties"] == [-100, 0]
    assert deals[6]["penalties"] == [-50, 0] and deals[6]["points"][0] == 0
    assert out["scores"] == [177, 712] and out["finished"] is False and out["winner"] is None
    assert out == json.loads((DATA / "bait_hanging_penalty_ski.expected.json").read_text())


def test_replay_from_file(tmp_path: Path) -> None:
    f = tmp_path / "r.json"
    f.write_text(json.dumps(HANDMADE))
    p = subprocess.run([sys.executable, "-m", "debertz", "replay", str(f)], capture_output=True, text=True)
    assert p.returncode == 0 and json.loads(p.stdout)["scores"] == [177, 712]


def test_a_byte_order_mark_before_the_record_is_read_past(tmp_path: Path) -> None:
    f = tmp_path / "saved-by-notepad.json"
    f.write_bytes(b"\xef\xbb\xbf" + json.dumps(HANDMADE).encode())
    p = subprocess.run([sys.executable, "-m", "debertz", "replay", str(f)], capture_output=True, text=True)
    assert p.returncode == 0 and json.loads(p.stdout)["scores"] == [177, 712]
    assert replay_text("\ufeff" + json.dumps(HANDMADE))["scores"] == [177, 712]


def test_missing_file() -> None:
    p = subprocess.run([sys.executable, "-m", "debertz", "replay", "/no/such/file.json"], capture_output=True,
                       text=True)
    assert_rejected(p, "cannot read")


def test_bad_json() -> None:
    assert_rejected(run(None, raw="{not json"), "bad JSON")
    assert_rejected(run(None, raw="[1, 2]"), "object")


@pytest.mark.parametrize("change,words", [
    ({"format": "debertz-record/2"}, ["format"]),
    ({"mode": "5"}, ["mode"]),
    ({"preset": "moscow"}, ["preset"]),
    ({"options": {"overtrump": "sometimes"}}, ["overtrump", "sometimes"]),
    ({"options": {"no_such": "on"}}, ["unknown option", "no_such"]),
    ({"options": {"target": 10}}, ["target"]),
    ({"options": {"target": "301"}}, ["target", "whole number"]),  # a number, not text
    ({"options": {"target": "\u00b2"}}, ["target", "whole number"]),  # text Python's isdigit() takes
    ({"options": {"target": 301.5}}, ["target", "whole number"]),
    ({"first_dealer": 7}, ["first_dealer"]),
])
def test_bad_header(change: dict[str, Any], words: list[str]) -> None:
    doc = {**copy.deepcopy(HANDMADE), **change}
    assert_rejected(run(doc), *words)


@pytest.mark.parametrize("raw,words", [
    ('{"format": "debertz-record/1", "x": NaN}', ["bad JSON", "NaN"]),
    ('{"format": "debertz-record/1", "x": -Infinity}', ["bad JSON", "Infinity"]),
    ('{"format": "debertz-record/1", "x": 1' + "0" * 5000 + "}", ["bad JSON", "digits"]),
])
def test_json_that_python_reads_but_json_does_not_have(raw: str, words: list[str]) -> None:
    assert_rejected(run(None, raw=raw), *words)


def test_any_whole_target_from_51_up() -> None:
    """The target has no upper bound: a record's whole number (1001.0 is one) is taken as it is."""
    for target in (1001, 200_000, 10**30, 1001.0):
        doc = {**copy.deepcopy(HANDMADE), "options": {"target": target}}
        p = run(doc)
        assert p.returncode == 0, p.stderr
        assert load_record(json.loads(json.dumps(doc))).options.target == int(target)


def test_optional_fields_written_as_null_or_as_whole_floats() -> None:
    """What a writer may put for "not set" (null) or for a whole number (1.0) reads as the plain record does."""
    def outcome(doc: dict[str, Any]) -> tuple[int, str, str]:
        p = run(doc)
        return p.returncode, p.stdout, p.stderr

    absent = {k: v for k, v in copy.deepcopy(HANDMADE).items() if k not in ("options", "preset")}
    assert outcome({**absent, "options": None, "preset": None}) == outcome(absent)
    plain = outcome(HANDMADE)
    assert plain[0] == 0
    assert outcome({**copy.deepcopy(HANDMADE), "first_dealer": float(HANDMADE["first_dealer"])}) == plain
    dealt = copy.deepcopy(HANDMADE)
    dealt["deals"] = dealt["deals"][:1] + [{"deck": dealt["deals"][1]["deck"], "actions": []}]
    empty = outcome(dealt)
    assert empty[0] == 0  # the second deal dealt, nothing done in it yet
    dealt["deals"][1]["actions"] = None
    assert outcome(dealt) == empty


def test_standard_input_is_utf8_whatever_the_locale() -> None:
    doc = {**copy.deepcopy(HANDMADE), "seats": [{"person": "Олена"}, {"bot": "normal"}]}
    text = "\ufeff" + json.dumps(doc, ensure_ascii=False)
    p = subprocess.run([sys.executable, "-m", "debertz", "replay", "-"], input=text.encode("utf-8"),
                       capture_output=True, timeout=60, env={**os.environ, "PYTHONIOENCODING": "latin-1"})
    assert p.returncode == 0, p.stderr


@pytest.mark.parametrize("text", ["ta\rke", "ta\u2028ke", "take\n", "Q\u0085S"])
def test_an_action_that_breaks_lines_is_quoted_on_one_line(text: str) -> None:
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][0]["actions"][0] = text
    line = assert_rejected(run(doc), "deal 1", "action 1")
    assert line.isprintable(), repr(line)
    with pytest.raises(RecordError) as e:
        load_record(doc)
    assert str(e.value).isprintable()


def test_bad_decks() -> None:
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][1]["deck"] = doc["deals"][1]["deck"][:31]
    assert_rejected(run(doc), "deal 2", "32")
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][0]["deck"][5] = doc["deals"][0]["deck"][6]
    assert_rejected(run(doc), "deal 1", "twice")
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][0]["deck"][0] = "1X"
    assert_rejected(run(doc), "deal 1", "not a card")


def test_illegal_card_names_deal_action_and_reason() -> None:
    m = Match("2", seed=11, first_dealer=0)
    m.apply(m.legal_actions()[0])  # take
    lead = m.legal_actions()[0]
    m.apply(lead)
    d = m.deal
    seat = d.turn
    wrong = next((c for c in range(32) if d.hands[seat] >> c & 1 and c not in d.legal_actions()), None)
    assert wrong is not None, "choose a seed where the follower holds an illegal card"
    doc = m.to_record()
    doc["deals"][0]["actions"].append(action_str(wrong))
    line = assert_rejected(run(doc), "deal 1", "action 3", action_str(wrong))
    # the reason in the record format's own words: follow suit / must trump / must overtrump
    assert any(words in line for words in ("must follow suit", "must trump", "must overtrump")), line


@pytest.mark.parametrize("bad,reason", [("swap7", ""), ("JH", ""), ("trump:X", "not an action"), ("bella", "")])
def test_illegal_actions_rejected(bad: str, reason: str) -> None:
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][0]["actions"].insert(0, bad)
    assert_rejected(run(doc), "deal 1", "action 1", reason)


def test_action_after_deal_end_and_unfinished_middle_deal() -> None:
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][0]["actions"].append("pass")
    assert_rejected(run(doc), "deal 1", "over")
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][0]["actions"] = doc["deals"][0]["actions"][:5]
    assert_rejected(run(doc), "deal 1", "unfinished")


def test_unfinished_last_deal_and_empty_record() -> None:
    doc = copy.deepcopy(HANDMADE)
    doc["deals"][-1]["actions"] = doc["deals"][-1]["actions"][:3]
    out = json.loads(run(doc).stdout)
    last = out["deals"][-1]
    assert last["outcome"] == "unfinished" and last["points"] == [0, 0] and last["recorded"] == [0, 0]
    assert out["scores"] == [177 - 40, 712 - 89]
    empty = {"format": "debertz-record/1", "mode": "2x2", "first_dealer": 3, "deals": []}
    assert replay_text(json.dumps(empty)) == {"deals": [], "scores": [0, 0], "finished": False, "winner": None}


def test_a_match_not_yet_started_is_written_back_without_deals() -> None:
    """Reading ``"deals": []`` shuffles a first deck; until an action is played, writing the match gives the
    record that was read, not a deal nobody saw."""
    empty = {"format": "debertz-record/1", "mode": "3", "preset": "classic", "first_dealer": 1, "deals": []}
    m = load_record(copy.deepcopy(empty))
    again = m.to_record()
    assert again["deals"] == [] and again["first_dealer"] == 1
    assert replay_text(json.dumps(again)) == replay_text(json.dumps(empty))
    m.apply(m.legal_actions()[0])
    played = m.to_record()
    assert len(played["deals"]) == 1 and len(played["deals"][0]["actions"]) == 1
    assert replay_text(json.dumps(played))["deals"][0]["outcome"] == "unfinished"


def test_deal_after_match_end_rejected() -> None:
    m2 = Match("2", make_options("2", "classic", {"target": "one_deal"}), seed=4, first_dealer=0)
    play_out(m2, first_legal)
    doc = m2.to_record()
    out = replay_text(json.dumps(doc))
    assert out["finished"] is True and out["winner"] in (0, 1)
    doc["deals"].append(copy.deepcopy(doc["deals"][0]))
    assert_rejected(run(doc), "already over")
