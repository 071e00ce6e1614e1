"""The languages of the game: one line each in :data:`LANGUAGES`.

A language is its code, its own name, its button's label, its catalogue module (``TEXTS``: message id -> text, see
:mod:`debertz_web.i18n`), its plural rule and the browser language codes it also answers (``be``
reads Russian). Everything else derives from this list: the translations, the language buttons and
the settings' choice, the language picked from the browser, and the page's own texts shown before
Python runs (``vendor/lang.js``, written from the catalogues by :mod:`debertz_web.page_texts`).
Adding a language is writing its catalogue (a module, with parts of the same names as the others' or none) and
adding its line here.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

COUNT = re.compile(r"-?[0-9]+(\.[0-9]+)?")  # a count as shown: whole or with a decimal part


@dataclass(frozen=True)
class Plural:
    """A plural rule: how many forms a ``{n:plural:...}`` field lists, which one a whole ``n`` takes, and
    which one a fraction takes ("2.5 points", «2,5 очка»): ``fraction``, or the field's own last form when
    it lists one more than ``forms`` (Ukrainian «2,5 очка», not the «2 очки» form)."""

    forms: int
    index: Callable[[int], int]
    fraction: int = 1

    def form(self, value: object, listed: int) -> int:
        """The form of a count given as a number or as shown ("−3", "2,5"), among ``listed`` forms; raises
        ValueError for anything else (a catalogue field given a word is a mistake to see, not to hide)."""
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        shown = str(value).replace("\u2212", "-").replace(",", ".")
        if not COUNT.fullmatch(shown):
            raise ValueError(f"not a count: {shown[:20]!r}")  # a catalogue field given a word: a mistake in the code
        whole, _, part = shown.lstrip("-").partition(".")
        if part.strip("0"):
            return listed - 1 if listed > self.forms else self.fraction
        return self.index(int(whole))


def _one_other(n: int) -> int:
    return 0 if n == 1 else 1


def _east_slavic(n: int) -> int:
    if n % 10 == 1 and n % 100 != 11:
        return 0  # one: 1, 21
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1  # few: 2-4, 22
    return 2  # many: 5-20, 25


ONE_OTHER = Plural(2, _one_other)  # English: one, other
EAST_SLAVIC = Plural(3, _east_slavic)  # Russian, Ukrainian: one, few, many


@dataclass(frozen=True)
class Language:
    code: str  # what links (?lang=), the settings and <html lang> say
    name: str  # its own name
    module: str  # the catalogue: an importable module with TEXTS
    plural: Plural = ONE_OTHER
    aliases: tuple[str, ...] = ()  # browser language codes it also answers
    label: str = ""  # on the language buttons (default: the code in capitals); "UK" would read as Britain
    # the space before a dash between words does not break (Russian and Ukrainian typesetting: «а мы — 108»
    # never puts the dash at a line's start); English keeps the engine's own sentences, character for character
    dash_binds: bool = False
    # more of the catalogue, one concern each, merged after it in order (the same keys in every language):
    # by default the rules page's, the table's (guide, prompts, help, match end) and the learning tools' texts,
    # each an importable module with TEXTS named after the main one: ``<package>._rules_<code>`` and so on
    parts: tuple[str, ...] = ("rules", "table", "learn")


# The first is the reference: every other catalogue has its keys, and a missing text falls back to it.
LANGUAGES: list[Language] = [
    Language("en", "English", "debertz_web.lang.en"),
    Language("ru", "Русский", "debertz_web.lang.ru", EAST_SLAVIC, aliases=("be",), dash_binds=True),
    Language("uk", "Українська", "debertz_web.lang.uk", EAST_SLAVIC, label="UA", dash_binds=True),
]
