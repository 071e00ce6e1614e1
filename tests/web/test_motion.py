"""Cards move, and every trick stays complete on the table long enough to read.

A recorder installed before the page's scripts watches ``#trick`` (each card ``[data-played]`` with its
``data-seat``) and the table's phase with a MutationObserver, with timestamps. One deal is played at
normal speed by clicking like a person; then the record must show:

- every bot card that lands in the trick is moving (``document.getAnimations()`` has running card
  animations right after it appears);
- every trick of the deal, the last one included, was on the table complete (all its cards) for at
  least 1.2 s before it was swept, also when the person leads next;
- the deal summary (phase ``deal-over``) came only after the last trick had been seen complete.

With ``prefers-reduced-motion: reduce`` nothing moves at all.
"""
from __future__ import annotations

import random
from typing import Any

HOLD_MS = 1200  # a complete trick stays at least this long at normal speed

RECORDER = """
window.__trickLog = [];   // [t, phase, 'JH:0 9H:1', running card animations after a bot card landed]
window.__botMoves = [];   // [card, moving?]
(() => {
  const cardAnim = () => document.getAnimations().filter(a => {
    const t = a.effect && a.effect.target;
    return t && (a.playState === 'running' || a.pending) &&
      (t.matches('[data-played], [data-card], .card') || t.closest('[data-played], [data-card]'));
  }).length;
  let lastKey = null, seen = new Set();
  const look = () => {
    const table = document.getElementById('table');
    if (!table) return;
    const cards = [...document.querySelectorAll('#trick [data-played]')];
    const key = cards.map(c => c.dataset.played + ':' + c.dataset.seat).join(' ');
    const phase = table.dataset.phase;
    if (key + phase !== lastKey) {
      lastKey = key + phase;
      window.__trickLog.push([performance.now(), phase, key]);
    }
    for (const c of cards) {
      const id = c.dataset.played;
      if (seen.has(id) || c.dataset.seat === '0') { seen.add(id); continue; }
      seen.add(id);
      setTimeout(() => window.__botMoves.push([id, cardAnim()]), 40);
    }
    if (!cards.length && phase !== 'play') seen = new Set();
  };
  new MutationObserver(look).observe(document, {childList: true, subtree: true, attributes: true,
                                               attributeFilter: ['data-phase']});
})();
"""


def play_one_deal(table: Any, query: str) -> None:
    page = table.page
    page.add_init_script(RECORDER)
    table.open(query)
    rng = random.Random(3)
    for _ in range(100):
        phase = table.wait_turn(timeout=120_000)
        if phase in ("deal-over", "match-over"):
            return
        table.act(rng)
    raise AssertionError("the deal did not end")


def complete_tricks(log: list[list[Any]], n: int) -> list[tuple[str, float, float]]:
    """Each complete trick seen: (its cards, when it was first complete, how long it stayed so)."""
    out = []
    for i, (t, _phase, key) in enumerate(log):
        if len(key.split()) == n and (not out or out[-1][0] != key):
            end = next((t2 for t2, _p2, k2 in log[i + 1:] if k2 != key), None)
            out.append((key, t, (end - t) if end is not None else float("inf")))
    return out


def test_cards_move_and_every_trick_is_seen(table: Any) -> None:
    play_one_deal(table, "mode=2&seed=7&speed=normal&bots=easy&target=1001")
    log = table.page.evaluate("window.__trickLog")
    moves = table.page.evaluate("window.__botMoves")
    assert len(moves) >= 5, f"only {len(moves)} bot cards landed in #trick [data-played]"
    still = [card for card, running in moves if not running]
    assert not still, f"bot cards that did not move into the trick: {still}"
    tricks = complete_tricks(log, 2)
    assert len(tricks) == 9, f"{len(tricks)} complete tricks seen, 9 played: {[k for k, _t, _d in tricks]}"
    short = [(k, round(d)) for k, _t, d in tricks if d < HOLD_MS]
    assert not short, f"tricks swept before {HOLD_MS} ms (cards, ms on the table): {short}"
    over = next(t for t, phase, _k in log if phase == "deal-over")
    last_key, last_t, _d = tricks[-1]
    assert last_t + HOLD_MS <= over, f"the summary came {over - last_t:.0f} ms after the last trick {last_key}"
    leaders = table.page.eval_on_selector_all("#trick [data-leader]", "els => els.length")
    assert leaders <= 1


def test_the_leader_is_marked(table: Any) -> None:
    page = table.page
    table.open("mode=4&seed=3&speed=instant&bots=easy&target=1001")
    rng = random.Random(8)
    marked = 0
    for _ in range(60):
        phase = table.wait_turn()
        if phase != "play" and phase != "bidding":
            break
        cards = page.eval_on_selector_all("#trick [data-played]", "els => els.map(e => [e.dataset.seat, "
                                          "e.hasAttribute('data-leader')])")
        if cards:
            assert [lead for _s, lead in cards].count(True) == 1, cards
            assert cards[0][1], f"the first card of the trick is not marked as led: {cards}"
            marked += 1
        table.act(rng)
    assert marked >= 3


def test_nothing_moves_with_reduced_motion(table: Any) -> None:
    page = table.page
    page.emulate_media(reduced_motion="reduce")
    play_one_deal(table, "mode=2&seed=7&speed=fast&bots=easy&target=1001")
    moves = page.evaluate("window.__botMoves")
    assert moves, "no bot card was seen landing in #trick"
    assert not [card for card, running in moves if running], f"cards moved with reduced motion: {moves}"
