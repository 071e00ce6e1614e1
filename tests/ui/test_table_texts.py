"""The table's texts, in CPython: the rules page, the guide's advice, the deal summary in words, the prompt.

- The rules page is written from the options in force: every option value has its sentence in every
  language (no message id and no internal option code ever shows), options of other modes are left out,
  the options that differ from classic are listed, and the numbers are the engine's.
- The guide's advice is always a legal action, in every mode, for every seat, over whole matches.
- Every finished deal of many matches is explained in every language with no message id left, and with
  true minus signs only.
- The bidding prompt says "obligation" exactly when Pass is not allowed.
"""
from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from debertz_web import msg as M
from debertz_web.facts import facts_of
from debertz_web.guide import Advice, advise
from debertz_web.i18n import LANGS, tr
from debertz_web.view.deal_words import deal_sentences
from debertz_web.view.names import Ctx
from debertz_web.view.prompt import prompt_sentences
from debertz_web.view.rules import differences, rules_page
from test_nothing_lost import Page
from ui_support import render

from debertz import actions as A
from debertz import options as O
from debertz.cli.testing import at_random, play_out
from debertz.match import Match
from debertz.view import SeatView

KEY_LEFT = re.compile(r"\b(rules|guide|sum|prompt|val|opt)\.[a-z_]+")
CODES = ({v for spec in O.OPTION_SPECS for v in spec.values if "_" in v}
         | {s.name for s in O.OPTION_SPECS if "_" in s.name})


def text_of(html: str) -> str:
    """The words of ``html`` (a no-break space read as a space)."""
    return re.sub(r"<[^>]+>", " ", html).replace("\u00a0", " ")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mode", O.MODES)
def test_rules_page_every_value_has_words(mode: str, lang: str) -> None:
    """Every option value reads in words, and one that differs from classic where it applies is said twice: in
    the list of differences and in the rules themselves (a new option needs its sentence in view/rules.py)."""
    classic = text_of(rules_page(O.make_options(mode), mode, "classic", lang))
    for spec in O.OPTION_SPECS:
        for value in spec.values:
            opts = O.make_options(mode, "classic", {spec.name: value})
            text = text_of(rules_page(opts, mode, "classic", lang))
            assert not KEY_LEFT.search(text), (spec.name, value, KEY_LEFT.search(text))
            assert not [c for c in CODES if re.search(rf"\b{c}\b", text)], (spec.name, value)
            diff = differences(opts, mode, lang)
            differs = value != O.preset_options(mode, "classic").__getattribute__(spec.name)
            applies = O.applies(spec.name, mode)
            assert len(diff) == (1 if differs and applies else 0), (spec.name, value, diff)
            body = text
            for line in diff:
                body = body.replace(text_of(line), "")
            assert (body != classic) == (differs and applies), (spec.name, value)


def test_rules_page_numbers_come_from_the_engine() -> None:
    text = text_of(rules_page(O.make_options("2"), "2", "classic", "en"))
    assert "J (20) 9 (14) A (11) 10 (10) K (4) Q (3) 8 (0) 7 (0)" in re.sub(r"\s+|&nbsp;", " ", text).replace("  ", " ")
    assert "loses 50 points" in text
    pairs = text_of(rules_page(O.make_options("2x2"), "2x2", "classic", "ru"))
    assert "теряет 100 очков" in pairs and "напарник" in pairs
    kharkiv = text_of(rules_page(O.make_options("2", "kharkiv"), "2", "kharkiv", "uk"))
    assert "Чим відрізняється від класики" in kharkiv and "5 і більше карт" in kharkiv


# who wins the match, as each table says it: a pair, the other player of two, the best of three or four
MATCH_WINNER = {("2x2", "ru"): "выигрывает пара, у которой", ("2x2", "uk"): "виграє пара, у якої",
                ("2x2", "en"): "the pair that has reached", ("2", "ru"): "больше, чем у противника",
                ("2", "uk"): "більше, ніж у суперника", ("2", "en"): "more than the other player",
                ("3", "ru"): "больше всех", ("4", "en"): "with the highest total"}


@pytest.mark.parametrize("mode,lang", sorted(MATCH_WINNER))
def test_the_rules_say_who_wins_the_match_in_the_tables_own_words(mode: str, lang: str) -> None:
    text = re.sub(r"\s+", " ", text_of(rules_page(O.make_options(mode), mode, "classic", lang)))
    assert MATCH_WINNER[mode, lang] in text
    if mode in ("2", "2x2"):
        assert "больше всех" not in text and "найбільше за всіх" not in text and "highest total" not in text


