"""The browser table: state, events, bots, saving. Rendering is in render.py.

Runs on PyScript's main thread. One click/keydown listener on the document dispatches on
``data-action`` / ``data-card``; every change re-renders the table from the engine's state.
"""
from __future__ import annotations

import asyncio
import json
import random
import time
from typing import Any

import js
from pyodide.ffi import create_proxy

from debertz import actions as A
from debertz import options as O
from debertz.errors import DebertzError
from debertz.match import Match

from . import render
from .dom import nil
from .i18n import browser_lang, reason, tr
from .settings import (
    LANGS,
    SPEED_DELAY,
    SPEEDS,
    Settings,
    autoplay_level,
    bot_levels,
    bot_problem,
    parse_query,
    seed_value,
    settings_from_dict,
)

SAVE_KEY = "debertz.save"
PREFS_KEY = "debertz.prefs"
DAMAGED_KEY = "debertz.save.damaged"
SAVE_FORMAT = "debertz-web-save/1"
HUMAN = 0
SLICE = 0.03  # seconds of Python between two yields to the browser while bots play


class RandomBot:
    """Fallback when debertz.bots is missing: a legal action at random."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, match: Match, seat: int) -> int:
        return self.rng.choice(match.legal_actions())


def make_bot(level: str, seed: int) -> Any:
    try:
        from debertz import bots

        get = getattr(bots, "get_bot", None) or getattr(bots, "make_bot", None)
        if get is not None:
            try:
                return get(level, seed=seed)
            except TypeError:
                return get(level)
    except ImportError:
        pass
    return RandomBot(seed)


def bot_choose(bot: Any, match: Match, seat: int) -> int:
    """Ask a bot for its action; it is given only what its seat may see where its API allows."""
    if isinstance(bot, RandomBot):
        return bot.choose(match, seat)
    import inspect

    try:
        nparams = len(inspect.signature(bot.choose).parameters)
    except (TypeError, ValueError):
        nparams = 1
    act = bot.choose(match.view(seat)) if nparams == 1 else bot.choose(match, seat)
    return int(act)


def wasm_bytes() -> int:
    """Size of Pyodide's WebAssembly memory (for the endurance report)."""
    try:
        import pyodide_js

        return int(pyodide_js._module.HEAPU8.length)
    except Exception:  # noqa: BLE001
        return 0


DECISIONS_KEPT = 5000


def note_decision(level: str, mode: str, ms: float, m: Match) -> None:
    """Keep a bot decision's wall time for the browser tests: ``window.__debertzDecisions``
    gets ``[level, mode, ms, legal actions]`` (the latest DECISIONS_KEPT); nothing is shown or logged."""
    try:
        log = getattr(js.window, "__debertzDecisions", None)
        if log is None or nil(log):
            log = js.window.__debertzDecisions = js.Array.new()
        if log.length >= DECISIONS_KEPT:
            log.shift()
        log.push(js.Array.of(level, mode, round(ms, 1), len(m.legal_actions())))
    except Exception:  # noqa: BLE001 - measuring must never break the game
        pass


def storage() -> Any:
    try:
        return js.window.localStorage
    except Exception:  # noqa: BLE001
        return None


