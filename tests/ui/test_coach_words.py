"""The coach's lines say what the coach knows about each decision, or nothing: never the same sentence card
after card (CPython)."""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from debertz_web.i18n import LANGS, tr
from debertz_web.view.coach import entry, why_line
from debertz_web.view.names import Ctx

from debertz.bots import get_bot
from debertz.learn.coach import Decision, rate_deal_now
from debertz.match import Match
from debertz.options import MODES, make_options

# something particular: a card (its index and suit), a suit, a number
PARTICULAR = re.compile(r"[♠♥♦♣]|\d")


def rated(mode: str, seed: int) -> list[Decision]:
    """The person's (seat 0, random choices) rated decisions of one deal against normal bots."""
    m = Match(mode, make_options(mode, "classic", {"target": "one_deal"}), seed=seed)
    bots = [get_bot("normal", seed + s) for s in range(m.n)]
    rng = random.Random(seed)
    while not m.deal_over:
        seat = m.current_player()
        assert seat is not None
        view = m.view(seat)
        m.apply(rng.choice(view.legal) if seat == 0 else bots[seat].choose(view))
    return list(rate_deal_now(m.to_record(), 0, 0, hindsight=False))


@pytest.mark.parametrize("mode", MODES)
def test_the_coach_never_repeats_a_line_and_says_something_particular(mode: str) -> None:
    lines = 0
    for seed in range(2):
        decisions = rated(mode, seed)
        for lang in LANGS:
            c = Ctx(lang, "", 2 if mode == "2" else 4 if mode in ("4", "2x2") else 3, mode == "2x2")
            said = [why_line(c, d, 1) for d in decisions]
            shown = [x for x in said if x]
            lines += len(shown)
            assert all(PARTICULAR.search(x) for x in shown), shown  # each names a card, a suit or a number
            twice = [x for x, k in Counter(shown).items() if k > 1]
            assert not twice, twice
            # an entry without a line of its own has no empty box either
            for d, x in zip(decisions, said, strict=True):
                assert ('class="why"' in entry(c, d, 1, False)) == bool(x)
    assert lines > 0


def test_the_persons_best_choice_says_what_the_next_best_would_cost() -> None:
    c = Ctx("en", "", 2, False)
    clear = Decision(0, 0, "card", 5, 5, 0.0, {5: 10.0, 3: 6.0, 4: 2.0}, "best", {})
    assert why_line(c, clear, 1) == tr("coach.best_margin", "en", next="10♠", margin="4")
    among_equals = Decision(0, 0, "card", 5, 5, 0.0, {5: 10.0, 3: 9.8}, "best", {})
    assert why_line(c, among_equals, 1) == ""
    alone = Decision(0, 0, "card", 5, 5, 0.0, {5: 10.0}, "best", {})
    assert why_line(c, alone, 1) == ""


def test_the_loss_and_the_two_choices_read_apart() -> None:
    """"−4 points on average — you: 7♠ · hard bot: 9♠": the figure is not read into the choice after it."""
    c = Ctx("en", "", 2, False)
    costly = Decision(0, 0, "card", 5, 7, 4.0, {5: 6.0, 7: 10.0}, "", {})
    text = re.sub(r"<[^>]+>", "", entry(c, costly, 1, True))
    assert re.search(r"points on average\u00a0— you: \S+ · hard bot: \S+", text), text  # no line starts with "—"


@pytest.mark.parametrize(("lang", "lead", "keep"), [
    ("ru", "ещё не вышли 3 козыря, на руках 2", "лишь 3 козыря ещё не вышли"),
    ("uk", "ще не вийшли 3 козирі, на руках 2", "лише 3 козирі ще не вийшли"),
    ("en", "3 trumps are still out; in the hand: 2", "only 3 trumps are still out"),
])
def test_the_trumps_out_are_the_unseen_ones_not_those_in_hand(lang: str, lead: str, keep: str) -> None:
    """The count is of the trumps the seat has not seen, in other hands or in the stock: "not yet played",
    never "in hand" (at two, most of them may be in the stock)."""
    def said(key: str, **params: object) -> str:
        return tr(key, lang, card="9♣", **params).replace("\u00a0", " ")  # the no-break spaces: typeset
    assert said("coach.lead_trump", out=3, held=2).endswith(lead)
    assert said("coach.keep_trumps", out=3).endswith(keep)
    one = {"ru": "лишь 1 козырь ещё не вышел", "uk": "лише 1 козир ще не вийшов", "en": "only 1 trump is still out"}
    assert said("coach.keep_trumps", out=1).endswith(one[lang])


SECOND_PERSON = {"en": re.compile(r"\b(you|your)\b", re.I), "ru": re.compile(r"\b(вы|вас|ваш\w*)\b", re.I),
                 "uk": re.compile(r"\b(ви|вас|ваш\w*)\b", re.I)}


@pytest.mark.parametrize("lang", LANGS)
def test_the_coachs_reasons_fit_any_seat_not_only_you(lang: str) -> None:
    """The coach also rates a seat that is not the person at the device (another person at a table of people,
    a bot of a deal nobody here played): its reasons say "in the hand", never "you hold"."""
    from debertz_web.i18n import CATALOGUES

    texts = CATALOGUES[lang].texts
    said = {k: v for k, v in texts.items() if k.startswith("coach.") and isinstance(v, str)}
    assert len(said) > 10
    assert not {k: v for k, v in said.items() if SECOND_PERSON[lang].search(v)}


@pytest.mark.parametrize("lang", LANGS)
def test_a_hints_reason_is_a_whole_sentence(lang: str) -> None:
    """The hint's reason follows its choice as a sentence of its own: a capital letter and a full stop, also
    when the coach's words end with a card («… и бережёт 10♥»)."""
    from debertz_web.state import HintWhyRef
    from debertz_web.view.names import hint_why

    said = hint_why(Ctx(lang, "", 2, False), HintWhyRef("coach.duck", (("card", "8H"), ("spent", "TH")), 0))
    assert said[0].isupper() and said.endswith("♥.") and ".." not in said
