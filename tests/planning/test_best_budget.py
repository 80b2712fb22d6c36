"""How `best` shares its budget between the batched search and the canonical
dives (`portfolio.portfolio_and_search`): a stalled search stops early
(`SEARCH_PATIENCE`) and its unused generations go to the dives; problems
where the budget affords only a few generations get one dive reserved
(`DIVE_RESERVE`); once the dives stall, the top of the best plan is searched
again (`canonical_optimise.rebuild`). Plans only: budgets are counted in
work, so the plans are the same on every machine, and no assertion here
reads a clock."""

from __future__ import annotations

from pathlib import Path

from merge_alloc.planning import PlanningProblem, best, validate_schedule
from merge_alloc.planning.batch_rise import BatchRise
from merge_alloc.planning.batch_search import generations_for, improve_batch
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import (
    RESERVE_BELOW_GENERATIONS,
    SEARCH_WORK,
    heuristic_plans,
    portfolio_and_search,
    search_cap,
)
from merge_alloc.planning.synthetic import random_trace
from merge_alloc.planning.trace_csv import read_trace_csv

CHALLENGING = (
    Path(__file__).parents[2] / "benchmarks" / "traces" / "minimalloc" / "challenging"
)


def _challenging(name: str) -> PlanningProblem:
    (path,) = CHALLENGING.glob(f"{name}.*.csv")
    return PlanningProblem(read_trace_csv(path), 1)


def test_patience_stops_a_stalled_search_with_the_same_plan() -> None:
    # MiniMalloc's A: the search stalls after its first generation.
    problem = _challenging("A")
    graph = ConflictGraph(problem)
    batch = BatchRise(graph)
    incumbent = heuristic_plans(graph, batch)
    seeds = incumbent.seeds(2)
    patient = improve_batch(graph, batch, seeds, 200, float("inf"), patience=2)
    assert 0 < patient.generations < 200
    # The same walk, asked for exactly the generations it ran.
    counted = improve_batch(graph, batch, seeds, patient.generations, float("inf"))
    assert counted.generations == patient.generations
    assert (counted.total, counted.offsets) == (patient.total, patient.offsets)


def test_without_patience_every_generation_runs() -> None:
    problem = PlanningProblem(random_trace(60, seed=2), 64)
    graph = ConflictGraph(problem)
    batch = BatchRise(graph)
    incumbent = heuristic_plans(graph, batch)
    if incumbent.optimal:
        return
    found = improve_batch(graph, batch, incumbent.seeds(2), 7, float("inf"))
    assert found.generations == 7 or found.total <= graph.lower_bound


def test_a_large_problem_gets_a_dive() -> None:
    # MiniMalloc's K (454 buffers): the budget affords fewer than
    # RESERVE_BELOW_GENERATIONS generations, so one canonical attempt is
    # reserved, and it is what makes the plan.
    problem = _challenging("K")
    graph = ConflictGraph(problem)
    affordable = generations_for(len(graph), SEARCH_WORK, search_cap(len(graph)))
    assert affordable < RESERVE_BELOW_GENERATIONS
    incumbent = portfolio_and_search(graph, SEARCH_WORK, search_cap(len(graph)))
    assert incumbent.source == "canonical"
    schedule = best(problem)
    validate_schedule(problem, schedule)
    # 1,219,584 bytes before the reserve (the search alone); 1,215,488 is
    # omnimalloc 1.0.0's supermalloc on the same file (3 s budget).
    assert schedule.total < 1_215_488
    assert schedule == best(problem)


def test_the_top_is_searched_again_when_the_dives_stall() -> None:
    # MiniMalloc's A: one dive improves on the search, the next finds
    # nothing, and `rebuild` (the top of the plan searched again) goes on.
    problem = _challenging("A")
    graph = ConflictGraph(problem)
    incumbent = portfolio_and_search(graph, SEARCH_WORK, search_cap(len(graph)))
    assert incumbent.source == "rebuilt"
    schedule = best(problem)
    validate_schedule(problem, schedule)
    # 1,107,968 bytes with the dives alone; 1,104,896 is omnimalloc 1.0.0's
    # supermalloc on the same file (3 s budget).
    assert schedule.total < 1_104_896
