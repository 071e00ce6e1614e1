#!/usr/bin/env python3
"""Build the site's generated files into the git-ignored vendor/ folder.

    python3 scripts/build_site.py

`prepare()` runs the build's steps (STEPS, in order); scripts/setup-web.sh, scripts/build_dist.py, the dev
server (scripts/serve.py) and the browser tests call it:
- copy_vendor: the pinned Pyodide files from node_modules/ (with the compiled standard library and a lock
  file without packages), and the parts of the pinned PyScript (`@pyscript/core`) that the page loads,
  with their source maps;
- build_app_zip: the engine package `debertz/` and the browser package `web/debertz_web/`, compiled, in
  vendor/app.zip, which PyScript unpacks into Pyodide's file system (pyscript.toml's [files]). The zip is
  made from whatever *.py files exist, so it never goes stale when modules are added; it is rebuilt
  whenever a source file changes;
- write_lang_js: vendor/lang.js, the page's texts for the scripts that run before Python, from the catalogues;
- prerender.refresh: index.html's first screen (the setup screen of each language, drawn by the game's views,
  and web/first.js inlined with its hash in the page's Content-Security-Policy), see scripts/prerender.py;
- write_sw_version: vendor/sw-version.js, the offline cache's version and file list (SITE_FILES).

Every step does nothing when its inputs did not change. Only the standard library is used: this runs
before any virtualenv exists.
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

import prerender  # a neighbour in scripts/: index.html's first screen, drawn by the game's views

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "vendor"
NODE = ROOT / "node_modules"
PYODIDE_COPIED = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"]  # as npm ships them
PYODIDE_FILES = [*PYODIDE_COPIED, "python_stdlib.zip", "pyodide-lock.json"]  # what vendor/pyodide holds
PYSCRIPT_DIST = NODE / "@pyscript" / "core" / "dist"
# The chunks PyScript imports lazily that this page needs: the error plugin (imported even when
# switched off, to switch it off) and the TOML parser (pyscript.toml). Its other lazy chunks
# (editor, terminal, MicroPython's zip reader, the package graph) are never loaded here.
PYSCRIPT_LAZY_USED = ("error", "toml")
# Python packages shipped to the browser, as (source folder, name inside the zip).
ZIP_PACKAGES = [(ROOT / "debertz", "debertz"), (ROOT / "web" / "debertz_web", "debertz_web")]
# what the page never imports: the command line (its benchmarks and test helpers); left out of app.zip, so that a
# change there neither grows the download nor makes a new version of the site
ZIP_LEFT_OUT = ("debertz/cli/", "debertz/__main__.py")



def _copy_if_changed(src: Path, dst: Path) -> bool:
    if dst.exists() and dst.stat().st_size == src.stat().st_size and dst.stat().st_mtime >= src.stat().st_mtime:
        return False
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)
    return True


def write_lock_file(src: Path, dst: Path) -> None:
    """Pyodide's lock file without its package list: the page never loads a package."""
    info = json.loads(src.read_text(encoding="utf-8"))["info"]
    text = json.dumps({"info": info, "packages": {}}, sort_keys=True) + "\n"
    if not dst.exists() or dst.read_text(encoding="utf-8") != text:
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(text, encoding="utf-8")


def build_stdlib(dst: Path) -> None:
    """The compiled standard library (scripts/build_stdlib.py); the npm one if Node is missing."""
    import build_stdlib as builder  # a neighbour in scripts/, on the path of a script run from there
    try:
        if builder.build(dst, state=VENDOR / ".build") is not None:
            return
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as e:
        print(f"build_site.py: compiled standard library not built ({e}); shipping the source one", file=sys.stderr)
    _copy_if_changed(NODE / "pyodide" / "python_stdlib.zip", dst)
    (VENDOR / ".build" / (dst.name + ".src")).unlink(missing_ok=True)


