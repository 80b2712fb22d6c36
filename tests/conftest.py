"""Shared fixtures (parsing IR with every dialect merge-alloc knows) and the
CI gate: under `CI=true` the session refuses to start without MLIR 22.

Why a gate here and not only in the tests that run the tools: a test module
that forgets `REQUIRES_TOOLS`, or a skip added later, must not be able to turn
CI green on a machine without the execution oracle.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects
from merge_alloc.verify import oracle

IN_CI = bool(os.environ.get("CI"))
REQUIRED_MLIR_MAJOR = 22


def mlir_major_version(tool: Path) -> int | None:
    """The LLVM major version `tool --version` reports, None if unreadable."""
    try:
        completed = subprocess.run(
            [str(tool), "--version"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except OSError:
        return None
    match = re.search(r"LLVM version (\d+)\.", completed.stdout + completed.stderr)
    return int(match.group(1)) if match else None


def toolchain_problem() -> str | None:
    """Why the oracle's MLIR tools cannot serve, None when they can."""
    toolchain = oracle.find_toolchain()
    if toolchain is None:
        return (
            "mlir-opt/mlir-runner and the runner libraries were not found "
            "(MLIR_BIN_DIR, default /usr/lib/llvm-22/bin, then PATH)"
        )
    for tool in (toolchain.mlir_opt, toolchain.mlir_runner):
        major = mlir_major_version(tool)
        if major != REQUIRED_MLIR_MAJOR:
            return f"{tool} is LLVM {major}, not {REQUIRED_MLIR_MAJOR}"
    return None


def pytest_configure(config: pytest.Config) -> None:
    """Under CI, no MLIR 22 is an error before any test runs."""
    del config
    if not IN_CI:
        return
    problem = toolchain_problem()
    if problem is not None:
        raise pytest.UsageError(f"CI=true needs MLIR {REQUIRED_MLIR_MAJOR}: {problem}")


def make_context() -> Context:
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    return ctx


@pytest.fixture
def parse() -> Callable[[str], builtin.ModuleOp]:
    ctx = make_context()

    def parse_module(text: str) -> builtin.ModuleOp:
        return Parser(ctx, text).parse_module()

    return parse_module
