"""scripts/serve.py serves compressed, typed and cached right; vendor/ holds only what the page loads."""
from __future__ import annotations

import gzip
import json
import shutil
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import build_dist
import build_site
import pytest
import serve

ROOT = Path(__file__).resolve().parents[2]


def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    req = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, {k.lower(): v for k, v in resp.headers.items()}, resp.read()
    except urllib.error.HTTPError as e:
        return e.code, {k.lower(): v for k, v in e.headers.items()}, e.read()


@pytest.mark.parametrize("path, mime", [
    ("vendor/pyodide/pyodide.asm.wasm", "application/wasm"),
    ("vendor/pyodide/pyodide.mjs", "text/javascript"),
    ("vendor/pyodide/python_stdlib.zip", "application/zip"),
    ("web/style.css", "text/css"),
    ("", "text/html"),
])
def test_gzip_when_accepted_with_the_right_type(site: str, path: str, mime: str) -> None:
    status, headers, body = fetch(site + path, **{"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200
    assert headers["content-encoding"] == "gzip"
    assert headers["content-type"].startswith(mime)
    assert "accept-encoding" in headers.get("vary", "").lower()
    assert int(headers["content-length"]) == len(body)
    on_disk = (ROOT / (path or "index.html")).read_bytes()
    assert gzip.decompress(body) == on_disk
    if path.endswith((".wasm", ".mjs", ".css")):
        assert len(body) < 0.6 * len(on_disk)


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br"])
def test_plain_when_gzip_is_not_accepted(site: str, accept: str | None) -> None:
    headers_sent = {"Accept-Encoding": accept} if accept else {}
    status, headers, body = fetch(site + "vendor/pyodide/pyodide.mjs", **headers_sent)
    assert status == 200
    assert "content-encoding" not in headers
    assert headers["content-type"].startswith("text/javascript")
    assert body == (ROOT / "vendor/pyodide/pyodide.mjs").read_bytes()


def test_cache_headers(site: str) -> None:
    # No file name holds a version, so every file is revalidated (a 304 when unchanged, below).
    for path in ("", "index.html", "vendor/app.zip", "vendor/pyodide/pyodide.asm.wasm", "sw.js", "web/host.js",
                 "pyscript.toml", "vendor/pyscript/core.js"):
        _, headers, _ = fetch(site + path, **{"Accept-Encoding": "gzip"})
        assert headers["cache-control"] == "no-cache", path


def test_unchanged_file_costs_a_304(site: str) -> None:
    _, headers, _ = fetch(site + "vendor/pyodide/pyodide.asm.wasm", **{"Accept-Encoding": "gzip"})
    status, again, body = fetch(site + "vendor/pyodide/pyodide.asm.wasm",
                                **{"Accept-Encoding": "gzip", "If-Modified-Since": headers["last-modified"]})
    assert status == 304 and body == b""
    assert again["cache-control"] == "no-cache"
    status, _, _ = fetch(site + "vendor/pyodide/pyodide.asm.wasm",
                         **{"Accept-Encoding": "gzip", "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT"})
    assert status == 200


def test_missing_file_is_a_404(site: str) -> None:
    status, _, _ = fetch(site + "vendor/nothing-here.css", **{"Accept-Encoding": "gzip"})
    assert status == 404


def test_tool_folders_are_not_served(site: str) -> None:
    """The development server serves the repository, but never its dot-folders (the venv, git, build state)."""
    assert (ROOT / ".venv" / "pyvenv.cfg").is_file()  # it exists on disk ...
    for path in (".venv/pyvenv.cfg", ".git/HEAD", "vendor/.build/python_stdlib.zip.src"):
        status, _, _ = fetch(site + path, **{"Accept-Encoding": "gzip"})
        assert status == 404, path  # ... and is not on the site
    assert fetch(site + "web/host.js")[0] == 200


def test_accept_encoding_parsing() -> None:
    assert serve.accepts_gzip("gzip, deflate, br")
    assert serve.accepts_gzip("br;q=1.0, gzip;q=0.8")
    assert serve.accepts_gzip("*")
    assert not serve.accepts_gzip(None)
    assert not serve.accepts_gzip("")
    assert not serve.accepts_gzip("gzip;q=0")
    assert not serve.accepts_gzip("gzip; q=0.0, br")
    assert not serve.accepts_gzip("deflate, br")


def test_vendor_holds_only_what_the_page_loads(site: str) -> None:
    folders = sorted(p.name for p in (ROOT / "vendor").iterdir() if p.is_dir() and not p.name.startswith("."))
    assert folders == ["pyodide", "pyscript"]
    # PyScript: its entry module, what that imports, the two chunks it imports lazily on this page
    # (the error plugin and the TOML parser), and their source maps; none of the plugins switched off
    pyscript = sorted(p.name for p in (ROOT / "vendor/pyscript").iterdir())
    scripts = [n for n in pyscript if n.endswith(".js")]
    assert "core.js" in scripts and len(scripts) == 4, pyscript
    assert sorted(n.split("-")[0] for n in scripts if n != "core.js") == ["core", "error", "toml"], pyscript
    assert sorted(n for n in pyscript if n.endswith(".map")) == sorted(n + ".map" for n in scripts)
    pyodide = sorted(p.name for p in (ROOT / "vendor/pyodide").iterdir())
    assert pyodide == sorted(["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                              "pyodide-lock.json"])
    lock: dict[str, Any] = json.loads((ROOT / "vendor/pyodide/pyodide-lock.json").read_text())
    npm_lock = json.loads((ROOT / "node_modules/pyodide/pyodide-lock.json").read_text())
    assert lock["packages"] == {} and lock["info"] == npm_lock["info"]


def test_dist_has_no_build_leftovers(tmp_path: Path) -> None:
    out = build_dist.build(tmp_path / "site")
    names = [p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()]
    assert "vendor/pyodide/python_stdlib.zip" in names and "vendor/app.zip" in names
    assert not [n for n in names if n.endswith(".src") or "/.build/" in n or "/bench/" in n]
    # source maps only of the JavaScript served from vendor/pyscript (browsers fetch them only with
    # their developer tools open)
    maps = [n for n in names if n.endswith(".map")]
    assert maps and all(n.startswith("vendor/pyscript/") and n[:-4] in names for n in maps), maps
    assert {"pyscript.toml", "web/main.py", "web/interpreter.mjs", "vendor/pyscript/core.js"} <= set(names)


def test_offline_version_follows_content_not_file_times(tmp_path: Path) -> None:
    """The service worker's cache version is a hash of what is shipped: a fresh build of the same files
    (other file times, as in a CI run or a deploy) keeps it, so players do not download the site
    again; a changed byte in any file, the biggest included, gives a new one."""
    build_site.prepare()
    for a in [*build_site.site_assets(ROOT), "sw.js"]:
        if (ROOT / a).is_file():
            (tmp_path / a).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / a, tmp_path / a)  # new file times
    version = (ROOT / "vendor" / "sw-version.js").read_text()
    assert build_site.write_sw_version(tmp_path).read_text() == version
    wasm = tmp_path / "vendor" / "pyodide" / "pyodide.asm.wasm"
    data = bytearray(wasm.read_bytes())
    data[-1] ^= 1
    wasm.write_bytes(bytes(data))
    assert build_site.write_sw_version(tmp_path).read_text() != version
