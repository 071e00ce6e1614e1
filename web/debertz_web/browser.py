"""The only module that touches the browser: listeners, storage, mounting the HTML, focus, timers, bots.

Every event becomes a message for ``update``; after it the page is rendered from the state and the
effects ``update`` asked for are run here.  The bots play in an asyncio task that yields to the
page every SLICE seconds (decisions included), so the page never freezes.
"""
from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import create_proxy

from debertz.match import Match

from . import effects as E
from . import learn_msg as L
from . import msg as M
from .boot import BootEnv, boot
from .facts import facts_of
from .learn import HISTORY_KEY, TAKEBACKS_KEY
from .learn_update import add_to_history, fragment_msg, restore_takebacks
from .settings import SPEED_DELAY, bot_problem
from .state import HUMAN, State
from .storage import PREFS_KEY, SAVE_KEY, one_line, prefs_text, save_text
from .update import HINT_LEVEL, HINT_SEED, update
from .view.page import page

if TYPE_CHECKING:
    from debertz.bots import Bot

SLICE = 0.03  # seconds of Python between two yields to the browser while bots play
DECISIONS_KEPT = 5000
FOCUS_ORDER = ('#controls [data-action]', '#hand button[data-card]:not([disabled])',
               '[data-action="next-deal"]', '[data-action="new-match"]')
CLICKABLE = "[data-action],[data-card],[data-why]"
CLICK_ATTRS = ("data-action", "data-card", "data-why", "data-why-card", "data-key", "disabled",
               "data-match", "data-deal", "data-step")  # the last three: the viewer's and history's rows


def nil(x: Any) -> bool:
    """True for Python None and for JS null/undefined (Pyodide may give a JsNull object for null)."""
    return x is None or type(x).__name__ in ("JsNull", "JsUndefined")


def wasm_bytes() -> int:
    """Size of Pyodide's WebAssembly memory (for the endurance report)."""
    try:
        import pyodide_js

        return int(pyodide_js._module.HEAPU8.length)
    except Exception:  # noqa: BLE001
        return 0


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


def stored(key: str) -> str | None:
    st = storage()
    try:
        raw = st.getItem(key) if st is not None else None
    except Exception:  # noqa: BLE001
        return None
    return None if nil(raw) else str(raw)


def attrs_of(el: Any) -> dict[str, str]:
    return {a: str(el.getAttribute(a) or "") for a in CLICK_ATTRS if el.hasAttribute(a)}


def read_form() -> dict[str, str]:
    """The setup form's values by input name ("" when there is no form on the screen)."""
    form = js.document.getElementById("setup")
    if nil(form):
        return {}
    out: dict[str, str] = {}
    for el in form.querySelectorAll("[name]"):
        name = str(el.name)
        kind = str(el.type or "")
        if kind == "radio":
            if el.checked:
                out[name] = str(el.value)
        elif kind == "checkbox":
            out[name] = "on" if el.checked else ""
        else:
            out[name] = str(el.value)
    return out


