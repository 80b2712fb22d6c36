"""The planner contract: per-buffer alignment, explicit conflicts, in-place
hints, and the validator that holds every planner to them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import (
    BUDGETED_PLANNERS,
    PLANNERS,
    BufferLifetime,
    InplaceHint,
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
    ScheduleError,
    validate_schedule,
)

B = BufferLifetime

CONTRACT_BUDGET_SECONDS = 0.05
"""The budget of `search` and `optimal` in the contract test. The contract
holds whatever the budget, and a small one ends more runs on an exhausted
budget, where an unfinished plan would show; their default budgets are held
to the same validator by tests/planning/test_properties.py."""


def _contract_planner(name: str) -> MemoryPlanner:
    make = BUDGETED_PLANNERS.get(name)
    return PLANNERS[name] if make is None else make(CONTRACT_BUDGET_SECONDS)


@st.composite
def problems(draw: st.DrawFn, max_buffers: int = 30) -> PlanningProblem:
    """Random scopes whose buffers each need their own alignment, sometimes
    with an explicit conflict relation (a random subset of lifetime overlap,
    as the collector produces for exclusive branches)."""
    count = draw(st.integers(0, max_buffers))
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        size = draw(st.one_of(st.integers(1, 200), st.integers(1, 4000)))
        first = draw(st.integers(-1, 25))
        last = -1 if first == -1 else first + draw(st.integers(0, 10))
        alignment = draw(st.sampled_from([1, 2, 4, 16, 64, 128]))
        buffers.append(B(buffer_id, size, first, last, buffer_id, alignment))
    granularity = draw(st.sampled_from([1, 8, 16, 64]))
    if not draw(st.booleans()):
        return PlanningProblem(buffers, granularity)
    interval = PlanningProblem(buffers, granularity)
    kept = [
        (a.id, b.id)
        for a, b in interval.conflict_pairs()
        if draw(st.integers(0, 3)) > 0
    ]
    relation: dict[int, set[int]] = {buffer.id: set() for buffer in buffers}
    for a, b in kept:
        relation[a].add(b)
        relation[b].add(a)
    conflicts = {key: frozenset(value) for key, value in relation.items()}
    return PlanningProblem(buffers, granularity, conflicts)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(PLANNERS))
@settings(max_examples=200, deadline=None)
@given(problem=problems())
def test_every_planner_honours_the_contract(
    name: str, problem: PlanningProblem
) -> None:
    schedule = _contract_planner(name)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total >= problem.lower_bound()


@pytest.mark.parametrize("name", sorted(PLANNERS))
def test_planners_are_deterministic(name: str) -> None:
    buffers = [B(i, 100 + 37 * i, i % 5, i % 5 + 3, i, 1 << (i % 7)) for i in range(40)]
    problem = PlanningProblem(buffers, 8)
    assert PLANNERS[name](problem) == PLANNERS[name](PlanningProblem(buffers, 8))


def test_offset_must_meet_the_buffers_own_alignment() -> None:
    problem = PlanningProblem([B(0, 16, 0, 1), B(1, 16, 0, 1, alignment=64)], 16)
    with pytest.raises(ScheduleError, match=r"buffer 1: offset 16 is not .* of 64"):
        validate_schedule(problem, MemorySchedule(32, {0: 0, 1: 16}))
    validate_schedule(problem, MemorySchedule(80, {0: 0, 1: 64}))


def test_granularity_applies_to_every_buffer() -> None:
    problem = PlanningProblem([B(0, 4, 0, 1, alignment=1)], 16)
    assert problem.alignment_of(problem.buffers[0]) == 16
    assert problem.reserved(problem.buffers[0]) == 16
    with pytest.raises(ScheduleError, match="multiple of 16"):
        validate_schedule(problem, MemorySchedule(12, {0: 8}))


def test_explicit_conflicts_replace_lifetime_overlap() -> None:
    # Both live over [0, 9], as a then- and an else-buffer widened to an
    # scf.if; the relation says they never meet.
    buffers = [B(0, 64, 0, 9), B(1, 64, 0, 9), B(2, 64, 0, 9)]
    conflicts = {
        0: frozenset({2}),
        1: frozenset({2}),
        2: frozenset({0, 1}),
    }
    problem = PlanningProblem(buffers, 64, conflicts)
    validate_schedule(problem, MemorySchedule(128, {0: 0, 1: 0, 2: 64}))
    with pytest.raises(ScheduleError, match="buffers 0 and 2 conflict"):
        validate_schedule(problem, MemorySchedule(128, {0: 0, 1: 64, 2: 0}))
    assert problem.lower_bound() == 128
    assert PlanningProblem(buffers, 64).lower_bound() == 192


def test_inplace_hint_allows_exactly_the_same_offset() -> None:
    buffers = [B(0, 64, 0, 5), B(1, 64, 5, 9), B(2, 32, 5, 9)]
    problem = PlanningProblem(buffers, 1, inplace=[InplaceHint(donor=0, reuser=1)])
    validate_schedule(problem, MemorySchedule(96, {0: 0, 1: 0, 2: 64}))
    with pytest.raises(ScheduleError, match="buffers 0 and 1 conflict"):
        validate_schedule(problem, MemorySchedule(128, {0: 0, 1: 32, 2: 96}))
    # The hint is about buffers 0 and 1 only; 2 still may not overlap either.
    with pytest.raises(ScheduleError, match="conflict and share bytes"):
        validate_schedule(problem, MemorySchedule(96, {0: 0, 1: 0, 2: 16}))


def test_problem_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="power of two"):
        PlanningProblem([B(0, 8, 0, 0, alignment=3)])
    with pytest.raises(ValueError, match="power of two"):
        PlanningProblem([], 0)
    with pytest.raises(ValueError, match="appears twice"):
        PlanningProblem([B(0, 8, 0, 0), B(0, 8, 1, 1)])
