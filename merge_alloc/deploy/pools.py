"""Memory pools: named parts of a memory space, with a capacity and fallbacks.

A target often has a small fast memory and a large slow one in the same
address space (TVM USMP's use case U3): the `pools` option names them, and
each buffer of a function's arena goes to the first pool of its memory space
it fits in. One xdsl-opt option string holds the whole declaration::

    pools     ::= pool (',' pool)*
    pool      ::= NAME [':' [CAPACITY] [':' ALIGNMENT]] ['@' SPACE]
    CAPACITY  ::= INTEGER ['k' | 'K' | 'm' | 'M']   bytes; k = 1024, m = 1024 * 1024
    SPACE     ::= INTEGER | IDENTIFIER

`merge-alloc{pools="sram:64k,dram"}`: buffers of the default memory space go
to `sram` (at most 65536 bytes), the rest to `dram` (unbounded).
`l1:4096:128@1,l2@1` declares two pools of memory space 1 (`l1` aligned to
128 bytes); `@workgroup` means `#gpu.address_space<workgroup>`. The pools of
one space are its candidates in the order written; buffers of a space never
move to a pool of another space, and a space without pools keeps one
unbounded arena.

Spilling (`plan_in_pools`): everything starts in the first pool. While a
pool's plan exceeds its capacity, buffers move to the next pool and both are
planned again. When the peak of live bytes is over the capacity, the largest
(then live at the most over-full ticks, then longest-lived) movable buffers
live at the peak tick move, as many as the excess needs; when the peak fits
but the planner's fragmentation does not, the largest buffer that reaches
past the capacity. Blocks of a callee's workspace (whole-module planning)
stay in the pool the callee was planned with. When the last candidate pool
is over its capacity, the error names the buffer and the pool.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from xdsl.dialects import builtin, func, memref
from xdsl.ir import Attribute

from merge_alloc.analysis.trace import LifetimeTrace, TracedBuffer
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects.gpu import AddressSpaceAttr
from merge_alloc.options import Pool
from merge_alloc.planning.problem import MemorySchedule, aligned


def space_key(space: Attribute | None) -> str | None:
    """How the `pools` option names a memory space: None for the default,
    the integer of an integer space, the name of a `#gpu.address_space`."""
    if space is None or isinstance(space, builtin.NoneAttr):
        return None
    if isinstance(space, builtin.IntegerAttr):
        value = space.value.data  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        return str(value)  # pyright: ignore[reportUnknownArgumentType]
    if isinstance(space, AddressSpaceAttr):
        return space.data.value
    return str(space)


def pools_of_space(pools: Sequence[Pool], space: Attribute | None) -> list[Pool]:
    """The candidate pools of `space`, in fallback order."""
    key = space_key(space)
    return [pool for pool in pools if pool.space == key]


@dataclass(frozen=True, slots=True)
class PooledTrace:
    """The part of one trace placed in one pool, and its plan."""

    pool: Pool | None
    trace: LifetimeTrace
    schedule: MemorySchedule


Planner = Callable[[LifetimeTrace, int], MemorySchedule]
"""Plans a trace at a granularity (the driver's validated planner)."""


def _in_pool(buffers: Sequence[TracedBuffer], pool: Pool) -> list[TracedBuffer]:
    """The buffers with the pool's alignment applied."""
    return [
        buffer
        if buffer.alignment >= pool.alignment
        else replace(buffer, alignment=pool.alignment)
        for buffer in buffers
    ]


def plan_in_pools(
    trace: LifetimeTrace,
    pools: Sequence[Pool],
    pinned: Mapping[memref.AllocOp, str],
    plan: Planner,
    granularity: int,
    function: func.FuncOp,
) -> list[PooledTrace]:
    """Split `trace` over its candidate `pools` (see the module docstring).

    `pinned` fixes the pool of some allocs (blocks of callees' workspaces).
    Returns one entry per non-empty pool, in pool order; without pools, the
    whole trace in one unnamed pool.
    """
    if not pools:
        return [PooledTrace(None, trace, plan(trace, granularity))]
    names = [pool.name for pool in pools]
    home: dict[int, int] = {}
    for index, buffer in enumerate(trace.buffers):
        pool_name = pinned.get(buffer.alloc)
        home[index] = names.index(pool_name) if pool_name in names else 0
    movable = {i for i, b in enumerate(trace.buffers) if b.alloc not in pinned}
    cache: dict[tuple[int, tuple[int, ...]], MemorySchedule] = {}

    def members(position: int) -> tuple[int, ...]:
        return tuple(i for i in range(len(trace.buffers)) if home[i] == position)

    def sub_trace(position: int, indices: tuple[int, ...]) -> LifetimeTrace:
        buffers = [trace.buffers[i] for i in indices]
        return LifetimeTrace(
            trace.scope,
            trace.memory_space,
            _in_pool(buffers, pools[position]),
            _pairs_within(trace.inplace, indices),
        )

    def schedule_of(position: int, indices: tuple[int, ...]) -> MemorySchedule:
        key = (position, indices)
        if key not in cache:
            pool_granularity = max(granularity, pools[position].alignment)
            cache[key] = plan(sub_trace(position, indices), pool_granularity)
        return cache[key]

    while True:
        over: tuple[int, tuple[int, ...], MemorySchedule] | None = None
        for position, pool in enumerate(pools):
            indices = members(position)
            if not indices or pool.capacity is None:
                continue
            schedule = schedule_of(position, indices)
            if schedule.total > pool.capacity:
                over = (position, indices, schedule)
                break
        if over is None:
            break
        position, indices, schedule = over
        pool = pools[position]
        assert pool.capacity is not None
        pool_granularity = max(granularity, pool.alignment)
        victims = _spill_choice(
            [(i, trace.buffers[i]) for i in indices],
            [schedule.offsets[k] for k in range(len(indices))],
            movable,
            pool.capacity,
            pool_granularity,
            trace.inplace,
        )
        if not victims:
            blocks = ", ".join(
                f"%{trace.buffers[i].alloc.memref.name_hint} "
                f"({trace.buffers[i].size} bytes)"
                for i in indices
            )
            raise MergeAllocError(
                function,
                f"@{function.sym_name.data}: {pool} cannot hold the blocks of "
                f"its callees' workspaces planned in it ({blocks}: "
                f"{schedule.total} bytes); each callee was planned with the "
                "whole pool",
            )
        if position + 1 == len(pools):
            buffer = trace.buffers[victims[0]]
            raise MergeAllocError(
                buffer.alloc,
                f"({buffer.size} bytes) in @{function.sym_name.data} does not fit "
                f"in {pool}: the pool needs {schedule.total} bytes and no fallback "
                "pool follows it",
            )
        for victim in victims:
            home[victim] = position + 1

    result: list[PooledTrace] = []
    for position, pool in enumerate(pools):
        indices = members(position)
        if indices:
            result.append(
                PooledTrace(
                    pool, sub_trace(position, indices), schedule_of(position, indices)
                )
            )
    return result


def _pairs_within(
    pairs: Sequence[tuple[int, int]], indices: Sequence[int]
) -> list[tuple[int, int]]:
    """The in-place pairs (trace indices) with both buffers among `indices`,
    renumbered as positions in `indices`: a pair split over two pools cannot
    share bytes, one kept together still can."""
    position = {index: k for k, index in enumerate(indices)}
    return [
        (position[donor], position[reuser])
        for donor, reuser in pairs
        if donor in position and reuser in position
    ]


def _spill_choice(
    members: Sequence[tuple[int, TracedBuffer]],
    offsets: Sequence[int],
    movable: set[int],
    capacity: int,
    granularity: int,
    inplace: Sequence[tuple[int, int]] = (),
) -> list[int]:
    """The buffers to move out of an over-full pool (module docstring), as
    indices in the trace, first choice first; empty when only pinned buffers
    are there. When the peak itself is over capacity, the largest buffers
    live at the peak until the peak would fit (one replanning for many
    moves); otherwise one buffer. The peak counts an in-place pair (trace
    indices in `inplace`) live together once, as the planner places it."""

    def reserved(buffer: TracedBuffer) -> int:
        return aligned(buffer.size, granularity)

    by_index = dict(members)

    def live_bytes(live: Sequence[tuple[int, TracedBuffer]]) -> int:
        indices = {index for index, _ in live}
        shared = sum(
            min(reserved(by_index[donor]), reserved(by_index[reuser]))
            for donor, reuser in inplace
            if donor in indices and reuser in indices
        )
        return sum(reserved(buffer) for _, buffer in live) - shared

    starts = sorted(members, key=lambda item: (item[1].first, item[0]))
    live: list[tuple[int, TracedBuffer]] = []
    peak_bytes, peak_set = -1, list[tuple[int, TracedBuffer]]()
    # Per buffer, at how many ticks where a buffer starts the pool is over
    # capacity while it is live: moving one live at several such ticks
    # relieves them all (on examples/mlp.mlir with pools="a:64k,b:64k" the
    # middle buffer, live beside both others, is the one to move; moving the
    # first, then the middle one, needed 128 KiB in the fallback pool).
    over_full: dict[int, int] = {}
    for item in starts:
        live = [other for other in live if other[1].last >= item[1].first]
        live.append(item)
        total = live_bytes(live)
        if total > capacity:
            for index, _ in live:
                over_full[index] = over_full.get(index, 0) + 1
        if total > peak_bytes:
            peak_bytes, peak_set = total, list(live)

    def weight(item: tuple[int, TracedBuffer]) -> tuple[int, int, int, int]:
        index, buffer = item
        return (
            reserved(buffer),
            over_full.get(index, 0),
            buffer.last - buffer.first,
            -buffer.alloc_tick,
        )

    if peak_bytes > capacity:
        candidates = sorted(
            (item for item in peak_set if item[0] in movable), key=weight, reverse=True
        )
        chosen: list[int] = []
        excess = peak_bytes - capacity
        for index, buffer in candidates:
            if excess <= 0:
                break
            chosen.append(index)
            excess -= reserved(buffer)
        if chosen:
            return chosen
    candidates = [
        item
        for (item, offset) in zip(members, offsets, strict=True)
        if item[0] in movable and offset + reserved(item[1]) > capacity
    ] or [item for item in members if item[0] in movable]
    if not candidates:
        return []
    return [max(candidates, key=weight)[0]]
