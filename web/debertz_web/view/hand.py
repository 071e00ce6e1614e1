"""The person's place: name and badges, the bidding / extra controls, the hint button, the hand."""
from __future__ import annotations

from debertz.cards import bits
from debertz.view import SeatView

from ..cards import back_span, card_words, code, face
from ..facts import Facts
from ..i18n import reason_text, sentence, tr
from ..state import State
from .controls import controls
from .html import escape
from .names import Ctx, seat_name
from .seat import badges, name_tag, said_html, seq_chips

SUIT_CYCLE = [0, 1, 3, 2]  # S H C D: colours alternate whichever suit comes first
# the card-play duties in the order the rules put them: follow the suit, else trump, and overtrump
DUTY_ORDER = {"follow": 0, "must_trump": 1, "must_overtrump": 2}


def hand_sorted(v: SeatView) -> list[int]:
    """The person's cards: trumps first, suits in alternating colours, high to low."""
    order = SUIT_CYCLE
    if v.trump is not None:
        i = order.index(v.trump)
        order = order[i:] + order[:i]
    return sorted(bits(v.hand), key=lambda c: (order.index(c >> 3), -(c & 7)))


def me(st: State, f: Facts, c: Ctx, said: str | None) -> str:
    v = f.view
    lang = c.lang
    # a complete trick on the table is seen before the next card; a table still being dealt has no turn
    on_turn = v.turn == v.seat and not st.held and not c.dealing
    turn = " turn" if on_turn else ""
    ctl = controls(st, v, lang) if on_turn else ""
    hand = []
    whys: list[tuple[int, str]] = []  # the reasons for the disabled cards, shown as text too (keyboard users)
    legal = set(v.legal) if on_turn else set()
    for card in hand_sorted(v):
        if c.dealing:  # face down: the same place as the card that comes
            hand.append(f'<span class="slot">{back_span()}</span>')
            continue
        cs = code(card)
        words = escape(card_words(card, lang))
        if card in legal:
            hinted = " hinted" if st.hint_action == card else ""
            hand.append(f'<span class="slot"><button type="button" class="card{hinted}" data-card="{cs}" '
                        f'data-key="card-{cs}"><span class="sr-only">{words}</span>'
                        f'<span aria-hidden="true">{face(card, lang)}</span></button></span>')
        else:
            refused = f.why_not.get(card)
            reason = reason_text(refused or "", lang) or tr("not_now", lang)
            why = escape(reason)
            rank = DUTY_ORDER.get(refused.code if refused is not None else "", len(DUTY_ORDER))
            if on_turn and v.phase == "play" and legal and (rank, reason) not in whys:
                whys.append((rank, reason))
            hand.append(f'<span class="slot" data-why="{why}" data-why-card="{cs}"><button type="button" class="card" '
                        f'data-card="{cs}" disabled title="{why}"><span class="sr-only">{words}: {why}</span>'
                        f'<span aria-hidden="true">{face(card, lang)}</span></button></span>')
    tricks = (f'<span class="tricks" title="{tr("tricks_n", lang, n=v.tricks[v.seat])}">✓{v.tricks[v.seat]}</span>'
              if v.phase != "bidding" else "")
    hint = (f'<button type="button" class="hint-btn" data-action="hint">'
            f'<span aria-hidden="true">?</span> {tr("hint", lang)}</button>' if on_turn and v.phase != "over" else "")
    duties = "; ".join(w for _, w in sorted(whys, key=lambda rank_words: rank_words[0]))  # stable within a rank
    return (f'<div class="me{turn}" data-seat="{v.seat}"><div class="who">{name_tag(seat_name(c, v.seat), tricks, c.dealing)}'
            f'{badges(c, v, v.seat)}{said_html(c, said, v)}{seq_chips(c, v, v.seat)}</div>'
            f'<div id="controls" class="controls">{ctl}</div>{hint}'
            f'<div id="hand" class="hand" role="group" aria-label="{tr("your_hand", lang)}">{"".join(hand)}</div>'
            + (f'<div class="hand-why">{escape(sentence(duties))}</div>' if whys else "") + "</div>")
