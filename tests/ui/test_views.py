"""The views in CPython: each phase and mode from a seeded match, asserted on the HTML (DOM contract,
enabled cards, texts), in English, Russian and Ukrainian."""
from __future__ import annotations

import copy
import re
from collections.abc import Callable

import pytest
from debertz_web.facts import facts_of
from debertz_web.form import settings_from_form
from debertz_web.i18n import tr
from debertz_web.settings import Settings
from debertz_web.state import HUMAN, ActionRef, ReasonRef, State
from debertz_web.view.page import page
from debertz_web.view.panels import PANEL_VIEWS
from ui_support import Elements, cards, controls, match, play_until, render, state_for, text_of

from debertz import actions as A
from debertz.cards import card_str
from debertz.cli.testing import build_deck, first_legal, play_out
from debertz.match import Match
from debertz.options import make_options
from debertz.reasons import SEQ_SCORING, reason_of

MODES = ["2", "3", "4", "2x2"]
LANGS = ["en", "ru", "uk"]
# words that must never appear: the person or a pair with the wrong verb or case
WRONG = ["Вы берёт", "Вы играет", "Вы меняет", "у Вы", "у Мы", "у Они", "Ви бере", "Ви грає", "Ви міняє", "у Ви",
         "у Ми", "у Вони", "You takes", "You plays", "You swaps", "You wins", "Us tied", "Them made", "Us made",
         "Them tied", "Мы берёт", "Ми бере"]


def clean(text: str) -> None:
    assert "{" not in text and "}" not in text
    for w in WRONG:
        assert not re.search(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text), w


def human_first(mode: str) -> Match:
    """A match whose first deal the person speaks first in (the dealer sits to the person's right)."""
    n = {"2": 2, "3": 3, "4": 4, "2x2": 4}[mode]
    return Match(mode, make_options(mode), seed=7, first_dealer=n - 1)


def test_setup_screen() -> None:
    st = State(settings=Settings(mode="3"), lang="ru")
    p = page(st, None)
    assert p.phase == "setup" and 'id="setup"' in p.table
    els = Elements(p.table)
    assert [a["value"] for a in els.all("input", name="mode")] == ["2", "3", "4", "2x2"]
    assert els.all("input", name="mode", value="3")[0].get("checked") == ""
    assert [a["name"] for a in els.all("select") if a["name"].startswith("bot")] == ["bot1", "bot2"]
    actions = [a["data-action"] for a in els.with_attr("data-action")]
    assert "start" in actions and "import-record" in actions and "resume" not in actions
    assert "Новая игра" in text_of(p.table) and "Противники" in text_of(p.table)
    assert 'id="scores"' not in p.topbar
    # with an unfinished match the setup offers to go back to it
    st.match = match("3")
    assert 'data-action="resume"' in page(st, facts_of(st.match)).table


@pytest.mark.parametrize(("preset", "offered"), [("classic", ["501", "301", "1001", "one_deal"]),
                                                  ("kharkiv", ["510", "1020", "301", "501", "1001", "one_deal"])])
def test_setup_offers_the_presets_targets_and_takes_any_other(preset: str, offered: list[str]) -> None:
    st = State(settings=Settings(mode="4", preset=preset), lang="uk")
    html = page(st, None).table
    select = html[html.index('<select name="target"'):]
    assert re.findall(r'<option value="([^"]+)"', select[:select.index("</select>")]) == offered
    form = {"mode": "4", "preset": preset, "target": offered[0], "target_custom": "250000"}
    s, _ = settings_from_form(st.settings, form)
    assert s.overrides.get("target") == 250_000  # no upper bound but the field's nine digits


@pytest.mark.parametrize(("old", "mode", "bot1", "bots"), [(Settings(mode="2"), "2x2", "normal", ["normal"] * 3),
                                                       (Settings(mode="2", bots=["hard"]), "3", "hard", ["hard"] * 2),
                                                       (Settings(mode="3", bots=["easy", "hard"]), "4", None,
                                                        ["easy", "hard", "hard"])])
