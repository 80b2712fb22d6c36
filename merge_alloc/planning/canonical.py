"""Exact search over canonical plans (MiniMalloc's decision procedure).

Given a capacity, is there a plan whose arena fits in it? Every feasible plan
can be *settled*: let each buffer fall to the lowest aligned offset above the
conflicting buffers below it, until none moves. In a settled plan, taken in
order of offset, every buffer sits exactly at the aligned top of the
highest conflicting buffer placed before it -- its *candidate*. So a
depth-first search that repeatedly picks an unplaced buffer and puts it at
its candidate, offsets never decreasing, meets every settled plan, and
answers the question exactly when it runs to the end (M. D. Moffitt,
"MiniMalloc", ASPLOS 2023, gives the rules below and their proofs).

Rules that cut the search without losing a settled plan:

* *canonical order*: children are taken in increasing `(candidate, preorder
  position)`, never below the last placement, so each settled plan is
  reached along one path only;
* *dominance*: a buffer may not go at or above the lowest end any unplaced
  buffer could reach now (`candidate + size`): that buffer would fit below
  it and the plan would not be settled;
* *sections* (lifetime conflicts only): between consecutive lifetime events
  the set of live buffers is fixed; all the buffers still to place in a
  section go above both its highest placed buffer and the current offset,
  so that floor plus their total must fit in the capacity;
* *identical buffers* (same size, alignment and conflicts) go in a fixed
  order among themselves.

The order in which children are tried is the *preorder*; the first path of
the search under a preorder is the bottom-up placement `skyline.rise` under
that priority, as far as it fits in the capacity.

`canonical_optimise` turns this decision procedure into optimisers
(`optimal`'s and `best`'s last stages). Budgets are counted in nodes, never
read from the clock, so the answer is the same on every machine; a CPU-time
deadline is only a safety cap.

State is kept in numpy arrays (per buffer: candidate; per section: floor and
the total still to place) updated and undone in slices, so a node costs a few
microseconds of numpy calls whatever the problem size up to a few thousand
buffers.
"""

from __future__ import annotations

import itertools
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

import numpy
from numpy.typing import NDArray

from merge_alloc.planning.conflict_graph import ConflictGraph

Int64Array = NDArray[numpy.int64]
BoolArray = NDArray[numpy.bool_]

# The reductions of a search node, called as ufuncs: `ndarray.min()` and
# friends go through a Python wrapper that costs more than the reduction
# on arrays of a few hundred buffers.
_minimum = numpy.minimum.reduce
_maximum = numpy.maximum.reduce
_any = numpy.logical_or.reduce
_all = numpy.logical_and.reduce


class Outcome(Enum):
    """How one decision search ended."""

    FOUND = "found"
    INFEASIBLE = "infeasible"
    ABORTED = "aborted"


@dataclass
class SearchResult:
    """A decision search's answer: the plan when `FOUND`, and the nodes
    spent."""

    outcome: Outcome
    offsets: list[int] | None
    nodes: int


