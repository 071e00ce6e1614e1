#!/usr/bin/env bash
# Install everything the browser side needs; safe to run again (does only what is missing).
#  1. Debian's chromium (for the Playwright tests and scripts/bench_load.py), if /usr/bin/chromium is missing.
#  2. npm packages pinned in package-lock.json (Pyodide; axe-core for the accessibility tests), if node_modules is stale.
#  3. vendor/: the Pyodide files the page loads (only those), the standard library
#     compiled to bytecode by that Pyodide under Node (scripts/build_stdlib.py), and vendor/app.zip
#     (engine + UI code, also compiled).
# No CDN and no other download: only Debian's and npm's package registries are used.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "setup-web: installing Debian's chromium" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
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
   || [ ! -f node_modules/pyodide/pyodide.asm.wasm ] || [ ! -f node_modules/axe-core/axe.min.js ]; then
  echo "setup-web: npm packages" >&2
  if [ -f package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  else
    npm install --no-audit --no-fund --loglevel=error
  fi
  touch "$stamp"
fi

python3 scripts/serve.py --prepare-only
