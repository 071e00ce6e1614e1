"""Numbers as people read them: the language's decimal mark, a true minus sign, and no false precision.

Points are shown whole; one decimal only below 10, where it still says something (2,5 but 69, not 69,3).
Attributes that tests and scripts read (``data-loss``) keep the plain dot-decimal form instead.
"""
from __future__ import annotations

from collections.abc import Iterable

from debertz import options as O

from ..i18n import tr

MINUS = "\u2212"
WHOLE_FROM = 10  # from this size on, points are shown whole


def signed(n: int) -> str:
    """``+20``, ``−100``, ``0``: one way of writing every score change."""
    return f"+{n}" if n > 0 else (f"{MINUS}{-n}" if n < 0 else "0")


def number(n: int) -> str:
    """A plain number with a true minus sign."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def scores_text(scores: Iterable[int]) -> str:
    """A match's scores, side by side as the score bar writes them: "102 : −14"."""
    return " : ".join(number(x) for x in scores)


def points_text(value: float, lang: str) -> str:
    """``value`` points in ``lang``: "69", "2,5" (ru/uk) or "2.5" (en), "−3", never "-0" or "0.0"."""
    size = abs(value)
    text = f"{size:.0f}" if round(size, 1) >= WHOLE_FROM else f"{size:.1f}".removesuffix(".0")
    if text == "0":
        return text
    return (MINUS if value < 0 else "") + text.replace(".", tr("decimal_mark", lang))


def target_choice(target: O.Target, lang: str) -> str:
    """A target as one of the match's lengths: «до 301», «одна сдача»."""
    return tr("one_deal", lang) if target == O.ONE_DEAL else tr("to_target", lang, n=target)
