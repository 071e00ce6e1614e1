"""A small fast simulator of the card play of one deal, the play-out policy, and exact search.

The search bots build one :class:`World` per sampled deal (all hands known inside the sample),
then evaluate moves by play-outs with :func:`policy_card` or by alpha-beta near the end.
Values are what decides the deal for the seat's side: what every side records (made, bait,
hanging, bait penalty, ski), as the seat's side minus the mean of the other sides.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Literal, Sequence

from ..cards import FULL_MASK
from ..combinations import bella_cards, judge_sequences, runs_in_hand, sequence_points
from ..deal import legal_mask
from ..options import SEATINGS, BaitPenalty, Options
from ..scoring import settle, ski_penalty
from .tables import COST, HIGHER, PTS, STR, SUIT


@dataclass
class ScoreCtx:
    """Everything besides card play that the deal's result depends on, for one world."""

    n: int
    n_sides: int
    side_of: tuple[int, ...]
    partner: tuple[int, ...]  # partner[seat], -1 without partners
    me_side: int
    declarer_side: int
    seq_side: int | None  # fixed senior side, or None
    seq_tied: tuple[int, ...]  # sides tied for senior when the last trick decides (else ())
    seq_pts: tuple[int, ...]  # per side: its sequence points if it is senior
    bella_side: int | None
    hanging: int
    baits: tuple[int, ...]
    bait_split: bool
    bait_rule: BaitPenalty
    ski: int  # penalty for a side taking no trick (0 when off)

    def value(self, pts: Sequence[int], tricks: Sequence[int], last_side: int) -> float:
        """The deal's value for ``me_side`` given each side's card points and tricks and who took the last:
        the totals of docs/rules.md §8 (a fast copy of ``Deal.totals``, bound to it by tests/bots/test_rules_bound.py),
        then the engine's own :func:`~debertz.scoring.settle`."""
        tot = list(pts)
        tot[last_side] += 10
        side = self.seq_side
        if side is None and self.seq_tied and last_side in self.seq_tied:
            side = last_side
        if side is not None and tricks[side]:
            tot[side] += self.seq_pts[side]
        b = self.bella_side
        if b is not None and tricks[b]:
            tot[b] += 20
        _, rec, pen, _, _ = settle(tot, tricks, self.declarer_side, self.hanging,
                                   self.baits[self.declarer_side], self.bait_split, self.bait_rule, self.ski)
        me = self.me_side
        k = self.n_sides
        mine = rec[me] + pen[me]
        if k == 2:
            return mine - rec[1 - me] - pen[1 - me]
        return mine - (sum(rec) + sum(pen) - mine) / (k - 1)


def make_ctx(options: Options, mode: str, n: int, me: int, declarer: int, full_hands: Sequence[int],
             trump: int, order: Sequence[int], bella_seat: int | None, hanging: int,
             baits: Sequence[int]) -> ScoreCtx:
    """``full_hands``: each seat's complete hand (at its first card), for sequences."""
    seating = SEATINGS[mode]
    pairs, side_of, k = seating.pairs, seating.side_of, seating.n_sides
    runs = [r for s in range(n) for r in runs_in_hand(s, full_hands[s])]
    seq_pts = [0] * k
    for r in runs:
        seq_pts[side_of[r.seat]] += sequence_points(r.length, options.hundred)
    verdict = judge_sequences(runs, side_of, options.equal_sequences, trump, order, None, None)
    seq_side = verdict.side
    tied: tuple[int, ...] = ()
    if seq_side is None and options.equal_sequences == "last_trick" and len(verdict.tied_sides) > 1:
        tied = verdict.tied_sides
    partner = tuple(-1 if p is None else p for p in seating.partner)
    return ScoreCtx(n, k, side_of, partner, side_of[me], side_of[declarer], seq_side, tied, tuple(seq_pts),
                    None if bella_seat is None else side_of[bella_seat], hanging,
                    tuple(baits) if baits else (0,) * k, options.bait_to == "split", options.bait_penalty,
                    ski_penalty(options, pairs))


def bella_holder(full_hands: Sequence[int], trump: int) -> int | None:
    kq = bella_cards(trump)
    for s, h in enumerate(full_hands):
        if h & kq == kq:
            return s
    return None


