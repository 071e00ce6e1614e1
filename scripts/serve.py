#!/usr/bin/env python3
"""Serve the Debertz site locally (gzip, revalidated on every request).

    python3 scripts/serve.py [--port 8000] [--host 127.0.0.1] [--root FOLDER]
    python3 scripts/serve.py --prepare-only

Serving the repository first builds what it needs (scripts/build_site.py), and builds it again whenever
the page asks for a generated file whose sources changed. `make_server` is also used by the browser
tests and the benchmark scripts. Only the standard library is used.
"""
from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http
import http.server
import io
import socket
import sys
import threading
from pathlib import Path
from typing import Any

import build_site  # a neighbour in scripts/, on the path of a script run from there
from build_site import ROOT

MIME = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
    ".css": "text/css",
    ".html": "text/html",
}


# Sent compressed when the browser accepts gzip (a static host does this itself).
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".toml", ".py", ".svg", ".wasm",
                ".zip", ".txt"}
GZIP_LEVEL = 6  # level 9 takes twice as long for 0.4 % less on the WebAssembly


class GzipCache:
    """gzip copies of files, made once per file version (path, size, mtime) and kept in memory."""

    def __init__(self) -> None:
        self._data: dict[str, tuple[tuple[int, int], bytes]] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def get(self, path: Path) -> bytes:
        st = path.stat()
        key, version = str(path), (st.st_size, st.st_mtime_ns)
        with self._guard:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            hit = self._data.get(key)
            if hit and hit[0] == version:
                return hit[1]
            data = gzip.compress(path.read_bytes(), GZIP_LEVEL, mtime=0)
            self._data[key] = (version, data)
            return data

    def warm(self, root: Path) -> None:
        """Compress the big files ahead of the first visit (in a background thread)."""
        for sub in ("vendor/pyodide", "vendor"):
            folder = root / sub
            if folder.is_dir():
                for p in sorted(folder.iterdir()):
                    if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size > 50_000:
                        self.get(p)


GZIP = GzipCache()


def accepts_gzip(header: str | None) -> bool:
    """True if an Accept-Encoding header allows gzip ("gzip;q=0" refuses it)."""
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() not in ("gzip", "*"):
            continue
        params = params.strip().replace(" ", "")
        if params.startswith("q="):
            try:
                return float(params[2:]) > 0
            except ValueError:
                return False
        return True
    return False


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        # Revalidate every time (no file name holds a version): a changed engine or UI is picked up
        # on reload, and an unchanged file costs only a 304.
        self.send_header("Cache-Control", "no-cache")
        if Path(path).suffix in COMPRESSIBLE or path.endswith("/"):
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self) -> Any:
        """As http.server does, but a compressible file goes out gzip-compressed if accepted; nothing
        under a dot-folder (.venv, .git, vendor/.build: tools, not the site) is served."""
        if any(part.startswith(".") for part in self.path.split("?", 1)[0].split("/")):
            self.send_error(http.HTTPStatus.NOT_FOUND)
            return None
        fs_path = Path(self.translate_path(self.path))
        if fs_path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            fs_path = fs_path / "index.html"
        if not (fs_path.is_file() and fs_path.suffix in COMPRESSIBLE
                and accepts_gzip(self.headers.get("Accept-Encoding"))):
            return super().send_head()
        st = fs_path.stat()
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(st.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        data = GZIP.get(fs_path)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(fs_path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
        self.end_headers()
        return io.BytesIO(data)

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        # index.html too: its first screen and styles are drawn from the sources
        built = path.lstrip("/") in (*build_site.BUILT_FILES, "", "index.html")
        if built and Path(self.directory).resolve() == ROOT:
            build_site.refresh()  # never serve a stale engine (or stale page texts) during development
        super().do_GET()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        if getattr(self.server, "quiet", False):
            return
        super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return  # the browser went away mid-download (a closed tab): nothing to report
        super().handle_error(request, client_address)  # type: ignore[arg-type]


def make_server(host: str = "127.0.0.1", port: int = 0, root: Path = ROOT,
                quiet: bool = False) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(Handler, directory=str(root))
    server = Server((host, port), handler)
    server.daemon_threads = True
    server.quiet = quiet  # type: ignore[attr-defined]
    threading.Thread(target=GZIP.warm, args=(root,), daemon=True).start()
    return server


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--root", default=str(ROOT), help="folder to serve (default: the repository)")
    ap.add_argument("--prepare-only", action="store_true", help="build vendor/ (scripts/build_site.py) and exit")
    ap.add_argument("--quiet", action="store_true", help="do not log requests")
    args = ap.parse_args(argv)
    root = Path(args.root).resolve()
    if root == ROOT:
        build_site.prepare()
    if args.prepare_only:
        return 0
    try:
        server = make_server(args.host, args.port, root, args.quiet)
    except OSError as e:
        print(f"cannot listen on {args.host}:{args.port}: {e} (try --port 0 or another port)", file=sys.stderr)
        return 1
    port = server.server_address[1]
    print(f"Debertz is served at http://{args.host}:{port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
