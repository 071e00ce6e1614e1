"""The game's Python entry point: PyScript runs this file in a worker (index.html's
``<script type="py" worker>``), after unpacking the game's packages (pyscript.toml).

The page (web/host.js) calls the two exported functions: ``start`` once, with what only the page
knows (the link, the browser's languages, saved data), then ``receive`` for each of the person's
events. Python answers with the worker's own messages (``debertz_web.browser``). Importing the app
here, before PyScript reports the worker ready, keeps the person's first click from waiting for it.
"""
import js

js.postMessage('[{"t":"progress","what":"py:ready"}]')  # the loading screen's last stage

from debertz_web import browser  # noqa: E402 - after the progress message, which must go first


def start(env_json: str) -> None:
    """Start the app from the page's environment (a JSON object)."""
    browser.start(env_json)


def receive(raw: str) -> None:
    """One event of the page (a JSON string)."""
    app = browser.APP
    if app is not None:
        app.receive(raw)


__export__ = ["start", "receive"]
