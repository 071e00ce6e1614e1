"""The replay viewer: one deal step by step, all hands face up (or only the person's), the trick,
the running card points, sequences, bella and the result (from :class:`ReplayFacts` only)."""
from __future__ import annotations

from debertz.cards import SUITS, bits

from ..cards import back_span, card_span, suit_badge
from ..i18n import tr
from ..learn import ReplayFacts
from .hand import SUIT_CYCLE
from .html import escape
from .names import Ctx, describe_action, pos_of, run_text, seat_name, side_name
from .numbers import scores_text, signed


def hand_order(hand: int, trump: int | None) -> list[int]:
    """A hand as the person's own is sorted: trumps first, colours alternating, high to low."""
    order = SUIT_CYCLE
    if trump is not None:
        i = order.index(trump)
        order = order[i:] + order[:i]
    return sorted(bits(hand), key=lambda c: (order.index(c >> 3), -(c & 7)))


def button(action: str, label: str, icon: str, disabled: bool = False) -> str:
    dis = " disabled" if disabled else ""
    return (f'<button type="button" data-action="{action}" title="{escape(label)}" aria-label="{escape(label)}"{dis}>'
            f'<span aria-hidden="true">{icon}</span></button>')


def replay_panel(r: ReplayFacts, base: Ctx) -> str:
    # a past match may be of another mode than the current one, and played by other people (learn.viewer_people)
    bots_only = r.source == "daily"
    c = Ctx(base.lang, base.name, r.n, r.pairs, r.people)
    lang = c.lang
    step, steps = r.step, r.steps
    points = ",".join(str(p) for p in r.card_points)
    title = tr("daily_yesterday", lang) if bots_only else tr("replay_title", lang, n=r.number)
    head = (f'<div class="replay-head"><h2 id="replay-title">{escape(title)}</h2>'
            + button("replay-prev-deal", tr("replay_prev_deal", lang), "‹", r.number <= 1)
            + button("replay-next-deal", tr("replay_next_deal", lang), "›", r.number >= r.deals)
            + "</div>")
    secret = f'<p class="replay-secret">{tr("replay_secret", lang)}</p>' if r.secret else ""
    seats = "".join(seat_row(c, r, s) for s in range(r.n))
    said = escape(describe_action(c, r.last[0], r.last[1], r.turn_up)) if r.last is not None else tr("replay_dealt", lang)
    pts = " · ".join(f'{escape(side_name(c, s))} {p}' for s, p in enumerate(r.card_points))
    facts = [f'<div class="replay-points"><span class="lbl">{tr("replay_points", lang)}</span> '
             f'<span data-points="{points}">{pts}</span></div>']
    if r.trump is not None and r.declarer is not None:
        facts.append(f'<div class="replay-trump"><span class="lbl">{tr("trump", lang)}</span> {suit_badge(SUITS[r.trump])} '
                     f'· {tr("declarer", lang)}: {escape(seat_name(c, r.declarer))}</div>')
    # the cards face up on the table, as the players saw them all deal: in no hand, so no other place shows them
    shown = [(key, card) for key, card in (("turn_up", r.table_card), ("open_card", r.second_open)) if card is not None]
    if shown:
        facts.append('<div class="replay-open">' + " · ".join(
            f'<span class="lbl">{tr(key, lang)}</span> {card_span(card, lang, "small")}' for key, card in shown)
            + '</div>')
    facts.append(sequences(c, r))
    if r.bella_by is not None:
        facts.append(f'<div class="replay-bella"><span class="lbl">{tr("replay_bella", lang)}</span> '
                     f'{escape(seat_name(c, r.bella_by))} {bella_mark(r, lang)}</div>')
    facts.append(result(c, r))
    pos = tr("replay_step", lang, step=step, steps=steps)
    controls = ('<div class="replay-controls">'
                + button("replay-start", tr("replay_start", lang), "|◀", step == 0)
                + button("replay-prev", tr("replay_prev", lang), "◀", step == 0)
                + f'<input type="range" id="replay-slider" min="0" max="{steps}" value="{step}" step="1" '
                  f'aria-label="{tr("replay_slider", lang)}" aria-valuetext="{pos}">'
                + button("replay-next", tr("replay_next", lang), "▶", step >= steps)
                + button("replay-end", tr("replay_end", lang), "▶|", step >= steps)
                + f'<span class="replay-pos" aria-live="polite">{pos}</span></div>')
    hands = ""
    if not r.secret:
        hands = ('<div class="replay-switch" role="group">'
                 f'<button type="button" data-action="replay-all" aria-pressed="{str(r.all_hands).lower()}">'
                 f'{tr("replay_all_hands", lang)}</button>'
                 + ("" if c.people else  # "my hand" is seat 0's: nobody's at several people's table or the bots'
                    f'<button type="button" data-action="replay-mine" aria-pressed="{str(not r.all_hands).lower()}">'
                    f'{tr("replay_my_hand", lang)}</button>')
                 + f'<button type="button" data-action="coach">{tr("coach", lang)}</button>'
                 f'<button type="button" data-action="replay-share">{tr("replay_share", lang)}</button></div>')
        if r.share:
            hands += f'<p class="replay-share"><a id="replay-link" href="{escape(r.share)}">{escape(r.share)}</a></p>'
    return (f'<div id="replay" class="replay n{r.n}" data-deal="{r.number}" data-step="{step}" data-steps="{steps}" '
            f'data-source="{r.source}" aria-labelledby="replay-title">{head}{secret}{controls}'
            f'<div class="replay-table">{seats}{trick(c, r)}</div>'
            f'<p class="replay-last" data-last="{step}">{said}</p>'
            f'<div class="replay-facts">{"".join(facts)}</div>{hands}</div>')


