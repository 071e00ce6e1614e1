#!/usr/bin/env python3
"""Build the compiled standard library the page starts with: vendor/pyodide/python_stdlib.zip.

    python3 scripts/build_stdlib.py [--out vendor/pyodide/python_stdlib.zip] [--all] [--report]

Why: most of a bare Pyodide start is CPython compiling ~150 standard-library modules from source.
This zip holds bytecode instead (sourceless ``.pyc`` at each module's path, the layout Pyodide's
own "py-compiled" builds use), compiled under Node by the very Pyodide the page runs, so the
magic number always matches. Tracebacks still name the file and the line (``co_filename`` is the
module's usual ``/lib/python314.zip/...py`` path); only the source text line is missing.

Only the modules that can be imported are kept: what Pyodide imports at start, what the game
(``debertz``, ``debertz_web``) and PyScript's own Python package (``pyscript``, which PyScript
writes and imports in the worker before the game's code runs) import anywhere (also inside
functions), and everything those
import in turn (``modulefinder``, which reads every import in the bytecode, lazy ones included),
plus all of ``encodings`` (looked up by name at run time). ``--all`` keeps every module. The zip
is rebuilt only when one of its inputs changes: the npm Pyodide, this script, or the set of import
statements of the game.

Only the standard library is used (this runs before any virtualenv exists; build_site.prepare() calls it).
"""
from __future__ import annotations

import argparse
import ast
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"
# PyScript's Python package exactly as PyScript writes it into the worker (a generated JS module:
# a tree of file names and sources, the sources minified).
PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
APP_PACKAGES = {"debertz", "debertz_web"}
# Modules of the browser or of PyScript itself, not of the standard library.
NOT_STDLIB = {"pyscript", "polyscript", "_pyscript", "js", "jsffi", "pyodide", "pyodide_js"}
# What PyScript's start-up code imports before its package (its stdlib.js preamble).
PYSCRIPT_PREAMBLE = {"import os", "from pathlib import Path"}
# Looked up by name at run time (codecs), invisible to modulefinder: the codecs a page can meet.
ALWAYS = ["encodings/" + n + ".py" for n in (
    "__init__", "aliases", "ascii", "charmap", "cp437", "latin_1", "raw_unicode_escape", "unicode_escape",
    "utf_8", "utf_8_sig", "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le")]
# Reached only through lazy imports in code paths a page never takes (debuggers, the REPL, help(),
# test runners, processes, mail, HTTP clients, XML, C types): left out with everything under them.
EXCLUDE = ["pdb", "bdb", "pydoc", "pydoc_data", "doctest", "unittest", "_pyrepl", "code",
           "multiprocessing", "concurrent.futures.process", "email", "http", "urllib", "xmlrpc", "ftplib",
           "xml", "mailbox", "imaplib", "smtplib", "poplib", "wsgiref", "ctypes", "sqlite3", "tkinter",
           "curses", "webbrowser", "_osx_support", "_aix_support", "sysconfig", "pickletools", "profile",
           "cProfile", "pstats", "timeit", "trace", "tabnanny", "pyclbr", "venv", "ensurepip", "idlelib",
           "turtle", "turtledemo", "lib2to3", "__phello__", "_pydecimal", "optparse",
           # .tar.gz archives: the site ships a zip
           "tarfile", "gzip"]
# -OO: no docstrings (nothing on the page reads them; help() is left out above), 15 % smaller.
OPTIMIZE = 2
ZIP_PREFIX = "/lib/python314.zip/"  # where Pyodide mounts the standard library