def test_a_seat_the_old_table_did_not_have_gets_the_level_before_it(old: Settings, mode: str, bot1: str | None,
                                                                    bots: list[str]) -> None:
    """Switching to a mode with more seats: the form has no field for the new seats yet."""
    form = {"mode": mode, "preset": old.preset, **({"bot1": bot1} if bot1 else {})}
    s, _ = settings_from_form(old, form)
    assert s.bots == bots


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("lang", LANGS)
def test_bidding_round_1(mode: str, lang: str) -> None:
    st = state_for(human_first(mode), lang)
    p = render(st)
    assert p.phase == "bidding"
    assert controls(p.table) == ["take", "pass"]
    enabled, disabled = cards(p.table)
    assert enabled == [] and len(disabled) == 6
    why = {"en": "bidding is not over: play the turn-up&#x27;s suit or pass", "ru": "идёт торговля: играть или пас",
           "uk": "триває торгівля: грати чи пас"}[lang]
    assert f'data-why="{why}"' in p.table
    assert 'data-action="hint"' in p.table
    status = {"en": "Bidding, round 1", "ru": "Торговля, круг 1: играть", "uk": "Торгівля, коло 1: грати"}[lang]
    assert status in text_of(p.table)
    n_sides = 2 if mode in ("2", "2x2") else int(mode)
    assert len(Elements(p.topbar).with_attr("data-side")) == n_sides
    clean(text_of(p.topbar + p.table))


def test_bidding_round_2_and_obligation() -> None:
    m = Match("2", make_options("2"), seed=7, first_dealer=0)  # North speaks first, the person last
    st = state_for(m, "ru")
    m.apply(A.PASS)  # North
    p = render(st)
    assert controls(p.table) == ["take", "pass"]
    m.apply(A.PASS)  # the person
    m.apply(A.PASS)  # North, round 2
    p = render(st)
    up = card_str(m.deal.turn_up)[1]
    # obligation: the last to speak must name a trump, any suit but the turn-up's, no pass
    assert controls(p.table) == [f"trump:{s}" for s in "SHDC" if s != up]
    assert "Торговля, круг 2" in text_of(p.table) and "пасовать нельзя, это обяз" in text_of(p.table)
    assert "Север" in text_of(p.table) and "Пас" in text_of(p.table)  # North's word is shown by the name


def test_bidding_round_2_with_pass() -> None:
    m = Match("3", make_options("3"), seed=7, first_dealer=2)
    st = state_for(m, "uk")
    for _ in range(3):
        m.apply(A.PASS)
    p = render(st)
    assert controls(p.table)[-1] == "pass" and len(controls(p.table)) == 4
    assert "Торгівля, коло 2: назвіть козирем" in text_of(p.table) and "або пас." in text_of(p.table)


SWAP_DECK = build_deck("2", 1, ["7H 8S 9S TS 7D 8D", "AS KS QS 7C 8C 9C"], "9H", ["JS 9D TD", "TC JC QC"])
WEAK_DECK = build_deck("2", 1, ["7S 8S 9S 7H 8H 9D", "AS KS QS AC KC QC"], "QH", ["7D 8D 7C", "TC JC AD"])


@pytest.mark.parametrize("lang", LANGS)
def test_swap_and_redeal_offered(lang: str) -> None:
    for deck, action in ((SWAP_DECK, "swap7"), (WEAK_DECK, "redeal")):
        m = Match("2", make_options("2"), seed=1, first_dealer=1, first_deck=deck)
        m.apply(A.PASS)
        m.apply(A.TAKE)
        st = state_for(m, lang)
        p = render(st)
        assert p.phase == "play"
        assert action in controls(p.table)
        assert cards(p.table)[0], "the person leads: every card may be played"
    st.settings.auto_bella = True
    m = Match("2", make_options("2"), seed=1, first_dealer=1, first_deck=SWAP_DECK)
    m.apply(A.PASS)
    m.apply(A.TAKE)
    st = state_for(m, lang)
    from debertz_web.msg import Act
    from debertz_web.update import update

    update(st, Act(A.SWAP7))
    p = render(st)
    said = {"en": "You swap the 7 for the turn-up", "ru": "Вы меняете 7 на вскрышку",
            "uk": "Ви міняєте 7 на вскришку"}[lang]
    assert said in p.live.replace("\u00a0", " ")
    assert "swap7" not in controls(p.table) and "9H" in cards(p.table)[0]


