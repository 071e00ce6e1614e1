"""``update`` driven directly: parsed clicks and keys, bad messages, clicks out of turn, double messages,
messages while the bots move, stale bot and hint answers, the start-up and the storage reader."""
from __future__ import annotations

import json
import re

import pytest
from debertz_web import effects as E
from debertz_web import msg as M
from debertz_web.boot import BootEnv, boot
from debertz_web.kept import KEPT_KEY, kept_text
from debertz_web.state import HUMAN, State
from debertz_web.storage import PREFS_KEY, SAVE_KEY, aside_key, prefs_shape, read_stored, save_text
from debertz_web.update import update
from debertz_web.view.names import Ctx, note_text
from ui_support import match, play_until, state_for

from debertz import actions as A
from debertz.match import Match
from debertz.options import make_options


def snapshot(st: State) -> tuple[object, ...]:
    m = st.match
    return (json.dumps(m.to_record()) if m is not None else None, st.screen, st.overlay, st.message, st.flash,
            list(st.live), st.lang, st.gen, st.hint_action, st.settings.to_dict())


def person_to_play() -> State:
    st = state_for(Match("2", make_options("2"), seed=7, first_dealer=1))
    assert play_until(st, lambda m: m.current_player() == HUMAN and m.deal.phase == 1 and bool(m.deal.trick))
    return st


def bots_to_play() -> State:
    st = state_for(Match("3", make_options("3"), seed=7, first_dealer=2))
    assert play_until(st, lambda m: m.deal.phase == 1 and m.current_player() not in (None, HUMAN))
    return st


def test_parse_click() -> None:
    assert M.parse_click({"data-action": "pass"}) == M.Clicked("pass", M.Act(A.PASS))
    assert M.parse_click({"data-action": "trump:H", "data-key": "k"}) == M.Clicked("k", M.Act(A.TRUMP_H))
    assert M.parse_click({"data-card": "JH"}) == M.Clicked(None, M.Act(A.parse_action("JH")))
    assert M.parse_click({"data-why": "x", "data-why-card": "7S"}) == M.Clicked(None, M.Act(A.parse_action("7S")))
    assert M.parse_click({"data-action": "show-sheet"}) == M.Clicked("show-sheet", M.Show("sheet"))
    assert M.parse_click({"data-action": "start"}, {"mode": "3"}) == M.Clicked("start", M.Start({"mode": "3"}))
    assert M.parse_click({"data-action": "lang:uk"}) == M.Clicked("lang:uk", M.SetLang("uk"))
    for bad in ({"data-action": "explode"}, {"data-action": ""}, {"data-card": "ZZ"}, {"data-card": "pass"},
                {"data-card": "JH", "disabled": ""}, {"data-action": "pass", "disabled": ""}, {}, {"data-why": "x"}):
        assert M.parse_click(bad) is None, bad


def test_parse_key() -> None:
    assert M.parse_key("ArrowRight") == M.MoveCard(1) and M.parse_key("ArrowLeft") == M.MoveCard(-1)
    assert M.parse_key("s") == M.Toggle("sheet") and M.parse_key("L") == M.Toggle("last")
    assert M.parse_key("Escape") == M.Close()
    assert M.parse_key("s", "INPUT") is None and M.parse_key("s", modifiers=True) is None
    assert M.parse_key("q") is None


def test_a_legal_card_is_played_and_saved() -> None:
    st = person_to_play()
    m = st.match
    assert m is not None
    card = next(a for a in m.legal_actions() if A.is_card(a))
    n = len(m.deal.actions)
    assert update(st, M.Clicked(None, M.Act(card))) == [E.Save(), E.RunBots()]
    assert len(m.deal.actions) >= n + 1 and st.flash is None
    assert st.live[-1][0] in ("did", "takes_trick")


