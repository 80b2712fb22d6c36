"""The priorities of bottom-up placement, and their time mirrors: a mirror's
key on a problem is its priority's key on the time-reversed problem, so the
two place alike; `best` offers the mirrors' plans but seeds no search with
them (see `docs/planners.md`, "Time mirrors")."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings

from merge_alloc.planning import (
    BufferLifetime,
    PlanningProblem,
    best,
    validate_schedule,
)
from merge_alloc.planning.batch_rise import BatchRise
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import heuristic_plans
from merge_alloc.planning.priorities import (
    BATCH_ORDERINGS,
    MIRROR_OF,
    MIRRORED_ORDERINGS,
    ORDERINGS,
    rank_of,
)
from merge_alloc.planning.skyline import rise
from merge_alloc.planning.trace_csv import read_trace_csv
from tests.planning.test_skyline import interval_problems

CHALLENGING = (
    Path(__file__).parents[2] / "benchmarks" / "traces" / "minimalloc" / "challenging"
)

SUPERMALLOC_A = 1.034
"""omnimalloc's supermalloc on MiniMalloc's A (its best run, 3 s of wall
time on two threads, `benchmarks/results.md`), in lower bounds."""


def reversed_in_time(problem: PlanningProblem) -> PlanningProblem:
    """The same buffers with every lifetime `[first, last]` turned into
    `[end - last, end - first]`, `end` the last tick: every pair conflicts
    exactly when it did (a buffer never accessed, `[-1, -1]`, goes to the
    tick after `end`, where it meets no other buffer either)."""
    end = max((buffer.last for buffer in problem.buffers), default=0)
    return PlanningProblem(
        [
            BufferLifetime(
                buffer.id,
                buffer.size,
                end - buffer.last,
                end - buffer.first,
                buffer.order,
                buffer.alignment,
            )
            for buffer in problem.buffers
        ],
        problem.alignment,
    )


@settings(max_examples=150, deadline=None)
@given(problem=interval_problems())
def test_a_mirror_places_as_its_priority_on_the_reversed_problem(
    problem: PlanningProblem,
) -> None:
    graph = ConflictGraph(problem)
    mirrored = ConflictGraph(reversed_in_time(problem))
    assert mirrored.neighbours == graph.neighbours
    every = {**ORDERINGS, **BATCH_ORDERINGS}
    for name, priority in MIRRORED_ORDERINGS.items():
        rank = rank_of(graph, priority(graph))
        assert rank == rank_of(mirrored, every[MIRROR_OF[name]](mirrored))
        offsets = rise(graph, rank)
        assert offsets == rise(mirrored, rank)
        validate_schedule(problem, graph.schedule(offsets))


def test_every_priority_has_its_mirror_or_is_one() -> None:
    # The mirrors mirror listed priorities and are not listed themselves.
    listed = {**ORDERINGS, **BATCH_ORDERINGS}
    assert set(MIRROR_OF) == set(MIRRORED_ORDERINGS)
    assert set(MIRROR_OF.values()) <= set(listed)
    assert not set(MIRRORED_ORDERINGS) & set(listed)


def _challenging(name: str) -> PlanningProblem:
    (path,) = CHALLENGING.glob(f"{name}.*.csv")
    return PlanningProblem(read_trace_csv(path), 1)


def test_the_oldest_buffer_lowest_stacks_minimalloc_a_as_a_staircase() -> None:
    # At A's peak ticks fourteen buffers that die at the last tick are
    # live; "last tick" stacks them by size (1.256 x the lower bound) and
    # "last tick, longest" by first tick, oldest lowest (1.025).
    problem = _challenging("A")
    graph = ConflictGraph(problem)
    end = max(graph.lasts)
    dying_last = [i for i in range(len(graph)) if graph.lasts[i] == end]
    assert len(dying_last) == 15
    for name, bound in (("last tick", 1.25), ("last tick, longest", 1.026)):
        every = {**ORDERINGS, **MIRRORED_ORDERINGS}
        offsets = rise(graph, rank_of(graph, every[name](graph)))
        ratio = graph.total(offsets) / graph.lower_bound
        assert ratio > 1.25 if name == "last tick" else ratio < bound
        if name == "last tick, longest":
            stacked = sorted(dying_last, key=offsets.__getitem__)
            firsts = [graph.firsts[i] for i in stacked]
            assert firsts == sorted(firsts)


def test_a_mirror_plan_is_offered_but_seeds_no_walk() -> None:
    problem = _challenging("A")
    graph = ConflictGraph(problem)
    incumbent = heuristic_plans(graph, BatchRise(graph))
    assert incumbent.source == "last tick, longest"
    assert not set(incumbent.rise_names) & set(MIRRORED_ORDERINGS)
    assert incumbent.rise_total > incumbent.total
    assert all(offsets != incumbent.offsets for _, offsets in incumbent.seeds(2))


def test_best_is_below_supermalloc_on_minimalloc_a() -> None:
    # 1,101,824 bytes (1.051 x the lower bound) before the mirrors.
    problem = _challenging("A")
    schedule = best(problem)
    validate_schedule(problem, schedule)
    assert schedule.total < SUPERMALLOC_A * problem.lower_bound()
    assert schedule == best(problem)
