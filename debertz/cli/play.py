"""``python -m debertz play``: a match in the terminal, one human seat against bots.

Type actions in record notation: a card (``JH``, ``TS``), ``pass``, ``take``, ``trump:S``,
``swap7``, ``redeal``, ``bella``; ``?`` lists the legal actions, ``quit`` (or end of input) stops.
"""

from __future__ import annotations

import argparse
import sys
from typing import Callable, TextIO

from .. import actions as A
from ..bots import DEFAULT_LEVEL, LEVELS, get_bot
from ..cards import SUIT_NAMES, bits, card_name
from ..match import Match
from ..options import MODES, SEATS, make_options, parse_target_text
from ..view import SeatView

SEAT_NAMES = ("South", "West", "North", "East")


def seat_name(seat: int, human: int, n: int) -> str:
    if seat == human:
        return "You"
    if n == 2:
        return "Opponent"
    if n == 3:
        return ("You", "Left", "Right")[(seat - human) % 3]
    return SEAT_NAMES[(seat - human) % 4]


def hand_text(mask: int, trump: int | None) -> str:
    suits: list[str] = []
    order = [trump] if trump is not None else []
    order += [s for s in range(4) if s != trump]
    for s in order:
        cards = [c for c in bits(mask) if c >> 3 == s]
        if cards:
            suits.append(" ".join(card_name(c) for c in reversed(cards)))
    return "   ".join(suits) or "(empty)"


def describe(view: SeatView, m: Match) -> str:
    n, me = view.n, view.seat
    lines = []
    trump = "not fixed yet" if view.trump is None else SUIT_NAMES[view.trump]
    decl = "" if view.declarer is None else f" (declarer: {seat_name(view.declarer, me, n)})"
    lines.append(f"Trump: {trump}{decl}.  Turn-up: {card_name(view.turn_up)}.")
    opened = []
    if view.table_card is not None and view.phase != "bidding":
        opened.append(f"on the table {card_name(view.table_card)}")
    if view.second_open is not None:
        opened.append(f"stock card {card_name(view.second_open)}")
    if opened:
        lines.append("Open cards: " + ", ".join(opened) + ".")
    if view.trick:
        lines.append("Trick: " + ", ".join(f"{seat_name(s, me, n)} {card_name(c)}" for s, c in view.trick))
    elif view.last_trick and view.last_winner is not None:
        lines.append("Last trick: " + ", ".join(f"{seat_name(s, me, n)} {card_name(c)}" for s, c in view.last_trick)
                     + f" — taken by {seat_name(view.last_winner, me, n)}")
    if view.phase == "play":
        lines.append("Tricks: " + ", ".join(f"{seat_name(s, me, n)} {view.tricks[s]}" for s in range(n)))
    if view.shown:
        lines.append("Sequences shown: " + "; ".join(
            f"{seat_name(r.seat, me, n)} {' '.join(card_name(c) for c in bits(r.mask))}" for r in view.shown)
            + (f" ({view.sequence_reason})" if view.sequence_reason else ""))
    if view.bella_by is not None:
        lines.append(f"Bella announced by {seat_name(view.bella_by, me, n)}.")
    lines.append("Your hand: " + hand_text(view.hand, view.trump))
    return "\n".join(lines)


def score_line(m: Match, human: int) -> str:
    parts = []
    for side in range(m.n_sides):
        if m.pairs:
            name = "You and North" if side == m.side_of(human) else "West and East"
        else:
            name = seat_name(side, human, m.n)
        parts.append(f"{name} {m.scores[side]}")
    hang = f", hanging {m.hanging}" if m.hanging else ""
    return "Scores: " + ", ".join(parts) + hang


def deal_summary(m: Match, human: int) -> str:
    h = m.history[-1]
    if h.outcome == "redeal":
        return "The cards are thrown in: redeal."
    if h.outcome == "debertz":
        assert h.debertz_seat is not None
        return f"Деберц! {seat_name(h.debertz_seat, human, m.n)} holds seven trumps in a row and wins the match."
    names = [("your side" if s == m.side_of(human) else "the other side") if m.pairs else seat_name(s, human, m.n)
             for s in range(m.n_sides)]
    totals = ", ".join(f"{names[s]} {h.points[s]}" for s in range(m.n_sides))
    rec = ", ".join(f"{names[s]} {h.recorded[s] + h.penalties[s]:+d}" for s in range(m.n_sides))
    return f"Deal over: {h.outcome}. Totals: {totals}. Recorded: {rec}."


def main(argv: list[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m debertz play", description=__doc__)
    ap.add_argument("--mode", default="2", choices=MODES)
    ap.add_argument("--level", default=DEFAULT_LEVEL, choices=LEVELS, help=f"the bots' level (default {DEFAULT_LEVEL})")
    ap.add_argument("--seed", type=int, default=None, help="match seed (default random)")
    ap.add_argument("--target", default=None, help="301, 501, 1001, any number >= 51, or one_deal")
    ap.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    args = ap.parse_args(argv)
    inp = stdin if stdin is not None else sys.stdin
    out = stdout if stdout is not None else sys.stdout

    def say(text: str) -> None:
        print(text, file=out, flush=True)

    overrides = {"target": parse_target_text(args.target)} if args.target is not None else None
    opts = make_options(args.mode, "classic", overrides)
    m = Match(args.mode, opts, seed=args.seed)
    n = SEATS[args.mode]
    human = args.seat % n
    bots = {s: get_bot(args.level, f"{m.seed}:{s}") for s in range(n) if s != human}
    say(f"Debertz, mode {args.mode}, target {opts.target}, bots: {args.level}, seed {m.seed}. "
        "Type ? for the legal actions, quit to stop.")
    read: Callable[[], str] = inp.readline
    shown_deal = -1
    while not m.finished:
        if m.deal_over:
            say(deal_summary(m, human))
            say(score_line(m, human))
            if m.finished:
                break
            m.next_deal()
            continue
        if len(m.deals) != shown_deal:
            shown_deal = len(m.deals)
            say(f"\n=== Deal {shown_deal}: dealer {seat_name(m.deal.dealer, human, n)} ===")
        seat = m.current_player()
        assert seat is not None
        if seat != human:
            action = bots[seat].choose(m.view(seat))
            m.apply(action)
            say(f"{seat_name(seat, human, n)}: {A.action_label(action)}")
            continue
        view = m.view(human)
        say("")
        say(describe(view, m))
        legal = ", ".join(A.action_str(a) for a in view.legal)
        while True:
            out.write("Your action> ")
            out.flush()
            line = read()
            if not line:
                say("\nEnd of input: the match is abandoned.")
                return 0
            text = line.strip()
            if text in ("quit", "exit", "q"):
                say("Match abandoned.")
                return 0
            if text in ("?", "help", ""):
                say("Legal: " + legal)
                continue
            low = text.lower()
            if low.startswith("trump:"):
                text = "trump:" + low[6:].upper()
            elif low in ("pass", "take", "swap7", "redeal", "bella"):
                text = low
            else:
                text = text.upper().replace("10", "T")
            try:
                action = A.parse_action(text)
            except A.ActionSyntaxError as e:
                say(str(e))
                continue
            why = m.why_illegal(action, human)
            if why is not None:
                say(f"Not allowed: {why}. Legal: {legal}")
                continue
            m.apply(action)
            break
    if m.finished:
        winner = m.winner
        if winner is None:
            say("The match is over.")
        elif winner == m.side_of(human):
            say("You win the match!")
        else:
            say("You lose the match.")
        say(score_line(m, human))
    return 0
