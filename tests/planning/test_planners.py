"""Every registered planner on hand-made scopes whose optimum is known, with
the decisions of the ports worked out by hand from their algorithms."""

from __future__ import annotations

import pytest

from merge_alloc.planning import (
    PLANNERS,
    BufferLifetime,
    MemorySchedule,
    PlanningProblem,
    validate_schedule,
)

B = BufferLifetime

# A path of conflicts 3 - 1 - 2 - 0 (ticks inclusive):
#   tick   2     3     4  5  6     7
#   b3(6)  #
#   b1(1)  #     #
#   b2(3)        #     #  #  #
#   b0(5)              #  #  #     #
# The lower bound is 8 (b0 + b2 at ticks 4-6) and is reached by b0 at 0,
# b2 at 5, b1 at 0, b3 at 1.
PATH = [B(0, 5, 4, 7), B(1, 1, 2, 3), B(2, 3, 3, 6), B(3, 6, 2, 2)]


def _plan(name: str, problem: PlanningProblem) -> MemorySchedule:
    schedule = PLANNERS[name](problem)
    validate_schedule(problem, schedule)
    return schedule


def test_naive_gives_every_buffer_its_own_bytes() -> None:
    schedule = _plan("naive", PlanningProblem(PATH))
    assert schedule.total == 15
    assert dict(schedule.offsets) == {0: 0, 1: 5, 2: 6, 3: 9}


def test_greedy_by_size_path() -> None:
    # Largest first (b3, b0, b2, b1). b3 and b0 go to 0 (nothing placed
    # conflicts). b2 conflicts with b0 = [0, 5): no gap below it, so 5. b1
    # conflicts with b3 = [0, 6) and b2 = [5, 8): no gap, so 8.
    schedule = _plan("greedy-by-size", PlanningProblem(PATH))
    assert (schedule.total, dict(schedule.offsets)) == (9, {0: 0, 1: 8, 2: 5, 3: 0})


def test_greedy_by_size_takes_the_smallest_gap_that_fits() -> None:
    # By size: b2 at 0 = [0, 8); b1 meets b2 at tick 3, so 8 = [8, 13); b0
    # meets only b1: the gap [0, 8) below it fits, 0 = [0, 4); b3 meets b0
    # and b1: the gap [4, 8) fits, 4 = [4, 7). b4 meets b3 and b1 (not b0):
    # gaps [0, 4) and [7, 8); it takes the smaller one, at 7, where a first
    # fit would take 0.
    buffers = [
        B(0, 4, 5, 7),
        B(1, 5, 3, 6),
        B(2, 8, 1, 3),
        B(3, 3, 4, 7),
        B(4, 1, 4, 4),
    ]
    schedule = _plan("greedy-by-size", PlanningProblem(buffers))
    assert dict(schedule.offsets) == {0: 0, 1: 8, 2: 0, 3: 4, 4: 7}
    assert schedule.total == 13


def test_best_fit_path() -> None:
    # ExecuTorch: b3 opens object 0 (size 6); b0 joins it at 0 (no tenant
    # conflicts); b2 conflicts with b0 and 5 + 3 > 6: object 1 (size 3); b1
    # conflicts with b3 (top 6) and b2 (top 3), fits in neither: object 2.
    # Objects at 0, 6, 9.
    schedule = _plan("best-fit", PlanningProblem(PATH))
    assert (schedule.total, dict(schedule.offsets)) == (10, {0: 0, 1: 9, 2: 6, 3: 0})


def test_greedy_by_conflicts_path() -> None:
    # TVM: most conflicts first (b2, b1 have 2; b2 is larger), then b3 and b0
    # (1 each; b3 larger). b2 at 0, b1 on b2 at 3, b3 on b1 at 4, b0 on b2
    # at 3.
    schedule = _plan("greedy-by-conflicts", PlanningProblem(PATH))
    assert (schedule.total, dict(schedule.offsets)) == (10, {0: 3, 1: 3, 2: 0, 3: 4})


def test_best_reaches_the_lower_bound_on_the_path() -> None:
    # Bottom-up by last tick (b0, b2, b1, b3): at level 0, b0 goes first and
    # lifts b2 to 5; b1 goes to 0 too and lifts b3 to 1; then b3 at 1, b2
    # at 5. Total 8 = the lower bound, so the plan is proven optimal.
    schedule = _plan("best", PlanningProblem(PATH))
    assert dict(schedule.offsets) == {0: 0, 1: 0, 2: 5, 3: 1}
    assert schedule.total == 8
    assert schedule.proven_optimal


@pytest.mark.parametrize("name", ["hill-climb", "search", "optimal"])
def test_improving_planners_reach_the_optimum_on_the_path(name: str) -> None:
    schedule = _plan(name, PlanningProblem(PATH))
    assert schedule.total == 8
    assert schedule.proven_optimal


OPTIMAL_PLANNERS = ["best", "search", "optimal", "hill-climb"]


@pytest.mark.parametrize("name", sorted(PLANNERS))
def test_explicit_conflicts_let_exclusive_buffers_share(name: str) -> None:
    # All three live over the whole scope (a then- and an else-buffer and
    # one used by both branches); the relation says 0 and 1 never meet.
    buffers = [B(0, 64, 0, 9), B(1, 64, 0, 9), B(2, 64, 0, 9)]
    conflicts = {0: frozenset({2}), 1: frozenset({2}), 2: frozenset({0, 1})}
    problem = PlanningProblem(buffers, 64, conflicts)
    schedule = _plan(name, problem)
    if name in ("naive", "size-first", "cost-model"):
        # No reuse, or the reference ports, which read lifetimes only.
        assert schedule.total == 192
    else:
        assert schedule.total == 128
        assert schedule.offsets[0] == schedule.offsets[1]


@pytest.mark.parametrize("name", sorted(PLANNERS))
def test_per_buffer_alignment(name: str) -> None:
    # Granularity 16; b1 needs 64. b0 and b1 are live together, b2 later.
    # Optimal: b1 at 0, b0 at 16, b2 at 0: 48 bytes. The ports place b0 (or,
    # the reference ports, everything at 64) first and b1 at 64.
    buffers = [B(0, 16, 0, 1), B(1, 16, 0, 1, alignment=64), B(2, 48, 2, 3)]
    problem = PlanningProblem(buffers, 16)
    schedule = _plan(name, problem)
    assert schedule.offsets[1] % 64 == 0
    if name in OPTIMAL_PLANNERS:
        assert schedule.total == 48
        assert schedule.proven_optimal


@pytest.mark.parametrize("name", sorted(PLANNERS))
def test_zero_sized_and_empty_scopes(name: str) -> None:
    assert _plan(name, PlanningProblem([])).total == 0
    problem = PlanningProblem([B(0, 0, 0, 3), B(1, 32, 1, 2), B(2, 0, -1, -1)], 8)
    schedule = _plan(name, problem)
    assert schedule.total == 32
    assert schedule.offsets[0] == schedule.offsets[2] == 0
