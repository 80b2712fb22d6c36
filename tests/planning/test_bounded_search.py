"""Every planner's placement search ends, whatever the sizes and alignments.

An alignment of 2**62 once made the bottom-up placement loop forever: it
marked placed buffers with the candidate offset 2**62, which a plan with that
alignment reaches, so placed buffers were raised and placed again. The pass
accepts alignments up to 2**62 (`merge_alloc.planning.problem.alignment_problem`), so
every planner is run here at that scale, and the bound of the bottom-up loop
(each buffer placed once, so at most `count + 2 * pairs` filings) is checked
by counting how often each buffer's neighbour list is walked.
"""

# The search's private rise helpers are checked directly.
# pyright: reportPrivateUsage=false
from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import (
    BUDGETED_PLANNERS,
    PLANNERS,
    BufferLifetime,
    MemoryPlanner,
    PlanningProblem,
    validate_schedule,
)
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.problem import alignment_problem
from merge_alloc.planning.skyline import _rise_by_heights, _rise_by_neighbours
from tests.tiers import examples

LARGEST_ALIGNMENT = 1 << 62
"""The largest alignment the pass accepts with 64-bit indices."""


@st.composite
def huge_problems(draw: st.DrawFn) -> PlanningProblem:
    """Small scopes whose sizes and alignments reach 2**62."""
    count = draw(st.integers(0, 12))
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        first = draw(st.integers(0, 20))
        last = first + draw(st.integers(0, 10))
        size = draw(st.one_of(st.integers(1, 64), st.integers(1, LARGEST_ALIGNMENT)))
        alignment = 1 << draw(st.integers(0, 62))
        buffers.append(
            BufferLifetime(buffer_id, size, first, last, buffer_id, alignment)
        )
    alignment = draw(st.sampled_from([1, 64, 1 << 40, LARGEST_ALIGNMENT]))
    return PlanningProblem(buffers, alignment)


def _planners() -> Iterator[tuple[str, MemoryPlanner]]:
    for name, planner in sorted(PLANNERS.items()):
        if name in BUDGETED_PLANNERS:
            if name == "optimal":
                pytest.importorskip("ortools")
            yield name, BUDGETED_PLANNERS[name](0.05)
        else:
            yield name, planner


@pytest.mark.parametrize(("name", "planner"), list(_planners()))
@settings(max_examples=40, deadline=None)
@given(problem=huge_problems())
def test_every_planner_places_huge_problems(
    name: str, planner: MemoryPlanner, problem: PlanningProblem
) -> None:
    schedule = planner(problem)
    validate_schedule(problem, schedule)


def test_the_hanging_alignment_plans() -> None:
    """Three buffers live together at alignment 2**62: the plan issue 16
    reported as a hang (`merge-alloc{alignment=4611686018427387904}`)."""
    problem = PlanningProblem(
        [BufferLifetime(i, 4096, 0, 2, i, LARGEST_ALIGNMENT) for i in range(3)],
        LARGEST_ALIGNMENT,
    )
    for _, planner in _planners():
        schedule = planner(problem)
        validate_schedule(problem, schedule)
        # Each buffer reserves a whole alignment unit.
        assert schedule.total == 3 * LARGEST_ALIGNMENT


def test_the_canonical_search_ends_when_its_keys_overflow() -> None:
    """A 64-bit key overflow aborts the canonical search before its first
    node; `best`'s descent once asked again forever (found by the property
    above): the abort now spends the attempt's nodes."""
    problem = PlanningProblem(
        [
            BufferLifetime(0, 61, 13, 15, 0, 1 << 33),
            BufferLifetime(1, 854608305951692547, 13, 18, 1, 1 << 31),
            BufferLifetime(2, 56, 7, 13, 2, 1 << 56),
        ],
        64,
    )
    for _, planner in _planners():
        validate_schedule(problem, planner(problem))


def test_optimal_keeps_a_plan_too_tall_for_cp_sat() -> None:
    """A best plan taller than CP-SAT's domain bound (2**62 units) once made
    `optimal` raise a TypeError building the model; it keeps the plan of the
    searches before CP-SAT."""
    pytest.importorskip("ortools")
    problem = PlanningProblem(
        [
            BufferLifetime(0, 4529021160680064811, 2, 2, 0, 1 << 53),
            BufferLifetime(1, 3535449369121820456, 0, 2, 1, 1 << 42),
            BufferLifetime(2, 2397723636917713939, 0, 2, 2, 1),
        ],
        1,
    )
    schedule = BUDGETED_PLANNERS["optimal"](0.05)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total > (1 << 62)


class _CountedNeighbours(list[int]):
    """A neighbour list that counts how often it is walked."""

    walks = 0

    def __iter__(self) -> Iterator[int]:
        self.walks += 1
        return super().__iter__()


@settings(max_examples=examples(200), deadline=None)
@given(problem=huge_problems(), data=st.data())
def test_bottom_up_places_each_buffer_once(
    problem: PlanningProblem, data: st.DataObject
) -> None:
    """The bound of `_rise_by_neighbours`: a buffer's neighbour list is walked
    exactly when it is placed, so once; a buffer is refiled only when a placed
    neighbour raises it, so the loop makes at most `count + 2 * pairs`
    filings."""
    graph = ConflictGraph(problem)
    counted = [_CountedNeighbours(others) for others in graph.neighbours]
    graph.__dict__["neighbours"] = counted
    rank = data.draw(st.permutations(range(len(graph))))
    offsets = _rise_by_neighbours(graph, rank)
    assert [lst.walks for lst in counted] == [1] * len(graph)
    assert offsets == _rise_by_heights(graph, rank)
    validate_schedule(problem, graph.schedule(offsets))


@pytest.mark.parametrize(
    ("alignment", "bits", "accepted"),
    [
        (1 << 62, 64, True),
        (1 << 63, 64, False),
        (1 << 64, 64, False),
        (1 << 30, 32, True),
        (1 << 31, 32, False),
        (64, 8, True),
        (128, 8, False),
        (3, 64, False),
        (0, 64, False),
    ],
)
def test_alignment_limit(alignment: int, bits: int, accepted: bool) -> None:
    assert (alignment_problem(alignment, bits) is None) == accepted
