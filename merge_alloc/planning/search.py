"""`search`: improve the best heuristic plan by local search, within a budget.

The bottom-up placement (`skyline.rise`) turns any priority list into a
plan, so the search walks priority lists: it starts from the best priorities
of the portfolio and repeatedly perturbs them where the plan is tight -- at
a buffer that reaches the top of the arena, it moves that buffer or one of
its conflicting buffers to the front of the list and swaps it with another
of them -- re-plans, and keeps the new list if its arena is not larger
(equal arenas are accepted, so the walk crosses plateaus). It stops at the
lower bound, which no plan can beat. The answer is the smallest plan seen,
the portfolio's included.

Problems of up to `batch_rise.MAX_BUFFERS` buffers are first searched
exactly as `best` searches them (`portfolio.portfolio_and_search`: two
walks, a batch of perturbed lists placed at once), so `search` is never
larger than `best`; then one walk goes on from `best`'s plan with the rest
of the budget, every child of a batch its own. Larger
problems walk one list at a time (`improve`). On MiniMalloc's A-K the
default second gives 1.06 x the lower bound (geometric mean).

Determinism: the random choices come from a generator seeded with a
constant, and the budget is a number of re-plans (or generations) computed
from the problem size (`evaluations_for`, `batch_search.generations_for`),
not from the clock: the same problem gives the same plan on any machine.
The rates behind those numbers are about half of what one core of a loaded
2-core machine does, so the plan normally comes well within the time asked
for. The clock is only a safety cap: if the process has spent `seconds` of
CPU time (a much slower machine), the search stops early and the plan may
then differ between runs. CPU time rather than wall time, so that other load
on the machine does not change the plan.
"""

from __future__ import annotations

import random
import time

from merge_alloc.planning.batch_rise import BatchRise
from merge_alloc.planning.batch_search import (
    KEY_UPDATES_PER_SECOND,
    generations_for,
    improve_batch,
)
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import (
    SEARCH_GENERATIONS,
    SEARCH_WORK,
    heuristic_plans,
    portfolio_and_search,
)
from merge_alloc.planning.problem import MemoryPlanner, MemorySchedule, PlanningProblem
from merge_alloc.planning.skyline import rise

DEFAULT_SECONDS = 1.0
"""The budget when none is given (the pass option `plan-seconds`)."""

WORK_PER_SECOND = 10_000_000
"""Work units the search counts on re-planning per CPU second (see the
module docstring and `evaluations_for`)."""

BUFFER_WORK = 16
"""A re-plan costs, per buffer, about as much as 16 conflict-list entries
(ranking, filing, the scan for the top of the arena)."""

PORTFOLIO_REPLANS = 12
"""The portfolio's cost, in re-plans, taken from the budget first."""

REPLANS_PER_BUFFER_SECOND = 20
"""Small problems re-plan in microseconds; past about 20 re-plans per buffer
the walk has long settled, so the count is also capped by the size."""

BATCH_GENERATIONS_PER_SECOND = 2_000
"""At most this many generations of the batched search per second of budget
(small problems settle long before)."""

SEED = 20231
"""The seed of the search's random choices."""


def evaluations_for(graph: ConflictGraph, seconds: float) -> int:
    """How many re-plans the search makes on `graph` within `seconds`."""
    count = len(graph)
    work = BUFFER_WORK * count + 2 * graph.pair_count
    by_rate = int(seconds * WORK_PER_SECOND / max(1, work)) - PORTFOLIO_REPLANS
    by_size = int(seconds * (REPLANS_PER_BUFFER_SECOND * count + 500))
    return max(0, min(by_rate, by_size))


def improve(
    graph: ConflictGraph, rank: list[int], evaluations: int, deadline: float
) -> tuple[list[int], int]:
    """Local search from priority `rank`; the best offsets and their total."""
    sizes = graph.sizes
    count = len(sizes)
    lower_bound = graph.lower_bound
    neighbours = graph.neighbours if "neighbours" in graph.__dict__ else None
    generator = random.Random(SEED)
    offsets = rise(graph, rank)
    total = graph.total(offsets)
    best_offsets, best_total = offsets, total
    front = -1
    for _ in range(evaluations):
        if best_total <= lower_bound or time.process_time() > deadline:
            break
        at_top = [i for i in range(count) if offsets[i] + sizes[i] == total]
        tight = at_top[generator.randrange(len(at_top))]
        near = [tight] if neighbours is None else [*neighbours[tight], tight]
        moved = near[generator.randrange(len(near))]
        trial = rank.copy()
        if generator.random() < 0.5:
            trial[moved] = front
            front -= 1
        other = near[generator.randrange(len(near))]
        trial[moved], trial[other] = trial[other], trial[moved]
        trial_offsets = rise(graph, trial)
        trial_total = graph.total(trial_offsets)
        if trial_total <= total:
            rank, offsets, total = trial, trial_offsets, trial_total
            if total < best_total:
                best_offsets, best_total = offsets, total
    return best_offsets, best_total


def make_search(seconds: float = DEFAULT_SECONDS) -> MemoryPlanner:
    """The `search` planner with a budget of `seconds` (see the module
    docstring for how the budget is spent)."""
    if seconds < 0:
        raise ValueError(f"the search budget must not be negative, got {seconds}")

    def search(problem: PlanningProblem) -> MemorySchedule:
        """The portfolio's plan, improved by local search."""
        deadline = time.process_time() + seconds
        graph = ConflictGraph(problem)
        if BatchRise.fits(graph):
            # First exactly `best` (so `search` is never larger), then one
            # walk from its result with the rest of the budget: with more
            # generations a single walk with every child goes deeper.
            incumbent = portfolio_and_search(graph, SEARCH_WORK, SEARCH_GENERATIONS)
            found, batch = incumbent.searched, incumbent.batch
            if incumbent.optimal or found is None or batch is None:
                return incumbent.schedule()
            work = int(seconds * KEY_UPDATES_PER_SECOND) - SEARCH_WORK
            cap = int(seconds * BATCH_GENERATIONS_PER_SECOND)
            generations = generations_for(len(graph), work, cap)
            seeds = [(found.rank, found.offsets)]
            more = improve_batch(graph, batch, seeds, generations, deadline)
            incumbent.offer(more.offsets, "search")
            return incumbent.schedule()
        incumbent = heuristic_plans(graph)
        if incumbent.optimal or len(graph) == 0:
            return incumbent.schedule()
        evaluations = evaluations_for(graph, seconds)
        if evaluations == 0:
            return incumbent.schedule()
        assert incumbent.rise_rank is not None
        offsets, _ = improve(graph, incumbent.rise_rank, evaluations, deadline)
        incumbent.offer(offsets, "search")
        return incumbent.schedule()

    search.__name__ = "search"
    search.__qualname__ = "search"
    return search


search = make_search()
"""`search` with the default budget of one second."""
