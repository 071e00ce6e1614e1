"""Command line: ``python -m debertz {replay,play,bench,arena}``."""

from __future__ import annotations

import sys

USAGE = """usage: python -m debertz COMMAND [ARGS]
commands:
  replay FILE|-   check and replay a debertz-record/1 file, print the scores as JSON
  play            play in the terminal against bots
  bench           random full deals per second, per mode
  arena           bot levels against each other on duplicate deals"""


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if args else 2
    cmd, rest = args[0], args[1:]
    if cmd == "replay":
        from .cli_replay import main as run
    elif cmd == "play":
        from .cli_play import main as run
    elif cmd == "bench":
        from .bench import main as run
    elif cmd == "arena":
        try:
            from .arena import main as run
        except ImportError:
            print("arena: the bots are not installed", file=sys.stderr)
            return 2
    else:
        print(f"unknown command {cmd!r}\n{USAGE}", file=sys.stderr)
        return 2
    return run(rest)


if __name__ == "__main__":
    sys.exit(main())
