"""The setup form's values (plain strings from the browser) read into Settings."""
from __future__ import annotations

from typing import Any

from debertz import options as O
from debertz.match import valid_seed

from .i18n import LANGS
from .msg import Form
from .settings import FORM_SWITCHES, SPEEDS, Settings, bot_levels, clean_name, default_level

PERSON = "person"  # a seat's choice in the form: a person at the device instead of a bot level

def option_fields(s: Settings) -> dict[str, str]:
    """The table options' and the target's fields as the setup form shows them for ``s`` (a form that
    leaves them out keeps the options of ``s``)."""
    try:
        opts = s.options()
    except O.OptionError:
        opts = O.make_options(s.mode, s.preset)
    out = {f"opt-{sp.name}": str(getattr(opts, sp.name)) for sp in O.OPTION_SPECS}
    out["target"] = str(opts.target)
    return out


def settings_from_form(old: Settings, form: Form) -> tuple[Settings, str | None]:
    """New settings from the form (anything unknown keeps the old value) and the language chosen there."""
    if not form:
        return old, None
    s = Settings(**{**old.to_dict(), "overrides": dict(old.overrides), "bots": list(old.bots),
                    "people": list(old.people)})
    mode = form.get("mode") or s.mode
    preset = form.get("preset") or s.preset
    s.mode = mode if mode in O.MODES else s.mode
    s.preset = preset if preset in O.PRESETS else s.preset
    if s.mode != old.mode or s.preset != old.preset:
        s.overrides = {}
    else:
        base = O.preset_options(s.mode, s.preset)
        over: dict[str, Any] = {}
        for sp in O.OPTION_SPECS:
            v = form.get(f"opt-{sp.name}")
            if v is not None and v in sp.values and v != getattr(base, sp.name):
                over[sp.name] = v
        t = form.get("target")
        custom = (form.get("target_custom") or "").strip()
        try:
            target = O.parse_target_text(custom) if custom else (O.parse_target_text(t) if t else base.target)
        except O.OptionError:
            target = base.target
        if target != base.target:
            over["target"] = target
        s.overrides = over
    levels = bot_levels()
    old_bots = old.bot_list()
    old_people = old.people_list() + [None] * 3
    bots: list[str] = []
    people: list[str | None] = []
    for seat in range(1, s.n):
        v = form.get(f"bot{seat}")
        # a seat the old table did not have gets the level of the seat before it, as Settings.bot_list fills it
        keep = old_bots[seat - 1] if seat - 1 < len(old_bots) else (bots[-1] if bots else default_level())
        bots.append(v if v in levels else keep)
        if v == PERSON or (v is None and old_people[seat - 1] is not None):
            people.append(clean_name(form.get(f"person{seat}", old_people[seat - 1] or "")) or "")
        else:
            people.append(None)
    s.bots = bots
    s.people = people
    s.name = clean_name(form.get("name") or "") or ""
    sp_ = form.get("speed")
    s.speed = sp_ if sp_ in SPEEDS else s.speed
    seed = typed_seed(form.get("seed") or "")
    s.seed = seed if valid_seed(seed) else None
    for name in FORM_SWITCHES:
        if name in form:
            setattr(s, name, form[name] not in ("", "0", "false"))
    lang = form.get("lang")
    return s, (lang if lang in LANGS else None)


def typed_seed(text: str) -> str:
    """A deal code as typed, with each run of spaces as one "-": «Olena 2024» is the code ``Olena-2024``, so
    whoever types the same words gets the same cards (a code holds letters, digits, "-" and "_")."""
    return "-".join(text.split())


def bad_seed(form: Form) -> str | None:
    """The deal code typed in the form when it cannot be one (cut short for the message), else None."""
    text = (form.get("seed") or "").strip()
    return text[:40] if text and not valid_seed(typed_seed(text)) else None


def bad_names(form: Form) -> list[tuple[int, str]]:
    """The names typed in the form that cannot be names (seat, the text as typed, cut short)."""
    fields = [(0, "name")] + [(seat, f"person{seat}") for seat in range(1, 4) if form.get(f"bot{seat}") == PERSON]
    return [(seat, form[f][:40]) for seat, f in fields if f in form and clean_name(form[f]) is None]
