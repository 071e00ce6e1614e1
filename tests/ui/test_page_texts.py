"""vendor/lang.js, the texts of the scripts that run before Python (web/loading.js, web/host.js), is
what the catalogues say: written by the build (scripts/build_site.py) from the registry and catalogues,
loaded by index.html before those scripts, cached for offline play, and every text the scripts
use is in it."""
from __future__ import annotations

import json
import re
from pathlib import Path

import build_site
from debertz_web.i18n import CATALOGUES, REFERENCE, tr
from debertz_web.lang import LANGUAGES
from debertz_web.page_texts import PAGE_KEYS, lang_js

ROOT = Path(__file__).resolve().parents[2]


def defined(js: str) -> dict[str, object]:
    m = re.fullmatch(r"(?s)//[^\n]*\nself\.DEBERTZ_LANG = (\{.*\});\n", js)
    assert m, js[:200]
    data: dict[str, object] = json.loads(m.group(1))
    return data


def test_the_build_writes_the_catalogues_texts(tmp_path: Path) -> None:
    written = build_site.write_lang_js(tmp_path).read_text(encoding="utf-8")
    assert written == lang_js()
    data = defined(written)
    assert data["reference"] == REFERENCE == LANGUAGES[0].code
    assert data["aliases"] == {alias: lang.code for lang in LANGUAGES for alias in lang.aliases}
    assert data["texts"] == {code: {name: tr(key, code) for name, key in PAGE_KEYS.items()} for code in CATALOGUES}
    assert data["texts"]["ru"]["starting"] == "Запуск…"  # type: ignore[index]


def test_every_page_text_is_in_every_catalogue() -> None:
    for code, cat in CATALOGUES.items():
        assert set(PAGE_KEYS.values()) <= set(cat.texts), code


def test_the_scripts_use_only_the_texts_it_defines() -> None:
    used = set()
    for name in ("loading.js", "host.js"):
        src = (ROOT / "web" / name).read_text(encoding="utf-8")
        assert "DEBERTZ_LANG" in src, name
        used |= set(re.findall(r"\bT\.(\w+)", src))
        # no language's words or list of languages written into the script itself
        assert not re.search(r"[а-яіїєґ]", src, re.IGNORECASE), name
        assert not re.search(r"""["'](ru|uk|be)["']""", src), name
    assert used == set(PAGE_KEYS)


def test_the_page_loads_it_first_and_keeps_it_offline() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r'<script[^>]* src="\./([^"]+)"', html)
    assert scripts.index("vendor/lang.js") < scripts.index("web/loading.js") < scripts.index("web/host.js")
    assert "vendor/lang.js" in build_site.site_assets(ROOT)
