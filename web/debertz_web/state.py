"""The page's one state: the single source of truth that ``update`` changes and the views read."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from debertz.match import Match

from .guide import Advice
from .kept import Kept, held_elsewhere
from .learn import Learn
from .settings import Settings

HUMAN = 0  # the person's seat
LIVE_KEPT = 6  # spoken announcements kept (the screen reader reads the last four)

# A text to show later, in whatever language is chosen then: message id and parameters.
# Parameter values are plain values or the refs below (resolved by the view).
Note = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class SeatRef:
    """A seat, named in the sentence as "you" or by its place at the table."""

    seat: int


@dataclass(frozen=True)
class SideRef:
    """A side of the score: a seat, or a pair ("we" / "they")."""

    side: int


@dataclass(frozen=True)
class ScoresRef:
    """A match's scores, written as the score bar writes them ("102 : −14")."""

    scores: tuple[int, ...]


@dataclass(frozen=True)
class ActionRef:
    """An action, written as its label (a card, a bid); ``turn_up`` names the suit of "take"."""

    action: int
    turn_up: int


@dataclass(frozen=True)
class ReasonRef:
    """An engine reason (a :class:`debertz.reasons.Reason`), translated by its code."""

    why: str


@dataclass(frozen=True)
class NotesRef:
    """Several short notes, written one after another ("; ") in the sentence (a link's problems)."""

    notes: tuple[Note, ...]


@dataclass(frozen=True)
class HintWhyRef:
    """Why the hint's choice, from the person's own view: a note of the guide (``guide.…`` key and its
    parameters) or a reason of the coach (``coach.…``); card codes are named in the language when shown."""

    key: str
    params: tuple[tuple[str, Any], ...]
    turn_up: int


@dataclass
class State:
    settings: Settings = field(default_factory=Settings)
    lang: str = "en"
    lang_link: str = ""  # the link whose language the page took (storage.Prefs.lang_link)
    prefs: dict[str, Any] = field(default_factory=dict)  # what is remembered across matches (settings, language)
    match: Match | None = None
    match_id: str = ""  # the match's own identity (kept.new_id), in the save and its history entry
    # the settings of the match on the table while the setup screen edits ``settings`` for the next one
    table_settings: Settings | None = None
    screen: str = "setup"  # setup | table
    overlay: str = ""  # "" or the panel open: one of msg.PANELS (the table's) or learn.LEARN_PANELS
    message: Note | None = None  # the one-line message bar (bad link, bad save, no storage)
    also: list[Note] = field(default_factory=list)  # more lines of the message bar (found at start too)
    damaged: str = ""  # the key of a damaged save's set-aside copy: the message offers to download it
    flash: Note | None = None  # a short note on the table (why a card is refused, the hint, link copied)
    live: list[Note] = field(default_factory=list)  # what was just done, for the screen reader
    link: str = ""  # the query string this match was opened from (a reload of it resumes)
    link_problems: list[Note] = field(default_factory=list)  # what the link asked that could not be done
    opened: str = ""  # the link query the page last acted on: a reload of it resumes the saved match
    kept: list[Kept] = field(default_factory=list)  # unfinished matches set aside (kept.py)
    kept_note: str = ""  # the id of the match a link just set aside: the message bar offers to go back
    dropped: Any = None  # the kept match the person removed last (kept.Kept): the message bar offers it back
    # the kept matches this tab added, by id, with when (time.monotonic): another tab writing its list at the
    # same moment, without one of them, does not leave it out (update.KEPT_RACE_SECONDS)
    kept_added: dict[str, float] = field(default_factory=dict)
    aside: dict[str, int] = field(default_factory=dict)  # set-aside copies of damaged data: key -> size
    page_url: str = ""  # origin + path of the page, for share links
    gen: int = 0  # bumps on every new match: stale bot tasks stop
    hint_action: int | None = None
    hint_wanted: int = -1  # number of actions of the deal when a hint was asked (-1: none)
    share_seed: bool = True
    autoplay: str = ""  # a bot level: the person's seat is played by a bot too (demo, soak test)
    autoplay_matches: int = 0
    storage_warned: bool = False
    # the kept matches could not be stored: they are written again before the next save, which the page
    # does not write while they fail (the save may hold a match that is kept only in memory)
    kept_unstored: bool = False
    learn: Learn = field(default_factory=Learn)  # the replay viewer, coach, take-backs, history, challenge
    # a complete trick kept on the table until it has been seen (HoldTrick / TrickSeen): (seat, card) pairs
    held: tuple[tuple[int, int], ...] = ()
    held_winner: int | None = None
    held_token: int = 0
    menu_open: bool = False  # the narrow screens' tools menu
    guide: bool = False  # the first-game guide walks the person through this match
    guide_before: Any = None  # the settings before the guide's deal (given back when it stops)
    guide_kept: str = ""  # the person's match the guide's deal set aside (back on the table when it stops)
    guide_advice: Advice | None = None  # the guide's advice for the person's turn (update.guide_mark)
    announced: tuple[int, int] = (0, 0)  # (deal, finished deals) whose result the screen reader was told
    # pass-and-play: the person seat whose curtain is open (-1: the curtain is up, nobody's hand is shown);
    # never saved, so a reload brings the curtain back up
    shown: int = -1
    opened_at: int = 0  # the deal's number of actions when that curtain opened: a take-back goes no further back


