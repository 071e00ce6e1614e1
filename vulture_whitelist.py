"""Names vulture (the dead-code check of `make lint`) reports that are used where it cannot see.

Run as ``python -m vulture`` (paths and options in pyproject.toml).  Each line names what uses it.
"""
# ruff: noqa
from debertz import cards, match
from debertz.actions import TRUMP_D

# named constants of a family (suits, ranks, trump bids): read as a set, some members unused in code
cards.SPADES, cards.HEARTS, cards.DIAMONDS, cards.CLUBS, cards.EIGHT, TRUMP_D
# a finished deal's whole scoring (DealScore), kept in the summary for callers of the library
match.DealSummary.score

# set for the standard library, which reads them
_.compress_type  # zipfile.ZipInfo (scripts/build_site.py)
_.external_attr  # zipfile.ZipInfo
_.daemon_threads  # socketserver.ThreadingMixIn (scripts/serve.py, tests/web/test_engines.py)
_.binary_location  # selenium's WebKitGTK options (tests/web/test_engines.py)
_.handle_starttag  # html.parser.HTMLParser (tests/ui/ui_support.py)
_.handle_data  # html.parser.HTMLParser

# pytest's hooks, called by name
pytest_collection_modifyitems
pytest_configure
pytest_runtest_makereport
# a fixture asked for by name (tests/web/conftest.py's page)
_shared_tab
