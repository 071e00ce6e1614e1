"""Table settings: what a new match needs, read from a link (URL query) or a saved dict.

Pure Python (no browser), so CPython tests can check the link parser too.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from debertz import options as O
from debertz.errors import DataError
from debertz.learn.challenge import MAX_NAME as MAX_NAME  # one length for a name, at the table and in links
from debertz.match import engine_seed, valid_seed

from .i18n import LANGS, TextRef
from .query import link_pairs, urlencode, whole_pairs

# The speed setting, its one table: per speed, the seconds between two bots' actions and how long the cards'
# motion takes relative to normal (the page's web/motion.js reads it from <html data-motion>, see view/page.py).
SPEED_TABLE: dict[str, tuple[float, float]] = {"slow": (1.4, 1.5), "normal": (0.8, 1.0), "fast": (0.35, 0.55),
                                               "instant": (0.0, 0.0)}
SPEEDS = tuple(SPEED_TABLE)
SPEED_DELAY = {speed: delay for speed, (delay, _motion) in SPEED_TABLE.items()}
SPEED_MOTION = {speed: motion for speed, (_delay, motion) in SPEED_TABLE.items()}
MAX_PARAM = 200


def bot_levels() -> tuple[str, ...]:
    """The bot levels the engine offers (weakest first); imports the bots, so not before the first picture."""
    from debertz.bots import LEVELS

    return LEVELS


# The opponents' level until the person chooses one (then the choice is kept with the settings): a
# first game in the browser is often a first game of Debertz, so gentler than the engine's strongest.
FIRST_LEVEL = "normal"


def default_level() -> str:
    """The level of a seat nobody chose a level for (FIRST_LEVEL, if the engine offers it)."""
    levels = bot_levels()
    return FIRST_LEVEL if FIRST_LEVEL in levels else levels[-1]


@dataclass
class Settings:
    mode: str = "2"
    preset: str = "classic"
    overrides: dict[str, Any] = field(default_factory=dict)  # docs/rules.md options (and target) off the preset
    bots: list[str] = field(default_factory=list)  # one level per other seat
    # pass-and-play: one entry per other seat, None for a bot, else a person's name ("" = the default
    # name in the page's language, «Игрок 2»); the person at seat 0 is always a person (``name``)
    people: list[str | None] = field(default_factory=list)
    seed: str | None = None
    speed: str = "normal"
    name: str = ""
    lang: str = ""  # "" = from the browser
    auto_bella: bool = False  # announce bella by itself at the first chance (a UI setting, not a rule)
    takebacks: bool = True  # allow take-backs (on by default against bots)
    coach_auto: bool = False  # the coach rates the person's decisions after every deal
    guide_seen: bool = False  # the first-game guide was opened or declined: not offered again
    large_cards: bool = False  # display settings (DISPLAY_SETTINGS): bigger cards, a four-colour deck, card sounds
    four_colours: bool = False
    sound: bool = False

    @property
    def n(self) -> int:
        return O.SEATS[self.mode]

    def copy(self) -> Settings:
        """A copy that shares no list or dict with this one."""
        return replace(self, overrides=dict(self.overrides), bots=list(self.bots), people=list(self.people))

    def options(self) -> O.Options:
        return O.make_options(self.mode, self.preset, self.overrides)

    def bot_list(self) -> list[str]:
        levels = bot_levels()
        out = [b if b in levels else default_level() for b in self.bots[: self.n - 1]]
        while len(out) < self.n - 1:
            out.append(out[-1] if out else default_level())
        return out

    def people_list(self) -> list[str | None]:
        """One entry per other seat: None for a bot, else the person's name ("" = the default name)."""
        out = [p if p is None else str(p) for p in self.people[: self.n - 1]]
        return out + [None] * (self.n - 1 - len(out))

    def persons(self) -> frozenset[int]:
        """The seats a person plays (seat 0 always)."""
        return frozenset([0, *(seat for seat, p in enumerate(self.people_list(), 1) if p is not None)])

    @property
    def pass_and_play(self) -> bool:
        """More than one person at the device: hands are kept behind a curtain between them."""
        return len(self.persons()) > 1

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def table_query(self, with_seed: bool = True) -> str:
        """The share link's query: mode, preset, changed options, bots, seed (if chosen)."""
        q: list[tuple[str, str]] = [("mode", self.mode), ("preset", self.preset)]
        try:
            diff = O.option_diff(self.mode, self.preset, self.options())
        except O.OptionError:
            diff = {}
        for k in O.OPTION_NAMES:
            if k in diff:
                q.append((k, str(diff[k])))
        q.append(("bots", ",".join(self.bot_list())))
        if self.pass_and_play:
            if self.name:
                q.append(("name", self.name))
            q.append(("people", ",".join("" if p is None else (p or DEFAULT_NAME) for p in self.people_list())))
        if with_seed and self.seed is not None:
            q.append(("seed", str(self.seed)))
        return urlencode(q)


