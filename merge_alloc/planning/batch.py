"""Bottom-up placement in numpy batches (`BatchRise`) and the local search over
priority lists that places a generation of plans at a time with it.

Many bottom-up placements at once: `skyline.rise` for a batch of priorities.

A local search over priority lists spends nearly all its time re-planning,
and one `rise` in Python costs about a millisecond per 300 buffers. Here
`K` priority lists are placed together with numpy, one buffer per list per
step, on the dense conflict matrix, so that the interpreter's cost is paid
once per step for all `K` plans: 16 plans of the 400-buffer MiniMalloc
benchmarks take about as long as three sequential ones.

Each list keeps, per buffer, a *key* `candidate << bits | rank`: the offset
where the buffer would go now (the top of its highest placed neighbour,
aligned) and its priority below it. The smallest key is the buffer `rise`
places next (lowest candidate, then lowest rank), so the plans are exactly
`rise`'s (`tests/planning/test_batch_rise.py` checks it). Placing a buffer
raises its unplaced neighbours' keys to its end; a placed buffer's key
becomes `_PLACED`.

The dense matrix costs `n**2` bytes and every step touches `K * n` keys, so
the batch is for problems of up to `MAX_BUFFERS` buffers whose keys fit in
64 bits (`BatchRise.fits`); `portfolio` and `search` fall back to `rise`
beyond.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from merge_alloc.planning.conflict_graph import ConflictGraph

if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

    Int64Array = NDArray[numpy.int64]

MAX_BUFFERS = 1_000
"""The largest problem placed in batches: beyond, a batch of 16 lists costs
more than 7 sequential `rise`s."""

_PLACED = (1 << 63) - 1
"""A key above every candidate: marks a placed buffer."""


class BatchRise:
    """`graph` ready for batched bottom-up placement.

    Making one costs nothing: its arrays (and numpy, which a small scope
    never needs) are built by the first placement, so a caller may make the
    batch before it knows whether cheaper plans already meet the lower
    bound."""

    def __init__(self, graph: ConflictGraph) -> None:
        self.graph = graph
        self.count = len(graph)
        self.uniform = graph.uniform
        self.bits = max(1, self.count.bit_length())
        self._built = False

    def _build(self) -> None:
        """The arrays every placement reads: sizes, alignments and the dense
        conflict matrix."""
        import numpy

        graph, count = self.graph, self.count
        self.sizes: Int64Array = numpy.asarray(graph.sizes, dtype=numpy.int64)
        self.alignments: Int64Array = numpy.asarray(graph.alignments, dtype=numpy.int64)
        if graph.explicit:
            adjacency = numpy.zeros((count, count), dtype=numpy.bool_)
            neighbours = graph.neighbours
            rows = numpy.repeat(
                numpy.arange(count), [len(others) for others in neighbours]
            )
            columns = [other for others in neighbours for other in others]
            adjacency[rows, numpy.asarray(columns, dtype=numpy.int64)] = True
        else:
            firsts = numpy.asarray(graph.firsts, dtype=numpy.int64)
            lasts = numpy.asarray(graph.lasts, dtype=numpy.int64)
            adjacency = (firsts[:, None] <= lasts[None, :]) & (
                firsts[None, :] <= lasts[:, None]
            )
            numpy.fill_diagonal(adjacency, False)
        self.adjacency = adjacency
        self._built = True

    @staticmethod
    def fits(graph: ConflictGraph) -> bool:
        """Whether `graph` is small enough for batches and its keys fit:
        every candidate is below the sum of the sizes plus the largest
        alignment."""
        count = len(graph)
        if not 0 < count <= MAX_BUFFERS:
            return False
        highest = sum(graph.sizes) + max(graph.alignments)
        return highest << max(1, count.bit_length()) < 1 << 62

    def place(self, ranks: Sequence[Sequence[int]] | Int64Array) -> Int64Array:
        """The bottom-up plan of each priority list in `ranks` (`K` rows of
        `n` distinct ranks in `0..n-1`): offsets, one row per list."""
        import numpy

        if not self._built:
            self._build()
        rank: Int64Array = numpy.asarray(ranks, dtype=numpy.int64)
        lists, count = rank.shape
        bits = self.bits
        sizes, adjacency, alignments = self.sizes, self.adjacency, self.alignments
        uniform = self.uniform
        keys = rank.copy()
        flat = keys.reshape(-1)
        offsets = numpy.zeros(lists * count, dtype=numpy.int64)
        # Row starts in the flattened keys: `base + chosen` addresses each
        # list's chosen buffer without two-dimensional fancy indexing.
        base = numpy.arange(lists, dtype=numpy.int64) * count
        scratch = numpy.empty_like(keys)
        argmin, maximum, multiply, add = (
            numpy.argmin,
            numpy.maximum,
            numpy.multiply,
            numpy.add,
        )
        for _ in range(count):
            chosen = argmin(keys, axis=1)
            at = base + chosen
            levels = flat[at] >> bits
            offsets[at] = levels
            ends = levels + sizes[chosen]
            # Keys never drop below the rank, so raising every key to
            # `rank` (non-neighbours) changes nothing.
            if uniform:
                multiply(adjacency[chosen], (ends << bits)[:, None], out=scratch)
            else:
                tops = -(-ends[:, None] // alignments) * alignments
                multiply(adjacency[chosen], tops << bits, out=scratch)
            add(scratch, rank, out=scratch)
            maximum(keys, scratch, out=keys)
            flat[at] = _PLACED
        return offsets.reshape(lists, count)

    def totals(self, offsets: Int64Array) -> Int64Array:
        """The arena of each plan (row) of `offsets` (`place`'s result)."""
        if not self._built:
            self._build()
        return (offsets + self.sizes).max(axis=1)


def ranks_of(order: Sequence[int]) -> list[int]:
    """The rank of each buffer when placed in `order`."""
    rank = [0] * len(order)
    for position, index in enumerate(order):
        rank[index] = position
    return rank


# Local search over priority lists, a generation of plans at a time.
#
# The search of `search.improve` walks priority lists one re-plan at a time:
# perturb the list where the plan is tight, re-plan bottom up, keep the list
# if the arena is not larger. Here each step perturbs the current list
# `CHILDREN` times independently, places all children at once
# (`batch_rise.BatchRise`) and moves to the smallest child if it is not
# larger than the current plan (so the walk crosses plateaus). A perturbation
# is the one of `search`: at a random buffer that reaches the top of the
# arena, move it or one of its conflicting buffers to the front of the list
# (half the time) and swap it with another of them. Children of one generation
# use 1 to `MOVES` perturbations, so that small and larger steps are both
# tried.
#
# The number of generations is the caller's budget, counted in work units
# (`generations_for`), never read from the clock: the same problem gives the
# same plan on any machine. The clock (CPU time) is only a safety cap for a
# machine much slower than the calibration.

CHILDREN = 16
"""Priority lists placed per generation."""

MOVES = 2
"""The most perturbations one child gets."""

SEED = 20231
"""The seed of the perturbations."""

STEP_WORK = 6_000
"""The fixed cost of one placement step of a batch, in key updates (numpy
calls cost about as much as updating 6,000 keys)."""

KEY_UPDATES_PER_SECOND = 300_000_000
"""Key updates a budget of one second buys: about half of what one core of a
loaded 2-core machine does (measured ~1.7 ns per key), so that a search
normally ends well within the time asked for and the CPU-time cap never
decides the plan."""


def generation_work(count: int) -> int:
    """The work units of one generation on `count` buffers."""
    return count * (STEP_WORK + CHILDREN * count)


def generations_for(count: int, work: int, cap: int) -> int:
    """How many generations `work` units buy on `count` buffers, at most
    `cap`."""
    return max(0, min(cap, work // max(1, generation_work(count))))


@dataclass
class BatchResult:
    """The smallest plan the search saw, and its priority list."""

    offsets: list[int]
    total: int
    rank: list[int]
    generations: int = 0
    """How many generations ran (fewer than asked when the walks reached
    the lower bound or stalled)."""


def improve_batch(
    graph: ConflictGraph,
    batch: BatchRise,
    seeds: Sequence[tuple[list[int], list[int]]],
    generations: int,
    deadline: float,
    patience: int = 0,
    idle_patience: int = 0,
) -> BatchResult:
    """Walk from each seed `(rank, offsets)` (a priority and its bottom-up
    plan) for `generations` generations, the walks sharing each batch (or
    until the lower bound, past the CPU time `deadline`, or, with
    `patience`, after that many generations in a row without a smaller
    plan; with `idle_patience`, after that many generations while no
    generation has found a smaller plan than the seeds); the smallest plan
    seen, the seeds' included."""
    import numpy

    sizes = graph.sizes
    count = len(sizes)
    neighbours = graph.neighbours
    lower_bound = graph.lower_bound
    generator = random.Random(SEED)
    walks = [
        _Walk(list(rank), list(offsets), graph.total(offsets))
        for rank, offsets in seeds
    ]
    first = min(walks, key=lambda walk: walk.total)
    best = BatchResult(first.offsets, first.total, first.rank)
    per_walk = max(1, CHILDREN // len(walks))
    ran = stalled = 0
    for _ in range(generations):
        if best.total <= lower_bound or time.process_time() > deadline:
            break
        if patience and stalled >= patience:
            break
        if idle_patience and stalled == ran and ran >= idle_patience:
            break
        ran += 1
        stalled += 1
        children: list[list[int]] = []
        for walk in walks:
            total = walk.total
            at_top = [i for i in range(count) if walk.offsets[i] + sizes[i] == total]
            for child in range(per_walk):
                trial = walk.rank.copy()
                for _ in range(1 + child % MOVES):
                    tight = at_top[generator.randrange(len(at_top))]
                    near = [*neighbours[tight], tight]
                    moved = near[generator.randrange(len(near))]
                    if generator.random() < 0.5:
                        trial[moved] = -1
                    other = near[generator.randrange(len(near))]
                    trial[moved], trial[other] = trial[other], trial[moved]
                children.append(trial)
        ranks: Int64Array = numpy.argsort(
            numpy.argsort(
                numpy.asarray(children, dtype=numpy.int64), axis=1, kind="stable"
            ),
            axis=1,
            kind="stable",
        )
        placed = batch.place(ranks)
        totals = batch.totals(placed)
        for index, walk in enumerate(walks):
            window = totals[index * per_walk : (index + 1) * per_walk]
            winner = index * per_walk + int(numpy.argmin(window))
            if int(totals[winner]) <= walk.total:
                walk.total = int(totals[winner])
                walk.rank = [int(r) for r in ranks[winner].tolist()]
                walk.offsets = [int(o) for o in placed[winner].tolist()]
                if walk.total < best.total:
                    best = BatchResult(walk.offsets, walk.total, walk.rank)
                    stalled = 0
    best.generations = ran
    return best


@dataclass
class _Walk:
    """One walk's current priority list, its plan and arena."""

    rank: list[int]
    offsets: list[int]
    total: int
