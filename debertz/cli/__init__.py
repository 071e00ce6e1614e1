"""The command line and the developer's tools, built on the rules and the bots and never imported by
the page: the ``python -m debertz`` commands (``replay``, ``play``, ``bench``, ``arena``, ``perft``,
one module each, see ``debertz/__main__.py``), and the checks the tests and scripts share: decks
dealt to order and matches played out (``testing``), a deal's invariants (``invariants``)."""