class World:
    """The card play of one deal from some point on, every hand known.  Mutable; copy with clone()."""

    __slots__ = ("n", "pairs", "trump", "hands", "trick", "leader", "win_seat", "win_card", "win_str",
                 "turn", "pts", "tricks", "left", "last_side", "overtrump", "relief", "side_of", "partner", "ctx")

    def __init__(self, n: int, pairs: bool, trump: int, hands: list[int], trick: list[int], leader: int,
                 turn: int, pts: list[int], tricks: list[int], left: int, options: Options,
                 ctx: ScoreCtx) -> None:
        self.n, self.pairs, self.trump = n, pairs, trump
        self.hands = hands
        self.trick = trick  # cards of the current trick, the leader's first
        self.leader = leader
        self.turn = turn
        self.pts = pts  # per side
        self.tricks = tricks  # per side
        self.left = left  # tricks still to complete
        self.last_side = -1
        self.overtrump = options.overtrump
        self.relief = options.partner_relief
        self.side_of = ctx.side_of
        self.partner = ctx.partner
        self.ctx = ctx
        self.win_seat = self.win_card = self.win_str = -1
        if trick:
            strength = STR[trump][trick[0] >> 3]
            for i, c in enumerate(trick):
                if strength[c] > self.win_str:
                    self.win_seat, self.win_card, self.win_str = (leader + i) % n, c, strength[c]

    def clone(self) -> World:
        w = World.__new__(World)
        w.n, w.pairs, w.trump = self.n, self.pairs, self.trump
        w.hands = list(self.hands)
        w.trick = list(self.trick)
        w.leader, w.turn = self.leader, self.turn
        w.pts, w.tricks = list(self.pts), list(self.tricks)
        w.left, w.last_side = self.left, self.last_side
        w.overtrump, w.relief, w.side_of, w.partner, w.ctx = (self.overtrump, self.relief, self.side_of,
                                                              self.partner, self.ctx)
        w.win_seat, w.win_card, w.win_str = self.win_seat, self.win_card, self.win_str
        return w

    def legal(self) -> int:
        """The engine's rule (:func:`~debertz.deal.legal_mask`) for the seat on turn."""
        trick = self.trick
        if not trick:
            return self.hands[self.turn]
        return legal_mask(self.hands[self.turn], trick[0] >> 3, self.trump, self.win_card,
                          self.win_seat == self.partner[self.turn], self.overtrump, self.relief)

    def play(self, c: int) -> None:
        seat = self.turn
        self.hands[seat] &= ~(1 << c)
        trick = self.trick
        trick.append(c)
        s = STR[self.trump][trick[0] >> 3][c]
        if s > self.win_str:
            self.win_seat, self.win_card, self.win_str = seat, c, s
        n = self.n
        if len(trick) < n:
            self.turn = (seat + 1) % n
            return
        w = self.win_seat
        side = self.side_of[w]
        p = PTS[self.trump]
        self.pts[side] += sum(p[x] for x in trick)
        self.tricks[side] += 1
        self.left -= 1
        self.last_side = side
        self.trick = []
        self.leader = self.turn = w
        self.win_seat = self.win_card = self.win_str = -1

    def value(self) -> float:
        return self.ctx.value(self.pts, self.tricks, self.last_side)

    def playout(self) -> float:
        """Play to the end with the policy; the deal's value for the context's side."""
        while self.left:
            self.play(policy_card(self, self.legal()))
        return self.value()

    def playout_public(self, void: Sequence[int], gone: int, who: int = -1, plan: Plan | None = None,
                       planners: int = -1) -> float:
        """Play to the end with the policy, the seats in ``who`` (a bit per seat; default all) choosing from
        what they could know: their own hand, the cards gone (played or open: ``gone``) and the suits each
        seat has shown it lacks (``void``, kept up to date as the play goes on), not the other hands; the
        other seats see every hand, as in :meth:`playout`.  The seats in both ``who`` and ``planners`` lead
        by ``plan`` when given (:data:`Plan`; the others always by the policy's own).  The deal's value for the
        context's side."""
        n, trump = self.n, self.trump
        tmask = SUIT[trump]
        voids = list(void)
        hands = self.hands
        while self.left:
            seat = self.turn
            legal = self.legal()
            trick = self.trick
            if not who >> seat & 1:
                c = policy_card(self, legal)
            elif legal & (legal - 1):
                unseen = FULL_MASK & ~gone & ~hands[seat]
                poss = [unseen & ~voids[x] for x in range(n)]
                poss[seat] = hands[seat]
                c = choose(legal, trick, self.leader, self.win_seat, self.win_card, self.win_str, seat, n,
                           self.pairs, trump, poss, self.side_of[seat] == self.ctx.declarer_side,
                           plan if planners >> seat & 1 else None)
            else:
                c = legal.bit_length() - 1
            if trick:
                led = trick[0] >> 3
                if c >> 3 != led:
                    voids[seat] |= SUIT[led]
                    if c >> 3 != trump and not (self.win_seat == self.partner[seat] and self.relief == "no_ruff"):
                        voids[seat] |= tmask
            gone |= 1 << c
            self.play(c)
        return self.value()


