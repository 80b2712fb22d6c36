"""Small scopes plan without numpy, exactly as the numpy paths would.

Up to `conflict_graph.SMALL_GRAPH` buffers the conflict graph's adjacency,
degrees and lower bound come from plain Python, and up to
`portfolio.SEQUENTIAL_BUFFERS` buffers `best` places its bottom-up plans one
`rise` at a time instead of in one numpy batch (so that planning a small
function does not import numpy). Both must give the same numbers and the
same plans as the numpy code.
"""

# The small-scope fast paths are checked against the general helpers they
# replace, both private.
# pyright: reportPrivateUsage=false
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import BufferLifetime as B
from merge_alloc.planning import (
    PlanningProblem,
    best,
    conflict_graph,
    portfolio,
)
from merge_alloc.planning.batch import BatchRise
from merge_alloc.planning.conflict_graph import (
    _interval_degrees,
    _interval_degrees_small,
    _interval_neighbours,
    _interval_neighbours_small,
    _peak,
    _peak_small,
)
from tests.planning.test_contract import problems
from tests.tiers import examples


@st.composite
def lifetimes(draw: st.DrawFn) -> tuple[list[int], list[int], list[int]]:
    """Firsts, lasts and sizes of up to 40 buffers (ties included)."""
    count = draw(st.integers(1, 40))
    firsts = draw(st.lists(st.integers(-1, 30), min_size=count, max_size=count))
    lasts = [first + draw(st.integers(0, 12)) for first in firsts]
    sizes = draw(st.lists(st.integers(1, 5000), min_size=count, max_size=count))
    return firsts, lasts, sizes


@settings(max_examples=examples(300), deadline=None)
@given(ticks=lifetimes())
def test_python_and_numpy_graphs_agree(
    ticks: tuple[list[int], list[int], list[int]],
) -> None:
    firsts, lasts, sizes = ticks
    assert _interval_neighbours_small(firsts, lasts) == _interval_neighbours(
        firsts, lasts
    )
    assert _interval_degrees_small(firsts, lasts) == _interval_degrees(firsts, lasts)
    assert _peak_small(firsts, lasts, sizes) == _peak(firsts, lasts, sizes)


def _numpy_only() -> pytest.MonkeyPatch:
    """A patch that sends every scope down the numpy paths."""
    patch = pytest.MonkeyPatch()
    patch.setattr(conflict_graph, "SMALL_GRAPH", 0)
    patch.setattr(portfolio, "SEQUENTIAL_BUFFERS", 0)
    return patch


@settings(max_examples=examples(150), deadline=None)
@given(problem=problems(max_buffers=portfolio.SEQUENTIAL_BUFFERS))
def test_best_plans_small_scopes_as_the_batch_does(problem: PlanningProblem) -> None:
    """(`search` and `optimal` start from `best`'s stages.)"""
    planned = best(problem)
    patch = _numpy_only()
    try:
        assert best(problem) == planned
    finally:
        patch.undo()


def test_small_graph_threshold_is_the_sequential_one() -> None:
    """A scope placed one `rise` at a time also gets its graph from Python
    (else it would import numpy for the graph alone)."""
    assert portfolio.SEQUENTIAL_BUFFERS <= conflict_graph.SMALL_GRAPH


def test_first_plan_at_the_lower_bound_needs_no_batch(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two buffers live together: the first bottom-up plan meets the lower
    bound, so the batch's arrays (numpy) are never built."""

    def no_batch(self: BatchRise) -> None:
        raise AssertionError("the batch was built")

    monkeypatch.setattr(BatchRise, "_build", no_batch)
    problem = PlanningProblem([B(0, 64, 0, 3), B(1, 64, 1, 2)], 64)
    schedule = best(problem)
    assert (schedule.total, schedule.proven_optimal) == (128, True)
    # A scope no plan brings to its lower bound (a 5-cycle of conflicts
    # needs three 64-byte slots; the bound is two) is searched in batches.
    cycle = PlanningProblem(
        [B(i, 64, 0, 9) for i in range(5)],
        64,
        {i: frozenset({(i + 1) % 5, (i - 1) % 5}) for i in range(5)},
    )
    with pytest.raises(AssertionError, match="the batch was built"):
        best(cycle)
