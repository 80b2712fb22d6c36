"""`best` and `search`: the portfolio guarantee, the local search's budget,
determinism and early stop."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from merge_alloc.planning import (
    PlanningProblem,
    best,
    cost_model,
    greedy_by_size,
    make_search,
    size_first,
    validate_schedule,
)
from merge_alloc.planning.batch import BatchRise
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import heuristic_plans
from merge_alloc.planning.search import evaluations_for
from merge_alloc.planning.traces import random_trace
from tests.planning.test_contract import problems
from tests.planning.tilings import guillotine_tiling


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(problem=problems())
def test_best_is_never_larger_than_greedy_by_size_nor_the_reference_ports(
    problem: PlanningProblem,
) -> None:
    total = best(problem).total
    assert total <= greedy_by_size(problem).total
    # The reference ports run when the batched search does not, or when
    # only they can use the in-place hints.
    if problem.inplace or not BatchRise.fits(ConflictGraph(problem)):
        for planner in (size_first, cost_model):
            assert total <= planner(problem).total


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(problem=problems())
def test_search_is_never_larger_than_best(problem: PlanningProblem) -> None:
    schedule = make_search(0.05)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total <= best(problem).total


def test_search_finds_a_perfect_packing_the_heuristics_miss() -> None:
    problem = PlanningProblem(guillotine_tiling(22, 40), 64)
    assert problem.lower_bound() == 32 * 64
    graph = ConflictGraph(problem)
    assert heuristic_plans(graph).total == 36 * 64
    for planner in (best, make_search(1.0)):
        schedule = planner(problem)
        validate_schedule(problem, schedule)
        assert schedule.total == 32 * 64
        assert schedule.proven_optimal


def test_search_without_budget_is_best() -> None:
    problem = PlanningProblem(guillotine_tiling(22, 40), 64)
    assert make_search(0)(problem) == best(problem)


def test_search_is_deterministic() -> None:
    buffers = random_trace(400, seed=5, long_lived_fraction=0.2)
    first = make_search(0.5)(PlanningProblem(buffers, 64))
    second = make_search(0.5)(PlanningProblem(buffers, 64))
    assert first == second


def test_budget_is_a_count_of_replans() -> None:
    graph = ConflictGraph(PlanningProblem(random_trace(400, seed=5), 64))
    one = evaluations_for(graph, 1.0)
    assert 0 < one < evaluations_for(graph, 2.0)
    assert evaluations_for(graph, 0.0) == 0


def test_negative_budget_is_rejected() -> None:
    with pytest.raises(ValueError, match="must not be negative"):
        make_search(-1.0)


def test_best_stops_at_the_lower_bound() -> None:
    # Random function-like traces of 2,000 buffers reach the lower bound.
    problem = PlanningProblem(random_trace(2000, seed=1), 64)
    schedule = best(problem)
    assert schedule.total == problem.lower_bound()
    assert schedule.proven_optimal
