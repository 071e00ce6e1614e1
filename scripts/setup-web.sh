#!/usr/bin/env bash
# Install everything the browser side needs; safe to run again (does only what is missing).
#  1. Debian's chromium (for the Playwright tests and scripts/bench_load.py), if /usr/bin/chromium is missing;
#     and the other engines tests/web/test_engines.py plays a deal in, each if missing: firefox-esr
#     (driven by puppeteer-core), webkit2gtk-driver (WebKitWebDriver, driven by Selenium) with xvfb
#     and PyGObject's WebKit2 (python3-gi, gir1.2-webkit2-4.1) for the small browser it starts.
#  2. npm packages pinned in package-lock.json (Pyodide, PyScript; axe-core for the accessibility
#     tests; puppeteer-core, which downloads no browser), if node_modules is stale.
#  3. vendor/: the Pyodide files the page loads (only those), the standard library
#     compiled to bytecode by that Pyodide under Node (scripts/build_stdlib.py), and vendor/app.zip
#     (engine + UI code, also compiled).
# With --site, only what serving and building the site need: steps 2 and 3 (and Node.js with npm), no browser.
# No CDN and no other download: only Debian's and npm's package registries are used.
set -euo pipefail
cd "$(dirname "$0")/.."
browsers=1
if [ "${1:-}" = "--site" ]; then browsers=0; fi

if [ "$browsers" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup-web: installing Debian's chromium" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

engines=()
if [ "$browsers" = 1 ]; then
[ -x /usr/bin/firefox-esr ] || engines+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || engines+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || engines+=(xvfb)
if ! /usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1')" >/dev/null 2>&1; then
  engines+=(python3-gi gir1.2-webkit2-4.1)
fi
fi
if [ ${#engines[@]} -gt 0 ]; then
  echo "setup-web: installing Debian's ${engines[*]}" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${engines[@]}" >/dev/null
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "setup-web: installing nodejs and npm" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm >/dev/null
fi

stamp=node_modules/.debertz-setup-stamp
if [ ! -f "$stamp" ] || [ package.json -nt "$stamp" ] || { [ -f package-lock.json ] && [ package-lock.json -nt "$stamp" ]; } \
   || [ ! -f node_modules/pyodide/pyodide.asm.wasm ] || [ ! -f node_modules/axe-core/axe.min.js ] \
   || [ ! -f node_modules/puppeteer-core/package.json ]; then
  echo "setup-web: npm packages" >&2
  if [ -f package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  else
    npm install --no-audit --no-fund --loglevel=error
  fi
  touch "$stamp"
fi

# the build imports the game's packages (the first screen is drawn by its views): this checkout's copies
PYTHONPATH="$PWD/web:$PWD${PYTHONPATH:+:$PYTHONPATH}" python3 scripts/build_site.py
