"""Who is who in a sentence, and the stored notes (message id + parameters) written out."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from debertz import actions as A
from debertz.cards import SUITS
from debertz.combinations import sequence_points
from debertz.options import SEATINGS

from ..cards import SUIT_CHAR, card_text
from ..i18n import NAMED_KIND, PAIR_KIND, TextRef, Who, card_label, reason_text, sentence, suit_word, tr
from ..state import HUMAN, ActionRef, HintWhyRef, Note, NotesRef, ReasonRef, ScoresRef, SeatRef, SideRef
from .html import escape
from .numbers import scores_text

POSITIONS = {2: {1: "top"}, 3: {1: "left", 2: "right"}, 4: {1: "left", 2: "top", 3: "right"}}
# the kind of a sequence by its points (a run of three scores 20, of four 50, a longer one 50 or 100 by the
# table's ``hundred`` option: :func:`debertz.combinations.sequence_points`): the catalogue's word for it is
# ``RUN_KINDS[pts]``, the Rules panel's row name ``"rules.kind_" + RUN_KINDS[pts]``
RUN_KINDS: dict[int, str] = {20: "terz", 50: "fifty", 100: "hundred"}


@dataclass(frozen=True)
class Ctx:
    """What naming needs: the language, the person's name, the table's size and whether it plays in pairs;
    in pass-and-play, ``people`` (per seat: the person's name, "" for the default name, None for a bot) and
    ``me``, the seat at the bottom of the table (the person whose hand is shown);
    ``dealing``: the table drawn before its deal is known (web/first.js paints it for a shared link
    before Python has started): every card face down, no turn, no badges, the person's name marked."""

    lang: str
    name: str
    n: int
    pairs: bool
    people: tuple[str | None, ...] = ()
    me: int = HUMAN
    dealing: bool = False


def run_word(pts: int, lang: str) -> str:
    """The word for a sequence worth ``pts`` («терц», «полтина», «сотня»)."""
    return tr(RUN_KINDS[pts], lang)


def run_text(c: Ctx, seat: int, suit: int, low: int, length: int, hundred: str) -> str:
    """A sequence as the table and the viewer list it: «Север: 8♠ 9♠ 10♠ — терц <b>20</b>» (HTML)."""
    pts = sequence_points(length, hundred)
    cards = " ".join(card_text(suit * 8 + k, c.lang) for k in range(low, low + length))
    return f"{escape(seat_name(c, seat))}: {escape(cards)}\u00a0— {escape(run_word(pts, c.lang))} <b>{pts}</b>"


def words_and(words: list[str], lang: str) -> str:
    """Words listed as a sentence lists them: «терц, терц и полтина»."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + tr("and_last", lang) + words[-1]


def pos_of(n: int, seat: int, me: int = HUMAN) -> str:
    """Where ``seat`` sits on the screen when ``me`` sits at the bottom."""
    rel = (seat - me) % n
    return "bottom" if rel == 0 else POSITIONS[n][rel]


def person_name(c: Ctx, seat: int) -> str:
    """A person's name at a pass-and-play table: as given, else «Игрок 2» (the seat counted from 1)."""
    given = c.people[seat] if seat < len(c.people) else None
    return given or tr("player_n", c.lang, n=seat + 1)


def seat_who(c: Ctx, seat: int) -> Who:
    if c.people:  # pass-and-play: every person by name; a bot by its place, the same for everyone at the table
        if seat < len(c.people) and c.people[seat] is not None:
            return Who(NAMED_KIND, person_name(c, seat))
        return Who(NAMED_KIND, tr("seat_" + pos_of(c.n, seat), c.lang))
    if seat == HUMAN:
        return Who("you", c.name or tr("you", c.lang))
    return Who("one", tr("seat_" + pos_of(c.n, seat), c.lang))


def seat_name(c: Ctx, seat: int) -> str:
    return seat_who(c, seat).name


def side_who(c: Ctx, side: int) -> Who:
    """A side of the score: in pairs "we" (the person's pair) or "they", else the seat; in pass-and-play a
    pair by its two names (everyone at the device reads the same words, so no pair is "we")."""
    if c.pairs and c.people:
        return Who(PAIR_KIND, side_name(c, side))
    if c.pairs:
        mine = SEATINGS["2x2"].side_of[c.me]  # the only mode with pairs
        return Who("we", tr("us", c.lang)) if side == mine else Who("they", tr("them", c.lang))
    return seat_who(c, side)


def side_name(c: Ctx, side: int) -> str:
    """A side as a heading (the score sheet, the scores): in pass-and-play a pair by its two names."""
    if c.people and c.pairs:
        return tr("pair_names", c.lang, a=seat_who(c, side).name, b=seat_who(c, side + 2).name)
    return side_who(c, side).name


def suit_name(c: Ctx, suit: int) -> str:
    return tr("suit_" + SUITS[suit], c.lang)


def describe_action(c: Ctx, seat: int, action: int, turn_up: int) -> str:
    who = seat_who(c, seat)
    lang = c.lang
    if A.is_card(action):
        return tr("plays", lang, who=who, card=card_text(action, lang))
    if action == A.PASS:
        return tr("said_pass", lang, who=who)
    if action == A.TAKE:
        return tr("said_take", lang, who=who, suit=suit_name(c, turn_up >> 3))
    if A.TRUMP_BASE <= action < A.TRUMP_BASE + 4:
        return tr("said_take", lang, who=who, suit=suit_name(c, action - A.TRUMP_BASE))
    if action == A.SWAP7:
        return tr("said_swap", lang, who=who)
    if action == A.REDEAL:
        return tr("said_redeal", lang, who=who)
    return tr("said_bella", lang, who=who)


def action_label(c: Ctx, action: int, turn_up: int) -> str:
    lang = c.lang
    if A.is_card(action):
        return card_text(action, lang)
    if action == A.PASS:
        return tr("pass", lang)
    if action == A.TAKE:
        return tr("take", lang, suit=SUIT_CHAR[SUITS[turn_up >> 3]])
    if A.TRUMP_BASE <= action < A.TRUMP_BASE + 4:
        return tr("suit_" + SUITS[action - A.TRUMP_BASE], lang)
    return tr({A.SWAP7: "swap7", A.REDEAL: "redeal", A.BELLA: "bella"}.get(action, "pass"), lang)


def note_text(c: Ctx, note: Note) -> str:
    """A stored note in the current language (its refs named now, so a language switch rewrites it)."""
    key, params = note
    if key == "did":
        ref = params["action"]
        assert isinstance(ref, ActionRef)
        return describe_action(c, int(params["seat"]), ref.action, ref.turn_up)
    return tr(key, c.lang, **{k: ref_text(c, v) for k, v in params.items()})


def ref_text(c: Ctx, v: object) -> object:
    """A note's parameter as shown: a ref named in the current language (a message's own refs too), else itself."""
    if isinstance(v, SeatRef):
        return seat_who(c, v.seat)
    if isinstance(v, SideRef):
        return side_who(c, v.side)
    if isinstance(v, ScoresRef):
        return scores_text(v.scores)
    if isinstance(v, ActionRef):
        return action_label(c, v.action, v.turn_up)
    if isinstance(v, ReasonRef):
        return reason_text(v.why, c.lang)
    if isinstance(v, TextRef):
        return tr(v.key, c.lang, **{k: ref_text(c, x) for k, x in v.params})
    if isinstance(v, NotesRef):
        return "; ".join(note_text(c, n) for n in v.notes)
    if isinstance(v, HintWhyRef):
        return hint_why(c, v)
    return v


def in_line(label: str) -> str:
    """An action's label inside a line: a word starts lower-case there (``Пас`` → ``пас``); a card's index
    (``Д♣``, ``10♥``) is left as it is."""
    if len(label) > 1 and label[0].isupper() and label[1].islower():
        return label[0].lower() + label[1:]
    return label


def param_text(c: Ctx, key: str, value: Any, turn_up: int) -> object:
    """A coach's reason parameter in the person's language: cards and bids as labels, suits as symbols."""
    if key in ("card", "spent", "best") and isinstance(value, str):
        try:
            return in_line(action_label(c, A.parse_action(value), turn_up))
        except ValueError:
            return value
    if key == "held":
        cards = str(value).split()
        return " ".join(card_label(x, c.lang) for x in cards) if cards else tr("coach.held_none", c.lang)
    if key == "suit" and value in SUIT_CHAR:
        return SUIT_CHAR[str(value)]
    return value


def note_words(c: Ctx, note: Note) -> str:
    """A guide note in words: card codes as the player reads them, suit letters as suit names."""
    key, params = note
    lang = c.lang
    out: dict[str, Any] = {}
    for k, v in params.items():
        if k in ("card", "cards"):
            out[k] = " ".join(card_label(x, lang) for x in str(v).split())
        elif k == "suit":
            out[k] = suit_word(str(v), lang)
        elif k == "why":
            out[k] = reason_text(v, lang) if isinstance(v, str) else str(v)
        else:
            out[k] = v
    return tr(key, lang, **out)


def hint_why(c: Ctx, ref: HintWhyRef) -> str:
    """A hint's reason in words (a coach's reason or a guide's note), as a sentence: a capital, a full stop."""
    params = dict(ref.params)
    if ref.key.startswith("coach."):
        text = tr(ref.key, c.lang, **{k: param_text(c, k, v, ref.turn_up) for k, v in params.items()})
    else:
        text = note_words(c, (ref.key, params))
    return sentence(text)


def value_words(value: object, lang: str) -> str:
    """An option value in words («поровну»); a value without words of its own (a number) as it is."""
    text = tr(f"val.{value}", lang)
    return str(value) if text == f"val.{value}" else text
