"""Under `CI=true` a missing or wrong MLIR toolchain fails the suite.

The tools are hidden the way a machine without MLIR looks: `MLIR_BIN_DIR`
points nowhere (it replaces the Debian default, in lit.cfg.py as in
`merge_alloc.verify.oracle`) and `PATH` holds only the Python tools the suite needs.
Each gate is also run with a fake `mlir-opt` that claims LLVM 21, and lit once
with the real tools, so that the gate is seen to let MLIR 22 through.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.conftest import toolchain_problem

pytestmark = pytest.mark.slow  # runs lit and pytest in subprocesses

ROOT = Path(__file__).resolve().parents[1]
PYTHON_TOOLS = ("xdsl-opt", "filecheck", "lit")
SCRIPTS = Path(sysconfig.get_path("scripts"))
LIT = SCRIPTS / "lit"


def _bin_dir(tmp_path: Path, fake_llvm_major: int | None) -> Path:
    """A directory for `PATH` with this Python's tools and no real MLIR."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in PYTHON_TOOLS:
        (bin_dir / tool).symlink_to(SCRIPTS / tool)
    (bin_dir / "python").symlink_to(sys.executable)
    if fake_llvm_major is not None:
        for tool in ("mlir-opt", "mlir-runner"):
            fake = bin_dir / tool
            fake.write_text(f"#!/bin/sh\necho 'LLVM version {fake_llvm_major}.1.0'\n")
            fake.chmod(0o755)
    return bin_dir


def _environment(bin_dir: Path | None) -> dict[str, str]:
    env = dict(os.environ, CI="true", PYTHONPATH=str(ROOT))
    if bin_dir is not None:
        env["MLIR_BIN_DIR"] = str(bin_dir.parent / "nonexistent")
        env["PATH"] = str(bin_dir)
    return env


def _run(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        argv,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@pytest.mark.parametrize(
    ("fake_llvm_major", "message"),
    [(None, "mlir-opt not found"), (21, "is LLVM 21, not 22")],
)
def test_lit_fails_without_mlir_22(
    tmp_path: Path, fake_llvm_major: int | None, message: str
) -> None:
    env = _environment(_bin_dir(tmp_path, fake_llvm_major))
    completed = _run([str(LIT), "-q", "tests/filecheck"], env)
    assert completed.returncode != 0, completed.stdout
    assert message in completed.stderr, completed.stderr


@pytest.mark.skipif(
    toolchain_problem() is not None and not os.environ.get("CI"),
    reason="MLIR 22 not installed: the positive control needs it",
)
def test_lit_passes_with_mlir_22() -> None:
    """The same gate lets the real tools through (one small test file)."""
    completed = _run(
        [str(LIT), "-v", "tests/filecheck/merge_alloc/merge.mlir"],
        _environment(None),
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "(MLIR 22)" in completed.stderr, completed.stderr


@pytest.mark.parametrize(
    ("fake_llvm_major", "message"),
    [(None, "were not found"), (21, "is LLVM 21, not 22")],
)
def test_pytest_fails_without_mlir_22(
    tmp_path: Path, fake_llvm_major: int | None, message: str
) -> None:
    env = _environment(_bin_dir(tmp_path, fake_llvm_major))
    if fake_llvm_major is not None:
        # The fake tools must get past the lookup to reach the version check.
        env["MLIR_LIB_DIR"] = str(tmp_path)
        for library in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
            (tmp_path / library).touch()
    completed = _run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/test_python_api.py",
        ],
        env,
    )
    assert completed.returncode != 0, completed.stdout
    output = completed.stdout + completed.stderr
    assert "CI=true needs MLIR 22" in output, output
    assert message in output, output
