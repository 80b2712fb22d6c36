"""Nested arenas as blocks of the function's static arena.

A static deployment (`arena=global|argument`) must not allocate at run time,
but the merged buffer of a nested allocation scope (the body of an
`scf.forall`, `affine.for` or `memref.alloca_scope`) is allocated each time
the scope runs. When every allocation scope between it and the function is
one of

- an `scf.forall` with constant bounds: its threads may run at once, so each
  gets its own slot, addressed by the linear thread id (as for buffers
  hoisted out of parallel loops, docs/lifetimes.md);
- an `affine.for` or a `memref.alloca_scope`: sequential, one slot serves
  every run,

the nested merged buffer is *lifted*: a `memref.alloc` of `slot x threads`
bytes right before the outermost of those scopes (so the collector puts it in
the function's scope, live over that whole op), and every view of the nested
buffer becomes a view of the lifted one at `thread * slot + offset`. The
function's arena is planned with the lifted buffers among its own (their
trace is computed on a scratch copy of the function,
`merge_alloc.deploy.lifted_trace`). Any other scope on the way (a
dynamic-bound `scf.forall`, `scf.parallel`, `affine.parallel`, `gpu.launch`)
keeps the nested arena a run-time allocation, with a warning.
"""

from __future__ import annotations

from math import prod

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects.scf import ForallOp, constant_index_value
from merge_alloc.planning.problem import aligned, largest_index
from merge_alloc.rewrite.thread_ids import linear_thread_id


def lifting_chain(
    scope_op: Operation, function: func.FuncOp
) -> tuple[tuple[ForallOp, ...], Operation] | str:
    """The parallel loops to index by (innermost first) and the outermost
    scope of the chain from `scope_op` up to `function`; or why the nested
    arena cannot be lifted."""
    loops: list[ForallOp] = []
    outermost = scope_op
    op: Operation | None = scope_op
    while op is not None and op is not function:
        known = behaviour(op)
        if known.holds_merged_buffer:
            if isinstance(op, ForallOp) and op.constant_trip_counts() is not None:
                loops.append(op)
            elif isinstance(op, ForallOp):
                return f"'{op.name}' has dynamic bounds"
            elif not known.sequential:
                # One arena serves a sequential scope's runs one after
                # another; any other scope may run them at once.
                return (
                    f"'{op.name}' is not lifted (only static 'scf.forall', "
                    "'affine.for' and 'memref.alloca_scope' arenas are)"
                )
            outermost = op
        op = op.parent_op()
    return tuple(loops), outermost


class _Constants:
    """`arith.constant` index ops inserted in order at one insertion point."""

    def __init__(self, emit: list[Operation]) -> None:
        self._emit = emit
        self._values: dict[int, SSAValue] = {}

    def get(self, value: int) -> SSAValue:
        known = self._values.get(value)
        if known is None:
            constant = arith.ConstantOp(builtin.IntegerAttr(value, builtin.IndexType()))
            self._emit.append(constant)
            known = self._values[value] = constant.result
        return known


def check_lifted_size(
    scope_op: Operation,
    total: int,
    loops: tuple[ForallOp, ...],
    alignment: int,
    index_bitwidth: int,
) -> None:
    """The lifted buffer of a nested arena of `total` bytes holds one slot per
    thread of `loops` (`lift_arena`); its size is printed as an `index`, so
    it must fit the index width: else an error on the scope's op."""
    slot = aligned(total, alignment)
    threads = prod(prod(loop.constant_trip_counts() or [1]) for loop in loops)
    limit = largest_index(index_bitwidth)
    if slot * threads > limit:
        raise MergeAllocError(
            scope_op,
            f"its arena lifted into the function's needs {slot * threads} bytes "
            f"(a slot of {slot} for each of {threads} threads), past the "
            f"largest {index_bitwidth}-bit index ({limit})",
        )


