"""The bot ladder on all cores: ``python scripts/bench_bots.py [--modes 2,2x2] [--groups 200]``.

Runs the arena (``debertz.cli.arena``, duplicate deals) for each pair of levels, splitting the match
seeds over worker processes (the package itself stays single-threaded for Pyodide), and prints
the same lines as ``python -m debertz arena``.  Same seeds, same figures.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import sys
import time
from typing import Any

from debertz.cli import arena
from debertz.options import parse_target_text

PAIRS = ("normal:easy", "hard:normal", "oracle:normal", "hard:easy", "oracle:hard")


# a result's place: mode, seed, level A, level B, match target (None: the mode's)
Key = tuple[str, int, str, str, str | None]


Job = tuple[list[arena.Group], dict[str, list[float]], dict[str, list[float]], list[int]]


def _job(args: tuple[str, str, str, list[int], dict[str, Any], int | str | None]) -> Job:
    mode, a, b, seeds, budget, target = args
    r = arena.run_mode(mode, a, b, 0, 0, target, budget, seeds=seeds)
    return r.groups, r.decisions, r.roles, r.seeds


def ladder_pair(mode: str, a: str, b: str, groups: int, seed: int, budget: dict[str, Any],
                jobs: int, first: int = 0, target: int | str | None = None) -> arena.ModeResult:
    """``groups`` match seeds from the ``first``-th of ``seed``'s (a later run extends an earlier one)."""
    start = seed * 100_000 + first
    seeds = list(range(start, start + groups))
    chunks = [(mode, a, b, seeds[i::jobs], budget, target) for i in range(jobs)]
    t0 = time.perf_counter()
    with mp.Pool(jobs) as pool:
        outs = pool.map(_job, chunks)
    res = arena.ModeResult(mode, a, b)
    for gs, dec, roles, done in outs:
        res.groups += gs
        res.seeds += done
        for k, v in dec.items():
            res.decisions.setdefault(k, []).extend(v)
        for k, counts in roles.items():
            mine = res.roles.setdefault(k, [0.0] * len(counts))
            for i, x in enumerate(counts):
                mine[i] += x
    res.seconds = time.perf_counter() - t0
    return res


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--modes", default="2,2x2")
    ap.add_argument("--pairs", default=",".join(PAIRS), help="comma list of A:B level pairs")
    ap.add_argument("--groups", type=int, default=200, help="match seeds per pair (each played in every seating)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seeds", default=None, metavar="S,S,...",
                    help="several seeds, each with --groups groups: every figure per seed, then pooled over them")
    ap.add_argument("--first", type=int, default=0,
                    help="skip this many of the seed's groups (to extend an earlier run: merge the --json-out lines)")
    ap.add_argument("--target", default=None,
                    help="match target (default: the mode's); one_deal makes every deck its own match: more "
                         "independent groups for the same play, the usual choice for one hard bot against another")
    ap.add_argument("--samples", type=int, default=40, help="hard bot: worlds per decision")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--hard", action="append", default=[], metavar="KEY=VALUE",
                    help="another hard bot option, e.g. bid_samples=64 (repeatable)")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME:KEY=VALUE,...",
                    help="a named hard configuration usable as a level in --pairs (repeatable)")
    ap.add_argument("--json-out", default=None, help="append every result as a JSON line to this file")
    ap.add_argument("--merge", nargs="+", default=None, metavar="JSONL",
                    help="print the results saved with --json-out instead of playing: the runs of one pair on one "
                         "seed pooled (--first extends a run), paired differences and the gap to oracle closed")
    args = ap.parse_args()
    if args.merge:
        return merge(args.merge)
    budget: dict[str, Any] = {"samples": args.samples, "time_budget": None}
    for kv in args.hard:
        key, val = kv.split("=", 1)
        budget[key] = _number(val)
    variants: dict[str, dict[str, Any]] = {}
    for spec in args.variant:
        name, _, opts = spec.partition(":")
        variants[name] = {k: _number(v) for k, v in (kv.split("=", 1) for kv in opts.split(",") if kv)}
    if variants:
        budget["variants"] = variants
    target = None if args.target is None else parse_target_text(args.target)
    seeds = [int(x) for x in args.seeds.split(",")] if args.seeds else [args.seed]
    results: dict[Key, arena.ModeResult] = {}
    for mode in args.modes.split(","):
        for seed in seeds:
            for pair in args.pairs.split(","):
                a, b = pair.split(":")
                res = ladder_pair(mode, a, b, args.groups, seed, budget, args.jobs, args.first, target)
                print(f"seed {seed}: {arena.format_result(res)}", flush=True)
                results[(mode, seed, a, b, args.target)] = res
                if args.json_out:
                    with open(args.json_out, "a", encoding="utf-8") as f:
                        f.write(json.dumps(dict(res.to_json(), seed=seed, first=args.first, budget=budget,
                                                target=args.target)) + "\n")
    report(results)
    return 0


