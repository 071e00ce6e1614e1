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

PAIRS = ("normal:easy", "hard:normal", "oracle:normal", "hard:easy", "oracle:hard")


Job = tuple[list[arena.Group], dict[str, list[float]], dict[str, list[float]], list[int]]


def _job(args: tuple[str, str, str, list[int], dict[str, Any]]) -> Job:
    mode, a, b, seeds, budget = args
    r = arena.run_mode(mode, a, b, 0, 0, None, budget, seeds=seeds)
    return r.groups, r.decisions, r.roles, r.seeds


def ladder_pair(mode: str, a: str, b: str, groups: int, seed: int, budget: dict[str, Any],
                jobs: int, first: int = 0) -> arena.ModeResult:
    """``groups`` match seeds from the ``first``-th of ``seed``'s (a later run extends an earlier one)."""
    start = seed * 100_000 + first
    seeds = list(range(start, start + groups))
    chunks = [(mode, a, b, seeds[i::jobs], budget) for i in range(jobs)]
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
    ap.add_argument("--first", type=int, default=0,
                    help="skip this many of the seed's groups (to extend an earlier run: merge the --json-out lines)")
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
    for mode in args.modes.split(","):
        results: list[arena.ModeResult] = []
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            res = ladder_pair(mode, a, b, args.groups, args.seed, budget, args.jobs, args.first)
            print(arena.format_result(res), flush=True)
            results.append(res)
            if args.json_out:
                with open(args.json_out, "a", encoding="utf-8") as f:
                    f.write(json.dumps(dict(res.to_json(), seed=args.seed, first=args.first, budget=budget)) + "\n")
        # pairs against the same opponent on the same seeds: their difference, paired per group
        for i, x in enumerate(results):
            for y in results[i + 1:]:
                if x.b == y.b:
                    mean, half = arena.paired(x, y)
                    print(f"mode {mode:>3}: ({x.a} - {y.a}) against {x.b}, paired: {mean:+.1f} "
                          f"(95% CI {mean - half:+.1f} .. {mean + half:+.1f})", flush=True)
    return 0


def merge(paths: list[str]) -> int:
    """Pool saved results per (mode, seed, pair); print each, then per mode and seed the paired differences
    of pairs against the same opponent and, with an oracle pair among them, the share of its lead reached."""
    parts: dict[tuple[str, int, str, str], list[arena.ModeResult]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    d = json.loads(line)
                    parts.setdefault((d["mode"], d.get("seed", 1), d["a"], d["b"]), []).append(arena.from_json(d))
    pooled = {key: arena.merged(rs) for key, rs in parts.items()}
    for (_, seed, _, _), res in pooled.items():
        print(f"seed {seed}, {len(res.groups)} groups:")
        print(arena.format_result(res), flush=True)
    for (mode, seed, a, b), x in pooled.items():
        for (mode2, seed2, a2, b2), y in pooled.items():
            if (mode2, seed2, b2) != (mode, seed, b) or a2 == a or x.seeds != y.seeds:
                continue
            if a2 == "oracle":
                share, half = arena.gap_closed(x, y)
                print(f"mode {mode:>3}, seed {seed}: {a} closes {100 * share:.0f}% (95% CI {100 * (share - half):.0f} "
                      f".. {100 * (share + half):.0f}) of the {b} -> oracle gap, paired over {len(x.groups)} groups")
            elif a < a2:
                mean, h = arena.paired(x, y)
                print(f"mode {mode:>3}, seed {seed}: ({a} - {a2}) against {b}, paired: {mean:+.1f} "
                      f"(95% CI {mean - h:+.1f} .. {mean + h:+.1f})")
    return 0


def _number(text: str) -> float | int | str:
    """An option's value: a number, else the word itself (e.g. ``playout_deciders=nobody``)."""
    try:
        return float(text) if "." in text else int(text)
    except ValueError:
        return text


if __name__ == "__main__":
    sys.exit(main())
