"""The loading screen speaks the language Python will pick, from the registry's codes and browser
aliases in vendor/lang.js (no language is written into web/loading.js): the link's if known, else
the browser's, ``be`` reading Russian."""
from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.browser_context_args(locale="be-BY")
def test_a_browser_alias_reads_its_language_before_python(page: Any, site: str) -> None:
    # a language the game does not have; a pass-and-play link, so the loading screen shows until Python
    page.goto(site + "?mode=2&people=Ann&speed=instant&seed=4&lang=fr")
    before = page.evaluate("""() => [document.documentElement.lang, document.getElementById('loading-text').textContent,
                                     document.getElementById('loading-bar').getAttribute('aria-label'),
                                     document.documentElement.hasAttribute('data-py-ready')]""")
    assert before[0] == "ru" and before[2] == "Загрузка" and before[3] is False, before
    assert before[1] in ("Загрузка игры…", "Запуск…", "Готовим стол…"), before
    page.wait_for_selector("html[data-py-ready]", timeout=60_000)
    assert page.evaluate("() => document.documentElement.lang") == "ru"  # Python picked the same
