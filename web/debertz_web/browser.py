"""The only module that touches the browser: it runs in the game's worker (PyScript, web/main.py) with Pyodide.

Python has no DOM here. Each event of the page (web/host.js) arrives as a JSON string, becomes a
message for ``update`` (``wire.inbound``); after it the page is drawn from the state
(``wire.render_op``) and the effects are carried out: the page's ones are posted to it
(``wire.effect_op``), the timers and the bots run here. The bots play in an asyncio task that yields
every SLICE seconds (decisions included), so the page's events are answered while they think.
"""
from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

import js

from debertz.match import Match

from . import effects as E
from . import learn_msg as L
from . import msg as M
from . import wire
from .boot import boot, env_of
from .learn import HISTORY_KEY
from .learn_update import add_to_history
from .settings import SPEED_DELAY, bot_problem
from .state import HUMAN, State, is_person
from .storage import one_line, problem_words
from .update import HINT_LEVEL, HINT_SEED, update

if TYPE_CHECKING:
    from collections.abc import Callable

    from debertz.bots import Bot

SLICE = 0.03  # seconds of Python between two yields to the event loop while bots play


OUTBOX: list[wire.Op] = []


def post(op: wire.Op) -> None:
    """Queue one operation for the page; what one turn of the event loop queues goes in one message."""
    if not OUTBOX:
        asyncio.get_event_loop().call_soon(flush)
    OUTBOX.append(op)


def flush() -> None:
    ops = wire.batch(OUTBOX)
    OUTBOX.clear()
    js.postMessage(json.dumps(ops, ensure_ascii=False, separators=(",", ":")))


def log(level: str, text: str) -> None:
    try:
        post({"t": "log", "level": level, "text": text})
    except Exception:  # noqa: BLE001 - logging must never break the game
        pass


def wasm_bytes() -> int:
    """Size of Pyodide's WebAssembly memory (for the endurance report)."""
    try:
        import pyodide_js

        return int(pyodide_js._module.HEAPU8.length)
    except Exception:  # noqa: BLE001
        return 0


def note_decision(level: str, mode: str, ms: float, m: Match) -> None:
    """A bot decision's wall time for the browser tests (the page keeps ``window.__debertzDecisions``:
    ``[level, mode, ms, legal actions]``); nothing is shown."""
    post({"t": "decision", "row": [level, mode, round(ms, 1), len(m.legal_actions())]})


