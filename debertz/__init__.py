"""Debertz (Деберц): a pure-Python rules engine, game records and bots.

Standard library only, so it runs unchanged in CPython and in Pyodide.
"""

__version__ = "0.1.0"
