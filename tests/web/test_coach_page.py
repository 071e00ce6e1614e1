"""The coach in the page: after a deal where the person played the hard bot's choices except one
deliberately bad card, #coach rates that card with a positive loss (the engine's figure) and every
other decision with 0; it runs only when asked and never changes the match."""
from __future__ import annotations

from typing import Any

from debertz import actions as A
from debertz.learn.coach import coach_bot, rate_deal_now, rated_view
from debertz.record import load_record


def test_a_bad_card_costs_points_and_hards_choices_cost_nothing(table: Any) -> None:
    table.open("mode=2&seed=12&speed=instant&bots=easy&target=one_deal")
    page = table.page
    bot = coach_bot()
    bad_step = -1
    while table.wait_turn() not in ("deal-over", "match-over"):
        m = load_record(table.export_record())  # the position as the page has it
        view = m.view(0)
        choice = bot.choose(view)
        rv = rated_view(view, -1)
        if bad_step < 0 and view.phase == "play" and rv is not None:
            ratings = bot.rate(rv)
            if max(ratings.values()) - min(ratings.values()) >= 5:
                choice = min(ratings, key=lambda c: ratings[c])
                bad_step = len(view.log)
        if A.is_card(choice):
            page.click(f'#hand button[data-card="{A.action_str(choice)}"]')
        else:
            page.click(f'#controls [data-action="{A.action_str(choice)}"]')
    assert bad_step >= 0, "no card choice that mattered in this deal"
    record = table.export_record()
    assert page.locator("#coach").count() == 0  # only when asked
    page.click('[data-action="coach"] >> nth=0')
    page.wait_for_selector('#coach[data-state="done"]', timeout=60_000)
    entries = page.eval_on_selector_all("#coach [data-loss]", "els => els.map(e => [+e.dataset.step, e.dataset.loss])")
    losses = dict(entries)
    assert len(losses) == len(entries)  # each decision once
    want = {d.step: d.loss_text for d in rate_deal_now(record, 0, 0)}
    assert losses == want
    assert float(losses[bad_step]) >= 5
    assert all(v == "0.0" for step, v in losses.items() if step != bad_step)
    why = page.locator(f'#coach [data-step="{bad_step}"] .why').text_content() or ""
    assert why.startswith("the hard bot ")
    page.keyboard.press("Escape")
    assert table.export_record() == record  # the coach never changes the match
