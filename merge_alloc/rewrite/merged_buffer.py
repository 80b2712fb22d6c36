"""The default mutator: one merged `i8` buffer per scope, a view per alloc.

For a scope block and a schedule it inserts, at the start of the block,
`memref.alloc() {alignment = A} : memref<TOTAL x i8[, space]>`, then replaces
each planned `memref.alloc` by a `memref.view` of the merged buffer at its
planned byte offset (a dynamically sized alloc keeps its sizes as the view's
operands; its slot is planned at their upper bounds). Offsets are
`arith.constant`s created once per distinct value per scope, right after the
merged buffer (docs/rewrite.md). With `symbolic-offsets`, a scope of
dynamically sized buffers whose sizes are expressions of the function's
argument dimensions gets `memref.alloc(%arena_bytes) : memref<?xi8>` and
offsets computed from the sizes instead (`merge_alloc.rewrite.
symbolic_offsets`, docs/dynamic-shapes.md). A buffer hoisted out
of parallel loops adds `linear_thread_id * slot_bytes` to its offset, with the
thread id built from exactly the loops it was hoisted past (B3/B4). Deallocs of
merged allocs are removed and, if there were any, the merged buffer is freed
once before the scope's terminator (B9).

The views and offset constants are built with `Operation.create` (what xDSL's
parser and `arith.ConstantOp.from_int_and_width` use): their operands and types
are known to be well formed here, and IRDL's generic initialiser, which
re-derives the operand segments of every op it builds, was a quarter of the
pass on a 20,000-alloc function (docs/performance.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from xdsl.dialects import arith, builtin, memref
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.trace import LifetimeTrace, TracedBuffer
from merge_alloc.analysis.upper_bounds import UPPER_BOUND_ATTR
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.problem import MemorySchedule
from merge_alloc.rewrite.thread_ids import linear_thread_id
from merge_alloc.rewrite.typed_view import typed_view

if TYPE_CHECKING:
    from merge_alloc.rewrite.symbolic_offsets import SymbolicScope

_INDEX = builtin.IndexType()


class _IndexConstants:
    """`arith.constant N : index` ops of one scope block, one per value."""

    def __init__(self, block: Block, after: Operation) -> None:
        self._block = block
        self._last: Operation = after
        self._values: dict[int, SSAValue] = {}

    def get(self, value: int, hint: str = "c") -> SSAValue:
        """The constant `value`; `hint` names it if it is created now."""
        known = self._values.get(value)
        if known is not None:
            return known
        constant = arith.ConstantOp.create(
            properties={"value": builtin.IntegerAttr(value, _INDEX)},
            result_types=[_INDEX],
        )
        constant.result.name_hint = (
            f"{hint}{value}" if value >= 0 else f"{hint}_neg{-value}"
        )
        Rewriter.insert_op(constant, InsertPoint.after(self._last))
        self._last = constant
        self._values[value] = constant.result
        return constant.result


def _rewrite_buffer(
    buffer: TracedBuffer,
    offset: int,
    merged: SSAValue,
    constants: _IndexConstants,
    symbolic_offset: SSAValue | None = None,
) -> None:
    """Replace `buffer`'s alloc by a view of `merged` at `offset` (or at
    `symbolic_offset`, computed at run time, when given)."""
    alloc = buffer.alloc
    emit: list[Operation] = []
    if symbolic_offset is not None:
        assert not buffer.hoisted_past  # (`plan_symbolic` keeps the bound plan)
        byte_shift = symbolic_offset
    elif not buffer.hoisted_past:
        byte_shift = constants.get(offset, "off")
    else:
        thread = linear_thread_id(buffer.hoisted_past, constants.get, emit)
        slot_offset = arith.MuliOp(thread, constants.get(buffer.slot_size))
        emit.append(slot_offset)
        byte_shift = slot_offset.result
        if offset:
            shifted = arith.AddiOp(constants.get(offset, "off"), slot_offset.result)
            emit.append(shifted)
            byte_shift = shifted.result
    allocated = alloc.results[0]
    # Most allocs are static: skip decoding the operand segments for them.
    sizes = tuple(alloc.dynamic_sizes) if alloc.operands else ()
    for size, bound, promised in zip(
        sizes, buffer.bounds, buffer.promised, strict=True
    ):
        if promised:
            emit.extend(_bound_check(size, bound, constants))
    memref_type = cast(builtin.MemRefType[Attribute], allocated.type)
    ops, viewed = typed_view(
        merged, byte_shift, sizes, memref_type, allocated.name_hint
    )
    emit.extend(ops)
    Rewriter.insert_op(emit, InsertPoint.before(alloc))
    allocated.replace_all_uses_with(viewed)
    Rewriter.erase_op(alloc)


def _bound_check(
    size: SSAValue, bound: int, constants: _IndexConstants
) -> list[Operation]:
    """`cf.assert size <= bound`: the user's `merge_alloc.upper_bound` is a
    promise; broken, the view would reach into other buffers' bytes. (`cf`
    is imported here: most runs check no bound.)"""
    from xdsl.dialects import cf

    within = arith.CmpiOp(size, constants.get(bound, "bound"), "ule")
    check = cf.AssertOp(
        within.result,
        f"merge-alloc: dynamic size exceeds its {UPPER_BOUND_ATTR} of {bound}",
    )
    return [within, check]


def rewrite_scope(
    trace: LifetimeTrace, schedule: MemorySchedule, options: MergeAllocOptions
) -> None:
    """The default `MergeMutator`."""
    if not trace.buffers:
        return
    layout = None
    if options.symbolic_offsets:
        # (Imported here: only the runs that ask for it pay for it.)
        from merge_alloc.rewrite.symbolic_offsets import plan_symbolic

        layout = plan_symbolic(trace, schedule, options)
    rewrite_scope_with(trace, schedule, layout)


def rewrite_scope_with(
    trace: LifetimeTrace, schedule: MemorySchedule, layout: SymbolicScope | None
) -> None:
    """`rewrite_scope` with the symbolic layout decided by the caller: a
    deployment decides it while planning (`merge_alloc.deploy.
    deployment_plan`), since a workspace argument's type and its size
    function depend on it."""
    if not trace.buffers:
        return
    block = trace.scope
    scope_op = block.parent_op()
    space = trace.memory_space if trace.memory_space is not None else builtin.NoneAttr()
    if layout is None:
        merged_type = builtin.MemRefType(
            builtin.i8, [schedule.total], builtin.NoneAttr(), space
        )
        merged = memref.AllocOp(
            [], [], merged_type, builtin.IntegerAttr(trace.alignment, 64)
        )
        Rewriter.insert_op(merged, InsertPoint.at_start(block))
        offsets: list[SSAValue] | None = None
    else:
        from merge_alloc.rewrite.symbolic_offsets import emit_symbolic

        total, offsets, emitted = emit_symbolic(layout, len(trace.buffers))
        Rewriter.insert_op(emitted, InsertPoint.at_start(block))
        merged_type = builtin.MemRefType(
            builtin.i8, [builtin.DYNAMIC_INDEX], builtin.NoneAttr(), space
        )
        merged = memref.AllocOp(
            [total], [], merged_type, builtin.IntegerAttr(trace.alignment, 64)
        )
        Rewriter.insert_op(merged, InsertPoint.after(emitted[-1]))
    merged.memref.name_hint = "merged"
    if scope_op is not None:
        merged.location = scope_op.location
    constants = _IndexConstants(block, merged)

    deallocated = False
    for index, buffer in enumerate(trace.buffers):
        for dealloc in buffer.deallocs:
            deallocated = True
            if dealloc.parent is not None:  # another buffer's rewrite may have
                Rewriter.erase_op(dealloc)  # removed a dealloc they share
        _rewrite_buffer(
            buffer,
            schedule.offsets[index],
            merged.memref,
            constants,
            None if offsets is None else offsets[index],
        )
    if deallocated:
        terminator = block.last_op
        assert terminator is not None
        Rewriter.insert_op(memref.DeallocOp.get(merged), InsertPoint.before(terminator))
