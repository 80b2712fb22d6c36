"""The tiling's short conflict lists (`tiling_neighbours`): they hold every
conflicting buffer the tiling can find placed, so it builds the plans it
built with the full lists, and they leave out what it cannot find placed."""

from __future__ import annotations

from collections.abc import Sequence
from unittest.mock import patch

from hypothesis import given, settings

from merge_alloc.planning import BufferLifetime, PlanningProblem, peak_tiling
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.peak_tiling import (
    Contacts,
    placing_neighbours,
    tight_ticks,
    tile_peaks,
)
from merge_alloc.planning.problem import validate_schedule
from tests.planning.tilings import few_size_traces
from tests.tiers import examples


def test_short_lists_leave_out_what_cannot_be_placed() -> None:
    """Buffer 0 lives throughout; 1 dies at tick 1, before 2 is born at
    tick 3, where 0 and 2 fill the bound again; 3 lives in between."""
    buffers = [
        BufferLifetime(0, 8, 0, 9),
        BufferLifetime(1, 8, 0, 1),
        BufferLifetime(2, 8, 3, 9),
        BufferLifetime(3, 4, 2, 2),
    ]
    graph = ConflictGraph(PlanningProblem(buffers))
    tights = tight_ticks(graph)
    assert tights is not None
    assert tights == [(0, [0, 1]), (3, [0, 2])]
    contacts = placing_neighbours(graph.firsts, graph.lasts, tights, [[], [3], []])
    assert graph.neighbours[2] == [0]
    assert graph.neighbours[3] == [0]
    # 2 conflicts with 0 only, which the filling of tick 3 keeps apart.
    assert contacts.near[2] == []
    # 3 conflicts with 0, listed once for its group as kept across it.
    assert contacts.kept[1] == [0]
    assert contacts.near[3] == []
    assert tile_peaks(graph, 1_000) == [0, 8, 8, 8]


@settings(max_examples=examples(300), deadline=None)
@given(buffers=few_size_traces())
def test_tilings_are_valid_at_the_bound(buffers: list[BufferLifetime]) -> None:
    """Every plan is valid: no buffer the short lists leave out overlaps
    one it conflicts with."""
    graph = ConflictGraph(PlanningProblem(buffers, alignment=8))
    offsets = tile_peaks(graph, 1_000_000)
    if offsets is not None:
        schedule = graph.schedule(offsets)
        validate_schedule(graph.problem, schedule)
        assert schedule.total == graph.lower_bound


@settings(max_examples=examples(300), deadline=None)
@given(buffers=few_size_traces())
def test_short_lists_tile_as_the_full_ones(buffers: list[BufferLifetime]) -> None:
    """With every conflicting buffer listed (and none kept per group), the
    tiling finds the plan it finds with the short lists, which count less
    work for the same search."""
    graph = ConflictGraph(PlanningProblem(buffers, alignment=8))
    short = tile_peaks(graph, 1_000_000)

    def full(
        firsts: Sequence[int],
        lasts: Sequence[int],
        tights: Sequence[tuple[int, list[int]]],
        between: Sequence[list[int]],
    ) -> Contacts:
        contacts = Contacts(firsts, lasts, tights, between)
        contacts.near = graph.neighbours
        contacts.ready = bytearray(b"\x01" * len(between))
        return contacts

    with patch.object(peak_tiling, "Contacts", full):
        listed = tile_peaks(graph, 1_000_000)
    if listed is not None:
        assert short == listed
