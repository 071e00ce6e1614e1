"""Cards drawn with HTML, CSS and the inline SVG suit symbols of index.html (no images, no fonts)."""
from __future__ import annotations

from debertz.cards import RANKS, SUITS

from .i18n import SUIT_CHAR, card_label, tr

RED = {"H", "D"}


def code(c: int) -> str:
    return RANKS[c & 7] + SUITS[c >> 3]


def rank_label(r: str, lang: str) -> str:
    return tr("rank." + r, lang)


def card_text(c: int, lang: str) -> str:
    """Short label: ``10♥``, ``В♠``."""
    return card_label(code(c), lang)


def card_words(c: int, lang: str) -> str:
    """Spoken name for screen readers: "jack of hearts", "валет червей"."""
    s = code(c)
    return tr("card_words", lang, rank=tr("rank_word." + s[0], lang), suit=tr("suit_of." + s[1], lang))


def suit_svg(suit: str, cls: str = "pip") -> str:
    return f'<svg class="{cls}" viewBox="0 0 100 100" aria-hidden="true"><use href="#suit-{suit}"/></svg>'


def suit_badge(suit: str) -> str:
    color = "red" if suit in RED else "black"
    return f'<span class="suit-badge {color}">{suit_svg(suit)}</span>'


def face(c: int, lang: str, extra: str = "") -> str:
    """The inside of a face-up card (used inside a button or a span)."""
    s = code(c)
    r, su = s[0], s[1]
    color = "red" if su in RED else "black"
    label = rank_label(r, lang)
    if r in "JQK":
        mid = f'<span class="court">{label}</span>{suit_svg(su, "pip mid-pip small")}'
    elif r == "A":
        mid = suit_svg(su, "pip mid-pip big")
    else:
        mid = suit_svg(su, "pip mid-pip")
    return (f'<span class="face {color} {extra}">'
            f'<span class="idx tl"><b>{label}</b>{suit_svg(su)}</span>'
            f'<span class="mid">{mid}</span>'
            f'<span class="idx br"><b>{label}</b>{suit_svg(su)}</span></span>')


def card_span(c: int, lang: str, cls: str = "") -> str:
    return f'<span class="card {cls}" data-show="{code(c)}" title="{card_text(c, lang)}">{face(c, lang)}</span>'


def back_span(cls: str = "") -> str:
    return f'<span class="card back {cls}" aria-hidden="true"></span>'


__all__ = ["SUIT_CHAR", "back_span", "card_span", "card_text", "card_words", "code", "face", "suit_badge", "suit_svg"]
