"""The deployment options under random programs with calls (hypothesis).

`merge_alloc.verify.fuzz.run` builds programs whose `@main` calls one to three
generated kernels (in loops and branches) and draws the deployment options;
every case goes through the pass, the plan checker and, for executable
programs, the oracle (a workspace-taking `@main` through the C-like driver).
A planted deployment bug must be found.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import given, settings

from merge_alloc.verify import oracle
from merge_alloc.verify.fuzz.generate import RELAXED_HEALTH_CHECKS
from merge_alloc.verify.fuzz.run import (
    CallProgram,
    call_programs,
    run_call_case,
    undersized_blocks,
)
from tests.quiet import pass_warnings_silenced
from tests.tiers import campaign

pytestmark = pytest.mark.slow  # fuzzing deployments through the checker and oracle

IN_CI = bool(os.environ.get("CI"))

FUZZ = settings(
    deadline=None,
    derandomize=IN_CI,
    suppress_health_check=RELAXED_HEALTH_CHECKS,
    print_blob=True,
)

KNOWN_LIMIT = "cannot hold the blocks of its callees' workspaces"
"""Pools: callees are planned first with the whole pool, so a caller can
find its callees' blocks alone over capacity (an error, docs/deployment.md)."""


@pytest.fixture(autouse=True)
def _quiet_pass() -> Iterator[None]:
    with pass_warnings_silenced():
        yield


def _acceptable(program: CallProgram, status: str, detail: str) -> bool:
    if status == "ok":
        return True
    return (
        status == "pass-error"
        and "pools" in program.options
        and (KNOWN_LIMIT in detail)
    )


@pytest.mark.skipif(
    not IN_CI and not oracle.tools_available(),
    reason="mlir-opt/mlir-runner 22 not installed",
)
@settings(FUZZ, max_examples=campaign(10, deep=30))
@given(call_programs("exec"))
def test_executed_call_programs(program: CallProgram) -> None:
    oracle.require_toolchain()
    result = run_call_case(program)
    assert _acceptable(program, result.status, result.detail), (
        f"{program.describe()}\n{result.report()}\n\nprogram:\n{program.text}"
    )


@settings(FUZZ, max_examples=campaign(40, deep=120))
@given(call_programs("check"))
def test_checker_only_call_programs(program: CallProgram) -> None:
    result = run_call_case(program, execute=False)
    assert _acceptable(program, result.status, result.detail), (
        f"{program.describe()}\n{result.report()}\n\nprogram:\n{program.text}"
    )


def test_planted_block_bug_is_found() -> None:
    """Callee blocks half the callee's workspace: the checker must see a
    block overlapping a buffer live during the call, in some of 60
    programs."""
    found: list[str] = []

    @settings(FUZZ, max_examples=60, database=None, derandomize=True)
    @given(call_programs("check"))
    def search(program: CallProgram) -> None:
        result = run_call_case(program, execute=False, tracer=undersized_blocks)
        if result.status == "checker-violation" and "overlap" in result.detail:
            found.append(result.detail)

    search()
    assert found