class CanonicalSearch:
    """`graph` ready for canonical depth-first searches."""

    def __init__(self, graph: ConflictGraph) -> None:
        self.graph = graph
        count = len(graph)
        self.count = count
        self.sizes: Int64Array = numpy.asarray(graph.sizes, dtype=numpy.int64)
        self.alignments: Int64Array = numpy.asarray(graph.alignments, dtype=numpy.int64)
        self.uniform = graph.uniform
        self.neighbours: list[Int64Array] = [
            numpy.asarray(others, dtype=numpy.int64) for others in graph.neighbours
        ]
        self.neighbour_alignments: list[Int64Array] = [
            self.alignments[others] for others in self.neighbours
        ]
        self.neighbour_sizes: list[Int64Array] = [
            self.sizes[others] for others in self.neighbours
        ]
        if graph.explicit or count == 0:
            self.section_count = 0
            self.section_ranges = [(0, 0)] * count
        else:
            ticks = sorted(set(graph.firsts).union(last + 1 for last in graph.lasts))
            slot = {tick: position for position, tick in enumerate(ticks)}
            self.section_count = max(0, len(ticks) - 1)
            self.section_ranges = [
                (slot[first], slot[last + 1])
                for first, last in zip(graph.firsts, graph.lasts, strict=True)
            ]
        totals = numpy.zeros(self.section_count + 1, dtype=numpy.int64)
        for index, (low, high) in enumerate(self.section_ranges):
            totals[low:high] += graph.sizes[index]
        self.section_totals: Int64Array = totals[: self.section_count]
        counts = numpy.zeros(self.section_count + 1, dtype=numpy.int64)
        for low, high in self.section_ranges:
            counts[low:high] += 1
        self.section_counts: Int64Array = counts[: self.section_count]
        """Per section, how many buffers live in it (see `_Run.ceiling`)."""
        # The buffers live in each section, flattened section after section,
        # for the lowest candidate per section (`numpy.minimum.reduceat`);
        # only sections where some buffer lives.
        covers: list[list[int]] = [[] for _ in range(self.section_count)]
        for index, (low, high) in enumerate(self.section_ranges):
            for section in range(low, high):
                covers[section].append(index)
        self.live_sections: Int64Array = numpy.asarray(
            [section for section, live in enumerate(covers) if live], dtype=numpy.int64
        )
        self.cover: Int64Array = numpy.asarray(
            [index for live in covers for index in live], dtype=numpy.int64
        )
        cover_starts: list[int] = []
        position = 0
        for live in covers:
            if live:
                cover_starts.append(position)
                position += len(live)
        self.cover_starts: Int64Array = numpy.asarray(cover_starts, dtype=numpy.int64)
        self.cover_ends: Int64Array = self.cover_starts + numpy.asarray(
            [len(live) for live in covers if live], dtype=numpy.int64
        )
        self.range_lows: Int64Array = numpy.asarray(
            [low for low, _ in self.section_ranges], dtype=numpy.int64
        )
        self.range_highs: Int64Array = numpy.asarray(
            [high for _, high in self.section_ranges], dtype=numpy.int64
        )
        # cuts[b]: how many buffers live on both sides of the boundary
        # between sections b - 1 and b (0 for b = 0).
        spans = numpy.zeros(self.section_count + 1, dtype=numpy.int64)
        for low, high in self.section_ranges:
            if high - low >= 2:
                spans[low + 1] += 1
                spans[high] -= 1
        self.cuts: Int64Array = numpy.cumsum(spans)[: max(self.section_count, 1)]
        self.twin_keys = self._twin_keys()
        self._spans: dict[
            tuple[int, int], tuple[Int64Array, Int64Array, Int64Array] | None
        ] = {}

    def span(
        self, low: int, high: int
    ) -> tuple[Int64Array, Int64Array, Int64Array] | None:
        """For the live sections in `[low, high)`: their indices, the
        buffers live in them (flattened) and where each section's buffers
        start in that list; None without live sections. Cached: a search
        meets the same parts again and again."""
        key = (low, high)
        if key in self._spans:
            return self._spans[key]
        sections = self.live_sections
        first = int(numpy.searchsorted(sections, low))
        last = int(numpy.searchsorted(sections, high))
        span = None
        if first < last:
            cover_low = int(self.cover_starts[first])
            cover_high = int(self.cover_ends[last - 1])
            span = (
                sections[first:last].copy(),
                self.cover[cover_low:cover_high].copy(),
                self.cover_starts[first:last] - cover_low,
            )
        self._spans[key] = span
        return span

    def _twin_keys(self) -> list[tuple[object, ...]]:
        """Per buffer, what makes it identical to another (same size,
        alignment and conflicts): only one order of identical buffers needs
        searching."""
        graph = self.graph
        if graph.explicit:
            return [
                (graph.sizes[i], graph.alignments[i], tuple(graph.neighbours[i]))
                for i in range(self.count)
            ]
        return [
            (graph.sizes[i], graph.alignments[i], graph.firsts[i], graph.lasts[i])
            for i in range(self.count)
        ]

    def twins_before(self, rank: Sequence[int]) -> list[int]:
        """Per buffer, the identical buffer just before it in `rank`, or -1:
        it may only be placed after that one (which is then also the
        canonical order of the two at one offset)."""
        seen: dict[tuple[object, ...], int] = {}
        before = [-1] * self.count
        for index in sorted(range(self.count), key=rank.__getitem__):
            key = self.twin_keys[index]
            before[index] = seen.get(key, -1)
            seen[key] = index
        return before

    def decide(
        self,
        capacity: int,
        preorder: Sequence[int],
        nodes: int,
        deadline: float = float("inf"),
    ) -> SearchResult:
        """Search for a plan within `capacity` bytes, trying children in
        `preorder` (a permutation: a rank per buffer), for at most `nodes`
        nodes (and until CPU time `deadline`)."""
        if self.count == 0:
            return SearchResult(Outcome.FOUND, [], 0)
        run = _Run(self, capacity, preorder, nodes, deadline)
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 4 * self.count + 200))
        try:
            outcome = run.solve()
        finally:
            sys.setrecursionlimit(limit)
        offsets = list(run.solution) if outcome is Outcome.FOUND else None
        return SearchResult(outcome, offsets, run.spent)


