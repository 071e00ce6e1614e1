# PyScript entry point: everything lives in the debertz_web package (shipped in vendor/app.zip).
import js

js.performance.mark("py-main")
from debertz_web.browser import start  # noqa: E402

js.performance.mark("py-imported")
start()
js.performance.mark("py-rendered")