def copy_vendor() -> None:
    """Fill vendor/ from node_modules: Pyodide (compiled stdlib, short lock file)."""
    pyo = NODE / "pyodide"
    if not pyo.is_dir():
        if (VENDOR / "pyodide" / "pyodide.mjs").exists():
            return  # a dist/ copy or an earlier set-up: nothing to refresh from
        sys.exit("node_modules is missing: run `bash scripts/setup-web.sh` (or `make setup`) first")
    for name in PYODIDE_COPIED:
        _copy_if_changed(pyo / name, VENDOR / "pyodide" / name)
    write_lock_file(pyo / "pyodide-lock.json", VENDOR / "pyodide" / "pyodide-lock.json")
    build_stdlib(VENDOR / "pyodide" / "python_stdlib.zip")
    _prune(VENDOR / "pyodide", set(PYODIDE_FILES))
    copy_pyscript()


_IMPORT = re.compile(r"""\b(?:from\s*|import\s*)(\(?)\s*\\?["'](\./[^"'\\]+?\.js)\\?["']""")


def _chunk_key(name: str) -> str:
    """A chunk's name without its content hash: "error-D2315lOB.js" -> "error"."""
    return re.sub(r"-[A-Za-z0-9_-]{8}\.js$", "", name)


def pyscript_files(dist: Path = PYSCRIPT_DIST) -> list[str]:
    """The files of PyScript's dist/ the page loads: core.js, what it imports statically, and the
    lazily imported chunks of PYSCRIPT_LAZY_USED (with theirs)."""
    seen: set[str] = set()
    todo = ["core.js"]
    while todo:
        name = todo.pop()
        if name in seen or not (dist / name).is_file():
            continue
        seen.add(name)
        for lazy, target in _IMPORT.findall((dist / name).read_text(encoding="utf-8")):
            target = target[2:]
            if not lazy or _chunk_key(target) in PYSCRIPT_LAZY_USED:
                todo.append(target)
    return sorted(seen)


def copy_pyscript() -> None:
    """vendor/pyscript/: the PyScript files the page loads, and their source maps."""
    names = pyscript_files()
    if not names:
        sys.exit("node_modules/@pyscript/core is missing: run `bash scripts/setup-web.sh` (or `make setup`) first")
    keep: set[str] = set()
    for name in names:
        for file in (name, name + ".map"):
            if (PYSCRIPT_DIST / file).is_file():
                _copy_if_changed(PYSCRIPT_DIST / file, VENDOR / "pyscript" / file)
                keep.add(file)
    _prune(VENDOR / "pyscript", keep)


def _prune(folder: Path, keep: set[str]) -> None:
    """Delete the files of folder that are not in keep (left by another version or set-up)."""
    if not folder.is_dir():
        return
    for old in folder.iterdir():
        if old.is_file() and old.name not in keep:
            old.unlink()


def _zip_sources() -> list[tuple[Path, str]]:
    out: list[tuple[Path, str]] = []
    for folder, name in ZIP_PACKAGES:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            arc = f"{name}/{path.relative_to(folder).as_posix()}"
            if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".json", ".txt") \
                    and not arc.startswith(ZIP_LEFT_OUT):
                out.append((path, arc))
    return out


# Compiles the zip's modules to bytecode inside the very Pyodide the page runs (node + the npm
# package), so the browser imports .pyc files instead of compiling ~4000 lines at every start
# (about 80 ms less before the first picture). Unchecked-hash pycs: valid whatever the files' times.
_NODE_COMPILE = r"""
const path = require('path'), fs = require('fs');
const [src, dst, pyodideDir] = process.argv.slice(1);
(async () => {
  const { loadPyodide } = require(path.join(pyodideDir, 'pyodide.js'));
  // no column ranges in the bytecode (tracebacks keep file, line and source text, lose the ^^^ marks)
  const py = await loadPyodide({ indexURL: pyodideDir + path.sep, env: { PYTHONNODEBUGRANGES: '1' } });
  py.FS.writeFile('/tmp/in.zip', fs.readFileSync(src));
  py.runPython(`
import compileall, py_compile, zipfile, os
zipfile.ZipFile('/tmp/in.zip').extractall('/tmp/app')
# the game's modules: their pycs are used as they are; PyScript's: checked against the source it writes
mode = py_compile.PycInvalidationMode
ok = all(compileall.compile_dir('/tmp/app/' + top, quiet=1,
                                invalidation_mode=mode.CHECKED_HASH if top == 'pyscript' else mode.UNCHECKED_HASH)
         for top in sorted(os.listdir('/tmp/app')))
if not ok:
    raise SystemExit('compile failed')
with zipfile.ZipFile('/tmp/out.zip', 'w', zipfile.ZIP_DEFLATED) as zf:
    for root, dirs, files in sorted(os.walk('/tmp/app')):
        dirs.sort()
        for name in sorted(files):
            full = os.path.join(root, name)
            if full.startswith('/tmp/app/pyscript/') and name.endswith('.py'):
                continue  # PyScript writes these itself
            info = zipfile.ZipInfo(os.path.relpath(full, '/tmp/app'), date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(full, 'rb') as f:
                zf.writestr(info, f.read())
`);
  fs.writeFileSync(dst, py.FS.readFile('/tmp/out.zip'));
})().catch((e) => { console.error(String(e)); process.exit(1); });
"""


