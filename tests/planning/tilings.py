"""Perfect packings for planner tests: a rectangle of ticks x bytes cut into
buffers, so the lower bound is reachable and is the optimum.

MiniMalloc's "challenging" benchmarks are built the same way; greedy
planners rarely find the packing, so these instances tell a search from a
heuristic.
"""

from __future__ import annotations

import random

from hypothesis import strategies as st

from merge_alloc.planning import BufferLifetime


def guillotine_tiling(
    seed: int, pieces: int, ticks: int = 32, units: int = 32, unit: int = 64
) -> list[BufferLifetime]:
    """`pieces` buffers tiling `ticks` x `units * unit` bytes by guillotine
    cuts (always cutting the largest piece, across time or across bytes)."""
    generator = random.Random(seed)
    rectangles = [(0, ticks, 0, units)]
    while len(rectangles) < pieces:
        rectangles.sort(key=lambda r: (r[1] - r[0]) * (r[3] - r[2]))
        start, stop, low, high = rectangles.pop()
        if stop - start > 1 and (generator.random() < 0.5 or high - low < 2):
            cut = generator.randint(start + 1, stop - 1)
            rectangles += [(start, cut, low, high), (cut, stop, low, high)]
        elif high - low > 1:
            cut = generator.randint(low + 1, high - 1)
            rectangles += [(start, stop, low, cut), (start, stop, cut, high)]
        else:
            rectangles.append((start, stop, low, high))
            break
    rectangles.sort()
    return [
        BufferLifetime(index, (high - low) * unit, start, stop - 1, index)
        for index, (start, stop, low, high) in enumerate(rectangles)
    ]


@st.composite
def few_size_traces(draw: st.DrawFn) -> list[BufferLifetime]:
    """Small traces of few sizes, where the live bytes often meet the lower
    bound: the tight-tick tiling's tests draw from them."""
    count = draw(st.integers(1, 24))
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        size = draw(st.sampled_from([8, 16, 24, 40]))
        first = draw(st.integers(0, 12))
        last = first + draw(st.integers(0, 6))
        buffers.append(BufferLifetime(buffer_id, size, first, last))
    return buffers