def guided(m: Match, steps: int = 100_000,
           rng: random.Random | None = None) -> Iterator[tuple[SeatView, Advice | None]]:
    """Every position of ``m`` (at most ``steps``) with the guide's advice to the seat to act; then the
    advice is played, or with ``rng`` a random legal action."""
    for _ in range(steps):
        if m.finished:
            return
        if m.deal.over:
            m.next_deal()
            continue
        seat = m.current_player()
        assert seat is not None
        v = m.view(seat)
        why = {c: m.why_illegal(c, seat) or "" for c in v.hand_cards if c not in set(v.legal)}
        advice = advise(v, why)
        yield v, advice
        if rng is not None:
            m.apply(rng.choice(m.legal_actions()))
        else:
            assert advice is not None
            m.apply(advice.action)


def test_guide_advice_is_always_legal() -> None:
    for mode in O.MODES:
        for seed in range(12):
            for v, advice in guided(Match(mode, seed=seed), steps=600):
                assert advice is not None and advice.action in v.legal, (mode, seed, advice, v.legal)
                assert advice.notes


def test_every_deal_is_explained_in_words() -> None:
    rng = random.Random(1)
    explained = 0
    for mode in O.MODES:
        for seed in range(8):
            m = Match(mode, seed=seed, options=O.make_options(mode, "classic", {"target": 301}))
            play_out(m, at_random(rng))
            f = facts_of(m)
            for i, h in enumerate(f.history):
                for lang in LANGS:
                    lines = deal_sentences(f, Ctx(lang, "", f.n, f.pairs), h)
                    if h.outcome in ("made", "bait", "hanging"):
                        assert lines, (mode, seed, i, h.outcome)
                        explained += 1
                    text = " ".join(lines)
                    assert not KEY_LEFT.search(text), KEY_LEFT.search(text)
                    assert not re.search(r"-\d", text), text
    assert explained > 100


def test_prompt_names_the_obligation_exactly_when_pass_is_gone() -> None:
    seen = {"obliged": 0, "free": 0}
    for seed in range(40):
        m = Match("2", seed=seed)
        while m.deal.phase == 0 and not m.deal.over:
            seat = m.current_player()
            assert seat is not None
            v = m.view(seat)
            lines = " ".join(prompt_sentences(v, "en"))
            if v.bid_round == 2:
                obliged = A.PASS not in v.legal
                assert ("obligation" in lines) == obliged, lines
                seen["obliged" if obliged else "free"] += 1
            m.apply(A.PASS if A.PASS in v.legal else v.legal[0])
    assert seen["obliged"] and seen["free"]


def test_the_live_region_says_each_thing_once() -> None:
    """Each step announces only what it did (a card, a bid, a trick taken), the person's turn after the
    others' moves, and the deal's result exactly once; a step that changes nothing says nothing new."""
    from debertz_web import msg as M
    from debertz_web.update import update
    from ui_support import state_for

    m = Match("2", O.make_options("2", "classic", {"target": "one_deal"}), seed=3, first_dealer=0)
    st = state_for(m, "en")
    said: list[list[str]] = []
    while not m.finished and m.current_player() is not None:
        seat = m.current_player()
        action = m.legal_actions()[0]
        update(st, M.Act(action) if seat == 0 else M.BotMoved(st.gen, int(seat), action))
        said.append([k for k, _p in st.live])
        before = list(st.live)
        update(st, M.NextDeal())  # not now: changes nothing, says nothing new
        assert st.live == before
    assert all(1 <= len(x) <= 3 and x[0] == "did" for x in said), said
    assert sum(k.startswith("outcome_") for x in said for k in x) == 1
    assert any("your_turn" in x for x in said)


def test_guide_advice_never_has_an_empty_parameter() -> None:
    """Every note of the guide's advice, over many matches and every position, has every parameter filled
    (no «У вас  — старшие козыри»), and in words in every language has no empty gap; both reasons to take
    (the jack / the nine held, or points alone) come up."""
    from debertz_web.view.guide import note_words

    rng = random.Random(7)
    seen: set[str] = set()
    for mode in O.MODES:
        for seed in range(40):
            m = Match(mode, seed=seed, options=O.make_options(mode, "classic", {"target": "one_deal"}))
            for v, advice in guided(m, rng=rng):
                assert advice is not None
                cards = [a for a in v.legal if A.is_card(a)]
                if A.is_card(advice.action):
                    # one card to play: the guide says so (no advice to keep the stronger cards)
                    only = len(cards) == 1
                    assert only == (advice.notes[-1][0] in ("guide.only_card", "guide.last_card")), (
                        mode, seed, cards, advice.notes)
                for key, params in advice.notes:
                    seen.add(key)
                    empty = [k for k, x in params.items() if str(x).strip() == ""]
                    assert not empty, (mode, seed, key, params)
                    for lang in LANGS:
                        words = note_words(Ctx(lang, "", v.n, v.pairs), (key, params))
                        assert words.strip() and "  " not in words, (lang, key, words)
    wanted = {"guide.take_strong", "guide.take_points", "guide.pass_weak", "guide.only_card", "guide.last_card"}
    assert wanted <= seen, sorted(seen)


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_rules_page_ends_with_the_version(lang: str) -> None:
    from debertz import __version__

    text = text_of(rules_page(O.make_options("2"), "2", "classic", lang))
    assert text.rstrip().endswith(f"{__version__}, " + {"en": "free software under the MIT licence.",
                                                          "ru": "свободная программа под лицензией MIT.",
                                                          "uk": "вільна програма під ліцензією MIT."}[lang])


