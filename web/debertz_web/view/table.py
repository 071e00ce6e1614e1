"""The felt: the other seats, the trick in the middle, the deal's info (trump, open cards, sequences)."""
from __future__ import annotations

from debertz.cards import SUITS
from debertz.reasons import SEQ_SCORING, reason_of
from debertz.view import SeatView

from ..cards import back_span, card_span, card_words, code, suit_badge
from ..facts import Facts
from ..i18n import date_text, reason_text, suit_word, tr
from ..state import SeatRef, State
from .hand import me
from .html import escape
from .names import Ctx, note_text, pos_of, run_text, seat_name
from .prompt import prompt_sentences
from .seat import badges, last_said, name_tag, said_html, seq_chips
from .summary import summary


def table(st: State, f: Facts, c: Ctx, phase: str, extra: str = "") -> str:
    """The felt; at the match end, the match-end screen instead. ``extra``: a box under the trick (the guide)."""
    if phase == "match-over":
        flash = f'<div class="flash" role="alert">{escape(note_text(c, st.flash))}</div>' if st.flash else ""
        return summary(f, c, phase, frozenset(st.learn.takebacks.counts), flash)
    v = f.view
    parts = [f'<div class="felt n{v.n}">']
    said = last_said(v)
    for seat in range(v.n):
        if seat != v.seat:
            parts.append(opponent(c, v, seat, said.get(seat)))
    parts.append(center(st, c, v, extra))
    parts.append(info(c, f))
    parts.append(me(st, f, c, said.get(v.seat)))
    parts.append("</div>")
    if phase == "deal-over":
        parts.append(summary(f, c, phase))
    return "".join(parts)


def opponent(c: Ctx, v: SeatView, seat: int, said: str | None) -> str:
    pos = pos_of(v.n, seat, v.seat)
    turn = " turn" if v.turn == seat and not c.dealing else ""
    count = v.hand_sizes[seat]
    backs = "".join(back_span() for _ in range(count))
    tricks = v.tricks[seat]
    meta = (f'<span class="tricks" title="{tr("tricks_n", c.lang, n=tricks)}">✓{tricks}</span>'
            if v.phase != "bidding" else "")
    return (f'<div class="opp pos-{pos}{turn}" data-seat="{seat}">'
            f'<div class="who">{name_tag(seat_name(c, seat), meta)}{badges(c, v, seat)}</div>'
            f'<div class="backs" role="img" aria-label="{tr("cards_n", c.lang, n=count)}">{backs}</div>'
            f'<div class="notes">{said_html(c, said, v)}{seq_chips(c, v, seat)}</div></div>')


def center(st: State, c: Ctx, v: SeatView, extra: str = "") -> str:
    """The trick (#trick: each card ``data-played`` / ``data-seat``, the led one ``data-leader``), the status.

    A complete trick stays while it is held (``st.held``: it has not been seen long enough yet); at speed
    instant, where nothing is held, the last trick stays until the next lead."""
    lang = c.lang
    cards, says = [], []
    trick: tuple[tuple[int, int], ...] = v.trick
    winner: int | None = None
    if st.held:
        trick, winner = st.held, st.held_winner
    elif not trick and v.last_trick and v.phase == "play" and st.settings.speed == "instant":
        trick, winner = v.last_trick, v.last_winner
    done = winner is not None
    for i, (seat, card) in enumerate(trick):
        win = " win" if done and seat == winner else ""
        lead = " data-leader" if i == 0 else ""
        cards.append(f'<div class="played pos-{pos_of(v.n, seat, v.seat)}{win}" data-seat="{seat}" data-played="{code(card)}"'
                     f'{lead} aria-hidden="true">{card_span(card, lang)}</div>')
        says.append(f"{seat_name(c, seat)}: {card_words(card, lang)}")
    label = ""
    if done and winner is not None:
        label = f'<div class="trick-label">{escape(note_text(c, ("takes_trick", {"who": SeatRef(winner)})))}</div>'
    flash = f'<div class="flash scroll-sign" role="alert">{escape(note_text(c, st.flash))}</div>' if st.flash else ""
    spoken = f'<p class="sr-only">{escape("; ".join(says))}</p>' if says else ""
    won = f' data-winner="{winner}"' if done else ""
    stock = open_cards(c, v, "stock") if v.phase == "bidding" else ""
    return (f'<div class="center"><div id="trick" class="trick{" done" if done else ""}" role="group" '
            f'aria-label="{tr("trick", lang)}"{won}>{spoken}{"".join(cards)}{label}</div>{stock}'
            f'<div class="status scroll-sign" id="status">{status_html(st, c, v)}</div>{flash}{extra}</div>')


