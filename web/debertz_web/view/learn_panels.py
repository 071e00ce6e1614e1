"""The overlay panels of the learning tools (viewer, coach, history, challenge), drawn through view/panels.py's
PANEL_VIEWS; the learning tools' toolbar rows and the deal summary's buttons into them."""
from __future__ import annotations

from debertz.learn.daily import day_of_seed

from ..facts import Facts
from ..i18n import tr
from ..learn import replay_facts
from ..state import State, pass_and_play
from .challenge import challenge_panel
from .coach import coach_panel
from .history import history_panel
from .names import Ctx
from .replay import replay_panel
from .toolbar import TOOLS, Tool, register


def replay_view(st: State, f: Facts | None, c: Ctx) -> str:
    replay = st.learn.replay
    if replay is None:
        return f'<div id="replay" data-deal="0" data-step="0" data-steps="0"><p>{tr("replay_none", c.lang)}</p></div>'
    return replay_panel(replay_facts(replay), c)


def coach_view(st: State, f: Facts | None, c: Ctx) -> str:
    return coach_panel(st.learn.coach, c, st.settings.coach_auto)


def history_view(st: State, f: Facts | None, c: Ctx) -> str:
    return history_panel(st.learn.history, st.learn.stats, c.lang)


def challenge_view(st: State, f: Facts | None, c: Ctx) -> str:
    lr = st.learn
    return challenge_panel(lr.challenge_link, lr.challenge, lr.challenge_lines, c.lang,
                           day_of_seed(st.settings.seed) is not None, pass_and_play(st))


# The learning tools, as rows of the data-driven toolbar, so they are reachable at every size.
LEARN_TOOLS: tuple[Tool, ...] = (
    Tool("undo", "undo", "↺", wide=True),
    Tool("replay", "replay", "▶", wide=True),  # ⏯ is missing from common fonts
    Tool("coach", "coach", "✎", wide=True),
    Tool("challenge", "challenge", "⚑"),
    Tool("history", "history", "☷", on_table=False, wide=True),
    Tool("daily", "daily", "★", on_table=False, wide=True),
)
for _tool in LEARN_TOOLS:
    register(_tool)


def learn_tools(on_table: bool, lang: str) -> list[tuple[str, str, str]]:
    """(action, words, symbol) of these tools that the toolbar's rows do not list already (none once
    registered: the toolbar shows them at every size, in its row or its menu)."""
    listed = {t.action for t in TOOLS}
    return [(t.action, tr(t.label, lang), t.icon) for t in LEARN_TOOLS
            if (on_table or not t.on_table) and t.action not in listed]


def summary_buttons(phase: str, lang: str, people: bool = False) -> str:
    """The deal summary's way into the viewer and the coach (and, after a match, the challenge; not after a
    match of several people at the device, which gives no challenge link)."""
    acts = [("replay", "replay"), ("coach", "coach"), ("undo", "undo")]
    if phase == "match-over":
        acts = [("replay", "replay"), ("coach", "coach")] + ([] if people else [("challenge", "challenge")])
    return "".join(f'<button type="button" data-action="{a}">{tr(k, lang)}</button>' for a, k in acts)
