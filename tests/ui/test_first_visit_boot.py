"""Start-up with the setup form a person used before Python had started (CPython): the table options that
form did not send (it showed the first visit's, not the stored ones) stay as stored."""
from __future__ import annotations

from dataclasses import replace

from debertz_web.boot import BootEnv, boot
from debertz_web.settings import Settings
from debertz_web.storage import prefs_text

STORED = replace(Settings(), mode="3", preset="kharkiv", bots=["easy", "hard"], guide_seen=True,
                 overrides={"target": 301})
FORM = {"mode": "3", "bot1": "normal", "bot2": "hard", "preset": "kharkiv", "name": "", "speed": "normal",
        "seed": "", "lang": "en", "auto_bella": "", "takebacks": "on"}


def test_the_stored_options_stay_when_the_early_form_leaves_them_out() -> None:
    st, _ = boot(BootEnv(languages=["en"], prefs_raw=prefs_text(STORED, "en"), form=FORM, deal=True))
    assert st.screen == "table" and st.settings.bots == ["normal", "hard"]
    assert st.settings.overrides == {"target": 301} and st.settings.preset == "kharkiv"


def test_an_option_set_on_the_early_form_is_taken() -> None:
    st, _ = boot(BootEnv(languages=["en"], prefs_raw=prefs_text(STORED, "en"), form={**FORM, "target": "1001"}))
    assert st.screen == "setup" and st.settings.overrides == {"target": 1001}


def test_another_mode_starts_from_its_presets_options() -> None:
    st, _ = boot(BootEnv(languages=["en"], prefs_raw=prefs_text(STORED, "en"), form={**FORM, "mode": "4"}))
    assert st.settings.mode == "4" and st.settings.overrides == {}
