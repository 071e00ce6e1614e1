"""Table options (docs/rules.md), presets, and parsing them from records and links.

Every option is named exactly as docs/rules.md names it, with its values spelled as there.
The rules are read from :class:`Options`; records and links carry ``to_dict()``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from typing import Any, Literal, Mapping, get_args, get_type_hints

from .errors import OptionError as OptionError  # raised here: importable with the options, as O.OptionError

MODES: tuple[str, ...] = ("2", "3", "4", "2x2")
SEATS: dict[str, int] = {"2": 2, "3": 3, "4": 4, "2x2": 4}
PRESETS: tuple[str, ...] = ("classic", "kharkiv")
MIN_TARGET = 51
MAX_TARGET_DIGITS = 9  # a target written as text (a link, the setup form, the command line)
ONE_DEAL = "one_deal"
Target = int | str  # a whole number >= 51, or "one_deal"


# Each option's values, the default first, as types: a misspelt value fails mypy, and the specs'
# values below are read from these (one source).
NextDealer = Literal["rotate", "deal_winner"]
SecondOpenCard = Literal["after_first_trick", "after_deal", "none"]
TurnUpTo = Literal["declarer", "dealer"]
AllPass = Literal["obligation", "redeal"]
SevenSwap = Literal["any_player", "declarer_only", "off"]
WeakHandRedeal = Literal["on", "four_solo_only", "off"]
OnOff = Literal["on", "off"]
Hundred = Literal["six", "five", "off"]
EqualSequences = Literal["last_trick", "first_hand", "trump"]
Overtrump = Literal["trump_lead", "always", "never"]
PartnerRelief = Literal["no_overtrump", "none", "no_ruff"]
BaitTo = Literal["leader", "split"]
BaitPenalty = Literal["third_and_later", "second_and_later", "every_third", "off"]


@dataclass(frozen=True)
class Options:
    """All rule variants in force for a match.  ``target`` is an int or ``"one_deal"``."""

    target: Target = 501
    next_dealer: NextDealer = "rotate"
    second_open_card: SecondOpenCard = "after_first_trick"
    turn_up_to: TurnUpTo = "declarer"
    all_pass: AllPass = "obligation"
    seven_swap: SevenSwap = "any_player"
    weak_hand_redeal: WeakHandRedeal = "on"
    debertz: OnOff = "on"
    hundred: Hundred = "six"
    equal_sequences: EqualSequences = "last_trick"
    overtrump: Overtrump = "trump_lead"
    partner_relief: PartnerRelief = "no_overtrump"
    bait_to: BaitTo = "leader"
    bait_penalty: BaitPenalty = "third_and_later"
    ski: OnOff = "on"

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class OptionSpec:
    name: str
    values: tuple[str, ...]
    default: str
    group: str
    help: str
    modes: tuple[str, ...]  # the modes where the option changes anything (elsewhere it is kept, unused)


_TYPES: dict[str, Any] = get_type_hints(Options)
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Options)}


def _spec(name: str, group: str, help_text: str, modes: tuple[str, ...] = MODES) -> OptionSpec:
    """An option's spec: its values from the ``Options`` field's type, its default from the field."""
    return OptionSpec(name, tuple(get_args(_TYPES[name])), _DEFAULTS[name], group, help_text, modes)


# The declared game parameters: (name, group, explanation); values and default come from Options.
OPTION_SPECS: tuple[OptionSpec, ...] = (
    _spec("next_dealer", "deal",
          "Who deals next: the next player clockwise, or who recorded most in the last deal."),
    _spec("second_open_card", "deal",
          "2 and 3 players: a stock card turned face up after the first trick, right after the deal "
          "(bottom card), or never.", ("2", "3")),
    _spec("turn_up_to", "deal", "4 players: who takes the turn-up into his hand.", ("4", "2x2")),
    _spec("all_pass", "bidding",
          "When all pass twice: the last speaker must name a suit, or the cards are thrown in."),
    _spec("seven_swap", "bidding", "Who may exchange the trump 7 for the turn-up (2 and 3 players).", ("2", "3")),
    _spec("weak_hand_redeal", "bidding",
          "A player whose hand is worth 13 points or less (trump counted as plain) may demand a redeal."),
    _spec("debertz", "combinations",
          "Seven or more trumps in a row win the match at once; off: they score as a sequence."),
    _spec("hundred", "combinations",
          "Which runs score 100: six or more, five or more, or none (long runs score 50)."),
    _spec("equal_sequences", "combinations",
          "Equal senior sequences: the side taking the last trick, the earlier hand, or the trump one."),
    _spec("overtrump", "play", "Duty to beat the best trump: when trump is led, also when ruffing, or never."),
    _spec("partner_relief", "play",
          "Pairs: while your partner wins the trick — no duty to overtrump, no relief, or no duty to trump.", ("2x2",)),
    _spec("bait_to", "scoring",
          "3 and 4 players: a bait goes to the best defender, or is split among the defenders.", ("3", "4")),
    _spec("bait_penalty", "scoring",
          "−100 for the third and later baits, the second and later, every third, or never."),
    _spec("ski", "scoring", "A player who takes no trick loses 50; a pair with no trick, 100."),
)
SPEC_BY_NAME: dict[str, OptionSpec] = {s.name: s for s in OPTION_SPECS}


def applies(name: str, mode: str) -> bool:
    """Whether the option ``name`` changes anything at a table of this mode (``target`` everywhere)."""
    spec = SPEC_BY_NAME.get(name)
    return mode in (spec.modes if spec is not None else MODES)
OPTION_NAMES: tuple[str, ...] = tuple(s.name for s in OPTION_SPECS) + ("target",)


@dataclass(frozen=True)
class Seating:
    """Who sits with whom, from the mode alone: sides, partners, the side of each seat (one source)."""

    mode: str
    n: int  # seats
    pairs: bool  # 2x2: partners opposite
    n_sides: int
    side_of: tuple[int, ...]  # side_of[seat]
    partner: tuple[int | None, ...]  # partner[seat], None without partners
    hand: int  # cards in a full hand, which is also the deal's number of tricks (nine; eight with four players)

    def seats_of(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if self.side_of[s] == side)


def _seating(mode: str) -> Seating:
    n = SEATS[mode]
    pairs = mode == "2x2"
    return Seating(mode, n, pairs, 2 if pairs else n, tuple(s % 2 if pairs else s for s in range(n)),
                   tuple((s + 2) % 4 if pairs else None for s in range(n)), 8 if n == 4 else 9)


SEATINGS: dict[str, Seating] = {m: _seating(m) for m in MODES}


_KHARKIV: dict[str, Any] = {
    "all_pass": "obligation", "hundred": "five", "bait_penalty": "second_and_later",
    "seven_swap": "off", "second_open_card": "after_deal",
}


# The targets a table of each preset usually plays to, every mode's default among them (the setup form
# offers these and takes any other typed in): the Kharkiv tables play to 510, or 1020 for the long match.
TARGET_CHOICES: dict[str, tuple[Target, ...]] = {
    "classic": (301, 501, 1001, ONE_DEAL),
    "kharkiv": (510, 1020, 301, 501, 1001, ONE_DEAL),
}


def default_target(mode: str, preset: str = "classic") -> Target:
    if preset == "kharkiv":
        return 510
    return 301 if mode == "2" else 501


def preset_options(mode: str, preset: str = "classic") -> Options:
    check_mode(mode)
    if preset not in PRESETS:
        raise OptionError(f"unknown preset {preset!r} (expected one of: {', '.join(PRESETS)})")
    base = Options(target=default_target(mode, preset))
    return replace(base, **_KHARKIV) if preset == "kharkiv" else base


def check_mode(mode: object) -> str:
    if mode not in MODES:
        raise OptionError(f"unknown mode {shown(mode)} (expected one of: {', '.join(MODES)})")
    assert isinstance(mode, str)
    return mode


def parse_target(value: object) -> Target:
    """A target as a record or saved data hold it: a whole number >= 51 (``301.0`` is 301) or ``"one_deal"``."""
    if value == ONE_DEAL:
        return ONE_DEAL
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise OptionError(f"target {shown(value)} is not a whole number or one_deal", "target")
    if value < MIN_TARGET:
        raise OptionError(f"target {value} is below {MIN_TARGET}", "target")
    return value


def parse_target_text(text: str) -> Target:
    """A target as a person writes it (a link, the setup form, the command line): digits or ``one_deal``."""
    t = text.strip()
    if t == ONE_DEAL:
        return ONE_DEAL
    if not (t.isascii() and t.isdigit()) or len(t) > MAX_TARGET_DIGITS:
        raise OptionError(f"target {shown(t)} is not a whole number of up to {MAX_TARGET_DIGITS} digits or one_deal")
    return parse_target(int(t))


def shown(value: object, limit: int = 20) -> str:
    """A value quoted for a one-line message: at most ``limit`` characters, control characters escaped."""
    text = repr(value) if isinstance(value, str) else json_text(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def json_text(value: object) -> str:
    """``value`` as JSON writes it, or its ``repr`` when JSON cannot (a one-line message's quote)."""
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def parse_option(name: str, value: object) -> Any:
    """Check one option value; raises :class:`OptionError` naming the option and its values."""
    if name == "target":
        return parse_target(value)
    spec = SPEC_BY_NAME.get(name)
    if spec is None:
        raise OptionError(f"unknown option {shown(name, 40)}")
    if value not in spec.values:
        raise OptionError(f"option {name} cannot be {shown(value)} (expected one of: {', '.join(spec.values)})", name)
    return value


def parse_option_text(name: str, text: str) -> Any:
    """Check one option value written as text (a link's parameter)."""
    return parse_target_text(text) if name == "target" else parse_option(name, text)


def make_options(mode: str, preset: str = "classic", overrides: Mapping[str, object] | None = None) -> Options:
    """The preset's options with ``overrides`` applied, every name and value checked."""
    opts = preset_options(mode, preset)
    if overrides:
        changes = {str(k): parse_option(str(k), v) for k, v in overrides.items()}
        opts = replace(opts, **changes)
    return opts


def option_diff(mode: str, preset: str, opts: Options) -> dict[str, Any]:
    """The options that differ from the preset: what a short link needs to carry."""
    base = preset_options(mode, preset).to_dict()
    return {k: v for k, v in opts.to_dict().items() if base[k] != v}
