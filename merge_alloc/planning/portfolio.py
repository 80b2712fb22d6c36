"""`best`: several fast heuristics, the smallest plan wins.

No single order suits every trace: on the MiniMalloc benchmarks the best
bottom-up order differs from file to file (by last tick, first tick, conflict
degree, lifetime...), and a few traces favour the reference planner's chunk
merging. `best` runs, in a fixed sequence,

1. bottom-up placement (`skyline.rise`) under each priority of `ORDERINGS`,
2. TFLite's greedy-by-size,
3. the reference's `size-first` and `cost-model` ports,

and keeps the first plan with the smallest arena (so ties are broken by that
sequence, and the result is deterministic). It stops as soon as a plan meets
the lower bound. Since (2) and (3) are among the candidates, `best` is never
larger than any of them (on problems up to `REFERENCE_WORK`).

Large problems get less: beyond `FULL_WORK` buffers + conflicting pairs
only the first `LARGE_ORDERINGS` priorities run, with heights instead of
adjacency lists; the reference ports only up to `REFERENCE_WORK` (they walk
every conflict in Python); greedy-by-size up to `GREEDY_WORK`, and beyond
`REFERENCE_WORK` first, because on the traces of large functions it often
meets the lower bound at once. So 20,000 buffers plan in a fraction of a
second, and `best` is never larger than greedy-by-size up to `GREEDY_WORK`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.greedy import place_in_smallest_gap, size_order
from merge_alloc.planning.problem import MemorySchedule, PlanningProblem
from merge_alloc.planning.reference import cost_model, size_first
from merge_alloc.planning.skyline import rise

RankKey = Callable[[int], tuple[int, ...]]


def _by_last(graph: ConflictGraph) -> RankKey:
    lasts, sizes, alignments = graph.lasts, graph.sizes, graph.alignments
    return lambda i: (-alignments[i], -lasts[i], -sizes[i], i)


def _by_first(graph: ConflictGraph) -> RankKey:
    firsts, sizes, alignments = graph.firsts, graph.sizes, graph.alignments
    return lambda i: (-alignments[i], firsts[i], -sizes[i], i)


def _by_first_longest(graph: ConflictGraph) -> RankKey:
    firsts, lasts, alignments = graph.firsts, graph.lasts, graph.alignments
    return lambda i: (-alignments[i], firsts[i], firsts[i] - lasts[i], i)


def _by_degree(graph: ConflictGraph) -> RankKey:
    degrees, sizes, alignments = graph.degrees, graph.sizes, graph.alignments
    return lambda i: (-alignments[i], -degrees[i], -sizes[i], i)


def _by_lifetime(graph: ConflictGraph) -> RankKey:
    firsts, lasts, sizes = graph.firsts, graph.lasts, graph.sizes
    alignments = graph.alignments
    return lambda i: (-alignments[i], firsts[i] - lasts[i], -sizes[i], i)


def _by_area(graph: ConflictGraph) -> RankKey:
    firsts, lasts, sizes = graph.firsts, graph.lasts, graph.sizes
    alignments = graph.alignments
    return lambda i: (-alignments[i], -sizes[i] * (lasts[i] - firsts[i] + 1), i)


def _by_size(graph: ConflictGraph) -> RankKey:
    firsts, sizes, alignments = graph.firsts, graph.sizes, graph.alignments
    return lambda i: (-alignments[i], -sizes[i], firsts[i], i)


ORDERINGS: dict[str, Callable[[ConflictGraph], RankKey]] = {
    "last tick": _by_last,
    "first tick": _by_first,
    "first tick, longest": _by_first_longest,
    "conflict degree": _by_degree,
    "lifetime": _by_lifetime,
    "area": _by_area,
    "size": _by_size,
}
"""Priorities for bottom-up placement, best first on the MiniMalloc
benchmarks. Each first prefers buffers that need a larger alignment (among
buffers that can go equally low, they can use fewer offsets than the others)
and ends with the index, so ranks are unique."""

FULL_WORK = 200_000
"""Up to this many buffers + conflicting pairs, every heuristic runs."""

LARGE_ORDERINGS = 2
"""How many `ORDERINGS` run on larger problems."""

REFERENCE_WORK = 250_000
"""Up to this many buffers + conflicting pairs, the reference ports run too."""

GREEDY_WORK = 500_000
"""Up to this many buffers + conflicting pairs, greedy-by-size runs; above
`REFERENCE_WORK` it runs first, since on function-like traces it often meets
the lower bound and the priorities are then skipped."""


def rank_of(graph: ConflictGraph, key: RankKey) -> list[int]:
    """Each buffer's position when sorted by `key`."""
    rank = [0] * len(graph)
    for position, index in enumerate(sorted(range(len(graph)), key=key)):
        rank[index] = position
    return rank


