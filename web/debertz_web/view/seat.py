"""What is shown by every seat's name: dealer / declarer / partner badges, the last bid, announced sequences."""
from __future__ import annotations

from debertz import actions as A
from debertz.cards import SUITS
from debertz.combinations import sequence_points
from debertz.view import SeatView

from ..cards import suit_badge
from ..i18n import tr
from .html import escape
from .names import Ctx, run_word


def last_said(v: SeatView) -> dict[int, str]:
    """Each seat's last word in the bidding: "pass" or "take:<suit>"."""
    out: dict[int, str] = {}
    for seat, act in v.log:
        if act == A.PASS:
            out[seat] = "pass"
        elif act == A.TAKE:
            out[seat] = "take:" + SUITS[v.turn_up >> 3]
        elif A.TRUMP_BASE <= act < A.TRUMP_BASE + 4:
            out[seat] = "take:" + SUITS[act - A.TRUMP_BASE]
    return out


def name_tag(name: str, tricks: str, person: bool = False) -> str:
    """The name and the tricks won, kept on one line (the name shortens first): the badges after them wrap
    a whole badge at a time, so a narrow seat never leaves "✓0" alone on a line. ``person``: the name is
    the person's, marked ``data-person`` (web/first.js writes the link's name there)."""
    mark = " data-person" if person else ""
    return f'<span class="tag"><span class="name"{mark}>{escape(name)}</span>{tricks}</span>'


def badges(c: Ctx, v: SeatView, seat: int) -> str:
    lang = c.lang
    b: list[str] = []
    if v.dealer == seat and not c.dealing:  # a table still being dealt: who deals is not known yet
        b.append(f'<span class="badge dealer" title="{tr("dealer", lang)}">{tr("dealer", lang)}</span>')
    if v.declarer == seat:
        b.append(f'<span class="badge decl" title="{tr("declarer", lang)}">{tr("declarer", lang)}'
                 f'{suit_badge(SUITS[v.trump]) if v.trump is not None else ""}</span>')
    if v.pairs and seat == (c.me + 2) % 4:  # the partner of the person shown at the bottom
        b.append(f'<span class="badge partner">{tr("partner", lang)}</span>')
    return "".join(b)


def said_html(c: Ctx, said: str | None, v: SeatView) -> str:
    if not said or v.phase != "bidding":
        return ""
    if said == "pass":
        return f'<span class="said">{tr("pass", c.lang)}</span>'
    return f'<span class="said take">{suit_badge(said[-1])}</span>'


def seq_chips(c: Ctx, v: SeatView, seat: int) -> str:
    lens = v.announced[seat] if seat < len(v.announced) else ()
    if not lens or v.phase == "over":
        return ""
    names = []
    for ln in lens:
        pts = sequence_points(ln, v.options.hundred)
        names.append(f"{run_word(pts, c.lang)} {pts}")
    return ('<span class="seqs" title="' + tr("seq_announced", c.lang) + '">'
            + "".join(f'<span class="chip">{escape(x)}</span>' for x in names) + "</span>")