def match_settings(st: State) -> Settings:
    """The settings of the match on the table: while the setup screen opened from it edits the next match's
    (``st.settings``), the match keeps its own (``st.table_settings``)."""
    return st.table_settings if st.table_settings is not None else st.settings


def persons(st: State) -> frozenset[int]:
    """The seats a person plays in the match (seat 0 always); with autoplay, none: bots play every seat."""
    return frozenset() if st.autoplay else match_settings(st).persons()


def is_person(st: State, seat: int | None) -> bool:
    return seat is not None and seat in persons(st)


def pass_and_play(st: State) -> bool:
    return len(persons(st)) > 1


def table_people(st: State) -> tuple[str | None, ...]:
    """How the table names its seats: at a table of people each person's name ("" for the default name, None
    for a bot), so that nobody is "you"; () when one person plays alone (seat 0 is "you")."""
    s = match_settings(st)  # the names of the match's seats, not those the setup form sets for the next
    return (s.name, *s.people_list()) if pass_and_play(st) else ()


def due(st: State) -> int:
    """The person who should hold the device now: the one on turn; while a bot is on turn, the person whose
    hand is shown (nobody else needs it); when nobody's is, the next person on turn after the bots."""
    m = st.match
    if m is None or not pass_and_play(st):
        return HUMAN
    seat = m.current_player()
    if seat is None:
        return st.shown if st.shown >= 0 else HUMAN
    if seat in persons(st):
        return seat
    if st.shown >= 0:
        return st.shown
    return next((s % m.n for s in range(seat, seat + m.n) if s % m.n in persons(st)), HUMAN)


def curtain(st: State) -> int | None:
    """The person the curtain waits for (None: no curtain). In pass-and-play it is up at the table whenever
    the person due is not the one whose hand is shown; at a deal's end only after a reload (the summary, with
    every card played, is seen by all; the next deal brings it up again)."""
    m = st.match
    if m is None or st.screen != "table" or not pass_and_play(st) or m.finished:
        return None
    if st.held and st.shown >= 0:  # a complete trick on show: whoever holds the device sees who took it first
        return None
    who = due(st)
    return None if who == st.shown else who


# The panels that show no card of a hand (the score sheet, the last trick, the rules, help, the guide's intro,
# the finished matches): they open over the curtain too; the others (the viewer, the coach, the share link with
# the deals' seed) wait until a person's hand is shown.
CURTAIN_PANELS = frozenset({"sheet", "last", "rules", "help", "guide", "history"})
# the tools of the others, and the record (its decks show every hand)
CURTAIN_IDLE = frozenset({"show-share", "export-record", "replay", "coach", "challenge"})


