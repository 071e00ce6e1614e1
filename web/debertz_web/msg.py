"""Messages: what happened on the page, as small typed values parsed from plain DOM data.

The browser module hands over an element's attributes (``data-action``, ``data-card``, ...), a key
and the setup form's values as strings; everything here is plain Python, so CPython tests drive
``update`` with the very messages a click makes.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from debertz import actions as A

from .learn_msg import LearnMsg, parse_learn_action

Form = Mapping[str, str]  # the setup form: input name -> value ("" / "on" for a checkbox)


@dataclass(frozen=True)
class Act:
    """The person's action: a card, a bid, swap7 / redeal / bella."""

    action: int


@dataclass(frozen=True)
class NextDeal:
    pass


@dataclass(frozen=True)
class NewMatch:
    """Same table, fresh deals."""


@dataclass(frozen=True)
class NewGame:
    """Back to the setup screen."""


@dataclass(frozen=True)
class Start:
    form: Form = field(default_factory=dict)


@dataclass(frozen=True)
class FormChanged:
    form: Form = field(default_factory=dict)


@dataclass(frozen=True)
class Resume:
    pass


@dataclass(frozen=True)
class ExportRecord:
    pass


@dataclass(frozen=True)
class ExportDamaged:
    pass


@dataclass(frozen=True)
class PickFile:
    """Open the file picker of the record import."""


@dataclass(frozen=True)
class AskHint:
    pass


@dataclass(frozen=True)
class CycleSpeed:
    pass


# The table's panels, which Show opens (button ``show-<panel>``) and Toggle opens or closes; the learning tools'
# panels (learn.LEARN_PANELS) open by their own messages. What each one draws: view/panels.py, PANEL_VIEWS.
PANELS: tuple[str, ...] = ("sheet", "rules", "last", "share", "help", "guide")


@dataclass(frozen=True)
class Show:
    panel: str  # one of PANELS


@dataclass(frozen=True)
class Toggle:
    panel: str  # one of PANELS (SHORTCUTS: keys S, L, R and H)


@dataclass(frozen=True)
class Close:
    pass


@dataclass(frozen=True)
class CopyLink:
    pass


@dataclass(frozen=True)
class Dismiss:
    pass


@dataclass(frozen=True)
class SetLang:
    lang: str


@dataclass(frozen=True)
class ShareSeed:
    on: bool


@dataclass(frozen=True)
class MoveCard:
    """Arrow keys: focus the next (+1) or previous (-1) playable card."""

    step: int


@dataclass(frozen=True)
class Clicked:
    """A click: ``focus`` is the control to focus again after the render (None for a card)."""

    focus: str | None
    msg: Msg


# ----- from the browser's asynchronous work
@dataclass(frozen=True)
class ImportText:
    text: str


@dataclass(frozen=True)
class ImportFailed:
    error: str


@dataclass(frozen=True)
class StoredElsewhere:
    """Another tab of the game stored ``text`` under ``key`` ("" when it removed it)."""

    key: str
    text: str


@dataclass(frozen=True)
class BotMoved:
    gen: int
    seat: int
    action: int


@dataclass(frozen=True)
class AutoNext:
    """Autoplay: the deal or match is over and shown; go on by itself."""

    gen: int


@dataclass(frozen=True)
class HintReady:
    gen: int
    n_actions: int
    action: int


@dataclass(frozen=True)
class BotFailed:
    error: str


@dataclass(frozen=True)
class LinkBotsChecked:
    problem: tuple[str, dict[str, Any]] | None  # settings.Problem


@dataclass(frozen=True)
class ResumeKept:
    """Put a kept unfinished match back on the table (the one there, if unfinished, is kept in its place)."""

    ident: str


@dataclass(frozen=True)
class DropKept:
    """Remove a kept unfinished match (the person's own choice on the setup screen; the message bar offers it
    back until the next removal or the bar is closed)."""

    ident: str


@dataclass(frozen=True)
class RestoreDropped:
    """The kept match removed last, back among the kept ones."""


@dataclass(frozen=True)
class StorageFailed:
    """The page could not store ``key`` (the storage is full or not allowed)."""

    key: str = ""


@dataclass(frozen=True)
class Copied:
    """The clipboard's answer to a copy: done, or refused (the link stays in its panel to copy by hand)."""

    ok: bool = True


@dataclass(frozen=True)
class TrickSeen:
    """The complete trick has been on the table long enough: sweep it."""

    gen: int
    token: int


@dataclass(frozen=True)
class ToggleMenu:
    """The narrow screens' tools menu opens or closes."""


@dataclass(frozen=True)
class OpenCurtain:
    """Pass-and-play: the person the curtain waits for says it is them ("I am Olena")."""


@dataclass(frozen=True)
class Guide:
    """The first-game guide: start its deal, stop it, or never offer it again."""

    what: str  # start | stop | never


