"""The checker verifies symbolic plans (`symbolic-offsets`) at sampled sizes
(`merge_alloc.verify.check.checker`), and finds a wrong offset or a short
arena at some sample: the mutations know nothing of the pass but the IR it
printed."""

from __future__ import annotations

from pathlib import Path

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import OUT_OF_BOUNDS, OVERLAP
from merge_alloc.verify.check.checker import check_sampled, sample_sizes
from merge_alloc.verify.check.structure import make_context, parse_module

INPUT = (
    Path(__file__).resolve().parents[1]
    / "filecheck"
    / "merge_alloc"
    / "symbolic_offsets.mlir"
)


def _merged() -> ModuleOp:
    module = parse_module(INPUT.read_text())
    MergeAllocPass(symbolic_offsets=True).apply(make_context(), module)
    return module


def _views(module: ModuleOp, function: str) -> dict[str, memref.ViewOp]:
    found: dict[str, memref.ViewOp] = {}
    for op in module.walk():
        if isinstance(op, memref.ViewOp):
            parent = op.parent_op()
            if isinstance(parent, func.FuncOp) and parent.sym_name.data == function:
                found[op.results[0].name_hint or ""] = op
    return found


def test_symbolic_plan_is_clean_at_every_sample() -> None:
    module = _merged()
    reports = check_sampled(module)
    rows = [r for r in reports if r.function == "rows"]
    # 1, the bound (128) and four draws: the arena is max(128 n, 256).
    assert len(rows) == 6
    for report in rows:
        assert report.report.violations == [], report
        n = report.sample[(0, 0)]
        assert report.arena == max(128 * n, 256)
    # The fallback function has a static arena: nothing to sample.
    assert not [r for r in reports if r.function == "not_expressible"]


def test_samples_are_one_the_bound_and_draws_within() -> None:
    module = _merged()
    function = next(
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data == "rows"
    )
    samples = sample_sizes(function, count=3, seed=1)
    assert samples[0] == {(0, 0): 1} and samples[1] == {(0, 0): 128}
    assert all(1 <= s[(0, 0)] <= 128 for s in samples[2:])


def test_an_offset_that_ignores_the_size_overlaps_at_some_sample() -> None:
    """`%a` sits above `%b` at 64 n; at the constant 64 it overlaps `%b`
    whenever n > 1."""
    module = _merged()
    view = _views(module, "rows")["a"]
    constant = arith.ConstantOp(IntegerAttr(64, IndexType()))
    Rewriter.insert_op(constant, InsertPoint.before(view))
    view.operands[1] = constant.result
    kinds = {v.kind for r in check_sampled(module) for v in r.report.violations}
    assert OVERLAP in kinds


def test_an_arena_sized_for_one_row_is_too_short() -> None:
    module = _merged()
    arena = next(
        op
        for op in module.walk()
        if isinstance(op, memref.AllocOp) and op.dynamic_sizes
    )
    short = arith.ConstantOp(IntegerAttr(256, IndexType()))
    Rewriter.insert_op(short, InsertPoint.before(arena))
    arena.operands[0] = short.result
    reports = [r for r in check_sampled(module) if r.function == "rows"]
    assert any(v.kind == OUT_OF_BOUNDS for r in reports for v in r.report.violations)
    # At one row the plan still fits.
    assert reports[0].report.violations == []
