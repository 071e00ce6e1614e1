"""Words a newcomer reads in every language (CPython): dates as the language writes them, the hint with its
reason, the coach's lines, the rules' one term for sequences, the score sheet's legend, and problems with a
record said in the person's language.
"""
from __future__ import annotations

import random
import re

import pytest
from debertz_web.facts import facts_of
from debertz_web.i18n import LANGS, date_text, tr
from debertz_web.state import HUMAN, ActionRef
from debertz_web.storage import problem_words
from debertz_web.update import hint_reason
from debertz_web.view.coach import in_line
from debertz_web.view.history import history_panel, stats_rows
from debertz_web.view.names import Ctx, note_text
from debertz_web.view.rules import rules_page
from debertz_web.view.sheet import sheet

from debertz import options as O
from debertz.cli.testing import at_random, play_out
from debertz.errors import RecordError
from debertz.learn.history import Stats, entry_from_match, statistics
from debertz.match import Match

ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
LATIN_WORD = re.compile(r"\b(?!JSON\b)[A-Za-z]{3,}\b")


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def played(mode: str, seed: int) -> Match:
    rng = random.Random(seed)
    m = Match(mode, seed=seed, options=O.make_options(mode, "classic", {"target": "one_deal"}))
    while not m.finished:
        m.apply(rng.choice(list(m.legal_actions())))
    return m


@pytest.mark.parametrize(("lang", "want"), [("ru", "2 дек. 2026, 12:32"), ("uk", "2 груд. 2026, 12:32"),
                                            ("en", "2 Dec 2026, 12:32")])
def test_history_dates_in_the_language_format(lang: str, want: str) -> None:
    assert date_text("2026-12-02T12:32:05.120Z", lang).replace("\u00a0", " ") == want
    assert date_text("not a date", lang) == "not a date"  # shown as it is, never a traceback
    entry = entry_from_match(played("2", 1), ["easy"], "2026-12-02T12:32:05.120Z")
    text = text_of(history_panel([entry], statistics([entry]), lang))
    assert want in text and not ISO.search(text), text


@pytest.mark.parametrize(("lang", "daily"), [("ru", "2 игрока, сдача дня, противник"),
                                            ("uk", "2 гравці, роздача дня, суперник"),
                                            ("en", "2 players, deal of the day, opponent")])
def test_a_deal_of_the_day_says_so_in_the_history(lang: str, daily: str) -> None:
    m = Match("2", seed="day-2026-12-02", options=O.make_options("2", "classic", {"target": "one_deal"}))
    rng = random.Random(3)
    while not m.finished:
        m.apply(rng.choice(list(m.legal_actions())))
    day = entry_from_match(m, ["normal"], "2026-12-02T12:32:05.120Z")
    other = entry_from_match(played("2", 1), ["normal"], "2026-12-02T12:40:05.120Z")
    assert daily in text_of(history_panel([day], statistics([day]), lang))
    assert daily not in text_of(history_panel([other], statistics([other]), lang))


def test_a_history_row_names_rules_and_length_that_are_not_the_usual() -> None:
    """A Kharkiv match to 51 reads apart from a classic one to 301; the usual ones add nothing to the row."""
    def row_text(preset: str, target: object) -> str:
        m = Match("2", seed=4, options=O.make_options("2", preset, {"target": target}), preset=preset)
        e = entry_from_match(play_out(m, at_random(random.Random(3))), ["normal"], "2026-12-02T12:32:05.120Z")
        return text_of(history_panel([e], statistics([e]), "ru"))
    assert "2 игрока, Харьковские, до 51, противник: средний" in row_text("kharkiv", 51)
    usual = row_text("classic", 301)
    assert "Классические" not in usual and "до 301" not in usual and "2 игрока, противник: средний" in usual, usual
    assert "·" not in usual  # commas, not separators that a wrapped line would end with


@pytest.mark.parametrize(("lang", "lost", "won"), [("ru", "лёгкий: 0 побед из 1", "лёгкий: 1 победа из 1"),
                                                    ("uk", "легкий: 0 перемог з 1", "легкий: 1 перемога з 1"),
                                                    ("en", "easy: won 0 of 1", "easy: won 1 of 1")])
def test_history_says_wins_against_each_level_in_words(lang: str, lost: str, won: str) -> None:
    m = played("2", 1)
    entry = entry_from_match(m, ["easy"], "2026-12-02T12:32:05.120Z")
    want = won if entry.won else lost
    text = text_of(history_panel([entry], statistics([entry]), lang))
    assert want in text, text


@pytest.mark.parametrize(("lang", "duel", "pairs", "empty"), [
    ("en", "opponent: hard", "partner: a person, opponents: easy, normal", "—"),
    ("ru", "противник: сильный", "напарник: человек, противники: лёгкий, средний", "—"),
    ("uk", "суперник: сильний", "напарник: людина, суперники: легкий, середній", "—")])
