# PyScript entry point: everything lives in the debertz_web package (shipped in vendor/app.zip).
from debertz_web.app import start

start()
