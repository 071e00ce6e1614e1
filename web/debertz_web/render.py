"""HTML for the setup screen, the table, the summaries and the panels (strings, escaped)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js

from debertz import actions as A
from debertz import options as O
from debertz.cards import SUITS, bits
from debertz.combinations import sequence_points

from .cards import SUIT_CHAR, back_span, card_span, card_text, card_words, code, face, suit_badge, suit_svg
from .dom import escape, nil
from .i18n import reason, tr
from .optlabels import option_help, option_label, value_label
from .settings import LANGS, SPEEDS, Settings, bot_levels

if TYPE_CHECKING:
    from .app import App

HUMAN = 0
POSITIONS = {2: {1: "top"}, 3: {1: "left", 2: "right"}, 4: {1: "left", 2: "top", 3: "right"}}
SUIT_CYCLE = [0, 1, 3, 2]  # S H C D: colours alternate whichever suit comes first


def pos_of(n: int, seat: int) -> str:
    return "bottom" if seat == HUMAN else POSITIONS[n][seat]


def seat_name(app: App, seat: int) -> str:
    if seat == HUMAN:
        return app.settings.name or tr("you", app.lang)
    n = app.match.n if app.match is not None else app.settings.n
    return tr("seat_" + pos_of(n, seat), app.lang)


def side_name(app: App, side: int) -> str:
    m = app.match
    if m is not None and m.pairs:
        return tr("us", app.lang) if side == 0 else tr("them", app.lang)
    return seat_name(app, side)


def suit_name(app: App, suit: int) -> str:
    return tr("suit_" + SUITS[suit], app.lang)


def describe_action(app: App, seat: int, action: int) -> str:
    who = seat_name(app, seat)
    lang = app.lang
    if A.is_card(action):
        return tr("plays", lang, who=who, card=card_text(action, lang))
    if action == A.PASS:
        return tr("said_pass", lang, who=who)
    if action == A.TAKE:
        m = app.match
        suit = m.deal.turn_up >> 3 if m is not None else 0
        return tr("said_take", lang, who=who, suit=suit_name(app, suit))
    if A.TRUMP_BASE <= action < A.TRUMP_BASE + 4:
        return tr("said_take", lang, who=who, suit=suit_name(app, action - A.TRUMP_BASE))
    if action == A.SWAP7:
        return tr("said_swap", lang, who=who)
    if action == A.REDEAL:
        return tr("said_redeal", lang, who=who)
    return tr("said_bella", lang, who=who)


def action_label(app: App, action: int) -> str:
    lang = app.lang
    if A.is_card(action):
        return card_text(action, lang)
    if action == A.PASS:
        return tr("pass", lang)
    if action == A.TAKE:
        m = app.match
        return tr("take", lang, suit=SUIT_CHAR[SUITS[m.deal.turn_up >> 3]] if m is not None else "")
    if A.TRUMP_BASE <= action < A.TRUMP_BASE + 4:
        return tr("suit_" + SUITS[action - A.TRUMP_BASE], lang)
    return tr({A.SWAP7: "swap7", A.REDEAL: "redeal", A.BELLA: "bella"}.get(action, "pass"), lang)


def phase_of(app: App) -> str:
    m = app.match
    if app.screen != "table" or m is None:
        return "setup"
    if m.finished:
        return "match-over"
    if m.deal.over:
        return "deal-over"
    return "bidding" if m.deal.phase == 0 else "play"


# ---------------------------------------------------------------- render entry point
def render(app: App) -> None:
    doc = js.document
    lang = app.lang
    doc.documentElement.setAttribute("lang", lang)
    doc.documentElement.setAttribute("data-lang", lang)
    phase = phase_of(app)
    table = doc.getElementById("table")
    table.setAttribute("data-phase", phase)
    table.setAttribute("aria-busy", "false")
    table.className = f"screen-{app.screen}"
    doc.getElementById("topbar").innerHTML = topbar_html(app, phase)
    msg = doc.getElementById("message")
    if app.message:
        keep = (f'<button type="button" data-action="export-damaged">{tr("export_damaged", lang)}</button> '
                if app.damaged else "")
        msg.innerHTML = (f'<span class="msg-text">{escape(app.message)}</span> '
                         f'<button type="button" data-action="new-game">{tr("new_game", lang)}</button> {keep}'
                         f'<button type="button" class="x" data-action="dismiss" aria-label="{tr("close", lang)}">×</button>')
        msg.hidden = False
    else:
        msg.innerHTML = ""
        msg.hidden = True
    if app.screen == "setup" or app.match is None:
        table.innerHTML = setup_html(app)
    else:
        table.innerHTML = table_html(app, phase)
    doc.getElementById("overlay").innerHTML = overlay_html(app, phase)
    live = doc.getElementById("live")
    text = " ".join(app.live[-4:])
    if live.textContent != text:
        live.textContent = text
    doc.title = tr("title", lang)
    _restore_focus(app, phase)


def _restore_focus(app: App, phase: str) -> None:
    doc = js.document
    key = app.focus_key
    app.focus_key = None
    if key:
        el = doc.querySelector(f'[data-key="{key}"]')
        if nil(el):
            el = doc.querySelector(f'[data-action="{key}"]')
        if not nil(el) and not el.hasAttribute("disabled"):
            el.focus()
            return
    active = doc.activeElement
    if not nil(active) and active != doc.body and doc.body.contains(active):
        return
    if app.screen != "table" or app.overlay:
        return
    for sel in ('#controls [data-action]', '#hand button[data-card]:not([disabled])',
                '[data-action="next-deal"]', '[data-action="new-match"]'):
        el = doc.querySelector(sel)
        if not nil(el):
            el.focus(js.Object.fromEntries([["preventScroll", True]]))
            return


# ---------------------------------------------------------------- top bar and scores
def topbar_html(app: App, phase: str) -> str:
    lang = app.lang
    m = app.match
    out = [f'<div class="brand">♠<span class="r">♥</span> {tr("title", lang)}</div>']
    if m is not None:
        cells = []
        for side in range(m.n_sides):
            lead = ' class="lead"' if m.scores[side] == max(m.scores) and any(m.scores) else ""
            cells.append(f'<span{lead}><span class="who">{escape(side_name(app, side))}</span> '
                         f'<b data-side="{side}">{m.scores[side]}</b></span>')
        hang = (f'<span class="hang">{tr("hanging_now", lang, n=m.hanging)}</span>' if m.hanging else "")
        target = m.options.target
        tgt = tr("one_deal", lang) if target == O.ONE_DEAL else f"→ {target}"
        out.append(f'<div id="scores" role="status" aria-label="{tr("scores", lang)}">{"".join(cells)}'
                   f'<span class="tgt">{tgt}</span>{hang}</div>')
    btns = []
    if m is not None and app.screen == "table":
        btns += [("show-sheet", tr("score_sheet", lang), "▤"), ("show-last", tr("last_trick", lang), "↶"),
                 ("show-rules", tr("rules", lang), "§"), ("show-share", tr("share", lang), "⤴"),
                 ("export-record", tr("export", lang), "⇩")]
        speed = tr("speed", lang) + ": " + tr("speed_" + app.settings.speed, lang)
        btns += [("speed", speed, "»")]
    btns += [("new-game", tr("new_game", lang), "✚")]
    out.append('<nav class="tools">' + "".join(
        f'<button type="button" data-action="{a}" title="{t}" aria-label="{t}"><span aria-hidden="true">{i}'
        f'</span><span class="lbl">{t}</span></button>' for a, t, i in btns))
    out.append('<span class="langs">' + "".join(
        f'<button type="button" data-action="lang:{code_}" aria-pressed="{str(code_ == lang).lower()}">'
        f'{code_.upper()}</button>' for code_ in LANGS) + "</span></nav>")
    return "".join(out)


# ---------------------------------------------------------------- the table
def table_html(app: App, phase: str) -> str:
    m = app.match
    assert m is not None
    v = m.view(HUMAN)
    d = m.deal
    n = m.n
    parts = [f'<div class="felt n{n}">']
    said = _last_said(v)
    for seat in range(1, n):
        parts.append(_opponent_html(app, v, seat, said.get(seat)))
    parts.append(_center_html(app, v))
    parts.append(_info_html(app, v))
    parts.append(_me_html(app, v, said.get(HUMAN), phase))
    parts.append("</div>")
    if phase in ("deal-over", "match-over"):
        parts.append(summary_html(app, phase))
    _ = d
    return "".join(parts)


def _last_said(v: Any) -> dict[int, str]:
    out: dict[int, str] = {}
    for seat, act in v.log:
        if act == A.PASS:
            out[seat] = "pass"
        elif act == A.TAKE:
            out[seat] = "take:" + SUITS[v.turn_up >> 3]
        elif A.TRUMP_BASE <= act < A.TRUMP_BASE + 4:
            out[seat] = "take:" + SUITS[act - A.TRUMP_BASE]
    return out


def _badges(app: App, v: Any, seat: int) -> str:
    lang = app.lang
    b = []
    if v.dealer == seat:
        b.append(f'<span class="badge dealer" title="{tr("dealer", lang)}">{tr("dealer", lang)}</span>')
    if v.declarer == seat:
        b.append(f'<span class="badge decl" title="{tr("declarer", lang)}">{tr("declarer", lang)}'
                 f'{suit_badge(SUITS[v.trump]) if v.trump is not None else ""}</span>')
    if v.pairs and seat == 2:
        b.append(f'<span class="badge partner">{tr("partner", lang)}</span>')
    return "".join(b)


def _said_html(app: App, said: str | None, v: Any) -> str:
    if not said or v.phase != "bidding" and not said.startswith("take"):
        if not said or v.phase != "bidding":
            return ""
    if said == "pass":
        return f'<span class="said">{tr("pass", app.lang)}</span>'
    return f'<span class="said take">{suit_badge(said[-1])}</span>'


def _seq_chips(app: App, v: Any, seat: int) -> str:
    lens = v.announced[seat] if seat < len(v.announced) else ()
    if not lens or v.phase == "over":
        return ""
    names = []
    for ln in lens:
        pts = sequence_points(ln, v.options.hundred)
        names.append(tr({20: "terz", 50: "fifty", 100: "hundred"}.get(pts, "terz"), app.lang) + f" {pts}")
    return '<span class="seqs" title="' + tr("seq_announced", app.lang) + '">' + \
        "".join(f'<span class="chip">{escape(x)}</span>' for x in names) + "</span>"


def _opponent_html(app: App, v: Any, seat: int, said: str | None) -> str:
    pos = pos_of(v.n, seat)
    turn = " turn" if v.turn == seat else ""
    count = v.hand_sizes[seat]
    backs = "".join(back_span() for _ in range(count))
    tricks = v.tricks[seat]
    meta = f'<span class="tricks" title="{tr("tricks", app.lang)}">✓{tricks}</span>' if v.phase != "bidding" else ""
    return (f'<div class="opp pos-{pos}{turn}" data-seat="{seat}">'
            f'<div class="who"><span class="name">{escape(seat_name(app, seat))}</span>{_badges(app, v, seat)}'
            f'{meta}</div>'
            f'<div class="backs" aria-label="{tr("cards_n", app.lang, n=count)}">{backs}</div>'
            f'<div class="notes">{_said_html(app, said, v)}{_seq_chips(app, v, seat)}</div></div>')


def _center_html(app: App, v: Any) -> str:
    lang = app.lang
    cards = []
    trick = v.trick
    done = False
    if not trick and v.last_trick and v.phase == "play":
        trick, done = v.last_trick, True
    for seat, c in trick:
        pos = pos_of(v.n, seat)
        win = " win" if done and seat == v.last_winner else ""
        cards.append(f'<div class="played pos-{pos}{win}" data-seat="{seat}">{card_span(c, lang)}</div>')
    label = ""
    if done and v.last_winner is not None:
        label = f'<div class="trick-label">{escape(tr("takes_trick", lang, who=seat_name(app, v.last_winner)))}</div>'
    status = _status_text(app, v)
    flash = f'<div class="flash" role="alert">{escape(app.flash)}</div>' if app.flash else ""
    return (f'<div class="center"><div class="trick{" done" if done else ""}" aria-label="{tr("trick", lang)}">'
            f'{"".join(cards)}{label}</div>'
            f'<div class="status" id="status">{escape(status)}</div>{flash}</div>')


def _status_text(app: App, v: Any) -> str:
    lang = app.lang
    if v.phase == "over":
        return ""
    if v.turn == HUMAN:
        if v.phase == "bidding":
            return tr("bid_r1" if v.bid_round == 1 else "bid_r2", lang)
        return tr("your_turn", lang)
    return tr("turn_of", lang, name=seat_name(app, v.turn)) if v.turn is not None else ""


def _info_html(app: App, v: Any) -> str:
    lang = app.lang
    m = app.match
    assert m is not None
    items = [f'<div class="deal-no">{tr("deal_n", lang, n=len(m.deals))}</div>']
    if v.trump is not None:
        items.append(f'<div class="trump-box" title="{tr("trump", lang)}"><span class="lbl">{tr("trump", lang)}</span>'
                     f'{suit_badge(SUITS[v.trump])}<span class="by">{escape(seat_name(app, v.declarer))}</span></div>')
    open_cards = []
    if v.table_card is not None:
        lbl = tr("turn_up", lang)
        open_cards.append(f'<div class="open"><span class="lbl">{lbl}</span>{card_span(v.table_card, lang, "small")}</div>')
    if v.second_open is not None:
        open_cards.append(f'<div class="open"><span class="lbl">{tr("open_card", lang)}</span>'
                          f'{card_span(v.second_open, lang, "small")}</div>')
    if open_cards:
        items.append('<div class="opens">' + "".join(open_cards) + "</div>")
    seq = _sequences_shown(app, v)
    if seq:
        items.append(seq)
    if v.bella_by is not None:
        items.append(f'<div class="bella-note">{escape(tr("said_bella", lang, who=seat_name(app, v.bella_by)))}</div>')
    return '<aside class="info">' + "".join(items) + "</aside>"


def _sequences_shown(app: App, v: Any) -> str:
    if not v.shown or v.phase == "over":
        return ""
    lang = app.lang
    m = app.match
    assert m is not None
    verdict = m.sequence_verdict()
    pending = verdict is not None and verdict.side is None and len(verdict.tied_sides) > 1 \
        and "pending" in verdict.reason
    rows = []
    for r in v.shown:
        cards = " ".join(card_text(r.suit * 8 + k, lang) for k in range(r.low, r.low + r.length))
        pts = sequence_points(r.length, v.options.hundred)
        rows.append(f'<li>{escape(seat_name(app, r.seat))}: {escape(cards)} <b>{pts}</b></li>')
    state = tr("seq_pending", lang) if pending else (
        tr("seq_scoring", lang) if verdict is not None and verdict.side is not None else tr("seq_none", lang))
    return (f'<div class="seq-shown{" pending" if pending else ""}"><span class="lbl">{tr("sequences", lang)}: '
            f'{escape(state)}</span><ul>{"".join(rows)}</ul>'
            f'<span class="why">{escape(reason(v.sequence_reason, lang))}</span></div>')


def _hand_sorted(v: Any) -> list[int]:
    trump = v.trump
    order = SUIT_CYCLE
    if trump is not None:
        i = order.index(trump)
        order = order[i:] + order[:i]
    cards = list(bits(v.hand))
    return sorted(cards, key=lambda c: (order.index(c >> 3), -(c & 7)))


def _me_html(app: App, v: Any, said: str | None, phase: str) -> str:
    m = app.match
    assert m is not None
    lang = app.lang
    turn = " turn" if v.turn == HUMAN else ""
    controls = _controls_html(app, v) if v.turn == HUMAN else ""
    hand = []
    whys: list[str] = []  # the reasons for the disabled cards, shown as text too (keyboard users)
    legal = set(v.legal)
    for c in _hand_sorted(v):
        cs = code(c)
        ok = c in legal
        if ok:
            hinted = " hinted" if app.hint_action == c else ""
            hand.append(f'<span class="slot"><button type="button" class="card{hinted}" data-card="{cs}" '
                        f'data-key="card-{cs}" '
                        f'aria-label="{escape(card_words(c, lang))}">{face(c, lang)}</button></span>')
        else:
            why = reason(m.why_illegal(c, HUMAN) or "not now", lang)
            if v.turn == HUMAN and v.phase == "play" and legal and why not in whys:
                whys.append(why)
            hand.append(f'<span class="slot" data-why="{escape(why)}"><button type="button" class="card" '
                        f'data-card="{cs}" disabled title="{escape(why)}" '
                        f'aria-label="{escape(card_words(c, lang))}: {escape(why)}">{face(c, lang)}</button></span>')
    tricks = f'<span class="tricks">✓{v.tricks[HUMAN]}</span>' if v.phase != "bidding" else ""
    return (f'<div class="me{turn}" data-seat="0"><div class="who"><span class="name">{escape(seat_name(app, HUMAN))}'
            f'</span>{_badges(app, v, HUMAN)}{tricks}{_said_html(app, said, v)}{_seq_chips(app, v, HUMAN)}</div>'
            f'<div id="controls" class="controls">{controls}</div>'
            + (f'<button type="button" class="hint-btn" data-action="hint" title="{tr("hint", lang)}">'
               f'? {tr("hint", lang)}</button>' if v.turn == HUMAN and v.phase != "over" else "") +
            f'<div id="hand" class="hand" role="group" aria-label="{tr("your_hand", lang)}">{"".join(hand)}</div>'
            + (f'<div class="hand-why">{escape("; ".join(whys))}</div>' if whys else "") +
            f'<div class="keys-help">{tr("keys_help", lang)}</div></div>')


def _controls_html(app: App, v: Any) -> str:
    lang = app.lang
    out = []
    legal = set(v.legal)

    def hint(action: int) -> str:
        return " hinted" if app.hint_action == action else ""
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
                           f'<span class="lbl">{tr("suit_" + su, lang)[2:]}</span></button>')
        if A.PASS in legal:
            out.append(f'<button type="button" class="bid pass{hint(A.PASS)}" data-action="pass">{tr("pass", lang)}</button>')
    else:
        if A.SWAP7 in legal:
            out.append(f'<button type="button" class="extra{hint(A.SWAP7)}" data-action="swap7">{tr("swap7", lang)}</button>')
        if A.REDEAL in legal:
            out.append(f'<button type="button" class="extra{hint(A.REDEAL)}" data-action="redeal">{tr("redeal", lang)}</button>')
        if A.BELLA in legal:
            out.append(f'<button type="button" class="extra bella{hint(A.BELLA)}" data-action="bella">{tr("bella", lang)}</button>')
    return "".join(out)


# ---------------------------------------------------------------- summaries and the score sheet
def summary_html(app: App, phase: str) -> str:
    m = app.match
    assert m is not None
    lang = app.lang
    h = m.history[-1] if m.history else None
    parts = ['<section class="summary" aria-labelledby="sum-title">']
    if phase == "match-over":
        w = m.winner
        title = tr("you_won", lang) if w is not None and (w == 0) else \
            tr("winner", lang, who=side_name(app, w) if w is not None else "—")
        parts.append(f'<h2 id="sum-title">{tr("match_over", lang)}: {escape(title)}</h2>')
    else:
        parts.append(f'<h2 id="sum-title">{tr("deal_n", lang, n=len(m.deals))}</h2>')
    if h is not None:
        parts.append(deal_summary_html(app, h))
    btns = []
    if phase == "deal-over":
        btns.append(f'<button type="button" class="primary" data-action="next-deal">{tr("next_deal", lang)}</button>')
    else:
        btns.append(f'<button type="button" class="primary" data-action="new-match">{tr("new_match", lang)}</button>')
    btns.append(f'<button type="button" data-action="show-sheet">{tr("score_sheet", lang)}</button>')
    btns.append(f'<button type="button" data-action="export-record">{tr("export", lang)}</button>')
    parts.append('<div class="sum-actions">' + "".join(btns) + "</div></section>")
    return "".join(parts)


def deal_summary_html(app: App, h: Any) -> str:
    m = app.match
    assert m is not None
    lang = app.lang
    if h.outcome == "redeal":
        who = seat_name(app, h.redeal_by) if h.redeal_by is not None else ""
        return f'<p class="outcome">{tr("outcome_redeal", lang)}{": " + escape(who) if who else ""}</p>'
    if h.outcome == "debertz":
        seat = h.debertz_seat if h.debertz_seat is not None else 0
        return f'<p class="outcome">{escape(tr("outcome_debertz", lang, who=seat_name(app, seat)))}</p>'
    t, sc = h.totals, h.score
    decl_side = m.side_of(h.declarer) if h.declarer is not None else None
    who = side_name(app, decl_side) if decl_side is not None else ""
    if h.outcome == "made":
        line, why = tr("outcome_made", lang, who=who), tr("why_made", lang)
    elif h.outcome == "bait":
        line, why = tr("outcome_bait", lang, who=who), tr("why_bait", lang)
    else:
        line, why = tr("outcome_hanging", lang, who=who, n=h.hanging), tr("why_hanging", lang)
    head = "".join(f'<th scope="col">{escape(side_name(app, s))}'
                   f'{" ★" if s == decl_side else ""}</th>' for s in range(m.n_sides))
    rows = []

    def row(label: str, vals: Any, cls: str = "") -> None:
        rows.append(f'<tr class="{cls}"><th scope="row">{label}</th>' +
                    "".join(f"<td>{x}</td>" for x in vals) + "</tr>")
    if t is not None:
        row(tr("tricks", lang), t.tricks)
        row(tr("card_points", lang), t.card_points)
        row(tr("last10", lang), t.last_trick)
        row(tr("sequences", lang), t.sequences)
        row(tr("bella_pts", lang), t.bella)
    row(tr("total", lang), h.points, "tot")
    row(tr("recorded", lang), h.recorded, "rec")
    if any(h.penalties):
        row(tr("penalties", lang), h.penalties, "pen")
    notes = []
    if t is not None:
        notes.append(f'{tr("sequences", lang)}: {escape(reason(t.verdict.reason, lang))}')
        for s in range(m.n_sides):
            if t.tricks[s] == 0 and m.options.ski == "on":
                notes.append(f'{escape(side_name(app, s))}: {tr("ski", lang)}')
    if sc is not None and h.outcome == "bait" and any(p <= -100 for p in h.penalties):
        notes.append(tr("bait_penalty", lang) + " −100")
    return (f'<p class="outcome {h.outcome}"><b>{escape(line)}</b> — {escape(why)}</p>'
            f'<table class="deal-table"><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
            + (f'<ul class="notes">{"".join(f"<li>{x}</li>" for x in notes)}</ul>' if notes else ""))


def sheet_html(app: App, visible: bool) -> str:
    m = app.match
    lang = app.lang
    hidden = "" if visible else " hidden"
    if m is None:
        return f'<section id="score-sheet" class="panel"{hidden}></section>'
    head = "".join(f'<th scope="col">{escape(side_name(app, s))}</th>' for s in range(m.n_sides))
    rows = []
    for i, h in enumerate(m.history, 1):
        cells = []
        for s in range(m.n_sides):
            marks = []
            decl = h.declarer is not None and m.side_of(h.declarer) == s
            if h.outcome == "bait" and decl:
                marks.append('<span class="mk bait" title="bait">Б</span>')
            if h.outcome == "hanging" and decl:
                marks.append('<span class="mk hang" title="hanging">◯</span>')
            if h.totals is not None and h.totals.tricks[s] == 0 and m.options.ski == "on":
                marks.append('<span class="mk ski" title="ski">Л</span>')
            pen = h.penalties[s] if h.penalties else 0
            pen_txt = f' <span class="mk pen">{pen}</span>' if pen else ""
            star = "★" if decl else ""
            after = h.scores_after[s] if h.scores_after else ""
            cells.append(f'<td>{star}{h.recorded[s]}{pen_txt}{"".join(marks)}<span class="run">{after}</span></td>')
        trump = suit_badge(SUITS[h.trump]) if h.trump is not None else ""
        rows.append(f'<tr data-deal="{i}" class="{h.outcome}"><th scope="row">{i}{trump}</th>{"".join(cells)}</tr>')
    totals = "".join(f"<td><b>{x}</b></td>" for x in m.scores)
    return (f'<section id="score-sheet" class="panel"{hidden} aria-label="{tr("score_sheet", lang)}">'
            f'<h2>{tr("score_sheet", lang)}</h2>'
            f'<table class="sheet"><thead><tr><th>#</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
            f'<tfoot><tr><th>{tr("total", lang)}</th>{totals}</tr></tfoot></table>'
            f'<p class="legend">★ {tr("declarer", lang)} · Б {tr("bait", lang)} · ◯ {tr("hanging", lang)} · '
            f'Л {tr("ski", lang)}</p>'
            f'<button type="button" data-action="close">{tr("close", lang)}</button></section>')


def overlay_html(app: App, phase: str) -> str:
    lang = app.lang
    ov = app.overlay
    sheet = sheet_html(app, ov == "sheet")
    inner = ""
    if ov == "rules":
        inner = rules_html(app)
    elif ov == "last":
        inner = last_trick_html(app)
    elif ov == "share":
        inner = share_html(app)
    body = ""
    if inner:
        body = (f'<section class="panel" role="dialog" aria-modal="true">{inner}'
                f'<button type="button" data-action="close">{tr("close", lang)}</button></section>')
    shown = bool(inner) or ov == "sheet"
    return (f'<div class="backdrop{" open" if shown else ""}" data-action="{"close" if shown else ""}"></div>'
            f'{sheet}{body}'
            f'<input type="file" id="import-file" accept=".json,application/json" hidden>')


def last_trick_html(app: App) -> str:
    m = app.match
    lang = app.lang
    if m is None or not m.deal.last_trick:
        return f'<h2>{tr("last_trick", lang)}</h2><p>{tr("no_last_trick", lang)}</p>'
    d = m.deal
    cards = "".join(f'<div class="lt"><span>{escape(seat_name(app, s))}</span>{card_span(c, lang)}</div>'
                    for s, c in d.last_trick)
    winner = seat_name(app, d.last_winner) if d.last_winner is not None else ""
    return (f'<h2>{tr("last_trick", lang)}</h2><div class="last-trick">{cards}</div>'
            f'<p>{escape(tr("takes_trick", lang, who=winner))}</p>')


def share_html(app: App) -> str:
    lang = app.lang
    url = app.share_url()
    checked = " checked" if app.share_seed else ""
    return (f'<h2>{tr("share", lang)}</h2>'
            f'<input type="text" readonly id="share-url" value="{escape(url)}" aria-label="{tr("share", lang)}">'
            f'<label><input type="checkbox" id="share-seed"{checked}> {tr("share_seed", lang)}</label>'
            f'<button type="button" data-action="copy-link">{tr("share", lang)} ⧉</button>')


def rules_html(app: App) -> str:
    lang = app.lang
    m = app.match
    s = app.settings
    opts = m.options if m is not None else s.options()
    mode = m.mode if m is not None else s.mode
    preset = m.preset if m is not None else s.preset
    rows = []
    for spec in O.OPTION_SPECS:
        val = getattr(opts, spec.name)
        dflt = f' <small>({tr("default", lang)})</small>' if val == spec.default else ""
        rows.append(f'<tr data-option="{spec.name}"><th scope="row">{escape(option_label(spec.name, lang))}'
                    f'<br><code>{spec.name}</code></th><td><b>{escape(value_label(str(val), lang))}</b> '
                    f'<code>{escape(str(val))}</code>{dflt}</td><td>{escape(option_help(spec.name, lang))}</td></tr>')
    target = tr("one_deal", lang) if opts.target == O.ONE_DEAL else str(opts.target)
    return (f'<h2>{tr("rules_title", lang)}</h2>'
            f'<p>{tr("mode_" + mode, lang)} · {tr("preset_" + preset, lang)} · {tr("target", lang)} {target}</p>'
            f'<p>{tr("rules_intro", lang)}</p>'
            f'<table class="rules"><tbody>{"".join(rows)}</tbody></table>')


# ---------------------------------------------------------------- the setup screen
GROUPS = ("deal", "bidding", "combinations", "play", "scoring")


def setup_html(app: App) -> str:
    lang = app.lang
    s = app.settings
    try:
        opts = s.options()
    except Exception:  # noqa: BLE001
        s.overrides = {}
        opts = s.options()
    base = O.preset_options(s.mode, s.preset)
    out = [f'<form id="setup" class="setup"><h1>{tr("new_game", lang)}</h1>']
    modes = "".join(
        f'<label class="opt"><input type="radio" name="mode" value="{md}" data-rerender'
        f'{" checked" if md == s.mode else ""}> {tr("mode_" + md, lang)}</label>' for md in O.MODES)
    out.append(f'<fieldset class="modes"><legend>{tr("mode", lang)}</legend>{modes}</fieldset>')
    presets = "".join(f'<option value="{p}"{" selected" if p == s.preset else ""}>{tr("preset_" + p, lang)}</option>'
                      for p in O.PRESETS)
    tchoices: list[Any] = []
    for t in (base.target, 301, 501, 1001, O.ONE_DEAL):
        if t not in tchoices:
            tchoices.append(t)
    if opts.target not in tchoices:
        tchoices.append(opts.target)
    topts = "".join(
        f'<option value="{t}"{" selected" if t == opts.target else ""}>'
        f'{tr("one_deal", lang) if t == O.ONE_DEAL else t}{" · " + tr("default", lang) if t == base.target else ""}'
        f'</option>' for t in tchoices)
    out.append(f'<div class="row"><label>{tr("preset", lang)} <select name="preset" data-rerender>{presets}</select></label>'
               f'<label>{tr("target", lang)} <select name="target" data-rerender>{topts}</select></label>'
               f'<label>{tr("other", lang)} <input name="target_custom" type="number" min="51" max="100000" '
               f'inputmode="numeric" placeholder="51…" data-rerender></label></div>')
    levels = bot_levels()
    bl = s.bot_list()
    bots = []
    for seat in range(1, s.n):
        name = tr("seat_" + pos_of(s.n, seat), lang)
        o = "".join(f'<option value="{lv}"{" selected" if lv == bl[seat - 1] else ""}>{tr("level_" + lv, lang)}</option>'
                    for lv in levels)
        bots.append(f'<label>{escape(name)} <select name="bot{seat}">{o}</select></label>')
    out.append(f'<fieldset><legend>{tr("bots", lang)}</legend><div class="row">{"".join(bots)}</div></fieldset>')
    speeds = "".join(f'<option value="{sp}"{" selected" if sp == s.speed else ""}>{tr("speed_" + sp, lang)}</option>'
                     for sp in SPEEDS)
    langs = "".join(f'<option value="{lg}"{" selected" if lg == lang else ""}>{lg.upper()}</option>' for lg in LANGS)
    out.append(f'<div class="row"><label>{tr("name", lang)} <input name="name" maxlength="24" '
               f'value="{escape(s.name)}" autocomplete="nickname"></label>'
               f'<label>{tr("speed", lang)} <select name="speed">{speeds}</select></label>'
               f'<label>{tr("seed", lang)} <input name="seed" maxlength="40" value="{escape(s.seed or "")}"></label>'
               f'<label>{tr("lang", lang)} <select name="lang" data-rerender>{langs}</select></label></div>')
    checked = " checked" if s.auto_bella else ""
    out.append(f'<div class="row"><label class="opt"><input type="checkbox" name="auto_bella"{checked}> '
               f'{tr("auto_bella", lang)}</label></div>')
    out.append(f'<details class="options"><summary>{tr("options", lang)}</summary>')
    for g in GROUPS:
        specs = [sp for sp in O.OPTION_SPECS if sp.group == g]
        items = []
        for sp in specs:
            cur = getattr(opts, sp.name)
            pdef = getattr(base, sp.name)
            o = "".join(f'<option value="{val}"{" selected" if val == cur else ""}>{escape(value_label(val, lang))}'
                        f'{" · " + tr("default", lang) if val == pdef else ""}</option>' for val in sp.values)
            items.append(f'<div class="opt-row"><label>{escape(option_label(sp.name, lang))} '
                         f'<select name="opt-{sp.name}">{o}</select></label>'
                         f'<small>{escape(option_help(sp.name, lang))}</small></div>')
        out.append(f'<fieldset><legend>{tr("group_" + g, lang)}</legend>{"".join(items)}</fieldset>')
    out.append("</details>")
    btns = [f'<button type="button" class="primary" data-action="start">{tr("start", lang)}</button>']
    if app.match is not None and not app.match.finished:
        btns.append(f'<button type="button" data-action="resume">{tr("resume", lang)}</button>')
    btns.append(f'<button type="button" data-action="import-record">{tr("import", lang)}</button>')
    out.append('<div class="row actions">' + "".join(btns) + "</div></form>")
    return "".join(out)


def _val(sel: str) -> str | None:
    el = js.document.querySelector(sel)
    return None if nil(el) else str(el.value)


def read_setup_form(app: App) -> Settings | None:
    if nil(js.document.getElementById("setup")):
        return None
    old = app.settings
    s = Settings(**{**old.to_dict(), "overrides": dict(old.overrides), "bots": list(old.bots)})
    mode = _val('[name="mode"]:checked') or s.mode
    preset = _val('[name="preset"]') or s.preset
    s.mode = mode if mode in O.MODES else s.mode
    s.preset = preset if preset in O.PRESETS else s.preset
    changed_table = s.mode != old.mode or s.preset != old.preset
    if changed_table:
        s.overrides = {}
    else:
        base = O.preset_options(s.mode, s.preset)
        over: dict[str, Any] = {}
        for sp in O.OPTION_SPECS:
            v = _val(f'[name="opt-{sp.name}"]')
            if v is not None and v in sp.values and v != getattr(base, sp.name):
                over[sp.name] = v
        t = _val('[name="target"]')
        custom = (_val('[name="target_custom"]') or "").strip()
        try:
            target = O.parse_target(custom) if custom else (O.parse_target(t) if t else base.target)
        except O.OptionError:
            target = base.target
        if target != base.target:
            over["target"] = target
        s.overrides = over
    levels = bot_levels()
    bots = []
    for seat in range(1, s.n):
        v = _val(f'[name="bot{seat}"]')
        bots.append(v if v in levels else (old.bot_list()[seat - 1] if seat - 1 < len(old.bot_list()) else levels[0]))
    s.bots = bots
    s.name = (_val('[name="name"]') or "").strip()[:24]
    sp = _val('[name="speed"]')
    s.speed = sp if sp in SPEEDS else s.speed
    seed = (_val('[name="seed"]') or "").strip()
    s.seed = seed if seed and len(seed) <= 40 and all(ch.isalnum() or ch in "-_" for ch in seed) else None
    box = js.document.querySelector('[name="auto_bella"]')
    s.auto_bella = bool(box.checked) if not nil(box) else s.auto_bella
    lg = _val('[name="lang"]')
    if lg in LANGS and lg != app.lang:
        app.lang = lg
    return s


_ = (SUIT_CHAR, suit_svg, back_span)
