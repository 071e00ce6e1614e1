"""Words that follow the table and the person, for every mode and language (CPython).

- A two-player table has one defender, and he is the other player: no sentence there speaks of "every
  defender" or "the best defender"; a table of pairs speaks of the other pair, never of defenders; a table
  of three or four speaks of the defenders in the plural.
- A finished deal is explained to the person in the second person throughout: when he declared, neither
  the outcome line nor its reason nor the sentences below call him "the declarer", and "Вы" / "Ви" / "You"
  is capitalised only where a sentence starts.
"""
from __future__ import annotations

import functools
import random
import re

import pytest
from debertz_web.facts import facts_of
from debertz_web.guide import advise
from debertz_web.i18n import LANGS, table_of, tr
from debertz_web.view.deal_words import deal_sentences
from debertz_web.view.names import RUN_KINDS, Ctx, note_words, side_name
from debertz_web.view.prompt import prompt_sentences
from debertz_web.view.rules import rules_page
from debertz_web.view.summary import deal_summary

from debertz import actions as A
from debertz import options as O
from debertz.cli.testing import at_random, play_out
from debertz.match import Match
from debertz.view import SeatView

# the defenders in the plural (and "each of them"), as each language writes them
MANY = {
    "en": re.compile(r"\b(every|each|the best) defender\b|\bdefenders\b|\bopponents\b", re.I),
    "ru": re.compile(r"каждого защитника|лучшего защитника|защитников|защитникам|каждый из остальных|противникам|"
                     r"противников", re.I),
    "uk": re.compile(r"кожного захисника|найкращого захисника|захисників|захисникам|кожен з інших|суперникам|"
                     r"суперників", re.I),
}
ANY_DEFENDER = {"en": re.compile(r"\bdefender", re.I), "ru": re.compile(r"защитник", re.I),
                "uk": re.compile(r"захисник", re.I)}
# the declarer named in the third person
DECLARER = {"en": re.compile(r"\bthe declarer\b", re.I), "ru": re.compile(r"играющ", re.I),
            "uk": re.compile(r"замовник|той, хто грає", re.I)}
# the person's pronoun with a capital anywhere but at the start of a sentence
CAPITAL_YOU = re.compile(r"(?<![.!?…])\s(Вы|Ви|You)\b")


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


@functools.cache
def played(mode: str) -> list[Match]:
    """Four matches of random legal moves in ``mode`` (made once, when a test first asks)."""
    rng = random.Random(7)
    out = []
    for seed in range(4):
        m = Match(mode, seed=seed, options=O.make_options(mode, "classic", {"target": 301}))
        out.append(play_out(m, at_random(rng)))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mode", O.MODES)
def test_every_deal_says_the_right_number_of_defenders_and_person(mode: str, lang: str) -> None:
    outcomes: set[tuple[str, bool]] = set()
    for m in played(mode):
        f = facts_of(m)
        c = Ctx(lang, "", f.n, f.pairs)
        for h in f.history:
            if h.outcome not in ("made", "bait", "hanging") or h.declarer is None:
                continue
            mine = f.side_of(h.declarer) == 0
            outcomes.add((h.outcome, mine))
            html = deal_summary(f, c, h)
            block = text_of(html[:html.index("</p>")])  # the outcome line and why (not the table's heads)
            lines = deal_sentences(f, c, h)
            text = " ".join([block, *lines])
            if mode == "2":
                assert not MANY[lang].search(text), (h.outcome, MANY[lang].search(text), text)
            if mode == "2x2":
                assert not ANY_DEFENDER[lang].search(text), text
            if mode in ("3", "4") and h.outcome != "made" and not mine:
                assert ANY_DEFENDER[lang].search(text), text
            if mine and not f.pairs:
                assert not DECLARER[lang].search(text), (h.outcome, DECLARER[lang].search(text), text)
            for line in [block, *lines]:
                assert not CAPITAL_YOU.search(line), line
    # the samples cover made deals declared by the person and by others
    assert ("made", True) in outcomes and ("made", False) in outcomes, outcomes


# "the others" / "everyone else", said of the other players in the bidding
OTHERS = {"en": re.compile(r"\bthe others\b|\beveryone\b", re.I),
          "ru": re.compile(r"остальн|други[ех]\b|\bвсе\b", re.I),
          "uk": re.compile(r"\bінші\b|\bінших\b|\bусі\b", re.I)}


def obliged_view(mode: str) -> SeatView:
    """The person's view when every other seat has passed in both rounds and the person speaks last."""
    for seed in range(50):
        m = Match(mode, seed=seed, options=O.make_options(mode, "classic", {}))
        while m.current_player() != 0 or A.PASS in m.view(0).legal:
            seat = m.current_player()
            if seat is None or A.PASS not in m.view(seat).legal:
                break
            m.apply(A.PASS)
        if m.current_player() == 0 and m.view(0).phase == "bidding" and A.PASS not in m.view(0).legal:
            return m.view(0)
    raise AssertionError("no deal reaches the obligation")


