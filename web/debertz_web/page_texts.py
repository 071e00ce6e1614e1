"""The page's own texts, for the JavaScript that runs before Python: ``vendor/lang.js``.

web/loading.js (the loading screen, the new-version banner) and web/host.js (the one line saying
why the game could not start) run before Python, so they cannot ask the catalogues. The build
(scripts/build_site.py) writes their texts from the catalogues into ``vendor/lang.js``, which
index.html loads before them: a new language needs no change to any JavaScript file.

    python -m debertz_web.page_texts   # prints vendor/lang.js
"""
from __future__ import annotations

import json

from .i18n import CATALOGUES, REFERENCE, tr

# The catalogue's message ids the page's scripts use, by the name they use them under.
PAGE_KEYS = {
    "downloading": "page.downloading",
    "starting": "page.starting",
    "game": "page.loading_game",
    "loading": "page.loading",
    "updateReady": "page.update_ready",
    "reload": "page.reload",
    "files": "page.files",
    "fatal": "page.fatal",
    "shuffling": "page.shuffling",
}


def page_texts() -> dict[str, object]:
    """What vendor/lang.js defines: the reference language, the browser codes the languages also
    answer, and each language's page texts."""
    texts = {code: {name: tr(key, code) for name, key in PAGE_KEYS.items()} for code in CATALOGUES}
    aliases = {alias: code for code, cat in CATALOGUES.items() for alias in cat.aliases}
    return {"reference": REFERENCE, "aliases": aliases, "texts": texts}


def lang_js() -> str:
    """The text of vendor/lang.js."""
    return ("// Written by scripts/build_site.py from web/debertz_web's languages and catalogues"
            " (debertz_web/page_texts.py): do not edit.\n"
            f"self.DEBERTZ_LANG = {json.dumps(page_texts(), indent=1)};\n")


if __name__ == "__main__":
    print(lang_js(), end="")
