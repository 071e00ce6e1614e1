"""Translation by message id: one catalogue per language, registered in :mod:`debertz_web.lang`.

A language's line in :data:`debertz_web.lang.LANGUAGES` gives its code, its own name, its plural rule,
the browser codes it also answers, and its catalogue module, whose ``TEXTS`` maps message id -> text.
A text is a format string, or a dict with one form per person of its ``who`` parameter
("you", "we", "they", "one": a named seat), because the verb agrees with it ("Вы берёте" /
"Север берёт").  A message whose words depend on the table (one defender at two, several at three or
four, a pair in ``2x2``) has variants ``id@duel`` / ``id@solo`` / ``id@pairs`` beside ``id``, chosen by
:func:`tr_at`.  ``{n:plural:card|cards}`` picks the plural form of ``n`` by the language's rule (``n`` may be a
number as shown, "2,5": a fraction takes the form the rule names, or an extra last form the field lists); ``{n:zero:no cards|only
{n} {n:plural:card|cards}}`` says "none" in words of its own (a count of 0 reads wrong in most sentences).
Adding a language is its catalogue module and its line in the registry.
"""
from __future__ import annotations

import importlib
import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from debertz.reasons import Reason, reason_of

from .lang import LANGUAGES, Language

Text = str | dict[str, str]
WHO_KINDS = ("you", "we", "they", "one")
# forms only some sentences have (the others' "one" form serves): a pass-and-play pair, named by its two
# people; a seat at a table of several people at one device, where no reader is "you" (the two-player words
# for the one defender speak to "you" in their "one" form)
PAIR_KIND = "pair"
NAMED_KIND = "named"
OPTIONAL_KINDS = (PAIR_KIND, NAMED_KIND)


@dataclass(frozen=True)
class Who:
    """The subject of a sentence: ``kind`` picks the verb form, ``name`` is what is written."""

    kind: str  # you | we | they | one | pair | named (see OPTIONAL_KINDS)
    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Catalogue:
    code: str
    name: str
    aliases: tuple[str, ...]
    plural: Callable[[object, int], int]
    plural_forms: int
    texts: Mapping[str, Text]
    label: str  # on the language buttons


def _catalogue(lang: Language) -> Catalogue:
    """The language's texts: its catalogue module's TEXTS, then each of its parts' (Language.parts)."""
    package, _, _name = lang.module.rpartition(".")
    merged: dict[str, Text] = {}
    for name in (lang.module, *(f"{package}._{part}_{lang.code}" for part in lang.parts)):
        mod: Any = importlib.import_module(name)
        merged.update(mod.TEXTS)
    texts = {key: _typeset(text) for key, text in merged.items()} if lang.dash_binds else merged
    return Catalogue(lang.code, lang.name, lang.aliases, lang.plural.form, lang.plural.forms, texts,
                     lang.label or lang.code.upper())


DASH, NO_BREAK_DASH = " — ", "\u00a0— "  # a dash between words never starts a line («а мы — 108»)


def _typeset(text: Text) -> Text:
    """A catalogue's text as it is shown: the space before a dash does not break."""
    if isinstance(text, str):
        return text.replace(DASH, NO_BREAK_DASH)
    return {kind: form.replace(DASH, NO_BREAK_DASH) for kind, form in text.items()}


# code -> catalogue, in the registry's order (the reference first)
CATALOGUES: dict[str, Catalogue] = {lang.code: _catalogue(lang) for lang in LANGUAGES}
REFERENCE = LANGUAGES[0].code


def register(lang: Language) -> None:
    """Add a language after start (a test's made-up one): the registry's line, then its catalogue."""
    LANGUAGES.append(lang)
    CATALOGUES[lang.code] = _catalogue(lang)


def unregister(code: str) -> None:
    """Take back a language :func:`register` added."""
    LANGUAGES[:] = [lang for lang in LANGUAGES if lang.code != code]
    CATALOGUES.pop(code, None)


class _Codes(Sequence[str]):
    """The registered codes, the reference first: a live view (a language registered later is in it)."""

    def __getitem__(self, i: Any) -> Any:
        return tuple(CATALOGUES)[i]

    def __len__(self) -> int:
        return len(CATALOGUES)

    def __contains__(self, code: object) -> bool:
        return code in CATALOGUES

    def __repr__(self) -> str:
        return repr(tuple(CATALOGUES))


LANGS: Sequence[str] = _Codes()


class _Formatter(string.Formatter):
    def __init__(self, plural: Callable[[object, int], int]) -> None:
        self.plural = plural

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec.startswith("plural:"):
            forms = format_spec[len("plural:"):].split("|")
            return forms[min(self.plural(value, len(forms)), len(forms) - 1)]
        if format_spec.startswith("zero:"):
            none, _, some = format_spec[len("zero:"):].partition("|")
            return none if int(value) == 0 else some
        return super().format_field(value, format_spec)


@dataclass(frozen=True)
class TextRef:
    """A parameter that is itself a message of the catalogue (an option's label), written when shown,
    with its own ``params`` (pairs of name and value) where the message has any."""

    key: str
    params: tuple[tuple[str, object], ...] = ()


def pick_form(text: Text, who: object) -> str:
    """The form of ``text`` for the subject ``who`` (a :class:`Who`; anything else is a named seat)."""
    if isinstance(text, str):
        return text
    kind = who.kind if isinstance(who, Who) else "one"
    return text.get(kind) or text["one"]


