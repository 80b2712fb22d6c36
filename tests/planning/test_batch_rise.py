"""The batched bottom-up placement and the batched search of `best`:
the batch places exactly as `rise` does, the search never returns a plan
larger than its seed, stops at the lower bound, and is deterministic."""

# The batched rise is checked against the private helper it batches.
# pyright: reportPrivateUsage=false
from __future__ import annotations

import numpy
from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import PlanningProblem, best, validate_schedule
from merge_alloc.planning.batch import (
    MAX_BUFFERS,
    BatchRise,
    generations_for,
    improve_batch,
)
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import heuristic_plans
from merge_alloc.planning.skyline import ORDERINGS, _rise_by_neighbours, rank_of
from merge_alloc.planning.traces import random_trace
from tests.planning.test_contract import problems
from tests.planning.test_skyline import interval_problems
from tests.planning.tilings import guillotine_tiling
from tests.tiers import examples


@settings(max_examples=examples(200), deadline=None)
@given(problem=st.one_of(interval_problems(), problems()), data=st.data())
def test_batch_places_as_rise(problem: PlanningProblem, data: st.DataObject) -> None:
    graph = ConflictGraph(problem)
    if not BatchRise.fits(graph):
        assert len(graph) == 0
        return
    ranks = [
        data.draw(st.permutations(range(len(graph))))
        for _ in range(data.draw(st.integers(1, 4)))
    ]
    placed = BatchRise(graph).place(ranks).tolist()
    for rank, offsets in zip(ranks, placed, strict=True):
        assert offsets == _rise_by_neighbours(graph, rank)
        validate_schedule(problem, graph.schedule(offsets))


@settings(max_examples=examples(100), deadline=None)
@given(problem=problems(), generations=st.integers(0, 6))
def test_search_never_returns_more_than_its_seed(
    problem: PlanningProblem, generations: int
) -> None:
    graph = ConflictGraph(problem)
    if not BatchRise.fits(graph):
        return
    batch = BatchRise(graph)
    rank = rank_of(graph, ORDERINGS["last tick"](graph))
    seed = batch.place([rank]).tolist()[0]
    found = improve_batch(graph, batch, [(rank, seed)], generations, float("inf"))
    assert found.total <= graph.total(seed)
    assert found.offsets == batch.place([found.rank]).tolist()[0]
    validate_schedule(problem, graph.schedule(found.offsets))


def test_search_stops_at_the_lower_bound() -> None:
    # A perfect packing the portfolio's first priorities miss.
    problem = PlanningProblem(guillotine_tiling(22, 40), 64)
    graph = ConflictGraph(problem)
    batch = BatchRise(graph)
    rank = rank_of(graph, ORDERINGS["last tick"](graph))
    seed = batch.place([rank]).tolist()[0]
    assert graph.total(seed) > graph.lower_bound
    found = improve_batch(graph, batch, [(rank, seed)], 1_000, float("inf"))
    assert found.total == graph.lower_bound
    schedule = best(problem)
    assert schedule.total == graph.lower_bound and schedule.proven_optimal


def test_best_is_deterministic() -> None:
    problem = PlanningProblem(random_trace(300, seed=3, long_lived_fraction=0.3), 64)
    assert best(problem) == best(problem)


def test_large_problems_are_not_batched() -> None:
    graph = ConflictGraph(PlanningProblem(random_trace(MAX_BUFFERS + 1, seed=1), 64))
    assert not BatchRise.fits(graph)
    incumbent = heuristic_plans(graph)
    assert incumbent.offsets is not None


def test_budget_buys_fewer_generations_on_larger_problems() -> None:
    assert generations_for(100, 10**9, 40) == 40
    assert (
        0 < generations_for(400, 20_000_000, 40) < generations_for(200, 20_000_000, 40)
    )
    assert generations_for(1000, 0, 40) == 0


def test_keys_that_would_overflow_are_not_batched() -> None:
    from merge_alloc.planning import BufferLifetime

    huge = [BufferLifetime(i, 1 << 58, 0, 1) for i in range(4)]
    assert not BatchRise.fits(ConflictGraph(PlanningProblem(huge)))
    assert numpy.int64(best(PlanningProblem(huge)).total) == 4 << 58
