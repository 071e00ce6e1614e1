"""What crosses between the page (web/host.js) and Python's worker, as plain JSON-able data.

Python runs in a Web Worker, so it cannot touch the DOM: the page sends each event as a small dict
(``inbound`` turns it into a message for ``update``) and Python answers with operations
(``render_op``: the page's HTML by region; ``effect_op``: storage, downloads, the clipboard...).
Pure functions, tested in CPython; ``browser.py`` only carries them across.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from . import effects as E
from . import learn_msg as L
from . import msg as M
from .facts import facts_of
from .state import State, curtain, panel_shown, viewer
from .storage import PREFS_KEY, SAVE_KEY, prefs_text, save_text
from .view.page import page

Op = dict[str, Any]

# Keys the page must keep from the browser's default (scrolling) when Python takes them.
CAPTURABLE = ("ArrowLeft", "ArrowRight", "Home", "End")


def _str_dict(x: Any) -> dict[str, str]:
    if not isinstance(x, Mapping):
        return {}
    return {str(k): str(v) for k, v in x.items() if isinstance(k, str) and isinstance(v, (str, int, float, bool))}


def form_of(x: Any) -> dict[str, str]:
    """The setup form's values as the page sent them (anything that is not a string field is dropped)."""
    return _str_dict(x)


def captured_keys(st: State) -> list[str]:
    """The keys Python acts on while this screen is up (without modifiers, outside form fields)."""
    return [k for k in CAPTURABLE
            if L.parse_learn_key(k, st.overlay) is not None or isinstance(M.parse_key(k), M.MoveCard)]


def focus_of(msg: M.Msg) -> str | None:
    """The control to focus after the render that answers ``msg``: the one clicked (None for a card)."""
    return msg.focus if isinstance(msg, M.Clicked) else None


def render_op(st: State, focus: str | None = None, dealing: bool = False) -> Op:
    """The page drawn from the state (read only), with what the page needs to route keys, and the
    control to focus after this render (``focus_of`` the message it answers; None otherwise);
    ``dealing``: the table before its deal is known (scripts/prerender.py draws it for shared links)."""
    p = page(st, facts_of(st.match, viewer(st)) if st.match is not None else None, dealing)
    return {"t": "render", "lang": p.lang, "root": [list(kv) for kv in p.root], "phase": p.phase,
            "screen": p.screen, "topbar": p.topbar, "message": p.message, "table": p.table,
            "overlay_html": p.overlay, "live": p.live, "title": p.title, "focus": focus,
            "overlay": panel_shown(st), "keys": captured_keys(st), "kept": p.kept,
            "closable": closable(st), "address": address(st)}


def address(st: State) -> str | None:
    """The query the page's address may keep: the link that put the match on the table there (the page drops
    any other, which would name another table); None: whatever it has (no match on the table)."""
    return st.link if st.match is not None else None


def closable(st: State) -> bool:
    """Whether the browser's Back button has something to close first (a panel, the tools menu, the setup
    opened from a match): the page then keeps a history entry of its own on top, and Back sends
    ``{"t": "back"}`` (:func:`back_msg`) instead of leaving."""
    return back_msg(st) is not None


def back_msg(st: State) -> M.Msg | None:
    """What the browser's Back button does now: close the panel or the menu, or go back to the match the
    setup was opened from; None: nothing (Back leaves the page)."""
    if curtain(st) is not None:
        return None
    if st.overlay or st.menu_open:
        return M.Close()
    if st.screen == "setup" and st.table_settings is not None and st.match is not None and not st.match.finished:
        return M.Resume()
    return None


