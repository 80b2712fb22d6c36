"""The option tables of docs/options.md and docs/deployment.md list exactly the
options `merge-alloc{...}` accepts, each once, with the pass's defaults.

The doc test (`test_doc_commands.py`) runs commands; a table is no command,
so a renamed, added or re-defaulted option would leave it wrong unnoticed.
The pass's fields are the command-line options (`merge_alloc.passes`), so
they are what the tables are compared with.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from merge_alloc.passes import MergeAllocPass

ROOT = Path(__file__).resolve().parent.parent.parent

ROW = re.compile(r"^\| `(?P<option>[a-z-]+)` \| (?P<default>[^|]+?) \| .* \|$")
"""A row of an option table: `| \\`name\\` | default | meaning |`."""


def option_tables(path: Path) -> list[dict[str, str]]:
    """Each table of `path` whose header is `| option | default | meaning |`,
    as option -> default cell (a repeated option fails the test)."""
    tables: list[dict[str, str]] = []
    current: dict[str, str] | None = None
    for line in path.read_text().splitlines():
        if line.startswith("| option | default | meaning |"):
            current = {}
            tables.append(current)
        elif current is not None and (row := ROW.match(line)):
            option = row["option"]
            assert option not in current, f"{path.name}: `{option}` listed twice"
            current[option] = row["default"].strip()
        elif current is not None and not line.startswith("|"):
            current = None
    return tables


def documented_default(value: object) -> str:
    """How the tables spell a default: `off`/`on`, `unset`, or the value."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None or value == "":
        return "unset"
    return f"`{value}`"


def pass_options() -> dict[str, str]:
    """Every option `merge-alloc{...}` accepts, spelt as on the command line,
    with its default as the tables spell it."""
    return {
        field.name.replace("_", "-"): documented_default(field.default)
        for field in dataclasses.fields(MergeAllocPass)
        if field.init
    }


OPTIONS_PAGE = ROOT / "docs" / "options.md"


def test_options_page_tables_are_the_pass_options() -> None:
    tables = option_tables(OPTIONS_PAGE)
    assert len(tables) == 2  # the pass's options, then deployment's
    documented: dict[str, str] = {}
    for table in tables:
        assert not documented.keys() & table.keys(), documented.keys() & table.keys()
        documented |= table
    assert documented == pass_options()


def test_deployment_page_table_is_the_options_page_deployment_table() -> None:
    (page,) = option_tables(ROOT / "docs" / "deployment.md")
    _, listed = option_tables(OPTIONS_PAGE)
    assert page == listed


def test_a_wrong_table_is_noticed(tmp_path: Path) -> None:
    """The parser reads rows, so a misspelt or missing option shows."""
    page = OPTIONS_PAGE.read_text()
    changed = tmp_path / "options.md"
    changed.write_text(page.replace("| `strict` | off |", "| `strikt` | off |"))
    documented: dict[str, str] = {}
    for table in option_tables(changed):
        documented |= table
    assert "strikt" in documented
    assert documented != pass_options()