# The on/off settings: the display settings (a row of the setup screen, words "settings.<name>", the page's
# <html> attributes: view/page.root_attrs) and the others; every one stored and read back by one rule
# (switch_value), and those of FORM_SWITCHES also set by the setup form (form.settings_from_form).
DISPLAY_SETTINGS: tuple[str, ...] = ("large_cards", "four_colours", "sound")
FORM_SWITCHES: tuple[str, ...] = ("auto_bella", "takebacks", *DISPLAY_SETTINGS)
SWITCHES: tuple[str, ...] = (*FORM_SWITCHES, "coach_auto", "guide_seen")
_SETTING_DEFAULTS: dict[str, object] = {f.name: f.default for f in fields(Settings)}


def settings_from_dict(data: Any) -> Settings:
    """Settings from a saved dict; raises DataError (a ValueError) when it is not one."""
    if not isinstance(data, dict):
        raise DataError("settings are not an object")
    s = Settings()
    mode = data.get("mode", s.mode)
    O.check_mode(mode)
    preset = data.get("preset", s.preset)
    if preset not in O.PRESETS:
        raise DataError(f"unknown preset {preset!r}")
    overrides = data.get("overrides") or {}
    if not isinstance(overrides, dict):
        raise DataError("options are not an object")
    O.make_options(mode, preset, overrides)  # checks every name and value
    bots = data.get("bots") or []
    if not isinstance(bots, list) or not all(isinstance(b, str) for b in bots):
        raise DataError("bots are not a list of levels")
    people = data.get("people") or []
    if not isinstance(people, list) or not all(p is None or clean_name(p) is not None for p in people):
        raise DataError("people are not a list of names")
    seed = data.get("seed")
    speed = data.get("speed", s.speed)
    name = data.get("name", "")
    lang = data.get("lang", "")
    return Settings(mode=mode, preset=preset, overrides=dict(overrides), bots=list(bots), people=list(people),
                    seed=None if seed is None else str(seed)[:MAX_PARAM],
                    speed=speed if speed in SPEEDS else s.speed,
                    name=str(name)[:MAX_NAME], lang=lang if lang in LANGS else "",
                    **{name: switch_value(data, name) for name in SWITCHES})


def switch_value(data: dict[str, Any], name: str) -> bool:
    """An on/off setting as stored, or its default when the stored value is missing or not a boolean."""
    value = data.get(name)
    return value if isinstance(value, bool) else bool(_SETTING_DEFAULTS[name])


DEFAULT_NAME = "*"  # in a link's ``people``: a person with the default name («Игрок 2»)
NAME_FORBIDDEN = frozenset(",")  # a link's separator (markup is fine: every name is drawn as text)


def clean_name(text: object) -> str | None:
    """A person's name as typed (spaces around it dropped), or None when it cannot be one: not text,
    longer than MAX_NAME, a control character (a new line), a link's separator, or the default name's mark."""
    if not isinstance(text, str):
        return None
    name = text.strip()
    if name == DEFAULT_NAME or len(name) > MAX_NAME or any(ch in NAME_FORBIDDEN or not ch.isprintable() for ch in name):
        return None
    return name


# "2×2" as the link's message writes it, or typed with a Cyrillic х, reads as the mode 2x2
MODE_LETTERS = str.maketrans({"×": "x", "х": "x", "Х": "x", "X": "x"})
TABLE_KEYS = {"mode", "preset", "target", "seed", "bots", "people", *O.OPTION_NAMES}
ALL_KEYS = TABLE_KEYS | {"speed", "lang", "name", "autoplay", "challenge"}


def autoplay_level(query: str) -> str:
    """The ``autoplay`` link parameter: a bot level that plays the person's seat too ("" = off)."""
    for k, v in whole_pairs(query):
        if k == "autoplay":
            return v if v in bot_levels() else (bot_levels()[0] if v else "")
    return ""


# A problem of a link: a message id of the catalogues (``link.<code>``) and its parameters, written in
# the person's language by the message bar; each says what the page did instead.
Problem = tuple[str, dict[str, Any]]


def problem(code: str, **params: Any) -> Problem:
    return ("link." + code, params)


