"""The pass's own output must pass the checker, and mutations of it must not.

Inputs are the pass's FileCheck sources (``tests/filecheck/merge_alloc``).  The
mutations need no knowledge of the pass: two views passed to one op are live
together, so moving one onto the other must be flagged; dropping the
per-thread term of a hoisted view makes every thread share one slot, which
must be flagged too; a view moved to the end of its merged buffer reaches
outside it. Every input yields at least one mutation, so that no case passes
by checking nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
)
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import OUT_OF_BOUNDS, OVERLAP, check_module, parse_module
from merge_alloc.verify.check.structure import make_context, op_name
from merge_alloc.verify.check.sweeps import ELEMENTWISE_NAMED
from tests.check.mutate import base_offset, set_base

ROOT = Path(__file__).resolve().parents[2]
INPUTS = [
    *sorted(
        path
        for path in (ROOT / "tests" / "filecheck" / "merge_alloc").glob("*.mlir")
        if "\nfunc.func" in path.read_text()  # the others read an example's input
    ),
    ROOT / "examples" / "mlp.mlir",
]
PLANNERS = ("size-first", "cost-model")


def _run_pass(path: Path, planner: str) -> tuple[ModuleOp, ModuleOp]:
    before = parse_module(path.read_text(), str(path))
    after = parse_module(path.read_text(), str(path))
    MergeAllocPass(planner=planner).apply(make_context(), after)
    return before, after


def _views(module: ModuleOp) -> list[Operation]:
    return [op for op in module.walk() if op_name(op) == "memref.view"]


def _used_together(module: ModuleOp) -> list[tuple[int, int]]:
    """Index pairs of views of one buffer that are operands of one op.

    Of element-wise linalg ops only the inputs count: an input and an output
    may share a start when the op reads the input for the last time (an
    in-place pair, which the checker accepts; `test_inplace_rule.py` covers
    those)."""
    views = _views(module)
    index: dict[SSAValue, int] = {v.results[0]: k for k, v in enumerate(views)}
    pairs: set[tuple[int, int]] = set()
    for op in module.walk():
        operands = list(op.operands)
        if op_name(op) in ELEMENTWISE_NAMED or op_name(op) == "linalg.generic":
            sizes = op.properties.get("operandSegmentSizes")
            assert isinstance(sizes, DenseArrayBase)
            operands = operands[: int(sizes.get_values()[0])]  # inputs only
        used = sorted({index[o] for o in operands if o in index})
        for a in used:
            for b in used:
                same = views[a].operands[0] is views[b].operands[0]
                if a != b and same:
                    pairs.add((a, b))
    return sorted(pairs)


@pytest.mark.parametrize("planner", PLANNERS)
@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_pass_output_passes_checker(path: Path, planner: str) -> None:
    before, after = _run_pass(path, planner)
    report = check_module(after, before)
    assert report.ok, [str(v) for v in report.violations]


def _merged_bytes(view: Operation) -> int:
    """Size of the ``memref<N x i8>`` buffer ``view`` is cut from."""
    source = view.operands[0].type
    assert isinstance(source, MemRefType)
    return source.get_shape()[0]


def test_every_input_has_a_function() -> None:
    """The glob above must find the pass's tests (else nothing is checked)."""
    assert len(INPUTS) >= 6, INPUTS


MOST_MUTATED = ("reference_bugs.mlir", "inplace.mlir")
"""The inputs with the most pairs of views used together (42 and 14
mutations, 40% of the test's time): `slow`. The fast tier still makes every kind
of mutation, on the other inputs (pairs: merge, lifetime, dynamic_bounds, mlp;
per-thread terms: forall_hoist, alignment; bounds: all)."""


NOTHING_MERGED = ("ownership_dealloc.mlir",)
"""Inputs whose every buffer must stay a real allocation (both allocs of
`ownership_dealloc.mlir` may be returned): no view to mutate. Their
FileCheck test pins that the output has no `memref.view`."""


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(path, marks=pytest.mark.slow)
        if path.name in MOST_MUTATED
        else path
        for path in INPUTS
        if path.name not in NOTHING_MERGED
    ],
    ids=lambda p: p.name,
)
def test_pass_output_mutations_flagged(path: Path) -> None:
    _, after = _run_pass(path, "size-first")
    text = str(after)
    assert _views(after), f"{path.name}: the pass produced no memref.view"
    mutations = 0
    for a, b in _used_together(after):
        module = parse_module(text)
        views = _views(module)
        _, _, target = base_offset(views[b])
        _, _, original = base_offset(views[a])
        if target == original:
            continue
        set_base(views[a], target)
        report = check_module(module)
        assert OVERLAP in {v.kind for v in report.violations}, (path.name, a, b)
        mutations += 1
    for k, view in enumerate(_views(after)):
        if isinstance(view.operands[1].owner, ConstantOp):
            continue
        module = parse_module(text)
        mutated = _views(module)[k]
        _, _, base = base_offset(mutated)
        constant = ConstantOp(IntegerAttr(base, IndexType()))
        Rewriter.insert_op(constant, InsertPoint.before(mutated))
        mutated.operands[1] = SSAValue.get(constant)
        report = check_module(module)
        assert OVERLAP in {v.kind for v in report.violations}, (path.name, k)
        mutations += 1
    for k in range(len(_views(after))):
        module = parse_module(text)
        mutated = _views(module)[k]
        set_base(mutated, _merged_bytes(mutated))
        report = check_module(module)
        assert OUT_OF_BOUNDS in {v.kind for v in report.violations}, (path.name, k)
        mutations += 1
    assert mutations >= 1, f"{path.name}: no mutation generated"
