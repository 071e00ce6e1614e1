"""One full deal, offline reload included, in WebKit (Safari's engine) and Firefox, beside Chromium.

- WebKit: Debian's WebKitWebDriver (webkit2gtk-driver) under Xvfb, through Selenium; the browser it
  starts is tests/web/engines/webkit_browser.py (why not MiniBrowser: see that file).
- Firefox: Debian's firefox-esr, headless, through puppeteer-core over WebDriver BiDi
  (tests/web/engines/firefox.mjs, run by Node).

Each engine plays the person's seat with the same in-page script (tests/web/engines/page.js), which
reads and clicks only the DOM. The test serves the site itself (scripts/serve.py's server, as the
`site` fixture does) because going offline means stopping that server: the service worker must then
bring the page back, ready, with the saved match resumed, and the game must go on.

Any request to a host other than 127.0.0.1 / localhost goes to a recording proxy and fails the test,
and so does any console error (WebKit's console is read from the browser's stdout). The one message
tolerated is WebKit's that it does not know the CSP directive `manifest-src` (logged at error level as
"CONSOLE SECURITY ERROR", though it only means the directive is ignored).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import socketserver
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import build_site
import pytest
import serve
from conftest import ROOT  # type: ignore[import-not-found]

ENGINES = ROOT / "tests" / "web" / "engines"
PAGE_JS = (ENGINES / "page.js").read_text()
WEBKIT_DRIVER = os.environ.get("DEBERTZ_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
FIREFOX = os.environ.get("DEBERTZ_FIREFOX", "/usr/bin/firefox-esr")
XVFB = shutil.which("Xvfb") or "/usr/bin/Xvfb"
SYSTEM_PYTHON = "/usr/bin/python3"  # the WebKit browser needs Debian's PyGObject, not the virtualenv
LINK = "?mode=2&target=51&seed={seed}&speed=instant&bots=easy"
TIMEOUT = 90_000  # ms for one wait in the page: a loaded 2-core machine makes WebKit start slowly
# A console line of WebKit's: "URL:LINE:COL: CONSOLE [SOURCE] LEVEL text" (SOURCE: JS, NETWORK, SECURITY, ...).
CONSOLE_LINE = re.compile(r"CONSOLE (?:([A-Z]+) )?(LOG|WARN|WARNING|ERROR|DEBUG|INFO) ")
# WebKit logs this on every load of the page; nothing else is tolerated.
TOLERATED = ("Unrecognized Content-Security-Policy directive 'manifest-src'",)


class Proxy:
    """Records every request sent to it (the browsers send every off-host request here) and refuses it."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        seen = self.seen

        class Handler(socketserver.BaseRequestHandler):
            def handle(self) -> None:
                self.request.settimeout(5)
                try:
                    line = self.request.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
                except OSError:
                    line = "(unreadable request)"
                seen.append(line)
                try:
                    self.request.sendall(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                except OSError:
                    pass

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = int(self.server.server_address[1])
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Site:
    """The site on a free port, on a server of its own that the test can stop (going offline)."""

    def __init__(self) -> None:
        build_site.prepare()
        self.server = serve.make_server("127.0.0.1", 0, ROOT, quiet=True)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.up = True

    def stop(self) -> None:
        if self.up:
            self.up = False
            self.server.shutdown()
            self.server.server_close()  # nothing listens on the port any more: requests are refused
            port = int(self.server.server_address[1])
            with pytest.raises(OSError):  # (the server speaks HTTP/1.0: no kept-alive connection either)
                socket.create_connection(("127.0.0.1", port), 1).close()


def _stop_group(proc: subprocess.Popen[Any], grace: float = 3.0) -> None:
    """End a process started in its own session, and every process it started (same group)."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(grace)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # children left behind (web processes) share the group
    except ProcessLookupError:
        pass
    if proc.poll() is None:
        proc.wait(5)


def _wait_port(port: int, proc: subprocess.Popen[Any], what: str, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"{what} did not listen on {port} in {timeout} s")


class WebKit:
    """WebKitWebDriver + tests/web/engines/webkit_browser.py under a private Xvfb display, via Selenium."""

    name = "webkit"

    def __init__(self, proxy_port: int, tmp: Path) -> None:
        self.procs: list[subprocess.Popen[Any]] = []
        self.driver: Any = None
        self.data_dir = tmp / "webkit-data"  # the browser's profile: service worker, its cache, localStorage
        self.console_path = tmp / "webkit-console.log"
        try:
            self._start(proxy_port)
        except BaseException:
            self.close()  # nothing started is left running
            raise

    def _start(self, proxy_port: int) -> None:
        from selenium import webdriver
        from selenium.webdriver.remote.client_config import ClientConfig
        from selenium.webdriver.remote.remote_connection import RemoteConnection
        from selenium.webdriver.webkitgtk.options import Options

        read_fd, write_fd = os.pipe()
        xvfb = subprocess.Popen([XVFB, "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        self.procs.append(xvfb)
        os.close(write_fd)
        with os.fdopen(read_fd) as f:
            display = f.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        port = serve.free_port()
        env = {**os.environ, "DISPLAY": f":{display}"}
        env.pop("WAYLAND_DISPLAY", None)
        with open(self.console_path, "wb") as log:
            driver = subprocess.Popen([WEBKIT_DRIVER, f"--port={port}"], stdout=log, stderr=subprocess.STDOUT,
                                      env=env, start_new_session=True)
        self.procs.append(driver)
        _wait_port(port, driver, "WebKitWebDriver")
        opts = Options()
        opts.binary_location = str(ENGINES / "webkit_browser.py")
        opts.set_capability("browserName", "DebertzWebKit")
        for a in (str(self.data_dir), f"http://127.0.0.1:{proxy_port}"):
            opts.add_argument(a)
        config = ClientConfig(remote_server_addr=f"http://127.0.0.1:{port}", timeout=int(TIMEOUT / 1000 * 3))
        # ignore_proxy: talk to the local driver directly even where an http_proxy variable is set
        self.driver = webdriver.Remote(command_executor=RemoteConnection(client_config=config, ignore_proxy=True),
                                       options=opts)
        self.driver.set_page_load_timeout(TIMEOUT / 1000)
        self.driver.set_script_timeout(TIMEOUT / 1000 * 2)
        self.version = str(self.driver.capabilities.get("browserVersion"))

    def goto(self, url: str) -> None:
        self._navigate(lambda: self.driver.get(url))

    def reload(self) -> None:
        self._navigate(self.driver.refresh)

    def _navigate(self, go: Callable[[], None]) -> None:
        """Navigate, then wait until the new document has loaded: a mark left on the old one must be gone
        (the next script must not start in the document being left, which then unloads under it)."""
        from selenium.common.exceptions import WebDriverException

        self.driver.execute_script("window.__debertzLeaving = true")
        go()
        end = time.monotonic() + TIMEOUT / 1000
        while time.monotonic() < end:
            try:
                if self.driver.execute_script(
                        "return !window.__debertzLeaving && document.readyState === 'complete'"):
                    return
            except WebDriverException:  # between two documents
                pass
            time.sleep(0.05)
        raise AssertionError("the navigation did not finish")

    def page(self, command: str, arg: dict[str, Any] | None = None) -> Any:
        script = ("const done = arguments[arguments.length - 1];"
                  f"({PAGE_JS})(arguments[0], arguments[1])"
                  ".then(done, (e) => done({error: String(e && e.stack || e)}));")
        return self.driver.execute_async_script(script, command, arg or {})

    def errors(self) -> list[str]:
        """Console lines at error level ("URL:LINE:COL: CONSOLE [SOURCE] LEVEL text"), uncaught errors included."""
        out = []
        for line in self.console_path.read_text(errors="replace").splitlines():
            m = CONSOLE_LINE.search(line)
            if m and m.group(2) == "ERROR" and not any(t in line for t in TOLERATED):
                out.append(line)
        return out

    def offsite(self) -> list[str]:
        return []  # WebKit has no request log here: the proxy records what left

    def log_tail(self) -> str:
        return "\n".join(self.console_path.read_text(errors="replace").splitlines()[-30:])

    def close(self) -> None:
        try:
            if self.driver is not None:
                self.driver.quit()
        except Exception:  # noqa: BLE001 - the processes are ended below anyway
            pass
        for p in reversed(self.procs):
            _stop_group(p)
        shutil.rmtree(self.data_dir, ignore_errors=True)  # ~20 MB, of no use once the test is over


class Firefox:
    """firefox-esr through tests/web/engines/firefox.mjs (puppeteer-core, WebDriver BiDi)."""

    name = "firefox"

    def __init__(self, proxy_port: int, tmp: Path) -> None:
        self.log_path = tmp / "firefox-driver.log"  # Node's and Firefox's stderr, shown if the driver dies
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(["node", str(ENGINES / "firefox.mjs"), FIREFOX, str(proxy_port)],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                         text=True, cwd=ROOT, start_new_session=True)
        try:
            self.version = str(self._read().get("version"))
        except BaseException:
            _stop_group(self.proc)  # nothing started is left running
            raise

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the Firefox driver exited:\n" + self.log_path.read_text(errors="replace")[-3000:])
        out = json.loads(line)
        if isinstance(out, dict) and "error" in out and len(out) == 1:
            raise RuntimeError(f"Firefox driver: {out['error']}")
        return out  # type: ignore[no-any-return]

    def _call(self, **msg: Any) -> Any:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def goto(self, url: str) -> None:
        self._call(cmd="goto", url=url)

    def reload(self) -> None:
        self._call(cmd="reload")

    def page(self, command: str, arg: dict[str, Any] | None = None) -> Any:
        return self._call(cmd="page", command=command, arg=arg or {})

    def errors(self) -> list[str]:
        return list(self._call(cmd="log")["errors"])

    def offsite(self) -> list[str]:
        return list(self._call(cmd="log")["offsite"])

    def log_tail(self) -> str:
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-30:])

    def close(self) -> None:
        try:
            if self.proc.poll() is None:
                self._call(cmd="close")
                self.proc.wait(10)
        except Exception:  # noqa: BLE001 - ended below anyway
            pass
        _stop_group(self.proc)


def _missing(engine: str) -> str:
    """Why this engine cannot run here ("" when it can)."""
    if engine == "webkit":
        need = [WEBKIT_DRIVER, XVFB, SYSTEM_PYTHON, "/usr/libexec/coreutils/libstdbuf.so"]
        gone = [p for p in need if not Path(p).exists()]
        if not gone and subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('WebKit2', '4.1')"],
                                       capture_output=True).returncode:
            gone.append("gir1.2-webkit2-4.1 (PyGObject's WebKit2 4.1)")
        try:
            import selenium  # noqa: F401
        except ImportError:
            gone.append("selenium (pip)")
    else:
        gone = [p for p in (FIREFOX,) if not Path(p).exists()]
        if not shutil.which("node"):
            gone.append("node")
        if not (ROOT / "node_modules" / "puppeteer-core" / "package.json").exists():
            gone.append("node_modules/puppeteer-core (npm)")
    return f"{', '.join(gone)} missing: run `bash scripts/setup-web.sh`" if gone else ""


@pytest.fixture
def proxy() -> Iterator[Proxy]:
    p = Proxy()
    yield p
    p.close()


def _check(result: Any, what: str) -> Any:
    bad = (not isinstance(result, dict) or bool(result.get("error"))
           or result.get("ready") is False or result.get("ok") is False)
    assert not bad, f"{what}: {json.dumps(result)[:2000]}"
    return result


@pytest.mark.parametrize("engine", ["webkit", "firefox"])
def test_full_deal_and_offline_reload(engine: str, proxy: Proxy, tmp_path: Path) -> None:
    why = _missing(engine)
    if why:
        pytest.skip(why)
    site = Site()
    make: Callable[[int, Path], WebKit | Firefox] = WebKit if engine == "webkit" else Firefox
    t0 = time.monotonic()
    times: dict[str, float] = {}
    step = "starting the browser"
    browser = None
    try:
        browser = make(proxy.port, tmp_path)
        times["started"] = time.monotonic() - t0
        seed = 7
        step = "opening the page"
        browser.goto(site.url + LINK.format(seed=seed))
        _check(browser.page("ready", {"timeout": TIMEOUT}), "the page did not get ready")
        times["ready"] = time.monotonic() - t0
        step = "playing the deal"
        done = _check(browser.page("play", {"seed": seed, "timeout": TIMEOUT * 2}), "playing the deal")
        before = done["snapshot"]
        assert before["phase"] in ("deal-over", "match-over") and before["summary"], before
        times["deal over"] = time.monotonic() - t0
        step = "waiting for the service worker"
        _check(browser.page("offline-ready", {"timeout": TIMEOUT}), "the service worker")

        step = "reloading offline"
        site.stop()  # offline: nothing answers on the site's port any more
        browser.reload()
        after = _check(browser.page("ready", {"timeout": TIMEOUT}), "the offline reload")
        times["offline ready"] = time.monotonic() - t0
        assert after["snapshot"] == before, f"the saved match was not resumed as it was:\n{after['snapshot']}\n{before}"
        if before["phase"] == "deal-over":  # and the game goes on offline: the next deal is dealt
            step = "dealing the next deal offline"
            nxt = _check(browser.page("click", {"selector": '[data-action="next-deal"]', "timeout": TIMEOUT}),
                         "the next deal offline")
            assert nxt["phase"] in ("bidding", "play") and nxt["hand"], nxt
        step = "checking requests and console"
        problems = []
        offsite = proxy.seen + browser.offsite()
        if offsite:
            problems.append("requests off 127.0.0.1: " + ", ".join(offsite[:10]))
        errors = browser.errors()
        if errors:
            problems.append("errors in the page:\n  " + "\n  ".join(errors[:20]))
        assert not problems, "\n".join(problems)
        print(f"{engine} {browser.version}: " + ", ".join(f"{k} {v:.1f} s" for k, v in times.items()))
    except BaseException as e:
        e.add_note(f"{engine} {browser.version if browser else ''}: failed while {step} "
                   f"after {time.monotonic() - t0:.1f} s ({', '.join(f'{k} {v:.1f} s' for k, v in times.items())})")
        if browser is not None:
            e.add_note("browser log, last lines:\n" + browser.log_tail())
        raise
    finally:
        if browser is not None:
            browser.close()
        site.stop()