def _pyscript_python() -> dict[str, str]:
    """PyScript's own Python package, as PyScript writes it into the worker at every start before
    it imports it (scripts/build_stdlib.py reads it from the npm package)."""
    import build_stdlib  # a neighbour in scripts/ (see build_stdlib above)
    return build_stdlib.pyscript_python()


def _source_zip_bytes(pyscript: bool = False) -> bytes:
    """The game's packages as a zip; with pyscript=True, also PyScript's package, to be compiled:
    app.zip then carries only its bytecode (pyscript/__pycache__/, checked-hash pycs that Python
    uses only while they match the source PyScript writes), so that import compiles nothing."""
    entries = [(arc, path.read_bytes()) for path, arc in _zip_sources()]
    if pyscript:
        entries += [(name, text.encode("utf-8")) for name, text in _pyscript_python().items()]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for arc, data in entries:
            info = zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return buf.getvalue()


def _compile_in_pyodide(src_zip: bytes, dest: Path) -> bool:
    """Write dest as src_zip plus __pycache__ bytecode made by Pyodide under node; False if impossible."""
    pyodide_dir = NODE / "pyodide"
    node = shutil.which("node")
    if node is None or not (pyodide_dir / "pyodide.js").exists():
        return False
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src.zip"
        out = Path(tmp) / "out.zip"
        src.write_bytes(src_zip)
        try:
            proc = subprocess.run([node, "-e", _NODE_COMPILE, str(src), str(out), str(pyodide_dir)],
                                  capture_output=True, text=True, timeout=180)
        except (OSError, subprocess.TimeoutExpired) as e:
            print(f"build_site.py: bytecode compile skipped ({e})", file=sys.stderr)
            return False
        if proc.returncode != 0 or not out.exists():
            print(f"build_site.py: bytecode compile skipped ({proc.stderr.strip()[-300:]})", file=sys.stderr)
            return False
        dest.write_bytes(out.read_bytes())
    return True


def build_app_zip(dest: Path | None = None, compile_pyc: bool = True) -> Path:
    """(Re)build vendor/app.zip from the current sources, only when they changed; returns its path."""
    dest = dest or VENDOR / "app.zip"
    stamp = dest.with_name(dest.name + ".src")
    data = _source_zip_bytes()
    with_pyscript = _source_zip_bytes(pyscript=True)  # compiled with PyScript's package (its pycs only)
    key = hashlib.sha256(with_pyscript).hexdigest() + (":pyc" if compile_pyc else ":src")
    if dest.exists() and stamp.exists() and stamp.read_text() == key:
        return dest
    dest.parent.mkdir(parents=True, exist_ok=True)
    if not (compile_pyc and _compile_in_pyodide(with_pyscript, dest)):
        dest.write_bytes(data)
        key = hashlib.sha256(data).hexdigest() + ":src"
    stamp.write_text(key)
    return dest


