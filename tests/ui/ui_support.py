"""Seeded matches at a wanted moment, rendered by the views; a tiny HTML reader for the assertions."""
from __future__ import annotations

from collections.abc import Callable
from html.parser import HTMLParser

from debertz_web.facts import facts_of
from debertz_web.settings import Settings
from debertz_web.state import State
from debertz_web.update import apply
from debertz_web.view.page import Page, page

from debertz.bots import get_bot
from debertz.match import Match
from debertz.options import make_options


class Elements(HTMLParser):
    """Every start tag as (tag, attributes) and the page's text, in order."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.text: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def all(self, tag: str, **want: str) -> list[dict[str, str]]:
        return [a for t, a in self.tags if t == tag and all(a.get(k.replace("_", "-")) == v for k, v in want.items())]

    def with_attr(self, name: str) -> list[dict[str, str]]:
        return [a for _, a in self.tags if name in a]


def cards(html: str) -> tuple[list[str], list[str]]:
    """(enabled, disabled) cards of the person's hand."""
    hand = html[html.index('id="hand"'):]
    els = Elements(hand)
    buttons = [a for a in els.all("button") if "data-card" in a]
    return ([a["data-card"] for a in buttons if "disabled" not in a],
            [a["data-card"] for a in buttons if "disabled" in a])


def controls(html: str) -> list[str]:
    part = html[html.index('id="controls"'):html.index('id="hand"')]
    return [a["data-action"] for a in Elements(part).all("button") if "data-action" in a and a["data-action"] != "hint"]


def text_of(html: str) -> str:
    return " ".join(" ".join(Elements(html).text).split())


def state_for(m: Match, lang: str = "en", name: str = "", screen: str = "table") -> State:
    s = Settings(mode=m.mode, preset=m.preset, overrides=dict(m.options.to_dict()), bots=["easy"] * (m.n - 1),
                 speed="instant", name=name)
    return State(settings=s, lang=lang, match=m, screen=screen, page_url="http://127.0.0.1/")


def render(st: State) -> Page:
    return page(st, facts_of(st.match) if st.match is not None else None)


def match(mode: str = "2", seed: int | str = 1, **options: object) -> Match:
    return Match(mode, make_options(mode, "classic", dict(options)), seed=seed)


def play_until(st: State, want: Callable[[Match], bool], steps: int = 3000, level: str = "easy") -> bool:
    """Play every seat with bots (through ``update.apply``, as the page does) until ``want`` holds."""
    m = st.match
    assert m is not None
    bots = [get_bot(level, seed=s) for s in range(m.n)]
    for _ in range(steps):
        if want(m):
            return True
        if m.finished:
            return False
        if m.deal.over:
            m.next_deal()
            continue
        seat = m.current_player()
        assert seat is not None
        apply(st, bots[seat].choose(m.view(seat)))
    return want(m)