@pytest.mark.parametrize("mode", MODES)
def test_play_mid_trick(mode: str) -> None:
    st = state_for(match(mode, seed=11), "ru")
    m = st.match
    assert m is not None
    assert play_until(st, lambda m: m.current_player() == HUMAN and m.deal.phase == 1 and bool(m.deal.trick))
    p = render(st)
    assert p.phase == "play"
    enabled, disabled = cards(p.table)
    legal = {card_str(a) for a in m.legal_actions() if A.is_card(a)}
    assert set(enabled) == legal
    assert set(disabled) == {card_str(c) for c in range(32) if m.deal.hands[HUMAN] >> c & 1} - legal
    els = Elements(p.table)
    played = [a["data-show"] for a in els.with_attr("data-show") if "small" not in a.get("class", "")]
    assert played == [card_str(c) for _, c in m.deal.trick]
    assert "Ваш ход" in text_of(p.table)
    if disabled:
        assert 'class="hand-why"' in p.table
        line = re.search(r'class="hand-why">([^<]*)<', p.table)
        assert line and line.group(1)[0].isupper() and line.group(1).endswith("."), line  # a sentence of its own
        why = m.why_illegal(A.parse_action(disabled[0]), HUMAN)
        assert why is not None and why.code in ("follow", "must_trump", "must_overtrump")
    # never another seat's hand: the other seats show backs only
    for seat in range(1, m.n):
        for c in range(32):
            if m.deal.hands[seat] >> c & 1:
                assert f'data-card="{card_str(c)}"' not in p.table
                assert f'data-show="{card_str(c)}"' not in p.table or card_str(c) in played
    clean(text_of(p.table))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("lang", LANGS)
def test_trick_complete(mode: str, lang: str) -> None:
    st = state_for(match(mode, seed=12), lang)
    m = st.match
    assert m is not None
    assert play_until(st, lambda m: m.deal.phase == 1 and not m.deal.trick and m.deal.tricks_done >= 1
                      and m.current_player() == HUMAN)
    p = render(st)
    assert 'class="trick done"' in p.table
    label = re.search(r'class="trick-label">([^<]*)<', p.table)
    assert label
    winner = m.deal.last_winner
    want = {("en", True): "You take the trick", ("ru", True): "Вы берёте взятку", ("uk", True): "Ви берете взяток"}
    if winner == HUMAN:
        assert label.group(1) == want[(lang, True)]
    else:
        verb = {"en": "takes the trick", "ru": "берёт взятку", "uk": "бере взяток"}[lang]
        assert label.group(1).endswith(verb) and label.group(1).split()[0] in (
            "North", "West", "East", "Север", "Запад", "Восток", "Північ", "Захід", "Схід")
    clean(p.live + text_of(p.table))


def find_deal(mode: str, outcome: str, want: object = None, seeds: int = 60, **options: object) -> State:
    for seed in range(seeds):
        st = state_for(match(mode, seed=f"{outcome}{seed}", **options), "ru")

        def done(m: Match) -> bool:
            h = m.history[-1] if m.history and m.deal.over else None
            return h is not None and h.outcome == outcome and (want is None or want(h))  # type: ignore[operator]
        if play_until(st, done, steps=6000):
            return st
    raise AssertionError(f"no {outcome} deal found")


@pytest.mark.parametrize("mode", MODES)
def test_deal_over_bait(mode: str) -> None:
    st = find_deal(mode, "bait")
    p = render(st)
    assert p.phase in ("deal-over", "match-over")
    text = text_of(p.table)
    # the points go to the other side, named as the person sees it (one opponent at two, "вам" when it is the person)
    receivers = ("очки лучшему защитнику", "очки противнику", "очки вам", "очки нам", "очки противникам")
    assert "Байд:" in text and any(w in text for w in receivers)
    m = st.match
    assert m is not None
    h = m.history[-1]
    if mode == "2x2":
        assert ("у нас недобор" in text) == (m.side_of(h.declarer or 0) == 0)
        assert ("у них недобор" in text) == (m.side_of(h.declarer or 0) == 1)
    elif h.declarer == HUMAN:
        assert "у вас недобор" in text
    else:
        assert "— недобор" in text
    if p.phase == "deal-over":
        assert 'data-action="next-deal"' in p.table
    clean(text)


@pytest.mark.parametrize("mode", ["2", "2x2"])
def test_deal_over_hanging(mode: str) -> None:
    st = find_deal(mode, "hanging", seeds=200)
    p = render(st)
    text = text_of(p.table)
    assert "Висячий байд:" in text and re.search(r"висит \d+ очк(о|а|ов)", text)
    clean(text)
    st.lang = "en"
    text = text_of(render(st).table)
    assert re.search(r"Hanging bait: (you|we|they|\w+) tied, \d+ points? hangs?", text)
    assert "Us tied" not in text and "Them tied" not in text