@dataclass
class Incumbent:
    """The smallest plan seen so far; a later plan replaces it only if it is
    strictly smaller, so the first of equal plans wins."""

    graph: ConflictGraph
    offsets: list[int] | None = None
    total: int = 0
    source: str = ""
    rise_rank: list[int] | None = None
    """The priority whose bottom-up plan was smallest (where a search may
    start)."""
    rise_total: int = 0

    def offer(self, offsets: list[int], source: str) -> None:
        total = self.graph.total(offsets)
        if self.offsets is None or total < self.total:
            self.offsets, self.total, self.source = offsets, total, source

    @property
    def optimal(self) -> bool:
        return self.offsets is not None and self.total <= self.graph.lower_bound

    def schedule(self) -> MemorySchedule:
        assert self.offsets is not None
        return self.graph.schedule(self.offsets, proven_optimal=self.optimal)


def greedy_by_size_offsets(graph: ConflictGraph) -> list[int]:
    """TFLite's greedy-by-size plan of `graph`."""
    return place_in_smallest_gap(graph, size_order(graph))


def _reference_offsets(
    graph: ConflictGraph, planner: Callable[[PlanningProblem], MemorySchedule]
) -> list[int]:
    schedule = planner(graph.problem)
    return [schedule.offsets[buffer_id] for buffer_id in graph.ids]


def heuristic_plans(graph: ConflictGraph) -> Incumbent:
    """Run the portfolio on `graph` and return the winner (see the module
    docstring for what runs when)."""
    incumbent = Incumbent(graph)
    if len(graph) == 0:
        incumbent.offer([], "empty")
        return incumbent
    work = len(graph) + graph.pair_count
    orderings: Sequence[str] = list(ORDERINGS)
    if work <= FULL_WORK:
        graph.neighbours  # noqa: B018 -- adjacency makes `rise` faster here
    else:
        orderings = orderings[:LARGE_ORDERINGS]
    large = work > REFERENCE_WORK
    if large and work <= GREEDY_WORK:
        incumbent.offer(greedy_by_size_offsets(graph), "greedy-by-size")
        if incumbent.optimal:
            return incumbent
    for name in orderings:
        rank = rank_of(graph, ORDERINGS[name](graph))
        offsets = rise(graph, rank)
        total = graph.total(offsets)
        if incumbent.rise_rank is None or total < incumbent.rise_total:
            incumbent.rise_rank, incumbent.rise_total = rank, total
        incumbent.offer(offsets, name)
        if incumbent.optimal:
            return incumbent
    if large:
        return incumbent
    incumbent.offer(greedy_by_size_offsets(graph), "greedy-by-size")
    for name, planner in (("size-first", size_first), ("cost-model", cost_model)):
        if incumbent.optimal:
            break
        incumbent.offer(_reference_offsets(graph, planner), name)
    return incumbent


def best(problem: PlanningProblem) -> MemorySchedule:
    """The smallest plan of the heuristic portfolio."""
    return heuristic_plans(ConflictGraph(problem)).schedule()
