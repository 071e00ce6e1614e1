"""What crosses between the page and Python's worker (debertz_web.wire): events in, operations out."""
from __future__ import annotations

import json

from debertz_web import effects as E
from debertz_web import learn_msg as L
from debertz_web import msg as M
from debertz_web.state import State
from debertz_web.storage import PREFS_KEY, SAVE_KEY
from debertz_web.update import update
from debertz_web.wire import captured_keys, effect_op, focus_of, inbound, render_op
from ui_support import match, state_for

from debertz import actions as A


def test_render_op_is_json_and_carries_every_region() -> None:
    st = state_for(match("2", seed=3))
    op = render_op(st, focus_of(M.Clicked("menu", M.ToggleMenu())))
    assert json.loads(json.dumps(op)) == op
    for key in ("lang", "root", "phase", "screen", "topbar", "message", "table", "overlay_html", "live", "title"):
        assert key in op, key
    assert op["phase"] in ("bidding", "play") and 'data-card="' in op["table"]
    assert op["focus"] == "menu"  # the control clicked is focused again after its render, that one only
    assert render_op(st)["focus"] is None and focus_of(M.Act(A.PASS)) is None


def test_keys_taken_follow_the_screen() -> None:
    st = state_for(match("2", seed=3))
    assert captured_keys(st) == ["ArrowLeft", "ArrowRight"]  # along the hand
    st.overlay = "replay"
    assert captured_keys(st) == ["ArrowLeft", "ArrowRight", "Home", "End"]  # the viewer steps


def test_clicks_become_messages() -> None:
    st = State()
    assert inbound({"t": "click", "attrs": {"data-action": "next-deal"}}, st) == M.Clicked("next-deal", M.NextDeal())
    assert inbound({"t": "click", "attrs": {"data-action": "next-deal", "disabled": ""}}, st) is None
    start = inbound({"t": "click", "attrs": {"data-action": "start"}, "form": {"mode": "3"}}, st)
    assert isinstance(start, M.Clicked) and isinstance(start.msg, M.Start) and start.msg.form == {"mode": "3"}
    # the form is read only for the actions that need it
    other = inbound({"t": "click", "attrs": {"data-action": "next-deal"}, "form": {"mode": "3"}}, st)
    assert other == M.Clicked("next-deal", M.NextDeal())


def test_changes_keys_and_replies() -> None:
    st = State()
    assert inbound({"t": "change", "id": "share-seed", "checked": True}, st) == M.ShareSeed(True)
    assert inbound({"t": "change", "id": "replay-slider", "value": "7"}, st) == L.ReplayMove("go", 7)
    assert inbound({"t": "change", "id": "x", "form": {"mode": "4"}}, st) == M.FormChanged({"mode": "4"})
    assert inbound({"t": "change", "id": "x", "form": None}, st) is None
    assert inbound({"t": "key", "key": "Escape", "tag": "BODY"}, st) == M.Close()
    assert inbound({"t": "key", "key": "ArrowRight", "tag": "BODY"}, st) is None  # the page moves the focus
    assert inbound({"t": "key", "key": "Escape", "tag": "INPUT"}, st) is None
    st.overlay = "replay"
    assert inbound({"t": "key", "key": "End", "tag": "BODY"}, st) == L.ReplayMove("end")
    assert inbound({"t": "import", "text": "{}"}, st) == M.ImportText("{}")
    assert inbound({"t": "store_failed", "key": "debertz.kept"}, st) == M.StorageFailed("debertz.kept")
    st.storage_warned = True  # said once (the update), but every failure is heard: it may be the kept matches'
    assert inbound({"t": "store_failed"}, st) == M.StorageFailed()
    assert inbound({"t": "copied"}, st) == M.Copied()
    assert inbound({"t": "copy_failed"}, st) == M.Copied(False)


def test_bad_events_are_ignored() -> None:
    st = State()
    for bad in (None, [], "click", {"t": "nope"}, {"t": "click", "attrs": "x"}, {"t": "click", "attrs": {"a": []}},
                {"t": "key"}, {"t": "change"}):
        assert inbound(bad, st) is None, bad


def test_effects_for_the_page() -> None:
    st = state_for(match("2", seed=3))
    save = effect_op(E.Save(), st)
    assert save is not None and save["t"] == "store" and save["key"] == SAVE_KEY and json.loads(save["text"])
    prefs = effect_op(E.SavePrefs(), st)
    assert prefs is not None and prefs["key"] == PREFS_KEY
    assert effect_op(E.Remove("k"), st) == {"t": "remove", "key": "k"}
    assert effect_op(E.CopyText("t"), st) == {"t": "copy", "text": "t"}
    assert effect_op(E.SetFragment("replay=1.2"), st) == {"t": "fragment", "text": "replay=1.2"}
    assert effect_op(E.RunBots(), st) is None  # Python's own
    assert effect_op(E.Save(), State()) is None  # nothing to save


