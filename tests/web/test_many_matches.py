"""Many matches in one page: 30 one-deal matches, each started from the page's own controls (the setup
screen's Deal!, then the match-end screen's button), without a reload; every one is in the history exactly
once, before and after a reload (a match's history entry carries its id, which the page shows on <html>)."""
from __future__ import annotations

from typing import Any

MATCHES = 30

# Plays the person's seat by clicking the page's controls (bella, take, a trump, pass, else the first playable
# card) until the match-end screen, then starts the next match from it; returns each finished match's id.
# It runs in the page: a click waits only for Python's answer (<html data-busy>), not for a round trip here.
PLAY = """async n => {
  const root = document.documentElement;
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  const idle = async () => { while (root.hasAttribute('data-busy')) await sleep(1); };
  const phase = () => document.querySelector('#table').dataset.phase;
  const ids = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();  // a match that never ends fails the test instead of hanging it
    for (;;) {
      if (performance.now() - started > 150000) throw new Error('match ' + (i + 1) + ' did not end in time');
      await idle();
      const p = phase();
      if (p === 'match-over') break;
      if (p === 'deal-over') {
        document.querySelector('#table [data-action="next-deal"]').click();
        continue;
      }
      const ctl = [...document.querySelectorAll('#controls [data-action]')];
      const act = name => ctl.find(b => b.dataset.action === name);
      const pick = act('bella') || act('take') || ctl.find(b => b.dataset.action.startsWith('trump:'))
        || act('pass') || document.querySelector('#hand button[data-card]:not([disabled])');
      if (pick) pick.click();
      else await sleep(2);  // the bots are playing
    }
    ids.push(root.dataset.match);
    if (i + 1 < n) document.querySelector('#table [data-action="new-match"]').click();
  }
  await idle();
  return ids;
}"""


def history(page: Any) -> list[str]:
    page.keyboard.press("Escape")
    page.click('[data-action="history"] >> nth=0')
    page.wait_for_selector("#history")
    ids = list(page.eval_on_selector_all("#history li[data-match]", "els => els.map(e => e.dataset.match)"))
    page.keyboard.press("Escape")
    return ids


def test_thirty_matches_in_one_page_each_in_the_history_once(table: Any) -> None:
    table.open("lang=en")
    page = table.page
    assert table.phase() == "setup"
    page.check('#setup input[name="mode"][value="2"]')
    page.click("#setup-more summary")
    page.select_option('#setup select[name="target"]', "one_deal")
    page.select_option('#setup select[name="bot1"]', "easy")
    page.select_option('#setup select[name="speed"]', "instant")
    page.click('#setup [data-action="start"]')
    ids = page.evaluate(PLAY, MATCHES)
    assert len(ids) == MATCHES and len(set(ids)) == MATCHES and all(ids)
    newest_first = list(reversed(ids))
    assert history(page) == newest_first
    page.reload()
    table.wait_ready()
    assert table.phase() == "match-over"
    assert history(page) == newest_first
