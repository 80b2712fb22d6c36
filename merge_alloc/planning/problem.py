"""The data a memory planner consumes and produces.

A planner never sees IR. It receives the buffers of one allocation scope as
plain records (size and inclusive tick lifetime) and answers with a
`MemorySchedule`: the arena size and a byte offset per buffer. This is what
makes planners testable, benchmarkable on recorded traces (see `trace_csv`) and
replaceable by users.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from sortedcontainers import SortedList  # pyright: ignore[reportMissingTypeStubs]


@dataclass(frozen=True, slots=True)
class BufferLifetime:
    """One buffer to place.

    `first` and `last` are inclusive ticks: the buffer is live at every tick
    `t` with `first <= t <= last`. Two buffers conflict (must not share a byte)
    iff their tick intervals intersect. A buffer that is never accessed has
    `first == last == -1` (the reference planner still places it, at the very
    start of the timeline).

    `order` breaks ties between buffers whose events coincide; the tick-based
    collector uses the tick of the `memref.alloc`, so the result does not depend
    on hash order.
    """

    id: int
    size: int
    first: int
    last: int
    order: int = 0

    def overlaps(self, other: BufferLifetime) -> bool:
        return self.first <= other.last and other.first <= self.last


@dataclass(frozen=True, slots=True)
class MemorySchedule:
    """A planner's answer: the arena size and the byte offset of each buffer id."""

    total: int
    offsets: Mapping[int, int]


class MemoryPlanner(Protocol):
    """A planner: places `buffers` in one arena.

    Contract: every offset is a multiple of `alignment`; for each buffer,
    `offset + size <= total`; two buffers whose lifetimes overlap occupy disjoint
    byte ranges. `merge_alloc.planning.validate_schedule` checks all three.
    """

    def __call__(
        self, buffers: Sequence[BufferLifetime], alignment: int
    ) -> MemorySchedule: ...


def aligned(size: int, alignment: int) -> int:
    """`size` rounded up to a multiple of `alignment`."""
    return -(-size // alignment) * alignment


def peak_live_bytes(buffers: Sequence[BufferLifetime], alignment: int = 1) -> int:
    """The lower bound of any plan: the largest sum of sizes live at one tick.

    Sizes are rounded up to `alignment`, as every planner here must do.
    """
    events: list[tuple[int, int]] = []
    for buffer in buffers:
        size = aligned(buffer.size, alignment)
        events.append((buffer.first, size))
        events.append((buffer.last + 1, -size))
    # At equal ticks, apply the frees (negative sizes) first: intervals are
    # inclusive, so a buffer ending at t-1 is gone before one starting at t.
    events.sort()
    live = peak = 0
    for _, delta in events:
        live += delta
        peak = max(peak, live)
    return peak


class ScheduleError(ValueError):
    """A schedule violates the planner contract."""


def validate_schedule(
    buffers: Sequence[BufferLifetime], schedule: MemorySchedule, alignment: int
) -> None:
    """Raise `ScheduleError` unless `schedule` is a valid placement of `buffers`.

    Runs in O(n log n + k) for k conflicting pairs found; it sweeps the tick
    axis and keeps the live buffers ordered by offset.
    """
    if alignment <= 0:
        raise ValueError(f"alignment must be positive, got {alignment}")
    for buffer in buffers:
        if buffer.id not in schedule.offsets:
            raise ScheduleError(f"buffer {buffer.id} has no offset")
        offset = schedule.offsets[buffer.id]
        if offset < 0 or offset % alignment:
            raise ScheduleError(
                f"buffer {buffer.id}: offset {offset} is not a non-negative "
                f"multiple of {alignment}"
            )
        if offset + buffer.size > schedule.total:
            raise ScheduleError(
                f"buffer {buffer.id}: [{offset}, {offset + buffer.size}) lies "
                f"outside the arena of {schedule.total} bytes"
            )
    # Sweep: at each tick, the live set must be pairwise byte-disjoint.
    # Live buffers are kept ordered by offset; they are disjoint, so a new
    # buffer can only collide with its two neighbours in that order.
    starts = sorted(buffers, key=lambda b: (b.first, b.id))
    ends = sorted(buffers, key=lambda b: (b.last, b.id))
    # Entries (offset, id, size); ids are unique, so sizes never decide order.
    live: Any = SortedList()
    end_index = 0
    for buffer in starts:
        while end_index < len(ends) and ends[end_index].last < buffer.first:
            ended = ends[end_index]
            live.discard((schedule.offsets[ended.id], ended.id, ended.size))
            end_index += 1
        if buffer.size <= 0:
            continue
        entry = (schedule.offsets[buffer.id], buffer.id, buffer.size)
        position = cast(int, live.bisect_left(entry))
        neighbours = cast(
            list[tuple[int, int, int]], live[max(0, position - 1) : position + 1]
        )
        offset = entry[0]
        for other, other_id, other_size in neighbours:
            if offset < other + other_size and other < offset + buffer.size:
                raise ScheduleError(
                    f"buffers {other_id} and {buffer.id} are live at the "
                    f"same time and share bytes"
                )
        live.add(entry)