def open_cards(c: Ctx, v: SeatView, where: str) -> str:
    """The face-up cards: during the bidding they lie in the middle of the table, the turn-up on the rest
    of the deck, as at a real table (``where`` = "stock"); later a small reminder in the deal's info."""
    lang = c.lang
    in_middle = where == "stock"
    size = "" if in_middle else "small"
    out = []
    if v.table_card is not None:
        card = card_span(v.table_card, lang, size)
        if c.dealing:  # face down until the deal is known
            card = back_span(size)
        if in_middle:
            card = f'<span class="pile">{back_span("deck")}{card}</span>'
        out.append(f'<div class="open"><span class="lbl">{tr("turn_up", lang)}</span>{card}</div>')
    if v.second_open is not None:
        out.append(f'<div class="open"><span class="lbl">{tr("open_card", lang)}</span>'
                   f'{card_span(v.second_open, lang, size)}</div>')
    if not out:
        return ""
    return f'<div class="{where}">' + "".join(out) + "</div>"


def status_html(st: State, c: Ctx, v: SeatView) -> str:
    """Whose turn it is; on the person's own turn, exactly what the person may do now (one line each)."""
    if v.phase == "over" or st.held:
        return ""
    if c.dealing:
        return escape(tr("page.shuffling", c.lang))
    if v.turn == v.seat:
        first, *more = prompt_sentences(v, c.lang) or [""]
        return escape(first) + "".join(f'<span class="more">{escape(x)}</span>' for x in more)
    key = "turn_of_bid" if v.phase == "bidding" else "turn_of"
    return escape(tr(key, c.lang, who=seat_name(c, v.turn))) if v.turn is not None else ""


def info(c: Ctx, f: Facts) -> str:
    lang = c.lang
    v = f.view
    deal = tr("deal_n", lang, n=f.deal_number)
    if f.day:  # the deal of the day says so, and which day's (a redeal makes it a second deal)
        day = date_text(f.day, lang).replace(" ", "\u00a0")  # the date kept whole on one line
        deal = f'{tr("daily", lang)}, {day}' + (f" · {deal}" if f.deal_number > 1 else "")
    items = [f'<div class="deal-no">{escape(deal)}</div>']
    if v.trump is not None and v.declarer is not None:
        items.append(f'<div class="trump-box" title="{tr("trump", lang)}"><span class="lbl">{tr("trump", lang)}</span>'
                     f'{suit_badge(SUITS[v.trump])}<span class="sr-only">{suit_word(SUITS[v.trump], lang)}</span>'
                     f'<span class="by">{escape(seat_name(c, v.declarer))}</span></div>')
    if v.phase != "bidding":  # during the bidding they lie in the middle (``center``)
        items.append(open_cards(c, v, "opens"))
    seq = sequences_shown(c, v)
    if seq:
        items.append(seq)
    if v.bella_by is not None:
        items.append(f'<div class="bella-note">{escape(note_text(c, ("said_bella", {"who": SeatRef(v.bella_by)})))}</div>')
    return '<aside class="info scroll-sign">' + "".join(items) + "</aside>"


def scoring_state(v: SeatView) -> str:
    """The senior sequences score only if their side takes a trick: until it has, they are said to count then."""
    side = v.side_of(v.shown[0].seat)
    taken = sum(t for seat, t in enumerate(v.tricks) if v.side_of(seat) == side)
    return "seq_scoring" if taken else "seq_if_trick"


def sequences_shown(c: Ctx, v: SeatView) -> str:
    if not v.shown or v.phase == "over":
        return ""
    lang = c.lang
    why = reason_of(v.sequence_reason)
    code = why.code if why is not None else ""
    pending = code == "seq_pending"
    rows = []
    for r in v.shown:
        rows.append(f'<li>{run_text(c, r.seat, r.suit, r.low, r.length, v.options.hundred)}</li>')
    state = tr("seq_pending" if pending else (scoring_state(v) if code in SEQ_SCORING else "seq_none"), lang)
    return (f'<div class="seq-shown{" pending" if pending else ""}"><span class="lbl">{tr("sequences", lang)}: '
            f'{escape(state)}</span><ul>{"".join(rows)}</ul>'
            f'<span class="why">{escape(reason_text(v.sequence_reason, lang))}</span></div>')