def app_version() -> str:
    """A short hash of everything shipped, for cache busting and the page footer."""
    h = hashlib.sha256()
    for path, arc in _zip_sources():
        h.update(arc.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


# What the service worker caches (relative to the site root), besides vendor/pyodide.
SITE_FILES = ["index.html", "manifest.webmanifest", "pyscript.toml", "web/host.js", "web/compile.js",
              "web/interpreter.mjs", "web/main.py", "web/loading.js", "web/motion.js", "web/sound.js",
              "web/icon.svg", "web/icon-192.png", "web/icon-512.png", "vendor/app.zip", "vendor/lang.js"]


def site_assets(root: Path = ROOT) -> list[str]:
    """Every file the page may load, for the service worker's cache."""
    out = list(SITE_FILES)
    for sub in ("vendor/pyodide", "vendor/pyscript"):
        folder = root / sub
        if folder.is_dir():
            out += [f"{sub}/{p.name}" for p in sorted(folder.iterdir()) if p.is_file() and not p.name.endswith(".map")]
    return out


_DIGESTS: dict[tuple[str, int, int], bytes] = {}


def _digest(path: Path) -> bytes:
    """sha256 of a file's content, remembered while its size and time stay the same (the big ones
    are hashed once per version, not at every request). By content, not by time: a fresh build of
    the same files (a CI run, a deploy) must keep the version, or every player would download the
    whole site again."""
    st = path.stat()
    key = (str(path), st.st_size, st.st_mtime_ns)
    if key not in _DIGESTS:
        _DIGESTS[key] = hashlib.sha256(path.read_bytes()).digest()
    return _DIGESTS[key]


def write_sw_version(root: Path = ROOT) -> Path:
    """vendor/sw-version.js: the version (a hash of every cached file) and the list for sw.js."""
    assets = site_assets(root)
    h = hashlib.sha256()
    for a in assets + ["sw.js"]:
        path = root / a
        if path.is_file():
            h.update(a.encode())
            h.update(_digest(path))
    version = h.hexdigest()[:16]
    text = ("// Written by scripts/build_site.py: do not edit.\n"
            f"self.VERSION = {json.dumps(version)};\n"
            f"self.ASSETS = {json.dumps(['./'] + ['./' + a for a in assets], indent=0)};\n")
    dest = root / "vendor" / "sw-version.js"
    if not dest.exists() or dest.read_text() != text:
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text)
    return dest


def write_lang_js(root: Path = ROOT) -> Path:
    """vendor/lang.js: the languages and the texts of web/loading.js and web/host.js, which run before
    Python, written from the catalogues (debertz_web/page_texts.py) whenever a source changed. In a
    fresh interpreter: the dev server's own would keep the catalogues it imported first."""
    dest = root / "vendor" / "lang.js"
    stamp = root / "vendor" / ".build" / "lang.js.src"
    key = app_version()
    if dest.exists() and stamp.exists() and stamp.read_text() == key:
        return dest
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "web"), str(ROOT)])}
    proc = subprocess.run([sys.executable, "-m", "debertz_web.page_texts"], cwd=ROOT, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)
    if proc.returncode != 0:
        raise RuntimeError(f"vendor/lang.js not written: {proc.stderr.strip()[-500:]}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    if not dest.exists() or dest.read_text(encoding="utf-8") != proc.stdout:
        dest.write_text(proc.stdout, encoding="utf-8")
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(key)
    return dest


# The build's steps, in order. SOURCE_STEPS depend only on the repository's files: the dev server runs
# them again before it serves one of BUILT_FILES, so an edited engine or catalogue is picked up on reload.
# A new step that writes a file the page loads goes before write_sw_version (which hashes every file of
# the offline cache) and names its file in SITE_FILES.
VENDOR_STEPS: list[Callable[[], object]] = [copy_vendor]
SOURCE_STEPS: list[Callable[[], object]] = [build_app_zip, write_lang_js, prerender.refresh, write_sw_version]
BUILT_FILES = ("vendor/app.zip", "vendor/lang.js", "vendor/sw-version.js")


def refresh() -> None:
    """Rebuild what is made from the repository's sources (not the copies from node_modules)."""
    for step in SOURCE_STEPS:
        step()


def prepare() -> None:
    """Every step of the build: vendor/ ready to serve."""
    for step in VENDOR_STEPS:
        step()
    refresh()


def main() -> int:
    prepare()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
