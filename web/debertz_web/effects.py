"""Effects: what ``update`` asks the browser module to do after a change (it does none of it itself)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Save:
    """Store the match (``storage.save_text``)."""


@dataclass(frozen=True)
class SavePrefs:
    """Store the settings and language (``storage.prefs_text``)."""


@dataclass(frozen=True)
class Store:
    key: str
    text: str


@dataclass(frozen=True)
class Remove:
    key: str


@dataclass(frozen=True)
class RunBots:
    """Let the bots play while it is their turn (and, with autoplay, everyone's)."""


@dataclass(frozen=True)
class ThinkHint:
    """Ask the hard bot what the person should do; answered by ``HintReady``."""

    gen: int
    n_actions: int


@dataclass(frozen=True)
class CheckLinkBots:
    """Check the link's bot levels against the engine's (imports the bots, so after the first picture)."""


@dataclass(frozen=True)
class Download:
    text: str
    filename: str


@dataclass(frozen=True)
class DownloadStored:
    """Download what is stored under ``key`` (the damaged save kept aside)."""

    key: str
    filename: str


@dataclass(frozen=True)
class CopyText:
    text: str


@dataclass(frozen=True)
class OpenFilePicker:
    pass


@dataclass(frozen=True)
class MoveFocus:
    step: int


@dataclass(frozen=True)
class HoldTrick:
    """Keep the complete trick on the table for ``seconds``, then answer with ``TrickSeen``."""

    gen: int
    token: int
    seconds: float


@dataclass(frozen=True)
class ThinkCoach:
    """Rate the person's decisions of ``State.learn.coach`` in slices; answered by ``CoachDone``."""

    gen: int


@dataclass(frozen=True)
class SetFragment:
    """Put the viewer's position in the URL fragment (no reload, no history entry)."""

    text: str


@dataclass(frozen=True)
class AddHistory:
    """The match just finished: add it to the history with the browser's date and store it."""


Effect = (HoldTrick | Save | SavePrefs | Store | Remove | RunBots | ThinkHint | CheckLinkBots | Download | DownloadStored
          | CopyText | OpenFilePicker | MoveFocus | ThinkCoach | SetFragment | AddHistory)
