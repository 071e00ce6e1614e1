"""Table options (rules.md), presets, and parsing them from records and links.

Every option is named exactly as rules.md names it, with its values spelled as there.
The rules are read from :class:`Options`; records and links carry ``to_dict()``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Mapping

MODES: tuple[str, ...] = ("2", "3", "4", "2x2")
SEATS: dict[str, int] = {"2": 2, "3": 3, "4": 4, "2x2": 4}
PRESETS: tuple[str, ...] = ("classic", "kharkiv")
MIN_TARGET = 51
MAX_TARGET = 100_000
ONE_DEAL = "one_deal"
Target = int | str  # a whole number >= 51, or "one_deal"


class OptionError(ValueError):
    """An unknown mode, preset, option or option value."""


@dataclass(frozen=True)
class OptionSpec:
    name: str
    values: tuple[str, ...]
    default: str
    group: str
    help: str


# The declared game parameters: (name, values with the default first, group, explanation).
OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("next_dealer", ("rotate", "deal_winner"), "rotate", "deal",
               "Who deals next: the next player clockwise, or who recorded most in the last deal."),
    OptionSpec("second_open_card", ("after_first_trick", "after_deal", "none"), "after_first_trick", "deal",
               "2 and 3 players: a stock card turned face up after the first trick, right after the deal "
               "(bottom card), or never."),
    OptionSpec("turn_up_to", ("declarer", "dealer"), "declarer", "deal",
               "4 players: who takes the turn-up into his hand."),
    OptionSpec("all_pass", ("obligation", "redeal"), "obligation", "bidding",
               "When all pass twice: the last speaker must name a suit, or the cards are thrown in."),
    OptionSpec("seven_swap", ("any_player", "declarer_only", "off"), "any_player", "bidding",
               "Who may exchange the trump 7 for the turn-up (2 and 3 players)."),
    OptionSpec("weak_hand_redeal", ("on", "four_solo_only", "off"), "on", "bidding",
               "A hand worth 13 points or less (trump counted as plain) may demand a redeal."),
    OptionSpec("debertz", ("on", "off"), "on", "combinations",
               "Seven consecutive trumps win the match at once; off: they score as a sequence."),
    OptionSpec("hundred", ("six", "five", "off"), "six", "combinations",
               "Which runs score 100: six or more, five or more, or none (long runs score 50)."),
    OptionSpec("equal_sequences", ("last_trick", "first_hand", "trump"), "last_trick", "combinations",
               "Equal senior sequences: the side taking the last trick, the earlier hand, or the trump one."),
    OptionSpec("overtrump", ("trump_lead", "always", "never"), "trump_lead", "play",
               "Duty to beat the best trump: when trump is led, also when ruffing, or never."),
    OptionSpec("partner_relief", ("no_overtrump", "none", "no_ruff"), "no_overtrump", "play",
               "2x2: while your partner wins the trick — no duty to overtrump, no relief, or no duty to trump."),
    OptionSpec("bait_to", ("leader", "split"), "leader", "scoring",
               "3 and 4 players: a bait goes to the best defender, or is split among the defenders."),
    OptionSpec("bait_penalty", ("third_and_later", "second_and_later", "every_third", "off"),
               "third_and_later", "scoring", "-100 for the third and later baits, the second and later, "
               "every third, or never."),
    OptionSpec("ski", ("on", "off"), "on", "scoring",
               "A player who takes no trick loses 50 (a pair in 2x2: 100)."),
)
SPEC_BY_NAME: dict[str, OptionSpec] = {s.name: s for s in OPTION_SPECS}
OPTION_NAMES: tuple[str, ...] = tuple(s.name for s in OPTION_SPECS) + ("target",)


@dataclass(frozen=True)
class Options:
    """All rule variants in force for a match.  ``target`` is an int or ``"one_deal"``."""

    target: Target = 501
    next_dealer: str = "rotate"
    second_open_card: str = "after_first_trick"
    turn_up_to: str = "declarer"
    all_pass: str = "obligation"
    seven_swap: str = "any_player"
    weak_hand_redeal: str = "on"
    debertz: str = "on"
    hundred: str = "six"
    equal_sequences: str = "last_trick"
    overtrump: str = "trump_lead"
    partner_relief: str = "no_overtrump"
    bait_to: str = "leader"
    bait_penalty: str = "third_and_later"
    ski: str = "on"

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


_KHARKIV: dict[str, str] = {
    "all_pass": "obligation", "hundred": "five", "bait_penalty": "second_and_later",
    "seven_swap": "off", "second_open_card": "after_deal",
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
        raise OptionError(f"unknown mode {mode!r} (expected one of: {', '.join(MODES)})")
    assert isinstance(mode, str)
    return mode


def parse_target(value: object) -> Target:
    """A target from a record (int or ``"one_deal"``) or a link (text)."""
    if value == ONE_DEAL:
        return ONE_DEAL
    if isinstance(value, bool):
        raise OptionError(f"target {value!r} is not a whole number or one_deal")
    if isinstance(value, str) and value.strip().isdigit() and len(value) <= 9:
        value = int(value.strip())
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int):
        raise OptionError(f"target {value!r} is not a whole number or one_deal")
    if not MIN_TARGET <= value <= MAX_TARGET:
        raise OptionError(f"target {value} is out of range ({MIN_TARGET} to {MAX_TARGET})")
    return value


def parse_option(name: str, value: object) -> Any:
    """Check one option value; raises :class:`OptionError` naming the option and its values."""
    if name == "target":
        return parse_target(value)
    spec = SPEC_BY_NAME.get(name)
    if spec is None:
        raise OptionError(f"unknown option {name!r}")
    if value not in spec.values:
        raise OptionError(f"option {name} cannot be {value!r} (expected one of: {', '.join(spec.values)})")
    return value


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
