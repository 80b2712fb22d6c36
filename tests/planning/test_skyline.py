"""The conflict graph and bottom-up placement the new planners build on."""

# The skyline's private rise helpers are checked directly.
# pyright: reportPrivateUsage=false
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import BufferLifetime, PlanningProblem, validate_schedule
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.skyline import _rise_by_heights, _rise_by_neighbours

B = BufferLifetime


@st.composite
def interval_problems(draw: st.DrawFn) -> PlanningProblem:
    """Scopes with short and long lifetimes over a few hundred ticks (so that
    lifetimes span many blocks of the height index), mixed alignments and
    some zero-sized buffers."""
    count = draw(st.integers(0, 40))
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        first = draw(st.integers(-1, 300))
        length = draw(st.one_of(st.integers(0, 4), st.integers(0, 250)))
        last = -1 if first == -1 else first + length
        size = draw(st.one_of(st.just(0), st.integers(1, 1000)))
        alignment = draw(st.sampled_from([1, 1, 8, 64]))
        buffers.append(B(buffer_id, size, first, last, buffer_id, alignment))
    return PlanningProblem(buffers, draw(st.sampled_from([1, 8, 16])))


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(problem=interval_problems())
def test_neighbours_and_degrees_are_lifetime_overlap(problem: PlanningProblem) -> None:
    graph = ConflictGraph(problem)
    placed = [buffer for buffer in problem.buffers if buffer.size > 0]
    expected = [
        [j for j, other in enumerate(placed) if j != i and buffer.overlaps(other)]
        for i, buffer in enumerate(placed)
    ]
    assert graph.degrees == [len(others) for others in expected]
    assert graph.neighbours == expected
    assert graph.lower_bound == problem.lower_bound()


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(problem=interval_problems(), data=st.data())
def test_heights_and_neighbours_place_alike(
    problem: PlanningProblem, data: st.DataObject
) -> None:
    graph = ConflictGraph(problem)
    rank = data.draw(st.permutations(range(len(graph))))
    by_heights = _rise_by_heights(graph, rank)
    by_neighbours = _rise_by_neighbours(graph, rank)
    assert by_heights == by_neighbours
    validate_schedule(problem, graph.schedule(by_heights))


def test_rise_places_the_lowest_candidate_first() -> None:
    # b2 meets b0 (tick 1) and b1 (tick 2); b0 and b1 never meet.
    problem = PlanningProblem([B(0, 4, 0, 1), B(1, 2, 2, 3), B(2, 8, 1, 2)])
    graph = ConflictGraph(problem)
    # Rank b2 first: it goes to 0, b0 and b1 rise to its top.
    assert _rise_by_neighbours(graph, [1, 2, 0]) == [8, 8, 0]
    # Rank b0 first: b0 and b1 go to 0 (they do not conflict), b2 on top of
    # the higher of them.
    assert _rise_by_neighbours(graph, [0, 1, 2]) == [0, 0, 4]


def test_explicit_relation_replaces_overlap() -> None:
    buffers = [B(0, 64, 0, 9), B(1, 64, 0, 9), B(2, 64, 0, 9)]
    conflicts = {0: frozenset({2}), 1: frozenset({2}), 2: frozenset({0, 1})}
    graph = ConflictGraph(PlanningProblem(buffers, 64, conflicts))
    assert graph.neighbours == [[2], [2], [0, 1]]
    assert graph.degrees == [1, 1, 2]
    assert graph.lower_bound == 128
