#!/usr/bin/env python3
"""The first screen, written into index.html at build time by the game's own views (in CPython).

    .venv/bin/python scripts/prerender.py         # rewrites index.html's first-screen block if it changed
    .venv/bin/python scripts/prerender.py --check # exit 1 if index.html's block is not what the views draw now

A first visit needs no Python to see and use the setup screen: for each language, the page Python draws
first for a new visitor (``boot`` then ``wire.render_op``: the top bar, the setup form, the overlay's
frame) goes into index.html as a ``<template>``, with the opponents' fieldset of every mode (the page
swaps it when the mode changes before Python has started). A shared link (one that names a table)
gets the table of its mode as Python draws it before the deal is known (``frame-<lang>-<mode>``: the
seats and names, the cards face down). web/first.js, inlined after them (its hash goes into the
page's Content-Security-Policy), shows the person's language before the first paint;
web/host.js keeps what they choose and hands it to Python when it is ready. web/style.css is inlined
into the <head> too, so the first paint waits for no request after the page's own.
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import html
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INDEX = ROOT / "index.html"
FIRST_JS = ROOT / "web" / "first.js"
STYLE_CSS = ROOT / "web" / "style.css"
# Three blocks: the styles in <head>; in the body, after #app, the templates, then the script that draws
# from them (the page's first paint waits for the marker after it: see index.html's rel=expect).
START = "<!-- The first screen (scripts/prerender.py writes it from the game's views: do not edit) -->"
END = "<!-- /first screen -->"
STYLE_START = "<!-- The page's styles (scripts/prerender.py inlines web/style.css: do not edit) -->"
STYLE_END = "<!-- /styles -->"
SCRIPT_START = "<!-- The first screen's script (scripts/prerender.py inlines web/first.js: do not edit) -->"
SCRIPT_END = "<!-- /first screen's script -->"
CSP_SCRIPT = re.compile(r"script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')*")


# What the first screen's tools open before Python has started: these panels (web/host.js asks web/first.js for any
# ``show-<panel>``; those not drawn here wait for Python) and the phone's menu.
FIRST_SCREEN_PANELS = ("help", "guide")


def first_ops() -> dict[str, dict[str, object]]:
    """Per language: what Python draws first for a visitor with nothing stored and a plain link."""
    from debertz_web import wire
    from debertz_web.boot import BootEnv, boot
    from debertz_web.i18n import LANGS

    out = {}
    for lang in LANGS:
        st, _effects = boot(BootEnv(languages=[lang]))
        out[lang] = wire.render_op(st)
    return out


def tool_parts(lang: str) -> dict[str, str]:
    """The same screen with each of FIRST_SCREEN_PANELS open (the overlay's HTML), and with the menu open (the top
    bar's)."""
    from debertz_web import wire
    from debertz_web.boot import BootEnv, boot

    out = {}
    for panel in FIRST_SCREEN_PANELS:
        st, _effects = boot(BootEnv(languages=[lang]))
        st.overlay = panel
        out["overlay-" + panel] = str(wire.render_op(st)["overlay_html"])
    st, _effects = boot(BootEnv(languages=[lang]))
    st.menu_open = True
    out["topbar-menu"] = str(wire.render_op(st)["topbar"])
    return out


# The seed of the table drawn for a shared link before Python has started: its cards are not shown (face
# down), only how many each seat holds, which is the same in every deal of a mode.
FRAME_SEED = "1"


def frame_ops(lang: str) -> dict[str, dict[str, object]]:
    """Per mode: the table Python draws for a link that names one (``?mode=…``), before its deal is known:
    the seats and their names, every card face down (web/first.js writes the link's name of the person)."""
    from debertz_web import wire
    from debertz_web.boot import BootEnv, boot

    from debertz import options as O

    out = {}
    for mode in O.MODES:
        st, _effects = boot(BootEnv(search=f"?mode={mode}&seed={FRAME_SEED}", languages=[lang]))
        st.match_id = ""  # a new identity at every start: the match is Python's to name
        out[mode] = wire.render_op(st, dealing=True)
    return out


def link_facts() -> dict[str, object]:
    """What web/first.js needs to read a link and the stored settings as Python does: the parameters that
    name a table, the modes and the default one, what a name may not be, and the <html> attributes each display
    setting turns on (from the page's own root_attrs)."""
    from debertz_web.i18n import CATALOGUES, default_mark, tr
    from debertz_web.settings import DISPLAY_SETTINGS, MAX_NAME, NAME_FORBIDDEN, TABLE_KEYS, Settings
    from debertz_web.state import State
    from debertz_web.view.page import root_attrs

    from debertz import options as O

    def attrs(s: Settings) -> dict[str, str]:
        st = State()
        st.settings = s
        return dict(root_attrs(st))

    plain = attrs(Settings())
    display = {}
    for name in DISPLAY_SETTINGS:
        s = Settings()
        setattr(s, name, True)
        on = attrs(s)
        display[name] = {k: v for k, v in on.items() if plain.get(k) != v}
    # the top bar's target as a link sets it ("one deal" in each language, else "→ N" for N of minTarget and more)
    target = {"oneDeal": {code: tr("one_deal", code) for code in CATALOGUES}, "minTarget": O.MIN_TARGET,
              # a stored target the setup's choices lack is added as Python adds it: «до 777»
              "toTarget": {code: tr("to_target", code, n="{n}") for code in CATALOGUES},
              # each preset's table options (the same in every mode), and the words that mark a default value
              "presetOptions": {p: preset_values(p) for p in O.PRESETS},
              "defaultMark": {code: default_mark(code) for code in CATALOGUES},
              "targetDigits": O.MAX_TARGET_DIGITS, "oneDealValue": O.ONE_DEAL,
              # a link with a preset and no target plays to the preset's own target
              "presetTargets": {p: {m: O.make_options(m, p).target for m in O.MODES} for p in O.PRESETS}}
    from debertz_web.storage import PREFS_KEY, SAVE_KEY
    return {"storage": {"prefs": PREFS_KEY, "save": SAVE_KEY},
            "tableKeys": sorted(TABLE_KEYS), "modes": list(O.MODES), "mode": Settings().mode, "maxName": MAX_NAME,
            "nameForbidden": "".join(sorted(NAME_FORBIDDEN)), "display": display, **target}


def bots_parts(lang: str) -> dict[str, str]:
    """The opponents' fieldset of a new visitor's setup, for each mode."""
    from dataclasses import replace

    from debertz_web.settings import Settings
    from debertz_web.view.setup import bots_fieldset

    from debertz import options as O

    return {mode: bots_fieldset(replace(Settings(), mode=mode), lang) for mode in O.MODES}


def preset_values(preset: str) -> dict[str, str]:
    """A preset's table options, which first.js chooses on the setup form drawn before Python; they must be the
    same in every mode (first.js has one set per preset)."""
    from debertz import options as O

    per_mode = [{sp.name: getattr(O.preset_options(mode, preset), sp.name) for sp in O.OPTION_SPECS}
                for mode in O.MODES]
    if any(values != per_mode[0] for values in per_mode):
        raise SystemExit(f"preset {preset}: its table options differ by mode; first.js needs them per mode")
    return per_mode[0]


def form_parts(lang: str) -> dict[str, str]:
    """What else of the setup form depends on the table: for each mode and preset, the target's choices (the
    preset's own chosen); every table option, marked with the modes it applies to (web/first.js keeps those
    of the mode and chooses the preset's values: :func:`link_facts`'s ``presetOptions``)."""
    from debertz_web.view.setup import options_section, target_select

    from debertz import options as O

    out = {}
    for mode in O.MODES:
        for preset in O.PRESETS:
            base = O.preset_options(mode, preset)
            out[f"target-{mode}-{preset}"] = target_select(preset, base.target, base.target, lang)
    classic = O.preset_options(O.MODES[0], "classic")
    out["options"] = options_section(None, classic, classic, lang)
    return out


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def block() -> str:
    """index.html's first-screen block: one template per language and per shared-link table, and the facts
    web/first.js reads."""
    from debertz_web.i18n import CATALOGUES, REFERENCE

    langs = {"reference": REFERENCE, "aliases": {a: code for code, cat in CATALOGUES.items() for a in cat.aliases},
             **link_facts()}
    parts = [START]
    for lang, op in first_ops().items():
        inner = "".join(f'<div data-part="{name}">{op[key]}</div>'
                        for name, key in (("topbar", "topbar"), ("table", "table"), ("overlay", "overlay_html")))
        inner += "".join(f'<div data-part="bots-{mode}">{html_}</div>' for mode, html_ in bots_parts(lang).items())
        inner += "".join(f'<div data-part="{name}">{html_}</div>' for name, html_ in form_parts(lang).items())
        inner += "".join(f'<div data-part="{name}">{html_}</div>' for name, html_ in tool_parts(lang).items())
        parts.append(f'<template id="first-{lang}" data-title="{_attr(str(op["title"]))}" '
                     f'data-phase="{_attr(str(op["phase"]))}" data-screen="{_attr(str(op["screen"]))}" '
                     f'data-root="{_attr(json.dumps(op["root"]))}">{inner}</template>')
        for mode, fop in frame_ops(lang).items():
            body = "".join(f'<div data-part="{name}">{fop[name]}</div>' for name in ("topbar", "table"))
            parts.append(f'<template id="frame-{lang}-{mode}" data-title="{_attr(str(fop["title"]))}" '
                         f'data-phase="{_attr(str(fop["phase"]))}" data-screen="{_attr(str(fop["screen"]))}" '
                         f'data-root="{_attr(json.dumps(fop["root"]))}">{body}</template>')
    parts.append(f'<script id="first-langs" type="application/json">{json.dumps(langs)}</script>')
    parts.append(END)
    return "\n".join(parts)


def style_block() -> str:
    """index.html's styles: web/style.css inlined, so the first paint waits for no second request (on a
    slow mobile line each request costs a round trip of half a second)."""
    css = STYLE_CSS.read_text(encoding="utf-8").strip()
    if "</style" in css.lower():
        raise SystemExit(f"{STYLE_CSS.name}: it cannot be inlined (it holds </style)")
    return "\n".join([STYLE_START, f"<style>\n{css}\n</style>", STYLE_END])


def script_block() -> str:
    """index.html's inline web/first.js, between its markers."""
    return "\n".join([SCRIPT_START, f"<script>{script_text()}</script>", SCRIPT_END])


def script_text() -> str:
    return FIRST_JS.read_text(encoding="utf-8").strip()


def script_hash() -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script_text().encode("utf-8")).digest()).decode() + "'"