def test_history_rows_name_the_opponents_apart_from_the_partner(lang: str, duel: str, pairs: str, empty: str) -> None:
    """A row counts its opponents in words, a 2x2 row names the partner apart (a person at this device
    too), and a statistic with nothing to count is a dash, not a 0."""
    two = entry_from_match(played("2", 1), ["hard"], "2026-12-02T12:32:05.120Z")
    four = entry_from_match(played("2x2", 1), ["easy", "person", "normal"], "2026-12-02T12:33:05.120Z")
    assert duel in text_of(history_panel([two], statistics([two]), lang))
    html = history_panel([four], statistics([four]), lang)
    assert pairs in text_of(html)
    assert re.search(r'data-level="easy\+normal"', html) and 'data-level="easy+normal+person"' not in html
    rows = dict(re.findall(r'<tr data-stat="(\w+)">.*?<td>(.*?)</td>', stats_rows({"all": Stats()}, lang)))
    assert rows["stats_declarer"] == rows["stats_defender"] == rows["stats_baited"] == rows["stats_skis"] == empty, rows


@pytest.mark.parametrize("lang", LANGS)
def test_the_hint_gives_its_reason(lang: str) -> None:
    rng = random.Random(4)
    said = 0
    for mode in O.MODES:
        m = Match(mode, seed=11, options=O.make_options(mode, "classic", {"target": 301}))
        c = Ctx(lang, "", m.n, mode == "2x2")
        while not m.deal.over:
            legal = list(m.legal_actions())
            if m.current_player() == HUMAN:
                action = rng.choice(legal)
                why = hint_reason(m, action)
                if why is not None:
                    text = note_text(c, ("hint_why", {"what": ActionRef(action, m.deal.turn_up), "why": why}))
                    plain = tr("hint_is", lang, what="X")
                    assert len(text) > len(plain) + 15, text
                    if lang != "en":
                        assert not LATIN_WORD.search(text), text

                    said += 1
            m.apply(rng.choice(legal))
    assert said >= 8, said


def test_coach_words() -> None:
    for lang in LANGS:
        assert len(tr("coach_costliest", lang).split()) >= 2, "the costliest what?"
        for key in ("coach.bid_declare", "coach.bid_pass", "coach.bid_other_suit"):
            text = tr(key, lang, suit="♣", count=2, held="J♣")
            assert "(J♣)" not in text, text  # a list of the high cards is said to be one, not the count's list
    assert in_line("Пас") == "пас" and in_line("Play") == "play"
    assert in_line("Д♣") == "Д♣" and in_line("10♥") == "10♥" and in_line("JS") == "JS"


@pytest.mark.parametrize("lang", LANGS)
def test_a_count_of_none_is_said_in_words(lang: str) -> None:
    """"only 0 trumps" reads wrong: a count of none has words of its own, and other counts keep theirs."""
    said = {  # message: the name of its count, its other parameters
        "coach.bid_pass": ("count", {"suit": "♥", "held": "J♥"}),
        "coach.keep_trumps": ("out", {"card": "7♠"}),
        "coach.lead_trump": ("out", {"card": "J♥", "held": "A♥"}),
    }
    for key, (count, params) in said.items():
        none = tr(key, lang, **params, **{count: 0})
        assert not re.search(r"\b0\b", none) and "{" not in none, none
        three = tr(key, lang, **params, **{count: 3})
        assert re.search(r"\b3\b", three) and "|" not in three, three


@pytest.mark.parametrize("mode", O.MODES)
def test_the_rules_use_one_term_for_sequences(mode: str) -> None:
    other = {"ru": re.compile(r"оследовательн", re.I), "uk": re.compile(r"ослідовн", re.I)}
    for lang, pattern in other.items():
        text = text_of(rules_page(O.make_options(mode, "classic", {}), mode, "classic", lang))
        assert not pattern.search(text), pattern.search(text)
    ru = text_of(rules_page(O.make_options(mode, "classic", {}), mode, "classic", "ru"))
    assert "4 или 5 карт" in ru and "от 4 до 5" not in ru
    assert re.search(r"В\s*(&nbsp;)?\(20\)", ru), "the points table says which number is the points"


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_sheet_explains_its_marks(lang: str) -> None:
    f = facts_of(played("3", 2))
    html = sheet(f, Ctx(lang, "", f.n, f.pairs), True, frozenset({0}))
    legend = " ".join(re.findall(r'<p class="legend">(.*?)</p>', html))
    assert "↺" in html and "↺" in legend
    assert tr("sheet.cells", lang) in legend


@pytest.mark.parametrize("lang", ["ru", "uk"])
@pytest.mark.parametrize("error", [
    RecordError("bad JSON: Expecting value at line 1"), RecordError("bad record: deals must be a list"),
    RecordError("deal 0, action 3 (JS, seat 1): not your turn"), ValueError("boom"), "TypeError: x is None"])
