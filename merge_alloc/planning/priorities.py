"""The priorities of bottom-up placement (`skyline.rise`): which buffer goes
first among those that can go equally low.

`best` (`portfolio`) places every problem under several priorities, because
no single order suits every trace, and its later stages (the batched search,
the canonical dives) start from the priorities whose plans are smallest.
A priority is a sort key per buffer index; `rank_of` turns it into a rank
per buffer, the form `rise`, `BatchRise` and `CanonicalSearch` take.

*Time mirrors.* Reversing time (every lifetime `[first, last]` becomes
`[-last, -first]`) keeps every conflict, so it maps plans to plans of the
same arena; bottom-up placement reads only the conflicts and the ranks, so
placing the reversed problem under a priority is placing the problem under
that priority's mirror (`first` and `-last` swapped). `MIRRORED_ORDERINGS`
holds the mirrors of the priorities of `ORDERINGS` and `BATCH_ORDERINGS`
that are not already there (see `docs/planners.md`, "Time mirrors").
"""

from __future__ import annotations

from collections.abc import Callable

from merge_alloc.planning.conflict_graph import ConflictGraph

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
