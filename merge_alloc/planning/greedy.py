"""The greedy planners of other ML compilers, reproduced decision for decision.

Each visits the buffers once in a fixed order and places each for good, so
reports can compare merge-alloc's planners with what TFLite, ExecuTorch and
TVM would have produced on the same trace:

* `greedy-by-size` (TFLite's arena planner, `ArenaPlanner` +
  `SimpleMemoryArena::Allocate`): largest buffers first (equal sizes by first
  tick), each in the smallest gap between already placed conflicting buffers
  that fits it, else right above the highest of them.
* `best-fit` (ExecuTorch's `greedy` memory-planning algorithm): largest first
  into *shared objects*; a buffer joins the first object none of whose
  tenants conflicts with it (at the object's start), else the first object
  with room right above its highest conflicting tenant, else a new object.
  Objects are laid out one after the other.
* `greedy-by-conflicts` (TVM USMP's `greedy_by_conflicts`): buffers with the
  most conflicts first (then the largest, then by name, descending), each
  right above the highest already placed conflicting buffer.

All sizes are reserved bytes (`PlanningProblem.reserved`), all conflicts the
problem's (explicit relation or lifetime overlap), and every offset is rounded
up to the buffer's own alignment, which the originals either lack or apply to
the neighbour instead; with alignment 1 the plans are the originals'.
"""

from __future__ import annotations

from collections.abc import Sequence

from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.problem import MemorySchedule, PlanningProblem

_UNPLACED = -1


INTERVAL_GAPS_PAIRS = 500_000
"""From this many conflicting pairs on (lifetime conflicts, no adjacency lists
built), `place_in_smallest_gap` finds each buffer's placed neighbours with
numpy over the lifetimes (`_smallest_gaps_by_lifetimes`): the adjacency lists
alone would cost more (a 10,000-buffer LSTM trace has 9.5 million pairs:
about 7 s of CPU in Python, 0.3 s this way)."""

INTERVAL_GAPS_BUFFERS = 30_000
"""Up to this many buffers: the lifetime scan costs about n * n / 2 vector
steps, which beyond this size the adjacency lists beat again."""


def gaps_by_lifetimes(graph: ConflictGraph) -> bool:
    """Whether `place_in_smallest_gap` scans lifetimes instead of adjacency
    lists on `graph` (lifetime conflicts, many pairs, no lists built yet)."""
    return (
        not graph.explicit
        and "neighbours" not in graph.__dict__
        and len(graph) <= INTERVAL_GAPS_BUFFERS
        and graph.pair_count >= INTERVAL_GAPS_PAIRS
    )


