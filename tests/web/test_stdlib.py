"""The compiled standard library the site ships (vendor/pyodide/python_stdlib.zip, built by
scripts/build_stdlib.py): every module the game uses imports from it in the browser, tracebacks
through it still name file and line, and it holds bytecode only."""
from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path
from typing import Any

import build_stdlib  # scripts/ (pytest's pythonpath)

ROOT = Path(__file__).resolve().parents[2]

# Starts the shipped Pyodide (vendor/pyodide: its default stdLibURL is the shipped zip) on a blank
# page, unpacks the shipped app.zip where PyScript puts it (pyscript.toml), and runs Python code.
START = """async (code) => {
  const { loadPyodide } = await import(new URL("../vendor/pyodide/pyodide.mjs", location.href).href);
  const py = await loadPyodide();
  const zip = await (await fetch(new URL("../vendor/app.zip", location.href))).arrayBuffer();
  py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
  return py.runPython(code);
}"""

CHECK_IMPORTS = """
import importlib, json, sys, traceback
failed = []
for name in json.loads(MODULES):
    try:
        importlib.import_module(name)
    except Exception as e:
        failed.append(f"{name}: {e!r}")
for line in json.loads(STATEMENTS):
    try:
        exec(line, {})
    except Exception as e:
        failed.append(f"{line}: {e!r}")
std = {n: getattr(m, "__file__", None) for n, m in sys.modules.items()}
from_zip = {n: f for n, f in std.items() if f and f.startswith("/lib/python314.zip/")}
json.dumps({"failed": failed, "from_zip": from_zip, "json_file": sys.modules["json"].__file__,
            "app_file": sys.modules["debertz_web"].__file__})
"""

TRACEBACK = """
import json, traceback
try:
    json.loads('{"seat": 1,, }')
except ValueError:
    text = traceback.format_exc()
text
"""


def _run(page: Any, site: str, code: str) -> Any:
    page.goto(site + "web/blank.html")
    return page.evaluate(START, code)


def test_every_module_the_game_uses_imports_from_the_shipped_zip(page: Any, site: str, guard: Any) -> None:
    modules = [n for n in build_stdlib.game_module_files() if n != "__main__"]
    statements = sorted(build_stdlib.app_import_statements())
    assert "debertz.bots.search" in modules and "debertz.match" in modules  # the engine and bots the page reaches
    assert len([m for m in modules if m.startswith("debertz_web.")]) >= 5  # and the browser package
    code = f"MODULES = {json.dumps(json.dumps(modules))}\nSTATEMENTS = {json.dumps(json.dumps(statements))}\n"
    result = json.loads(_run(page, site, code + CHECK_IMPORTS))
    assert result["failed"] == []
    # imported from the compiled zip, not from sources
    assert result["json_file"] == "/lib/python314.zip/json/__init__.pyc"
    assert result["from_zip"] and all(f.endswith(".pyc") for f in result["from_zip"].values())
    assert result["app_file"].startswith("/home/pyodide/debertz_web/")


def test_traceback_through_the_stdlib_names_file_and_line(page: Any, site: str, guard: Any) -> None:
    text = str(_run(page, site, TRACEBACK))
    assert 'File "/lib/python314.zip/json/decoder.py", line ' in text, text
    assert 'File "/lib/python314.zip/json/__init__.py", line ' in text, text
    assert "JSONDecodeError" in text


def test_zip_holds_bytecode_only_and_fewer_modules_than_npm() -> None:
    shipped = zipfile.ZipFile(ROOT / "vendor" / "pyodide" / "python_stdlib.zip")
    names = shipped.namelist()
    assert names and all(n.endswith(".pyc") for n in names)
    npm = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip")
    npm_modules = [n for n in npm.namelist() if n.endswith(".py")]
    assert len(names) < len(npm_modules)
    for needed in ("json/__init__.pyc", "random.pyc", "dataclasses.pyc", "asyncio/__init__.pyc",
                   "encodings/utf_8.pyc", "_pyodide/_base.pyc", "pyodide/ffi/__init__.pyc"):
        assert needed in names, needed
    for left_out in ("unittest/__init__.pyc", "pydoc.pyc", "email/__init__.pyc", "tkinter/__init__.pyc"):
        assert left_out not in names, left_out


# PyScript's package as PyScript writes it (SOURCES: name -> text), then what Python makes of the
# shipped pycs: each must be checked-hash bytecode of exactly that source, and every standard-library
# module the package imports must come from the shipped zip.
CHECK_PYSCRIPT = """
import importlib.util, json, os, sys
failed = []
for name, text in json.loads(SOURCES).items():
    data = text.encode("utf-8")
    with open(name, "wb") as f:
        f.write(data)
    pyc = importlib.util.cache_from_source(os.path.abspath(name))
    with open(pyc, "rb") as f:
        head = f.read(16)
    if int.from_bytes(head[4:8], "little") != 3 or head[8:16] != importlib.util.source_hash(data):
        failed.append(name)
json.dumps({"failed": failed, "count": len(json.loads(SOURCES))})
"""


def test_pyscript_package_bytecode_matches_what_pyscript_writes(page: Any, site: str, guard: Any) -> None:
    """app.zip carries PyScript's own package compiled (so its import compiles nothing at start): the
    pycs are valid for the very sources PyScript writes, so Python uses them instead of compiling."""
    sources = build_stdlib.pyscript_python()
    assert "pyscript/__init__.py" in sources and "pyscript/web.py" in sources
    statements = sorted(build_stdlib.pyscript_import_statements())
    assert "import inspect" in statements and "import asyncio" in statements
    code = f"SOURCES = {json.dumps(json.dumps(sources))}\n"
    result = json.loads(_run(page, site, code + CHECK_PYSCRIPT))
    assert result == {"failed": [], "count": len(sources)}, result
    shipped = zipfile.ZipFile(ROOT / "vendor" / "app.zip").namelist()
    assert not [n for n in shipped if n.startswith("pyscript/") and n.endswith(".py")]  # PyScript writes those
    stdlib = set(zipfile.ZipFile(ROOT / "vendor" / "pyodide" / "python_stdlib.zip").namelist())
    for line in statements:
        top = line.split()[1].split(".")[0]
        assert top in sys.builtin_module_names or f"{top}.pyc" in stdlib or f"{top}/__init__.pyc" in stdlib, line