@pytest.mark.parametrize("mode", ["2", "3"])
def test_deal_over_ski(mode: str) -> None:
    st = find_deal(mode, "made", want=lambda h: h.totals is not None and 0 in h.totals.tricks, seeds=200)
    text = text_of(render(st).table)
    assert "лыжа (нет взяток)" in text
    st.lang = "uk"
    assert "лижа (немає взятків)" in text_of(render(st).table)


def test_deal_over_bait_penalty() -> None:
    st = find_deal("2", "bait", want=lambda h: any(p <= -100 for p in h.penalties), seeds=200,
                   bait_penalty="second_and_later", target=1001)
    p = render(st)
    text = text_of(p.table)
    assert "штраф за байд −100" in text and "Штрафы" in text
    sheet = Elements(p.overlay)
    assert sheet.all("section", id="score-sheet")
    assert any("pen" in a.get("class", "") for a in sheet.all("span"))


def test_the_replay_writes_a_lost_score_with_a_minus_sign() -> None:
    """The replay's result line: a ski's −50 with a true minus sign, as every other figure of the page."""
    from debertz_web import learn_msg as L
    from debertz_web.update import update

    st = find_deal("2", "made", want=lambda h: h.totals is not None and 0 in h.totals.tricks, seeds=200)
    assert st.match is not None
    update(st, L.OpenReplay(len(st.match.history), 9999))
    html = page(st, facts_of(st.match)).overlay
    line = text_of(re.search(r'<div class="replay-result".*?</div>', html).group(0))  # type: ignore[union-attr]
    assert "\u221250" in line and not re.search(r"-\d", line), line


def test_the_score_sheet_marks_a_thrown_in_deal() -> None:
    """A thrown-in deal's row says so across the row: no declarer's star, no 0 : 0 that reads as scored."""
    st = find_deal("2", "redeal", all_pass="redeal")
    from debertz_web.view.names import Ctx
    from debertz_web.view.sheet import sheet_rows

    assert st.match is not None
    _head, rows = sheet_rows(facts_of(st.match), Ctx("ru", "", 2, False))
    row = re.search(r'<tr data-deal="\d+" class="redeal".*?</tr>', rows)
    assert row and 'colspan="2"' in row.group(0) and "пересдача" in row.group(0) and "★" not in row.group(0), rows


@pytest.mark.parametrize(("mode", "seed", "pot"), [("2", 369, 62), ("2x2", 21, 91)])
@pytest.mark.parametrize("lang", LANGS)
def test_points_left_hanging_when_the_match_ends_are_said_lost(mode: str, seed: int, pot: int, lang: str) -> None:
    """A one-deal match that ends in a hanging bait: nothing is promised to a next deal that never comes, the
    top bar shows nothing hanging, and the setup screen after it shows no score of the finished match."""
    m = Match(mode, make_options(mode, "classic", {"target": "one_deal"}), seed=seed, first_dealer=0)
    play_out(m, first_legal)
    assert m.finished and m.hanging == pot  # the deck this test was chosen for
    st = state_for(m, lang)
    p = render(st)
    assert p.phase == "match-over"
    words = text_of(p.table + p.overlay)
    assert tr("sum.pot_lost", lang, n=pot).replace("\u00a0", " ") in words
    assert tr("sum.pot_left", lang, n=pot).replace("\u00a0", " ") not in words
    assert 'class="hang"' not in p.topbar
    st.screen = "setup"
    assert 'id="scores"' not in render(st).topbar


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("lang", LANGS)
def test_match_over(mode: str, lang: str) -> None:
    st = state_for(match(mode, seed=5, target="one_deal"), lang)
    m = st.match
    assert m is not None
    assert play_until(st, lambda m: m.finished)
    p = render(st)
    assert p.phase == "match-over"
    assert 'data-action="new-match"' in p.table and 'data-action="next-deal"' not in p.table
    # what next comes right under the final totals, before the long parts (in view on a phone)
    screen = p.table[p.table.index('id="match-over"'):]
    assert screen.index('class="sheet totals"') < screen.index('data-action="new-match"') < screen.index("sheet-wrap")
    title = re.search(r'id="sum-title">([^<]*)<', p.table)
    assert title
    w = m.winner
    assert w is not None
    want = {"en": ("You won!", "We won!", "They won."),
            "ru": ("Вы выиграли!", "Мы выиграли!", "Они выиграли."),
            "uk": ("Ви виграли!", "Ми виграли!", "Вони виграли.")}[lang]
    if mode == "2x2":
        assert title.group(1).endswith(want[1] if w == 0 else want[2])
    elif w == 0:
        assert title.group(1).endswith(want[0])
    # the score sheet: one row per deal
    assert len(re.findall(r'<tr data-deal="', p.overlay)) == len(m.history)
    # a negative score with a minus sign, as every figure of the page
    assert [int(x.replace("\u2212", "-")) for x in re.findall(r'data-side="\d+">(\u2212?\d+)<', p.topbar)] == m.scores
    clean(text_of(p.table + p.topbar))