def test_a_problem_is_said_in_the_persons_language(lang: str, error: object) -> None:
    c = Ctx(lang, "", 2, False)
    for key, internal in (("bad_record", False), ("bot_error", True), ("could_not_start", True)):
        text = note_text(c, (key, {"msg": problem_words(error, internal)}))  # type: ignore[arg-type]
        assert not LATIN_WORD.search(text), text


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_a_damaged_deal_is_named_by_its_number(lang: str) -> None:
    c = Ctx(lang, "", 2, False)
    text = note_text(c, ("bad_record", {"msg": problem_words(RecordError("deal 7, action 3 (JS, seat 1): x"))}))
    assert re.search(r"\s7\s", text) and "{" not in text


# messages said only at some tables, so they may speak of several defenders (or of defenders at all)
NOT_AT = {
    # pairs' own messages; bait_to is an option of three and four players; the history's statistics and
    # the guide's outline of the game cover every table; a history row counts its opponents (a plural
    # field) and names a partner only at a table of pairs
    "duel": re.compile(r"_pairs$|^rules\.bait_to\.|^opt_help\.bait_to$|^stats_levels$|^rules_intro$|^guide\.p_score$"
                       r"|^history_against$|^history_partner_against$"),
    # the players' own messages (each for himself) and the option that only they have
    "pairs": re.compile(r"_solo$|^rules\.bait_to\.|^opt_help\.bait_to$|^val\.leader$|^rules_intro$"),
}


# several defenders or opponents, however said: wrong at a table of two, where there is one
SEVERAL = {
    "en": re.compile(r"\b(every|each|the best|all) (defender|opponent)\b|\bdefenders\b|\bopponents\b", re.I),
    "ru": re.compile(r"(каждого|лучшего|всех) (защитника|противника|соперника)|каждый из остальных|"
                     r"\b(защитник|противник|соперник)(и|ов|ам|ами|ах)\b", re.I),
    "uk": re.compile(r"(кожного|найкращого|усіх|всіх) (захисника|суперника|противника)|кожен з інших|"
                     r"\b(захисник|суперник|противник)(и|ів|ам|ами|ах)\b", re.I),
}
# the person's partner, named where the table has one
PARTNER = {"en": re.compile(r"\bpartner\b", re.I), "ru": re.compile(r"напарник", re.I),
           "uk": re.compile(r"напарник", re.I)}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mode", O.MODES)
def test_the_setup_names_the_other_seats_as_the_table_has_them(lang: str, mode: str) -> None:
    """The opponents' heading on the setup screen: one opponent at a table of two, several at three or four,
    a partner and opponents at a table of pairs."""
    from dataclasses import replace

    from debertz_web.settings import Settings
    from debertz_web.view.setup import bots_fieldset

    legend = re.search(r"<legend>(.*?)</legend>", bots_fieldset(replace(Settings(), mode=mode), lang))
    assert legend is not None
    words = legend.group(1)
    assert bool(SEVERAL[lang].search(words)) == (mode != "2"), words
    assert bool(PARTNER[lang].search(words)) == (mode == "2x2"), words


def forms_at(text: object, table: str) -> list[str]:
    """The forms of a message said at ``table``: a table of two has "you" and "one", a table of pairs "we"
    and "they" (where the message has them)."""
    if not isinstance(text, dict):
        return [str(text)]
    keep = ("you", "one") if table == "duel" else ("we", "they")
    return [v for k, v in text.items() if k in keep] or [str(v) for v in text.values()]


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_naming_defenders_counts_them_at_each_table(lang: str) -> None:
    """At a table of two, no message speaks of several defenders; at a table of pairs, none of defenders:
    a message that does has its own ``@duel`` / ``@pairs`` wording (or is one the table never says)."""
    from debertz_web.i18n import CATALOGUES
    from test_table_words import ANY_DEFENDER


    texts = CATALOGUES[lang].texts
    wrong = []
    for key, text in texts.items():
        if "@" in key:
            continue
        for table, pattern in (("duel", SEVERAL[lang]), ("pairs", ANY_DEFENDER[lang])):
            said = texts.get(f"{key}@{table}", text)
            if not NOT_AT[table].search(key) and any(pattern.search(x) for x in forms_at(said, table)):
                wrong.append(f"{key}@{table}: {forms_at(said, table)[0][:80]}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_the_person_is_you_in_lower_case_mid_sentence(lang: str) -> None:
    """«вы» / «ви» / "you" start with a capital only where a sentence starts, in every message and form."""
    from debertz_web.i18n import CATALOGUES

    capital = re.compile(r"(?<![.!?…])\s(Вы|Ви)\b" if lang != "en" else r"(?<![.!?…])\sYou\b")
    wrong = [f"{key}: {x}" for key, text in CATALOGUES[lang].texts.items()
             for x in (text.values() if isinstance(text, dict) else [text]) if capital.search(str(x))]
    assert not wrong, "\n".join(wrong)
