"""CPython tests of the browser side (state, update, views, catalogues): no browser, fast.

``debertz_web`` is imported from web/ (pytest's ``pythonpath`` in pyproject.toml)."""
