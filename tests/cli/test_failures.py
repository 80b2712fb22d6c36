"""Every command line of the project fails like `xdsl-opt`: one line on
stderr naming the file (or the program) and the reason, exit status 1,
nothing on stdout, no traceback, for each mistake a user makes.

Each case runs the real `__main__` block in-process (`runpy`, so the test
costs no interpreter start-up); `test_no_traceback_in_a_real_process` runs
each tool once as a process. `python -m tests.cli.failure_table` prints the
same cases as the table of the project's issue 18.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from merge_alloc.verify import oracle
from tests.cli.failure_cases import (
    CASES,
    ROOT,
    FailureCase,
    models_extra_missing,
    run_case,
    workspace,
)


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_one_line_exit_1(
    case: FailureCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if case.needs_tools and not oracle.tools_available():
        pytest.skip("needs MLIR 22 (mlir-opt, mlir-runner)")
    missing = models_extra_missing() if case.needs_torch else None
    if missing is not None:
        pytest.skip(f"needs {missing} (pip install 'merge-alloc[models]')")
    workspace(tmp_path)
    outcome = run_case(case, tmp_path, monkeypatch)
    assert outcome.code == 1, outcome
    assert outcome.stdout == "", outcome
    lines = outcome.stderr.splitlines()
    assert len(lines) == 1, outcome
    assert "Traceback" not in outcome.stderr
    assert case.expected.search(lines[0]), (case.expected.pattern, lines[0])


SUBPROCESS = [
    ["-m", "merge_alloc.report", "missing.mlir", "--json", "x.json"],
    ["-m", "merge_alloc.bench", "missing.csv"],
    ["-m", "merge_alloc.report.export_traces", "missing.mlir", "--out", "d"],
    ["-m", "merge_alloc.verify.check", "missing.mlir"],
    ["-m", "merge_alloc.verify.oracle", "--run", "missing.mlir"],
    ["-m", "merge_alloc.verify.pipelines", "missing.mlir"],
    ["-m", "merge_alloc.compile", "missing.mlir"],
    ["-m", "merge_alloc.verify.fuzz", "--minutes", "0"],
    ["-m", "benchmarks", "--sections", "nope"],
    [str(ROOT / "examples" / "pytorch" / "plan_model.py"), "--mlir", "missing.mlir"],
]


@pytest.mark.slow
@pytest.mark.parametrize("argv", SUBPROCESS, ids=[argv[1] for argv in SUBPROCESS])
def test_no_traceback_in_a_real_process(argv: list[str], tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    completed = subprocess.run(
        [sys.executable, *argv],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 1, completed
    assert completed.stdout == ""
    assert len(completed.stderr.splitlines()) == 1, completed.stderr
    assert "error: " in completed.stderr