def inbound(data: Any, st: State) -> M.Msg | None:
    """The message for one event of the page (None: nothing to do, or not an event we know)."""
    if not isinstance(data, Mapping):
        return None
    kind = data.get("t")
    if kind == "click" or kind == "pointerup":
        attrs = _str_dict(data.get("attrs"))
        form = data.get("form")
        use_form = kind == "click" and attrs.get("data-action") in ("start", "form-change")
        return M.parse_click(attrs, _str_dict(form) if use_form and form is not None else None,
                             str(data.get("now") or "")[:40])
    if kind == "change":
        ident, value = str(data.get("id") or ""), str(data.get("value") or "")
        if ident == "share-seed":
            return M.ShareSeed(bool(data.get("checked")))
        if ident == "replay-slider":
            return L.parse_slider(value)
        form = data.get("form")
        return M.FormChanged(_str_dict(form)) if isinstance(form, Mapping) else None
    if kind == "key":
        key, tag, mod = str(data.get("key") or ""), str(data.get("tag") or ""), bool(data.get("mod"))
        plain = not mod and tag.lower() not in ("input", "select", "textarea")
        step = L.parse_learn_key(key, st.overlay) if plain else None
        if step is not None:  # the viewer's keys: arrows step, Home / End jump
            return step
        msg = M.parse_key(key, tag, mod, str(data.get("code") or ""))
        return None if isinstance(msg, M.MoveCard) else msg  # the page moves the focus itself
    if kind == "import":
        return M.ImportText(str(data.get("text") or ""))
    if kind == "import_failed":
        return M.ImportFailed(str(data.get("error") or "")[:200])
    if kind == "stored":  # another tab of the game wrote to the storage
        return M.StoredElsewhere(str(data.get("key") or "")[:200], str(data.get("text") or ""))
    if kind == "store_failed":
        return M.StorageFailed(str(data.get("key") or "")[:200])
    if kind == "copied":
        return M.Copied()
    if kind == "copy_failed":
        return M.Copied(False)
    if kind == "back":  # the browser's Back button, while something was open
        return back_msg(st)
    if kind == "hash":  # the address's fragment changed in an open tab (a #replay= link followed or typed)
        return L.AddressFragment(str(data.get("hash") or "")[:8000])
    return None


def _save(e: E.Save, st: State) -> Op | None:
    if st.match is None or st.guide:  # the guide's deal is never saved: a reload brings the person's match back
        return None
    return {"t": "store", "key": SAVE_KEY, "text": save_text(
        st.settings, st.match, st.link, st.match_id, st.opened, st.learn.played == st.match_id)}


# The effects the page carries out, by type: each one's operation for the page (None: nothing to do).
PAGE_OPS: dict[type, Callable[[Any, State], Op | None]] = {
    E.Save: _save,
    E.SavePrefs: lambda e, st: {"t": "store", "key": PREFS_KEY, "text": prefs_text(st.settings, st.lang, st.lang_link)},
    E.Store: lambda e, st: {"t": "store", "key": e.key, "text": e.text},
    E.Remove: lambda e, st: {"t": "remove", "key": e.key},
    E.Download: lambda e, st: {"t": "download", "text": e.text, "filename": e.filename},
    E.DownloadStored: lambda e, st: {"t": "download_stored", "key": e.key, "filename": e.filename},
    E.CopyText: lambda e, st: {"t": "copy", "text": e.text},
    E.OpenFilePicker: lambda e, st: {"t": "pick_file"},
    E.MoveFocus: lambda e, st: {"t": "move_focus", "step": e.step},
    E.SetFragment: lambda e, st: {"t": "fragment", "text": e.text},
}
# The effects the worker carries out itself (browser.py's table): the bots, timers, the coach, the history.
WORKER_EFFECTS = (E.RunBots, E.HoldTrick, E.ThinkHint, E.CheckLinkBots, E.ThinkCoach, E.AddHistory)


# What the page stores for the person: with autoplay (bots on every seat, a demo or a soak test) none of it is
# written, so that such a link never replaces the person's match, settings or kept matches.
STORAGE_EFFECTS = (E.Save, E.SavePrefs, E.Store, E.Remove)


def effect_op(e: E.Effect, st: State) -> Op | None:
    """The page's operation for an effect it carries out (None: the worker's own, or nothing to do)."""
    if st.autoplay and isinstance(e, STORAGE_EFFECTS):
        return None
    op = PAGE_OPS.get(type(e))
    return None if op is None else op(e, st)


def batch(ops: list[Op]) -> list[Op]:
    """The operations of one turn of Python's loop, as the page applies them in one task: only the
    last render is drawn (an earlier one would only be replaced before the browser paints, and would
    cut the cards' motion short), keeping a focus request it carried; the rest in order."""
    renders = [i for i, op in enumerate(ops) if op.get("t") == "render"]
    if len(renders) < 2:
        return list(ops)
    last = dict(ops[renders[-1]])
    if last.get("focus") is None:
        last["focus"] = next((ops[i]["focus"] for i in reversed(renders) if ops[i].get("focus")), None)
    keep = set(renders[:-1])
    return [last if i == renders[-1] else op for i, op in enumerate(ops) if i not in keep]
