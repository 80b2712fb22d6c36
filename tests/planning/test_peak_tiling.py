"""The tight-tick tiling (`peak_tiling.tile_peaks`): the plans it returns are
valid and at the lower bound, it reaches the bound on a short unrolled LSTM
where bottom-up placement ends one hidden state above, and it declines the
problems it does not apply to."""

from __future__ import annotations

from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.bench.sequence_models import lstm
from merge_alloc.planning import (
    BufferLifetime,
    InplaceHint,
    PlanningProblem,
    peak_tiling,
)
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.peak_tiling import tight_tick_count, tight_ticks, tile_peaks
from merge_alloc.planning.portfolio import best, heuristic_plans
from merge_alloc.planning.problem import validate_schedule
from tests.planning.tilings import few_size_traces
from tests.tiers import examples

BUDGET = 1_000_000


def _short_lstm() -> ConflictGraph:
    """Six steps, two layers, at alignment 64: 154 buffers whose lower bound
    needs the gate buffers to move every step (`docs/planners.md`)."""
    return ConflictGraph(PlanningProblem(lstm(6, 2, 650, 650), alignment=64))


def test_short_lstm_is_tiled_at_the_bound() -> None:
    graph = _short_lstm()
    offsets = tile_peaks(graph, BUDGET)
    assert offsets is not None
    schedule = graph.schedule(offsets)
    validate_schedule(graph.problem, schedule)
    assert schedule.total == graph.lower_bound
    # What `best` had before the tiling: its bottom-up priorities keep the
    # gate buffers in place and end one hidden state (2,624 bytes) above.
    assert heuristic_plans(graph).total == graph.lower_bound + 2_624


def test_best_meets_the_bound_on_the_short_lstm() -> None:
    problem = PlanningProblem(lstm(6, 2, 650, 650), alignment=64)
    schedule = best(problem)
    assert schedule.total == problem.lower_bound()
    assert schedule.proven_optimal


def test_a_spent_budget_gives_up() -> None:
    assert tile_peaks(_short_lstm(), 100) is None


def test_a_budget_below_the_members_cost_is_not_searched() -> None:
    # Every tight tick's members cost a unit when it is filled and
    # SCAN_WORK more when it is checked (but the last tick's check): a
    # budget below that sum cannot be enough, and the search is skipped.
    graph = _short_lstm()
    tights = tight_ticks(graph)
    assert tights
    members = sum(len(live) for _, live in tights)
    floor = (1 + peak_tiling.SCAN_WORK) * members
    floor -= peak_tiling.SCAN_WORK * len(tights[-1][1])
    with patch.object(peak_tiling, "_search") as search:
        assert tile_peaks(graph, floor - 1) is None
    search.assert_not_called()
    # The search that finds the plan spends at least that floor.
    spent: list[int] = []
    original = peak_tiling._search  # pyright: ignore[reportPrivateUsage]

    def counted(
        tiling: peak_tiling._Tiling,  # pyright: ignore[reportPrivateUsage]
        ticks: list[tuple[int, list[int]]],
    ) -> bool:
        found = original(tiling, ticks)
        spent.append(tiling.spent)
        return found

    with patch.object(peak_tiling, "_search", counted):
        assert tile_peaks(graph, BUDGET) is not None
    assert spent[0] >= floor


def test_tight_ticks_are_where_the_live_bytes_meet_the_bound() -> None:
    buffers = [
        BufferLifetime(0, 64, 0, 3),
        BufferLifetime(1, 64, 1, 1),
        BufferLifetime(2, 64, 3, 4),
        BufferLifetime(3, 32, 5, 5),
    ]
    graph = ConflictGraph(PlanningProblem(buffers))
    assert tight_ticks(graph) == [(1, [0, 1]), (3, [0, 2])]
    # The longer-lived buffer 0 goes first, at the bottom; 1 and 2 fill the
    # rest of their tight ticks; 3 lives at no tight tick: first fit.
    assert tile_peaks(graph, BUDGET) == [0, 64, 64, 0]


def test_declines_what_it_does_not_apply_to() -> None:
    buffers = [BufferLifetime(0, 64, 0, 1), BufferLifetime(1, 64, 1, 2)]
    explicit = PlanningProblem(
        buffers, conflicts={0: frozenset({1}), 1: frozenset({0})}
    )
    hinted = PlanningProblem(buffers, inplace=[InplaceHint(0, 1)])
    # Sizes 48 and 64 share 16 bytes, less than the 64 the second needs.
    misaligned = PlanningProblem(
        [BufferLifetime(0, 48, 0, 1), BufferLifetime(1, 64, 1, 2, alignment=64)]
    )
    for problem in (explicit, hinted, misaligned):
        assert tile_peaks(ConflictGraph(problem), BUDGET) is None


@settings(max_examples=examples(300), deadline=None)
@given(buffers=few_size_traces())
def test_every_tiling_is_valid_at_the_bound(buffers: list[BufferLifetime]) -> None:
    graph = ConflictGraph(PlanningProblem(buffers, alignment=8))
    offsets = tile_peaks(graph, BUDGET)
    if offsets is not None:
        schedule = graph.schedule(offsets)
        validate_schedule(graph.problem, schedule)
        assert schedule.total == graph.lower_bound


@settings(max_examples=examples(300), deadline=None)
@given(buffers=few_size_traces(), budget=st.integers(1, 400))
def test_reused_group_offsets_change_nothing(
    buffers: list[BufferLifetime], budget: int
) -> None:
    """`fit_group` keeps the offsets of its last call where no neighbour
    moved; forgetting them before every call gives the same tilings, and
    the same give-ups under a small budget (the work counted is the same)."""
    graph = ConflictGraph(PlanningProblem(buffers, alignment=8))
    fit_group = peak_tiling._Tiling.fit_group  # pyright: ignore[reportPrivateUsage]

    def forgetful(tiling: peak_tiling._Tiling, group: int) -> list[int] | None:  # pyright: ignore[reportPrivateUsage]
        tiling.fitted.clear()
        return fit_group(tiling, group)

    remembered = [tile_peaks(graph, work) for work in (budget, BUDGET)]
    with patch.object(peak_tiling._Tiling, "fit_group", forgetful):  # pyright: ignore[reportPrivateUsage]
        forgotten = [tile_peaks(graph, work) for work in (budget, BUDGET)]
    assert remembered == forgotten


@settings(max_examples=examples(300), deadline=None)
@given(buffers=few_size_traces())
def test_tight_ticks_counted_with_numpy(buffers: list[BufferLifetime]) -> None:
    """`tight_tick_count` (which decides whether large problems are tiled)
    counts the ticks `tight_ticks` lists."""
    graph = ConflictGraph(PlanningProblem(buffers, alignment=8))
    tights = tight_ticks(graph)
    assert tights is not None
    assert tight_tick_count(graph) == len(tights)