@pytest.mark.parametrize("lang", LANGS)
def test_at_two_the_bidding_words_speak_of_the_opponent(lang: str) -> None:
    """At two the person has one opponent: the obligation's prompt and the guide's bidding advice say so,
    where a table of more players says "everyone else"."""
    v = obliged_view("2")
    texts = prompt_sentences(v, lang)
    advice = advise(v)
    assert advice is not None
    texts += [note_words(Ctx(lang, "", v.n, v.pairs), n) for n in advice.notes]
    for t in texts:
        assert not OTHERS[lang].search(t), t
    opponent = {"en": "your opponent", "ru": "противник", "uk": "суперник"}[lang]
    assert any(opponent in t for t in texts), texts
    many = obliged_view("3")
    assert any(OTHERS[lang].search(t) for t in prompt_sentences(many, lang))


# who receives a baited declarer's points at a table of three or four, as the option says
RECEIVERS = {
    "leader": {"en": "go to the best defender", "ru": "очки лучшему защитнику", "uk": "очки найкращому захисникові"},
    "split": {"en": "shared by the defenders", "ru": "очки защитникам поровну", "uk": "очки захисникам порівну"},
}


@pytest.mark.parametrize("bait_to", ["leader", "split"])
@pytest.mark.parametrize("mode", ["3", "4"])
def test_a_bait_line_names_who_receives_the_points(mode: str, bait_to: str) -> None:
    """At three or four each for himself the bait goes to the best defender or is shared (``bait_to``): the
    outcome's line says which, not "the defenders" whatever the option."""
    rng = random.Random(11)
    baits = 0
    for seed in range(6):
        m = Match(mode, seed=seed, options=O.make_options(mode, "classic", {"target": 301, "bait_to": bait_to}))
        f = facts_of(play_out(m, at_random(rng)))
        for lang in LANGS:
            c = Ctx(lang, "", f.n, f.pairs)
            for h in f.history:
                if h.outcome != "bait":
                    continue
                baits += 1
                html = deal_summary(f, c, h)
                line = text_of(html[:html.index("</p>")])
                assert RECEIVERS[bait_to][lang] in line, line
                other = "split" if bait_to == "leader" else "leader"
                assert RECEIVERS[other][lang] not in line, line
    assert baits, "no bait in the sample"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mode", O.MODES)
def test_the_rules_page_counts_the_defenders(mode: str, lang: str) -> None:
    text = text_of(rules_page(O.make_options(mode, "classic", {}), mode, "classic", lang))
    if mode == "2":
        assert not MANY[lang].search(text), MANY[lang].search(text)
        assert ANY_DEFENDER[lang].search(text)
    elif mode == "2x2":
        assert not ANY_DEFENDER[lang].search(text), ANY_DEFENDER[lang].search(text)
    else:
        assert MANY[lang].search(text)


def test_table_kinds() -> None:
    assert [table_of(n, p) for n, p in ((2, False), (3, False), (4, False), (4, True))] == \
        ["duel", "solo", "solo", "pairs"]


def test_the_ukrainian_declarer_is_the_one_who_ordered_the_game() -> None:
    """«гравець» is anyone at the table; the one who chose trumps is the «замовник»."""
    from debertz_web.i18n import tr
    assert tr("declarer", "uk") == "замовник"
    assert "замовник" in text_of(rules_page(O.make_options("3", "classic", {}), "3", "classic", "uk"))


@pytest.mark.parametrize("lang", LANGS)
def test_a_scored_sequence_is_named_by_its_kind_as_on_the_table(lang: str) -> None:
    """The summary names the scoring side's sequences by kind («терц», «полтина»), the word the table's
    badges and lists use, with their points; never by the panel's heading alone («комбинации +20»)."""
    kinds = {tr(k, lang) for k in RUN_KINDS.values()}
    seen = 0
    for mode in O.MODES:
        for m in played(mode):
            f = facts_of(m)
            c = Ctx(lang, "", f.n, f.pairs)
            for h in f.history:
                t = h.totals
                if t is None or not any(t.sequences):
                    continue
                lines = deal_sentences(f, c, h)
                for s, pts in enumerate(t.sequences):
                    if not pts:
                        continue
                    line = next(x for x in lines if re.search(rf"\+{pts}\s", x) and x.startswith(side_name(c, s)))
                    named = re.match(r"[^:]+: (.+) \+\d+", line)
                    assert named is not None, line
                    words = re.split(r", | and | и | і ", named.group(1))
                    assert words and set(words) <= kinds, line
                    seen += 1
    assert seen >= 5, seen


