"""``python -m debertz replay FILE|-``: exit 0 and a JSON summary, or exit 2 and one line."""

from __future__ import annotations

import json
import sys

from ..errors import RecordError
from ..record import replay_text


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m debertz replay FILE|-", file=sys.stderr)
        return 2
    path = argv[0]
    try:
        if path == "-":
            raw = getattr(sys.stdin, "buffer", None)  # bytes: a record is UTF-8 whatever the terminal's locale
            text = raw.read().decode("utf-8") if raw is not None else sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        reason = e.strerror if isinstance(e, OSError) and e.strerror else "not readable UTF-8 text"
        print(f"cannot read {path}: {reason}", file=sys.stderr)
        return 2
    try:
        result = replay_text(text)
    except RecordError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0