def place_in_smallest_gap(graph: ConflictGraph, order: Sequence[int]) -> list[int]:
    """TFLite's placement: each buffer, in `order`, into the smallest gap
    between already placed conflicting buffers that fits it (the lowest such
    gap on ties), else above all of them."""
    if gaps_by_lifetimes(graph):
        return _smallest_gaps_by_lifetimes(graph, order)
    sizes = graph.sizes
    alignments = graph.alignments
    neighbours = graph.neighbours
    offsets = [_UNPLACED] * len(sizes)
    ends = [0] * len(sizes)
    by_offset = offsets.__getitem__
    for index in order:
        size = sizes[index]
        alignment = alignments[index]
        placed = [other for other in neighbours[index] if offsets[other] != _UNPLACED]
        placed.sort(key=by_offset)
        best_offset = _UNPLACED
        best_gap = 0
        top = 0
        for other in placed:
            start = offsets[other]
            if start - top >= size:
                candidate = -(-top // alignment) * alignment
                gap = start - top
                if candidate + size <= start and (
                    best_offset == _UNPLACED or gap < best_gap
                ):
                    best_offset, best_gap = candidate, gap
            end = ends[other]
            if end > top:
                top = end
        if best_offset == _UNPLACED:
            best_offset = -(-top // alignment) * alignment
        offsets[index] = best_offset
        ends[index] = best_offset + size
    return offsets


def first_fit_by_lifetimes(graph: ConflictGraph, order: Sequence[int]) -> list[int]:
    """`place_first_fit` for lifetime conflicts without adjacency lists (see
    `_gaps_by_lifetimes`): each buffer, in `order`, at the lowest offset
    where it fits between the placed buffers it overlaps. In size or area
    order this is the first-fit greedy of other planners (omnimalloc's
    `greedy_by_size`, `greedy_by_area`), which on some long traces packs
    tighter than TFLite's smallest gap; `best` runs it where the adjacency
    lists would cost millions of pairs (`portfolio.heuristic_plans`)."""
    return _gaps_by_lifetimes(graph, order, lowest=True)


def _smallest_gaps_by_lifetimes(
    graph: ConflictGraph, order: Sequence[int]
) -> list[int]:
    """`place_in_smallest_gap` for lifetime conflicts, the same plan without
    adjacency lists (see `_gaps_by_lifetimes`)."""
    return _gaps_by_lifetimes(graph, order, lowest=False)


def _gaps_by_lifetimes(
    graph: ConflictGraph, order: Sequence[int], lowest: bool
) -> list[int]:
    """Each buffer, in `order`, into the smallest gap that fits it (or, when
    `lowest`, the lowest one) between the placed buffers whose lifetimes
    overlap its own (one vector comparison over all buffers), else above all
    of them; the scan over them in offset order is a prefix maximum.

    Sorted by offset, the gap before neighbour k starts at the highest end
    among neighbours 0..k-1 (or 0); the Python loop takes the first gap
    that fits with the smallest size, so does `argmin` (its first minimum);
    first fit takes the first gap that fits (`argmax` of the fits), as
    `place_first_fit`'s candidate stops below the first neighbour it fits
    under. Equal offsets need no tie rule: after the first of them the
    running top is past their common start, so no gap opens before the
    others."""
    import numpy

    count = len(graph)
    # The placed buffers in offset order (stable: a later buffer goes after
    # those of its offset), so the overlapping ones come out sorted without
    # a sort per buffer; `placed_*[:held]` are live.
    placed_starts = numpy.zeros(count, dtype=numpy.int64)
    placed_ends = numpy.zeros(count, dtype=numpy.int64)
    placed_firsts = numpy.zeros(count, dtype=numpy.int64)
    placed_lasts = numpy.zeros(count, dtype=numpy.int64)
    columns = (placed_starts, placed_ends, placed_firsts, placed_lasts)
    offsets = [0] * count
    sizes, alignments = graph.sizes, graph.alignments
    firsts, lasts = graph.firsts, graph.lasts
    biggest = numpy.iinfo(numpy.int64).max
    for held, index in enumerate(order):
        size = sizes[index]
        alignment = alignments[index]
        first, last = firsts[index], lasts[index]
        overlapping = (placed_firsts[:held] <= last) & (placed_lasts[:held] >= first)
        neighbour_starts = placed_starts[:held][overlapping]
        offset = 0
        if neighbour_starts.size:
            neighbour_ends = placed_ends[:held][overlapping]
            tops = numpy.empty_like(neighbour_ends)
            tops[0] = 0
            numpy.maximum.accumulate(neighbour_ends[:-1], out=tops[1:])
            numpy.maximum(tops, 0, out=tops)
            gaps = neighbour_starts - tops
            candidates = -(-tops // alignment) * alignment
            fits = (gaps >= size) & (candidates + size <= neighbour_starts)
            if fits.any():
                chosen = (
                    int(numpy.argmax(fits))
                    if lowest
                    else int(numpy.argmin(numpy.where(fits, gaps, biggest)))
                )
                offset = int(candidates[chosen])
            else:
                top = max(int(neighbour_ends.max()), int(tops[-1]), 0)
                offset = -(-top // alignment) * alignment
        at = int(numpy.searchsorted(placed_starts[:held], offset, side="right"))
        for column in columns:
            column[at + 1 : held + 1] = column[at:held]
        placed_starts[at] = offset
        placed_ends[at] = offset + size
        placed_firsts[at] = first
        placed_lasts[at] = last
        offsets[index] = offset
    return offsets


def place_on_top(graph: ConflictGraph, order: Sequence[int]) -> list[int]:
    """TVM's placement: each buffer, in `order`, right above the highest
    already placed buffer it conflicts with (gaps below are never used)."""
    sizes = graph.sizes
    neighbours = graph.neighbours
    offsets = [_UNPLACED] * len(sizes)
    ends = [0] * len(sizes)
    for index in order:
        top = max(
            (ends[other] for other in neighbours[index] if offsets[other] != _UNPLACED),
            default=0,
        )
        offset = graph.aligned_up(top, index)
        offsets[index] = offset
        ends[index] = offset + sizes[index]
    return offsets


def place_first_fit(graph: ConflictGraph, order: Sequence[int]) -> list[int]:
    """TVM hill-climb's placement: each buffer, in `order`, at the lowest
    offset where it fits between the already placed buffers it conflicts
    with."""
    sizes = graph.sizes
    alignments = graph.alignments
    neighbours = graph.neighbours
    offsets = [_UNPLACED] * len(sizes)
    ends = [0] * len(sizes)
    by_offset = offsets.__getitem__
    for index in order:
        size = sizes[index]
        alignment = alignments[index]
        placed = [other for other in neighbours[index] if offsets[other] != _UNPLACED]
        placed.sort(key=by_offset)
        candidate = 0
        for other in placed:
            if candidate + size <= offsets[other]:
                break
            end = ends[other]
            if end > candidate:
                candidate = -(-end // alignment) * alignment
        offsets[index] = candidate
        ends[index] = candidate + size
    return offsets


def size_order(graph: ConflictGraph) -> list[int]:
    """TFLite's order: largest first, equal sizes by first tick, then input
    order (`std::sort` leaves the rest unspecified)."""
    sizes, firsts = graph.sizes, graph.firsts
    return sorted(range(len(sizes)), key=lambda i: (-sizes[i], firsts[i], i))


def greedy_by_size(problem: PlanningProblem) -> MemorySchedule:
    """TFLite's greedy-by-size offset calculation."""
    graph = ConflictGraph(problem)
    return graph.schedule(place_in_smallest_gap(graph, size_order(graph)))


def tvm_name_key(buffer_id: int) -> str:
    """TVM breaks its last ties by buffer name, descending as strings; a
    buffer's name here is its id written in decimal."""
    return str(buffer_id)


def conflicts_order(graph: ConflictGraph) -> list[int]:
    """TVM's `greedy_by_conflicts` order: most conflicts, then largest, then
    name descending."""
    degrees, sizes, ids = graph.degrees, graph.sizes, graph.ids
    by_name = sorted(range(len(ids)), key=lambda i: tvm_name_key(ids[i]), reverse=True)
    return sorted(by_name, key=lambda i: (-degrees[i], -sizes[i]))


def tvm_size_order(graph: ConflictGraph) -> list[int]:
    """TVM's `greedy_by_size` order (also hill-climb's start): largest, then
    most conflicts, then name descending."""
    degrees, sizes, ids = graph.degrees, graph.sizes, graph.ids
    by_name = sorted(range(len(ids)), key=lambda i: tvm_name_key(ids[i]), reverse=True)
    return sorted(by_name, key=lambda i: (-sizes[i], -degrees[i]))


def greedy_by_conflicts(problem: PlanningProblem) -> MemorySchedule:
    """TVM USMP's greedy-by-conflicts."""
    graph = ConflictGraph(problem)
    return graph.schedule(place_on_top(graph, conflicts_order(graph)))


def best_fit(problem: PlanningProblem) -> MemorySchedule:
    """ExecuTorch's greedy memory planning (shared objects, largest first).

    ExecuTorch sorts its tensor set by size with `bisect.insort` (equal sizes
    stay in iteration order) and then reverses the list, so equal sizes are
    visited in reverse input order here.
    """
    graph = ConflictGraph(problem)
    sizes = graph.sizes
    neighbours = graph.neighbours
    count = len(sizes)
    ascending = sorted(range(count), key=lambda i: sizes[i])
    order = ascending[::-1]
    owner = [_UNPLACED] * count  # shared object of each placed buffer
    inner = [0] * count  # offset inside its shared object
    object_sizes: list[int] = []
    object_alignments: list[int] = []
    for index in order:
        size = sizes[index]
        # The highest end of a conflicting tenant, per shared object.
        tops: dict[int, int] = {}
        for other in neighbours[index]:
            shared = owner[other]
            if shared != _UNPLACED:
                end = inner[other] + sizes[other]
                if end > tops.get(shared, 0):
                    tops[shared] = end
        chosen = _UNPLACED
        offset = 0
        for shared in range(len(object_sizes)):
            if shared not in tops:
                chosen = shared
                break
        if chosen == _UNPLACED:
            for shared in range(len(object_sizes)):
                candidate = graph.aligned_up(tops[shared], index)
                if candidate + size <= object_sizes[shared]:
                    chosen, offset = shared, candidate
                    break
        if chosen == _UNPLACED:
            chosen = len(object_sizes)
            object_sizes.append(size)
            object_alignments.append(1)
        owner[index] = chosen
        inner[index] = offset
        alignment = graph.alignments[index]
        if alignment > object_alignments[chosen]:
            object_alignments[chosen] = alignment
    # Shared objects follow one another, each aligned for its tenants.
    object_offsets: list[int] = []
    top = 0
    for size, alignment in zip(object_sizes, object_alignments, strict=True):
        start = -(-top // alignment) * alignment
        object_offsets.append(start)
        top = start + size
    offsets = [object_offsets[owner[i]] + inner[i] for i in range(count)]
    return graph.schedule(offsets)
