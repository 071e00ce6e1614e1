#!/usr/bin/python3
"""A minimal WebKitGTK browser for WebKitWebDriver, in place of MiniBrowser (tests/web/test_engines.py).

    webkit_browser.py DATA_DIR PROXY_URL [--automation]

Why not MiniBrowser: in automation mode it keeps its data in an ephemeral session, and WebKit
never writes an ephemeral page's console messages anywhere a test can read them (WebDriver BiDi,
which would carry them, is not in Debian's WebKitWebDriver 2.50). This browser keeps its data in
DATA_DIR (a folder the test made and removes), so with the `enable-write-console-messages-to-stdout`
setting every console message of the page and its workers, and every uncaught error, is printed on
stdout as "URL:LINE:COL: CONSOLE <SOURCE> <LEVEL> text" (the test reads WebKitWebDriver's stdout).
Every request to a host other than 127.0.0.1 / localhost goes to PROXY_URL, which records it.

Runs with Debian's python3 and its PyGObject (packages python3-gi, gir1.2-webkit2-4.1), not in a
virtualenv.
"""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

NAME = "DebertzWebKit"  # the test asks for this browserName; WebKitWebDriver matches it with ours


def main() -> None:
    data_dir, proxy = [a for a in sys.argv[1:] if a != "--automation"][:2]
    # Console lines are printed by the web processes: line-buffered, so none is lost when they are killed.
    os.environ["LD_PRELOAD"] = "/usr/libexec/coreutils/libstdbuf.so"
    os.environ["_STDBUF_O"] = "L"
    manager = WebKit2.WebsiteDataManager(base_data_directory=data_dir, base_cache_directory=data_dir)
    manager.set_network_proxy_settings(WebKit2.NetworkProxyMode.CUSTOM,
                                       WebKit2.NetworkProxySettings.new(proxy, ["127.0.0.1", "localhost"]))
    context = WebKit2.WebContext(website_data_manager=manager)
    context.set_automation_allowed(True)
    settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True, enable_developer_extras=True)

    def new_view(*_args: object) -> WebKit2.WebView:
        view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
        window = Gtk.Window()
        window.set_default_size(1280, 800)
        window.add(view)
        window.show_all()
        view.connect("close", lambda _v: window.destroy())
        return view

    def started(_context: object, session: WebKit2.AutomationSession) -> None:
        info = WebKit2.ApplicationInfo()
        info.set_name(NAME)
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect("create-web-view", new_view)

    context.connect("automation-started", started)
    Gtk.main()


if __name__ == "__main__":
    main()