def panel_shown(st: State) -> str:
    """The panel open on the screen: the one asked for, unless the curtain is up and it is not one of
    :data:`CURTAIN_PANELS`."""
    return st.overlay if curtain(st) is None or st.overlay in CURTAIN_PANELS else ""


def viewer(st: State) -> int:
    """The seat whose hand the views show: the person at the device (seat 0 for one person)."""
    return st.shown if pass_and_play(st) and st.shown >= 0 else HUMAN


def share_url(st: State) -> str:
    """The share link of the current table, with its seed unless the person unticked "same deals": the seed
    typed at the setup, else the one the match drew, so that the link deals the same cards."""
    s = st.settings
    if st.share_seed and s.seed is None and st.match is not None:
        s = replace(s, seed=str(st.match.seed))
    return f"{st.page_url}?{s.table_query(with_seed=st.share_seed)}"


def say(st: State, note: Note) -> None:
    """Put ``note`` in the message bar; a message already there stays first (both are read)."""
    if st.message is None or st.message == note:
        st.message = note
    elif note not in st.also:
        st.also.append(note)


LINK_PROBLEMS_SHOWN = 3  # a link's problems named in its one line; the rest are counted


def link_problem(st: State, note: Note) -> None:
    """What a link asked that could not be done joins the link's one line ("Link: …; …")."""
    if note not in st.link_problems:
        st.link_problems.append(note)
    shown = st.link_problems[:LINK_PROBLEMS_SHOWN]
    rest = len(st.link_problems) - len(shown)
    if rest:  # the line stays short, and still says there is more
        shown = [*shown, ("link_more", {"n": rest})]
    line: Note = ("bad_link", {"msg": NotesRef(tuple(shown))})
    if st.message is None or st.message[0] == "bad_link":
        st.message = line
    else:
        st.also = [n for n in st.also if n[0] != "bad_link"] + [line]


def forget_notes(st: State, codes: tuple[str, ...]) -> None:
    """The message bar no longer says the notes of ``codes`` (the next note there moves up)."""
    st.also = [n for n in st.also if n[0] not in codes]
    if st.message is not None and st.message[0] in codes:
        st.message = st.also.pop(0) if st.also else None


# Notes about the link that put the match on the table (its problems, the challenge in it, a deal of the day
# played before): they go when the person's own match takes its place.
LINK_NOTES = ("bad_link", "challenge_from", "challenge_from_deal", "challenge_from_fresh", "daily_played_before",
              "daily_own_link")


def forget_link_problems(st: State, codes: tuple[str, ...] = ("bad_link",)) -> None:
    """A new link: what an earlier one could not do is no longer said (nor kept to be said again); with
    ``codes``, the bar's other notes of those codes go too."""
    st.link_problems = []
    forget_notes(st, codes)


def forget_link(st: State) -> None:
    """The person's own match takes the table: nothing said of the link's table stays (:data:`LINK_NOTES`)."""
    forget_link_problems(st, LINK_NOTES)


def seats_of(st: State) -> list[dict[str, str]]:
    """Who plays each seat, for the record (docs/record-format.md, ``seats``): a person by name, a bot by level."""
    s = st.settings
    people = [s.name, *s.people_list()]
    levels = [st.autoplay or "", *s.bot_list()]
    return [{"bot": levels[seat]} if people[seat] is None or (seat == 0 and st.autoplay)
            else {"person": people[seat] or ""} for seat in range(s.n)]


def kept_offered(st: State) -> list[Kept]:
    """The unfinished matches the setup screen offers to play on: not the one on the table (another tab's save
    may have copied it among them), nor a copy whose every move the table's match or another kept one holds
    (:func:`.kept.held_elsewhere`)."""
    held = held_elsewhere(st.kept, None if st.match is None else st.match.to_record())
    return [k for k in st.kept if k.id != st.match_id and k.id not in held]
