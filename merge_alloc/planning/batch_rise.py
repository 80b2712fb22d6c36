"""Many bottom-up placements at once: `skyline.rise` for a batch of priorities.

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

from collections.abc import Sequence
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