def rendered(index: str) -> str:
    """index.html with its styles, first-screen templates and inline script (and that script's hash in the
    Content-Security-Policy) as they are drawn now."""
    out = index
    for start, end, text in ((STYLE_START, STYLE_END, style_block()), (START, END, block()),
                             (SCRIPT_START, SCRIPT_END, script_block())):
        i, j = out.find(start), out.find(end)
        if i < 0 or j < i:
            raise SystemExit(f"{INDEX.name}: the first-screen markers are missing ({start})")
        out = out[:i] + text + out[j + len(end):]
    csp, n = CSP_SCRIPT.subn("script-src 'self' " + script_hash(), out, count=1)
    if n != 1:
        raise SystemExit(f"{INDEX.name}: no script-src 'self' in its Content-Security-Policy")
    return csp


def _sources_key(root: Path) -> str:
    h = hashlib.sha256()
    for folder in (root / "debertz", root / "web" / "debertz_web"):
        for path in sorted(folder.rglob("*.py")):
            h.update(str(path.relative_to(root)).encode() + path.read_bytes())
    for path in (FIRST_JS, STYLE_CSS, Path(__file__), root / "index.html"):
        h.update(path.read_bytes())
    return h.hexdigest()


def refresh(root: Path = ROOT) -> None:
    """Rewrite index.html's first screen when a source changed (the game's packages, web/first.js,
    index.html itself), in a fresh interpreter: a long-running server would keep the catalogues it
    imported first."""
    import subprocess

    stamp = root / "vendor" / ".build" / "first-screen.src"
    if stamp.exists() and stamp.read_text() == _sources_key(root):
        return
    proc = subprocess.run([sys.executable, str(Path(__file__)), "--index", str(root / "index.html")],
                          cwd=root, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
                          capture_output=True, text=True, encoding="utf-8", timeout=120)
    if proc.returncode != 0:
        raise RuntimeError(f"index.html's first screen not written: {proc.stderr.strip()[-500:]}")
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(_sources_key(root))  # as index.html is now


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--check", action="store_true", help="only check that index.html is up to date")
    ap.add_argument("--index", default=str(INDEX))
    args = ap.parse_args(argv)
    path = Path(args.index)
    old = path.read_text(encoding="utf-8")
    new = rendered(old)
    if new == old:
        return 0
    if args.check:
        print(f"{path.name}: the first screen is out of date (run .venv/bin/python scripts/prerender.py)",
              file=sys.stderr)
        return 1
    part = path.with_name(f".{path.name}.{os.getpid()}")  # written whole, then moved: a reader never sees half
    part.write_text(new, encoding="utf-8")
    os.replace(part, path)
    print(f"{path.name}: first screen written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
