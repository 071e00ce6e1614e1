"""What the setup screen drawn before Python hands over at start (boot's ``form`` and ``deal``), in CPython."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from debertz_web.boot import BootEnv, boot, env_of
from debertz_web.settings import FIRST_LEVEL, Settings
from debertz_web.storage import PREFS_KEY, prefs_text

from debertz import options as O

FORM = {"mode": "3", "preset": "classic", "bot1": "easy", "bot2": "hard", "target": "one_deal", "name": "Ann",
        "speed": "instant", "lang": "en", "opt-equal_sequences": "trump"}


def test_a_deal_pressed_before_python_starts_the_match_with_the_form() -> None:
    st, effects = boot(BootEnv(languages=["uk"], form=FORM, deal=True))
    assert st.screen == "table" and st.match is not None and st.lang == "en"
    s = st.settings
    assert (s.mode, s.bot_list(), s.name, s.speed) == ("3", ["easy", "hard"], "Ann", "instant")
    # a new mode: its own defaults, then what was set after it (the screen showed the old mode's options)
    assert s.options().target == O.ONE_DEAL and s.overrides.get("equal_sequences") == "trump"


def test_choices_without_deal_stay_on_the_setup_screen() -> None:
    st, _ = boot(BootEnv(languages=["ru"], form=FORM))
    assert st.screen == "setup" and st.match is None and st.settings.mode == "3" and st.settings.name == "Ann"


def test_a_form_is_ignored_when_python_resumes_a_table() -> None:
    st, _ = boot(BootEnv(languages=["ru"], search="?mode=2&seed=5", form=FORM, deal=True))
    assert st.settings.mode == "2" and st.settings.name == ""


def test_first_visit_bots_are_gentler_and_a_chosen_level_is_kept() -> None:
    st, _ = boot(BootEnv(languages=["en"]))
    assert st.settings.bot_list() == [FIRST_LEVEL] and FIRST_LEVEL != "hard"
    stored = prefs_text(Settings(mode="2", bots=["hard"]), "en")
    st, _ = boot(env_of({PREFS_KEY: stored}, languages=["en"]))
    assert st.settings.bot_list() == ["hard"]


def test_index_html_carries_what_the_views_draw_now() -> None:
    """The committed index.html is up to date with the views, the styles and the catalogues (else: run
    ``.venv/bin/python scripts/prerender.py``); the check imports this checkout's code, whatever is installed."""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), str(root / "web")])}
    proc = subprocess.run([sys.executable, str(root / "scripts" / "prerender.py"), "--check"],
                          capture_output=True, text=True, cwd=root, env=env)
    assert proc.returncode == 0, proc.stderr