def test_an_illegal_card_says_why_and_changes_nothing_else() -> None:
    for seed in range(50):  # a deal where the person must follow suit and holds other cards
        st = state_for(Match("2", make_options("2"), seed=seed, first_dealer=0))
        if not play_until(st, lambda m: m.current_player() == HUMAN and m.deal.phase == 1 and bool(m.deal.trick)):
            continue
        m = st.match
        assert m is not None
        illegal = [c for c in range(32) if m.deal.hands[HUMAN] >> c & 1 and c not in m.legal_actions()]
        if illegal:
            break
    else:
        raise AssertionError("no deal with a refused card")
    before = snapshot(st)
    assert update(st, M.Clicked(None, M.Act(illegal[0]))) == []
    assert st.flash is not None and st.flash[0] == "illegal"
    why = st.flash[1]["why"]
    assert why.why.code in ("follow", "must_trump", "must_overtrump")
    assert snapshot(st)[:4] == before[:4] and snapshot(st)[5:] == before[5:]


@pytest.mark.parametrize("action", [-1, 99, A.N_ACTIONS, A.TAKE, A.PASS, A.TRUMP_S])
def test_bad_actions_change_nothing(action: int) -> None:
    st = person_to_play()
    rec = json.dumps(st.match.to_record())  # type: ignore[union-attr]
    assert update(st, M.Act(action)) == []
    assert json.dumps(st.match.to_record()) == rec  # type: ignore[union-attr]


def test_double_click_plays_once() -> None:
    st = state_for(Match("3", make_options("3"), seed=7, first_dealer=2))
    assert play_until(st, lambda m: m.current_player() == HUMAN and m.deal.phase == 1)
    m = st.match
    assert m is not None
    card = next(a for a in m.legal_actions() if A.is_card(a))
    update(st, M.Act(card))
    after_first = snapshot(st)
    if m.current_player() != HUMAN:  # the bots are on turn: the second click is out of turn
        assert update(st, M.Act(card)) == []
        assert snapshot(st)[0] == after_first[0]


def test_messages_during_bot_moves_change_nothing() -> None:
    st = bots_to_play()
    m = st.match
    assert m is not None
    before = snapshot(st)
    for msg in (M.Act(0), M.Act(A.PASS), M.Act(A.BELLA), M.NextDeal(), M.AskHint(),
                M.HintReady(st.gen, len(m.deal.actions), m.legal_actions()[0])):
        assert update(st, msg) == [], msg
    assert snapshot(st) == before


def test_bot_moves_apply_only_when_current() -> None:
    st = bots_to_play()
    m = st.match
    assert m is not None
    seat = m.current_player()
    assert seat is not None
    legal = m.legal_actions()[0]
    before = snapshot(st)
    assert update(st, M.BotMoved(st.gen - 1, seat, legal)) == []  # an earlier match's bot
    assert update(st, M.BotMoved(st.gen, (seat + 1) % 3, legal)) == []  # not that seat's turn
    assert update(st, M.BotMoved(st.gen, seat, 99)) == []  # not a legal action
    assert update(st, M.BotMoved(st.gen, HUMAN, legal)) == []  # never the person's seat
    assert snapshot(st) == before
    assert update(st, M.BotMoved(st.gen, seat, legal)) == [E.Save()]
    assert len(m.deal.actions) > 0 and snapshot(st)[0] != before[0]


def test_hint_once_and_stale_answers() -> None:
    st = person_to_play()
    m = st.match
    assert m is not None
    n = len(m.deal.actions)
    assert update(st, M.AskHint()) == [E.ThinkHint(st.gen, n)]
    assert update(st, M.AskHint()) == []  # asked already
    legal = m.legal_actions()[0]
    assert update(st, M.HintReady(st.gen + 1, n, legal)) == [] and st.hint_action is None
    assert update(st, M.HintReady(st.gen, n + 1, legal)) == [] and st.hint_action is None
    assert update(st, M.HintReady(st.gen, n, legal)) == []
    assert st.hint_action == legal and st.flash is not None and st.flash[0] in ("hint_is", "hint_why")
    update(st, M.Act(legal))
    assert st.hint_action is None