class Browser:
    def __init__(self) -> None:
        self.state = State()
        self.bots: list[Bot | None] = []
        self.bots_gen = -1
        self.bot_task: Any = None
        self.bot_task_gen = -1
        self.slice_start = 0.0  # when the page last got control back (see breathe)
        self.last_focus: str | None = None  # data-key / data-action of the focused control before a render
        self.dialog_opener: str | None = None  # the control that opened the open panel (focus returns there)

    # ----- the loop: message -> update -> render -> effects
    def dispatch(self, msg: M.Msg, render: bool = True) -> None:
        effects = update(self.state, msg)
        if render:
            self.render()
        self.run(effects)

    def render(self) -> None:
        st = self.state
        doc = js.document
        f = facts_of(st.match) if st.match is not None else None
        p = page(st, f)
        root = doc.documentElement
        root.setAttribute("lang", p.lang)
        root.setAttribute("data-lang", p.lang)
        for name, value in p.root:
            root.setAttribute(name, value)
        table = doc.getElementById("table")
        table.setAttribute("data-phase", p.phase)
        table.setAttribute("aria-busy", "false")
        table.className = f"screen-{p.screen}"
        active = doc.activeElement
        if not nil(active) and active != doc.body and hasattr(active, "getAttribute"):
            self.last_focus = active.getAttribute("data-key") or active.getAttribute("data-action") or self.last_focus
        doc.getElementById("topbar").innerHTML = p.topbar
        bar = doc.getElementById("message")
        bar.innerHTML = p.message
        bar.hidden = not p.message
        table.innerHTML = p.table
        doc.getElementById("overlay").innerHTML = p.overlay
        live = doc.getElementById("live")
        if live.textContent != p.live:
            live.textContent = p.live
        doc.title = p.title
        self.restore_focus()

    def restore_focus(self) -> None:
        st = self.state
        doc = js.document
        key = st.focus_key
        st.focus_key = None
        # a panel is a modal dialog: it takes the focus, and gives it back to its opener when it closes
        dialog = doc.querySelector("#overlay [role=dialog]:not([hidden])")
        if not nil(dialog):
            if self.dialog_opener is None:
                self.dialog_opener = key or self.last_focus or "menu"
            if not dialog.contains(doc.activeElement):
                dialog.focus(js.Object.fromEntries([["preventScroll", True]]))
            return
        if self.dialog_opener is not None:
            key, self.dialog_opener = self.dialog_opener, None
            if nil(doc.querySelector(f'[data-key="{key}"], [data-action="{key}"]')):
                key = "menu"
        if key:
            el = doc.querySelector(f'[data-key="{key}"]')
            if nil(el):
                el = doc.querySelector(f'[data-action="{key}"]')
            if not nil(el) and not el.hasAttribute("disabled"):
                el.focus()
                return
        active = doc.activeElement
        if not nil(active) and active != doc.body and doc.body.contains(active):
            return
        if st.screen != "table" or st.overlay:
            return
        for sel in FOCUS_ORDER:
            el = doc.querySelector(sel)
            if not nil(el):
                el.focus(js.Object.fromEntries([["preventScroll", True]]))
                return

    def run(self, effects: list[E.Effect]) -> None:
        for e in effects:
            try:
                self.run_one(e)
            except Exception as err:  # noqa: BLE001 - an effect that fails says so in one line
                js.console.warn(f"effect {type(e).__name__} failed: {err!r}")

    def run_one(self, e: E.Effect) -> None:
        st = self.state
        if isinstance(e, E.Save):
            if st.match is not None:
                self.store(SAVE_KEY, save_text(st.settings, st.match, st.link))
        elif isinstance(e, E.SavePrefs):
            self.store(PREFS_KEY, prefs_text(st.settings, st.lang))
        elif isinstance(e, E.Store):
            self.store(e.key, e.text)
        elif isinstance(e, E.Remove):
            s = storage()
            if s is not None:
                s.removeItem(e.key)
        elif isinstance(e, E.RunBots):
            self.schedule_bots()
        elif isinstance(e, E.HoldTrick):
            asyncio.ensure_future(self.release_trick(e))
        elif isinstance(e, E.ThinkHint):
            asyncio.ensure_future(self.think_hint(e.gen, e.n_actions))
        elif isinstance(e, E.CheckLinkBots):
            asyncio.ensure_future(self.check_link_bots())
        elif isinstance(e, E.Download):
            self.download(e.text, e.filename)
        elif isinstance(e, E.DownloadStored):
            raw = stored(e.key)
            if raw:
                self.download(raw, e.filename)
        elif isinstance(e, E.CopyText):
            try:
                js.navigator.clipboard.writeText(e.text)
            except Exception:  # noqa: BLE001 - no clipboard: the link stays in the panel to copy by hand
                return
            self.dispatch(M.Copied())
        elif isinstance(e, E.OpenFilePicker):
            inp = js.document.getElementById("import-file")
            if not nil(inp):
                inp.click()
        elif isinstance(e, E.MoveFocus):
            self.move_focus(e.step)
        elif isinstance(e, E.ThinkCoach):
            asyncio.ensure_future(self.think_coach(e.gen))
        elif isinstance(e, E.SetFragment):
            js.history.replaceState(js.history.state, "", "#" + e.text)
        elif isinstance(e, E.AddHistory):
            text = add_to_history(st, str(js.Date.new().toISOString()))
            if text is not None:
                self.store(HISTORY_KEY, text)

    def store(self, key: str, value: str) -> None:
        st = storage()
        try:
            if st is None:
                raise RuntimeError("no storage")
            st.setItem(key, value)
        except Exception:  # noqa: BLE001
            if not self.state.storage_warned:
                self.dispatch(M.StorageFailed())

    def download(self, text: str, filename: str) -> None:
        blob = js.Blob.new([text], js.Object.fromEntries([["type", "application/json"]]))
        url = js.URL.createObjectURL(blob)
        a = js.document.createElement("a")
        a.href = url
        a.download = filename
        js.document.body.appendChild(a)
        a.click()
        a.remove()
        js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 5000)

    def move_focus(self, step: int) -> None:
        doc = js.document
        cards = list(doc.querySelectorAll("#hand button[data-card]:not([disabled])"))
        if not cards:
            return
        active = doc.activeElement
        idx = next((i for i, c in enumerate(cards) if c == active), -1)
        idx = (idx + step) % len(cards) if idx >= 0 else 0
        cards[idx].focus()

    # ----- events
    def on_click(self, event: Any) -> None:
        target = event.target
        el = None if nil(target) or not hasattr(target, "closest") else target.closest(CLICKABLE)
        if nil(el):
            return
        attrs = attrs_of(el)
        if "data-action" in attrs and "disabled" not in attrs:
            event.preventDefault()
        msg = M.parse_click(attrs, read_form() if attrs.get("data-action") in ("start", "form-change") else None)
        if msg is not None:
            self.dispatch(msg)

    def on_pointerup(self, event: Any) -> None:
        """A press on a refused card: the browser sends no click for a disabled button, so say why here."""
        target = event.target
        if nil(target) or not hasattr(target, "closest") or nil(target.closest("button[disabled]")):
            return
        slot = target.closest("[data-why-card]")
        if nil(slot):
            return
        msg = M.parse_click(attrs_of(slot))
        if msg is not None:
            self.dispatch(msg)

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
            self.dispatch(M.ShareSeed(bool(t.checked)))
        elif t.id == "replay-slider":
            slid = L.parse_slider(str(t.value))
            if slid is not None:
                self.dispatch(slid)
        elif not nil(t.closest("#setup")) and t.hasAttribute("data-rerender"):
            self.dispatch(M.FormChanged(read_form()))

    def on_key(self, event: Any) -> None:
        target = event.target
        tag = str(target.tagName or "") if not nil(target) else ""
        plain = not (event.ctrlKey or event.metaKey or event.altKey) and tag.lower() not in ("input", "select", "textarea")
        step = L.parse_learn_key(str(event.key), self.state.overlay) if plain else None
        if step is not None:  # the viewer's keys: arrows step, Home / End jump
            event.preventDefault()
            self.dispatch(step)
            return
        msg = M.parse_key(str(event.key), tag, bool(event.ctrlKey or event.metaKey or event.altKey), str(event.code or ""))
        if msg is None:
            return
        if isinstance(msg, M.MoveCard):
            self.move_focus(msg.step)
            event.preventDefault()
            return
        self.dispatch(msg)

    async def import_file(self, file: Any) -> None:
        try:
            text = str(await file.text())
        except Exception as e:  # noqa: BLE001
            self.dispatch(M.ImportFailed(one_line(e)))
            return
        self.dispatch(M.ImportText(text))

    # ----- bots
    def bot_for(self, seat: int) -> Bot:
        """The seat's bot, made on its first move (importing them would delay the first picture)."""
        st = self.state
        m = st.match
        assert m is not None
        if self.bots_gen != st.gen or len(self.bots) != m.n:
            self.bots, self.bots_gen = [None] * m.n, st.gen
        bot = self.bots[seat]
        if bot is None:
            from debertz.bots import get_bot

            levels = st.settings.bot_list()
            seed = sum(str(m.seed).encode()) * 8 + seat
            bot = self.bots[seat] = get_bot(st.autoplay if seat == HUMAN else levels[seat - 1], seed=seed)
        return bot

    def schedule_bots(self) -> None:
        st = self.state
        m = st.match
        if m is None or m.finished or m.deal.over or st.screen != "table" or st.held:
            return
        seat = m.current_player()
        if seat is None or (seat == HUMAN and not st.autoplay):
            return
        if self.bot_task is not None and not self.bot_task.done() and self.bot_task_gen == st.gen:
            return  # already running for this match (a task of an earlier match stops by itself)
        self.bot_task_gen = st.gen
        self.bot_task = asyncio.ensure_future(self.run_bots(st.gen))

    async def release_trick(self, e: E.HoldTrick) -> None:
        await asyncio.sleep(e.seconds)
        self.dispatch(M.TrickSeen(e.gen, e.token))

    async def check_link_bots(self) -> None:
        await asyncio.sleep(0)
        problem = bot_problem(self.state.settings)
        if problem:
            self.dispatch(M.LinkBotsChecked(problem))

    async def run_bots(self, gen: int) -> None:
        st = self.state
        delay = SPEED_DELAY.get(st.settings.speed, 0.8)
        try:
            while True:
                m = st.match
                if gen != st.gen or m is None:
                    break
                if m.finished or m.deal.over:
                    if not st.autoplay:
                        break
                    # watching bots only (autoplay): go on by itself, match after match
                    self.render()
                    await asyncio.sleep(delay or 0)
                    if gen != st.gen:
                        return
                    finished = m.finished
                    self.dispatch(M.AutoNext(gen), render=False)
                    if finished:
                        root = js.document.documentElement
                        root.setAttribute("data-wasm-bytes", str(wasm_bytes()))
                        root.setAttribute("data-autoplay-matches", str(st.autoplay_matches))
                        gen = st.gen
                        self.bot_task_gen = gen
                    continue
                seat = m.current_player()
                if seat is None or (seat == HUMAN and not st.autoplay) or st.held:
                    break  # a held trick: TrickSeen starts the bots again
                if delay:
                    await asyncio.sleep(delay)
                else:
                    await self.breathe()
                if gen != st.gen or st.match is not m:
                    return
                bot = self.bot_for(seat)
                t0 = time.perf_counter()
                action = await self.think(bot, m, seat, gen)
                if action is None:
                    return
                note_decision(getattr(bot, "level", "?"), m.mode, (time.perf_counter() - t0) * 1000, m)
                self.dispatch(M.BotMoved(gen, seat, action), render=bool(delay))
            if gen == st.gen:
                self.render()
        except Exception as e:  # noqa: BLE001 - never leave the page stuck silently
            js.console.error(f"bot error: {e!r}")
            self.dispatch(M.BotFailed(one_line(e)))

    async def think(self, bot: Bot, m: Match, seat: int, gen: int) -> int | None:
        """The bot's action; a searching bot thinks in slices so the page stays responsive.

        None when the match changed meanwhile."""
        think = getattr(bot, "think", None)
        if think is None:
            return int(bot.choose(m.view(seat)))
        thinking = think(m.view(seat))
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                return int(done.value[0])
            if await self.breathe() and (gen != self.state.gen or self.state.match is not m):
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

    async def think_hint(self, gen: int, n_actions: int) -> None:
        m = self.state.match
        if m is None:
            return
        from debertz.bots import get_bot

        action = await self.think(get_bot(HINT_LEVEL, seed=HINT_SEED + n_actions), m, HUMAN, gen)
        if action is not None:
            self.dispatch(M.HintReady(gen, n_actions, action))

    async def think_coach(self, gen: int) -> None:
        """The coach rates a deal in slices (the page stays responsive); answered by CoachDone / CoachFailed."""
        co = self.state.learn.coach
        if co is None or co.gen != gen:
            return
        try:
            from debertz.coach import rate_deal

            steps = rate_deal(co.doc, co.index, HUMAN)
            while True:
                try:
                    next(steps)
                except StopIteration as done:
                    self.dispatch(L.CoachDone(gen, tuple(done.value)))
                    return
                if await self.breathe():
                    now = self.state.learn.coach
                    if now is None or now.gen != gen:
                        return
        except Exception as e:  # noqa: BLE001 - the coach failing must not stop the game: one line
            js.console.warn(f"coach failed: {e!r}")
            self.dispatch(L.CoachFailed(gen, one_line(e)))

    # ----- start
    def start(self) -> None:
        loc = js.window.location
        nav = js.navigator
        langs = [str(x) for x in (nav.languages or [])] or [str(nav.language or "en")]
        env = BootEnv(search=str(loc.search or ""), languages=langs, page_url=f"{loc.origin}{loc.pathname}",
                      prefs_raw=stored(PREFS_KEY), save_raw=stored(SAVE_KEY))
        self.state, effects = boot(env)
        self.state.learn.history_raw = stored(HISTORY_KEY)
        restore_takebacks(self.state, stored(TAKEBACKS_KEY))
        spot = fragment_msg(str(loc.hash or ""))
        if spot is not None:  # a link into the viewer: #replay=DEAL.STEP, with &m= a replay link's match
            effects = effects + update(self.state, spot)
        self.render()
        root = js.document.documentElement
        root.setAttribute("data-ready-ms", str(round(js.performance.now())))
        self.run(effects)
        root.setAttribute("data-py-ready", "1")
        after = getattr(js.window, "debertzAfterReady", None)
        if after is not None and not nil(after):
            js.setTimeout(after, 1500)


APP: Browser | None = None


def start() -> None:
    global APP
    app = Browser()
    APP = app
    doc = js.document
    doc.addEventListener("click", create_proxy(app.on_click))
    doc.addEventListener("pointerup", create_proxy(app.on_pointerup))
    doc.addEventListener("change", create_proxy(app.on_change))
    doc.addEventListener("keydown", create_proxy(app.on_key))
    doc.addEventListener("submit", create_proxy(lambda event: event.preventDefault()))
    js.window.debertzApp = create_proxy(lambda: app)
    try:
        app.start()
    except Exception as e:  # noqa: BLE001 - show it in one line, never a blank page
        js.console.warn(f"boot failed: {e!r}")
        app.state = State(message=("could_not_start", {"msg": one_line(e)}))
        app.render()
        doc.documentElement.setAttribute("data-py-ready", "1")