# Runs inside Pyodide (under Node): closure of the imports, then bytecode, then the zip.
_INSIDE = r"""
import sys
at_start = {m: getattr(mod, '__file__', None) or '' for m, mod in list(sys.modules.items())}
import json, modulefinder, os, py_compile, zipfile
args = json.load(open('/tmp/args.json'))
zipfile.ZipFile('/tmp/stdlib.zip').extractall('/tmp/std')
lines = sorted(set(args['statements']) | {'import ' + m for m in at_start})
with open('/tmp/roots.py', 'w') as f:
    f.write('\n'.join(lines) + '\n')
keep = set()
if args['all']:
    for root, dirs, files in os.walk('/tmp/std'):
        keep.update(os.path.relpath(os.path.join(root, n), '/tmp/std') for n in files if n.endswith('.py'))
else:
    finder = modulefinder.ModuleFinder(path=['/tmp/std'], excludes=args['exclude'])
    finder.run_script('/tmp/roots.py')
    for mod in finder.modules.values():
        f = mod.__file__
        if f and f.startswith('/tmp/std/') and f.endswith('.py'):
            keep.add(os.path.relpath(f, '/tmp/std'))
    keep.update(p for p in args['always'] if os.path.exists('/tmp/std/' + p))
    missing = sorted(m for m, f in at_start.items()
                     if f.startswith(args['prefix']) and f[len(args['prefix']):] not in keep)
    if missing:
        raise SystemExit('modules imported at start but left out: ' + ', '.join(missing))
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
with zipfile.ZipFile('/tmp/out.zip', 'w', zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
    for rel in sorted(keep):
        cfile = '/tmp/pyc/' + rel[:-3] + '.pyc'
        py_compile.compile('/tmp/std/' + rel, cfile=cfile, dfile=args['prefix'] + rel, doraise=True,
                           invalidation_mode=mode, optimize=args['optimize'])
        info = zipfile.ZipInfo(rel[:-3] + '.pyc', date_time=(2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        with open(cfile, 'rb') as fh:
            zf.writestr(info, fh.read())
with open('/tmp/kept.json', 'w') as f:
    json.dump(sorted(keep), f)
"""

_NODE = r"""
const path = require('path'), fs = require('fs');
const [pyodideDir, stdlib, argsFile, inside, out, kept] = process.argv.slice(1);
(async () => {
  const { loadPyodide } = require(path.join(pyodideDir, 'pyodide.js'));
  // no column ranges in the bytecode (tracebacks keep file and line, lose the ^^^ marks): 30 % smaller
  const py = await loadPyodide({ indexURL: pyodideDir + path.sep, env: { PYTHONNODEBUGRANGES: '1' } });
  py.FS.writeFile('/tmp/stdlib.zip', fs.readFileSync(stdlib));
  py.FS.writeFile('/tmp/args.json', fs.readFileSync(argsFile));
  py.runPython(fs.readFileSync(inside, 'utf8'));
  fs.writeFileSync(out, py.FS.readFile('/tmp/out.zip'));
  fs.writeFileSync(kept, py.FS.readFile('/tmp/kept.json'));
})().catch((e) => { console.error(String(e)); process.exit(1); });
"""

def _statement_lines(tree: ast.AST) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(f"import {a.name}" for a in node.names if a.name.split(".")[0] not in APP_PACKAGES)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.split(".")[0] not in APP_PACKAGES and node.module != "__future__":
                out.add(f"from {node.module} import {', '.join(a.name for a in node.names if a.name != '*')}"
                        if any(a.name != "*" for a in node.names) else f"import {node.module}")
    return out


PACKAGE_DIRS = {"debertz": ROOT / "debertz", "debertz_web": ROOT / "web" / "debertz_web"}


def _module_file(name: str) -> Path | None:
    parts = name.split(".")
    base = PACKAGE_DIRS.get(parts[0])
    if base is None:
        return None
    path = base.joinpath(*parts[1:])
    for cand in (path / "__init__.py", path.with_suffix(".py")):
        if cand.is_file():
            return cand
    return None


def _module_name(path: Path) -> str:
    for pkg, base in PACKAGE_DIRS.items():
        if path.is_relative_to(base):
            return ".".join((pkg, *path.relative_to(base).with_suffix("").parts)).removesuffix(".__init__")
    return "__main__"