# Who in a play-out decides from its own knowledge instead of seeing every hand: nobody, the side of the
# bot whose decision it is (its own later cards, and its partner's), or every seat.
Deciders = Literal["nobody", "own_side", "everyone"]


def deciders_mask(deciders: Deciders, side_of: Sequence[int], me: int) -> int:
    """The seats (a bit per seat) that decide from their own knowledge in a play-out for seat ``me``."""
    if deciders == "everyone":
        return (1 << len(side_of)) - 1
    if deciders == "own_side":
        return sum(1 << s for s, side in enumerate(side_of) if side == side_of[me])
    return 0


def _low(mask: int, cost: Sequence[int]) -> int:
    best, bc = -1, 1 << 30
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        if cost[c] < bc:
            best, bc = c, cost[c]
    return best


def _high(mask: int, value: Sequence[int]) -> int:
    """The card of ``mask`` with the highest ``value`` (the lowest index of equals), as _low the lowest."""
    best, bv = -1, -1
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        if value[c] > bv:
            best, bv = c, value[c]
    return best


def _high_points(mask: int, trump: int) -> int:
    """The non-trump card worth most (else the cheapest trump)."""
    plain = mask & ~SUIT[trump]
    if not plain:
        return _low(mask, COST[trump])
    return _high(plain, COST[trump])


def can_beat(poss: int, card: int, led: int, trump: int) -> bool:
    """Whether a player who may hold ``poss`` could beat ``card`` in a trick led in ``led``."""
    if card >> 3 == trump:
        if led != trump and poss & SUIT[led]:
            return False
        return bool(poss & HIGHER[trump][card])
    if poss & SUIT[led]:
        return bool(poss & HIGHER[trump][card])
    return bool(poss & SUIT[trump])


# Tunables of the rule-of-thumb policy (module level: measured with the arena).
PULL_TRUMPS = 1  # lead the master trump: 0 never, 1 only when declaring, 2 also with two or more trumps
LOW_LEAD = False  # without a master to lead: a low card from the shortest suit (else the best points)


# How the rule-of-thumb policy leads, other than by its module settings: (when to pull trumps, as PULL_TRUMPS;
# whether to lead low from the shortest suit when no master can be led, as LOW_LEAD). None: the settings.
Plan = tuple[int, bool]


