"""The documents in docs/ say what the code does: the option table, the record example, the cited
sections, and one version number everywhere."""
from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

import debertz
from debertz import options as O
from debertz.record import replay_text

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def section(text: str, number: int) -> str:
    """The body of ``## N.`` up to the next ``## `` heading."""
    match = re.search(rf"^## {number}\. .*?$(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert match, f"no section {number}"
    return match.group(1)


def test_the_option_table_lists_every_option_with_its_values_default_first() -> None:
    table = section((DOCS / "rules.md").read_text(encoding="utf-8"), 10)
    rows = {}
    modes = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = re.findall(r"`([^`]+)`", cells[1])
            modes[cells[0].strip("`")] = O.MODES if cells[2] == "all" else tuple(re.findall(r"`([^`]+)`", cells[2]))
    assert set(rows) == set(O.OPTION_NAMES)
    for spec in O.OPTION_SPECS:
        assert tuple(rows[spec.name]) == spec.values, spec.name
        assert spec.values[0] == spec.default, spec.name
        assert modes[spec.name] == spec.modes, spec.name  # the "applies in" column


def test_the_kharkiv_row_names_exactly_the_options_that_differ_from_classic() -> None:
    table = section((DOCS / "rules.md").read_text(encoding="utf-8"), 10)
    row = next(line for line in table.splitlines() if line.startswith("| `kharkiv`"))
    changed = dict(re.findall(r"`(\w+) = (\w+)`", row.split("but", 1)[1].split(";")[0]))
    for mode in O.MODES:
        diff = O.option_diff(mode, "classic", O.preset_options(mode, "kharkiv"))
        assert diff.pop("target") == 510
        assert diff == changed


def test_the_record_example_replays_to_the_output_shown() -> None:
    text = (DOCS / "record-format.md").read_text(encoding="utf-8")
    example = section_named(text, "A complete example")
    blocks = re.findall(r"```json\n(.*?)```", example, re.S)
    record, output = blocks
    assert replay_text(record) == json.loads(output)


def section_named(text: str, title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}$(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert match, title
    return match.group(1)


CITATION = re.compile(r"docs/rules\.md §(\d+)")


def cited_sections() -> list[tuple[str, int]]:
    out = []
    for folder in ("debertz", "web", "tests", "scripts"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for number in CITATION.findall(path.read_text(encoding="utf-8")):
                out.append((path.relative_to(ROOT).as_posix(), int(number)))
    return out


def test_every_cited_section_exists() -> None:
    rules = (DOCS / "rules.md").read_text(encoding="utf-8")
    headings = {int(n) for n in re.findall(r"^## (\d+)\. ", rules, re.M)}
    cited = cited_sections()
    assert cited, "no code cites docs/rules.md"
    assert [c for c in cited if c[1] not in headings] == []


@pytest.mark.parametrize("name", ["rules.md", "record-format.md", "benchmarks.md", "decisions.md"])
def test_docs_stand_on_their_own(name: str) -> None:
    """Nothing in docs/ points outside the repository."""
    text = (DOCS / name).read_text(encoding="utf-8")
    assert "../shared" not in text and "seed/" not in text


def test_one_version_everywhere() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert project["version"] == debertz.__version__ == package["version"]
    first = re.search(r"^## \[(\d[^\]]*)\]", changelog, re.M)  # the newest release
    assert first and first.group(1) == debertz.__version__
    assert project["license"] == package["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_the_readme_is_short_and_its_links_exist() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text) <= 12_000
    targets = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", text)
    assert "docs/table.png" in targets
    missing = [t for t in targets if "://" not in t and not (ROOT / t).exists()]
    assert missing == []