def game_module_files() -> dict[str, Path]:
    """The game's own modules the page can import: every module of debertz_web (some are imported
    by name; web/main.py imports debertz_web.browser), and the engine modules they reach (the rules,
    debertz.bots, debertz.learn). The command line (debertz.cli) is not shipped (build_site.ZIP_LEFT_OUT)."""
    todo = sorted(p for p in PACKAGE_DIRS["debertz_web"].rglob("*.py")
                  if "__pycache__" not in p.parts)
    seen: dict[str, Path] = {}
    while todo:
        path = todo.pop()
        name = _module_name(path)
        if name in seen:
            continue
        seen[name] = path
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        except (SyntaxError, ValueError, OSError):
            continue  # a file being edited: its imports count once it parses again
        for node in ast.walk(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                mod = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    mod = ".".join([*up, mod] if mod else up)
                targets = [mod, *(f"{mod}.{a.name}" for a in node.names)]
            for t in targets:
                parts = t.split(".")
                for i in range(1, len(parts) + 1):  # a module imports its parent packages too
                    found = _module_file(".".join(parts[:i]))
                    if found is not None:
                        todo.append(found)
    return dict(sorted(seen.items()))


def app_import_statements() -> set[str]:
    """Every absolute import statement of the game's modules, inside functions too (one line each)."""
    out: set[str] = set()
    for path in game_module_files().values():
        try:
            out |= _statement_lines(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        except (SyntaxError, ValueError, OSError):
            continue
    return out


def pyscript_python() -> dict[str, str]:
    """PyScript's Python package as PyScript writes it: {"pyscript/web.py": source, ...}; empty if
    @pyscript/core is not installed."""
    if not PYSCRIPT_PYTHON.is_file():
        return {}
    text = PYSCRIPT_PYTHON.read_text(encoding="utf-8")
    tree = json.loads(text[text.index("export default") + len("export default"):].strip().rstrip(";"))
    out: dict[str, str] = {}

    def walk(base: str, node: dict[str, object]) -> None:
        for name, value in node.items():
            if isinstance(value, str):
                out[base + name] = value
            elif isinstance(value, dict):
                walk(base + name + "/", value)

    walk("", tree)
    return dict(sorted(out.items()))


def pyscript_import_statements() -> set[str]:
    """The standard-library imports of PyScript's Python package."""
    out = set(PYSCRIPT_PREAMBLE)
    for name, source in pyscript_python().items():
        out |= {line for line in _statement_lines(ast.parse(source, name))
                if line.split()[1].split(".")[0] not in NOT_STDLIB}
    return out


def build(dest: Path, keep_all: bool = False, force: bool = False, optimize: int = OPTIMIZE,
          state: Path | None = None) -> Path | None:
    """Write dest (only when an input changed); None if Node or the npm Pyodide is missing.

    The stamp of the inputs and the list of kept modules go to the folder `state` (default: dest's).
    """
    source = NODE_PYODIDE / "python_stdlib.zip"
    node = shutil.which("node")
    if node is None or not source.exists():
        return None
    statements = sorted(app_import_statements() | pyscript_import_statements())
    args = {"statements": statements, "all": keep_all, "always": ALWAYS, "exclude": EXCLUDE, "prefix": ZIP_PREFIX,
            "optimize": optimize}
    h = hashlib.sha256(source.read_bytes())
    h.update((NODE_PYODIDE / "pyodide.asm.wasm").read_bytes()[:1 << 16])
    h.update(Path(__file__).read_bytes())
    h.update(json.dumps(args, sort_keys=True).encode())
    key = h.hexdigest()
    state = state or dest.parent
    stamp = state / (dest.name + ".src")
    if not force and dest.exists() and stamp.exists() and stamp.read_text() == key:
        return dest
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        (t / "args.json").write_text(json.dumps(args))
        (t / "inside.py").write_text(_INSIDE)
        cmd = [node, "-e", _NODE, str(NODE_PYODIDE), str(source), str(t / "args.json"), str(t / "inside.py"),
               str(t / "out.zip"), str(t / "kept.json")]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        if proc.returncode != 0:
            raise RuntimeError(f"compiling the standard library failed: {proc.stderr.strip()[-500:]}")
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(t / "out.zip", dest)
        state.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(t / "kept.json", modules_file(dest, state))
    stamp.write_text(key)
    return dest


def modules_file(dest: Path, state: Path | None = None) -> Path:
    """Where build() lists the modules it kept (JSON: paths inside the zip, as .py)."""
    return (state or dest.parent) / (dest.name + ".modules.json")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="compile the standard library for the page")
    ap.add_argument("--out", default=str(ROOT / "vendor" / "pyodide" / "python_stdlib.zip"))
    ap.add_argument("--all", action="store_true", help="keep every module (no import closure)")
    ap.add_argument("--optimize", type=int, default=OPTIMIZE, choices=(0, 1, 2), help="bytecode optimisation level")
    ap.add_argument("--report", action="store_true", help="print the import statements used as roots")
    args = ap.parse_args(argv)
    out = build(Path(args.out), keep_all=args.all, force=True, optimize=args.optimize)
    if out is None:
        print("node or node_modules/pyodide is missing: run `bash scripts/setup-web.sh`", file=sys.stderr)
        return 1
    kept = json.loads(modules_file(out).read_text())
    print(f"{out}: {len(kept)} modules, {out.stat().st_size / 1e6:.2f} MB")
    if args.report:
        for s in sorted(app_import_statements()):
            print("  ", s)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
