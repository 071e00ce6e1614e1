"""Every catalogue has every English message with the same parameters and forms; reasons, plurals and
"who" sentences read right in every language (the expected strings are written out)."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from debertz_web.i18n import CATALOGUES, LANGS, OPTIONAL_KINDS, REFERENCE, WHO_KINDS, Who, card_label, typeset
from debertz_web.i18n import reason_text as shown_reason
from debertz_web.i18n import tr as shown
from debertz_web.view.numbers import points_text

from debertz import options as O
from debertz.reasons import PARAMS, TEXTS, Reason

EN = CATALOGUES[REFERENCE].texts
OTHERS = [c for c in LANGS if c != REFERENCE]
ROOT = Path(__file__).resolve().parents[2]
LANG_DIR = ROOT / "web" / "debertz_web" / "lang"


def tr(key: str, lang: str, **params: object) -> str:
    """A message as the catalogue writes it: the no-break spaces the page sets (i18n.typeset, tested apart) as
    plain spaces."""
    return shown(key, lang, **params).replace("\u00a0", " ")


def reason_text(why: object, lang: str) -> str:
    return shown_reason(why, lang).replace("\u00a0", " ")  # type: ignore[arg-type]


def fields(text: str | dict[str, str]) -> set[str]:
    forms = [text] if isinstance(text, str) else list(text.values())
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def plural_specs(text: str | dict[str, str]) -> list[str]:
    forms = [text] if isinstance(text, str) else list(text.values())
    return [spec for form in forms for _, _, spec, _ in string.Formatter().parse(form)
            if spec and spec.startswith("plural:")]


def test_the_languages_are_the_files() -> None:
    """Each catalogue module of ``lang/`` (its parts, ``_*.py``, aside) is a language of the page, English first."""
    files = {p.stem for p in LANG_DIR.glob("*.py") if not p.stem.startswith("_")}
    assert LANGS[0] == "en" and set(LANGS) == files


# a message id written out in the page's code: tr("id" ...), a flash or a message bar note ("id", {...}), a tool's words
LITERAL_KEY = re.compile(r"""\btr\(\s*["']([^"'{}]+)["']|\bst\.(?:flash|message) = \(["']([^"']+)["']""")


def test_every_message_id_the_code_names_has_words() -> None:
    """``tr`` shows an unknown id as it is: every id the code names (a whole id, or the start of ids it completes,
    as ``"opt." + name``) and every tool's label must be in the reference catalogue, so that a new tool, panel or
    message without its words fails here instead of showing its id."""
    from debertz_web.view import learn_panels  # noqa: F401 - registers the learning tools
    from debertz_web.view.toolbar import TOOLS

    named: set[str] = set()
    for path in (ROOT / "web" / "debertz_web").rglob("*.py"):
        if path.parent.name != "lang":
            named |= {a or b for a, b in LITERAL_KEY.findall(path.read_text(encoding="utf-8"))}
    assert len(named) > 100
    whole = {k for k in named if not k.endswith((".", "_"))}
    starts = named - whole
    assert sorted(whole - set(EN)) == []
    assert sorted(p for p in starts if not any(k.startswith(p) for k in EN)) == []
    assert sorted(t.label for t in TOOLS if t.label not in EN) == []


def test_every_message_id_is_used() -> None:
    """No words are kept for nothing: every id of the reference catalogue is named somewhere in the code, whole
    or by the start the code completes (``"opt." + name``, ``f"val.{value}"``)."""
    code = "".join(p.read_text(encoding="utf-8") for folder in ("web", "debertz", "scripts")
                   for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".js") and "lang" not in p.parts)
    strings = set(re.findall(r"""["']([A-Za-z][\w.@]*)["']""", code))
    starts = {x for x in strings if x.endswith((".", "_"))} | set(re.findall(r"""f["']([a-z][\w.]*[._])\{""", code))
    unused = [k for k in EN if k.split("@")[0] not in strings and not k.startswith(tuple(starts))]
    assert unused == []


@pytest.mark.parametrize("lang", OTHERS)
def test_every_english_key_is_there_with_the_same_parameters(lang: str) -> None:
    texts = CATALOGUES[lang].texts
    assert sorted(set(EN) - set(texts)) == [], "missing"
    assert sorted(set(texts) - set(EN)) == [], "not in English (stale)"
    for key, en in EN.items():
        assert fields(texts[key]) == fields(en), key


@pytest.mark.parametrize("lang", LANGS)
def test_forms_are_complete(lang: str) -> None:
    cat = CATALOGUES[lang]
    for key, text in cat.texts.items():
        if isinstance(text, dict) or isinstance(EN[key], dict):
            assert isinstance(text, dict) and set(text) - set(OPTIONAL_KINDS) == set(WHO_KINDS), key
            for kind in OPTIONAL_KINDS:  # an optional form in every language or none
                assert (kind in text) == (kind in EN[key]), (key, kind)
        for spec in plural_specs(text):
            # the language's forms, or one more: the form a fraction takes
            assert len(spec.split(":", 1)[1].split("|")) in (cat.plural_forms, cat.plural_forms + 1), (key, spec)


def test_english_reasons_are_the_engines_sentences() -> None:
    """The UI's English for a reason is what the terminal prints (the engine's Reason text), except the few
    that name the page's own bid button ("Play ♥" where the terminal says "take")."""
    from debertz_web.lang.en import WEB_REASONS

    samples = {"suit": "H", "card": "JH", "points": "14"}
    assert set(WEB_REASONS) <= set(TEXTS)
    for code in TEXTS:
        r = Reason(code, **{p: samples[p] for p in PARAMS.get(code, ())})
        assert reason_text(r, "en") == WEB_REASONS.get(code, str(r)), code


def test_the_bid_is_called_what_its_button_says() -> None:
    """The button says "Play ♥" / «Играю ♥» / «Граю ♥»: the refusals about that bid use the same verb."""
    for lang, verb in (("en", "play"), ("ru", "игра"), ("uk", "гра")):
        assert verb in tr("take", lang, suit="♥").lower()
        for code in ("bid_take_or_pass", "take_round1_only", "round1_turn_up_only"):
            text = reason_text(Reason(code), lang)
            assert verb in text and "take" not in text, (lang, code, text)


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_code_has_a_text(lang: str) -> None:
    samples = {"suit": "S", "card": "TD", "points": "22"}
    for code in TEXTS:
        r = Reason(code, **{p: samples[p] for p in PARAMS.get(code, ())})
        text = reason_text(r, lang)
        assert text and "{" not in text and text != "reason." + code, code
        if lang != "en":
            assert text != str(r), f"{code} is not translated"


def test_reasons_in_words() -> None:
    assert reason_text(Reason("follow", suit="H"), "ru") == "нужно ходить в масть (червы)"
    assert reason_text(Reason("must_trump", suit="S"), "uk") == "треба бити козирем (піки)"
    assert reason_text(Reason("must_overtrump"), "ru") == "нужно перебить старшим козырем"
    assert reason_text(Reason("not_held", card="TD"), "uk") == "у вас немає карти 10♦"
    assert reason_text(Reason("redeal_strong", points=21), "ru") == \
        "у вас на руке 21 очко; пересдача — при 13 и меньше"
    assert reason_text(Reason("redeal_strong", points=14), "uk") == \
        "у вас на руці 14 очок; перероздача — при 13 і менше"
    assert reason_text(Reason("obligation"), "ru") == "вы говорите последним и обязаны назвать козырь (обяз)"
    # a sequence verdict is plain text in the engine; it is found by its exact sentence
    assert reason_text("equal sequences: pending until the last trick", "ru") == \
        "равные комбинации: решит последняя взятка"
    assert reason_text("something else", "ru") == "something else"


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_has_a_label_help_and_value_words(lang: str) -> None:
    texts = CATALOGUES[lang].texts
    for spec in O.OPTION_SPECS:
        assert f"opt.{spec.name}" in texts and f"opt_help.{spec.name}" in texts, spec.name
        for value in spec.values:
            assert f"val.{value}" in texts, (spec.name, value)


def test_english_option_help_is_the_engines() -> None:
    for spec in O.OPTION_SPECS:
        assert tr("opt_help." + spec.name, "en") == spec.help


PLURALS = {
    # n: (en, ru, uk)
    1: ("1 card", "1 карта", "1 карта"),
    2: ("2 cards", "2 карты", "2 карти"),
    4: ("4 cards", "4 карты", "4 карти"),
    5: ("5 cards", "5 карт", "5 карт"),
    11: ("11 cards", "11 карт", "11 карт"),
    12: ("12 cards", "12 карт", "12 карт"),
    21: ("21 cards", "21 карта", "21 карта"),
    22: ("22 cards", "22 карты", "22 карти"),
    0: ("0 cards", "0 карт", "0 карт"),
}
TRICKS = {1: ("1 trick", "1 взятка", "1 взяток"), 2: ("2 tricks", "2 взятки", "2 взятки"),
          5: ("5 tricks", "5 взяток", "5 взятків"), 13: ("13 tricks", "13 взяток", "13 взятків"),
          23: ("23 tricks", "23 взятки", "23 взятки")}


@pytest.mark.parametrize("n", sorted(PLURALS))
def test_plural_cards(n: int) -> None:
    assert tuple(tr("cards_n", lang, n=n) for lang in ("en", "ru", "uk")) == PLURALS[n]


@pytest.mark.parametrize("n", sorted(TRICKS))
def test_plural_tricks(n: int) -> None:
    assert tuple(tr("tricks_n", lang, n=n) for lang in ("en", "ru", "uk")) == TRICKS[n]


# the coach's loss as shown (points_text): a fraction takes the genitive singular in Russian and Ukrainian
COACH_LOSS = {1.0: ("−1 point on average", "в среднем −1 очко", "у середньому −1 очко"),
              3.0: ("−3 points on average", "в среднем −3 очка", "у середньому −3 очки"),
              2.5: ("−2.5 points on average", "в среднем −2,5 очка", "у середньому −2,5 очка"),
              12.0: ("−12 points on average", "в среднем −12 очков", "у середньому −12 очок"),
              21.0: ("−21 points on average", "в среднем −21 очко", "у середньому −21 очко")}


@pytest.mark.parametrize("loss", sorted(COACH_LOSS))
def test_a_loss_has_its_unit_in_the_right_form(loss: float) -> None:
    got = tuple(tr("coach_loss", lang, loss=points_text(loss, lang)) for lang in ("en", "ru", "uk"))
    assert got == COACH_LOSS[loss]


SEAT = {"en": "North", "ru": "Север", "uk": "Північ"}
YOU = {"en": "You", "ru": "Вы", "uk": "Ви"}
WE = {"en": "We", "ru": "Мы", "uk": "Ми"}
THEY = {"en": "They", "ru": "Они", "uk": "Вони"}
# message -> lang -> (you, a named seat, we, they); extra parameters below
WHO_SENTENCES: dict[str, dict[str, tuple[str, str, str, str]]] = {
    "guide.wait": {
        "en": ("Your turn. Each card flies in from the seat that plays it.",
               "Watch the table: North is to play. Each card flies in from the seat that plays it.",
               "Watch the table: we are to play. Each card flies in from the seat that plays it.",
               "Watch the table: they are to play. Each card flies in from the seat that plays it."),
        "ru": ("Ваш ход. Сыгранная карта летит с места игрока.",
               "Смотрите на стол: ходит Север. Сыгранная карта летит с места игрока.",
               "Смотрите на стол: ходим мы. Сыгранная карта летит с места игрока.",
               "Смотрите на стол: ходят они. Сыгранная карта летит с места игрока."),
        "uk": ("Ваш хід. Зіграна карта летить з місця гравця.",
               "Дивіться на стіл: ходить Північ. Зіграна карта летить з місця гравця.",
               "Дивіться на стіл: ходимо ми. Зіграна карта летить з місця гравця.",
               "Дивіться на стіл: ходять вони. Зіграна карта летить з місця гравця."),
    },
    "guide.wait_bid": {
        "en": ("Your word in the bidding.", "Watch the table: North is bidding.", "Watch the table: we are bidding.",
               "Watch the table: they are bidding."),
        "ru": ("Ваше слово в торговле.", "Смотрите на стол: торгуется Север.", "Смотрите на стол: торгуемся мы.",
               "Смотрите на стол: торгуются они."),
        "uk": ("Ваше слово в торгівлі.", "Дивіться на стіл: торгується Північ.", "Дивіться на стіл: торгуємося ми.",
               "Дивіться на стіл: торгуються вони."),
    },
    "takes_trick": {
        "en": ("You take the trick", "North takes the trick", "We take the trick", "They take the trick"),
        "ru": ("Вы берёте взятку", "Север берёт взятку", "Мы берём взятку", "Они берут взятку"),
        "uk": ("Ви берете взяток", "Північ бере взяток", "Ми беремо взяток", "Вони беруть взяток"),
    },
    "said_take": {
        "en": ("You play ♠ spades", "North plays ♠ spades", "We play ♠ spades", "They play ♠ spades"),
        "ru": ("Вы играете ♠ пики", "Север играет ♠ пики", "Мы играем ♠ пики", "Они играют ♠ пики"),
        "uk": ("Ви граєте ♠ піки", "Північ грає ♠ піки", "Ми граємо ♠ піки", "Вони грають ♠ піки"),
    },
    "said_swap": {
        "en": ("You swap the 7 for the turn-up", "North swaps the 7 for the turn-up",
               "We swap the 7 for the turn-up", "They swap the 7 for the turn-up"),
        "ru": ("Вы меняете 7 на вскрышку", "Север меняет 7 на вскрышку", "Мы меняем 7 на вскрышку",
               "Они меняют 7 на вскрышку"),
        "uk": ("Ви міняєте 7 на вскришку", "Північ міняє 7 на вскришку",
               "Ми міняємо 7 на вскришку", "Вони міняють 7 на вскришку"),
    },
    "said_pass": {
        "en": ("You: pass", "North: pass", "We: pass", "They: pass"),
        "ru": ("Вы: пас", "Север: пас", "Мы: пас", "Они: пас"),
        "uk": ("Ви: пас", "Північ: пас", "Ми: пас", "Вони: пас"),
    },
    "said_bella": {
        "en": ("You: bella!", "North: bella!", "We: bella!", "They: bella!"),
        "ru": ("Вы: бела!", "Север: бела!", "Мы: бела!", "Они: бела!"),
        "uk": ("Ви: бела!", "Північ: бела!", "Ми: бела!", "Вони: бела!"),
    },
    "said_redeal": {
        "en": ("You: weak hand, redeal", "North: weak hand, redeal", "We: weak hand, redeal",
               "They: weak hand, redeal"),
        "ru": ("Вы: слабая карта, пересдача", "Север: слабая карта, пересдача", "Мы: слабая карта, пересдача",
               "Они: слабая карта, пересдача"),
        "uk": ("Ви: слабка карта, перероздача", "Північ: слабка карта, перероздача",
               "Ми: слабка карта, перероздача", "Вони: слабка карта, перероздача"),
    },
    "plays": {
        "en": ("You: 10♥", "North: 10♥", "We: 10♥", "They: 10♥"),
        "ru": ("Вы: 10♥", "Север: 10♥", "Мы: 10♥", "Они: 10♥"),
        "uk": ("Ви: 10♥", "Північ: 10♥", "Ми: 10♥", "Вони: 10♥"),
    },
    "outcome_made": {
        "en": ("You made it", "North made it", "We made it", "They made it"),
        "ru": ("Вы сыграли", "Север: сыграно", "Мы сыграли", "Они сыграли"),
        "uk": ("Ви зіграли", "Північ: зіграно", "Ми зіграли", "Вони зіграли"),
    },
    "outcome_bait": {
        "en": ("Bait: you went down, the points go to the defenders",
               "Bait: North went down, the points go to the defenders",
               "Bait: we went down, our points go to them",
               "Bait: they went down, their points go to us"),
        "ru": ("Байд: у вас недобор, очки противникам", "Байд: Север — недобор, очки противникам",
               "Байд: у нас недобор, очки противникам", "Байд: у них недобор, очки нам"),
        "uk": ("Байд: у вас недобір, очки суперникам", "Байд: Північ — недобір, очки суперникам",
               "Байд: у нас недобір, очки суперникам", "Байд: у них недобір, очки нам"),
    },
    # a table of three or four each for himself: the line names who receives the points (``bait_to``)
    "outcome_bait@solo_leader": {
        "en": ("Bait: you went down, your points go to the best defender",
               "Bait: North went down, the points go to the best defender",
               "Bait: we went down, our points go to them",
               "Bait: they went down, their points go to us"),
        "ru": ("Байд: у вас недобор, очки лучшему защитнику", "Байд: Север — недобор, очки лучшему защитнику",
               "Байд: у нас недобор, очки противникам", "Байд: у них недобор, очки нам"),
        "uk": ("Байд: у вас недобір, очки найкращому захисникові",
               "Байд: Північ — недобір, очки найкращому захисникові",
               "Байд: у нас недобір, очки суперникам", "Байд: у них недобір, очки нам"),
    },
    "outcome_bait@solo_split": {
        "en": ("Bait: you went down, your points are shared by the defenders",
               "Bait: North went down, the points are shared by the defenders",
               "Bait: we went down, our points go to them",
               "Bait: they went down, their points go to us"),
        "ru": ("Байд: у вас недобор, очки защитникам поровну", "Байд: Север — недобор, очки защитникам поровну",
               "Байд: у нас недобор, очки противникам", "Байд: у них недобор, очки нам"),
        "uk": ("Байд: у вас недобір, очки захисникам порівну", "Байд: Північ — недобір, очки захисникам порівну",
               "Байд: у нас недобір, очки суперникам", "Байд: у них недобір, очки нам"),
    },
    "outcome_bait@duel": {
        "en": ("Bait: you went down, the points go to your opponent", "Bait: North went down, the points go to you",
               "Bait: we went down, our points go to them", "Bait: they went down, their points go to us"),
        "ru": ("Байд: у вас недобор, очки противнику", "Байд: Север — недобор, очки вам",
               "Байд: у нас недобор, очки противникам", "Байд: у них недобор, очки нам"),
        "uk": ("Байд: у вас недобір, очки супернику", "Байд: Північ — недобір, очки вам",
               "Байд: у нас недобір, очки суперникам", "Байд: у них недобір, очки нам"),
    },
    "outcome_hanging": {
        "en": ("Hanging bait: you tied, 81 points hang", "Hanging bait: North tied, 81 points hang",
               "Hanging bait: we tied, 81 points hang", "Hanging bait: they tied, 81 points hang"),
        "ru": ("Висячий байд: у вас поровну, висит 81 очко", "Висячий байд: Север — поровну, висит 81 очко",
               "Висячий байд: у нас поровну с ними, висит 81 очко",
               "Висячий байд: у них поровну с нами, висит 81 очко"),
        "uk": ("Висячий байд: у вас порівну, висить 81 очко", "Висячий байд: Північ — порівну, висить 81 очко",
               "Висячий байд: у нас порівну з ними, висить 81 очко",
               "Висячий байд: у них порівну з нами, висить 81 очко"),
    },
    "outcome_debertz": {
        "en": ("Debertz! You win the match", "Debertz! North wins the match", "Debertz! We win the match",
               "Debertz! They win the match"),
        "ru": ("Деберц! Вы выигрываете партию", "Деберц! Север выигрывает партию", "Деберц! Мы выигрываем партию",
               "Деберц! Они выигрывают партию"),
        "uk": ("Деберц! Ви виграєте партію", "Деберц! Північ виграє партію", "Деберц! Ми виграємо партію",
               "Деберц! Вони виграють партію"),
    },
    "winner": {
        "en": ("You won!", "North won.", "We won!", "They won."),
        "ru": ("Вы выиграли!", "Победа: Север.", "Мы выиграли!", "Они выиграли."),
        "uk": ("Ви виграли!", "Перемога: Північ.", "Ми виграли!", "Вони виграли."),
    },
    # the deal summary in words (view/deal_words.py)
    "sum.made": {
        "en": ("You declared and scored 92, more than every defender (the best has 70): made.",
               "North declared and scored 92, more than every defender (the best has 70): made.",
               "We declared and scored 92, more than they did (70): made.",
               "They declared and scored 92, more than we did (70): made."),
        "ru": ("Вы играли и набрали 92 очка — больше, чем у каждого защитника (у лучшего 70): сыграно.",
               "Север — играющий, 92 очка: больше, чем у каждого защитника (у лучшего 70), сыграно.",
               "Мы играли и набрали 92 очка — больше, чем у противников (70): сыграно.",
               "Они играли и набрали 92 очка — больше, чем у нас (70): сыграно."),
        "uk": ("Ви грали й набрали 92 очки — більше, ніж у кожного захисника (у найкращого 70): зіграно.",
               "Північ — замовник, 92 очки: більше, ніж у кожного захисника (у найкращого 70), зіграно.",
               "Ми грали й набрали 92 очки — більше, ніж у суперників (70): зіграно.",
               "Вони грали й набрали 92 очки — більше, ніж у нас (70): зіграно."),
    },
    "sum.bait": {
        "en": ("You declared and scored 70; the best defender (West) scored 92: a bait.",
               "North declared and scored 70; the best defender (West) scored 92: a bait.",
               "We declared and scored 70; they scored 92: a bait.",
               "They declared and scored 70; we scored 92: a bait."),
        "ru": ("Вы играли и набрали 70 очков, а Запад — 92. У защитника больше: байд.",
               "Север — играющий, 70 очков, а Запад — 92. У защитника больше: байд.",
               "Мы играли и набрали 70 очков, а противники — 92. У них больше: байд.",
               "Они играли и набрали 70 очков, а мы — 92. У нас больше: байд."),
        "uk": ("Ви грали й набрали 70 очок, а Захід — 92. У захисника більше: байд.",
               "Північ — замовник, 70 очок, а Захід — 92. У захисника більше: байд.",
               "Ми грали й набрали 70 очок, а суперники — 92. У них більше: байд.",
               "Вони грали й набрали 70 очок, а ми — 92. У нас більше: байд."),
    },
    "sum.hanging": {
        "en": ("You declared and scored 81, as many as the best defender (West): a hanging bait.",
               "North declared and scored 81, as many as the best defender (West): a hanging bait.",
               "We declared and scored 81, as many as they did: a hanging bait.",
               "They declared and scored 81, as many as we did: a hanging bait."),
        "ru": ("Вы играли и набрали 81 — и Запад тоже 81: висячий байд.",
               "Север — играющий, 81, и Запад тоже 81: висячий байд.",
               "Мы играли и набрали 81 — и противники тоже 81: висячий байд.",
               "Они играли и набрали 81 — и мы тоже 81: висячий байд."),
        "uk": ("Ви грали й набрали 81 — і Захід теж 81: висячий байд.",
               "Північ — замовник, 81, і Захід теж 81: висячий байд.",
               "Ми грали й набрали 81 — і суперники теж 81: висячий байд.",
               "Вони грали й набрали 81 — і ми теж 81: висячий байд."),
    },
    "sum.received_bait": {
        "en": ("You record 162: your own 92 and 70 from the bait.",
               "North records 162: 92 of their own and 70 from the bait.",
               "We record 162: our own 92 and 70 from the bait.",
               "They record 162: their own 92 and 70 from the bait."),
        "ru": ("Вы записываете 162: свои 92 и 70 за байд.",
               "Север записывает 162: свои 92 и 70 за байд.",
               "Мы записываем 162: свои 92 и 70 за байд.",
               "Они записывают 162: свои 92 и 70 за байд."),
        "uk": ("Ви записуєте 162: свої 92 і 70 за байд.",
               "Північ записує 162: свої 92 і 70 за байд.",
               "Ми записуємо 162: свої 92 і 70 за байд.",
               "Вони записують 162: свої 92 і 70 за байд."),
    },
    "sum.received_pot": {
        "en": ("You record 132: your own 92 and 40 of the hanging points.",
               "North records 132: 92 of their own and 40 of the hanging points.",
               "We record 132: our own 92 and 40 of the hanging points.",
               "They record 132: their own 92 and 40 of the hanging points."),
        "ru": ("Вы записываете 132: свои 92 и 40 висячих.",
               "Север записывает 132: свои 92 и 40 висячих.",
               "Мы записываем 132: свои 92 и 40 висячих.",
               "Они записывают 132: свои 92 и 40 висячих."),
        "uk": ("Ви записуєте 132: свої 92 і 40 висячих.",
               "Північ записує 132: свої 92 і 40 висячих.",
               "Ми записуємо 132: свої 92 і 40 висячих.",
               "Вони записують 132: свої 92 і 40 висячих."),
    },
    "sum.received_both": {
        "en": ("You record 202: your own 92, 70 from the bait and 40 of the hanging points.",
               "North records 202: 92 of their own, 70 from the bait and 40 of the hanging points.",
               "We record 202: our own 92, 70 from the bait and 40 of the hanging points.",
               "They record 202: their own 92, 70 from the bait and 40 of the hanging points."),
        "ru": ("Вы записываете 202: свои 92, 70 за байд и 40 висячих.",
               "Север записывает 202: свои 92, 70 за байд и 40 висячих.",
               "Мы записываем 202: свои 92, 70 за байд и 40 висячих.",
               "Они записывают 202: свои 92, 70 за байд и 40 висячих."),
        "uk": ("Ви записуєте 202: свої 92, 70 за байд і 40 висячих.",
               "Північ записує 202: свої 92, 70 за байд і 40 висячих.",
               "Ми записуємо 202: свої 92, 70 за байд і 40 висячих.",
               "Вони записують 202: свої 92, 70 за байд і 40 висячих."),
    },
}
# why the deal went as it did, said of the same person as the outcome line before it ("Вы сыграли — у вас
# больше…", never "Вы сыграли — у играющего больше…"); at a two-player table the one defender is the other player
WHO_SENTENCES.update({
    "why_made": {
        "en": ("your total is higher than every defender's", "the declarer's total is higher than every defender's",
               "our total is higher than theirs", "their total is higher than ours"),
        "ru": ("у вас больше, чем у каждого защитника", "у играющего больше, чем у каждого защитника",
               "у нашей пары больше, чем у противников", "у их пары больше, чем у нашей"),
        "uk": ("у вас більше, ніж у кожного захисника", "у замовника більше, ніж у кожного захисника",
               "у нашої пари більше, ніж у суперників", "у їхньої пари більше, ніж у нашої"),
    },
    "why_made@duel": {
        "en": ("your total is higher than your opponent's", "the declarer's total is higher than yours",
               "our total is higher than theirs", "their total is higher than ours"),
        "ru": ("у вас больше, чем у противника", "у играющего больше, чем у вас",
               "у нашей пары больше, чем у противников", "у их пары больше, чем у нашей"),
        "uk": ("у вас більше, ніж у суперника", "у замовника більше, ніж у вас",
               "у нашої пари більше, ніж у суперників", "у їхньої пари більше, ніж у нашої"),
    },
    "why_bait": {
        "en": ("a defender has more than you", "a defender has more than the declarer", "they have more than we do",
               "we have more than they do"),
        "ru": ("у защитника больше, чем у вас",
               "у защитника больше, чем у играющего", "у противников больше, чем у нас",
               "у нас больше, чем у них"),
        "uk": ("у захисника більше, ніж у вас", "у захисника більше, ніж у замовника", "у суперників більше, ніж у нас",
               "у нас більше, ніж у них"),
    },
    "why_bait@duel": {
        "en": ("your opponent has more than you", "you have more than the declarer", "they have more than we do",
               "we have more than they do"),
        "ru": ("у противника больше, чем у вас", "у вас больше, чем у играющего", "у противников больше, чем у нас",
               "у нас больше, чем у них"),
        "uk": ("у суперника більше, ніж у вас", "у вас більше, ніж у замовника", "у суперників більше, ніж у нас",
               "у нас більше, ніж у них"),
    },
    "why_hanging": {
        "en": ("your total equals the best defender's",
               "the declarer's total equals the best defender's",
               "our total equals theirs", "their total equals ours"),
        "ru": ("у вас столько же, сколько у лучшего защитника",
               "у играющего столько же, сколько у лучшего защитника",
               "у нас столько же, сколько у противников",
               "у них столько же, сколько у нас"),
        "uk": ("у вас стільки ж, скільки в найкращого захисника",
               "у замовника стільки ж, скільки в найкращого захисника",
               "у нас стільки ж, скільки в суперників", "у них стільки ж, скільки в нас"),
    },
    "why_hanging@duel": {
        "en": ("your total equals your opponent's", "the declarer's total equals yours",
               "our total equals theirs", "their total equals ours"),
        "ru": ("у вас столько же, сколько у противника",
               "у играющего столько же, сколько у вас",
               "у нас столько же, сколько у противников",
               "у них столько же, сколько у нас"),
        "uk": ("у вас стільки ж, скільки в суперника",
               "у замовника стільки ж, скільки у вас",
               "у нас стільки ж, скільки в суперників", "у них стільки ж, скільки в нас"),
    },
    "sum.made@duel": {
        "en": ("You declared and scored 92, more than your opponent (70): made.",
               "North declared and scored 92, more than you (70): made.",
               "We declared and scored 92, more than they did (70): made.",
               "They declared and scored 92, more than we did (70): made."),
        "ru": ("Вы играли и набрали 92 очка — больше, чем у противника (70): сыграно.",
               "Север — играющий, 92 очка: больше, чем у вас (70), сыграно.",
               "Мы играли и набрали 92 очка — больше, чем у противников (70): сыграно.",
               "Они играли и набрали 92 очка — больше, чем у нас (70): сыграно."),
        "uk": ("Ви грали й набрали 92 очки — більше, ніж у суперника (70): зіграно.",
               "Північ — замовник, 92 очки: більше, ніж у вас (70), зіграно.",
               "Ми грали й набрали 92 очки — більше, ніж у суперників (70): зіграно.",
               "Вони грали й набрали 92 очки — більше, ніж у нас (70): зіграно."),
    },
    "sum.bait@duel": {
        "en": ("You declared and scored 70; your opponent (West) scored 92: a bait.",
               "North declared and scored 70; you scored 92: a bait.",
               "We declared and scored 70; they scored 92: a bait.",
               "They declared and scored 70; we scored 92: a bait."),
        "ru": ("Вы играли и набрали 70 очков, а Запад — 92. У противника больше: байд.",
               "Север — играющий, 70 очков, а у вас 92. У вас больше: байд.",
               "Мы играли и набрали 70 очков, а противники — 92. У них больше: байд.",
               "Они играли и набрали 70 очков, а мы — 92. У нас больше: байд."),
        "uk": ("Ви грали й набрали 70 очок, а Захід — 92. У суперника більше: байд.",
               "Північ — замовник, 70 очок, а у вас 92. У вас більше: байд.",
               "Ми грали й набрали 70 очок, а суперники — 92. У них більше: байд.",
               "Вони грали й набрали 70 очок, а ми — 92. У нас більше: байд."),
    },
    "sum.hanging@duel": {
        "en": ("You declared and scored 81, as many as your opponent (West): a hanging bait.",
               "North declared and scored 81, as many as you: a hanging bait.",
               "We declared and scored 81, as many as they did: a hanging bait.",
               "They declared and scored 81, as many as we did: a hanging bait."),
        "ru": ("Вы играли и набрали 81 — и Запад тоже 81: висячий байд.",
               "Север — играющий, 81, и у вас тоже 81: висячий байд.",
               "Мы играли и набрали 81 — и противники тоже 81: висячий байд.",
               "Они играли и набрали 81 — и мы тоже 81: висячий байд."),
        "uk": ("Ви грали й набрали 81 — і Захід теж 81: висячий байд.",
               "Північ — замовник, 81, і у вас теж 81: висячий байд.",
               "Ми грали й набрали 81 — і суперники теж 81: висячий байд.",
               "Вони грали й набрали 81 — і ми теж 81: висячий байд."),
    },
    "sum.decl_zero": {
        "en": ("You record 0 for this deal.", "North records 0 for this deal.", "We record 0 for this deal.",
               "They record 0 for this deal."),
        "ru": ("Вы записываете за эту сдачу 0.", "Север записывает за эту сдачу 0.", "Мы записываем за эту сдачу 0.",
               "Они записывают за эту сдачу 0."),
        "uk": ("Ви записуєте за цю роздачу 0.", "Північ записує за цю роздачу 0.", "Ми записуємо за цю роздачу 0.",
               "Вони записують за цю роздачу 0."),
    },
})
WEST = {"en": "West", "ru": "Запад", "uk": "Захід"}
EXTRA = {"said_take": {"suit": {"en": "♠ spades", "ru": "♠ пики", "uk": "♠ піки"}},
         "plays": {"card": {"en": "10♥", "ru": "10♥", "uk": "10♥"}}, "outcome_hanging": {"n": 81},
         "sum.made": {"pts": 92, "best": 70}, "sum.bait": {"pts": 70, "best": 92, "opp": WEST},
         "sum.hanging": {"pts": 81, "opp": WEST}, "sum.received_pot": {"rec": 132, "own": 92, "pot": 40},
         "sum.received_bait": {"rec": 162, "own": 92, "extra": 70},
         "sum.received_both": {"rec": 202, "own": 92, "extra": 70, "pot": 40},
         "sum.made@duel": {"pts": 92, "best": 70}, "sum.bait@duel": {"pts": 70, "best": 92, "opp": WEST},
         "sum.hanging@duel": {"pts": 81, "opp": WEST}}


def test_every_who_sentence_is_checked() -> None:
    """A sentence whose verb agrees with its subject has forms; each one has its strings written out above."""
    assert {k for k, v in EN.items() if isinstance(v, dict)} <= set(WHO_SENTENCES)


@pytest.mark.parametrize("key", sorted(WHO_SENTENCES))
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_who_sentences(key: str, lang: str) -> None:
    extra: dict[str, object] = {}
    for name, val in EXTRA.get(key, {}).items():
        extra[name] = val[lang] if isinstance(val, dict) else val
    whos = (Who("you", YOU[lang]), Who("one", SEAT[lang]), Who("we", WE[lang]), Who("they", THEY[lang]))
    got = tuple(tr(key, lang, who=w, **extra) for w in whos)
    want = WHO_SENTENCES[key][lang]
    assert got == want  # (the no-break spaces: tests below)


def test_a_chosen_name_is_a_named_seat_in_sentences() -> None:
    assert tr("takes_trick", "ru", who=Who("one", "Аня")) == "Аня берёт взятку"
    assert tr("takes_trick", "en", who="Ann") == "Ann takes the trick"


def test_card_labels() -> None:
    assert [card_label(c, "ru") for c in ("JS", "QH", "KD", "AC", "TS", "7H")] == ["В♠", "Д♥", "К♦", "Т♣", "10♠", "7♥"]
    assert card_label("JS", "en") == "J♠"


def test_traditional_words() -> None:
    ru = CATALOGUES["ru"].texts
    words = " ".join(v if isinstance(v, str) else " ".join(v.values()) for v in ru.values()).lower()
    for w in ("козыр", "взятк", "терц", "полтина", "сотня", "деберц", "бела", "байд", "висячий", "лыжа", "послед",
              "обяз", "напарник", "противник"):
        assert w in words, w


def _all_text(lang: str) -> str:
    texts = CATALOGUES[lang].texts
    return " ".join(v if isinstance(v, str) else " ".join(v.values()) for v in texts.values()).lower()


def test_one_word_for_the_opponents() -> None:
    """Ukrainian says «суперники» throughout (it had «противники» in some texts), Russian «противники»."""
    uk = _all_text("uk")
    assert "суперник" in uk and "противник" not in uk
    assert "противник" in _all_text("ru")


def test_every_sequence_verdict_has_a_code() -> None:
    """The sequence verdicts are plain sentences in the engine (combinations.py): each one is a known code."""
    import ast
    from pathlib import Path

    from debertz.reasons import reason_of

    src = (Path(__file__).resolve().parents[2] / "debertz" / "combinations.py").read_text()
    fn = next(n for n in ast.walk(ast.parse(src)) if isinstance(n, ast.FunctionDef) and n.name == "judge_sequences")
    first = fn.body[0]
    doc = first.value.value if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) else None
    sentences = {n.value for n in ast.walk(fn) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                 and " " in n.value and n.value != doc}
    assert len(sentences) >= 9
    for text in sentences:
        r = reason_of(text)
        assert r is not None and r.code.startswith("seq_"), text


@pytest.mark.parametrize("shown", ["2.5", "2,5", "\u22122,5", 2.5])
def test_a_fraction_as_shown_takes_the_fraction_form(shown: object) -> None:
    assert tr("coach_loss", "ru", loss=shown).endswith(" очка")


@pytest.mark.parametrize("word", ["", "many", "2 ½", "nan", "inf", "1e3", "1_0"])
def test_a_plural_field_given_a_word_is_refused(word: str) -> None:
    with pytest.raises(ValueError):
        tr("coach_loss", "ru", loss=word)


def test_english_quotes_are_curly() -> None:
    """One kind of quotation marks in English, the typographic one (“Recorded”), as Russian and Ukrainian use «»."""
    straight = [k for k, v in EN.items() if '"' in (v if isinstance(v, str) else " ".join(v.values()))]
    assert not straight, straight


def test_a_dash_between_words_never_starts_a_line_in_russian_and_ukrainian() -> None:
    """«а мы — 108»: the space before the dash does not break; English keeps the engine's sentences as they are."""
    for lang in ("ru", "uk"):
        texts = [t if isinstance(t, str) else " ".join(t.values()) for t in CATALOGUES[lang].texts.values()]
        assert not [t for t in texts if " — " in t], lang
        assert any("\u00a0— " in t for t in texts), lang
    assert shown("sum.bait", "ru", who=Who("we", "Мы"), pts=70, opp="", best=92).count("\u00a0— ") == 1


def test_a_number_keeps_to_its_word_and_a_label_ending_a_sentence_takes_no_second_stop() -> None:
    """«набрали 202 очка» never breaks between 202 and очка; "Their total: 352" not after the colon; a hint
    whose action's label is an exclamation ("Бела!") is followed by no full stop of its own."""
    assert shown("coach_loss", "ru", loss="2,5") == "в среднем −2,5\u00a0очка"
    assert shown("hint_why", "ru", what=tr("bella", "ru"), why="У вас король и дама") == \
        "Подсказка: Бела! У вас король и дама"
    assert typeset("deals in it: 1, Игрок 2") == "deals in it:\u00a01, Игрок 2"
    assert typeset("R2 D2 wins 3 tricks.") == "R2\u00a0D2\u00a0wins 3\u00a0tricks."


@pytest.mark.parametrize(("lang", "one", "many"), [
    ("ru", "Висит 81 очко: его получит", "Висит 5 очков: их получит"),
    ("uk", "Висить 81 очко: його отримає", "Висить 5 очок: їх отримає"),
    ("en", "1 point hangs: it goes", "5 points hang: they go")])
def test_what_hangs_is_referred_to_in_its_number(lang: str, one: str, many: str) -> None:
    """«Висит 81 очко: его…», not «…: их…»: the pronoun follows the number's form, as the noun does."""
    n_one = 1 if lang == "en" else 81
    assert tr("sum.pot_left", lang, n=n_one).replace("\u00a0", " ").startswith(one)
    assert tr("sum.pot_left", lang, n=5).replace("\u00a0", " ").startswith(many)
