"""Replay every program the fuzzer saved under `tests/regressions/`.

Each `*.mlir` here failed once, was minimised by `python -m merge_alloc.fuzz`
and is kept with a note (`.md`, same stem) saying what failed. The test runs
it like the fuzzer does (pass with each planner -> plan checker -> oracle)
and expects it to pass. Programs whose bug is still open are expected to
fail: they are marked `xfail(strict=False)` so that the suite stays green
until the pass is fixed, and the fix shows up as XPASS.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

from merge_alloc import oracle
from merge_alloc.fuzz.campaign import load_program
from merge_alloc.fuzz.run import run_program
from merge_alloc.planning import PLANNERS

HERE = Path(__file__).parent
PROGRAMS = sorted(HERE.glob("*.mlir"))
IN_CI = bool(os.environ.get("CI"))


def _marks(path: Path) -> list[pytest.MarkDecorator]:
    """Open bugs carry `status: open` in their note."""
    note = path.with_suffix(".md")
    text = note.read_text() if note.exists() else ""
    if "status: open" in text:
        reason = next(
            (line for line in text.splitlines() if line.startswith("# ")), path.name
        )
        return [pytest.mark.xfail(strict=False, reason=f"open pass bug: {reason[2:]}")]
    return []


@pytest.mark.parametrize(
    "path",
    [pytest.param(p, id=p.stem, marks=_marks(p)) for p in PROGRAMS],
)
def test_saved_program(path: Path) -> None:
    logging.getLogger("merge_alloc").setLevel(logging.ERROR)
    program, _ = load_program(path)
    execute = program.mode == "exec"
    if execute and not oracle.tools_available():
        if IN_CI:
            oracle.require_toolchain()
        execute = False  # still run the pass and the plan checker
    results = run_program(program, sorted(PLANNERS), execute=execute)
    failures = [r.report() for r in results if not r.ok]
    assert not failures, "\n\n".join(failures)


def test_notes_exist() -> None:
    """Every saved program explains itself."""
    for path in PROGRAMS:
        assert path.with_suffix(".md").exists(), f"{path.name} has no note"
