"""``python -m debertz arena``: one bot level against another on duplicate deals.

Every match seed is played once per seating (mode ``2`` and ``2x2``: the two seatings with the
levels exchanged; ``3``: all six ways to seat two levels; ``4``: A B A B and B A B A), so every
deck is played by both levels from both sides and card luck cancels.  Per mode it prints the
mean score difference per deal and side (A minus B: what a side records plus its penalties,
averaged over the seats of each level) with a 95% confidence interval over the duplicate
groups, the share of matches won by A, and the deals played.  Fixed seeds: reproducible.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..bots import ARENA_LEVELS, BASELINES, get_bot
from ..bots.base import Bot
from ..errors import DataError
from ..match import Match
from ..options import MODES, SEATINGS, SEATS, make_options, parse_target_text


def seatings(mode: str) -> list[tuple[str, ...]]:
    """Who sits where, as strings of ``A``/``B`` per seat."""
    n = SEATS[mode]
    if mode in ("2", "2x2"):
        return [("A", "B") * (n // 2), ("B", "A") * (n // 2)]
    if mode == "4":
        return [("A", "B", "A", "B"), ("B", "A", "B", "A")]
    return [p for p in itertools.product("AB", repeat=n) if "A" in p and "B" in p]


@dataclass
class Group:
    """One match seed played in every seating."""

    diff: float = 0.0  # sum over deals of (mean A side score - mean B side score)
    deals: int = 0
    a_wins: float = 0.0
    matches: int = 0
    fair_share: float = 0.0  # matches A would win at equal strength


@dataclass
class ModeResult:
    mode: str
    a: str
    b: str
    groups: list[Group] = field(default_factory=list)
    seconds: float = 0.0
    decisions: dict[str, list[float]] = field(default_factory=dict)
    roles: dict[str, list[float]] = field(default_factory=dict)  # see play_match
    seeds: list[int] = field(default_factory=list)  # the match seed of each group, in the groups' order

    @property
    def deals(self) -> int:
        return sum(g.deals for g in self.groups)

    def mean_ci(self) -> tuple[float, float]:
        """Mean difference per deal and the half-width of its 95% interval (ratio estimator)."""
        gs = [g for g in self.groups if g.deals]
        total = sum(g.deals for g in gs)
        if not total:
            return 0.0, math.inf
        mean = sum(g.diff for g in gs) / total
        k = len(gs)
        if k < 2:
            return mean, math.inf
        avg = total / k
        var = sum((g.diff - mean * g.deals) ** 2 for g in gs) / (k - 1) / k
        return mean, 1.96 * math.sqrt(var) / avg

    def win_rate(self) -> tuple[float, float]:
        m = sum(g.matches for g in self.groups)
        if not m:
            return 0.0, 0.0
        return sum(g.a_wins for g in self.groups) / m, sum(g.fair_share for g in self.groups) / m

    def to_json(self) -> dict[str, Any]:
        mean, half = self.mean_ci()
        wr, fair = self.win_rate()
        return {"mode": self.mode, "a": self.a, "b": self.b, "mean": mean, "ci95": half, "deals": self.deals,
                "matches": sum(g.matches for g in self.groups), "a_win_rate": wr, "fair_win_rate": fair,
                "groups": [[g.diff, g.deals, g.a_wins, g.matches, g.fair_share] for g in self.groups],
                "seconds": self.seconds, "roles": self.roles, "seeds": self.seeds}


def _make_bot(level: str, seed: int, budget: dict[str, Any]) -> Bot:
    """A bot of ``level``; ``budget`` holds the hard bot's options, and under ``"variants"`` named hard
    configurations to measure (``{"name": {option: value}}``, as ``scripts/bench_bots.py --variant``)."""
    variants: dict[str, dict[str, Any]] = budget.get("variants", {})
    budget = {k: v for k, v in budget.items() if k != "variants"}
    if level in variants:
        bot = get_bot("hard", seed, **{**budget, **variants[level]})
        bot.level = level
        return bot
    if level == "hard":
        return get_bot(level, seed, **budget)
    if level in BASELINES:
        return get_bot(level, seed, allow_oracle=True, **budget)
    return get_bot(level, seed, allow_oracle=True)


def play_match(mode: str, seating: Sequence[str], levels: dict[str, str], seed: int, target: int | str | None,
               budget: dict[str, Any], times: dict[str, list[float]] | None = None,
               max_deals: int = 60, roles: dict[str, list[float]] | None = None) -> tuple[list[float], int | None]:
    """Play one match; returns each played deal's A-minus-B difference and the winning side.

    ``roles``, when given, gathers per level: [deals declared, baits, points as declarer, deals
    defended, points as defender] (points: what the side records plus its penalties)."""
    opts = make_options(mode, "classic", {"target": target} if target is not None else None)
    m = Match(mode, opts, seed=seed)
    n = m.n
    bots = [_make_bot(levels[seating[s]], seed * 7 + s, budget) for s in range(n)]
    a_sides = sorted({m.side_of(s) for s in range(n) if seating[s] == "A"})
    b_sides = sorted({m.side_of(s) for s in range(n) if seating[s] == "B"})
    diffs: list[float] = []
    while not m.finished:
        if m.deal_over:
            if len(m.deals) >= max_deals:
                break
            m.next_deal()
            continue
        seat = m.current_player()
        assert seat is not None
        view = m.view(seat)
        bot = bots[seat]
        t0 = time.perf_counter()
        full = getattr(bot, "choose_full", None)  # the oracle sees the whole deal
        action = full(view, m.deal) if full is not None else bot.choose(view)
        if times is not None:
            times.setdefault(bot.level, []).append(time.perf_counter() - t0)
        m.apply(action)
        if m.deal_over:
            h = m.history[-1]
            if h.outcome in ("made", "bait", "hanging"):
                got = [h.recorded[i] + h.penalties[i] for i in range(m.n_sides)]
                diffs.append(sum(got[i] for i in a_sides) / len(a_sides)
                             - sum(got[i] for i in b_sides) / len(b_sides))
                if roles is not None and h.declarer is not None:
                    _count_roles(roles, m, h.declarer, h.outcome, got, [levels[x] for x in seating])
    return diffs, m.winner


def _count_roles(roles: dict[str, list[float]], m: Match, declarer: int, outcome: str, got: list[int],
                 level_of_seat: list[str]) -> None:
    d_side = m.side_of(declarer)
    r = roles.setdefault(level_of_seat[declarer], [0.0] * 5)
    r[0] += 1
    r[1] += outcome == "bait"
    r[2] += got[d_side]
    for side in range(m.n_sides):
        if side != d_side:
            seat = m.seating.seats_of(side)[0]
            r = roles.setdefault(level_of_seat[seat], [0.0] * 5)
            r[3] += 1
            r[4] += got[side]


def run_group(mode: str, a: str, b: str, seed: int, target: int | str | None, budget: dict[str, Any],
              times: dict[str, list[float]] | None = None, roles: dict[str, list[float]] | None = None) -> Group:
    g = Group()
    levels = {"A": a, "B": b}
    seats = SEATINGS[mode]
    n = seats.n
    for seating in seatings(mode):
        diffs, winner = play_match(mode, seating, levels, seed, target, budget, times, roles=roles)
        g.diff += sum(diffs)
        g.deals += len(diffs)
        g.matches += 1
        seats_a = [s for s in range(n) if seating[s] == "A"]
        sides_a = {seats.side_of[s] for s in seats_a}
        g.fair_share += len(sides_a) / seats.n_sides
        if winner is not None and winner in sides_a:
            g.a_wins += 1
    return g


def run_mode(mode: str, a: str, b: str, deals: int, seed: int, target: int | str | None,
             budget: dict[str, Any], seeds: Sequence[int] | None = None) -> ModeResult:
    """Play duplicate groups until ``deals`` deals are played (or the given match seeds are used up)."""
    res = ModeResult(mode, a, b)
    t0 = time.perf_counter()
    it = iter(seeds) if seeds is not None else itertools.count(seed * 100_000)
    for s in it:
        if seeds is None and res.deals >= deals:
            break
        res.groups.append(run_group(mode, a, b, s, target, budget, res.decisions, res.roles))
        res.seeds.append(s)
    res.seconds = time.perf_counter() - t0
    return res


def paired(x: ModeResult, y: ModeResult) -> tuple[float, float]:
    """Mean of x minus mean of y and its 95% half-width, for two results on the same match seeds."""
    gx, gy = x.groups, y.groups
    k = len(gx)
    if k < 2 or len(gy) != k:
        return 0.0, math.inf
    mx, _ = x.mean_ci()
    my, _ = y.mean_ci()
    ax, ay = x.deals / k, y.deals / k
    r = [(a.diff - mx * a.deals) / ax - (b.diff - my * b.deals) / ay for a, b in zip(gx, gy)]
    var = sum(v * v for v in r) / (k - 1) / k
    return mx - my, 1.96 * math.sqrt(var)


def merged(parts: Sequence[ModeResult]) -> ModeResult:
    """Results of one pair on disjoint match seeds (runs extending each other) as one, groups in seed order."""
    out = ModeResult(parts[0].mode, parts[0].a, parts[0].b)
    by_seed: dict[int, Group] = {}
    for r in parts:
        if (r.mode, r.a, r.b) != (out.mode, out.a, out.b) or len(r.seeds) != len(r.groups):
            raise DataError("merged: results of different pairs, or without their seeds")
        for s, g in zip(r.seeds, r.groups):
            if s in by_seed:
                raise DataError(f"merged: match seed {s} twice")
            by_seed[s] = g
        out.seconds += r.seconds
        for level, counts in r.roles.items():
            mine = out.roles.setdefault(level, [0.0] * len(counts))
            for i, c in enumerate(counts):
                mine[i] += c
    out.seeds = sorted(by_seed)
    out.groups = [by_seed[s] for s in out.seeds]
    return out


def gap_closed(x: ModeResult, top: ModeResult) -> tuple[float, float]:
    """The share of ``top``'s lead over the common opponent that ``x`` reaches (x's mean / top's mean) and
    its 95% half-width (delta method, paired per match seed: both results must hold the same seeds)."""
    if x.b != top.b or x.seeds != top.seeds or len(x.groups) < 2:
        raise DataError("gap_closed: the two results need the same opponent and the same match seeds")
    mx, _ = x.mean_ci()
    mt, _ = top.mean_ci()
    k = len(x.groups)
    ax, at = x.deals / k, top.deals / k
    ratio = mx / mt
    r = [(g.diff - mx * g.deals) / ax - ratio * (h.diff - mt * h.deals) / at for g, h in zip(x.groups, top.groups)]
    var = sum(v * v for v in r) / (k - 1) / k
    return ratio, 1.96 * math.sqrt(var) / abs(mt)


# two-sided 95% quantiles of Student's t by degrees of freedom (beyond the table: a Cornish-Fisher expansion)
_T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228}


def t975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom (to about 0.01)."""
    if df in _T975:
        return _T975[df]
    return 1.96 + (1.96 ** 3 + 1.96) / (4 * df)