@pytest.mark.parametrize(("mode", "said"), [("2", False), ("2x2", False), ("3", True), ("4", True)])
def test_the_rules_speak_of_a_last_trick_that_neither_tied_side_takes_only_where_it_can_happen(
        mode: str, said: bool) -> None:
    """With two sides one of the tied ones always takes the last trick; with three or four the third may."""
    opts = O.make_options(mode, "classic", {"equal_sequences": "last_trick"})
    neither = {"en": "if neither does", "ru": "если ни одна", "uk": "якщо жодна"}
    for lang, words in neither.items():
        text = text_of(rules_page(opts, mode, "classic", lang))
        assert (words in text) == said, (mode, lang)
        assert {"en": "takes the last trick wins", "ru": "возьмёт последнюю взятку",
                "uk": "візьме останній взяток"}[lang] in text


@pytest.mark.parametrize("lang,yours,theirs,bidding", [("en", "Your word", "East is to play", "East is bidding"),
                                                       ("ru", "Ваше слово", "ходит Восток", "торгуется Восток"),
                                                       ("uk", "Ваше слово", "ходить Схід", "торгується Схід")])
def test_the_guides_waiting_line_fits_the_phase_and_the_person(lang: str, yours: str, theirs: str,
                                                               bidding: str) -> None:
    """Without advice the guide says whose turn it is: in the bidding who is bidding, in the play who is to
    play; to the person in the second person («Ваше слово», never «торгуется Вы»); on the person's own turn in
    the play (the trick being gathered) what happens to the trick, not «Ваш ход» while the cards are dimmed."""
    from debertz_web.view.guide import guide_step

    m = Match("3", seed=4)
    c = Ctx(lang, "", 3, False)
    words: dict[tuple[str, int], str] = {}
    while not m.deal.over and not all(("play", s) in words for s in range(3)):
        seat = m.current_player()
        assert seat is not None
        words.setdefault((m.view(0).phase, seat), text_of(guide_step(c, m.view(0), None, 1)))  # the person's view
        legal = m.legal_actions()
        m.apply(A.PASS if A.PASS in legal else legal[0])  # every seat speaks
    mine = words[("bidding", 0)]
    assert yours in mine and " Вы" not in mine and " Ви" not in mine and "You is" not in mine
    assert any(bidding in w for (ph, s), w in words.items() if ph == "bidding" and s != 0), words
    assert any(theirs in w for (ph, s), w in words.items() if ph == "play" and s != 0), words
    gather = {"en": "the trick goes to", "ru": "взятку забирает", "uk": "взяток забирає"}[lang]
    assert gather in words[("play", 0)], words


@pytest.mark.parametrize("lang,one,to", [("en", "One deal (classic: play to 301)", "Play to 1001"),
                                         ("ru", "Одна сдача (в классике: игра до 301)", "Игра до 1001"),
                                         ("uk", "Одна роздача (у класиці: гра до 301)", "Гра до 1001")])
def test_the_rules_say_the_matchs_length_as_a_phrase(lang: str, one: str, to: str) -> None:
    """«Игра до 1001», «Одна сдача»: never «Игра до одна сдача»."""
    short = text_of(rules_page(O.make_options("2", "classic", {"target": "one_deal"}), "2", "classic", lang))
    long = text_of(rules_page(O.make_options("2", "classic", {"target": 1001}), "2", "classic", lang))
    assert one in short and to in long
    assert not re.search(r"(to|до) (one|одна)", short, re.I), short[:300]


@pytest.mark.parametrize("lang,words", [("en", ["Spades", "Hearts", "Diamonds", "Clubs"]),
                                        ("ru", ["Пики", "Червы", "Бубны", "Трефы"]),
                                        ("uk", ["Піки", "Черви", "Бубни", "Трефи"])])
