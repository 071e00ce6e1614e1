"""The browser's record import against generated and mutated records: replays or one line, like the engine."""
from __future__ import annotations

import copy
import json
import random
from typing import Any

from debertz.bots import get_bot
from debertz.cli.testing import by_bots, play_out
from debertz.errors import DebertzError
from debertz.match import Match
from debertz.options import make_options
from debertz.record import replay_text


def _played_record(mode: str, seed: int) -> dict[str, Any]:
    m = Match(mode, make_options(mode, "classic", {"target": 51}), seed=seed)
    bots = [get_bot("easy", seed + s) for s in range(m.n)]
    return play_out(m, by_bots(bots), limit=5000).to_record()


def _mutants(rng: random.Random) -> list[str]:
    base = _played_record("3", 5)
    out = [json.dumps(base)]
    r = copy.deepcopy(base)
    r["deals"][0]["actions"] = r["deals"][0]["actions"][:7]  # unfinished: still valid
    out.append(json.dumps(r))
    for _ in range(10):
        r = copy.deepcopy(base)
        d = rng.randrange(len(r["deals"]))
        acts = r["deals"][d]["actions"]
        kind = rng.randrange(5)
        if kind == 0 and len(acts) > 2:
            i = rng.randrange(len(acts) - 1)
            acts[i], acts[i + 1] = acts[i + 1], acts[i]
        elif kind == 1 and acts:
            del acts[rng.randrange(len(acts))]
        elif kind == 2:
            deck = r["deals"][d]["deck"]
            deck[rng.randrange(32)] = deck[rng.randrange(32)]
        elif kind == 3 and acts:
            acts[rng.randrange(len(acts))] = rng.choice(["pass", "take", "trump:S", "swap7", "bella", "7S", "XX", 5])
        else:
            r["options"]["ski"] = rng.choice(["off", "maybe", 3])
        out.append(json.dumps(r))
    out += ['{"format": "debertz-record/1", "mode": "5", "first_dealer": 0, "deals": []}',
            '{"format": "debertz-record/2"}', "not json at all", "[" * 5000, '{"deals": 3}',
            json.dumps({**base, "deals": []}), json.dumps(base)[:-40]]
    return out


def _engine_verdict(text: str) -> tuple[bool, list[int] | None]:
    try:
        res = replay_text(text)
    except DebertzError:
        return False, None
    return True, list(res["scores"])


def test_import_matches_engine_verdicts(table: Any, tmp_path: Any) -> None:
    table.open("")
    page = table.page
    for i, text in enumerate(_mutants(random.Random(9))):
        ok, scores = _engine_verdict(text)
        path = tmp_path / f"r{i}.json"
        path.write_text(text)
        page.evaluate("() => { document.getElementById('message').hidden = true }")
        page.set_input_files("#import-file", str(path))
        if ok:
            # no line of a problem: at most the one saying the match on the table before is kept
            page.wait_for_function("() => document.querySelector('#table').dataset.phase !== 'setup'"
                                   " && (document.getElementById('message').hidden"
                                   " || !!document.querySelector('#message [data-action=resume-kept]'))")
            line = page.evaluate("() => document.getElementById('message').textContent")
            assert "cannot" not in line, (i, line)
            assert table.scores() == scores, i
        else:
            page.wait_for_selector("#message:not([hidden])")
            line = page.locator("#message .msg-text").text_content() or ""
            said = line.startswith(("This record cannot be replayed", "This file cannot be opened"))
            assert said and "\n" not in line and len(line) < 400, i
        # back to the setup screen for the next file
        if table.phase() != "setup":
            page.keyboard.press("Escape")  # the score sheet opens after an import
            page.click('#topbar [data-action="new-game"]')
