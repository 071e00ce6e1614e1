"""CPython tests of the browser side (state, update, views, catalogues): no browser, fast."""
from __future__ import annotations

import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))
