"""What the person may do now, in one or two sentences.

The bidding prompt names exactly the allowed bids: in round 2 the suits one may name, and when Pass is not
among them, that this is the obligation («обяз»). In play, the extra actions (swap the 7, redeal a weak
hand, announce bella) are each said with what they do.
"""
from __future__ import annotations

from debertz import actions as A
from debertz.cards import SUITS
from debertz.view import SeatView

from ..cards import card_text
from ..i18n import suit_word, table_of, tr, tr_at

WEAK_HAND_POINTS = 13  # docs/rules.md §5: a hand worth this or less may ask for a redeal


def suits_words(suits: list[int], lang: str) -> str:
    words = [suit_word(SUITS[s], lang) for s in suits]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + tr("prompt.or", lang) + words[-1]


def prompt_sentences(v: SeatView, lang: str) -> list[str]:
    """The sentences for the person's turn (empty when it is not the person's turn)."""
    legal = set(v.legal)
    if v.turn != v.seat or not legal:
        return []
    if v.phase == "bidding":
        if A.TAKE in legal:
            return [tr("prompt.r1", lang, suit=suit_word(SUITS[v.turn_up >> 3], lang))]
        suits = [s for s in range(4) if A.TRUMP_BASE + s in legal]
        key = "prompt.r2" if A.PASS in legal else "prompt.r2_obliged"
        return [tr_at(key, table_of(v.n, v.pairs), lang, suits=suits_words(suits, lang))]
    out = [tr("your_turn", lang)]
    if A.SWAP7 in legal and v.table_card is not None:
        out.append(tr("prompt.swap7", lang, card=card_text(v.table_card, lang)))
    if A.REDEAL in legal:
        out.append(tr("prompt.redeal", lang, points=WEAK_HAND_POINTS))
    if A.BELLA in legal:
        out.append(tr("prompt.bella", lang))
    return out
