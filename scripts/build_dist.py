#!/usr/bin/env python3
"""Build dist/: the complete static site, ready to upload to any static host.

    .venv/bin/python scripts/build_dist.py [--out dist]

dist/ holds index.html and pyscript.toml, web/ (styles, the page's scripts, web/main.py that
PyScript runs in a worker) and vendor/ (PyScript, Pyodide, and app.zip with the engine and the
browser code). Upload the folder
as it is (GitHub Pages, any web server): no build step or server code is needed there, and the
host needs no special headers. It needs the web server to send .mjs as JavaScript and .wasm as
application/wasm (every common server does).
"""
from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

import build_site  # a neighbour in scripts/, on the path of a script run from there

ROOT = Path(__file__).resolve().parent.parent


def build(out: Path) -> Path:
    build_site.prepare()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in ("index.html", "pyscript.toml", "sw.js", "manifest.webmanifest"):
        shutil.copy2(ROOT / name, out / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.map", "debertz_web", "bench")
    shutil.copytree(ROOT / "web", out / "web", ignore=ignore)
    # PyScript's source maps go too (only browsers' developer tools fetch them)
    shutil.copytree(ROOT / "vendor", out / "vendor", ignore=shutil.ignore_patterns("*.src", ".build"))
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve every file as it is
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="build the static site into dist/")
    ap.add_argument("--out", default=str(ROOT / "dist"))
    args = ap.parse_args(argv)
    out = build(Path(args.out).resolve())
    files = [p for p in out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"built {out} : {len(files)} files, {size / 1e6:.1f} MB")
    print(f"try it: python3 scripts/serve.py --root {out} --port 8000")
    return 0


if __name__ == "__main__":
    sys.exit(main())
