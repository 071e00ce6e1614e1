"""The post-deal coach: rates each of a person's bids and cards in a deal.

Fair part: from the person's own view at that moment (only what they could know), the hard bot
rates every legal action; the expected points lost by the actual choice are the hard bot's value
of its own choice minus that of the actual one (>= 0; 0 when the person chose as the hard bot).
Hindsight part, kept apart: with every hand known, the oracle's value of the best card minus that
of the card played (cards only: a bid's value with all cards known is not comparable to PASS).

Each rated decision carries a reason code and parameters (a one-line "why", translated by the
page from its catalogues, the one place of their words; :data:`REASON_CODES` lists the codes).  Rating thinks in slices
(:func:`rate_deal` is a generator like ``bot.think``) and works on its own copy of the record,
so it never changes the match.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, Generator, Sequence

from .. import actions as A
from ..cards import POINTS, STRENGTH, SUIT_MASK, SUITS, bits, card_str
from ..options import SEATINGS
from ..view import SeatView
from .cursor import Cursor

if TYPE_CHECKING:  # the bots load when the coach first thinks, not with the page
    from ..bots.search import HardBot

# The coach's hard bot: a fixed sample count and no clock, so a deal is always rated the same.
COACH_SAMPLES = 60
COACH_BID_SAMPLES = 200
COACH_SEED = "coach"
COACH_RESAMPLE, COACH_PLAY_EPS = 3, 0.3
# A loss below this is noise of the sampling, not a mistake worth a line.
NOTABLE_LOSS = 0.5


def coach_bot() -> HardBot:
    """The hard bot the coach rates with (tests play its choices to check they cost nothing).

    It reads the cards the other seats played more softly than the game's hard bot, as ``hard_v4`` does:
    3x candidate worlds and the factor 0.3. The game's hard draws 8x, which doubles a deal's rating time,
    and the coach must rate a deal within 5 s in the browser. For the same reason it weighs no more worlds at
    close choices (``close_factor`` 1): a close choice costs little whichever card is played; and it plays each
    card out with the policy's leads only (``plans`` ""): the game's other plans double a deal's rating time
    (CPython, mode 2: median 0.92-1.02 s against 0.46-0.50 s)."""
    from ..bots.search import HardBot

    return HardBot(COACH_SEED, samples=COACH_SAMPLES, bid_samples=COACH_BID_SAMPLES, time_budget=None,
                   resample=COACH_RESAMPLE, play_eps=COACH_PLAY_EPS, close_factor=1.0, plans="")


Params = dict[str, Any]


@dataclass(frozen=True)
class Decision:
    """One rated decision of the person."""

    step: int  # actions of the deal before this one (the viewer's step to stand just before it)
    seat: int
    kind: str  # bid | card | redeal
    actual: int
    best: int  # the hard bot's choice from the same view
    loss: float  # expected points lost by ``actual`` (>= 0)
    ratings: dict[int, float]  # the hard bot's value of each rated action
    reason: str  # reason code (REASON_CODES)
    params: Params = field(default_factory=dict)
    hindsight_best: int | None = None  # the best card with all hands known
    hindsight_loss: float | None = None  # the oracle's value of that card minus the actual one's

    @property
    def loss_text(self) -> str:
        """The loss as a plain dot-decimal number in every language."""
        return f"{self.loss:.1f}"

    @property
    def hindsight_text(self) -> str | None:
        return None if self.hindsight_loss is None else f"{self.hindsight_loss:.1f}"

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "seat": self.seat, "kind": self.kind, "actual": A.action_str(self.actual),
                "best": A.action_str(self.best), "loss": round(self.loss, 2), "reason": self.reason,
                "params": self.params, "hindsight_best": None if self.hindsight_best is None
                else A.action_str(self.hindsight_best),
                "hindsight_loss": None if self.hindsight_loss is None else round(self.hindsight_loss, 2)}


# ----- which decisions are rated -----
ANNOUNCEMENTS = (A.BELLA, A.SWAP7)  # always right to make; rated as nothing


def rated_view(view: SeatView, actual: int) -> SeatView | None:
    """The view to rate ``actual`` from, or None when there is nothing to rate (forced or an announcement).

    Announcements are left out of the choices, so the hard bot compares cards with cards."""
    if actual in ANNOUNCEMENTS:
        return None
    legal = tuple(a for a in view.legal if a not in ANNOUNCEMENTS)
    if len(legal) < 2:
        return None
    return view if legal == view.legal else replace(view, legal=legal)


def kind_of(action: int) -> str:
    return "card" if A.is_card(action) else "redeal" if action == A.REDEAL else "bid"


def decision_steps(cursor: Cursor, seat: int) -> list[int]:
    """Steps (0-based action indices) of ``seat``'s actions in the cursor's deal."""
    return [i for i, s in enumerate(cursor.actors) if s == seat]


# ----- the one line of why -----
def _suit_of_bid(view: SeatView, action: int) -> int | None:
    if action == A.TAKE:
        return view.turn_up >> 3
    if A.TRUMP_BASE <= action < A.TRUMP_BASE + 4:
        return action - A.TRUMP_BASE
    return None


def _cards(mask: int) -> str:
    return " ".join(card_str(c) for c in bits(mask))


def _honours(hand: int, suit: int) -> str:
    """The trump J, 9 and A held (the cards that decide a trump suit)."""
    return _cards(hand & sum(1 << (suit * 8 + r) for r in (4, 2, 7)))


def _trumps_out(view: SeatView) -> int:
    """Trumps this seat has not seen: in other hands or the stock."""
    assert view.trump is not None
    seen = view.hand | view.played
    for c in (view.table_card, view.second_open):
        if c is not None:
            seen |= 1 << c
    return 8 - bin(seen & SUIT_MASK[view.trump]).count("1")


def _wins_now(view: SeatView, c: int) -> bool:
    """Would card ``c`` be winning the trick at this moment?"""
    assert view.trump is not None
    if not view.trick:
        return True
    led = view.trick[0][1] >> 3
    table = STRENGTH[view.trump][led]
    return table[c] > max(table[tc] for _, tc in view.trick)


def _partner_winning(view: SeatView) -> bool:
    if not view.pairs or not view.trick:
        return False
    assert view.trump is not None
    led = view.trick[0][1] >> 3
    table = STRENGTH[view.trump][led]
    winner = max(view.trick, key=lambda sc: table[sc[1]])[0]
    return winner == SEATINGS[view.mode].partner[view.seat]


def _on_table(view: SeatView) -> int:
    assert view.trump is not None
    return sum(POINTS[view.trump][c] for _, c in view.trick)


Rule = Callable[[SeatView, int, int], "Params | None"]


def _bid_declare(v: SeatView, best: int, actual: int) -> Params | None:
    suit = _suit_of_bid(v, best)
    if suit is None or actual != A.PASS:
        return None
    return {"suit": SUITS[suit], "count": bin(v.hand & SUIT_MASK[suit]).count("1"), "held": _honours(v.hand, suit)}


def _bid_pass(v: SeatView, best: int, actual: int) -> Params | None:
    suit = _suit_of_bid(v, actual)
    if suit is None or best != A.PASS:
        return None
    return {"suit": SUITS[suit], "count": bin(v.hand & SUIT_MASK[suit]).count("1"), "held": _honours(v.hand, suit)}


def _bid_other_suit(v: SeatView, best: int, actual: int) -> Params | None:
    suit = _suit_of_bid(v, best)
    if suit is None or _suit_of_bid(v, actual) is None:
        return None
    return {"suit": SUITS[suit], "count": bin(v.hand & SUIT_MASK[suit]).count("1"), "held": _honours(v.hand, suit)}


def _lead_trump(v: SeatView, best: int, actual: int) -> Params | None:
    if v.trick or v.trump is None or best >> 3 != v.trump or actual >> 3 == v.trump:
        return None
    return {"card": card_str(best), "out": _trumps_out(v), "held": _honours(v.hand, v.trump)}


def _keep_trumps(v: SeatView, best: int, actual: int) -> Params | None:
    if v.trick or v.trump is None or actual >> 3 != v.trump or best >> 3 == v.trump:
        return None
    return {"card": card_str(best), "out": _trumps_out(v)}


def _partner_points(v: SeatView, best: int, actual: int) -> Params | None:
    if not _partner_winning(v) or v.trump is None:
        return None
    pts = POINTS[v.trump]
    if pts[best] <= pts[actual] or _wins_now(v, best):
        return None
    return {"card": card_str(best), "points": pts[best]}


def _take_trick(v: SeatView, best: int, actual: int) -> Params | None:
    if not v.trick or not _wins_now(v, best) or _wins_now(v, actual):
        return None
    return {"card": card_str(best), "points": _on_table(v)}


def _duck(v: SeatView, best: int, actual: int) -> Params | None:
    if not v.trick or _wins_now(v, best) or not _wins_now(v, actual):
        return None
    return {"card": card_str(best), "spent": card_str(actual)}


def _cash_ace(v: SeatView, best: int, actual: int) -> Params | None:
    if v.trick or v.trump is None or not A.is_card(best) or best & 7 != 7 or best >> 3 == v.trump:
        return None
    return {"card": card_str(best)}


def _save_points(v: SeatView, best: int, actual: int) -> Params | None:
    if not v.trick or v.trump is None or _wins_now(v, best) or _wins_now(v, actual) or _partner_winning(v):
        return None
    pts = POINTS[v.trump]
    if pts[actual] <= pts[best]:
        return None
    return {"card": card_str(best), "spent": card_str(actual), "points": pts[actual]}


def _keep_high(v: SeatView, best: int, actual: int) -> Params | None:
    if v.trick or v.trump is None or not A.is_card(best) or not A.is_card(actual):
        return None
    pts = POINTS[v.trump]
    if pts[actual] <= pts[best]:
        return None
    return {"card": card_str(best), "spent": card_str(actual)}


def _other_card(v: SeatView, best: int, actual: int) -> Params | None:
    return {"card": card_str(best)} if A.is_card(best) else None


def _redeal(v: SeatView, best: int, actual: int) -> Params | None:
    return {} if best == A.REDEAL or actual == A.REDEAL else None


def _other(v: SeatView, best: int, actual: int) -> Params | None:
    return {"best": A.action_str(best)}


# First matching rule gives the line.  English texts; the page translates the same codes.
REASON_RULES: tuple[tuple[str, Rule], ...] = (
    ("redeal", _redeal),
    ("bid_declare", _bid_declare),
    ("bid_pass", _bid_pass),
    ("bid_other_suit", _bid_other_suit),
    ("lead_trump", _lead_trump),
    ("keep_trumps", _keep_trumps),
    ("partner_points", _partner_points),
    ("take_trick", _take_trick),
    ("duck", _duck),
    ("cash_ace", _cash_ace),
    ("save_points", _save_points),
    ("keep_high", _keep_high),
    ("other_card", _other_card),
    ("other", _other),
)

# Every reason code a Decision carries. Their words live in the page's catalogues only (``coach.<code>``
# in web/debertz_web/lang/, ``coach.no_redeal`` for "redeal" when the hard bot plays the hand on).
REASON_CODES: tuple[str, ...] = ("best", "equal", *(code for code, _ in REASON_RULES))


def reason_for(view: SeatView, best: int, actual: int, loss: float) -> tuple[str, Params]:
    """Reason code and parameters explaining the hard bot's choice (from the view alone)."""
    if best == actual:
        return "best", {}
    if loss < NOTABLE_LOSS:
        return "equal", {"best": A.action_str(best)}
    for code, rule in REASON_RULES:
        params = rule(view, best, actual)
        if params is not None:
            return code, params
    return "other", {"best": A.action_str(best)}


