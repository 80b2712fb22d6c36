"""A `PlanningProblem` as the planners here loop over it: buffers numbered
0..n-1, plain lists of their reserved sizes, alignments and ticks, and the
conflict graph as adjacency lists.

Every planner in this package (except the reference ports) starts from a
`ConflictGraph`: attribute look-ups on frozen dataclasses and dictionary
look-ups by id cost more than the planning itself in Python, and the
adjacency lists are what every greedy placement walks. Buffers of size 0 are
left out (they occupy no byte and conflict with nothing); `schedule` puts
them at offset 0.

The tick arithmetic of large graphs (adjacency, degrees, lower bound) runs
in numpy; up to `SMALL_GRAPH` buffers the same numbers come from plain
Python, which is faster there, so that planning a small scope does not
import numpy (about 90 ms of an `xdsl-opt` start).
"""

from __future__ import annotations

import operator
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import cached_property

from merge_alloc.planning.problem import (
    MemorySchedule,
    PlanningProblem,
    peak_of_events,
)

SMALL_GRAPH = 32
"""Up to this many buffers, adjacency, degrees and the lower bound are
computed in Python rather than with numpy (the same numbers)."""


class ConflictGraph:
    """The positive-size buffers of `problem`, in input order, by index.

    `sizes` are reserved bytes (rounded up to the granularity), `alignments`
    the alignment each offset needs. `neighbours[i]` lists, ascending, the
    indices of the buffers that must not share a byte with buffer `i`: the
    explicit relation when the problem has one, else lifetime overlap.
    """

    def __init__(self, problem: PlanningProblem) -> None:
        self.problem = problem
        placed = [buffer for buffer in problem.buffers if buffer.size > 0]
        self.ids: list[int] = [buffer.id for buffer in placed]
        self.sizes: list[int] = [problem.reserved(buffer) for buffer in placed]
        self.alignments: list[int] = [problem.alignment_of(buffer) for buffer in placed]
        self.firsts: list[int] = [buffer.first for buffer in placed]
        self.lasts: list[int] = [buffer.last for buffer in placed]
        self.orders: list[int] = [buffer.order for buffer in placed]
        self.granularity = problem.alignment
        self.explicit = problem.conflicts is not None
        # Sizes are multiples of the granularity, so when no buffer needs
        # more, every end of a buffer is a valid offset for every other.
        self.uniform = all(
            alignment == self.granularity for alignment in self.alignments
        )

    def __len__(self) -> int:
        return len(self.ids)

    @cached_property
    def neighbours(self) -> list[list[int]]:
        """The conflict graph as ascending adjacency lists."""
        if self.problem.conflicts is None:
            if len(self.ids) <= SMALL_GRAPH:
                return _interval_neighbours_small(self.firsts, self.lasts)
            return _interval_neighbours(self.firsts, self.lasts)
        index = {buffer_id: position for position, buffer_id in enumerate(self.ids)}
        conflicts = self.problem.conflicts
        neighbours: list[list[int]] = []
        for buffer_id in self.ids:
            others = [
                index[other] for other in conflicts.get(buffer_id, ()) if other in index
            ]
            others.sort()
            neighbours.append(others)
        return neighbours

    @cached_property
    def degrees(self) -> list[int]:
        """How many buffers each buffer conflicts with.

        For interval conflicts this needs no adjacency lists: the buffers
        that do not overlap `i` either end before it starts or start after it
        ends, two binary searches in sorted tick arrays.
        """
        if self.explicit or "neighbours" in self.__dict__:
            return [len(others) for others in self.neighbours]
        count = len(self.ids)
        if count == 0:
            return []
        if count <= SMALL_GRAPH:
            return _interval_degrees_small(self.firsts, self.lasts)
        return _interval_degrees(self.firsts, self.lasts)

    @cached_property
    def contention(self) -> list[int]:
        """Per buffer, the most bytes live at one tick of its lifetime (its
        own included): how crowded its part of the timeline is (MiniMalloc's
        section total). With an explicit relation, its own size plus its
        neighbours'."""
        sizes = self.sizes
        if self.explicit:
            return [
                sizes[i] + sum(sizes[j] for j in others)
                for i, others in enumerate(self.neighbours)
            ]
        if not sizes:
            return []
        ticks = sorted(set(self.firsts).union(last + 1 for last in self.lasts))
        slot = {tick: position for position, tick in enumerate(ticks)}
        change = [0] * (len(ticks) + 1)
        for first, last, size in zip(self.firsts, self.lasts, sizes, strict=True):
            change[slot[first]] += size
            change[slot[last + 1]] -= size
        live: list[int] = []
        running = 0
        for delta in change:
            running += delta
            live.append(running)
        return [
            max(live[slot[first] : slot[last + 1]])
            for first, last in zip(self.firsts, self.lasts, strict=True)
        ]

    @cached_property
    def pair_count(self) -> int:
        """How many conflicting pairs there are (each counted once)."""
        return sum(self.degrees) // 2

    def aligned_up(self, offset: int, index: int) -> int:
        """The lowest offset at or above `offset` that buffer `index` may take."""
        alignment = self.alignments[index]
        return -(-offset // alignment) * alignment

    def total(self, offsets: Sequence[int]) -> int:
        """The arena size `offsets` need: the highest reserved end."""
        return max(map(operator.add, offsets, self.sizes), default=0)

    def schedule(
        self, offsets: Sequence[int], *, proven_optimal: bool = False
    ) -> MemorySchedule:
        """The `MemorySchedule` of `offsets` (one per index), by buffer id."""
        by_id = {buffer.id: 0 for buffer in self.problem.buffers}
        for buffer_id, offset in zip(self.ids, offsets, strict=True):
            by_id[buffer_id] = offset
        return MemorySchedule(self.total(offsets), by_id, proven_optimal)

    @cached_property
    def lower_bound(self) -> int:
        """`PlanningProblem.lower_bound`, computed once: a plan that meets it
        is optimal, so planners that look for better plans stop there.

        With lifetime conflicts it is the peak of live reserved bytes, summed
        here (`_peak_small`, or with numpy beyond `SMALL_GRAPH` buffers: the
        same number) unless the sizes could overflow 64 bits.
        """
        if self.explicit or sum(self.sizes) >= 1 << 62:
            return self.problem.lower_bound()
        if not self.sizes:
            return 0
        if len(self.sizes) <= SMALL_GRAPH:
            return _peak_small(self.firsts, self.lasts, self.sizes)
        return _peak(self.firsts, self.lasts, self.sizes)


def _interval_neighbours(firsts: list[int], lasts: list[int]) -> list[list[int]]:
    """Adjacency lists of lifetime overlap, built with numpy.

    Sorted by first tick, the buffers that start during buffer `p`'s lifetime
    (at or after its start) are a contiguous run after `p`; those runs are
    every overlapping pair once. Both directions of every pair, sorted by
    (source, target), give ascending lists.
    """
    import numpy

    count = len(firsts)
    if count == 0:
        return []
    first = numpy.asarray(firsts, dtype=numpy.int64)
    last = numpy.asarray(lasts, dtype=numpy.int64)
    by_start = numpy.argsort(first, kind="stable")
    sorted_first = first[by_start]
    run_ends = numpy.searchsorted(sorted_first, last[by_start], side="right")
    run_lengths = run_ends - numpy.arange(1, count + 1)
    pairs = int(run_lengths.sum())
    if pairs == 0:
        return [[] for _ in range(count)]
    rows = numpy.repeat(numpy.arange(count, dtype=numpy.int64), run_lengths)
    run_starts = numpy.cumsum(run_lengths) - run_lengths
    columns = rows + 1 + (numpy.arange(pairs) - numpy.repeat(run_starts, run_lengths))
    a = by_start[rows]
    b = by_start[columns]
    keys = numpy.concatenate((a * count + b, b * count + a))
    keys.sort()
    sources = keys // count
    targets = (keys - sources * count).tolist()
    bounds = numpy.searchsorted(sources, numpy.arange(count + 1)).tolist()
    return [targets[bounds[i] : bounds[i + 1]] for i in range(count)]


def _interval_neighbours_small(firsts: list[int], lasts: list[int]) -> list[list[int]]:
    """`_interval_neighbours` in plain Python: sorted by first tick, the
    buffers that start during buffer `p`'s lifetime follow `p`."""
    count = len(firsts)
    neighbours: list[list[int]] = [[] for _ in range(count)]
    by_start = sorted(range(count), key=firsts.__getitem__)
    for position, p in enumerate(by_start):
        last = lasts[p]
        for q in by_start[position + 1 :]:
            if firsts[q] > last:
                break
            neighbours[p].append(q)
            neighbours[q].append(p)
    for others in neighbours:
        others.sort()
    return neighbours


def _interval_degrees(firsts: list[int], lasts: list[int]) -> list[int]:
    """Per buffer, how many lifetimes overlap its own, with numpy: the
    others either end before it starts or start after it ends."""
    import numpy

    count = len(firsts)
    first = numpy.asarray(firsts, dtype=numpy.int64)
    last = numpy.asarray(lasts, dtype=numpy.int64)
    start_after = count - numpy.searchsorted(numpy.sort(first), last, side="right")
    end_before = numpy.searchsorted(numpy.sort(last), first, side="left")
    degrees = count - 1 - start_after - end_before
    return [int(degree) for degree in degrees.tolist()]


def _interval_degrees_small(firsts: list[int], lasts: list[int]) -> list[int]:
    """`_interval_degrees` in plain Python."""
    count = len(firsts)
    sorted_firsts, sorted_lasts = sorted(firsts), sorted(lasts)
    return [
        count
        - 1
        - (count - bisect_right(sorted_firsts, last))
        - bisect_left(sorted_lasts, first)
        for first, last in zip(firsts, lasts, strict=True)
    ]


def _peak(firsts: list[int], lasts: list[int], sizes: list[int]) -> int:
    """The most bytes live at once, summed with numpy (no Python loop over
    2n events); frees and allocations at one tick net out, as the inclusive
    lifetimes require."""
    import numpy

    size = numpy.asarray(sizes, dtype=numpy.int64)
    ticks = numpy.concatenate(
        (
            numpy.asarray(firsts, dtype=numpy.int64),
            numpy.asarray(lasts, dtype=numpy.int64) + 1,
        )
    )
    deltas = numpy.concatenate((size, -size))
    unique_ticks, slots = numpy.unique(ticks, return_inverse=True)
    net = numpy.zeros(len(unique_ticks), dtype=numpy.int64)
    numpy.add.at(net, slots, deltas)
    return max(0, int(numpy.cumsum(net).max()))


def _peak_small(firsts: list[int], lasts: list[int], sizes: list[int]) -> int:
    """`_peak` in plain Python: the events `peak_live_bytes` sums."""
    return peak_of_events(
        [
            event
            for first, last, size in zip(firsts, lasts, sizes, strict=True)
            for event in ((first, size), (last + 1, -size))
        ]
    )
