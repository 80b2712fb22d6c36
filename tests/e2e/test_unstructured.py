"""Lifetimes over unstructured control flow (`cf` branches), executed.

`Inputs/cfg/execute_region_loop.mlir`: loops written with `cf` branches in a
multi-block `scf.execute_region`. Before the fix the pass gave the alloc of
the loop block one offset although each iteration reads the previous
iteration's buffer (`1 2 3` printed `1 3 4`), and planned a buffer whose
uses' ticks (blocks written out of execution order) did not cover a
temporary of the cycle (`10 20 30` printed `100 100 100`).
`Inputs/cfg/multi_block_func.mlir`: a function whose body is a `cf` loop
made the whole run fail ("should be surrounded by an
AutomaticAllocationScope of single block"); it is now left alone with one
warning naming it, and the other function is merged. Both tests failed on
the code before (docs/lifetimes.md, "Unstructured control flow").
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from xdsl.parser import Parser

from merge_alloc.driver import MergeReport, merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_text
from tests.e2e.e2e_support import REQUIRES_TOOLS, make_context

pytestmark = [REQUIRES_TOOLS, pytest.mark.slow]  # executes programs

INPUTS = Path(__file__).parent / "Inputs" / "cfg"


def merged(text: str) -> tuple[str, MergeReport]:
    module = Parser(make_context(), text).parse_module()
    report = merge_alloc(module, MergeAllocOptions())
    module.verify()
    return str(module), report


def test_cf_loop_in_execute_region_runs_as_before() -> None:
    before = (INPUTS / "execute_region_loop.mlir").read_text()
    after, report = merged(before)
    reasons = {
        record.alloc.memref.name_hint: str(record.rejection)
        for record in report.left_alone
    }
    assert reasons == {
        "next": "it is carried into the next iteration of 'scf.execute_region'"
    }
    check = check_text(after, before)
    assert check.ok, check.summary()
    result = oracle.compare(before, after)
    assert "[1,  2,  3]" in result.before and "[10,  20,  30]" in result.before
    assert result.equal, result.diff()


def test_multi_block_function_left_alone_with_one_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    before = (INPUTS / "multi_block_func.mlir").read_text()
    with caplog.at_level(logging.WARNING, logger="merge_alloc"):
        after, report = merged(before)
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 1, warnings
    assert "warning: 'func.func' op @cf_loop left as it is" in warnings[0]
    left = {
        (record.alloc.memref.name_hint, record.rejection.kind.value)
        for record in report.left_alone
        if record.rejection is not None
    }
    assert left == {("acc", "multi-block-function"), ("t", "multi-block-function")}
    straight = after[after.index("@straight") :]
    assert "memref.view" in straight
    check = check_text(after, before)
    assert check.ok, check.summary()
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