def test_name_is_text_and_third_person() -> None:
    st = state_for(match("2", seed=3), "ru", name="<b>Аня</b>")
    p = render(st)
    assert "&lt;b&gt;Аня&lt;/b&gt;" in p.table and "<b>Аня</b>" not in p.table


def test_flash_and_live_follow_the_language() -> None:
    st = state_for(human_first("2"), "en")
    st.flash = ("illegal", {"why": ReasonRef(st.match.why_illegal(0, HUMAN) or "")})  # type: ignore[union-attr]
    st.live = [("did", {"seat": 0, "action": ActionRef(A.PASS, 0)}),
               ("did", {"seat": 1, "action": ActionRef(A.TAKE, 8)})]
    assert "Not allowed: bidding is not over: play the turn-up&#x27;s suit or pass" in render(st).table
    assert render(st).live == "You: pass North plays ♥ hearts"
    st.lang = "uk"
    assert "Не можна: триває торгівля: грати чи пас" in render(st).table
    assert render(st).live == "Ви: пас Північ грає ♥ чирви"


@pytest.mark.parametrize("panel", ["sheet", "rules", "last", "share"])
def test_panels(panel: str) -> None:
    st = state_for(match("3", seed=4, ski="off"), "en")
    st.overlay = panel
    p = render(st)
    assert 'class="backdrop open"' in p.overlay and 'id="score-sheet"' in p.overlay
    if panel == "sheet":
        assert 'id="score-sheet" class="panel" role="dialog"' in p.overlay
        assert 'aria-labelledby="sheet-title"' in p.overlay
    else:
        assert 'id="score-sheet" class="panel" hidden' in p.overlay
    if panel == "rules":
        # the rules for people: the option that differs from classic is called out, no internal codes
        assert 'id="rules"' in p.overlay and "Ski: off (classic: on)" in p.overlay and "<code>" not in p.overlay
    if panel == "share":
        url = re.search(r'id="share-url" value="([^"]*)"', p.overlay)
        assert url and url.group(1).startswith("http://127.0.0.1/?mode=3&amp;preset=classic&amp;ski=off")


def test_views_never_touch_the_match() -> None:
    """The views read the SeatView and public facts only (facts.py is the one reader of the Match)."""
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "web" / "debertz_web" / "view"
    # the live table's parts (a replay of a finished record may show every hand: not these)
    table_parts = ("page", "topbar", "message", "table", "seat", "hand", "controls", "summary", "sheet", "panels",
                   "setup", "names", "html")
    for path in (folder / f"{name}.py" for name in table_parts):
        src = path.read_text()
        for bad in ("why_illegal", "sequence_verdict", ".deal.", ".hands", "import js", "pyodide"):
            assert bad not in src, f"{path.name} uses {bad}"
        # the Match itself (the match's identity, a plain text, may be shown)
        assert not re.search(r"\b(st|state)\.match\b", src), f"{path.name} uses the Match"