def seat_row(c: Ctx, r: ReplayFacts, seat: int) -> str:
    lang = c.lang
    shown = r.shown[seat]
    if shown is not None:
        cards = "".join(card_span(x, lang, "small") for x in hand_order(shown, r.trump))
    else:
        cards = "".join(back_span("small") for _ in range(r.counts[seat]))
    turn = " turn" if r.turn == seat else ""
    return (f'<div class="replay-seat pos-{pos_of(r.n, seat, c.me)}{turn}" data-seat="{seat}" '
            f'data-open="{"1" if shown is not None else "0"}">'
            f'<span class="name">{escape(seat_name(c, seat))}</span> <span class="tricks">✓{r.tricks[seat]}</span>'
            f'<div class="cards">{cards}</div></div>')


def trick(c: Ctx, r: ReplayFacts) -> str:
    inner = "".join(f'<div class="rp-played{" win" if r.trick_done and s == r.last_winner else ""}" data-seat="{s}">'
                    f'<span class="who">{escape(seat_name(c, s))}</span>{card_span(x, c.lang, "small")}</div>'
                    for s, x in r.trick)
    return f'<div class="replay-trick{" done" if r.trick_done else ""}" role="group" aria-label="{tr("trick", c.lang)}">{inner}</div>'


def sequences(c: Ctx, r: ReplayFacts) -> str:
    lang = c.lang
    if not r.declared:
        return (f'<div class="replay-seqs"><span class="lbl">{tr("replay_sequences", lang)}</span> '
                f'{tr("replay_no_sequences", lang)}</div>')
    scoring = set(r.scoring)
    items = []
    for run in r.declared:
        # the senior runs score only if their owner's side takes a trick: said as scoring once the deal is over
        word = tr("replay_seq_scores" if r.result is not None else "replay_seq_senior", lang)
        mark = f' <b class="scores">✓ {word}</b>' if run in scoring else ""
        items.append(f'<li>{run_text(c, run.seat, run.suit, run.low, run.length, r.hundred)}{mark}</li>')
    return (f'<div class="replay-seqs"><span class="lbl">{tr("replay_sequences", lang)}</span>'
            f'<ul>{"".join(items)}</ul></div>')


def bella_mark(r: ReplayFacts, lang: str) -> str:
    """Whether the announced bella scores: only if its side takes a trick, so said as counted or not once the
    deal is over (its totals), and as depending on that before."""
    assert r.bella_side is not None
    totals = r.result.totals if r.result is not None else None
    if totals is None:
        return f'<span class="bella-when">({escape(tr("replay_bella_if", lang))})</span>'
    if totals.bella[r.bella_side]:
        return f'<b class="scores">✓ {escape(tr("replay_seq_scores", lang))}</b>'
    return f'<span class="bella-when">({escape(tr("replay_bella_lost", lang))})</span>'


def result(c: Ctx, r: ReplayFacts) -> str:
    h = r.result
    if h is None:
        return ""
    lang = c.lang
    scores = ",".join(str(x) for x in h.scores_after)
    cells = " · ".join(f'{escape(side_name(c, s))} {signed(h.recorded[s] + h.penalties[s])}' for s in range(len(h.recorded)))
    return (f'<div class="replay-result" data-outcome="{h.outcome}" data-scores="{scores}">'
            f'<span class="lbl">{tr("replay_result", lang)}:</span> {tr("outcome_word_" + h.outcome, lang)}\u00a0— {cells}'
            f' → <span class="score">{scores_text(h.scores_after)}</span></div>')
