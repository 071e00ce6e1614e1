"""The page's text in English, Russian and Ukrainian through whole matches: no sentence uses the wrong
person or number ("Вы берёт", "у Вы", "You takes", "Us tied"...), no untranslated key, no English
reason left in a Russian or Ukrainian page."""
from __future__ import annotations

import random
import re
from typing import Any

import pytest

WRONG = {
    "en": [r"\bYou takes\b", r"\bYou plays\b", r"\bYou swaps\b", r"\bYou wins\b", r"\bUs (tied|made|went)\b",
           r"\bThem (tied|made|went)\b", r"\bWe takes\b", r"\b1 cards\b", r"\b1 tricks\b", r"\b1 points hang\b"],
    "ru": [r"\bВы (берёт|играет|меняет|выигрывает)\b", r"\bу (Вы|Мы|Они)\b", r"\bМы (берёт|играет)\b",
           r"\b(1|21) (карт|карты|взяток|взятки|очков|очка)\b", r"\b([5-9]|1[0-9]) (карты|взятки|очка)\b",
           r"\bnot allowed\b", r"\byou must\b", r"\bit is not your turn\b"],
    "uk": [r"\bВи (бере|грає|міняє|виграє)\b", r"\bу (Ви|Ми|Вони)\b", r"\bМи (бере|грає)\b",
           r"\b(1|21) (карт|карти|взятки|взятків|очок|очка)\b", r"\b([5-9]|1[0-9]) (карти|взятки|очка)\b",
           r"\bnot allowed\b", r"\byou must\b", r"\bit is not your turn\b"],
}
# a message id where a text should be: "said_take", "reason.follow", "opt.ski" ...
KEY = re.compile(r"\b(reason|opt|opt_help|val|rank|suit_word|suit_of)\.[a-z_0-9]+\b|\b[a-z]+_[a-z_]+\b")
ALLOWED_SNAKE: set[str] = set()

READ = """() => {
  const parts = [];
  for (const sel of ['#topbar', '#message', '#table', '#overlay', '#live']) {
    const el = document.querySelector(sel);
    if (!el) continue;
    const copy = el.cloneNode(true);  // record notation in <code> (rules panel) is not a sentence
    for (const c of copy.querySelectorAll('code')) c.remove();
    parts.push(copy.textContent || '');
  }
  for (const el of document.querySelectorAll('[title], [aria-label], [data-why]'))
    parts.push(el.getAttribute('title') || '', el.getAttribute('aria-label') || '', el.getAttribute('data-why') || '');
  return parts.join('\\n');
}"""


def check(text: str, lang: str, seen: set[str]) -> None:
    text = text.replace("\u00a0", " ")  # a number and its word are joined by a no-break space
    for pat in WRONG[lang]:
        m = re.search(pat, text, flags=re.IGNORECASE if lang == "en" else 0)
        assert m is None, f"{lang}: {m.group(0)!r} in the page"
    keys = {m.group(0) for m in KEY.finditer(text)} - ALLOWED_SNAKE
    assert not keys, f"{lang}: message ids in the page: {sorted(keys)[:5]}"
    seen.add(text)


@pytest.mark.parametrize("lang,mode", [("ru", "2x2"), ("uk", "3"), ("en", "2x2"), ("ru", "2")])
def test_page_text_through_a_match(table: Any, lang: str, mode: str) -> None:
    table.open(f"mode={mode}&target=51&seed=lang{mode.replace('x', '')}&speed=instant&bots=easy&lang={lang}")
    page = table.page
    rng = random.Random(lang + mode)
    seen: set[str] = set()
    for _ in range(800):
        phase = table.wait_turn()
        check(page.evaluate(READ), lang, seen)
        if phase == "match-over":
            break
        if phase == "deal-over":
            page.click('[data-action="show-sheet"] >> nth=0')
            check(page.evaluate(READ), lang, seen)
            page.keyboard.press("Escape")
            page.click('[data-action="next-deal"]')
            continue
        disabled = page.eval_on_selector_all("#hand button[data-card][disabled]", "els => els.map(e => e.dataset.card)")
        if disabled and phase == "play" and rng.random() < 0.2:  # a refused card says why, in the page's language
            page.locator(f'#hand button[data-card="{disabled[0]}"]').click(force=True)
            flash = page.locator(".flash")
            assert flash.count() == 1
            check(page.evaluate(READ), lang, seen)
        table.act(rng)
    assert table.phase() == "match-over"
    page.click('[data-action="show-rules"]')
    check(page.evaluate(READ), lang, seen)
    assert len(seen) > 10
    words = {"ru": ["Взятки", "Итого", "Запись"], "uk": ["Взятки", "Разом", "Запис"], "en": ["Tricks", "Total"]}[lang]
    assert all(any(w in t for t in seen) for w in words)
