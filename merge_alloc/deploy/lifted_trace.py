"""The function's trace after its nested arenas are lifted, without lifting them.

With a static arena, a function's own arena is planned with its lifted nested
arenas among its buffers (`merge_alloc.deploy.arena_lifting`). Their lifetimes
follow from the first trace, but the *tick values* of the function's trace do
not: ticks number ops, and the rewrite of each nested scope adds and removes
ops (the offset constants, thread ids and views the mutator creates, the lifted
buffer itself). The planners read more than the order of ticks (the portfolio
ranks buffers by `size x (last - first + 1)`), so a trace with other tick
values can give another plan. The mutator is a replaceable stage, so which ops
it adds is only known by running it.

`trace_after_lifting` therefore runs the nested rewrites and the lifting on a
scratch copy of the function and traces that copy, put in the function's place
for the duration (calls, symbols and the module resolve as for the function
itself). The function's own blocks are set aside meanwhile and put back, so
the module is left exactly as it was: same ops, same objects. The copy's trace
is mapped back to the function's ops; the lifted buffers are the detached
allocs created on the copy, which the rewrite later inserts as the lifted
buffers (`lift_arena(..., lifted=...)`), so the plan refers to them directly.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from xdsl.dialects import builtin, func, memref
from xdsl.ir import Block, Operation, Region, SSAValue

from merge_alloc.analysis.trace import FunctionTrace, LifetimeTrace
from merge_alloc.analysis.walk import walk
from merge_alloc.deploy.arena import new_merged_buffer
from merge_alloc.deploy.arena_lifting import lift_arena
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects.scf import ForallOp
from merge_alloc.planning.problem import MemorySchedule


@dataclass(slots=True, eq=False)
class LiftedArena:
    """One nested arena planned as a block of its function's arena."""

    trace: LifetimeTrace
    """The nested scope's trace (the function's ops)."""
    schedule: MemorySchedule
    loops: tuple[ForallOp, ...]
    """The parallel loops its slots are indexed by, innermost first."""
    outermost: Operation
    """The lifted buffer goes right before this op."""
    granularity: int
    hint: str
    lifted: memref.AllocOp | None = None
    """The lifted buffer (detached until the rewrite inserts it); None when
    the nested trace has no buffer."""


AnyOp = TypeVar("AnyOp", bound=Operation)

Mutate = Callable[[LifetimeTrace, MemorySchedule], None]
"""Rewrites one trace with its schedule (the run's mutator)."""


def map_trace(
    trace: LifetimeTrace,
    ops: Mapping[Operation, Operation],
    blocks: Mapping[Block, Block],
) -> LifetimeTrace:
    """`trace` with its scope, allocs, deallocs and loops replaced through
    `ops` and `blocks` (an op not in `ops` stays)."""

    def op(op: AnyOp) -> AnyOp:
        found = ops.get(op, op)
        assert isinstance(found, type(op))
        return found

    buffers = [
        replace(
            buffer,
            alloc=op(buffer.alloc),
            deallocs=tuple(op(d) for d in buffer.deallocs),
            hoisted_past=tuple(op(loop) for loop in buffer.hoisted_past),
        )
        for buffer in trace.buffers
    ]
    return LifetimeTrace(
        blocks[trace.scope], trace.memory_space, buffers, list(trace.inplace)
    )


def trace_after_lifting(
    function: func.FuncOp,
    lifts: Sequence[LiftedArena],
    mutate: Mutate,
    trace: Callable[[], FunctionTrace],
) -> list[LifetimeTrace]:
    """The traces `trace()` gives once every arena of `lifts` is rewritten
    and lifted (module docstring), on the function's own ops and the lifted
    buffers; sets each `LiftedArena.lifted`. `function` is left as it was."""
    values: dict[SSAValue, SSAValue] = {}
    copies: dict[Block, Block] = {}
    copy = function.clone(values, copies)
    to_copy = dict(zip(walk(function), walk(copy), strict=True))
    held = Region()
    function.body.move_blocks(held)
    copy.body.move_blocks(function.body)
    lifted: list[memref.AllocOp] = []
    try:
        for lift in lifts:
            nested = map_trace(lift.trace, to_copy, copies)
            known = set(nested.scope.ops)
            mutate(nested, lift.schedule)
            if not nested.buffers:
                continue
            merged = new_merged_buffer(nested.scope, known, _merged_type(nested, lift))
            loops = tuple(to_copy[loop] for loop in lift.loops)
            assert all(isinstance(loop, ForallOp) for loop in loops)
            lift.lifted = lift_arena(
                merged,
                loops,  # pyright: ignore[reportArgumentType]
                to_copy[lift.outermost],
                lift.granularity,
                lift.hint,
            )
            lifted.append(lift.lifted)
        after = trace()
        back = {copied: original for original, copied in to_copy.items()}
        back_blocks = {copied: original for original, copied in copies.items()}
        traces = [map_trace(t, back, back_blocks) for t in after.traces]
        planned = set(to_copy).union(lifted)
        for mapped in traces:
            for buffer in mapped.buffers:
                if buffer.alloc not in planned:
                    raise MergeAllocError(
                        buffer.alloc,
                        "the mutator left a new 'memref.alloc' in a nested "
                        "arena it rewrote; it cannot be planned as a block of "
                        "the function's arena",
                    )
        return traces
    finally:
        for alloc in lifted:
            alloc.detach()
        scratch = Region()
        function.body.move_blocks(scratch)
        held.move_blocks(function.body)
        for block in scratch.blocks:
            for op in list(block.ops):
                for nested_op in walk(op):
                    nested_op.drop_all_references()


def _merged_type(nested: LifetimeTrace, lift: LiftedArena) -> builtin.MemRefType:
    space = nested.memory_space or builtin.NoneAttr()
    return builtin.MemRefType(
        builtin.i8, [lift.schedule.total], builtin.NoneAttr(), space
    )