def lift_arena(
    merged: memref.AllocOp,
    loops: tuple[ForallOp, ...],
    outermost: Operation,
    alignment: int,
    hint: str,
    lifted: memref.AllocOp | None = None,
) -> memref.AllocOp:
    """Move the nested merged buffer `merged` before `outermost` with one slot
    per thread of `loops`; its views address their thread's slot.

    `lifted` is the detached alloc to use as the lifted buffer: the one the
    analysis planned (`merge_alloc.deploy.lifted_trace`); a new one by default."""
    merged_type = merged.memref.type
    assert isinstance(merged_type, builtin.MemRefType)
    slot = aligned(merged_type.get_shape()[0], alignment)
    threads = prod(prod(loop.constant_trip_counts() or [1]) for loop in loops)
    lifted_type = builtin.MemRefType(
        builtin.i8, [slot * threads], builtin.NoneAttr(), merged_type.memory_space
    )
    if lifted is None:
        lifted = memref.AllocOp([], [], lifted_type, builtin.IntegerAttr(alignment, 64))
    assert lifted.memref.type == lifted_type, "the lifted buffer the plan sized"
    lifted.memref.name_hint = hint
    lifted.location = merged.location
    Rewriter.insert_op(lifted, InsertPoint.before(outermost))
    block = merged.parent_block()
    assert block is not None
    slot_offset: SSAValue | None = None
    if threads > 1:
        emit: list[Operation] = []
        thread = linear_thread_id(loops, _Constants(emit).get, emit)
        slot_bytes = arith.ConstantOp(builtin.IntegerAttr(slot, builtin.IndexType()))
        product = arith.MuliOp(thread, slot_bytes.result)
        emit += [slot_bytes, product]
        Rewriter.insert_op(emit, InsertPoint.after(merged))
        slot_offset = product.result
    _retarget_views(merged, lifted, slot_offset)
    return lifted


def _retarget_views(
    merged: memref.AllocOp, lifted: memref.AllocOp, slot_offset: SSAValue | None
) -> None:
    for use in list(merged.memref.uses):
        user = use.operation
        if isinstance(user, memref.DeallocOp):
            Rewriter.erase_op(user)
            continue
        assert isinstance(user, memref.ViewOp) and use.index == 0, (
            "a merged buffer is only viewed and freed"
        )
        old = user.byte_shift
        shift = _add_before(user, slot_offset, old)
        user.operands = [lifted.memref, shift, *user.sizes]
        _erase_if_dead(old)
    Rewriter.erase_op(merged)


def _erase_if_dead(value: SSAValue) -> None:
    """Drop an offset constant the new views no longer use."""
    if not value.uses and isinstance(value.owner, arith.ConstantOp):
        Rewriter.erase_op(value.owner)


def _add_before(op: Operation, left: SSAValue | None, right: SSAValue) -> SSAValue:
    """`left + right` computed just before `op` (no add for a zero)."""
    if left is None or constant_index_value(left) == 0:
        return right
    if constant_index_value(right) == 0:
        return left
    add = arith.AddiOp(left, right)
    Rewriter.insert_op(add, InsertPoint.before(op))
    return add.result


def flatten_views(lifted_view: SSAValue) -> None:
    """Once the lifted buffer is itself a view of the function's arena,
    make the views of it views of the arena, at the summed offset, so every
    view of an arena is direct (what the plan checker reads)."""
    outer = lifted_view.owner
    if not isinstance(outer, memref.ViewOp):
        return
    for use in list(lifted_view.uses):
        inner = use.operation
        if not isinstance(inner, memref.ViewOp) or use.index != 0:
            continue
        old = inner.byte_shift
        shift = _add_before(inner, outer.byte_shift, old)
        inner.operands = [outer.source, shift, *inner.sizes]
        _erase_if_dead(old)
    if not lifted_view.uses:
        old = outer.byte_shift
        Rewriter.erase_op(outer)
        _erase_if_dead(old)