def pooled_over_seeds(estimates: Sequence[tuple[float, float]]) -> tuple[float, float, float]:
    """One figure from several seeds' ``(value, 95% half-width)``: a random-effects pool that lets the true
    figure differ between seeds (the spread between seeds' deals is more than one seed's interval shows).

    The spread between seeds, tau, is DerSimonian and Laird's moment estimate; the pooled value weighs each
    seed by 1 / (its variance + tau^2); the interval is Hartung and Knapp's: the weighted spread of the
    seeds' values around the pool (never less than the pool's own variance, 1 / the sum of the weights),
    through Student's t with one degree of freedom fewer than seeds (wide with few seeds, as it should be).
    Returns (value, 95% half-width, tau)."""
    k = len(estimates)
    if k < 2 or any(h <= 0 or not math.isfinite(h) for _, h in estimates):
        raise DataError("pooled_over_seeds: two or more seeds, each with a finite interval")
    ys = [y for y, _ in estimates]
    vs = [(h / 1.96) ** 2 for _, h in estimates]
    w = [1 / v for v in vs]
    fixed = pooled_as_one_sample(estimates)[0]
    q = sum(wi * (y - fixed) ** 2 for wi, y in zip(w, ys))
    c = sum(w) - sum(wi * wi for wi in w) / sum(w)
    tau2 = max(0.0, (q - (k - 1)) / c)
    ws = [1 / (v + tau2) for v in vs]
    value = sum(wi * y for wi, y in zip(ws, ys)) / sum(ws)
    var = max(sum(wi * (y - value) ** 2 for wi, y in zip(ws, ys)) / ((k - 1) * sum(ws)), 1 / sum(ws))
    return value, t975(k - 1) * math.sqrt(var), math.sqrt(tau2)


