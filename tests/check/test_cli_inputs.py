"""`python -m merge_alloc.verify.check` on inputs that stress it: 1,000 nested
regions are checked (deep stack), unreadable input is one short line with
exit status 1, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.plugin.test_bad_input import XDSL_OPT, nested_ifs


def _check(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "merge_alloc.verify.check", *map(str, files)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@pytest.mark.slow  # two processes on 1,000 nested regions: 6 s
def test_deeply_nested_plan_is_checked(tmp_path: Path) -> None:
    before = tmp_path / "before.mlir"
    after = tmp_path / "after.mlir"
    before.write_text(nested_ifs(1000))
    merged = subprocess.run(
        [*XDSL_OPT, "--allow-unregistered-dialect", "-p", "merge-alloc", str(before)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    after.write_text(merged.stdout)
    result = _check(before, after)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout == "1 merged buffers, 2 views checked, no conflicts\n"


def test_unreadable_inputs_are_one_line(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.mlir"
    garbage.write_text("x" * 1_000_000 + "\n")
    binary = tmp_path / "binary.mlir"
    binary.write_bytes(b"\xff\xfe")
    for path in (garbage, binary, tmp_path / "missing.mlir"):
        result = _check(path)
        assert result.returncode == 1
        (line,) = result.stderr.splitlines()
        assert ": error: " in line
        assert len(line) < len(str(path)) + 450