# ----- rating -----
def rate_decision(bot: HardBot, view: SeatView, actual: int, step: int,
                  oracle_deal: Any = None) -> Generator[None, None, Decision]:
    """Rate one decision; ``oracle_deal`` (the real deal at that point) adds the hindsight value."""
    best, ratings = yield from bot.think(view)
    loss = max(0.0, ratings[best] - ratings.get(actual, ratings[best])) if best != actual else 0.0
    code, params = reason_for(view, best, actual, loss)
    h_best: int | None = None
    h_loss: float | None = None
    if oracle_deal is not None and A.is_card(actual):
        from ..bots.search import OracleBot

        oracle = OracleBot(COACH_SEED)
        oracle.deal = oracle_deal
        cards = tuple(a for a in view.legal if A.is_card(a))
        card_view = view if cards == view.legal else replace(view, legal=cards)
        _, values = yield from oracle.think(card_view)
        if actual in values:
            h_best = max(values, key=lambda c: values[c])
            h_loss = max(0.0, values[h_best] - values[actual])
    return Decision(step, view.seat, kind_of(actual), actual, best, loss, dict(ratings), code, params,
                    h_best, h_loss)


def rate_deal(doc: dict[str, Any], index: int, seat: int, *, hindsight: bool = True,
              bot: HardBot | None = None) -> Generator[None, None, list[Decision]]:
    """Rate every decision of ``seat`` in deal ``index`` (0-based) of a record, in slices.

    Yields after every sampled world; returns the decisions in the order they were made (forced
    moves and announcements are left out).  Raises :class:`RecordError` for a bad record."""
    cursor = Cursor.from_record(doc, index)
    bot = bot or coach_bot()
    out: list[Decision] = []
    for step in decision_steps(cursor, seat):
        cursor.go(step)
        actual = cursor.actions[step]
        view = rated_view(cursor.view(seat), actual)
        yield
        if view is None:
            continue
        d = yield from rate_decision(bot, view, actual, step, cursor.deal if hindsight else None)
        out.append(d)
    return out


def rate_deal_now(doc: dict[str, Any], index: int, seat: int, *, hindsight: bool = True) -> list[Decision]:
    """:func:`rate_deal` run to its end."""
    steps = rate_deal(doc, index, seat, hindsight=hindsight)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


def costliest(decisions: Sequence[Decision], k: int = 3) -> list[Decision]:
    """The ``k`` decisions that cost most (ties: the earlier first), only those that cost something."""
    notable = [d for d in decisions if d.loss >= NOTABLE_LOSS]
    return sorted(notable, key=lambda d: (-d.loss, d.step))[:k]