def tr(key: str, lang: str, **params: object) -> str:
    """The text of message ``key`` in ``lang`` (English when the language lacks it, the key if none has it)."""
    cat = CATALOGUES.get(lang) or CATALOGUES[REFERENCE]
    text = cat.texts.get(key)
    if text is None:
        cat = CATALOGUES[REFERENCE]
        text = cat.texts.get(key, key)
    form = pick_form(text, params.get("who"))
    if not params:
        return typeset(form)
    return typeset(_Formatter(cat.plural).vformat(form, (), params))


# a number and the word after it stay on one line («202 очка», "3 points"), as does a number after a colon
# ("Their total: 352"); a label that ends a sentence by itself ("Бела!") takes no second full stop after it
_NUMBER_WORD = re.compile(r"(?<=\d) (?=[^\W\d_])|(?<=:) (?=[−-]?\d)")
_DOUBLE_STOP = re.compile(r"(?<=[!?…])\.")


def typeset(text: str) -> str:
    """A filled-in message as it is shown: no line break between a number and its word, no "!." ."""
    return _DOUBLE_STOP.sub("", _NUMBER_WORD.sub("\u00a0", text))


def capitalized(text: str) -> str:
    """``text`` with its first letter upper-case: a word that heads a button or a line («Пики», "Spades")."""
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """Words that stand alone as a sentence: the first letter upper-case, a full stop at the end (the refusal
    reasons are written to follow a colon: "you must follow suit (hearts)")."""
    return capitalized(text) + ("" if not text or text[-1] in ".!?" else ".")


def default_mark(lang: str) -> str:
    """What follows a choice that is the default one: " · default"."""
    return " · " + tr("default", lang)


def table_of(n: int, pairs: bool) -> str:
    """The kind of table a sentence is said at: ``duel`` (two players: one defender, who is the other
    player), ``solo`` (three or four each for himself: several defenders), ``pairs`` (two pairs)."""
    return "pairs" if pairs else ("duel" if n == 2 else "solo")


def outcome_table(n: int, pairs: bool, bait_to: str) -> str:
    """The kind of table a deal's outcome is said at: :func:`table_of`, and at a table of three or four each for
    himself also who receives a baited declarer's points (``solo_leader``: the best defender; ``solo_split``:
    every defender), which the bait's line names."""
    table = table_of(n, pairs)
    return f"{table}_{bait_to}" if table == "solo" else table


def key_at(key: str, table: str) -> str:
    """The message id of ``key`` as said at ``table`` (see :func:`table_of`): the catalogue's variant
    ``key@table`` where it has one (the words differ with the number of defenders), else ``key``; for a
    note kept to be written later (the screen reader's lines) as :func:`tr_at` writes it at once."""
    variant = f"{key}@{table}"
    return variant if variant in CATALOGUES[REFERENCE].texts else key


def tr_at(key: str, table: str, lang: str, **params: object) -> str:
    """Message ``key`` as said at ``table``: :func:`key_at`'s message."""
    return tr(key_at(key, table), lang, **params)


def date_text(iso: str, lang: str) -> str:
    """An ISO 8601 date and time (``2026-12-02T12:32:05Z``) as the language writes it: ``2 дек. 2026, 12:32``,
    ``2 Dec 2026, 12:32``. A string that is not such a date is shown as it is."""
    try:
        year, month, day = int(iso[0:4]), int(iso[5:7]), int(iso[8:10])
        months = tr("date.months", lang).split("|")
        name = months[month - 1] if 1 <= month <= len(months) else ""
    except ValueError:
        return iso
    if not name or iso[4:5] != "-" or not 1 <= day <= 31:
        return iso
    clock = iso[11:16] if len(iso) >= 16 and iso[13:14] == ":" else ""
    out = tr("date.format", lang, day=day, month=name, year=year, time=clock)
    return out if clock else out.rsplit(",", 1)[0]


def suit_word(suit: str, lang: str) -> str:
    """``hearts`` / ``червы``: a suit letter in words."""
    return tr("suit_word." + suit, lang)


SUIT_CHAR = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_label(card: str, lang: str) -> str:
    """``10♥``, ``В♠``: a card (record notation, ``TH``) as a player writes it."""
    return tr("rank." + card[0], lang) + SUIT_CHAR[card[1]]


def reason_text(why: str, lang: str) -> str:
    """An engine reason in ``lang``, by its code (text that carries no code is shown as it is)."""
    r = why if isinstance(why, Reason) else reason_of(why)
    if r is None:
        return why
    params: dict[str, object] = {}
    for k, v in r.params.items():
        if k == "suit":
            params[k] = suit_word(v, lang)
        elif k == "card":
            params[k] = card_label(v, lang)
        elif k == "points":
            params[k] = int(v)
        else:
            params[k] = v
    return tr("reason." + r.code, lang, **params)


def browser_lang(languages: list[str]) -> str:
    """The first of the browser's languages that has a catalogue (or is an alias of one)."""
    for code in languages:
        base = code.lower().split("-")[0]
        if base in CATALOGUES:
            return base
        for cat in CATALOGUES.values():
            if base in cat.aliases:
                return cat.code
    return REFERENCE
