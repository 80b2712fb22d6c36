"""Random planning traces shaped like compiled functions, for tests and benchmarks.

A function's temporaries are mostly short-lived (produced by one op, consumed by
the next few) with a few long-lived ones (weights, accumulators, loop-carried
values). Uniformly random lifetimes would instead make almost every buffer
overlap every other, which is neither realistic nor a test of reuse.
"""

from __future__ import annotations

import random

from merge_alloc.planning.problem import BufferLifetime


def random_trace(
    count: int,
    seed: int = 0,
    *,
    long_lived_fraction: float = 0.02,
    max_size: int = 1 << 20,
) -> list[BufferLifetime]:
    """`count` buffers over about `2 * count` ticks, sizes log-uniform in [1, max_size].

    Each op allocates about one buffer every two ticks; a buffer lives a few
    ticks (geometric, mean about 6), except `long_lived_fraction` of them that
    live for up to a quarter of the function.
    """
    rng = random.Random(seed)
    span = 2 * count
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        first = rng.randrange(span)
        if rng.random() < long_lived_fraction:
            length = rng.randrange(1, max(2, span // 4))
        else:
            length = int(rng.expovariate(1 / 6))
        last = min(span, first + length)
        size = max(1, int(2 ** rng.uniform(0, max_size.bit_length() - 1)))
        buffers.append(BufferLifetime(buffer_id, size, first, last, first))
    return buffers
