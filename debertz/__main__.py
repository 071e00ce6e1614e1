"""Command line: ``python -m debertz {replay,play,bench,arena,perft}``; each command is a module of
``debertz.cli``, imported only when it is run."""

from __future__ import annotations

import importlib
import sys

COMMANDS = {"replay": ".cli.replay", "play": ".cli.play", "bench": ".cli.bench", "arena": ".cli.arena",
            "perft": ".cli.perft"}

USAGE = """usage: python -m debertz COMMAND [ARGS]
commands:
  replay FILE|-   check and replay a debertz-record/1 file, print the scores as JSON
  play            play in the terminal against bots
  bench           random full deals per second, per mode
  arena           bot levels against each other on duplicate deals
  perft [FILE]    legal-sequence counts of fixed deals (default tests/engine/perft.json)"""


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if args else 2
    cmd, rest = args[0], args[1:]
    module = COMMANDS.get(cmd)
    if module is None:
        print(f"unknown command {cmd!r}\n{USAGE}", file=sys.stderr)
        return 2
    try:
        run = importlib.import_module(module, __package__).main
    except ImportError as e:
        print(f"{cmd}: not available ({e})", file=sys.stderr)
        return 2
    result: int = run(rest)
    return result


if __name__ == "__main__":
    sys.exit(main())
