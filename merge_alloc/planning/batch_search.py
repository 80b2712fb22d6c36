"""Local search over priority lists, a generation of plans at a time.

The search of `search.improve` walks priority lists one re-plan at a time:
perturb the list where the plan is tight, re-plan bottom up, keep the list
if the arena is not larger. Here each step perturbs the current list
`CHILDREN` times independently, places all children at once
(`batch_rise.BatchRise`) and moves to the smallest child if it is not
larger than the current plan (so the walk crosses plateaus). A perturbation
is the one of `search`: at a random buffer that reaches the top of the
arena, move it or one of its conflicting buffers to the front of the list
(half the time) and swap it with another of them. Children of one generation
use 1 to `MOVES` perturbations, so that small and larger steps are both
tried.

The number of generations is the caller's budget, counted in work units
(`generations_for`), never read from the clock: the same problem gives the
same plan on any machine. The clock (CPU time) is only a safety cap for a
machine much slower than the calibration.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from merge_alloc.planning.batch_rise import BatchRise
from merge_alloc.planning.conflict_graph import ConflictGraph

if TYPE_CHECKING:
    from merge_alloc.planning.batch_rise import Int64Array

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
