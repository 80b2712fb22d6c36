"""Loop-carried buffers, end to end: planned, checked and executed.

A buffer that flows through a loop's iter_args (or an `scf.while`'s region
arguments, an `affine.for`'s) is an alias of them, not an escape
(docs/lifetimes.md, "Loop-carried buffers"). Each program of
`Inputs/loops/` is merged by the pass; the test asks which allocs were left
alone and why, runs the independent plan checker against the input and
executes both under `mlir-runner` (with the oracle's `MALLOC_PERTURB_=165`):
the merged program must print what the input prints. The memref programs
are written as a user writes them; `tensor_loops` is bufferized by MLIR 22's
one-shot-bufferize with and without the ownership-based deallocation
pipeline.

Before loop-carried buffers were planned, every carried alloc was left alone
as escaping "through 'scf.yield'": `test_carried_buffers_are_planned` failed
on every program here (the alloc inside the loop of `carried_inside` is the
one that must stay).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.parser import Parser

from merge_alloc.driver import MergeReport, merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.verify import oracle, pipelines
from merge_alloc.verify.check import check_text
from tests.e2e.e2e_support import REQUIRES_TOOLS, make_context

INPUTS = Path(__file__).parent / "Inputs" / "loops"

LEFT_ALONE: dict[str, dict[str, str]] = {
    "carried_acc": {},
    "ping_pong": {},
    "while_carry": {},
    "if_in_loop": {},
    "affine_carry": {},
    "carried_inside": {
        "%n": "it is carried into the next iteration of 'scf.for'",
    },
}
"""What `@kernel` must leave alone in each memref program, by alloc name."""

_ONE_SHOT = pipelines.ONE_SHOT + " allow-return-allocs-from-loops"
BUFFERIZATIONS = {
    "bufferized": pipelines.Bufferization(
        "bufferized", (_ONE_SHOT,), deallocates=False, summary="one-shot only"
    ),
    "deallocated": pipelines.Bufferization(
        "deallocated",
        (_ONE_SHOT, pipelines.DEALLOCATE, pipelines.TO_MEMREF),
        deallocates=True,
        summary="+ ownership-based deallocation",
    ),
}


def merged(text: str) -> tuple[str, MergeReport]:
    module = Parser(make_context(), text).parse_module()
    report = merge_alloc(module, MergeAllocOptions())
    module.verify()
    return str(module), report


def left_alone(report: MergeReport, function: str) -> dict[str, str]:
    """Name hint (`%n`) -> reason of each alloc of `function` left alone."""
    found: dict[str, str] = {}
    for trace in report.functions:
        if trace.function.sym_name.data != function:
            continue
        for record in trace.records:
            if record.rejection is not None:
                hint = record.alloc.memref.name_hint or "?"
                found[f"%{hint}"] = str(record.rejection)
    return found


@pytest.mark.parametrize("name", sorted(LEFT_ALONE))
def test_carried_buffers_are_planned(name: str) -> None:
    before = (INPUTS / f"{name}.mlir").read_text()
    after, report = merged(before)
    assert left_alone(report, "kernel") == LEFT_ALONE[name]
    assert "memref.view" in after
    check = check_text(after, before)
    assert check.ok, check.summary()


@REQUIRES_TOOLS
@pytest.mark.slow  # executes programs (mlir-runner)
@pytest.mark.parametrize("name", sorted(LEFT_ALONE))
def test_carried_buffers_execute(name: str) -> None:
    before = (INPUTS / f"{name}.mlir").read_text()
    after, _ = merged(before)
    result = oracle.compare(before, after)
    assert result.before.strip(), "the program prints nothing"
    assert result.equal, result.diff()


@REQUIRES_TOOLS
@pytest.mark.slow  # bufferizes and executes programs
@pytest.mark.parametrize("bufferization", sorted(BUFFERIZATIONS))
def test_bufferized_tensor_loops(bufferization: str) -> None:
    """One-shot-bufferize's loops: the init of the nested tile loops is
    planned; the alloc of the loop yielding a fresh tensor stays (carried),
    and after the deallocation pipeline so does every buffer freed with it
    (docs/lifetimes.md, "Deallocations")."""
    source = (INPUTS / "tensor_loops.mlir").read_text()
    before = pipelines.bufferize(source, BUFFERIZATIONS[bufferization])
    after, report = merged(before)
    reasons = [
        str(record.rejection)
        for record in report.left_alone
        if record.rejection is not None
    ]
    assert "it is carried into the next iteration of 'scf.for'" in reasons
    assert not [r for r in reasons if "escapes" in r], reasons
    planned = sum(len(scope.trace.buffers) for scope in report.planned)
    assert planned >= 3
    check = check_text(after, before)
    assert check.ok, check.summary()
    result = oracle.compare(before, after)
    assert result.equal, result.diff()
