"""The top bar's tools as data: each tool is a row of ``TOOLS`` (its action, words, symbol).

Wide screens show every tool with its words; narrow ones show a labelled "Menu" button
(``data-action=menu``) that opens the same tools as a list, so every tool is reachable at every size.
Other parts of the page add their tools by adding rows here (``register``). Keyboard shortcuts are
``msg.SHORTCUTS``.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import tr
from .html import escape


@dataclass(frozen=True)
class Tool:
    action: str  # the button's data-action
    label: str  # catalogue key of its words
    icon: str  # a symbol before the words (hidden from screen readers)
    on_table: bool = True  # only while a match is on the table (else: also on the setup screen)
    pinned: bool = False  # shown with its words in the bar on wide screens (the others: symbol, words in the menu)
    wide: bool = False  # shown with its words on the widest screens too (else its symbol, the words in the menu)


TOOLS: list[Tool] = [
    Tool("show-sheet", "score_sheet", "▤", pinned=True),
    Tool("show-last", "last_trick", "⟲", pinned=True),
    Tool("show-rules", "rules", "§", pinned=True),
    Tool("show-share", "share", "↗"),
    Tool("export-record", "export", "⇩"),
    Tool("show-help", "help", "?", on_table=False),
    Tool("new-game", "new_game", "✚", on_table=False),
]


def register(tool: Tool, before: str = "show-help") -> None:
    """Add a tool (once), before the tool whose action is ``before`` (at the end if there is none)."""
    if any(t.action == tool.action for t in TOOLS):
        return
    at = next((i for i, t in enumerate(TOOLS) if t.action == before), len(TOOLS))
    TOOLS.insert(at, tool)


def tools(lang: str, on_table: bool, menu_open: bool, extra: list[tuple[str, str, str]] | None = None,
          setup_screen: bool = False, langs: str = "", idle: frozenset[str] = frozenset()) -> str:
    """The tools row (words beside symbols) and the menu button with its list.

    ``extra``: (action, words, symbol) tools that depend on the moment (the bot speed, with its value).
    ``setup_screen``: the new-game tool is left out (that screen is the new game).
    ``langs``: the language buttons, repeated in the menu (narrow screens have no room for them in the bar).
    ``idle``: the actions of tools that can do nothing at this moment (left out, not offered to no end)."""
    pinned = {t.action for t in TOOLS if t.pinned}
    wide = {t.action for t in TOOLS if t.wide}
    menu_only = {"speed"}  # a setting more than a tool: in the menu (and on the setup screen)
    items = [(t.action, tr(t.label, lang), t.icon) for t in TOOLS if (on_table or not t.on_table)
             and not (setup_screen and t.action == "new-game") and t.action not in idle]
    if extra:
        at = next((i for i, it in enumerate(items) if it[0] == "show-help"), len(items))
        items[at:at] = extra
    row = "".join(
        f'<button type="button" data-action="{a}" class="pin"><span class="ico" aria-hidden="true">{i}</span>'
        f'<span class="lbl">{escape(w)}</span></button>' if a in pinned else
        f'<button type="button" data-action="{a}" class="wide" title="{escape(w)}"><span class="ico" aria-hidden="true">'
        f'{i}</span><span class="lbl">{escape(w)}</span></button>' if a in wide else
        f'<button type="button" data-action="{a}" title="{escape(w)}"><span class="ico" aria-hidden="true">{i}</span>'
        f'<span class="sr-only">{escape(w)}</span></button>' for a, w, i in items if a not in menu_only)
    menu_words = escape(tr("menu", lang))
    expanded = "true" if menu_open else "false"
    menu = (f'<button type="button" class="menu-btn" data-action="menu" aria-haspopup="true" '
            f'aria-expanded="{expanded}" aria-controls="menu"><span class="ico" aria-hidden="true">☰</span>'
            f'<span>{menu_words}</span></button>')
    listing = ""
    if menu_open:
        listing = (f'<div id="menu" class="menu" role="menu" aria-label="{menu_words}">' + "".join(
            f'<button type="button" role="menuitem" data-action="{a}"><span class="ico" aria-hidden="true">{i}'
            f'</span>{escape(w)}</button>' for a, w, i in items)
            + (f'<div class="menu-langs">{langs}</div>' if langs else "") + "</div>")
    return (f'<nav class="tools has-menu" aria-label="{escape(tr("tools", lang))}">'
            f'{row}{menu}{listing}</nav>')
