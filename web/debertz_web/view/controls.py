"""The person's controls: bids in the bidding, swap7 / redeal / bella in play (only the legal ones)."""
from __future__ import annotations

from debertz import actions as A
from debertz.cards import SUITS
from debertz.view import SeatView

from ..cards import suit_badge
from ..i18n import capitalized, tr
from ..state import State


def controls(st: State, v: SeatView, lang: str) -> str:
    out = []
    legal = set(v.legal)

    def hint(action: int) -> str:
        return " hinted" if st.hint_action == action else ""
    if v.phase == "bidding":
        up = SUITS[v.turn_up >> 3]
        if A.TAKE in legal:
            out.append(f'<button type="button" class="bid take{hint(A.TAKE)}" data-action="take">'
                       f'{tr("take", lang, suit=suit_badge(up))}</button>')
        for s in range(4):
            if A.TRUMP_BASE + s in legal:
                su = SUITS[s]
                out.append(f'<button type="button" class="bid suit{hint(A.TRUMP_BASE + s)}" data-action="trump:{su}" '
                           f'aria-label="{tr("suit_" + su, lang)}">{suit_badge(su)}'
                           f'<span class="lbl">{capitalized(tr("suit_word." + su, lang))}</span></button>')
        if A.PASS in legal:
            out.append(f'<button type="button" class="bid pass{hint(A.PASS)}" data-action="pass">{tr("pass", lang)}</button>')
    else:
        for action, name, cls in ((A.SWAP7, "swap7", "extra"), (A.REDEAL, "redeal", "extra"),
                                  (A.BELLA, "bella", "extra bella")):
            if action in legal:
                out.append(f'<button type="button" class="{cls}{hint(action)}" data-action="{name}">{tr(name, lang)}</button>')
    return "".join(out)