def report(results: dict[Key, arena.ModeResult]) -> None:
    """Per mode and seed, the paired differences of pairs against the same opponent on the same match seeds
    and, with an oracle pair among them, the share of the oracle's lead reached; then, for every figure
    measured on two or more seeds, the figure pooled over the seeds (:func:`arena.pooled_over_seeds`, which allows
    the seeds to differ, and :func:`arena.pooled_as_one_sample`, which reads them as one sample of deals)."""
    rows: dict[tuple[str, str, str | None], list[tuple[int, float, float]]] = {}  # per figure: (seed, value, half)
    for (mode, seed, a, b, target), x in results.items():
        mean, half = x.mean_ci()
        rows.setdefault((mode, f"{a} vs {b}: points per deal per side", target), []).append((seed, mean, half))
    for (mode, seed, a, b, target), x in results.items():
        for (mode2, seed2, a2, b2, target2), y in results.items():
            if (mode2, seed2, b2, target2) != (mode, seed, b, target) or a2 == a or x.seeds != y.seeds:
                continue
            if a2 == "oracle":
                share, half = arena.gap_closed(x, y)
                print(f"mode {mode:>3}, seed {seed}: {a} closes {100 * share:.0f}% (95% CI {100 * (share - half):.0f} "
                      f".. {100 * (share + half):.0f}) of the {b} -> oracle gap, paired over {len(x.groups)} groups",
                      flush=True)
                label = f"{a}: share of the {b} -> oracle gap closed, %"
                rows.setdefault((mode, label, target), []).append((seed, 100 * share, 100 * half))
            elif a < a2 and a != "oracle":
                mean, half = arena.paired(x, y)
                print(f"mode {mode:>3}, seed {seed}: ({a} - {a2}) against {b}, paired: {mean:+.1f} "
                      f"(95% CI {mean - half:+.1f} .. {mean + half:+.1f})", flush=True)
                rows.setdefault((mode, f"({a} - {a2}) against {b}, paired", target), []).append((seed, mean, half))
    for (mode, label, _), per_seed in rows.items():
        if len(per_seed) < 2:
            continue
        estimates = [(v, h) for _, v, h in per_seed]
        value, half, tau = arena.pooled_over_seeds(estimates)
        one, one_half = arena.pooled_as_one_sample(estimates)
        each = ", ".join(f"{s}: {v:+.1f}" for s, v, _ in sorted(per_seed))
        print(f"mode {mode:>3}, pooled over seeds {', '.join(str(s) for s, _, _ in sorted(per_seed))}: {label}: "
              f"{value:+.1f} (95% CI {value - half:+.1f} .. {value + half:+.1f}; spread between seeds {tau:.1f}; "
              f"each seed {each}; the seeds' groups as one sample: {one:+.1f} (95% CI {one - one_half:+.1f} .. "
              f"{one + one_half:+.1f}))", flush=True)


def merge(paths: list[str]) -> int:
    """Pool saved results per (mode, seed, pair, target): the runs of one pair on one seed (``--first``
    extends a run) become one; print each, then :func:`report`."""
    parts: dict[Key, list[arena.ModeResult]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    d = json.loads(line)
                    key = (d["mode"], d.get("seed", 1), d["a"], d["b"], d.get("target"))
                    parts.setdefault(key, []).append(arena.from_json(d))
    pooled = {key: arena.merged(rs) for key, rs in parts.items()}
    for (_, seed, _, _, _), res in pooled.items():
        print(f"seed {seed}, {len(res.groups)} groups: {arena.format_result(res)}", flush=True)
    report(pooled)
    return 0


def _number(text: str) -> float | int | str:
    """An option's value: a number, else the word itself (e.g. ``playout_deciders=nobody``)."""
    try:
        return float(text) if "." in text else int(text)
    except ValueError:
        return text


if __name__ == "__main__":
    sys.exit(main())
