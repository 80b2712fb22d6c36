"""The planners every other is measured against: `naive` (no reuse), the
greedy planners of other ML compilers, and TVM USMP's hill climb.

Greedy planners first, then `naive` and `hill-climb` (each under its own
comment).

The greedy planners of other ML compilers, reproduced decision for decision.

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
    # a sort per buffer; `placed[:, :held]` are live. One array of four rows
    # (start, end, first tick, last tick), so that an insertion shifts them
    # in one call: on 13,002 buffers the four shifts and the two boolean
    # selections cost more than the overlap test.
    placed = numpy.zeros((4, count), dtype=numpy.int64)
    placed_starts, placed_ends, placed_firsts, placed_lasts = placed
    offsets = [0] * count
    sizes, alignments = graph.sizes, graph.alignments
    firsts, lasts = graph.firsts, graph.lasts
    biggest = numpy.iinfo(numpy.int64).max
    for held, index in enumerate(order):
        size = sizes[index]
        alignment = alignments[index]
        first, last = firsts[index], lasts[index]
        # (Array methods and in-place operations: per buffer, numpy's call
        # overhead is most of the cost on long traces.)
        live = placed_firsts[:held] <= last
        live &= placed_lasts[:held] >= first
        (overlapping,) = live.nonzero()
        offset = 0
        if overlapping.size:
            neighbour_starts = placed_starts[overlapping]
            neighbour_ends = placed_ends[overlapping]
            # Ends are never negative, so neither is a running top.
            tops = numpy.empty_like(neighbour_ends)
            tops[0] = 0
            numpy.maximum.accumulate(neighbour_ends[:-1], out=tops[1:])
            candidates = tops if alignment == 1 else -(-tops // alignment) * alignment
            # A candidate is at or above its gap's start, so a buffer that
            # fits there fits the gap.
            fits = candidates + size <= neighbour_starts
            chosen = (
                int(fits.argmax())
                if lowest
                else int(numpy.where(fits, neighbour_starts - tops, biggest).argmin())
            )
            if fits[chosen]:
                offset = int(candidates[chosen])
            else:
                top = int(neighbour_ends.max())
                offset = -(-top // alignment) * alignment
        at = int(placed_starts[:held].searchsorted(offset, "right"))
        if at < held:
            # (A copy first: numpy would buffer the overlapping move anyway.)
            placed[:, at + 1 : held + 1] = placed[:, at:held].copy()
        placed[:, at] = (offset, offset + size, first, last)
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


# `naive`: no reuse at all, the baseline every planner is measured against.
#
# Each buffer gets bytes of its own, stacked in input order (each offset
# rounded up to the buffer's alignment). The total is what the program would
# need if every `memref.alloc` stayed a separate allocation.


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


# `hill-climb`: TVM USMP's hill-climb planner (`tir/usmp/algo/hill_climb.cc`).
#
# TVM repeatedly runs a first-fit greedy over a priority list (initially
# TVM's greedy-by-size order) and perturbs the list between runs: it picks a
# buffer at the top of the arena, one of its conflicting buffers that comes
# earlier in the list, and one of *their* earlier conflicting buffers (or
# another first-level one), and swaps the two. A worse plan is rolled back
# (or, rarely, kept with a probability that shrinks with the attempt count).
# It stops after 500 attempts or when the arena reaches the memory pressure
# (the lower bound).
#
# The port reproduces TVM's decisions, including its random numbers: TVM draws
# them with glibc's `rand_r` from seed 0, reimplemented here, so the planner
# is deterministic and matches TVM run for run. Also reproduced: the returned
# plan is the last accepted one, and a swap index left over from an attempt
# that found nothing to swap is rolled back again by the next rejection.
#
# One deviation: Python is about fifty times slower than TVM's C++, and the
# attempt count is TVM's constant. Problems whose greedy pass visits more
# than `FULL_WORK` buffers and conflicts get fewer attempts, shrinking with the
# cube of that size, so that planning time stays bounded (the pass plans
# 20,000-buffer scopes; they get 2 attempts).

ATTEMPTS = 500
"""TVM's `_max_attempts`."""

FULL_WORK = 250_000
"""Problems up to this many buffers plus conflict-list entries get all 500
attempts."""


MAX_PARTNER_DRAWS = 1000
"""Draws of a buffer to swap with the picked one before the attempt gives up
(TVM draws without limit; one draw in four or more finds another buffer)."""


class GlibcRandR:
    """glibc's `rand_r`: three steps of the ANSI C linear congruential
    generator combined into one 31-bit number."""

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> int:
        state = self.state
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        result = (state >> 16) % 2048
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        result = (result << 10) ^ ((state >> 16) % 1024)
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        result = (result << 10) ^ ((state >> 16) % 1024)
        self.state = state
        return result


def attempts_for(graph: ConflictGraph) -> int:
    """TVM's 500 attempts, fewer on problems too large for Python (see the
    module docstring)."""
    work = len(graph) + 2 * graph.pair_count
    if work <= FULL_WORK:
        return ATTEMPTS
    return max(2, ATTEMPTS * FULL_WORK**3 // work**3)


def hill_climb(problem: PlanningProblem) -> MemorySchedule:
    """TVM USMP's hill climb, seeded as TVM seeds it."""
    graph = ConflictGraph(problem)
    count = len(graph)
    if count == 0:
        return graph.schedule([])
    sizes = graph.sizes
    neighbours = graph.neighbours
    rand = GlibcRandR(0)
    order = tvm_size_order(graph)
    position = [0] * count
    for place, index in enumerate(order):
        position[index] = place

    def swap(first: int, second: int) -> None:
        if first == second:
            return
        a, b = order[first], order[second]
        order[first], order[second] = b, a
        position[a], position[b] = second, first

    desired = graph.lower_bound
    best_total = 0
    swap_first = swap_second = -1
    current: list[int] = []
    result: list[int] = []
    for attempt in range(attempts_for(graph)):
        rollback = current
        current = place_first_fit(graph, order)
        total = graph.total(current)
        accept = (
            best_total == 0
            or best_total > total
            or rand() % 100 < 50 * (total - best_total) // total // attempt
        )
        if accept:
            result = current
            best_total = total
            if best_total <= desired:
                break
        else:
            swap(swap_second, swap_first)
            current = rollback
            total = graph.total(current)
        at_top = sorted(
            (i for i in range(count) if current[i] + sizes[i] == total),
            key=position.__getitem__,
        )
        node = at_top[rand() % len(at_top)]
        first_level: list[int] = []
        second_level: list[int] = []
        for near in neighbours[node]:
            if position[node] > position[near]:
                first_level.append(near)
            second_level.extend(
                far for far in neighbours[near] if position[near] > position[far]
            )
        if not first_level:
            continue
        first_level.sort(key=position.__getitem__)
        second_level.sort(key=position.__getitem__)
        pick = first_level[rand() % len(first_level)]
        other = pick
        # TVM draws until it finds another buffer; the draws are capped so
        # that the search is bounded whatever the generator does (at least
        # one of 2 or more distinct candidates differs from `pick`, so TVM's
        # loop ends long before the cap).
        for _ in range(MAX_PARTNER_DRAWS):
            if second_level and rand() % 100 > 25:
                other = second_level[rand() % len(second_level)]
            else:
                other = first_level[rand() % len(first_level)]
            if other != pick or (len(second_level) < 2 and len(first_level) < 2):
                break
        if pick == other:
            continue
        swap_first, swap_second = position[pick], position[other]
        swap(swap_first, swap_second)
    return graph.schedule(result, proven_optimal=best_total <= desired)