class Browser:
    def __init__(self) -> None:
        self.state = State()
        self.bots: list[Bot | None] = []
        self.bots_gen = -1
        self.bot_task: Any = None
        self.bot_task_gen = -1
        self.slice_start = 0.0  # when the event loop last got control back (see breathe)
        self.holds: dict[tuple[Any, Any], E.HoldTrick] = {}  # complete tricks waiting for the page to show them
        # the effects the worker carries out itself, by type (wire.WORKER_EFFECTS; the page's: wire.PAGE_OPS)
        self.worker_effects: dict[type, Callable[[Any], object]] = {
            E.RunBots: lambda e: self.schedule_bots(),
            E.HoldTrick: self.hold_trick,
            E.ThinkHint: lambda e: asyncio.ensure_future(self.think_hint(e.gen, e.n_actions)),
            E.CheckLinkBots: lambda e: asyncio.ensure_future(self.check_link_bots()),
            E.ThinkCoach: lambda e: asyncio.ensure_future(self.think_coach(e.gen)),
            E.AddHistory: lambda e: self.add_history(),
        }

    # ----- the loop: message -> update -> render -> effects
    def receive(self, raw: str) -> None:
        """One event of the page (a JSON string from web/host.js)."""
        try:
            data = json.loads(raw)
            if isinstance(data, dict) and data.get("t") == "shown":
                hold = self.holds.pop((data.get("gen"), data.get("token")), None)
                if hold is not None:
                    asyncio.ensure_future(self.release_trick(hold))
                return
            msg = wire.inbound(data, self.state)
            if msg is not None:
                self.dispatch(msg)
        except Exception as e:  # noqa: BLE001 - an event that fails says so in one line
            log("warn", f"event failed: {e!r}")
        finally:
            post({"t": "done"})  # the page's answer to this event is complete

    def dispatch(self, msg: M.Msg, render: bool = True) -> None:
        effects = update(self.state, msg)
        if render:
            self.render(wire.focus_of(msg))
        self.run(effects)

    def render(self, focus: str | None = None) -> None:
        post(wire.render_op(self.state, focus))

    def run(self, effects: list[E.Effect]) -> None:
        for e in effects:
            try:
                self.run_one(e)
            except Exception as err:  # noqa: BLE001 - an effect that fails says so in one line
                log("warn", f"effect {type(e).__name__} failed: {err!r}")

    def run_one(self, e: E.Effect) -> None:
        op = wire.effect_op(e, self.state)
        if op is not None:
            post(op)
            return
        own = self.worker_effects.get(type(e))
        if own is not None:
            own(e)

    def add_history(self) -> None:
        text = add_to_history(self.state, str(js.Date.new().toISOString()))
        if text is not None:
            post({"t": "store", "key": HISTORY_KEY, "text": text})

    def hold_trick(self, e: E.HoldTrick) -> None:
        # the hold counts from when the page shows the trick: it answers "shown" after drawing it
        self.holds[(e.gen, e.token)] = e
        post({"t": "ack", "gen": e.gen, "token": e.token})

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
        if seat is None or is_person(st, seat):
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
                        post({"t": "attrs", "attrs": {"data-wasm-bytes": str(wasm_bytes()),
                                                      "data-autoplay-matches": str(st.autoplay_matches)}})
                        gen = st.gen
                        self.bot_task_gen = gen
                    continue
                seat = m.current_player()
                if seat is None or is_person(st, seat) or st.held:
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
            log("error", f"bot error: {e!r}")
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

        seat = m.current_player()
        if seat is None:
            return
        action = await self.think(get_bot(HINT_LEVEL, seed=HINT_SEED + n_actions), m, seat, gen)
        if action is not None:
            self.dispatch(M.HintReady(gen, n_actions, action))

    async def think_coach(self, gen: int) -> None:
        """The coach rates a deal in slices (the page stays responsive); answered by CoachDone / CoachFailed."""
        co = self.state.learn.coach
        if co is None or co.gen != gen:
            return
        try:
            from debertz.learn.coach import rate_deal

            steps = rate_deal(co.doc, co.index, co.seat)
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
            log("warn", f"coach failed: {e!r}")
            self.dispatch(L.CoachFailed(gen, one_line(e)))

    # ----- start
    def start(self, env: dict[str, Any]) -> None:
        raw = env.get("stored")
        saved: dict[str, str] = ({k: v for k, v in raw.items() if isinstance(k, str) and isinstance(v, str)}
                                 if isinstance(raw, dict) else {})
        langs = [str(x) for x in env.get("languages") or [] if isinstance(x, str)] or ["en"]
        form = env.get("form")
        self.state, effects = boot(env_of(saved, search=str(env.get("search") or ""), languages=langs,
                                          page_url=str(env.get("page_url") or ""), hash=str(env.get("hash") or ""),
                                          now=str(js.Date.new().toISOString()),
                                          form=wire.form_of(form) if isinstance(form, dict) else None,
                                          deal=env.get("deal") is True))
        self.render()
        self.run(effects)
        # after the first picture: the history is read (a damaged one is said at start)
        asyncio.get_event_loop().call_soon(self.dispatch, L.LoadHistory())
        post({"t": "ready"})


APP: Browser | None = None


def start(env_json: str) -> Callable[[str], None]:
    """Start the app from what the page sent (web/host.js); the receiver of the page's events."""
    global APP
    app = Browser()
    APP = app
    try:
        env = json.loads(env_json)
        app.start(env if isinstance(env, dict) else {})
    except Exception as e:  # noqa: BLE001 - show it in one line, never a blank page
        log("warn", f"boot failed: {e!r}")
        app.state = State(message=("could_not_start", {"msg": problem_words(e, internal=True)}))
        app.render()
        post({"t": "ready"})
    return app.receive
