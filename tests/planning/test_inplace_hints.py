"""Accepting in-place hints by pre-merging donor and reuser (`planning.inplace`)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from merge_alloc.planning import (
    PLANNERS,
    BufferLifetime,
    InplaceHint,
    PlanningProblem,
    validate_schedule,
)
from merge_alloc.planning.problem import accepting_inplace, premerge


def _chain(length: int, size: int = 1024) -> PlanningProblem:
    """`length` buffers, each written by the op that reads the previous one
    for the last time (ticks 1, 2, ...), every neighbour pair hinted."""
    buffers = [BufferLifetime(k, size, k, k + 1, k) for k in range(length)]
    hints = [InplaceHint(k, k + 1) for k in range(length - 1)]
    return PlanningProblem(buffers, 64, inplace=hints)


@pytest.mark.parametrize("name", sorted(PLANNERS))
def test_a_chain_takes_one_slot(name: str) -> None:
    problem = _chain(8)
    planner = accepting_inplace(PLANNERS[name])
    schedule = planner(problem)
    validate_schedule(problem, schedule)
    assert schedule.total == 1024
    assert set(schedule.offsets.values()) == {0}
    # Hints ignored, no planner fits the chain in one slot (two suffice,
    # TVM's greedy-by-conflicts stacks it, naive never reuses).
    assert PLANNERS[name](problem).total >= 2048


def test_premerge_keeps_others_and_conflicts() -> None:
    buffers = [
        BufferLifetime(0, 100, 0, 2),
        BufferLifetime(1, 80, 2, 4),
        BufferLifetime(2, 50, 1, 3),
    ]
    conflicts = {0: frozenset({1, 2}), 1: frozenset({0, 2}), 2: frozenset({0, 1})}
    problem = PlanningProblem(buffers, 1, conflicts, [InplaceHint(0, 1)])
    merged = premerge(problem)
    (pair,) = [b for b in merged.problem.buffers if b.id == 0]
    assert (pair.size, pair.first, pair.last) == (100, 0, 4)
    assert merged.problem.conflicts == {0: frozenset({2}), 2: frozenset({0})}
    assert merged.members == {0: (0, 1), 2: (2,)}


def test_unusable_hints_are_ignored() -> None:
    """A larger reuser, a second reuser of one donor, an unknown id."""
    buffers = [
        BufferLifetime(0, 100, 0, 2),
        BufferLifetime(1, 200, 2, 4),
        BufferLifetime(2, 50, 2, 3),
        BufferLifetime(3, 50, 2, 3),
    ]
    hints = [InplaceHint(0, 1), InplaceHint(0, 2), InplaceHint(0, 3), InplaceHint(0, 9)]
    problem = PlanningProblem(buffers, 1, inplace=hints)
    merged = premerge(problem)
    assert merged.members[0] == (0, 2)
    schedule = accepting_inplace(PLANNERS["size-first"])(problem)
    validate_schedule(problem, schedule)


@st.composite
def hinted_problems(draw: st.DrawFn) -> PlanningProblem:
    """Random interval problems plus hints shaped like the collector's: the
    donor's last tick is the reuser's first and the reuser is not larger."""
    count = draw(st.integers(1, 30))
    buffers: list[BufferLifetime] = []
    for k in range(count):
        first = draw(st.integers(0, 15))
        last = first + draw(st.integers(0, 3))
        size = draw(st.integers(1, 600))
        buffers.append(BufferLifetime(k, size, first, last, k))
    hints: list[InplaceHint] = []
    for donor in buffers:
        for reuser in buffers:
            if (
                donor.id != reuser.id
                and donor.last == reuser.first
                and reuser.size <= donor.size
                and draw(st.booleans())
            ):
                hints.append(InplaceHint(donor.id, reuser.id))
    return PlanningProblem(buffers, draw(st.sampled_from((1, 16, 64))), inplace=hints)


@given(hinted_problems(), st.sampled_from(sorted(PLANNERS)))
def test_accepted_hints_give_valid_schedules(
    problem: PlanningProblem, name: str
) -> None:
    """Whatever the hints, the schedule is valid for the original problem and
    never larger than ignoring them... plus the pre-merged buffers' sizes."""
    schedule = accepting_inplace(PLANNERS[name])(problem)
    validate_schedule(problem, schedule)


def test_a_chain_through_an_instant_buffer_is_cut() -> None:
    """`a -> b -> c` where `b` lives one tick, the tick `a` ends and `c`
    starts: `a` and `c` overlap without a hint, so `c` stays apart."""
    buffers = [
        BufferLifetime(0, 64, 0, 3),
        BufferLifetime(1, 64, 3, 3),
        BufferLifetime(2, 64, 3, 5),
    ]
    problem = PlanningProblem(
        buffers, 1, inplace=[InplaceHint(0, 1), InplaceHint(1, 2)]
    )
    assert premerge(problem).members == {0: (0, 1), 2: (2,)}
    validate_schedule(problem, accepting_inplace(PLANNERS["size-first"])(problem))


def test_lower_bound_lets_hinted_pairs_share() -> None:
    """A chain fits in one slot, so its bound must not say two: while donor
    and reuser are both live the pair counts once."""
    chained = _chain(8)
    unhinted = PlanningProblem(chained.buffers, 64)
    assert unhinted.lower_bound() == 2048
    assert chained.lower_bound() == 1024
    explicit = PlanningProblem(
        chained.buffers,
        64,
        conflicts={
            b.id: frozenset({b.id - 1, b.id + 1} & set(range(8)))
            for b in chained.buffers
        },
        inplace=chained.inplace,
    )
    assert explicit.lower_bound() == 1024


@given(
    st.lists(
        st.tuples(st.integers(1, 8), st.integers(0, 6), st.integers(0, 3)),
        min_size=2,
        max_size=8,
    )
)
def test_lower_bound_never_exceeds_a_plan_that_takes_the_hints(
    shapes: list[tuple[int, int, int]],
) -> None:
    buffers = [
        BufferLifetime(k, 64 * units, first, first + length, k)
        for k, (units, first, length) in enumerate(shapes)
    ]
    hints = [
        InplaceHint(a.id, b.id)
        for a, b in itertools.pairwise(buffers)
        if a.last == b.first and b.size <= a.size
    ]
    problem = PlanningProblem(buffers, 64, inplace=hints)
    schedule = accepting_inplace(PLANNERS["best"])(problem)
    validate_schedule(problem, schedule)
    assert problem.lower_bound() <= schedule.total