@dataclass(frozen=True)
class _Part:
    """A part of the search (`_Run._partition`): its buffers, and their
    sizes and ranks, from which each node derives its keys and ends."""

    members: Int64Array
    sizes: Int64Array
    ranks: Int64Array


class _Abort(Exception):
    """The node budget or the deadline ran out."""


class _Run:
    """One decision search: the state of the partial plan and the recursive
    search over it."""

    def __init__(
        self,
        search: CanonicalSearch,
        capacity: int,
        preorder: Sequence[int],
        nodes: int,
        deadline: float,
    ) -> None:
        self.search = search
        self.capacity = capacity
        self.nodes = nodes
        self.deadline = deadline
        self.spent = 0
        count = search.count
        self.rank: Int64Array = numpy.asarray(preorder, dtype=numpy.int64)
        self.by_rank = [0] * count
        for index, position in enumerate(preorder):
            self.by_rank[position] = index
        self.twin_before = search.twins_before(preorder)
        self.mark = capacity + 2 * int(search.sizes.max(initial=0)) + 1
        """The candidate of a placed buffer: above every end a plan within
        the capacity can have."""
        self.candidate: Int64Array = numpy.zeros(count, dtype=numpy.int64)
        """Per buffer, its candidate offset (the mark once placed); a node
        derives from it the keys `candidate * count + rank` (the canonical
        order of children) and the ends `candidate + size`."""
        self.sizes: list[int] = search.graph.sizes
        self.floor: Int64Array = numpy.zeros(search.section_count, dtype=numpy.int64)
        self.total: Int64Array = search.section_totals.copy()
        self.left: Int64Array = search.section_counts.copy()
        """Per section, how many of its buffers are still to place."""
        self.cuts: Int64Array = search.cuts.copy()
        self.offsets = [0] * count
        self.solution = [0] * count
        self.placed = [False] * count

    def solve(self) -> Outcome:
        search = self.search
        capacity = self.capacity
        if int(search.sizes.max()) > capacity or (
            search.section_count and int(self.total.max()) > capacity
        ):
            return Outcome.INFEASIBLE
        if (self.mark + 1) * (search.count + 1) >= 1 << 62:
            # Keys would not fit in 64 bits: no answer. The whole node budget
            # counts as spent, so that callers, which loop until their nodes
            # are spent, end instead of asking again forever.
            self.spent = self.nodes
            return Outcome.ABORTED
        everyone: Int64Array = numpy.arange(search.count, dtype=numpy.int64)
        try:
            if not search.section_count:
                return self._partition(everyone, 0, 0)
            boundaries = [
                int(b) for b in numpy.nonzero(self.cuts == 0)[0].tolist() if b > 0
            ]
            return self._parts(everyone, 0, search.section_count, boundaries)
        except _Abort:
            return Outcome.ABORTED

    def _parts(
        self, members: Int64Array, low: int, high: int, boundaries: list[int]
    ) -> Outcome:
        """Solve the unplaced `members` of sections `[low, high)` as
        independent parts split at `boundaries` (no unplaced buffer lives
        on both sides of one)."""
        search = self.search
        unplaced = members[self.candidate[members] < self.mark]
        points = [low, *sorted(boundaries), high]
        for part_low, part_high in itertools.pairwise(points):
            starts = search.range_lows[unplaced]
            stops = search.range_highs[unplaced]
            inside = unplaced[(starts < part_high) & (stops > part_low)]
            if len(inside) == 0:
                continue
            outcome = self._partition(inside, part_low, part_high)
            if outcome is not Outcome.FOUND:
                return outcome
        return Outcome.FOUND

    def _partition(self, members: Int64Array, low: int, high: int) -> Outcome:
        """The canonical search of the part `members` (sections `[low,
        high)`) from the current node. `FOUND` leaves the plan in
        `solution`."""
        part = _Part(members, self.search.sizes[members], self.rank[members])
        return self._node(part, low, high, -1)

    def _node(self, part: _Part, low: int, high: int, last_key: int) -> Outcome:
        """One node of `_partition`; `last_key` is the last placement's
        `(offset, rank)` key."""
        count = self.search.count
        candidates = self.candidate[part.members]
        lowest_end = int(_minimum(candidates + part.sizes))
        if lowest_end >= self.mark:
            return Outcome.FOUND
        if self.spent >= self.nodes or (
            self.spent & 255 == 0 and time.process_time() > self.deadline
        ):
            raise _Abort
        keys = candidates * count + part.ranks
        # Canonical order: after the last placement (placed buffers, at the
        # mark, always are).
        after = keys > last_key
        if not _all(after) and self.stranded(part, candidates, after, low, high):
            return Outcome.INFEASIBLE
        # Dominance: below the lowest end.
        bound = min(lowest_end, self.ceiling(low, high, lowest_end))
        keys = keys[after & (keys < bound * count)]
        keys.sort()
        placed, twin_before, by_rank = self.placed, self.twin_before, self.by_rank
        ordered_keys: list[int] = keys.tolist()
        for key in ordered_keys:
            index = by_rank[key % count]
            twin = twin_before[index]
            if twin >= 0 and not placed[twin]:
                continue
            self.spent += 1
            undo, fits = self._place(index)
            outcome = Outcome.INFEASIBLE
            if fits and self._fits(low, high, self.offsets[index]):
                split = self._split(index, low, high)
                if split:
                    outcome = self._parts(part.members, low, high, split)
                else:
                    outcome = self._node(part, low, high, key)
                self._join(index)
            self._unplace(index, undo)
            if outcome is Outcome.FOUND:
                self.solution[index] = self.offsets[index]
                return outcome
        return Outcome.INFEASIBLE

    def _place(self, index: int) -> tuple[tuple[Int64Array, Int64Array], bool]:
        """Put `index` at its candidate: raise its neighbours' candidates,
        its sections' floors. Returns what `_unplace` needs, and whether
        every raised neighbour still ends within the capacity."""
        search = self.search
        candidate = self.candidate
        offset = int(candidate[index])
        size = self.sizes[index]
        end = offset + size
        others = search.neighbours[index]
        before = candidate[others]
        if search.uniform:
            raised = numpy.maximum(before, end)
        else:
            steps = search.neighbour_alignments[index]
            raised = numpy.maximum(before, -(-end // steps) * steps)
        candidate[others] = raised
        raised += search.neighbour_sizes[index]
        fits = int(_maximum(raised, initial=0)) <= self.capacity
        if not fits:
            # Placed neighbours sit at the mark, above any capacity.
            fits = not _any((raised > self.capacity) & (before < self.mark))
        candidate[index] = self.mark
        self.offsets[index] = offset
        self.placed[index] = True
        low, high = search.section_ranges[index]
        saved_floor = self.floor[low:high].copy()
        self.floor[low:high] = end
        self.total[low:high] -= size
        self.left[low:high] -= 1
        return (before, saved_floor), fits

    def _unplace(self, index: int, undo: tuple[Int64Array, Int64Array]) -> None:
        search = self.search
        before, saved_floor = undo
        self.candidate[search.neighbours[index]] = before
        self.candidate[index] = self.offsets[index]
        low, high = search.section_ranges[index]
        self.floor[low:high] = saved_floor
        self.total[low:high] += self.sizes[index]
        self.left[low:high] += 1
        self.placed[index] = False

    def stranded(
        self,
        part: _Part,
        candidates: Int64Array,
        after: BoolArray,
        low: int,
        high: int,
    ) -> bool:
        """Whether the buffer left behind (its key below the last
        placement's, so that it cannot go where it is) with the lowest end
        can never be placed: until a conflicting buffer placed above it
        lifts it, every placement goes at or above the last one and below
        its end (dominance), and no unplaced conflicting buffer can go there.
        A split of the part would start a new order of placement (`_parts`),
        so the buffer is only stranded when no split can come first: every
        boundary of the part is spanned by it or by an unplaced buffer that
        cannot go below its end either."""
        behind = numpy.nonzero(~after)[0]
        # The one with the lowest end: the fewest buffers can lift it.
        ends = candidates[behind] + part.sizes[behind]
        lowest = int(numpy.argmin(ends))
        position, end = int(behind[lowest]), int(ends[lowest])
        index = int(part.members[position])
        if _any(self.candidate[self.search.neighbours[index]] < end):
            return False
        return self._unsplittable(part, candidates, position, end, low, high)

    def _unsplittable(
        self,
        part: _Part,
        candidates: Int64Array,
        stranded: int,
        end: int,
        low: int,
        high: int,
    ) -> bool:
        """Whether every boundary inside sections `[low, high)` is spanned by
        an unplaced buffer of `part` that cannot be placed before the buffer
        at `part` position `stranded`, which ends at `end`, is lifted (see
        `stranded`): that buffer itself, or one whose candidate is at least
        `end`. Then no split comes first."""
        if high - low < 2:
            return True
        search = self.search
        waiting = (candidates < self.mark) & (candidates >= end)
        waiting[stranded] = True
        blockers = part.members[waiting]
        starts = search.range_lows[blockers] + 1
        stops = search.range_highs[blockers]
        length = search.section_count + 1
        spanned = numpy.cumsum(
            numpy.bincount(starts, minlength=length)
            - numpy.bincount(stops, minlength=length)
        )
        return bool((spanned[low + 1 : high] > 0).all())

    def ceiling(self, low: int, high: int, lowest_end: int) -> int:
        """An offset no child of the current node may have: a child at or
        above it fails `_fits` at once. In a section of `[low, high)` where
        two or more buffers are still to place, whatever child goes next
        leaves some of them, and they need the section's whole remaining
        total above the child's offset (a child that lives there is one of
        them and raises the floor by its own size). Children come in order
        of offset, so a crowded section ends the node's children where the
        section rule would reject each of them, without placing them one by
        one (on MiniMalloc's B, most nodes of a failing search were such
        children). The mark when it cannot be below `lowest_end`, which
        the largest total of any section often shows without a gather."""
        if self.capacity - int(_maximum(self.total, initial=0)) >= lowest_end:
            return self.mark
        span = self.search.span(low, high)
        if span is None:
            return self.mark
        sections = span[0]
        crowded = self.total[sections][self.left[sections] >= 2]
        if len(crowded) == 0:
            return self.mark
        return self.capacity - int(_maximum(crowded)) + 1

    def _fits(self, low: int, high: int, offset: int) -> bool:
        """Whether every section of `[low, high)` can still hold what is left
        to place in it: above its highest placed buffer, the current offset
        and the lowest candidate of those buffers."""
        span = self.search.span(low, high)
        if span is None:
            return True
        sections, cover, starts = span
        remaining = self.total[sections]
        floors = numpy.minimum.reduceat(self.candidate[cover], starts)
        numpy.maximum(floors, self.floor[sections], out=floors)
        numpy.maximum(floors, offset, out=floors)
        floors += remaining
        floors[remaining == 0] = 0
        return int(_maximum(floors)) <= self.capacity

    def _split(self, index: int, low: int, high: int) -> list[int]:
        """Count `index` off the boundaries it spans; the boundaries inside
        `(low, high)` that no unplaced buffer spans any more."""
        search = self.search
        start, stop = search.section_ranges[index]
        if stop - start < 2:
            return []
        cuts = self.cuts[start + 1 : stop]
        cuts -= 1
        zero = numpy.nonzero(cuts == 0)[0] + (start + 1)
        return [int(b) for b in zero.tolist() if low < b < high]

    def _join(self, index: int) -> None:
        start, stop = self.search.section_ranges[index]
        if stop - start >= 2:
            self.cuts[start + 1 : stop] += 1


def plan_unit(graph: ConflictGraph) -> int:
    """The largest unit every offset and arena of a settled plan is a
    multiple of: the gcd of the sizes, cut down to a power of two when some
    alignment does not divide it (so that every alignment divides the unit
    or is a multiple of it)."""
    unit = 0
    for size in graph.sizes:
        unit = math.gcd(unit, size)
    unit = max(unit, 1)
    largest = max(graph.alignments, default=1)
    if unit % largest:
        unit = math.gcd(unit, largest)
    return unit


def rank_by_offsets(offsets: Sequence[int]) -> list[int]:
    """A preorder whose first dive rebuilds the plan `offsets` when that
    plan is settled: buffers by offset, then index."""
    rank = [0] * len(offsets)
    for position, index in enumerate(
        sorted(range(len(offsets)), key=offsets.__getitem__)
    ):
        rank[index] = position
    return rank


def preorders(graph: ConflictGraph) -> list[list[int]]:
    """MiniMalloc's default preorders: by the largest section total of a
    buffer's lifetime (contention), area and length in turn, largest first
    (its `TAW`, `WAT` and `TWA`)."""
    contention = graph.contention
    lengths = [
        last - first + 1 for first, last in zip(graph.firsts, graph.lasts, strict=True)
    ]
    areas = [size * length for size, length in zip(graph.sizes, lengths, strict=True)]
    keys: list[Callable[[int], tuple[int, ...]]] = [
        lambda i: (-contention[i], -areas[i], -lengths[i], i),
        lambda i: (-lengths[i], -areas[i], -contention[i], i),
        lambda i: (-contention[i], -lengths[i], -areas[i], i),
    ]
    ranks: list[list[int]] = []
    for key in keys:
        rank = [0] * len(graph)
        for position, index in enumerate(sorted(range(len(graph)), key=key)):
            rank[index] = position
        ranks.append(rank)
    return ranks
