"""Perft: the number of legal action sequences to a given depth, as chess engines count them.

A regression file of fixed deals with expected counts (``tests/engine/perft.json``) shows at once
any change in what is legal.  ``python -m debertz perft [FILE]`` prints the counts for the file's cases.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ..actions import parse_action
from ..deal import Deal
from ..match import seeded_deck
from ..options import make_options


def perft(deal: Deal, depth: int) -> int:
    if depth == 0 or deal.over:
        return 1
    total = 0
    for a in deal.legal_actions():
        deal.push(a)
        total += perft(deal, depth - 1)
        deal.undo()
    return total


def case_deal(case: dict[str, Any]) -> Deal:
    mode = case["mode"]
    d = Deal(mode, make_options(mode, case.get("preset", "classic"), case.get("options", {})),
             case["dealer"], seeded_deck(case["seed"], 0))
    for text in case.get("prefix", []):
        d.apply(parse_action(text))
    return d


# the repository's regression file, wherever the command is run from
PERFT_FILE = Path(__file__).resolve().parents[2] / "tests" / "engine" / "perft.json"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else PERFT_FILE
    try:
        cases = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        print(f"perft: cannot read {path}: {e}", file=sys.stderr)
        return 2
    for case in cases:
        d = case_deal(case)
        print(case["name"], [perft(d, k) for k in range(1, len(case["counts"]) + 1)], case["counts"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
