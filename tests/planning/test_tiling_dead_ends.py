"""The tiling's dead ends (`tiling_dead_ends`): with them the tight-tick
tiling reaches the lower bound on a three-layer LSTM, where chronological
backtracking alone spent 100 million work units in vain; a boxed-in buffer
is recognised; and neither rule changes the plan the search finds."""

from __future__ import annotations

from collections.abc import Sequence
from unittest.mock import patch

from hypothesis import given, settings

from merge_alloc.bench.sequence_models import lstm
from merge_alloc.planning import BufferLifetime, PlanningProblem, peak_tiling
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.peak_tiling import DeadEnds, Layout, tight_ticks, tile_peaks
from merge_alloc.planning.portfolio import TILING_WORK, best
from merge_alloc.planning.problem import validate_schedule
from tests.planning.tilings import few_size_traces
from tests.tiers import examples

BUDGET = 2_000_000

PLAIN_WORK = 20_000
"""The search's budget without the dead ends in the comparison (the search
without them can take exponential time on a few of the generated traces)."""


def test_three_layer_lstm_is_tiled_at_the_bound() -> None:
    """Six steps of three layers (228 buffers): a wrong tiling in the second
    layer shows only in the third (`docs/planners.md`)."""
    graph = ConflictGraph(PlanningProblem(lstm(6, 3, 650, 650), alignment=64))
    offsets = tile_peaks(graph, BUDGET)
    assert offsets is not None
    schedule = graph.schedule(offsets)
    validate_schedule(graph.problem, schedule)
    assert schedule.total == graph.lower_bound


def test_a_longer_three_layer_lstm_is_tiled_within_bests_budget() -> None:
    """Twenty steps of three layers (746 buffers) within the work `best`
    gives the tiling: the buffer that dies soonest after the one below goes
    next to it (`peak_tiling`), which lays out each layer's sweep so that
    the next layer can sweep its outputs (before, no plan in 200,000 units
    per buffer)."""
    graph = ConflictGraph(PlanningProblem(lstm(20, 3, 650, 650), alignment=64))
    offsets = tile_peaks(graph, TILING_WORK * len(graph))
    assert offsets is not None
    assert graph.total(offsets) == graph.lower_bound
    validate_schedule(graph.problem, graph.schedule(offsets))


def _boxed() -> tuple[DeadEnds, dict[str, int]]:
    """Four unit buffers at tick 0; `b` and `d` die at tick 1, and at tight
    tick 2 a buffer of two units, born then, takes their bytes."""
    names = "acbde"
    buffers = [
        BufferLifetime(0, 8, 0, 5),
        BufferLifetime(1, 8, 0, 5),
        BufferLifetime(2, 8, 0, 1),
        BufferLifetime(3, 8, 0, 1),
        BufferLifetime(4, 16, 2, 5),
    ]
    graph = ConflictGraph(PlanningProblem(buffers, alignment=8))
    tights = tight_ticks(graph)
    assert tights is not None
    assert tights == [(0, [0, 1, 2, 3]), (2, [0, 1, 4])]
    sizes = [size // 8 for size in graph.sizes]
    dead_ends = DeadEnds(graph.firsts, graph.lasts, sizes, tights)
    return dead_ends, {name: index for index, name in enumerate(names)}


def test_a_dying_buffer_between_survivors_is_cornered() -> None:
    dead_ends, index = _boxed()

    def word(letters: str) -> Sequence[int]:
        return [index[letter] for letter in letters]

    # `b` between `a` and `c`, which live on: one unit where `e` needs two.
    assert dead_ends.cornered(word("abcd"), -1)[0]
    assert dead_ends.need[index["b"]] == 2
    # `b` next to `d`, which dies too: two units.
    assert not dead_ends.cornered(word("acbd"), -1)[0]
    assert not dead_ends.cornered(word("bdac"), -1)[0]


class _Forgetful(set[Layout]):
    """A set of failed layouts that keeps none."""

    def add(self, element: Layout) -> None:
        pass


@settings(max_examples=examples(300), deadline=None)
@given(buffers=few_size_traces())
def test_dead_ends_change_no_plan(buffers: list[BufferLifetime]) -> None:
    """Both rules only drop continuations that fail: the plan the search
    finds without them, it finds with them (given room for the checks'
    work), and every plan is valid at the lower bound."""
    graph = ConflictGraph(PlanningProblem(buffers, alignment=8))
    pruned = tile_peaks(graph, 100 * PLAIN_WORK)
    init = DeadEnds.__init__

    def forgetful(dead_ends: DeadEnds, *args: Sequence[int]) -> None:
        init(dead_ends, *args)  # pyright: ignore[reportArgumentType]
        dead_ends.failed = _Forgetful()

    def never(_: DeadEnds, word: Sequence[int], since: int) -> tuple[bool, int]:
        del since
        return False, len(word)

    with (
        patch.object(peak_tiling.DeadEnds, "__init__", forgetful),
        patch.object(peak_tiling.DeadEnds, "cornered", never),
    ):
        plain = tile_peaks(graph, PLAIN_WORK)
    if plain is not None:
        assert pruned == plain
    if pruned is not None:
        schedule = graph.schedule(pruned)
        validate_schedule(graph.problem, schedule)
        assert schedule.total == graph.lower_bound


def test_best_meets_the_bound_on_the_corpus_three_layer_lstm() -> None:
    """`lstm-3x200` of the network corpus (7,406 buffers, 1.5 million
    conflicting pairs): beyond `portfolio.FULL_WORK`, tiled because the
    live bytes meet the bound at 600 ticks (`peak_tiling.repeats_peaks`)."""
    problem = PlanningProblem(lstm(200, 3, 1500, 1500), alignment=64)
    schedule = best(problem)
    assert schedule.total == problem.lower_bound()
    validate_schedule(problem, schedule)
