"""Every symbol the page writes is drawn by common fonts: no missing-glyph boxes (the page uses the
system's fonts — system-ui, then DejaVu Sans on Debian — and no web fonts).

The texts people see are the string literals of the browser package (views, catalogues, the guide) and the
``content`` of web/style.css. Letters (Latin, Cyrillic), digits and typographic punctuation are fine;
any other character must be one of ``DECORATIVE``, the symbols checked to be in DejaVu Sans (and in the
usual symbol fonts of Windows and macOS). A new symbol is added here only after checking it; anything that
no common font has (⧉, ⎘, ⏯, ⤴ …) is drawn as inline SVG instead.
"""
from __future__ import annotations

import ast
import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "web" / "debertz_web"
STYLE = ROOT / "web" / "style.css"
PUNCTUATION = set("«»—–‘’“”„…·×−§‹›№\u00a0\u202f\u2009\ufe0e")
DECORATIVE = set("←→↗↺⇩▤▶◀◯★☰☷♠♣♥♦⚑✎✓✚⟲")


def literals(path: Path) -> str:
    """The string literals of a module that can reach the page (docstrings and comments cannot)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    return "".join(n.value for n in ast.walk(tree)
                   if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs)


def css_text() -> str:
    return re.sub(r"/\*.*?\*/", "", STYLE.read_text(encoding="utf-8"), flags=re.S)


def is_plain(ch: str) -> bool:
    if ch.isascii() or ch in PUNCTUATION:
        return True
    name = unicodedata.name(ch, "")
    return ch.isalpha() and ("LATIN" in name or "CYRILLIC" in name) or ch in "\u0301"  # stress mark


def test_only_checked_symbols_reach_the_page() -> None:
    found: dict[str, set[str]] = {}
    sources = [(p.relative_to(ROOT).as_posix(), literals(p)) for p in sorted(PACKAGE.rglob("*.py"))]
    sources.append(("web/style.css", css_text()))
    for where, text in sources:
        for ch in set(text):
            if not is_plain(ch) and ch not in DECORATIVE:
                found.setdefault(f"{ch!r} U+{ord(ch):04X} {unicodedata.name(ch, '?')}", set()).add(where)
    assert not found, "symbols not known to be in common fonts:\n" + "\n".join(
        f"{k}: {', '.join(sorted(v))}" for k, v in sorted(found.items()))


def test_the_symbol_check_catches_a_missing_glyph(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('"""Doc ⧉."""\nLABEL = "Copy ⧉"\n', encoding="utf-8")
    text = literals(module)
    assert text == "Copy ⧉"
    assert [ch for ch in text if not is_plain(ch) and ch not in DECORATIVE] == ["⧉"]


@pytest.mark.skipif(shutil.which("fc-list") is None, reason="fontconfig's fc-list is not installed")
def test_decorative_symbols_are_in_dejavu_sans() -> None:
    """Debian's fallback font (what chromium draws with when system-ui lacks a glyph) has every listed symbol."""
    families = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True, check=True).stdout
    if "DejaVu Sans" not in families:
        pytest.skip("DejaVu Sans is not installed")
    missing = []
    for ch in sorted(DECORATIVE | (PUNCTUATION - {"\ufe0e"})):
        out = subprocess.run(["fc-list", f":charset={ord(ch):x}", "family"], capture_output=True, text=True,
                             check=True).stdout
        if "DejaVu Sans" not in out:
            missing.append(f"{ch} U+{ord(ch):04X}")
    assert not missing, f"not in DejaVu Sans: {missing}"