class App:
    def __init__(self) -> None:
        self.doc = js.document
        self.prefs = self._load_prefs()
        self.lang = "en"
        self.settings = Settings()
        self.match: Match | None = None
        self.bots: list[Any] = []
        self.screen = "setup"  # setup | table
        self.overlay = ""  # "" | sheet | rules | last | share
        self.message = ""
        self.flash = ""
        self.live: list[str] = []
        self.link = ""
        self.gen = 0  # bumps on every new match: stale bot tasks stop
        self.bot_task: Any = None
        self.bot_task_gen = -1
        self.slice_start = 0.0  # when the page last got control back (see breathe)
        self.storage_warned = False
        self.share_seed = True
        self.focus_key: str | None = None
        self.pending_check = False
        self.damaged = False
        self.autoplay = ""  # a bot level: the person's seat is played by a bot too (demo, soak test)
        self.autoplay_matches = 0
        self.hint_action: int | None = None
        self.link_problems: list[str] = []

    # ----- prefs and saving -----
    def _load_prefs(self) -> dict[str, Any]:
        st = storage()
        try:
            raw = st.getItem(PREFS_KEY) if st is not None else None
            data = json.loads(raw) if raw else {}
            return data if isinstance(data, dict) else {}
        except Exception:  # noqa: BLE001
            return {}

    def _store(self, key: str, value: str) -> None:
        st = storage()
        try:
            if st is None:
                raise RuntimeError("no storage")
            st.setItem(key, value)
        except Exception:  # noqa: BLE001
            if not self.storage_warned:
                self.storage_warned = True
                self.message = tr("no_storage", self.lang)

    def save_prefs(self) -> None:
        self.prefs["settings"] = self.settings.to_dict()
        self.prefs["lang"] = self.lang
        self._store(PREFS_KEY, json.dumps(self.prefs))

    def save(self) -> None:
        if self.match is None:
            return
        doc = {"format": SAVE_FORMAT, "settings": self.settings.to_dict(), "seed": str(self.match.seed),
               "link": self.link, "record": self.match.to_record()}
        self._store(SAVE_KEY, json.dumps(doc, separators=(",", ":")))

    def load_save(self) -> dict[str, Any] | None:
        st = storage()
        try:
            raw = st.getItem(SAVE_KEY) if st is not None else None
        except Exception:  # noqa: BLE001
            return None
        if not raw:
            return None
        try:
            raw = str(raw)
            check_json_shape(raw)
            doc = json.loads(raw)
            if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
                raise ValueError("unknown format")
            settings = settings_from_dict(doc.get("settings"))
            match = self._match_from_record(doc.get("record"))
            seed = doc.get("seed")
            if seed is not None:
                match.seed = seed_value(str(seed)) or match.seed
            return {"settings": settings, "match": match, "link": str(doc.get("link", ""))}
        except Exception as e:  # noqa: BLE001
            self._store(DAMAGED_KEY, raw)
            self.damaged = True
            try:
                st.removeItem(SAVE_KEY)
            except Exception:  # noqa: BLE001
                pass
            self.message = tr("bad_save", self.lang, msg=_one_line(e))
            return None

    @staticmethod
    def _match_from_record(doc: Any) -> Match:
        from debertz.record import load_record

        if not isinstance(doc, dict):
            raise ValueError("no record")
        return load_record(doc)

    # ----- starting -----
    def boot(self) -> None:
        search = str(js.window.location.search or "")
        langs = [str(x) for x in (js.navigator.languages or [])] or [str(js.navigator.language or "en")]
        base = Settings()
        saved_settings = self.prefs.get("settings")
        if saved_settings:
            try:
                base = settings_from_dict(saved_settings)
            except Exception:  # noqa: BLE001
                base = Settings()
        settings, problems, has_table = parse_query(search, base)
        self.autoplay = autoplay_level(search)
        pref_lang = self.prefs.get("lang")
        self.lang = settings.lang or (pref_lang if pref_lang in LANGS else browser_lang(langs))
        saved = self.load_save()
        self.link = search
        self.link_problems = problems
        if problems:
            self.message = tr("bad_link", self.lang, msg="; ".join(problems[:2]))
        if settings.bots:
            self.pending_check = True
        if has_table:
            if saved and saved["link"] == search:
                self.resume(saved)
            else:
                self.settings = settings
                self.new_match()
        elif saved:
            self.resume(saved)
            if settings.speed != base.speed:
                self.settings.speed = settings.speed
        else:
            self.settings = settings
            self.screen = "setup"
            self.render()
        root = js.document.documentElement
        root.setAttribute("data-ready-ms", str(round(js.performance.now())))
        if self.pending_check:
            asyncio.ensure_future(self.check_link_bots())
        root.setAttribute("data-py-ready", "1")
        after = getattr(js.window, "debertzAfterReady", None)
        if after is not None and not nil(after):
            js.setTimeout(after, 1500)

    def resume(self, saved: dict[str, Any]) -> None:
        self.settings = saved["settings"]
        self.match = saved["match"]
        self.link = saved["link"]
        self._make_bots()
        self.screen = "table"
        self.render()
        self.schedule_bots()

    def _make_bots(self) -> None:
        """Forget the bots; each is made on its first move (importing them would delay the first picture)."""
        assert self.match is not None
        self.bots = [None] * self.match.n

    def _bot(self, seat: int) -> Any:
        m = self.match
        assert m is not None
        if self.bots[seat] is None:
            levels = self.settings.bot_list()
            seed = sum(str(m.seed).encode()) * 8 + seat
            self.bots[seat] = make_bot(self.autoplay if seat == HUMAN else levels[seat - 1], seed)
        return self.bots[seat]

    def new_match(self, fresh_seed: bool = False, schedule: bool = True) -> None:
        self.gen += 1
        s = self.settings
        if fresh_seed:
            s.seed = None
        try:
            options = s.options()
        except DebertzError as e:
            self.message = tr("bad_link", self.lang, msg=_one_line(e))
            s.overrides = {}
            options = s.options()
        self.match = Match(s.mode, options, preset=s.preset, seed=seed_value(s.seed))
        self._make_bots()
        self.screen = "table"
        self.overlay = ""
        self.live = []
        if not self.autoplay:
            self.save_prefs()
        self.save()
        self.render()
        if schedule:
            self.schedule_bots()

    # ----- acting -----
    def human_act(self, action: int) -> None:
        m = self.match
        if m is None or m.finished or m.current_player() != HUMAN:
            return
        why = m.why_illegal(action, HUMAN)
        if why is not None:
            self.flash = tr("illegal", self.lang, why=reason(why, self.lang))
            self.render()
            return
        self.flash = ""
        self._apply(action)
        self.auto_bella()
        self.save()
        self.render()
        self.schedule_bots()

    def auto_bella(self) -> None:
        """With the "announce bella by itself" setting, bella is said at the person's first chance."""
        m = self.match
        if (self.settings.auto_bella and m is not None and not m.finished and m.current_player() == HUMAN
                and A.BELLA in m.legal_actions()):
            self._apply(A.BELLA)

    def _apply(self, action: int) -> None:
        self.hint_action = None
        m = self.match
        assert m is not None
        seat = m.current_player()
        assert seat is not None
        trick_before = m.deal.tricks_done
        m.apply(action)
        self.live.append(render.describe_action(self, seat, action))
        d = m.deal
        if d.tricks_done > trick_before and d.last_winner is not None:
            self.live.append(tr("takes_trick", self.lang, who=render.seat_name(self, d.last_winner)))
        self.live = self.live[-6:]

    def schedule_bots(self) -> None:
        m = self.match
        if m is None or m.finished or m.deal.over:
            return
        seat = m.current_player()
        if seat is None or (seat == HUMAN and not self.autoplay):
            return
        if self.bot_task is not None and not self.bot_task.done() and self.bot_task_gen == self.gen:
            return  # already running for this match (a task of an earlier match stops by itself)
        self.bot_task_gen = self.gen
        self.bot_task = asyncio.ensure_future(self._run_bots(self.gen))

    async def check_link_bots(self) -> None:
        await asyncio.sleep(0)
        problem = bot_problem(self.settings)
        if problem:
            self.link_problems.append(problem)
            self.message = tr("bad_link", self.lang, msg="; ".join(self.link_problems[:2]))
            self.render()

    async def _run_bots(self, gen: int) -> None:
        delay = SPEED_DELAY.get(self.settings.speed, 0.8)
        try:
            while True:
                m = self.match
                if gen != self.gen or m is None:
                    break
                if m.finished or m.deal.over:
                    if not self.autoplay:
                        break
                    # watching bots only (autoplay): go on by itself, match after match
                    self.render()
                    await asyncio.sleep(delay or 0)
                    if gen != self.gen:
                        return
                    if m.finished:
                        self.autoplay_matches += 1
                        root = js.document.documentElement
                        root.setAttribute("data-wasm-bytes", str(wasm_bytes()))
                        root.setAttribute("data-autoplay-matches", str(self.autoplay_matches))
                        self.settings.mode = O.MODES[self.autoplay_matches % len(O.MODES)]
                        self.settings.overrides = {"target": self.settings.overrides.get("target", 301)}
                        self.settings.bots = [self.autoplay]  # every seat at the autoplay level
                        self.new_match(fresh_seed=True, schedule=False)
                        gen = self.gen
                        self.bot_task_gen = gen
                    else:
                        m.next_deal()
                        self.save()
                    continue
                seat = m.current_player()
                if seat is None or (seat == HUMAN and not self.autoplay):
                    self.auto_bella()
                    break
                if delay:
                    await asyncio.sleep(delay)
                else:
                    await self.breathe()
                if gen != self.gen or self.match is not m:
                    return
                bot = self._bot(seat)
                t0 = time.perf_counter()
                action = await self._think(bot, m, seat, gen)
                if action is None:
                    return
                note_decision(getattr(bot, "level", "?"), m.mode, (time.perf_counter() - t0) * 1000, m)
                self._apply(action)
                self.save()
                if delay:
                    self.render()
            if gen == self.gen:
                self.render()
        except Exception as e:  # noqa: BLE001 - never leave the page stuck silently
            self.message = f"Bot error: {_one_line(e)}"
            js.console.error(f"bot error: {e!r}")
            self.render()

    async def _think(self, bot: Any, m: Match, seat: int, gen: int) -> int | None:
        """The bot's action; a searching bot thinks in slices so the page stays responsive.

        None when the match changed meanwhile."""
        if not hasattr(bot, "think"):
            return bot_choose(bot, m, seat)
        thinking = bot.think(m.view(seat))
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                return int(done.value[0])
            if await self.breathe() and (gen != self.gen or self.match is not m):
                return None

    async def breathe(self) -> bool:
        """Yield to the browser once SLICE has passed since it last had control; True if it did.

        The clock runs across decisions: quick decisions one after another (most take a few ms)
        must not add up to one long task."""
        if time.perf_counter() - self.slice_start <= SLICE:
            return False
        await asyncio.sleep(0)
        self.slice_start = time.perf_counter()
        return True

    async def show_hint(self) -> None:
        m = self.match
        if m is None or m.finished or m.current_player() != HUMAN:
            return
        levels = bot_levels()
        level = "hard" if "hard" in levels else levels[-1]
        n_actions = len(m.deal.actions)
        self.flash = tr("thinking", self.lang)
        self.render()
        action = await self._think(make_bot(level, 12345 + n_actions), m, HUMAN, self.gen)
        if action is None or self.match is not m or len(m.deal.actions) != n_actions:
            return
        self.hint_action = action
        self.flash = tr("hint_is", self.lang, what=render.action_label(self, action))
        self.render()

    def next_deal(self) -> None:
        m = self.match
        if m is None or m.finished or not m.deal.over:
            return
        m.next_deal()
        self.save()
        self.render()
        self.schedule_bots()

    # ----- events -----
    def on_click(self, event: Any) -> None:
        target = event.target
        el = None if nil(target) or not hasattr(target, "closest") else target.closest("[data-action],[data-card],[data-why]")
        if nil(el):
            return
        if el.hasAttribute("disabled"):
            return
        if el.hasAttribute("data-action"):
            event.preventDefault()
            self.focus_key = el.getAttribute("data-key") or el.getAttribute("data-action")
            self.do(str(el.getAttribute("data-action")), el)
        elif el.hasAttribute("data-card"):
            self.focus_key = None
            self.play_card(str(el.getAttribute("data-card")))
        elif el.hasAttribute("data-why"):
            self.flash = tr("illegal", self.lang, why=str(el.getAttribute("data-why")))
            self.render()

    def play_card(self, text: str) -> None:
        try:
            action = A.parse_action(text)
        except ValueError:
            return
        self.human_act(action)

    def do(self, name: str, el: Any) -> None:
        if name in ("take", "pass", "swap7", "redeal", "bella") or name.startswith("trump:"):
            self.human_act(A.parse_action(name))
        elif name == "next-deal":
            self.next_deal()
        elif name == "new-match":
            self.new_match(fresh_seed=True)
        elif name == "new-game":
            self.gen += 1
            self.screen = "setup"
            self.overlay = ""
            self.render()
        elif name == "start":
            self.start_from_form()
        elif name == "resume":
            if self.match is not None:
                self.screen = "table"
                self.render()
                self.schedule_bots()
        elif name == "export-record":
            self.export_record()
        elif name == "hint":
            asyncio.ensure_future(self.show_hint())
        elif name == "speed":
            i = SPEEDS.index(self.settings.speed) if self.settings.speed in SPEEDS else 1
            self.settings.speed = SPEEDS[(i + 1) % len(SPEEDS)]
            self.save_prefs()
            self.save()
            self.render()
        elif name == "export-damaged":
            self.export_damaged()
        elif name == "import-record":
            inp = self.doc.getElementById("import-file")
            if not nil(inp):
                inp.click()
        elif name in ("show-sheet", "show-rules", "show-last", "show-share"):
            self.overlay = name[5:]
            self.render()
        elif name == "close":
            self.overlay = ""
            self.render()
        elif name == "copy-link":
            self.copy_link()
        elif name == "dismiss":
            self.message = ""
            self.damaged = False
            self.render()
        elif name.startswith("lang:"):
            lang = name[5:]
            if lang in LANGS:
                self.lang = lang
                self.save_prefs()
                self.doc.documentElement.setAttribute("lang", lang)
                self.render()
        elif name == "form-change":
            self.read_form()
            self.render()

    def on_change(self, event: Any) -> None:
        t = event.target
        if nil(t):
            return
        if t.id == "import-file":
            files = t.files
            if files is not None and files.length:
                asyncio.ensure_future(self.import_file(files.item(0)))
                t.value = ""
        elif t.id == "share-seed":
            self.share_seed = bool(t.checked)
            self.render()
        elif not nil(t.closest("#setup")) and t.hasAttribute("data-rerender"):
            self.read_form()
            self.render()

    def on_key(self, event: Any) -> None:
        key = str(event.key)
        tag = str(event.target.tagName or "").lower() if event.target is not None else ""
        if tag in ("input", "select", "textarea"):
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if key in ("ArrowLeft", "ArrowRight"):
            cards = list(self.doc.querySelectorAll("#hand button[data-card]:not([disabled])"))
            if not cards:
                return
            active = self.doc.activeElement
            idx = next((i for i, c in enumerate(cards) if c == active), -1)
            idx = (idx + (1 if key == "ArrowRight" else -1)) % len(cards) if idx >= 0 else 0
            cards[idx].focus()
            event.preventDefault()
        elif key == "Escape" and self.overlay:
            self.overlay = ""
            self.render()
        elif key in ("s", "S") and self.screen == "table":
            self.overlay = "" if self.overlay == "sheet" else "sheet"
            self.render()
        elif key in ("l", "L") and self.screen == "table":
            self.overlay = "" if self.overlay == "last" else "last"
            self.render()

    # ----- setup form -----
    def read_form(self) -> None:
        s = render.read_setup_form(self)
        if s is not None:
            self.settings = s

    def start_from_form(self) -> None:
        self.read_form()
        self.link = ""
        self.message = ""
        self.new_match()

    # ----- records and links -----
    def export_record(self) -> None:
        if self.match is None:
            return
        self._download(json.dumps(self.match.to_record(), indent=1), f"debertz-{self.match.mode}-{self.match.seed}.json")

    def export_damaged(self) -> None:
        st = storage()
        try:
            raw = st.getItem(DAMAGED_KEY) if st is not None else None
        except Exception:  # noqa: BLE001
            raw = None
        if raw:
            self._download(str(raw), "debertz-damaged-save.json")

    def _download(self, text: str, filename: str) -> None:
        blob = js.Blob.new([text], js.Object.fromEntries([["type", "application/json"]]))
        url = js.URL.createObjectURL(blob)
        a = self.doc.createElement("a")
        a.href = url
        a.download = filename
        self.doc.body.appendChild(a)
        a.click()
        a.remove()
        js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 5000)

    async def import_file(self, file: Any) -> None:
        try:
            text = str(await file.text())
        except Exception as e:  # noqa: BLE001
            self.message = tr("bad_record", self.lang, msg=_one_line(e))
            self.render()
            return
        self.import_text(text)

    def import_text(self, text: str) -> bool:
        from debertz.record import load_record, parse_record_text

        try:
            check_json_shape(text)
            doc = parse_record_text(text)
            match = load_record(doc)
        except Exception as e:  # noqa: BLE001
            self.message = tr("bad_record", self.lang, msg=_one_line(e))
            self.render()
            return False
        self.gen += 1
        s = self.settings
        s.mode, s.preset = match.mode, match.preset
        s.overrides = {k: v for k, v in match.options.to_dict().items()}
        s.seed = None
        self.match = match
        self.link = ""
        self.message = ""
        self._make_bots()
        self.screen = "table"
        self.overlay = "sheet" if match.history else ""
        self.save()
        self.render()
        self.schedule_bots()
        return True

    def share_url(self) -> str:
        loc = js.window.location
        return f"{loc.origin}{loc.pathname}?{self.settings.table_query(with_seed=self.share_seed)}"

    def copy_link(self) -> None:
        url = self.share_url()
        try:
            js.navigator.clipboard.writeText(url)
            self.flash = tr("copied", self.lang)
        except Exception:  # noqa: BLE001
            pass
        self.render()

    # ----- rendering -----
    def render(self) -> None:
        render.render(self)


