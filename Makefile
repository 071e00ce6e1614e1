# Two commands do everything on a fresh machine:
#   make serve   — install what the site needs if missing, then serve the game at a printed http://127.0.0.1:PORT/
#   make test    — install what is missing (the test browsers too), then run every test (engine, bots, browser)
PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?= 8000
# test processes (pytest-xdist): one per core of a small machine; `make test JOBS=4` on a larger one.
# worksteal: an idle process takes tests queued for the busy one, so the long tests do not pile up on one.
JOBS ?= 2
PYTEST_JOBS := -n $(JOBS) --dist worksteal

.PHONY: setup setup-py setup-web setup-site test test-fast serve dist lint bench arena bench-web bench-phone soak-web endurance

setup: setup-py setup-web

setup-py: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --upgrade pip
	$(VPY) -m pip install -q -e '.[dev]'
	touch $@

setup-web:
	bash scripts/setup-web.sh

# what serving and building the site need (no test browsers)
setup-site: setup-py
	bash scripts/setup-web.sh --site

test: setup
	$(VPY) -m ruff check debertz web tests scripts
	$(VPY) -m mypy
	$(VPY) -m vulture
	$(VPY) -m pytest $(PYTEST_JOBS) --durations=15

# every test but the browser ones (engine, bots, the page's Python): the quick loop
test-fast: setup-py
	$(VPY) -m pytest $(PYTEST_JOBS) -m "not browser"

serve: setup-site
	$(VPY) scripts/serve.py --port $(PORT)

dist: setup-site
	$(VPY) scripts/build_dist.py

lint: setup-py
	$(VPY) -m ruff check debertz web tests scripts
	$(VPY) -m mypy
	$(VPY) -m vulture

bench: setup-py
	$(VPY) -m debertz bench

arena: setup-py
	$(VPY) -m debertz arena

bench-web: setup
	nice -n 10 $(VPY) scripts/bench_load.py --runs 5

# the first minute on a phone (CPU 4x slower, slow 4G); LIGHTHOUSE=path/to/lighthouse adds Lighthouse
bench-phone: setup
	nice -n 10 $(VPY) scripts/bench_phone.py --runs 3 $(if $(LIGHTHOUSE),--lighthouse $(LIGHTHOUSE))

soak-web: setup
	$(VPY) scripts/soak_browser.py --minutes 30

endurance: setup-py
	$(VPY) scripts/endurance.py --matches 10000
