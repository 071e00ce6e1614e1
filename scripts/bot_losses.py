"""Where the hard bot's card play loses: ``python scripts/bot_losses.py --mode 2 --matches 20``.

Plays matches of hard (side 0) against normal and, at every card hard chooses among two or more,
asks the oracle to rate every legal card in the true deal (the arena's oracle sees every hand).
The loss of a choice is the oracle's rating of its best card minus its rating of hard's card, in
points per deal for hard's side.  Losses are summed by role (declaring or defending side), by
place in the trick (lead or the n-th card to it) and by trick number, so one sees which kind of
decision the remaining gap to the oracle lies in.  Arena only: the oracle reads the whole deal.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from debertz import actions as A
from debertz.bots import get_bot
from debertz.bots.search import OracleBot
from debertz.match import Match
from debertz.options import SEATINGS, make_options


@dataclass
class Tally:
    decisions: int = 0
    loss: float = 0.0
    wrong: int = 0  # choices losing more than half a point


Key = tuple[str, str, str]


def losses(mode: str, matches: int, seed: int, samples: int, max_deals: int) -> dict[Key, Tally]:
    out: dict[Key, Tally] = {}
    oracle = OracleBot(0)
    seating = SEATINGS[mode]
    for k in range(matches):
        match_seed = seed * 100_000 + k
        m = Match(mode, make_options(mode, "classic", None), seed=match_seed)
        levels = ["hard" if seating.side_of[s] == 0 else "normal" for s in range(m.n)]
        bots = [get_bot(levels[s], match_seed * 7 + s, samples=samples, time_budget=None) for s in range(m.n)]
        deals = 0
        while not m.finished and deals < max_deals:
            if m.deal_over:
                deals += 1
                m.next_deal()
                continue
            seat = m.current_player()
            assert seat is not None
            view = m.view(seat)
            action = bots[seat].choose(view)
            cards = [a for a in view.legal if A.is_card(a)]
            if levels[seat] == "hard" and view.phase == "play" and A.is_card(action) and len(cards) > 1:
                assert view.declarer is not None
                ratings = oracle.rate_full(view, m.deal)
                loss = max(ratings.values()) - ratings[action]
                role = "declaring" if seating.side_of[view.declarer] == seating.side_of[seat] else "defending"
                place = "lead" if not view.trick else f"card {len(view.trick) + 1}"
                trick = sum(view.tricks) + 1
                key = (role, place, str(trick) if trick < 6 else "6+")
                t = out.setdefault(key, Tally())
                t.decisions += 1
                t.loss += loss
                t.wrong += loss > 0.5
            m.apply(action)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mode", default="2")
    ap.add_argument("--matches", type=int, default=20)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--samples", type=int, default=40, help="hard bot: worlds per decision")
    ap.add_argument("--deals", type=int, default=8, help="at most this many deals per match")
    args = ap.parse_args()
    table = losses(args.mode, args.matches, args.seed, args.samples, args.deals)
    total = sum(t.loss for t in table.values())
    count = sum(t.decisions for t in table.values())
    print(f"mode {args.mode}: {count} hard card choices among two or more, total loss {total:.0f} points "
          f"({total / max(count, 1):.2f} per choice)")
    groups: dict[tuple[str, str], Tally] = {}
    for (role, place, _), t in table.items():
        g = groups.setdefault((role, "lead" if place == "lead" else "follow"), Tally())
        g.decisions += t.decisions
        g.loss += t.loss
        g.wrong += t.wrong
    for (role, kind), g in sorted(groups.items(), key=lambda kv: -kv[1].loss):
        print(f"  {role:>9} {kind:<6}: {g.decisions:5d} choices, {100 * g.loss / max(total, 1e-9):5.1f}% of the loss, "
              f"{g.loss / g.decisions:5.2f} per choice, {g.wrong} lose over half a point")
    print("  by trick (role, place, trick: choices, loss per choice):")
    for key, t in sorted(table.items(), key=lambda kv: -kv[1].loss)[:12]:
        print(f"    {' '.join(key):<24} {t.decisions:5d} {t.loss / t.decisions:6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
