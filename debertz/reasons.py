"""Why an action is refused (or why sequences score), as data: a code with parameters.

A :class:`Reason` is also the English sentence (it is a ``str``), so the terminal game and
``python -m debertz replay`` print exactly what they always did, while the browser translates
by ``code`` and ``params`` from its catalogues (whose English is :data:`TEXTS`, taken from here).
Parameters are record notation: ``suit`` a suit letter (``H``), ``card`` a card (``JH``), ``points``
a number.
"""

from __future__ import annotations

from .cards import SUIT_NAMES, SUITS, card_name, parse_card

# code -> English text; {suit} reads "hearts", {card} reads "J♥".
TEXTS: dict[str, str] = {
    # refusals (Deal.why_illegal, Match.why_illegal)
    "deal_over": "the deal is over",
    "match_over": "the match is over",
    "deal_not_over": "the current deal is not over",
    "not_your_turn": "it is not your turn",
    "not_an_action": "that is not an action",
    "not_allowed": "that action is not allowed now",
    "bid_take_or_pass": "bidding is not over: say take or pass",
    "bid_trump_or_pass": "bidding is not over: name a trump or pass",
    "take_round1_only": "take is only possible in the first round of bidding",
    "obligation": "you are the last to speak and must name a trump (obligation)",
    "round1_turn_up_only": "in the first round you may only take the turn-up's suit or pass",
    "turn_up_suit_round2": "you cannot name {suit}, the turn-up's suit, in the second round",
    "bidding_over": "bidding is over",
    "swap7_four": "there is no 7 swap with four players",
    "swap7_off": "the 7 swap is off at this table",
    "swap7_not_turn_up_trump": "the 7 swap is only allowed when the turn-up's suit is trump",
    "swap7_started": "the 7 swap is only allowed before your first card",
    "swap7_declarer_only": "only the declarer may swap the 7 at this table",
    "swap7_done": "the 7 has already been swapped",
    "swap7_no_seven": "you do not hold the trump 7",
    "redeal_off": "weak-hand redeal is off at this table",
    "redeal_started": "a redeal can only be demanded before your first card",
    "redeal_strong": "your hand is worth {points} points; a redeal needs 13 or less",
    "bella_done": "bella has already been announced",
    "bella_not_together": "you did not hold the trump king and queen together",
    "bella_not_held": "you no longer hold the trump king or queen",
    "not_held": "you do not hold {card}",
    "follow": "you must follow suit ({suit})",
    "must_trump": "you must trump ({suit})",
    "must_overtrump": "you must overtrump (play a higher trump)",
    # why sequences score or not (combinations.judge_sequences; SeatView.sequence_reason)
    "seq_nobody": "nobody has a sequence",
    "seq_single": "the highest sequence, with no equal",
    "seq_earlier": "equal sequences: the earlier hand is senior",
    "seq_trump": "equal sequences: the trump one is senior",
    "seq_none_trump": "equal sequences, none in trump: no sequences score",
    "seq_pending": "equal sequences: pending until the last trick",
    "seq_last_trick": "equal sequences: the side that took the last trick is senior",
    "seq_neither_last": "equal sequences, neither took the last trick: no sequences score",
    "seq_no_trick": "the senior sequence's side took no trick: no sequences score",
}
PARAMS: dict[str, tuple[str, ...]] = {
    "turn_up_suit_round2": ("suit",), "follow": ("suit",), "must_trump": ("suit",),
    "redeal_strong": ("points",), "not_held": ("card",),
}
# The sequence verdicts whose side's sequences score.
SEQ_SCORING = frozenset({"seq_single", "seq_earlier", "seq_trump", "seq_last_trick"})


def _english(code: str, params: dict[str, str]) -> str:
    shown = dict(params)
    if "suit" in shown:
        shown["suit"] = SUIT_NAMES[SUITS.index(shown["suit"])]
    if "card" in shown:
        shown["card"] = card_name(parse_card(shown["card"]))
    return TEXTS[code].format(**shown)


class Reason(str):
    """A reason code with its parameters; its string value is the English sentence."""

    code: str
    params: dict[str, str]

    def __new__(cls, code: str, **params: str | int) -> Reason:
        if code not in TEXTS:
            raise KeyError(f"unknown reason code {code!r}")
        if set(params) != set(PARAMS.get(code, ())):
            raise TypeError(f"reason {code!r} takes {PARAMS.get(code, ())}, not {tuple(params)}")
        values = {k: str(v) for k, v in params.items()}
        obj = super().__new__(cls, _english(code, values))
        obj.code = code
        obj.params = values
        return obj

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Reason({self.code!r}{args})"


_BY_TEXT = {text: code for code, text in TEXTS.items() if code not in PARAMS}


def reason_of(text: str) -> Reason | None:
    """The Reason of a parameterless English sentence (the sequence verdicts are plain text)."""
    if isinstance(text, Reason):
        return text
    code = _BY_TEXT.get(text)
    return Reason(code) if code is not None else None
