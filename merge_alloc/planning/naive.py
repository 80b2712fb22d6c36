"""`naive`: no reuse at all, the baseline every planner is measured against.

Each buffer gets bytes of its own, stacked in input order (each offset
rounded up to the buffer's alignment). The total is what the program would
need if every `memref.alloc` stayed a separate allocation.
"""

from __future__ import annotations

from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.problem import MemorySchedule, PlanningProblem


def naive(problem: PlanningProblem) -> MemorySchedule:
    """Every buffer its own bytes, in input order."""
    graph = ConflictGraph(problem)
    offsets: list[int] = []
    top = 0
    for index, size in enumerate(graph.sizes):
        offset = graph.aligned_up(top, index)
        offsets.append(offset)
        top = offset + size
    return graph.schedule(offsets)