def pooled_as_one_sample(estimates: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """One figure from several seeds' ``(value, 95% half-width)`` read as one larger sample of deals: each seed
    weighed by 1 / its variance, the interval from the pool's own variance (a fixed-effect pool).  Right if the
    seeds draw their decks from the same stream of deals, as they do; :func:`pooled_over_seeds` is the cautious
    figure that allows them to differ.  Returns (value, 95% half-width)."""
    if not estimates or any(h <= 0 or not math.isfinite(h) for _, h in estimates):
        raise DataError("pooled_as_one_sample: one or more seeds, each with a finite interval")
    w = [(1.96 / h) ** 2 for _, h in estimates]
    return sum(wi * y for wi, (y, _) in zip(w, estimates)) / sum(w), 1.96 / math.sqrt(sum(w))


def from_json(d: dict[str, Any], jobs: int = 2) -> ModeResult:
    """A result from its ``to_json`` line (bench_bots --json-out).  Lines written before the seeds were
    kept get them back from ``first`` and the ``jobs`` the run split them over (bench_bots' chunking)."""
    r = ModeResult(d["mode"], d["a"], d["b"], [Group(*g) for g in d["groups"]], d.get("seconds", 0.0))
    r.roles = d.get("roles", {})
    seeds = d.get("seeds")
    if not seeds:
        start = d.get("seed", 1) * 100_000 + d.get("first", 0)
        block = list(range(start, start + len(r.groups)))
        seeds = [s for i in range(jobs) for s in block[i::jobs]]
    r.seeds = list(seeds)
    return r


def format_result(r: ModeResult) -> str:
    mean, half = r.mean_ci()
    wr, fair = r.win_rate()
    lines = [f"mode {r.mode:>3}: {r.a} vs {r.b}: {mean:+.1f} points per deal per side "
             f"(95% CI {mean - half:+.1f} .. {mean + half:+.1f}); {r.a} wins {100 * wr:.0f}% of "
             f"{sum(g.matches for g in r.groups)} matches (equal strength: {100 * fair:.0f}%); "
             f"{r.deals} deals played in {r.seconds:.0f} s"]
    for level, (dec, baits, dpts, dfd, fpts) in sorted(r.roles.items()):
        if dec and dfd and level != "easy":
            lines.append(f"          {level}: declares {dec:.0f} deals, bait rate {100 * baits / dec:.1f}%, "
                         f"{dpts / dec:+.1f} points per deal as declarer, {fpts / dfd:+.1f} as defender")
    for level, ts in sorted(r.decisions.items()):
        if level not in ("easy", "normal") and ts:
            srt = sorted(ts)
            lines.append(f"          {level} decision time: median {1000 * srt[len(srt) // 2]:.1f} ms, "
                         f"p95 {1000 * srt[int(len(srt) * 0.95)]:.1f} ms, max {1000 * srt[-1]:.1f} ms "
                         f"({len(ts)} decisions)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m debertz arena", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--modes", default="2,2x2", help="comma list of modes (default 2,2x2)")
    ap.add_argument("--a", default="hard", choices=ARENA_LEVELS, help="level A (default hard)")
    ap.add_argument("--b", default="normal", choices=ARENA_LEVELS, help="level B (default normal)")
    ap.add_argument("--deals", type=int, default=150, help="deals per mode, at least (default 150)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the match seeds (default 1)")
    ap.add_argument("--target", default=None, help="match target (default: the mode's)")
    ap.add_argument("--samples", type=int, default=40, help="hard bot: worlds per decision (default 40)")
    ap.add_argument("--time", type=float, default=None,
                    help="hard bot: time budget per decision in seconds (default none: samples only, reproducible)")
    ap.add_argument("--json", action="store_true", help="print one JSON line per mode")
    args = ap.parse_args(argv)
    target = parse_target_text(args.target) if args.target is not None else None
    budget: dict[str, Any] = {"samples": args.samples, "time_budget": args.time}
    for mode in args.modes.split(","):
        if mode not in MODES:
            ap.error(f"unknown mode {mode!r}")
        res = run_mode(mode, args.a, args.b, args.deals, args.seed, target, budget)
        print(json.dumps(res.to_json()) if args.json else format_result(res), flush=True)
    return 0