def parse_query(query: str, base: Settings | None = None) -> tuple[Settings, list[Problem], bool]:
    """Settings from a link's query string.

    Returns (settings, problems, has_table): ``problems`` for the one-line message (a bad value is
    ignored: the setting stays as it was); ``has_table`` says whether the link names a table, a value of
    it at least that could be taken (then it starts that table rather than the saved match).
    """
    base = base or Settings()
    problems: list[Problem] = []
    try:
        pairs = link_pairs(query)
    except Exception:  # noqa: BLE001
        return replace(base), [problem("unreadable")], False
    params: dict[str, str] = {}
    for k, v, whole in pairs:
        if k in ALL_KEYS and not whole:
            problems.append(problem("garbled", name=k[:30]))
            continue
        if k not in ALL_KEYS:
            problems.append(problem("unknown", name=k[:30]))
            continue
        if len(v) > MAX_PARAM:
            problems.append(problem("too_long"))
            continue
        if k in params and params[k] != v:  # the same parameter twice over: the last one counts, and it is said
            problems.append(problem("repeated", name=k[:30], value=v[:20]))
        params[k] = v
    if TABLE_KEYS & params.keys():
        s, read, taken = _read_params(params, replace(base, overrides={}, bots=[], people=[], seed=None))
        if taken:
            return s, problems + read, True
    # no table named, or none that could be read (its every value bad): the remembered choices stay (and the
    # match on the table), and the link's problems are said
    s, read, _ = _read_params(params, replace(base, seed=None))
    return s, problems + read, False


def _read_params(params: dict[str, str], s: Settings) -> tuple[Settings, list[Problem], bool]:
    """The link's parameters read onto ``s``; the problems, and whether a value of a table parameter was taken.

    A link that names a table starts from the preset's table (``s`` given so); without one, the remembered
    choices stay, the people at the device too (a link's table seats only those it names)."""
    problems: list[Problem] = []
    taken: set[str] = set()  # the table parameters whose value was taken
    if "mode" in params:
        mode = params["mode"].translate(MODE_LETTERS)
        if mode in O.MODES:
            s.mode = mode
            taken.add("mode")
        else:
            problems.append(problem("mode", value=params["mode"][:20]))
    if "preset" in params:
        if params["preset"] in O.PRESETS:
            s.preset = params["preset"]
            taken.add("preset")
        else:
            problems.append(problem("preset", value=params["preset"][:20]))
    for name in O.OPTION_NAMES:
        if name in params:
            try:
                s.overrides[name] = O.parse_option_text(name, params[name])
                taken.add(name)
            except O.OptionError:
                if name == "target":  # a number: say from where
                    problems.append(problem("target", value=params[name][:20], min=O.MIN_TARGET))
                else:
                    problems.append(problem("option", name=TextRef("opt." + name), value=params[name][:20]))
    if "bots" in params:
        # Checked against the engine's levels later (bot_problem): importing the bots here would
        # delay the first picture of the table.
        levels = [b.strip()[:20] for b in params["bots"].split(",") if b.strip()]
        s.bots = levels[:3]
        if levels:
            taken.add("bots")
        if len(levels) > s.n - 1:  # more levels than the table has other seats
            problems.append(problem("bots_extra", value=levels[s.n - 1], n=s.n - 1))
    if "seed" in params:
        seed = params["seed"].strip()
        if valid_seed(seed):
            s.seed = seed
            taken.add("seed")
        else:
            problems.append(problem("seed"))
    if "speed" in params:
        if params["speed"] in SPEEDS:
            s.speed = params["speed"]
        else:
            problems.append(problem("speed", value=params["speed"][:20]))
    if "lang" in params:
        if params["lang"] in LANGS:
            s.lang = params["lang"]
        else:
            problems.append(problem("lang", value=params["lang"][:20]))
    if "name" in params:
        own = clean_name(params["name"])
        if own is None:
            problems.append(problem("name"))
        s.name = own or ""
    if "people" in params:
        s.people = []
        for seat, raw in enumerate(params["people"].split(",")[:3], 1):
            if not raw.strip():
                s.people.append(None)
                continue
            given = None if raw.strip() == DEFAULT_NAME else clean_name(raw)
            if given is None and raw.strip() != DEFAULT_NAME:  # seated all the same, under the default name
                problems.append(problem("person", n=seat + 1))
            s.people.append(given or "")
            taken.add("people")
        extra = [raw for raw in params["people"].split(",")[s.n - 1:] if raw.strip()]
        if extra:  # more names than the table has other seats
            problems.append(problem("people_extra", value=extra[0].strip()[:20], n=s.n - 1))
    return s, problems, bool(taken)


def bot_problem(s: Settings) -> Problem | None:
    """The problem with the link's bot levels, or None (imports the bots)."""
    levels = bot_levels()
    bad = [b for b in s.bots if b not in levels]
    if bad:
        return problem("bots", value=bad[0][:20], level=TextRef("level_" + default_level()))
    return None


def seed_value(seed: str | None) -> int | str | None:
    """The engine's seed: digits as an int (short links), anything else as text."""
    if seed is None:
        return None
    return engine_seed(seed)
