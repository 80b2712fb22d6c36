"""Planners from outside the project, adapted to our contract for comparison.

The `omnimalloc` package (PyPI, Apache-2.0, C++ backend) packs allocations
`Allocation(id, size, start, end)` with half-open integer lifetimes, starting
at tick 0, with positive sizes and no alignment. `omnimalloc_planner` adapts a
`PlanningProblem` to it: every offset must be a multiple of
`problem.uniform_alignment`, so sizes are passed in units of that alignment
(rounded up) and offsets multiplied back; ticks are shifted by one so that the
never-accessed buffers at tick -1 start at 0; zero-sized buffers, which occupy
no byte, are not passed and get offset 0. An explicit conflict relation or
in-place hints are ignored: interval overlap is a superset of the former, so
the plan stays valid. The result is checked with our own `validate_schedule`
like every other planner's.

Selectable as `omnimalloc` (its default allocator) or `omnimalloc:NAME` (any
allocator of its registry, e.g. `omnimalloc:supermalloc`) when installed
(`pip install 'merge-alloc[bench]'`).
"""

from __future__ import annotations

import importlib.util

from merge_alloc.planning.problem import (
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
)

OMNIMALLOC = "omnimalloc"
"""The contender name of omnimalloc's default allocator; `omnimalloc:NAME`
selects another."""


def omnimalloc_installed() -> bool:
    return importlib.util.find_spec("omnimalloc") is not None


def omnimalloc_planner(allocator: str | None = None) -> MemoryPlanner:
    """A planner running omnimalloc's `allocator` (its default when None).

    Raises `ImportError` when omnimalloc is not installed and `KeyError` for an
    allocator name its registry does not know.
    """
    import omnimalloc

    if allocator is not None and allocator not in omnimalloc.available_allocators():
        known = ", ".join(omnimalloc.available_allocators())
        raise KeyError(f"omnimalloc has no allocator {allocator!r}; known: {known}")

    def plan(problem: PlanningProblem) -> MemorySchedule:
        unit = problem.uniform_alignment
        allocations = tuple(
            omnimalloc.Allocation(
                id=buffer.id,
                size=-(-buffer.size // unit),
                start=buffer.first + 1,
                end=buffer.last + 2,
            )
            for buffer in problem.buffers
            if buffer.size > 0
        )
        placed = omnimalloc.allocate(allocations, allocator=allocator)
        offsets = {buffer.id: 0 for buffer in problem.buffers}
        total = 0
        for allocation in placed:
            assert isinstance(allocation.id, int) and allocation.offset is not None
            offset = allocation.offset * unit
            offsets[allocation.id] = offset
            buffer = problem.buffer(allocation.id)
            total = max(total, offset + problem.reserved(buffer))
        return MemorySchedule(total, offsets)

    return plan