MAX_JSON_DEPTH = 64
MAX_JSON_SIZE = 5_000_000


def check_json_shape(text: str) -> None:
    """Refuse JSON nested deeper than any record is, before parsing it.

    Pyodide's stack is small: deeply nested JSON would overflow the browser's stack (a JS
    RangeError, not a Python exception) inside the parser.
    """
    if len(text) > MAX_JSON_SIZE:
        raise ValueError("bad JSON: the file is too large for a record")
    depth = 0
    in_str = False
    esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                raise ValueError("bad JSON: nested too deeply")
        elif ch in "]}":
            depth -= 1


def _one_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return (text[0] if text else type(e).__name__)[:200]


APP: App | None = None


def start() -> None:
    global APP
    app = App()
    APP = app
    doc = js.document
    doc.addEventListener("click", create_proxy(app.on_click))
    doc.addEventListener("change", create_proxy(app.on_change))
    doc.addEventListener("keydown", create_proxy(app.on_key))
    doc.addEventListener("submit", create_proxy(lambda event: event.preventDefault()))
    js.window.debertzApp = create_proxy(lambda: app)
    try:
        app.boot()
    except Exception as e:  # noqa: BLE001 - show it in one line, never a blank page
        js.console.warn(f"boot failed: {e!r}")
        app.match = None
        app.screen = "setup"
        app.message = f"Could not start: {_one_line(e)}"
        app.render()
        doc.documentElement.setAttribute("data-py-ready", "1")