def choose(legal: int, trick: Sequence[int], leader: int, win_seat: int, win_card: int, win_str: int,
           seat: int, n: int, pairs: bool, trump: int, poss: Sequence[int], declaring: bool,
           plan: Plan | None = None) -> int:
    """The rule-of-thumb card: the play-out policy (exact ``poss``) and the normal bot (possible cards)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    pull, low_lead = (PULL_TRUMPS, LOW_LEAD) if plan is None else plan
    cost = COST[trump]
    higher = HIGHER[trump]
    tmask = SUIT[trump]
    partner = (seat + 2) % 4 if pairs else -1
    opp = 0
    for s in range(n):
        if s != seat and s != partner:
            opp |= poss[s]
    if not trick:
        # lead: pull trumps with the master trump when declaring; then plain masters; else low
        my_t = legal & tmask
        opp_t = opp & tmask
        if my_t and opp_t:
            top = _high(my_t, STR[trump][trump])  # the strongest trump
            if not (higher[top] & opp_t) and pull and (
                    declaring or (pull == 2 and bin(my_t).count("1") >= 2)):
                return top
        plain = legal & ~tmask
        best, bp = -1, -1
        m = plain
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if higher[c] & opp:
                continue
            suit = c >> 3
            # a master is only safe when no opponent can ruff it
            safe = True
            if opp_t:
                for s in range(n):
                    if s != seat and s != partner and not (poss[s] & SUIT[suit]) and poss[s] & tmask:
                        safe = False
                        break
            if safe and PTS[trump][c] + 1 > bp:
                best, bp = c, PTS[trump][c] + 1
        if best >= 0:
            return best
        if plain and not low_lead:
            return _high_points(plain, trump)
        if plain:
            # low card from the shortest plain suit (to create a void), cheapest within it
            bestc, key = -1, (99, 1 << 30)
            m = plain
            while m:
                low = m & -m
                c = low.bit_length() - 1
                m ^= low
                k = (bin(legal & SUIT[c >> 3]).count("1"), cost[c])
                if k < key:
                    bestc, key = c, k
            return bestc
        return _low(legal, cost)
    led = trick[0] >> 3
    pos = len(trick)
    strength = STR[trump][led]
    later_opp = 0
    for i in range(pos + 1, n):
        s = (leader + i) % n
        if s != partner:
            later_opp |= 1 << s
    def beatable(card: int) -> bool:
        m = later_opp
        while m:
            low = m & -m
            s = low.bit_length() - 1
            m ^= low
            if can_beat(poss[s], card, led, trump):
                return True
        return False
    if win_seat == partner:
        if not beatable(win_card):
            return _high_points(legal, trump)
    winners = 0
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if strength[c] > win_str:
            winners |= low
    if winners and win_seat != partner:
        sure = 0
        m = winners
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if not beatable(c):
                sure |= low
        if sure:
            c = _low(sure, cost)
            if c >> 3 != trump or sum(PTS[trump][x] for x in trick) + PTS[trump][c] >= 10 or pos == n - 1 \
                    or not (legal & ~tmask):
                return c
    return _low(legal, cost)


def policy_card(w: World, legal: int) -> int:
    seat = w.turn
    return choose(legal, w.trick, w.leader, w.win_seat, w.win_card, w.win_str, seat, w.n, w.pairs, w.trump,
                  w.hands, w.side_of[seat] == w.ctx.declarer_side)


def _order_moves(w: World, legal: int) -> list[int]:
    first = policy_card(w, legal)
    out = [first]
    m = legal & ~(1 << first)
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


class SearchAbort(Exception):
    """The exact search went over its node budget."""


def alphabeta(w: World, alpha: float, beta: float, me_side: int, nodes: list[float]) -> float:
    """Exact value of the world for ``me_side`` (others minimise it: paranoid in modes 3 and 4).

    ``nodes`` is ``[count, budget, deadline]`` (deadline 0: none): past the budget or the deadline
    :class:`SearchAbort` is raised (the world is then left in an undefined state)."""
    if not w.left:
        return w.value()
    nodes[0] += 1
    if nodes[0] > nodes[1] or (nodes[2] and not int(nodes[0]) & 511 and time.perf_counter() > nodes[2]):
        raise SearchAbort
    legal = w.legal()
    maximize = w.side_of[w.turn] == me_side
    snap = (w.hands[w.turn], list(w.trick), w.leader, w.turn, w.win_seat, w.win_card, w.win_str,
            list(w.pts), list(w.tricks), w.left, w.last_side)
    best = -1e9 if maximize else 1e9
    for c in _order_moves(w, legal):
        seat = snap[3]
        w.play(c)
        v = alphabeta(w, alpha, beta, me_side, nodes)
        (w.hands[seat], trick, w.leader, w.turn, w.win_seat, w.win_card, w.win_str, pts, tricks, w.left,
         w.last_side) = snap
        w.trick, w.pts, w.tricks = list(trick), list(pts), list(tricks)
        if maximize:
            if v > best:
                best = v
            if best > alpha:
                alpha = best
        else:
            if v < best:
                best = v
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    return best


def search_size(w: World) -> int:
    """A rough count of the play sequences left (to decide whether exact search is affordable)."""
    size = 1
    for h in w.hands:
        k = bin(h).count("1")
        for i in range(2, k + 1):
            size *= i
    return size