def test_next_deal_only_when_the_deal_is_over() -> None:
    st = person_to_play()
    before = snapshot(st)
    assert update(st, M.NextDeal()) == [] and snapshot(st) == before
    assert play_until(st, lambda m: m.deal.over)
    m = st.match
    assert m is not None
    if not m.finished:
        n = len(m.deals)
        assert update(st, M.NextDeal()) == [E.Save(), E.RunBots()]
        assert len(m.deals) == n + 1
        assert update(st, M.NextDeal()) == []  # a double click


def test_panels_language_and_speed() -> None:
    st = person_to_play()
    update(st, M.Show("sheet"))
    assert st.overlay == "sheet"
    update(st, M.Toggle("sheet"))
    assert st.overlay == ""
    update(st, M.Show("nonsense"))
    assert st.overlay == ""
    assert update(st, M.SetLang("xx")) == [] and st.lang == "en"
    assert update(st, M.SetLang("uk")) == [E.SavePrefs()] and st.lang == "uk"
    speed = st.settings.speed
    update(st, M.CycleSpeed())
    assert st.settings.speed != speed
    st.screen = "setup"
    update(st, M.Toggle("last"))
    assert st.overlay == ""


def test_the_menu_button_opens_and_closes_it_and_the_speed_steps_with_it_open() -> None:
    """The menu's own button closes it again; the bot speed, stepped through its values, leaves it open (a few
    presses to the wanted speed); any other tool closes it."""
    st = person_to_play()
    menu = M.parse_click({"data-action": "menu"})
    update(st, menu)
    assert st.menu_open
    speed = st.settings.speed
    update(st, M.parse_click({"data-action": "speed"}))
    assert st.menu_open and st.settings.speed != speed
    update(st, menu)
    assert not st.menu_open
    update(st, menu)
    update(st, M.parse_click({"data-action": "show-rules"}))
    assert not st.menu_open and st.overlay == "rules"


def test_new_game_stops_the_bots_and_start_reads_the_form() -> None:
    st = bots_to_play()
    gen, old = st.gen, st.match_id
    update(st, M.NewGame())
    assert st.screen == "setup" and st.gen == gen + 1
    eff = update(st, M.Start({"mode": "2x2", "preset": "kharkiv", "name": " Ann ", "speed": "fast", "seed": "abc",
                              "bot1": "normal", "bot2": "hard", "bot3": "easy", "lang": "ru", "auto_bella": "on"}))
    # the unfinished match is kept aside, with the settings it was played with, not the new table's
    assert eff == [E.Store(KEPT_KEY, kept_text(st.kept)), E.SavePrefs(), E.Save(), E.RunBots()]
    assert [k.id for k in st.kept] == [old] and st.kept[0].doc["settings"]["mode"] == "3"
    assert st.kept[0].doc["settings"]["bots"] == ["easy", "easy"]
    m = st.match
    assert m is not None and m.mode == "2x2" and m.preset == "kharkiv" and m.seed == "abc"
    assert st.settings.bots == ["normal", "hard", "easy"] and st.settings.name == "Ann" and st.lang == "ru"
    assert st.settings.auto_bella and st.gen == gen + 2 and st.screen == "table"
    # a form with nonsense keeps what it had
    update(st, M.FormChanged({"mode": "9", "speed": "warp", "bot1": "god", "seed": "bad code!"}))
    assert st.settings.mode == "2x2" and st.settings.speed == "fast" and st.settings.bots[0] == "normal"
    assert st.settings.seed is None


def test_import_bad_and_good_records() -> None:
    st = State()
    assert update(st, M.ImportText("{not json")) == [] and st.message is not None
    assert st.message[0] == "bad_file" and st.match is None  # not JSON: the file is no record at all
    assert update(st, M.ImportText("[" * 10000)) == [] and st.match is None
    m = match("2", seed=3, target="one_deal")
    assert play_until(state_for(m), lambda m: m.finished)
    eff = update(st, M.ImportText(json.dumps(m.to_record())))
    assert E.Save() in eff and E.RunBots() in eff and st.match is not None and st.match.scores == m.scores
    assert st.overlay == "sheet" and st.message is None


