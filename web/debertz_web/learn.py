"""The page's state for learning from deals: the replay viewer, the coach, take-backs,
the match history and challenges.  Plain data, held by ``State.learn``; ``learn_update`` changes it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from debertz.combinations import Run
from debertz.learn.challenge import Challenge, ComparisonLine
from debertz.learn.cursor import Cursor
from debertz.learn.history import Entry, Stats, statistics
from debertz.learn.takeback import TakeBackLog
from debertz.match import DealSummary
from debertz.record import seat_people

HISTORY_KEY = "debertz.history"
TAKEBACKS_KEY = "debertz.takebacks"  # the current match's take-back marks (seed and first deck say which)
LEARN_PANELS = ("replay", "coach", "history", "challenge")  # opened by their own messages (learn_msg)

if TYPE_CHECKING:  # the coach (and the bots) load when it first thinks
    from debertz.learn.coach import Decision


@dataclass
class Replay:
    """The viewer: a cursor on one deal of a record."""

    doc: dict[str, Any]  # the record being viewed (a copy: the match is never touched)
    cursor: Cursor
    source: str  # match | history | import | link | daily (a day's deal played by its bots)
    all_hands: bool = True
    secret: bool = False  # the live match's unfinished deal: only the person's hand may be shown
    entry: str = ""  # the history entry's id, when opened from the history
    seed: str = ""  # the match's seed, when its decks follow from it (a replay link can carry it)
    link: str = ""  # the match as replay-link text (source "link", or once shared)
    share: str = ""  # the link to this position, once asked for

    @property
    def deals(self) -> int:
        deals = self.doc.get("deals")
        return len(deals) if isinstance(deals, list) else 0


@dataclass
class Coaching:
    """The coach's rating of one deal: thinking (in slices, in the browser module) or done."""

    gen: int  # bumps on every request: a stale answer is dropped
    doc: dict[str, Any]
    index: int  # 0-based deal
    state: str = "thinking"  # thinking | done | failed
    decisions: list[Decision] = field(default_factory=list)
    top: list[Decision] = field(default_factory=list)  # the costliest decisions (coach.costliest), once done
    error: str = ""
    seat: int = 0  # whose decisions are rated: the person at the device (pass-and-play: each their own)
    # how the rated record names its seats, as the viewer does (:func:`viewer_people`): () when seat 0 is the
    # person at the device playing alone ("your decisions"), else per seat a person's name or None for a bot
    people: tuple[str | None, ...] = ()


def coach_seats(seat: int, people: tuple[str | None, ...]) -> tuple[int, ...]:
    """The seats whose decisions the coach may rate in a record whose seats are named ``people`` (as
    :attr:`Coaching.people`): each person who played it (at a table of people, everyone their own); every seat
    of a deal only bots played; with no names, the person's own ``seat`` alone."""
    if not people:
        return (seat,)
    persons = tuple(s for s, p in enumerate(people) if p is not None)
    return persons or tuple(range(len(people)))


@dataclass
class Learn:
    replay: Replay | None = None
    coach: Coaching | None = None
    coach_gen: int = 0
    history: list[Entry] | None = None  # None until read (lazily, from history_raw); set by set_history
    stats: dict[str, Stats] = field(default_factory=dict)  # the history's statistics, kept with it
    history_raw: str | None = None  # the stored text, read at start-up without parsing
    history_done: set[str] = field(default_factory=set)  # the matches already added (State.match_id)
    added_here: list[Entry] = field(default_factory=list)  # the entries this tab added (a write elsewhere keeps them)
    played: str = ""  # the match finished by a move made on this page (imports are not the person's)
    takebacks: TakeBackLog = field(default_factory=TakeBackLog)
    challenge: Challenge | None = None  # the challenge this match is playing (opened from a link)
    challenge_link: str = ""  # the link made for the person's own match
    challenge_match: str = ""  # the match that plays the challenge (State.match_id)
    challenge_lines: list[ComparisonLine] = field(default_factory=list)  # the sender's deals beside the person's

    def set_history(self, entries: list[Entry]) -> None:
        """The history and its statistics, computed once here rather than at every drawing of the panel."""
        self.history = entries
        self.stats = statistics(entries)