def test_one_turn_draws_once_and_keeps_a_focus_request() -> None:
    from debertz_web.wire import batch

    r1 = {"t": "render", "table": "a", "focus": "menu"}
    r2 = {"t": "render", "table": "b", "focus": None}
    ops = [r1, {"t": "store", "key": "k", "text": "x"}, r2, {"t": "done"}]
    out = batch(ops)
    assert [op["t"] for op in out] == ["store", "render", "done"]
    assert out[1]["table"] == "b" and out[1]["focus"] == "menu"
    assert batch([r2, {"t": "done"}]) == [r2, {"t": "done"}]
    assert r2["focus"] is None  # the input is not changed


def test_every_effect_is_carried_out_by_the_page_or_the_worker() -> None:
    """Each effect type is in exactly one table: the page's operations (wire.PAGE_OPS) or the worker's
    own (browser.py, which CPython cannot import: its table is read from the source)."""
    import ast
    from pathlib import Path
    from typing import get_args

    from debertz_web import effects as E
    from debertz_web.wire import PAGE_OPS, WORKER_EFFECTS

    every = set(get_args(E.Effect))
    assert set(PAGE_OPS).isdisjoint(WORKER_EFFECTS) and set(PAGE_OPS) | set(WORKER_EFFECTS) == every
    src = (Path(__file__).resolve().parents[2] / "web" / "debertz_web" / "browser.py").read_text()
    table = next(node.value for node in ast.walk(ast.parse(src)) if isinstance(node, ast.AnnAssign)
                 and ast.unparse(node.target) == "self.worker_effects")
    assert isinstance(table, ast.Dict)
    assert {ast.unparse(k) for k in table.keys if k is not None} == {f"E.{t.__name__}" for t in WORKER_EFFECTS}


def test_the_page_sends_every_attribute_a_click_is_read_by() -> None:
    """A click reaches Python as the clicked element's attributes that web/host.js copies (``CLICK_ATTRS``):
    every attribute the messages' parsers read must be among them, else its button silently does the
    default (a coach's seat button that always rated the first seat)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    host = (root / "web" / "host.js").read_text(encoding="utf-8")
    listed = re.search(r"CLICK_ATTRS = \[([^\]]*)\]", host)
    assert listed is not None
    sent = set(re.findall(r'"([\w-]+)"', listed.group(1)))
    read: set[str] = set()
    for path in (root / "web" / "debertz_web").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        read |= set(re.findall(r"""attrs(?:\.get\(|\[)["'](data-[\w-]+)["']""", text))
        read |= set(re.findall(r"""["'](data-[\w-]+)["'] in attrs""", text))
    assert "data-seat" in read and sorted(read - sent) == []


def test_the_motion_speed_comes_from_python() -> None:
    """settings.SPEED_TABLE is the one table of speeds: the page's motion script reads each picture's
    factor from <html data-motion> and keeps no table of its own."""
    from pathlib import Path

    from debertz_web.settings import SPEED_MOTION, SPEEDS

    st = state_for(match("2", seed=3))
    for speed in SPEEDS:
        st.settings.speed = speed
        assert float(dict(render_op(st)["root"])["data-motion"]) == SPEED_MOTION[speed]
    script = (Path(__file__).resolve().parents[2] / "web" / "motion.js").read_text()
    assert "data-motion" in script and not any(f"{speed}:" in script for speed in SPEEDS)


def test_back_closes_what_is_open() -> None:
    st = state_for(match("2", seed=3))
    assert render_op(st)["closable"] is False  # nothing open: Back leaves the page
    st.overlay = "rules"
    assert render_op(st)["closable"] is True
    assert inbound({"t": "back"}, st) == M.Close()
    st.overlay, st.menu_open = "", True
    assert render_op(st)["closable"] is True  # the tools menu
    st.menu_open = False
    update(st, M.NewGame())  # the setup, opened from the match: Back goes back to the match
    assert st.screen == "setup" and render_op(st)["closable"] is True
    assert inbound({"t": "back"}, st) == M.Resume()
    update(st, M.Resume())
    assert st.screen == "table" and render_op(st)["closable"] is False and inbound({"t": "back"}, st) is None