def test_a_record_that_cannot_be_replayed_says_what_is_wrong_in_it() -> None:
    """An option's value no table has, a card twice in a deck, a move against the rules: each said as it is."""
    from debertz.bots import get_bot

    m = Match("2", make_options("2"), seed=3, first_dealer=0)
    bot = get_bot("easy", 1)
    for _ in range(12):
        seat = m.current_player()
        assert seat is not None
        m.apply(bot.choose(m.view(seat)))
    doc = m.to_record()
    bad_option = json.loads(json.dumps(doc))
    bad_option["options"]["overtrump"] = "sometimes"
    twice = json.loads(json.dumps(doc))
    twice["deals"][0]["deck"][1] = twice["deals"][0]["deck"][0]
    illegal = json.loads(json.dumps(doc))
    illegal["deals"][0]["actions"][-1] = illegal["deals"][0]["deck"][-1]  # a card of the rest of the deck
    said = {}
    for name, d in (("option", bad_option), ("twice", twice), ("illegal", illegal)):
        st = State(lang="en")
        update(st, M.ImportText(json.dumps(d)))
        assert st.message is not None and st.message[0] == "bad_record" and st.match is None, name
        said[name] = note_text(Ctx("en", "", 2, False), st.message).replace("\u00a0", " ")
    assert said["option"].endswith("the option “Overtrump” cannot be “sometimes”"), said
    assert "the deck of deal 1 holds the 10♠ twice" in said["twice"], said
    assert "deal 1, move 12 (Player 1: J♠) is against the rules" in said["illegal"], said


def test_a_file_the_setup_screen_could_not_open_is_not_said_back_at_the_table() -> None:
    st = person_to_play()
    update(st, M.NewGame())
    update(st, M.ImportText("{not json"))
    assert st.screen == "setup" and st.message is not None and st.message[0] == "bad_file"
    update(st, M.Resume())
    assert st.screen == "table" and st.message is None


def test_storage_failure_warns_once() -> None:
    st = State()
    update(st, M.StorageFailed())
    assert st.message == ("no_storage", {})
    st.message = None
    update(st, M.StorageFailed())
    assert st.message is None


# ----- start-up and the guarded reader
def test_boot_with_a_link_starts_the_table() -> None:
    st, eff = boot(BootEnv(search="?mode=3&seed=5&bots=easy,normal", languages=["uk-UA"]))
    assert st.screen == "table" and st.match is not None and st.match.mode == "3" and st.lang == "uk"
    assert eff == [E.SavePrefs(), E.Save(), E.RunBots(), E.CheckLinkBots()]


def test_boot_resumes_the_save_of_the_same_link() -> None:
    m = match("2", seed=9)
    st0 = state_for(m)
    play_until(st0, lambda m: len(m.deal.actions) > 5)
    raw = save_text(st0.settings, m, "?mode=2&seed=9")
    st, eff = boot(BootEnv(search="?mode=2&seed=9", save_raw=raw))
    assert st.match is not None and st.match.to_record() == m.to_record() and eff[0] == E.RunBots()
    st, eff = boot(BootEnv(search="", save_raw=raw, languages=["be"]))
    assert st.match is not None and st.screen == "table" and st.lang == "ru"


NESTED = "[" * 200_000 + "]" * 200_000
LATIN = re.compile(r"[A-Za-z]")


def said_in_each_language(message: tuple[str, dict[str, object]]) -> bool:
    """A message about stored data is written wholly in the person's language: Russian and Ukrainian
    without a Latin letter (no English detail of the engine's inside), English from its catalogue."""
    texts = {lang: note_text(Ctx(lang, "", 2, False), message) for lang in ("en", "ru", "uk")}
    assert not LATIN.search(texts["ru"]) and not LATIN.search(texts["uk"]), texts
    assert all("\n" not in t and "{" not in t and "stored." not in t for t in texts.values()), texts
    return True


@pytest.mark.parametrize("raw", [NESTED, '{"settings": ' * 100 + "1" + "}" * 100, "{bad json", "[1, 2]",
                                 '{"settings": {"mode": "9"}}', '{"settings": "x"}', "x" * 100_000])
