"""A new language is its catalogue module and its line in the registry (debertz_web.lang.LANGUAGES):
a made-up fourth one, copied from English, is registered here and nowhere else, and every screen
and panel draws in it; the page's texts for the scripts that run before Python (vendor/lang.js)
carry it too, with no change to any JavaScript file."""
from __future__ import annotations

import re
import sys
import types
from collections.abc import Iterator

import pytest
from debertz_web.i18n import CATALOGUES, LANGS, REFERENCE, browser_lang, register, tr, unregister
from debertz_web.lang import EAST_SLAVIC, LANGUAGES, Language
from debertz_web.page_texts import PAGE_KEYS, page_texts
from debertz_web.wire import render_op
from test_views import clean, render_states

MARK = "ẋ"  # every text of the made-up language starts with it


def marked(text: str | dict[str, str]) -> str | dict[str, str]:
    if isinstance(text, dict):
        return {k: MARK + v for k, v in text.items()}
    return MARK + text


@pytest.fixture
def xx(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The made-up language "xx": a catalogue module (English, every text marked, plurals given
    three forms as East Slavic languages have) and its line in the registry (one module, no parts)."""
    def forms3(text: str) -> str:  # {n:plural:card|cards} -> {n:plural:card|cards|cards}
        return re.sub(r"(:plural:[^|}]*\|([^|}]*))}", r"\1|\2}", text)

    module = types.ModuleType("fake_xx_catalogue")
    texts: dict[str, str | dict[str, str]] = {}
    for key, text in CATALOGUES[REFERENCE].texts.items():
        text = marked(text) if key != "decimal_mark" else text
        texts[key] = forms3(text) if isinstance(text, str) else {k: forms3(v) for k, v in text.items()}
    module.TEXTS = texts  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    register(Language("xx", "Ẋẋ", module.__name__, EAST_SLAVIC, aliases=("zz",), parts=()))
    try:
        yield "xx"
    finally:
        unregister("xx")


def test_the_made_up_language_is_everywhere_the_registry_reaches(xx: str) -> None:
    assert LANGUAGES[-1].code == xx and list(LANGS)[-1] == xx and xx in LANGS
    assert tr("title", xx) == MARK + "Debertz"
    assert tr("cards_n", xx, n=21) == MARK + "21\u00a0card" != tr("cards_n", "en", n=21)  # its own plural rule
    assert browser_lang(["zz-ZZ", "en"]) == xx and browser_lang(["xx"]) == xx
    # the scripts that run before Python get its texts from vendor/lang.js
    page = page_texts()
    assert page["aliases"] == {"be": "ru", "zz": xx}
    assert page["texts"][xx] == {name: MARK + str(CATALOGUES[REFERENCE].texts[key])  # type: ignore[index]
                                 for name, key in PAGE_KEYS.items()}


def test_every_screen_and_panel_draws_in_the_made_up_language(xx: str) -> None:
    offered = set()
    for name, st in render_states():
        st.lang = xx
        op = render_op(st, "menu")
        assert op["lang"] == xx, name
        html = " ".join(str(op[k]) for k in ("topbar", "message", "table", "overlay_html", "live", "title"))
        clean(html)
        assert MARK in op["table"] + op["overlay_html"], f"{name}: not drawn in the made-up language"
        if 'id="setup"' in op["table"]:
            assert f'<option value="{xx}"' in op["table"], name  # the settings offer it
            offered.add("settings")
        if 'lang="en"' in op["topbar"]:
            assert f'lang="{xx}" title="Ẋẋ"' in op["topbar"], name  # and so do the language buttons
            offered.add("buttons")
    assert offered == {"settings", "buttons"}


def test_the_made_up_language_is_gone_after_the_test() -> None:
    assert "xx" not in LANGS and all(lang.code != "xx" for lang in LANGUAGES)
