"""Actions on the table: whether the person may act now, applying an action (and saying it for the
screen reader), and the bella the person's setting announces by itself. Used by ``update`` and by
``learn_update`` (a take-back may give the person a bella to announce again)."""
from __future__ import annotations

from debertz import actions as A
from debertz.match import Match

from .state import LIVE_KEPT, ActionRef, SeatRef, State, curtain, viewer


def person_on_turn(st: State) -> Match | None:
    """The match when the person at the device may act now (at the table, their turn, no curtain, not autoplay)."""
    m = st.match
    if (m is None or st.screen != "table" or st.autoplay or m.finished or m.current_player() != viewer(st)
            or st.held or curtain(st) is not None):
        return None
    return m


def apply(st: State, action: int) -> bool:
    """Apply a legal action of whoever is on turn and say it (and the trick it closes) for the screen reader.

    True when the action completed a trick."""
    m = st.match
    assert m is not None
    seat = m.current_player()
    assert seat is not None
    st.hint_action = None
    st.hint_wanted = -1
    trick_before = m.deal.tricks_done
    turn_up = m.deal.turn_up
    m.apply(action)
    st.live.append(("did", {"seat": seat, "action": ActionRef(action, turn_up)}))
    d = m.deal
    if d.tricks_done > trick_before and d.last_winner is not None:
        st.live.append(("takes_trick", {"who": SeatRef(d.last_winner)}))
    del st.live[:-LIVE_KEPT]
    return d.tricks_done > trick_before


def auto_bella(st: State) -> None:
    """With the "announce my bella by itself" setting, bella is said at the person's first chance."""
    m = person_on_turn(st)
    if st.settings.auto_bella and m is not None and A.BELLA in m.legal_actions():
        apply(st, A.BELLA)