def test_bad_preferences_are_kept_aside_and_the_page_starts_clean(raw: str) -> None:
    st, eff = boot(BootEnv(search="", prefs_raw=raw, now="2026-01-02T03:04:05.006Z"))
    assert st.screen == "setup" and st.message is not None and st.message[0] == "bad_prefs"
    assert said_in_each_language(st.message)
    assert E.Store(aside_key(PREFS_KEY, "2026-01-02T03:04:05.006Z"), raw) in eff and E.Remove(PREFS_KEY) in eff


def test_good_preferences_are_used() -> None:
    raw = json.dumps({"settings": {"mode": "4", "name": "Ann", "speed": "fast"}, "lang": "uk"})
    st, eff = boot(BootEnv(search="", prefs_raw=raw))
    assert st.message is None and st.settings.mode == "4" and st.settings.name == "Ann" and st.lang == "uk"
    assert eff == []


@pytest.mark.parametrize("raw", [NESTED, '{"format": "debertz-web-save/99"}', "{", '{"format": "debertz-web-save/1"}',
                                 '{"format": "debertz-web-save/1", "settings": {}, "record": 5}'])
def test_a_bad_save_is_kept_aside(raw: str) -> None:
    st, eff = boot(BootEnv(search="", save_raw=raw, now="2026-01-02T03:04:05.006Z"))
    assert st.match is None and st.message is not None and st.message[0] == "bad_save"
    assert said_in_each_language(st.message)
    assert st.damaged == aside_key(SAVE_KEY, "2026-01-02T03:04:05.006Z")
    assert E.Store(st.damaged, raw) in eff and E.Remove(SAVE_KEY) in eff
    assert update(st, M.ExportDamaged()) == [E.DownloadStored(st.damaged, "debertz-damaged-save.json")]


def test_the_reader_never_raises() -> None:
    def shape(doc: object) -> object:
        raise RuntimeError("strange")

    got = read_stored("{}", shape)
    assert got.value is None and got.problem == "strange" and got.raw == "{}"
    assert read_stored(None, prefs_shape).value is None and read_stored(None, prefs_shape).problem is None


def test_every_message_type_has_exactly_one_handler() -> None:
    """``update`` dispatches by the message's type: a message class without a handler (or left out of
    the ``Msg`` union) fails here instead of being ignored on the page."""
    import dataclasses
    import inspect
    from typing import get_args

    from debertz_web import learn_msg as L
    from debertz_web.dispatch import HANDLERS, handles

    defined = {cls for mod in (M, L) for _name, cls in inspect.getmembers(mod, inspect.isclass)
               if cls.__module__ == mod.__name__ and dataclasses.is_dataclass(cls)} - {M.Shortcut}  # not a message
    assert set(get_args(M.Msg)) == defined
    assert set(HANDLERS) == defined
    with pytest.raises(TypeError, match="handled twice"):
        handles(M.Act)(lambda st, msg: [])
    assert HANDLERS[M.Act].__name__ == "act"


@pytest.mark.parametrize(("raw", "code"), [(NESTED, "too_big"), ("x" * 100_000, "too_big"), ("{bad json", "not_json"),
                                           ("[1, 2]", "damaged"), ('{"settings": "x"}', "damaged")])
def test_a_stored_problem_is_a_code_the_catalogues_say(raw: str, code: str) -> None:
    from debertz_web.i18n import LANGS, tr
    from debertz_web.storage import MAX_PREFS_SIZE, STORED_CODES

    assert read_stored(raw, prefs_shape, MAX_PREFS_SIZE).code == code
    for c in STORED_CODES:
        for lang in LANGS:
            assert tr("stored." + c, lang) != "stored." + c


def test_shortcuts_come_from_one_list() -> None:
    """msg.SHORTCUTS is the one list: each key (by position or as typed) gives its message, and the help
    panel lists each with its words."""
    from debertz_web.i18n import tr
    from debertz_web.view.help import help_panel

    html = help_panel("en")
    for s in M.SHORTCUTS:
        assert M.parse_key("x", code=s.code) == s.msg and M.parse_key(s.label.lower()) == s.msg
        assert f"<kbd>{s.label}</kbd> {tr(s.words, 'en')}" in html
    # the rules and the guide are a button away (a phone has no keys), each a panel the page opens
    actions = re.findall(r'data-action="([^"]+)"', html)
    assert actions == ["show-rules", "show-guide"]
    assert [M.SIMPLE[a] for a in actions] == [M.Show("rules"), M.Show("guide")]