def render_states() -> list[tuple[str, State]]:
    """Many screens to draw: every mode at several moments, every panel, the learning tools with content,
    the guide's deal, the setup screen (named, for the failure message)."""
    from debertz_web import msg as M
    from debertz_web.learn import Coaching
    from debertz_web.learn_update import compare_challenge, open_replay
    from debertz_web.update import update

    from debertz.learn.challenge import challenge_from_match
    from debertz.learn.history import entry_from_match

    out: list[tuple[str, State]] = []
    moments = {"bidding": lambda m: True, "play": lambda m: m.deal.tricks_done >= 2,
               "deal over": lambda m: m.deal.over, "second deal": lambda m: len(m.deals) >= 2 and m.deal.phase == 1}
    for mode in MODES:
        for moment, want in moments.items():
            st = state_for(match(mode, seed=9), "ru" if mode == "3" else "en")
            assert play_until(st, want)
            out.append((f"{mode} {moment}", st))
    done = state_for(match("2", seed=3, target="one_deal"), "uk")
    assert play_until(done, lambda m: m.finished)
    out.append(("finished", done))
    for panel in PANEL_VIEWS:  # every panel the overlay can draw (a new one is drawn here too)
        st = state_for(match("4", seed=5), "en")
        assert play_until(st, lambda m: m.deal.over)
        st.overlay = panel
        out.append((panel, st))
    learn = state_for(match("2x2", seed=2), "uk")
    assert play_until(learn, lambda m: len(m.history) >= 2 and not m.deal.over)
    assert learn.match is not None
    learn.learn.set_history([entry_from_match(done.match, ["easy"], "2026-01-01T10:00", 0, (), "a")])  # type: ignore[arg-type]
    learn.learn.challenge = challenge_from_match(learn.match, ["easy"] * 3, "Ann")
    compare_challenge(learn)
    for panel in ("history", "challenge"):
        st = copy.deepcopy(learn)
        st.overlay = panel
        out.append((f"{panel} with content", st))
    for state in ("thinking", "failed", "done"):
        st = copy.deepcopy(learn)
        st.learn.coach = Coaching(1, st.match.to_record(), 0, state=state, error="x")  # type: ignore[union-attr]
        st.overlay = "coach"
        out.append((f"coach {state}", st))
    st = copy.deepcopy(learn)
    open_replay(st, 1, 5)
    out.append(("replay", st))
    guide = State(page_url="http://127.0.0.1/")
    update(guide, M.Guide("start"))
    out.append(("guide's deal", guide))
    out.append(("setup", State()))
    return out


def test_rendering_changes_nothing_in_any_state() -> None:
    """Views only read: drawing the page (as the worker does, with the facts and the keys it routes)
    leaves every byte of the state as it was, on every screen and panel."""
    import pickle

    from debertz_web.wire import render_op

    for name, st in render_states():
        before = pickle.dumps(st)
        render_op(st, "menu")
        assert pickle.dumps(st) == before, name


@pytest.mark.parametrize("lang", LANGS)
def test_live_region_says_what_the_person_may_do(lang: str) -> None:
    """At the person's turn the announcement names the allowed bids, not only "your turn"."""
    from debertz_web.i18n import tr
    from debertz_web.view.prompt import prompt_sentences

    st = state_for(human_first("2"), lang)
    st.live = [("your_turn", {})]
    p = render(st)
    f = facts_of(st.match)  # type: ignore[arg-type]
    may = prompt_sentences(f.view, lang)
    assert may and f.view.phase == "bidding"
    assert p.live.startswith(tr("your_turn", lang)) and may[0] in p.live


