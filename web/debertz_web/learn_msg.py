"""Messages of the replay viewer, the coach, take-backs, the history and challenges."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the coach (and the bots) load when it first thinks
    from debertz.learn.coach import Decision



@dataclass(frozen=True)
class Undo:
    """Take back the person's last decision (and the bots' actions since)."""


@dataclass(frozen=True)
class OpenReplay:
    """Open the viewer: ``deal`` 1-based (0: the current deal if over, else the last finished)."""

    deal: int = 0
    step: int = 0
    link: str = ""  # a replay link's match (the fragment's ``m=``): viewed without touching the match
    from_link: bool = False  # asked by the address (``#replay=``): what cannot be shown is said in one line


@dataclass(frozen=True)
class BadReplayLink:
    """The address asks for the viewer (``#replay=``) in a form that cannot be read."""

    text: str


@dataclass(frozen=True)
class AddressFragment:
    """The address's fragment changed in an open tab (a ``#replay=`` link followed or typed): a new link,
    said alone (what the tab's earlier links could not do is no longer said)."""

    hash: str


@dataclass(frozen=True)
class ReplayMove:
    """prev | next | start | end | go (to ``step``) | deal (``step`` is +1 / -1: another deal)."""

    kind: str
    step: int = 0


@dataclass(frozen=True)
class ReplayShare:
    """A link to this position of this deal (the match travels in the link)."""


@dataclass(frozen=True)
class ReplayHands:
    all_hands: bool


@dataclass(frozen=True)
class OpenCoach:
    """Rate the person's decisions in the viewer's deal (or the last finished deal)."""


@dataclass(frozen=True)
class CoachSeat:
    """Rate this seat's decisions in the coach's deal instead (a person of a table of people, a bot's seat)."""

    seat: int


@dataclass(frozen=True)
class CoachShow:
    """Show one of the coach's rated decisions in the viewer: its deal's ``step``, in the record it rated."""

    step: int


@dataclass(frozen=True)
class CoachDone:
    gen: int
    decisions: tuple[Decision, ...]


@dataclass(frozen=True)
class CoachFailed:
    gen: int
    error: str


@dataclass(frozen=True)
class CoachAuto:
    on: bool


@dataclass(frozen=True)
class OpenHistory:
    pass


@dataclass(frozen=True)
class LoadHistory:
    """After the first picture: read the stored history (a damaged one is set aside and said at start;
    a match finished here that has not reached it yet is added)."""


@dataclass(frozen=True)
class HistoryReplay:
    entry: str


@dataclass(frozen=True)
class HistoryExport:
    entry: str  # "" exports all


@dataclass(frozen=True)
class OpenDaily:
    """Play the deal of the day: ``today`` is the page's clock (an ISO timestamp, UTC) at the click."""

    today: str


@dataclass(frozen=True)
class OpenYesterday:
    """Yesterday's deal of the day in the viewer (``today``: the page's clock at the click)."""

    today: str


@dataclass(frozen=True)
class MakeChallenge:
    pass


@dataclass(frozen=True)
class CopyChallenge:
    pass


LearnMsg = (Undo | OpenReplay | BadReplayLink | AddressFragment | LoadHistory | ReplayMove | ReplayShare | ReplayHands | OpenCoach | CoachSeat | CoachShow | CoachDone | CoachFailed | CoachAuto
            | OpenHistory | HistoryReplay | HistoryExport | MakeChallenge | CopyChallenge | OpenDaily | OpenYesterday)

SIMPLE: dict[str, LearnMsg] = {
    "undo": Undo(), "replay": OpenReplay(), "replay-prev": ReplayMove("prev"), "replay-next": ReplayMove("next"),
    "replay-start": ReplayMove("start"), "replay-end": ReplayMove("end"),
    "replay-prev-deal": ReplayMove("deal", -1), "replay-next-deal": ReplayMove("deal", 1),
    "replay-share": ReplayShare(), "replay-all": ReplayHands(True), "replay-mine": ReplayHands(False), "coach": OpenCoach(),
    "coach-auto-on": CoachAuto(True), "coach-auto-off": CoachAuto(False),
    "history": OpenHistory(), "history-export-all": HistoryExport(""), "challenge": MakeChallenge(),
    "copy-challenge": CopyChallenge(),
}


def _int(text: str | None) -> int:
    return int(text) if text and text.isdigit() and len(text) < 6 else 0


def parse_learn_action(name: str, attrs: Mapping[str, str], now: str = "") -> LearnMsg | None:
    """The message of one of these ``data-action`` values, reading its other data attributes (``now``:
    the page's clock at the click)."""
    if name in SIMPLE:
        return SIMPLE[name]
    if name == "replay-deal":  # a score-sheet row or a coach entry: open that deal (at that step)
        return OpenReplay(_int(attrs.get("data-deal")), _int(attrs.get("data-step")))
    if name == "coach-show":
        return CoachShow(_int(attrs.get("data-step")))
    if name == "coach-seat":
        return CoachSeat(_int(attrs.get("data-seat")))
    if name == "daily":
        return OpenDaily(now)
    if name == "daily-yesterday":
        return OpenYesterday(now)
    if name == "history-replay":
        return HistoryReplay(attrs.get("data-match", "")[:64])
    if name == "history-export":
        return HistoryExport(attrs.get("data-match", "")[:64])
    return None


def parse_learn_key(key: str, overlay: str) -> LearnMsg | None:
    """Keys of the viewer while it is open: arrows step, Home / End jump."""
    if overlay != "replay":
        return None
    return {"ArrowLeft": ReplayMove("prev"), "ArrowRight": ReplayMove("next"), "Home": ReplayMove("start"),
            "End": ReplayMove("end")}.get(key)


def parse_slider(value: str) -> LearnMsg | None:
    """The viewer's slider moved (an input event on ``#replay-slider``)."""
    return ReplayMove("go", _int(value)) if value.isdigit() else None