@pytest.mark.parametrize("text,words", [
    ("", "Не удалось открыть файл: он пуст"), ("  \n", "Не удалось открыть файл: он пуст"),
    ("{not json", "Не удалось открыть файл: это не файл записи"),
    ('{"format": "debertz-record/1", "mode": "2", "deals": 5}', "Эту запись нельзя воспроизвести: ")])
def test_a_bad_file_is_said_as_the_file_or_the_record_it_is(text: str, words: str) -> None:
    """A file that is no record at all is the file's problem; a record that cannot be played is the record's.
    On the setup screen the bar offers no "New game": that screen is the new game."""
    from debertz_web import wire

    st = State(lang="ru", page_url="http://127.0.0.1/")
    assert st.screen == "setup"
    update(st, M.ImportText(text))
    assert st.message is not None and note_text(Ctx("ru", "", 2, False), st.message).startswith(words)
    bar = str(wire.render_op(st)["message"])
    assert words.split(":")[0] in bar and 'data-action="new-game"' not in bar


def test_every_panel_has_one_view_and_opens_as_a_labelled_dialog() -> None:
    """The panels a message can open (the table's, msg.PANELS, and the learning tools', learn.LEARN_PANELS) are
    exactly those view/panels.py draws (the score sheet is always in the page); each opens as a modal dialog
    named by its heading or its name."""
    from debertz_web.learn import LEARN_PANELS
    from debertz_web.view.panels import PANEL_VIEWS, overlay

    assert set(PANEL_VIEWS) == (set(M.PANELS) | set(LEARN_PANELS)) - {"sheet"}
    st = state_for(match("2", 3))
    for panel, view in PANEL_VIEWS.items():
        st.overlay = panel
        html = overlay(st, None, Ctx("ru", "", 2, False))
        dialog = re.search(r'<section ([^>]*)role="dialog" aria-modal="true"', html)
        assert dialog is not None, panel
        if view.titled:
            assert f'aria-labelledby="{panel}-title"' in dialog.group(1) and f'id="{panel}-title"' in html, panel
        else:
            assert 'aria-label="' in dialog.group(1), panel


def test_every_switch_is_stored_read_back_and_defaulted_when_bad() -> None:
    """Each on/off setting (settings.SWITCHES, the setup form's among them) survives the store, and a stored value
    that is not a boolean gives that setting's default, the others untouched."""
    from dataclasses import fields

    from debertz_web.form import settings_from_form
    from debertz_web.settings import FORM_SWITCHES, SWITCHES, Settings, settings_from_dict

    bools = {f.name for f in fields(Settings) if f.type in ("bool", bool)}
    assert set(SWITCHES) == bools
    for name in SWITCHES:
        flipped = Settings()
        setattr(flipped, name, not getattr(flipped, name))
        assert getattr(settings_from_dict(flipped.to_dict()), name) == getattr(flipped, name), name
        bad = {**flipped.to_dict(), name: "yes"}
        assert getattr(settings_from_dict(bad), name) == getattr(Settings(), name), name
    for name in FORM_SWITCHES:
        on, _lang = settings_from_form(Settings(), {name: "on"})
        off, _lang = settings_from_form(Settings(), {name: ""})
        assert getattr(on, name) is True and getattr(off, name) is False, name


def test_saving_the_record_to_a_file_is_said_on_the_page() -> None:
    """A browser's download may show nothing on the page: the page says the record was saved, and as which file."""
    st = person_to_play()
    out = update(st, M.ExportRecord())
    files = [e.filename for e in out if isinstance(e, E.Download)]
    assert len(files) == 1 and st.flash == ("exported", {"name": files[0]})
    said = note_text(Ctx("ru", "", 2, False), st.flash)
    assert files[0] in said and "сохранена" in said
