"""Bottom-up placement: fill the arena from offset 0 upwards.

The greedy planners of other compilers fix an order and drop each buffer into
the arena. This placement instead always places next the buffer that can go
*lowest*: every unplaced buffer's candidate offset is the top of the highest
already placed buffer it conflicts with, and the buffer with the smallest
candidate is placed there; a priority `rank` decides between buffers whose
candidates are equal. Offsets are therefore placed in non-decreasing order, so
a buffer's candidate only ever rises to the end of a newly placed neighbour,
and no gap is left below a buffer that some unplaced buffer could have used.
Every plan of this form is what MiniMalloc calls *canonical*. On the
MiniMalloc benchmarks the best of a few priorities gives arenas 1.14 x the
lower bound, against 1.35 for TFLite's greedy-by-size (the figures are in
`merge_alloc/planning/__init__.py`).

Two implementations give the same plan:

* with an explicit conflict relation, placing a buffer raises the candidates
  of its neighbours at once (`_rise_by_neighbours`, O(pairs));
* with lifetime conflicts no adjacency is needed: the highest placed buffer
  over a lifetime is a range maximum over a *height* per tick, so candidates
  are only checked when they come up (`_rise_by_heights`, roughly
  O(n * lifetime / block)); this is what plans 20,000 buffers quickly.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence

from merge_alloc.planning.conflict_graph import ConflictGraph

_BLOCK_BITS = 5
"""Heights are kept per tick and per block of 2**_BLOCK_BITS ticks."""


REFILE_WORK = 48
"""Work units of one refiling in `rise_within`'s count, beside one per block
of 32 ticks of the buffer's lifetime that the check read: one unit is about
one element a range maximum reads, so the count follows the CPU time (on
10,000-buffer traces, about 20 ns a unit on a loaded 2-core machine)."""


def rise(graph: ConflictGraph, rank: Sequence[int]) -> list[int]:
    """The bottom-up plan of `graph`; among buffers that can go equally low,
    the lowest `rank` goes first. Returns one offset per buffer index."""
    if graph.explicit or "neighbours" in graph.__dict__:
        return _rise_by_neighbours(graph, rank)
    return _rise_by_heights(graph, rank)


def rise_within(
    graph: ConflictGraph, rank: Sequence[int], work: int
) -> list[int] | None:
    """`rise`, or None once refiling buffers has cost more than `work` units
    (`REFILE_WORK` each, plus the blocks the check read).

    A buffer is refiled whenever the height over its lifetime rose past its
    level before the level came up; under a priority that stacks long
    lifetimes first, a short buffer below them is refiled at every one of
    them (a 10,000-buffer LSTM trace: 370 refilings a buffer, 7 s of CPU),
    so on large problems the placement gets a budget proportional to the
    buffer count and a priority that exceeds it gives no plan."""
    return rise_counted(graph, rank, work)[0]


def rise_counted(
    graph: ConflictGraph, rank: Sequence[int], work: int
) -> tuple[list[int] | None, int]:
    """`rise_within`, and what is left of `work` (negative when the
    placement gave up; all of it where the placement is not counted: with
    an explicit conflict relation or adjacency lists), so that several
    placements can share one budget."""
    if graph.explicit or "neighbours" in graph.__dict__:
        return _rise_by_neighbours(graph, rank), work
    return _heights_within(graph, rank, work)


def _rise_by_neighbours(graph: ConflictGraph, rank: Sequence[int]) -> list[int]:
    count = len(graph)
    sizes = graph.sizes
    alignments = graph.alignments
    neighbours = graph.neighbours
    uniform = graph.uniform
    candidate = [0] * count
    placed = bytearray(count)
    offsets = [0] * count
    # Buffers by candidate; a buffer whose candidate rose since it was filed
    # under a level is skipped there (its current level has it too). Each
    # buffer is placed once and filed once more per placed neighbour, so the
    # loop ends after at most `count + 2 * pairs` filings whatever the sizes
    # and alignments (no sentinel offset that a large plan could reach).
    waiting: dict[int, list[int]] = {0: list(range(count))}
    levels = [0]
    pop, push = heapq.heappop, heapq.heappush
    by_rank = rank.__getitem__
    while levels:
        level = pop(levels)
        members = waiting.pop(level)
        members.sort(key=by_rank)
        for index in members:
            if placed[index] or candidate[index] != level:
                continue
            placed[index] = 1
            offsets[index] = level
            end = level + sizes[index]
            raised = [
                other
                for other in neighbours[index]
                if not placed[other] and candidate[other] < end
            ]
            if not raised:
                continue
            if uniform:
                for other in raised:
                    candidate[other] = end
                filed = waiting.get(end)
                if filed is None:
                    waiting[end] = raised
                    push(levels, end)
                else:
                    filed.extend(raised)
                continue
            for other in raised:
                alignment = alignments[other]
                new = -(-end // alignment) * alignment
                candidate[other] = new
                filed = waiting.get(new)
                if filed is None:
                    waiting[new] = [other]
                    push(levels, new)
                else:
                    filed.append(other)
    return offsets


def _rise_by_heights(graph: ConflictGraph, rank: Sequence[int]) -> list[int]:
    """`rise` for lifetime conflicts, without a budget (`_heights_within`)."""
    offsets, _ = _heights_within(graph, rank, None)
    assert offsets is not None
    return offsets


def _heights_within(
    graph: ConflictGraph, rank: Sequence[int], work: int | None
) -> tuple[list[int] | None, int]:
    """The same plan from per-tick heights (the top of the placed buffers
    live at each tick), for lifetime conflicts.

    A buffer filed under a level is checked when that level comes up: if the
    height over its lifetime rose above the level, it is refiled at the new
    height, else it is placed and its lifetime's height becomes its end
    (greater than every height there, as offsets never decrease). Heights are
    per compressed tick, with the maximum of each block of 32 ticks so that
    checking a long lifetime reads blocks, not ticks. With `work`, None
    once refilings have cost more (`rise_within`); beside the plan, what is
    left of `work` (0 without it).
    """
    count = len(graph)
    sizes = graph.sizes
    alignments = graph.alignments
    uniform = graph.uniform
    ticks = sorted(set(graph.firsts).union(graph.lasts))
    tick_index = {tick: position for position, tick in enumerate(ticks)}
    starts = [tick_index[first] for first in graph.firsts]
    stops = [tick_index[last] + 1 for last in graph.lasts]
    bits = _BLOCK_BITS
    height = [0] * len(ticks)
    block_top = [0] * ((len(ticks) >> bits) + 1)
    offsets = [0] * count
    waiting: dict[int, list[int]] = {0: list(range(count))}
    levels = [0]
    pop, push = heapq.heappop, heapq.heappush
    by_rank = rank.__getitem__
    while levels:
        level = pop(levels)
        members = waiting.pop(level)
        members.sort(key=by_rank)
        for index in members:
            start, stop = starts[index], stops[index]
            # Blocks entirely inside [start, stop).
            inner_start = ((start - 1) >> bits) + 1
            inner_stop = stop >> bits
            if inner_start >= inner_stop:
                top = max(height[start:stop])
            else:
                top = max(
                    max(block_top[inner_start:inner_stop]),
                    max(height[start : inner_start << bits], default=0),
                    max(height[inner_stop << bits : stop], default=0),
                )
            if top > level:
                if work is not None:
                    work -= REFILE_WORK + ((stop - start) >> bits)
                    if work < 0:
                        return None, work
                if not uniform:
                    alignment = alignments[index]
                    top = -(-top // alignment) * alignment
                filed = waiting.get(top)
                if filed is None:
                    waiting[top] = [index]
                    push(levels, top)
                else:
                    filed.append(index)
                continue
            offsets[index] = level
            end = level + sizes[index]
            height[start:stop] = [end] * (stop - start)
            # The blocks the lifetime only partly covers keep their other
            # ticks, which may be higher.
            first_block, last_block = start >> bits, (stop - 1) >> bits
            if block_top[first_block] < end:
                block_top[first_block] = end
            if block_top[last_block] < end:
                block_top[last_block] = end
            if inner_start < inner_stop:
                block_top[inner_start:inner_stop] = [end] * (inner_stop - inner_start)
    return offsets, work or 0


# The priorities of bottom-up placement (`skyline.rise`): which buffer goes
# first among those that can go equally low.
#
# `best` (`portfolio`) places every problem under several priorities, because
# no single order suits every trace, and its later stages (the batched search,
# the canonical dives) start from the priorities whose plans are smallest.
# A priority is a sort key per buffer index; `rank_of` turns it into a rank
# per buffer, the form `rise`, `BatchRise` and `CanonicalSearch` take.
#
# *Time mirrors.* Reversing time (every lifetime `[first, last]` becomes
# `[-last, -first]`) keeps every conflict, so it maps plans to plans of the
# same arena; bottom-up placement reads only the conflicts and the ranks, so
# placing the reversed problem under a priority is placing the problem under
# that priority's mirror (`first` and `-last` swapped). `MIRRORED_ORDERINGS`
# holds the mirrors of the priorities of `ORDERINGS` and `BATCH_ORDERINGS`
# that are not already there (see `docs/planners.md`, "Time mirrors").

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


def _by_first_area(graph: ConflictGraph) -> RankKey:
    firsts, lasts, sizes = graph.firsts, graph.lasts, graph.sizes
    alignments = graph.alignments
    return lambda i: (
        -alignments[i],
        firsts[i],
        -sizes[i] * (lasts[i] - firsts[i] + 1),
        i,
    )


def _by_last_smallest(graph: ConflictGraph) -> RankKey:
    lasts, sizes, alignments = graph.lasts, graph.sizes, graph.alignments
    return lambda i: (-alignments[i], -lasts[i], sizes[i], i)


def _by_last_area(graph: ConflictGraph) -> RankKey:
    firsts, lasts, sizes = graph.firsts, graph.lasts, graph.sizes
    alignments = graph.alignments
    return lambda i: (
        -alignments[i],
        -lasts[i],
        -sizes[i] * (lasts[i] - firsts[i] + 1),
        i,
    )


def _by_first_last(graph: ConflictGraph) -> RankKey:
    firsts, lasts, alignments = graph.firsts, graph.lasts, graph.alignments
    return lambda i: (-alignments[i], firsts[i], lasts[i], i)


def _by_contention(graph: ConflictGraph) -> RankKey:
    firsts, lasts, contention = graph.firsts, graph.lasts, graph.contention
    alignments = graph.alignments
    return lambda i: (-alignments[i], -contention[i], firsts[i] - lasts[i], i)


def _by_contention_degree(graph: ConflictGraph) -> RankKey:
    degrees, contention, alignments = graph.degrees, graph.contention, graph.alignments
    return lambda i: (-alignments[i], -contention[i], -degrees[i], i)


def _by_lifetime_area_contention(graph: ConflictGraph) -> RankKey:
    firsts, lasts, sizes = graph.firsts, graph.lasts, graph.sizes
    contention, alignments = graph.contention, graph.alignments
    return lambda i: (
        -alignments[i],
        firsts[i] - lasts[i],
        -sizes[i] * (lasts[i] - firsts[i] + 1),
        -contention[i],
        i,
    )


def _by_contention_area_lifetime(graph: ConflictGraph) -> RankKey:
    firsts, lasts, sizes = graph.firsts, graph.lasts, graph.sizes
    contention, alignments = graph.contention, graph.alignments
    return lambda i: (
        -alignments[i],
        -contention[i],
        -sizes[i] * (lasts[i] - firsts[i] + 1),
        firsts[i] - lasts[i],
        i,
    )


def _by_contention_lifetime_area(graph: ConflictGraph) -> RankKey:
    firsts, lasts, sizes = graph.firsts, graph.lasts, graph.sizes
    contention, alignments = graph.contention, graph.alignments
    return lambda i: (
        -alignments[i],
        -contention[i],
        firsts[i] - lasts[i],
        -sizes[i] * (lasts[i] - firsts[i] + 1),
        i,
    )


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

BATCH_ORDERINGS: dict[str, Callable[[ConflictGraph], RankKey]] = {
    "first tick, largest area": _by_first_area,
    "last tick, smallest": _by_last_smallest,
    "last tick, largest area": _by_last_area,
    "first tick, last tick": _by_first_last,
    "contention": _by_contention,
    "contention, degree": _by_contention_degree,
    "lifetime, area, contention": _by_lifetime_area_contention,
    "contention, area, lifetime": _by_contention_area_lifetime,
    "contention, lifetime, area": _by_contention_lifetime_area,
}
"""More priorities, placed in the same batch as `ORDERINGS` when the problem
is small enough for batches (they cost little there): the last three are
MiniMalloc's default preorderings (lifetime, area and section total in
turn)."""


def _by_last_longest(graph: ConflictGraph) -> RankKey:
    firsts, lasts, alignments = graph.firsts, graph.lasts, graph.alignments
    return lambda i: (-alignments[i], -lasts[i], firsts[i] - lasts[i], i)


def _by_last_shortest(graph: ConflictGraph) -> RankKey:
    firsts, lasts, alignments = graph.firsts, graph.lasts, graph.alignments
    return lambda i: (-alignments[i], -lasts[i], -firsts[i], i)


def _by_first_smallest(graph: ConflictGraph) -> RankKey:
    firsts, sizes, alignments = graph.firsts, graph.sizes, graph.alignments
    return lambda i: (-alignments[i], firsts[i], sizes[i], i)


MIRRORED_ORDERINGS: dict[str, Callable[[ConflictGraph], RankKey]] = {
    "last tick, longest": _by_last_longest,
    "last tick, shortest": _by_last_shortest,
    "first tick, smallest": _by_first_smallest,
}
"""The time mirrors of "first tick, longest", "first tick, last tick" and
"last tick, smallest" (the other priorities are their own mirrors, or each
other's, like "first tick" and "last tick"), placed on batched problems
where no other priority met the lower bound. Among buffers that die
together, "last tick, longest" puts the longest-lived lowest, so the stack
they form leaves the bytes above it free before each one's first tick: a
staircase, where "last tick" (larger first) leaves holes between them.
That is MiniMalloc's A, whose peak ticks hold fourteen buffers that all die
at the last tick: "last tick" stacks them by size (1.256 x the lower
bound), "last tick, longest" oldest first (1.025). `portfolio` offers their
plans last, starts no walk or descent from them, and dives at the lower
bound under a mirror whose plan is smaller than all others (see
`portfolio.heuristic_plans` and `portfolio.mirror_dive`)."""

MIRROR_OF = {
    "last tick, longest": "first tick, longest",
    "last tick, shortest": "first tick, last tick",
    "first tick, smallest": "last tick, smallest",
}
"""The priority each of `MIRRORED_ORDERINGS` mirrors: its key on a problem
is that priority's key on the time-reversed problem, index for index."""


def rank_of(graph: ConflictGraph, key: RankKey) -> list[int]:
    """Each buffer's position when sorted by `key`."""
    rank = [0] * len(graph)
    for position, index in enumerate(sorted(range(len(graph)), key=key)):
        rank[index] = position
    return rank