def test_points_received_are_said_by_where_they_came_from() -> None:
    """What a side records besides its own points is said part by part: a bait's share («за байд») and a
    hanging pot's («висячих»), and the parts add up to what it records."""
    seen: set[tuple[str, bool]] = set()
    rng = random.Random(11)
    for seed in range(24):
        mode = O.MODES[seed % len(O.MODES)]
        m = Match(mode, seed=seed, options=O.make_options(mode, "classic", {"target": "one_deal"}))
        pot = 40 if seed % 3 else 0
        m.hanging = pot  # as if the deal before had hung
        play_out(m, at_random(rng))
        f = facts_of(m)
        h = f.history[-1]
        if h.outcome not in ("made", "bait"):
            continue
        lines = [x for x in deal_sentences(f, Ctx("ru", "", f.n, f.pairs), h) if ": свои" in x]
        # a baited declarer's points are shared (a declarer with no points shares none)
        shared = h.outcome == "bait" and h.points[f.side_of(h.declarer or 0)] >= f.n_sides
        assert bool(lines) == bool(pot or shared), h
        for line in lines:
            rec, *parts = (int(x) for x in re.findall(r"\d+", line))
            assert sum(parts) == rec, line
            assert ("висячих" in line) == bool(pot), (pot, line)
            assert ("за байд" in line) == shared, line
            seen.add((h.outcome, bool(pot)))
    assert {("bait", True), ("bait", False), ("made", True)} <= seen, seen


@pytest.mark.parametrize("mode", O.MODES)
def test_a_summary_says_why_once_and_shows_no_row_of_noughts(mode: str) -> None:
    """The sentences under the outcome say why with the numbers, so the outcome's line does not say it again in
    brackets; a row that is zero for every side (no sequence, no bella) is left out, the totals never."""
    rows_seen: set[bool] = set()
    for m in played(mode):
        f = facts_of(m)
        c = Ctx("ru", "", f.n, f.pairs)
        for h in f.history:
            if h.totals is None or h.declarer is None:
                continue
            html = deal_summary(f, c, h)
            outcome = html[:html.index("</p>")]
            assert "(" not in text_of(outcome), outcome
            labels = re.findall(r'<th scope="row">([^<]*)</th>', html)
            for label, vals in (("Комбинации", h.totals.sequences), ("Бела", h.totals.bella)):
                assert (label in labels) == any(vals), (label, vals, labels)
                rows_seen.add(any(vals))
            assert "Итого" in labels and "Записано" in labels, labels
    assert rows_seen == {True, False}  # the sample has both kinds of rows


@pytest.mark.parametrize(("mode", "said"), [("2", "Оба спасовали"), ("3", "Все спасовали")])
def test_a_thrown_in_deal_counts_who_passed(mode: str, said: str) -> None:
    m = Match(mode, seed=1, options=O.make_options(mode, "classic", {"all_pass": "redeal"}))
    while not m.deal_over:
        m.apply(A.PASS)
    f = facts_of(m)
    h = f.history[-1]
    assert h.outcome == "redeal"
    assert said in text_of(deal_summary(f, Ctx("ru", "", f.n, f.pairs), h))


@pytest.mark.parametrize("lang", LANGS)
def test_a_bella_whose_side_took_no_trick_is_said_not_counted(lang: str) -> None:
    """The summary says an announced bella that did not count (its side took no trick), not only the ones that did."""
    from debertz.bots import get_bot

    m = Match("3", O.make_options("3"), seed=141, first_dealer=0)  # seat 0 announces bella and takes no trick
    bots = [get_bot("easy", s) for s in range(m.n)]
    while not m.deal.over:
        seat = m.current_player()
        assert seat is not None
        m.apply(bots[seat].choose(m.view(seat)))
    f = facts_of(m, 0)
    h = f.history[-1]
    assert f.view.bella_by == 0 and h.totals is not None and not h.totals.bella[f.side_of(0)]
    said = " ".join(deal_sentences(f, Ctx(lang, "", 3, False), h))
    lost = tr("sum.bella_lost", lang, name=tr("you", lang))
    assert lost in said, said


def test_a_suit_worth_nothing_as_trump_is_not_said_to_be_worth_0_points() -> None:
    """The guide's reason to pass: a suit whose cards count nothing as trumps is said to be worth nothing."""
    seen = set()
    for seed in range(200):
        m = Match("3", O.make_options("3"), seed=seed, first_dealer=2)  # the person speaks first
        if m.current_player() != 0:
            continue
        advice = advise(m.view(0))
        if advice is None or advice.action != A.PASS:
            continue
        key, params = advice.notes[-1]
        assert (key == "guide.pass_none") == (params.get("points") == 0), (key, params)
        seen.add(key)
        if seen == {"guide.pass_none", "guide.pass_weak"}:
            return
    raise AssertionError(f"not both reasons found: {seen}")
