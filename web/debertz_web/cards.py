"""Cards drawn with HTML, CSS and the inline SVG suit symbols of index.html (no images, no fonts)."""
from __future__ import annotations

from debertz.cards import RANKS, SUITS

RED = {"H", "D"}
_RANK_LABEL = {
    "en": {"T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"},
    "ru": {"T": "10", "J": "В", "Q": "Д", "K": "К", "A": "Т"},
    "uk": {"T": "10", "J": "В", "Q": "Д", "K": "К", "A": "Т"},
}
_RANK_WORD = {
    "en": {"7": "seven", "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace"},
    "ru": {"7": "семёрка", "8": "восьмёрка", "9": "девятка", "T": "десятка", "J": "валет", "Q": "дама",
           "K": "король", "A": "туз"},
    "uk": {"7": "сімка", "8": "вісімка", "9": "дев'ятка", "T": "десятка", "J": "валет", "Q": "дама",
           "K": "король", "A": "туз"},
}
_SUIT_WORD = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "ru": {"S": "пик", "H": "червей", "D": "бубен", "C": "треф"},
    "uk": {"S": "пік", "H": "чирв", "D": "бубон", "C": "треф"},
}
SUIT_CHAR = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def code(c: int) -> str:
    return RANKS[c & 7] + SUITS[c >> 3]


def rank_label(r: str, lang: str) -> str:
    return _RANK_LABEL.get(lang, _RANK_LABEL["en"]).get(r, r)


def card_text(c: int, lang: str) -> str:
    """Short label: ``10♥``, ``В♠``."""
    s = code(c)
    return rank_label(s[0], lang) + SUIT_CHAR[s[1]]


def card_words(c: int, lang: str) -> str:
    """Spoken name for screen readers: "jack of hearts", "валет червей"."""
    s = code(c)
    r = _RANK_WORD.get(lang, _RANK_WORD["en"])[s[0]]
    su = _SUIT_WORD.get(lang, _SUIT_WORD["en"])[s[1]]
    return f"{r} of {su}" if lang not in ("ru", "uk") else f"{r} {su}"


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