Msg = (ToggleMenu | Guide | OpenCurtain | TrickSeen | Act | NextDeal | NewMatch | NewGame | Start | FormChanged | Resume | ExportRecord | ExportDamaged | PickFile
       | AskHint | CycleSpeed | Show | Toggle | Close | CopyLink | Dismiss | SetLang | ShareSeed | MoveCard | Clicked
       | ImportText | ImportFailed | StoredElsewhere | BotMoved | AutoNext | HintReady | BotFailed | LinkBotsChecked | StorageFailed
       | Copied | ResumeKept | DropKept | RestoreDropped | LearnMsg)

# data-action -> message, for the actions that carry nothing
SIMPLE: dict[str, Msg] = {
    "next-deal": NextDeal(), "new-match": NewMatch(), "new-game": NewGame(), "resume": Resume(),
    "export-record": ExportRecord(), "export-damaged": ExportDamaged(), "import-record": PickFile(),
    "hint": AskHint(), "speed": CycleSpeed(), "close": Close(), "copy-link": CopyLink(), "dismiss": Dismiss(),
    **{f"show-{panel}": Show(panel) for panel in PANELS}, "menu": ToggleMenu(),
    "guide-start": Guide("start"), "guide-stop": Guide("stop"), "guide-never": Guide("never"),
    "open-curtain": OpenCurtain(), "restore-kept": RestoreDropped(),
}
KEPT_ACTIONS: dict[str, type[ResumeKept] | type[DropKept]] = {"resume-kept": ResumeKept, "drop-kept": DropKept}
BIDS = frozenset({"take", "pass", "swap7", "redeal", "bella", "trump:S", "trump:H", "trump:D", "trump:C"})


def parse_action_name(name: str, form: Form | None = None) -> Msg | None:
    """The message of a ``data-action`` value; None for anything unknown."""
    if name in SIMPLE:
        return SIMPLE[name]
    if name in BIDS:
        return Act(A.parse_action(name))
    if name.startswith("lang:"):
        return SetLang(name[5:])
    if name == "start":
        return Start(dict(form or {}))
    if name == "form-change":
        return FormChanged(dict(form or {}))
    return None


def parse_card(text: str) -> Msg | None:
    try:
        action = A.parse_action(text)
    except ValueError:
        return None
    return Act(action) if A.is_card(action) else None


def parse_click(attrs: Mapping[str, str], form: Form | None = None, now: str = "") -> Msg | None:
    """A click on the element with these attributes (the nearest with data-action / data-card / data-why);
    ``now``: the page's clock at the click (ISO, UTC), for what depends on the date."""
    if "disabled" in attrs:
        return None
    if "data-action" in attrs:
        name = attrs["data-action"]
        kept = KEPT_ACTIONS.get(name)
        inner = (kept(attrs.get("data-match", "")[:64]) if kept is not None
                 else parse_action_name(name, form) or parse_learn_action(name, attrs, now))
        return None if inner is None else Clicked(attrs.get("data-key") or name or None, inner)
    if "data-card" in attrs:
        inner = parse_card(attrs["data-card"])
        return None if inner is None else Clicked(None, inner)
    if "data-why-card" in attrs:  # the slot of a refused card: the click says why
        inner = parse_card(attrs["data-why-card"])
        return None if inner is None else Clicked(None, inner)
    return None


@dataclass(frozen=True)
class Shortcut:
    """A one-key shortcut: the parser reads ``code`` and the help panel lists ``label`` with ``words``."""

    code: str  # KeyboardEvent.code: the key's position, the same whatever the layout (Cyrillic types "ы" on KeyS)
    label: str  # the key as printed on a keyboard (lower case: what it types when the browser gives no code)
    words: str  # catalogue key of what it does
    msg: Msg


# The one list of the shortcuts: parse_key and the help panel (view/help.py) both read it.
SHORTCUTS = (Shortcut("KeyS", "S", "score_sheet", Toggle("sheet")), Shortcut("KeyL", "L", "last_trick", Toggle("last")),
             Shortcut("KeyR", "R", "rules", Toggle("rules")), Shortcut("Slash", "?", "help", Toggle("help")),
             Shortcut("KeyH", "H", "key.H", AskHint()))
KEY_CODES: dict[str, Msg] = {s.code: s.msg for s in SHORTCUTS}
KEY_CHARS: dict[str, str] = {s.label.lower(): s.code for s in SHORTCUTS} | {"/": "Slash"}  # the key typed -> code


def parse_key(key: str, tag: str = "", modifiers: bool = False, code: str = "") -> Msg | None:
    """A key pressed outside form fields, without Ctrl/Meta/Alt (``code``: the key's position, when known)."""
    if modifiers or tag.lower() in ("input", "select", "textarea"):
        return None
    if key in ("ArrowLeft", "ArrowRight"):
        return MoveCard(1 if key == "ArrowRight" else -1)
    if key == "Escape":
        return Close()
    if code:
        return KEY_CODES.get(code)
    return KEY_CODES.get(KEY_CHARS.get(key.lower(), ""))
