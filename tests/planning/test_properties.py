"""Property tests: every planner's schedule is valid, and the fast port of the
reference planner equals the literal one on random traces."""

# The reference planner's private fast variant is checked against the exact port.
# pyright: reportPrivateUsage=false
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import (
    PLANNERS,
    BufferLifetime,
    InplaceKind,
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
    ScheduleError,
    peak_live_bytes,
    plan_events,
    reference_events,
    validate_schedule,
)
from merge_alloc.planning.reference import _FastPlanner
from merge_alloc.planning.traces import random_trace

pytestmark = (
    pytest.mark.slow
)  # hypothesis: hundreds of problems per planner, 20,000-buffer plans


@st.composite
def traces(draw: st.DrawFn, max_buffers: int = 40) -> list[BufferLifetime]:
    """Random traces: short and long lifetimes, unused buffers, equal keys."""
    count = draw(st.integers(0, max_buffers))
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        size = draw(st.one_of(st.integers(1, 300), st.integers(1, 5000)))
        if draw(st.integers(0, 9)) == 0:
            first = last = -1
        else:
            first = draw(st.integers(0, 30))
            last = first + draw(st.integers(0, 12))
        order = draw(st.integers(0, 5))
        buffers.append(BufferLifetime(buffer_id, size, first, last, order))
    return buffers


alignments = st.sampled_from([1, 8, 64])


@pytest.mark.parametrize("name", sorted(PLANNERS))
@settings(max_examples=300, deadline=None)
@given(buffers=traces(), alignment=alignments)
def test_schedule_is_valid(
    name: str, buffers: list[BufferLifetime], alignment: int
) -> None:
    planner: MemoryPlanner = PLANNERS[name]
    schedule = planner(PlanningProblem(buffers, alignment))
    validate_schedule(PlanningProblem(buffers, alignment), schedule)
    assert schedule.total >= peak_live_bytes(buffers, alignment)


@pytest.mark.parametrize("hot_first", [False, True], ids=["size-first", "hot-first"])
@settings(max_examples=300, deadline=None)
@given(buffers=traces(), alignment=alignments)
def test_fast_equals_literal(
    hot_first: bool, buffers: list[BufferLifetime], alignment: int
) -> None:
    events = reference_events(buffers)
    literal = plan_events(events, alignment, hot_first=hot_first, literal=True)
    assert plan_events(events, alignment, hot_first=hot_first) == literal
    vectorised = _FastPlanner(alignment, hot_first, {})
    vectorised.vector_threshold = 0
    assert vectorised.run(events) == literal


@st.composite
def inplace_hints(
    draw: st.DrawFn, buffers: list[BufferLifetime]
) -> dict[int, list[tuple[int, InplaceKind]]]:
    ids = [buffer.id for buffer in buffers]
    hints: dict[int, list[tuple[int, InplaceKind]]] = {}
    if not ids:
        return hints
    for buffer_id in draw(st.lists(st.sampled_from(ids), max_size=len(ids))):
        hints[buffer_id] = draw(
            st.lists(
                st.tuples(st.sampled_from(ids), st.sampled_from(list(InplaceKind))),
                min_size=1,
                max_size=3,
            )
        )
    return hints


@settings(max_examples=300, deadline=None)
@given(data=st.data(), hot_first=st.booleans())
def test_fast_equals_literal_with_inplace_hints(
    data: st.DataObject, hot_first: bool
) -> None:
    buffers = data.draw(traces(max_buffers=20))
    hints = data.draw(inplace_hints(buffers))
    events = reference_events(buffers)
    literal = plan_events(events, 1, hot_first=hot_first, inplace=hints, literal=True)
    fast = plan_events(events, 1, hot_first=hot_first, inplace=hints)
    assert fast == literal


@pytest.mark.parametrize("hot_first", [False, True], ids=["size-first", "hot-first"])
def test_fast_equals_literal_on_large_trace(hot_first: bool) -> None:
    """Hundreds of buffers: deep chunk trees and the numpy scoring path."""
    events = reference_events(random_trace(600, seed=3, long_lived_fraction=0.1))
    literal = plan_events(events, 64, hot_first=hot_first, literal=True)
    assert plan_events(events, 64, hot_first=hot_first) == literal


B = BufferLifetime
VALID = [B(0, 64, 0, 3), B(1, 64, 2, 5), B(2, 128, 4, 4)]


def test_validate_accepts_valid_schedule() -> None:
    validate_schedule(
        PlanningProblem(VALID, 64), MemorySchedule(256, {0: 0, 1: 64, 2: 128})
    )


@pytest.mark.parametrize(
    ("schedule", "message"),
    [
        (MemorySchedule(256, {0: 0, 1: 64, 2: 64}), "share bytes"),
        (MemorySchedule(256, {0: 0, 1: 0, 2: 128}), "share bytes"),
        (MemorySchedule(256, {0: 0, 1: 64, 2: 0}), "share bytes"),
        (MemorySchedule(256, {0: 0, 1: 64, 2: 96}), "not a non-negative multiple"),
        (MemorySchedule(192, {0: 0, 1: 64, 2: 128}), "outside the arena"),
        (MemorySchedule(256, {0: 0, 1: 64}), "no offset"),
        (MemorySchedule(256, {0: -64, 1: 64, 2: 128}), "not a non-negative multiple"),
    ],
)
def test_validate_catches_broken_schedule(
    schedule: MemorySchedule, message: str
) -> None:
    with pytest.raises(ScheduleError, match=message):
        validate_schedule(PlanningProblem(VALID, 64), schedule)


def test_validate_catches_overlap_hidden_behind_a_neighbour() -> None:
    """A big buffer overlapping a non-adjacent live buffer is still caught."""
    buffers = [B(0, 64, 0, 9), B(1, 64, 0, 9), B(2, 256, 5, 6)]
    schedule = MemorySchedule(256, {0: 64, 1: 128, 2: 0})
    with pytest.raises(ScheduleError):
        validate_schedule(PlanningProblem(buffers, 64), schedule)


@pytest.mark.parametrize("name", sorted(PLANNERS))
def test_plans_20000_buffers(name: str) -> None:
    """A valid plan for a trace as large as the pass meets (20,000 buffers).

    How fast is measured by `benchmarks/` (`python -m benchmarks`), not
    asserted here: a wall-clock bound fails on a loaded machine.
    """
    buffers = random_trace(20_000, seed=1)
    schedule = PLANNERS[name](PlanningProblem(buffers, 64))
    validate_schedule(PlanningProblem(buffers, 64), schedule)
