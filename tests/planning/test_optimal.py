"""`optimal`: CP-SAT finds and proves optimal plans; without OR-Tools, one
clear error naming the extra."""

from __future__ import annotations

import sys

import pytest
from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.dialects import register_dialects
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import (
    BufferLifetime,
    OptimalPlannerUnavailable,
    PlanningProblem,
    best,
    make_optimal,
    validate_schedule,
)
from tests.planning.tilings import guillotine_tiling

B = BufferLifetime


def test_optimal_finds_the_perfect_packing() -> None:
    problem = PlanningProblem(guillotine_tiling(22, 40), 64)
    schedule = make_optimal(20.0)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total == problem.lower_bound() == 32 * 64
    assert schedule.proven_optimal


def test_optimal_proves_an_optimum_above_the_lower_bound() -> None:
    # Five buffers live together whose explicit conflicts form a 5-cycle:
    # any two neighbours fit in 128 bytes (the lower bound), but a 5-cycle
    # needs three "colours", so 192 is optimal, and only the solver knows.
    buffers = [B(i, 64, 0, 9) for i in range(5)]
    conflicts = {i: frozenset({(i + 1) % 5, (i - 1) % 5}) for i in range(5)}
    problem = PlanningProblem(buffers, 64, conflicts)
    assert problem.lower_bound() == 128
    heuristic = best(problem)
    assert heuristic.total == 192
    assert not heuristic.proven_optimal
    schedule = make_optimal(20.0)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total == 192
    assert schedule.proven_optimal


def test_optimal_respects_per_buffer_alignment() -> None:
    buffers = [B(0, 48, 0, 1, alignment=128), B(1, 80, 0, 1), B(2, 16, 1, 2)]
    problem = PlanningProblem(buffers, 16)
    schedule = make_optimal(20.0)(problem)
    validate_schedule(problem, schedule)
    # 1 at 0 (80 bytes), 0 at 128 (its alignment): 176; or 0 at 0, 1 at 48,
    # 2 at 128: 144. The latter is optimal.
    assert schedule.total == 144
    assert schedule.proven_optimal


def test_optimal_proves_an_aligned_optimum_above_the_lower_bound() -> None:
    # Two 1-byte buffers that need 2-byte alignment: 0 and 2, 3 bytes.
    buffers = [B(0, 1, 0, 0, alignment=2), B(1, 1, 0, 0, alignment=2)]
    problem = PlanningProblem(buffers)
    assert problem.lower_bound() == 2
    schedule = make_optimal(20.0)(problem)
    assert (schedule.total, dict(schedule.offsets)) == (3, {0: 0, 1: 2})
    assert schedule.proven_optimal


def test_probes_honour_alignment_steps() -> None:
    # Large enough for the probes; every buffer needs 128 bytes alignment
    # while sizes are multiples of 64.
    buffers = [
        B(b.id, b.size, b.first, b.last, b.order, alignment=128)
        for b in guillotine_tiling(22, 80)
    ]
    problem = PlanningProblem(buffers, 64)
    schedule = make_optimal(5.0)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total <= best(problem).total


def test_optimal_is_deterministic() -> None:
    problem = PlanningProblem(guillotine_tiling(26, 40), 64)
    planner = make_optimal(20.0)
    assert planner(problem) == planner(problem)


def test_non_positive_limit_is_rejected() -> None:
    with pytest.raises(ValueError, match="must be positive"):
        make_optimal(0)


def test_missing_ortools_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ortools", None)
    monkeypatch.setitem(sys.modules, "ortools.sat", None)
    monkeypatch.setitem(sys.modules, "ortools.sat.python", None)
    problem = PlanningProblem([B(0, 64, 0, 1)], 64)
    with pytest.raises(OptimalPlannerUnavailable) as error:
        make_optimal(1.0)(problem)
    assert str(error.value) == (
        "merge-alloc option 'planner': 'optimal' needs OR-Tools, which is "
        "not installed; install the extra: pip install -e '.[optimal]'"
    )

    context = Context(allow_unregistered=True)
    register_dialects(context)
    module = Parser(
        context,
        """
        func.func @f() {
          %a = memref.alloc() : memref<16xf32>
          "test.use"(%a) : (memref<16xf32>) -> ()
          return
        }
        """,
    ).parse_module()
    # Through the pass it is an error of the `planner` option (one line).
    with pytest.raises(MergeAllocOptionError) as option_error:
        MergeAllocPass(planner="optimal").apply(context, module)
    assert str(option_error.value) == str(error.value)
    assert isinstance(option_error.value.__cause__, OptimalPlannerUnavailable)