@dataclass(frozen=True)
class ReplayFacts:
    """What the viewer shows at the cursor (the one reader of its deal for the views, like facts.py)."""

    number: int  # 1-based deal
    deals: int
    step: int
    steps: int
    source: str
    secret: bool
    all_hands: bool
    share: str
    n: int
    pairs: bool
    trump: int | None
    declarer: int | None
    turn_up: int
    table_card: int | None
    second_open: int | None  # the stock's card turned face up (2 and 3 players; option second_open_card)
    turn: int | None
    shown: tuple[int | None, ...]  # per seat: the cards shown face up, or None (face down)
    counts: tuple[int, ...]  # cards in each hand
    tricks: tuple[int, ...]  # tricks taken per seat
    trick: tuple[tuple[int, int], ...]  # the cards on the table (the trick just completed, if none)
    trick_done: bool
    last_winner: int | None
    last: tuple[int, int] | None  # (seat, action) of the last action shown
    card_points: tuple[int, ...]  # per side
    declared: tuple[Run, ...]
    scoring: tuple[Run, ...]
    hundred: str  # the option naming sequence values
    bella_by: int | None
    bella_side: int | None  # the side of ``bella_by`` (the deal's seating)
    result: DealSummary | None
    people: tuple[str | None, ...] = ()  # the people named at the seats (a name, None for a bot), else () (record_people)


def replay_facts(r: Replay, person: int = 0) -> ReplayFacts:
    cur = r.cursor
    d = cur.deal
    open_all = r.all_hands and not r.secret
    trick, done = d.trick, False
    if not trick and d.last_trick:
        trick, done = d.last_trick, True
    seqs = cur.sequences
    return ReplayFacts(
        number=cur.number, deals=r.deals, step=cur.step, steps=cur.steps, source=r.source, secret=r.secret,
        all_hands=open_all, share=r.share, n=d.n, pairs=d.pairs, trump=d.trump, declarer=d.declarer, turn_up=d.turn_up,
        table_card=d.table_card, second_open=d.second_open, turn=d.current_player(),
        shown=tuple(h if (s == person or open_all) else None for s, h in enumerate(cur.hands)),
        counts=tuple(bin(h).count("1") for h in cur.hands), tricks=tuple(d.tricks), trick=tuple(trick),
        trick_done=done, last_winner=d.last_winner, last=cur.last, card_points=cur.card_points,
        declared=seqs.declared, scoring=seqs.scoring, hundred=d.options.hundred, bella_by=cur.bella_by,
        bella_side=None if cur.bella_by is None else d.side_of[cur.bella_by],
        result=cur.result, people=viewer_people(r, d.n))


def viewer_people(r: Replay, n: int) -> tuple[str | None, ...]:
    """How the viewer (and the coach it opens) names the record's seats: as :func:`record_people`, and a day's
    deal as its bots played it (yesterday's), which nobody here played, every seat by its place (none "you")."""
    people = record_people(r.doc, n, r.source == "link")
    return people or ((None,) * n if r.source == "daily" else ())


def record_people(doc: dict[str, Any], n: int, linked: bool = False) -> tuple[str | None, ...]:
    """Who played a record's seats (its ``seats``), for the viewer to name them: each person's name, None for
    a bot (named by its place); () when the viewer says "you" for seat 0 instead: the person's own match
    played alone, or a record without ``seats``.  A replay link's match (``linked``) is someone else's: its
    seats are named as the record gives them, a match of bots alone too."""
    people = seat_people(doc, n)
    if linked:
        return people if doc.get("seats") is not None else ()
    return people if sum(p is not None for p in people) > 1 else ()