def test_turn_up_lies_in_the_middle_during_the_bidding() -> None:
    """As at a real table: the turn-up lies face up on the rest of the deck in the middle while people
    bid; once play starts the middle is the trick's, and the deal's info keeps a small reminder."""
    m = match("2", seed=5)
    st = state_for(m, "ru")
    up = card_str(m.deal.turn_up)
    html = render(st).table
    middle = html[html.index('class="center"'):html.index('<aside class="info ')]
    aside = html[html.index('<aside class="info '):]
    assert 'class="stock"' in middle and f'data-show="{up}"' in middle and "card back deck" in middle
    assert "Вскрышка" in text_of(middle) or "ВСКРЫШКА" in text_of(middle).upper()
    assert f'data-show="{up}"' not in aside
    assert play_until(st, lambda mm: mm.view(0).phase == "play")
    html = render(st).table
    assert 'class="stock"' not in html
    aside = html[html.index('<aside class="info '):]
    assert [a["class"] for a in Elements(aside).all("span", data_show=up)] == ["card small"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_thrown_in_deal_says_why_and_who_deals_next(lang: str) -> None:
    """A weak hand's redeal names the seat and says the same dealer deals again; a deal everyone passed says the
    next dealer deals (the two differ, docs/rules.md)."""
    from debertz_web.update import apply
    from debertz_web.view.names import Ctx, seat_who
    weak = {"en": ("weak hand", "same dealer"), "ru": ("слабая карта", "тот же"), "uk": ("слабка карта", "той самий")}
    passed = {"en": "next dealer", "ru": "следующий", "uk": "наступний"}
    said = set()
    for seed in range(1, 80):
        st = state_for(match("2", seed=seed, all_pass="redeal"), lang)
        m = st.match
        assert m is not None
        # odd seeds: everyone passes; even seeds: the first seat takes, then a seat asks for a redeal when it may
        first = A.PASS if seed % 2 else A.TAKE
        while not m.deal.over:
            legal = list(m.legal_actions())
            pick = A.REDEAL if A.REDEAL in legal else first if first in legal else A.PASS if A.PASS in legal \
                else legal[0]
            apply(st, pick)
        if m.history[-1].outcome != "redeal":
            continue
        text = text_of(render(st).table)
        by = m.history[-1].redeal_by
        if by is None:
            assert passed[lang] in text, text
            said.add("passed")
        else:
            assert all(w in text for w in weak[lang]) and passed[lang] not in text, text
            assert seat_who(Ctx(lang, "", m.n, False), by).name in text, text
            said.add("weak")
        if said == {"passed", "weak"}:
            return
    raise AssertionError(f"only {said} among the seeds")


@pytest.mark.parametrize(("lang", "bidding", "playing"), [("ru", "Торгуется", "Ходит"), ("uk", "Торгується", "Ходить"),
                                                          ("en", "to bid", "to play")])
def test_whose_turn_says_bidding_or_play(lang: str, bidding: str, playing: str) -> None:
    """Another seat's turn is a word in the bidding («Торгуется Восток») and a card in the play («Ходит Восток»)."""
    from debertz_web.view.names import Ctx
    from debertz_web.view.table import status_html

    for phase, word in ((0, bidding), (1, playing)):
        st = state_for(match("3", 5), lang)
        assert play_until(st, lambda m, phase=phase: m.deal.phase == phase and m.current_player() not in (None, HUMAN))
        assert st.match is not None
        v = st.match.view(HUMAN)
        text = status_html(st, Ctx(lang, "", 3, False), v)
        assert word in text and (bidding if word == playing else playing) not in text, text


def test_a_deal_with_penalties_says_what_the_score_changes_by() -> None:
    """«Записано» is before penalties: with a penalty (a ski, a bait's −100) the summary adds the row of what the
    match's score changes by, so that nobody reads «Записано» as that."""
    import random as rnd

    from debertz_web.view.names import Ctx
    from debertz_web.view.summary import deal_summary

    from debertz.cli.testing import at_random

    seen = 0
    for seed in range(12):
        m = play_out(Match("2", make_options("2", "classic", {"target": 301}), seed=seed), at_random(rnd.Random(seed)))
        f = facts_of(m)
        for h in f.history:
            if h.totals is None:
                continue
            html = deal_summary(f, Ctx("ru", "", 2, False), h)
            row = re.search(r'<tr class="net">(.*?)</tr>', html)
            assert (row is not None) == any(h.penalties), html
            if row is not None:
                shown = [int(x.replace("\u2212", "-")) for x in re.findall(r"<td[^>]*>([^<]+)</td>", row.group(1))]
                assert shown == [r + p for r, p in zip(h.recorded, h.penalties)]
                assert "В счёт партии" in row.group(1)
                seen += 1
    assert seen >= 3, seen


def test_the_challenge_comparison_adds_up_the_deals_both_played() -> None:
    """Deal by deal, then a total over the deals both have played, and who did better over them."""
    from debertz_web.view.challenge import comparison

    from debertz.learn.challenge import Challenge, ComparisonLine

    ch = Challenge("2", "classic", {}, ("hard",), "5", "Olena", ((58, 104), (20, 0), (0, 90)), (78, 194), 0)
    lines = [ComparisonLine(1, 58, 70, "you"), ComparisonLine(2, 20, 0, "them"), ComparisonLine(3, 0, None, "open")]
    html = comparison(ch, lines, "ru")
    foot = re.search(r"<tfoot>(.*?)</tfoot>", html)
    assert foot is not None and 'data-better="them"' in foot.group(1), html
    assert [c for c in re.findall(r"<td>([^<]*)</td>", foot.group(1))][:2] == ["70", "78"]
    assert "<tfoot>" not in comparison(ch, [ComparisonLine(1, 58, None, "open")], "ru")


def test_the_match_end_says_when_more_than_one_side_reached_the_target() -> None:
    """Two sides may pass the target in the same deal: the end says the highest total wins, naming them as the
    table has them."""
    import random as rnd

    from debertz_web.view.match_over import match_over
    from debertz_web.view.names import Ctx

    from debertz.cli.testing import at_random

    # the players at a table each for himself, both players at two, both pairs in pairs
    words = {"3": "дошли несколько игроков", "2": "дошли оба игрока", "2x2": "дошли обе пары"}
    for mode, word in words.items():
        said = {True: 0, False: 0}
        for seed in range(40):
            m = play_out(Match(mode, make_options(mode, "classic", {"target": 51}), seed=seed),
                         at_random(rnd.Random(seed)))
            f = facts_of(m)
            several = sum(score >= 51 for score in f.scores) > 1
            html = match_over(f, Ctx("ru", "", f.n, f.pairs), "", "")
            assert (word in html) == several and "сторон" not in html, (mode, f.scores)
            said[several] += 1
        assert said[True] and said[False], (mode, said)


@pytest.mark.parametrize(("lang", "said"), [("ru", "Козыри подряд: 8♥ 9♥ 10♥ В♥ Д♥ К♥ Т♥."),
                                            ("en", "Trumps in a row: 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥.")])
def test_a_debertz_shows_the_run_that_won_the_match(lang: str, said: str) -> None:
    """Seven trumps in a row end the match at once: the end shows them to everyone (and only then)."""
    from debertz.cli.testing import build_deck
    from debertz.deal import Deal

    m = Match("2", make_options("2"), seed=1, first_dealer=0)
    deck = build_deck("2", 0, ["7H 8H 9H TH JH QH", "AS KS QS 7C 8C 9C"], "KH", ["AH 8S 9S", "TC JC QC"])
    m.deals[0] = Deal("2", make_options("2"), 0, deck)
    m.apply(A.PASS)
    m.apply(A.TAKE)
    assert m.view(0).debertz_cards == 0
    m.apply(m.legal_actions()[0])  # seat 1 leads
    m.apply(A.SWAP7)  # seat 0 swaps the 7 for the king: 8H..AH
    assert m.finished and m.history[-1].outcome == "debertz"
    assert m.view(1).debertz_cards == m.view(0).debertz_cards != 0  # shown to the other seat too
    text = text_of(render(state_for(m, lang)).table)
    assert said in text, text


def position_where(want: Callable[[Match], bool], tries: int) -> State:
    """The first of ``tries`` two-player matches (seeds 0, 1, …, Russian) played by bots until ``want`` holds."""
    for seed in range(tries):
        st = state_for(match("2", seed=seed), "ru")
        if play_until(st, want):
            return st
    pytest.fail(f"no such position in {tries} matches")


def test_the_duties_under_the_hand_come_in_the_rules_order() -> None:
    """Following the suit comes before overtrumping, whatever card of the hand shows its reason first."""
    def both(m: Match) -> bool:
        if m.current_player() != HUMAN or m.deal.phase != 1 or not m.deal.trick:
            return False
        codes = {w.code for c in range(32) if m.deal.hands[HUMAN] >> c & 1
                 and (w := m.why_illegal(c, HUMAN)) is not None}
        return {"follow", "must_overtrump"} <= codes

    line = re.search(r'class="hand-why">([^<]*)<', render(position_where(both, 60)).table)
    assert line and line.group(1).startswith("Нужно ходить в масть") and "перебить" in line.group(1), line


@pytest.mark.parametrize("taken", [False, True])
def test_shown_sequences_count_only_once_their_side_has_a_trick(taken: bool) -> None:
    """The info corner does not call the senior sequences counted while their side has taken no trick."""
    def shown(m: Match) -> bool:
        v = m.view(HUMAN)
        why = reason_of(v.sequence_reason)
        if v.phase != "play" or not v.shown or why is None or why.code not in SEQ_SCORING:
            return False
        side = v.side_of(v.shown[0].seat)
        return taken == any(t for seat, t in enumerate(v.tricks) if v.side_of(seat) == side)

    html = render(position_where(shown, 80)).table
    assert ("Комбинации: засчитаны<" in html) == taken and ("когда их сторона возьмёт взятку" in html) != taken