def test_the_round_two_buttons_are_named_as_buttons_are(lang: str, words: list[str]) -> None:
    """Beside «Пас» and «Играю ♥» the suits read «♠ Пики», not «♠ пики»."""
    from debertz_web.state import State
    from debertz_web.view.controls import controls

    m = Match("2", seed=3)
    while m.deal.bid_round == 1 or m.current_player() != 0:
        m.apply(A.PASS)
    labels = re.findall(r'class="lbl">([^<]+)<', controls(State(), m.view(0), lang))
    assert labels and set(labels) <= set(words), labels


def test_the_persons_own_word_is_shown_beside_their_name_in_round_two() -> None:
    """The person passed in round 1: «Пас» stands beside their name while round 2 is bid (the reasons written
    for their disabled cards are another text)."""
    from debertz_web.facts import facts_of
    from debertz_web.state import State
    from debertz_web.view.hand import me
    from debertz_web.view.seat import last_said

    m = Match("2", seed=3)
    while m.deal.bid_round == 1 or m.current_player() != 0:
        m.apply(A.PASS)
    st = State(lang="ru")
    st.match = m
    v = m.view(0)
    html = me(st, facts_of(m), Ctx("ru", "", 2, False), last_said(v).get(0))
    assert re.search(r'<span class="said">Пас</span>', html), html[:400]


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_say_when_the_table_changed_its_presets_options(lang: str) -> None:
    """«Классические» alone only when every option that applies at the table is the preset's; an option that does not
    apply in the mode (the trump 7 swap with four players) changes nothing."""
    mark = tr("rules.preset_changed", lang)
    assert mark not in text_of(rules_page(O.make_options("4", "classic", {}), "4", "classic", lang))
    assert mark not in text_of(rules_page(O.make_options("4", "classic", {"seven_swap": "off"}), "4", "classic", lang))
    assert mark in text_of(rules_page(O.make_options("4", "classic", {"hundred": "five"}), "4", "classic", lang))
    assert mark not in text_of(rules_page(O.make_options("2", "kharkiv", {}), "2", "kharkiv", lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_setups_rules_choice_says_when_the_table_options_changed_them(lang: str) -> None:
    """The setup's list names the chosen rules as the Rules panel does: marked once a table option differs."""
    import re

    from debertz_web.settings import Settings
    from debertz_web.state import State
    from debertz_web.view.setup import setup

    def chosen(settings: Settings) -> str:
        html = setup(State(settings=settings, lang=lang), None)
        found = re.search(r'<option value="classic" selected>([^<]*)</option>', html)
        assert found is not None
        return found.group(1)

    mark = tr("rules.preset_changed", lang)
    assert chosen(Settings(mode="3")) == tr("preset_classic", lang)
    assert chosen(Settings(mode="3", overrides={"overtrump": "never"})) == tr("preset_classic", lang) + mark


@pytest.mark.parametrize(("link", "said", "unsaid"), [
    ("?mode=4&target=51", "→ 51 the score the match is played to", "301"),
    ("?mode=2&target=one_deal", "✓2 is the number of tricks a player has taken.", "played to"),
])
def test_help_names_the_tables_own_target(link: str, said: str, unsaid: str) -> None:
    """Help explains the score bar's signs with the match's own target, as the bar shows it (one deal: no
    target), and how to play both by touch and with a mouse (the page shows the one its pointer needs)."""
    page = Page()
    st, _ = page.open(link + "&speed=instant")
    page.send(st, M.Show("help"))
    panel = render(st).overlay
    text = text_of(panel[panel.index('id="help-title"'):])
    assert said in text and unsaid not in text
    assert 'class="help-touch"' in panel and 'class="help-mouse"' in panel and "Click a card" in text


@pytest.mark.parametrize("when", ["after_first_trick", "after_deal"])
def test_the_guide_says_what_the_open_card_is_when_it_first_lies_on_the_table(when: str) -> None:
    """At two players a card of the stock is turned face up; the guided deal says what it is in the first trick
    it can be seen in (at each step of the person's there: a swap of the trump 7 may come before the card)."""
    from debertz_web.view.guide import guide_step

    m = Match("2", O.make_options("2", "classic", {"second_open_card": when}), seed=7)
    rng = random.Random(1)
    said: list[int] = []
    while not m.deal.over and len(said) < 40:
        v = m.view(0)
        if m.current_player() == 0 and v.phase == "play":
            step = guide_step(Ctx("en", "", 2, False), v, Advice(m.legal_actions()[0], ()), 1)
            if "The open card beside the turn-up" in step:
                said.append(sum(v.tricks))
        m.apply(rng.choice(m.legal_actions()))
    assert said and set(said) == {0 if when == "after_deal" else 1}
