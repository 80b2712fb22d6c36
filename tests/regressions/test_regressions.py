"""Replay every program the fuzzer saved under `tests/regressions/`.

Each `*.mlir` here failed once, was minimised by `python -m merge_alloc.verify.fuzz`
and is kept with a note (`.md`, same stem) saying what failed. The tests run
it like the fuzzer does and expect it to pass: every program through the pass
with each planner and the plan checker (no tools needed), and the programs
saved in `exec` mode also through the execution oracle (MLIR 22). Without
MLIR the execution test is skipped with its reason, except under `CI=true`,
where it fails. Programs whose bug is still open are expected to fail: they
are marked `xfail(strict=False)` so that the suite stays green until the pass
is fixed, and the fix shows up as XPASS.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from merge_alloc.planning import PLANNERS
from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz.campaign import load_program
from merge_alloc.verify.fuzz.run import run_program
from tests.quiet import pass_warnings_silenced

pytestmark = pytest.mark.slow  # executes programs with every planner

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


EXECUTED = [p for p in PROGRAMS if load_program(p)[0].mode == "exec"]

REQUIRES_TOOLS = pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt/mlir-runner 22 not installed: saved exec-mode programs "
    "are only planned and checked, not executed (CI executes them)",
)


def _replay(path: Path, *, execute: bool) -> None:
    with pass_warnings_silenced():
        _replay_quietly(path, execute=execute)


def _replay_quietly(path: Path, *, execute: bool) -> None:
    program, _ = load_program(path)
    if execute:
        oracle.require_toolchain()  # under CI, a missing toolchain fails here
    results = run_program(program, sorted(PLANNERS), execute=execute)
    failures = [r.report() for r in results if not r.ok]
    assert not failures, "\n\n".join(failures)


@pytest.mark.parametrize(
    "path",
    [pytest.param(p, id=p.stem, marks=_marks(p)) for p in PROGRAMS],
)
def test_saved_program_plan(path: Path) -> None:
    """Pass with every planner, then the plan checker (no execution)."""
    _replay(path, execute=False)


@REQUIRES_TOOLS
@pytest.mark.parametrize(
    "path",
    [pytest.param(p, id=p.stem, marks=_marks(p)) for p in EXECUTED],
)
def test_saved_program_runs(path: Path) -> None:
    """Exec-mode programs: the same, then before/after compared by the oracle."""
    _replay(path, execute=True)


def test_programs_saved() -> None:
    """The glob finds the saved programs of both modes (an empty list would
    check nothing)."""
    assert PROGRAMS
    assert EXECUTED


def test_notes_exist() -> None:
    """Every saved program explains itself."""
    for path in PROGRAMS:
        assert path.with_suffix(".md").exists(), f"{path.name} has no note"
