"""The two LSTM traces no planner brings to the lower bound have plans at it
(`merge_alloc.bench.sequence_models`, `docs/planners.md`): the committed plans
are valid and as small as the bound, and the construction behind them
holds on short LSTMs."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from merge_alloc.bench.sequence_models import (
    lstm,
    maximal_live_sets,
    plan_at_lower_bound,
    read_plan,
    sweep_offsets,
)
from merge_alloc.planning import PlanningProblem
from merge_alloc.planning.problem import MemorySchedule, validate_schedule
from merge_alloc.planning.traces import parse_trace_csv

ROOT = Path(__file__).resolve().parent.parent.parent
TRACES = ROOT / "benchmarks" / "traces" / "networks"
PLANS = ROOT / "benchmarks" / "plans"


@pytest.mark.parametrize("name", ["lstm-2x35-medium", "lstm-3x200"])
def test_committed_plan_is_valid_at_the_lower_bound(name: str) -> None:
    text = gzip.decompress((TRACES / f"{name}.csv.gz").read_bytes()).decode()
    problem = PlanningProblem(parse_trace_csv(text), alignment=64)
    offsets = read_plan(PLANS / f"{name}.offsets.csv.gz")
    assert offsets.keys() == {buffer.id for buffer in problem.buffers}
    validate_schedule(problem, MemorySchedule(problem.lower_bound(), offsets))


@pytest.mark.parametrize(("steps", "layers"), [(4, 1), (6, 2), (9, 3)])
def test_swept_states_are_disjoint_below_the_bound(steps: int, layers: int) -> None:
    problem = PlanningProblem(lstm(steps, layers, 650, 650), alignment=64)
    offsets = sweep_offsets(steps, layers, 650)
    # Every hidden state live at a peak is placed: steps - 1 inputs, all
    # outputs but the last layer's last.
    assert len(offsets) == steps - 1 + layers * steps - 1
    states = [problem.buffer(buffer_id) for buffer_id in offsets]
    for state in states:
        assert offsets[state.id] + problem.reserved(state) <= problem.lower_bound()
        for other in states:
            if state.id < other.id and state.overlaps(other):
                low, high = sorted((state, other), key=lambda b: offsets[b.id])
                assert offsets[low.id] + problem.reserved(low) <= offsets[high.id]


def test_four_layers_are_refused() -> None:
    with pytest.raises(ValueError, match="1-3 layers"):
        sweep_offsets(5, 4, 650)


def test_maximal_live_sets() -> None:
    problem = PlanningProblem(lstm(2, 1, 8, 8))
    sets = maximal_live_sets(problem.buffers)
    live_at = [
        {b.id for b in problem.buffers if b.first <= tick <= b.last}
        for tick in range(max(b.last for b in problem.buffers) + 1)
    ]
    maximal = [s for s in live_at if not any(s < other for other in live_at)]
    assert sorted(map(sorted, {frozenset(s) for s in maximal})) == sorted(sets)


@pytest.mark.parametrize(("steps", "layers"), [(4, 2), (6, 3)])
def test_short_lstm_is_completed_at_the_bound(steps: int, layers: int) -> None:
    pytest.importorskip("ortools")
    schedule = plan_at_lower_bound(steps, layers, 650, seconds=30.0)
    assert schedule is not None
    problem = PlanningProblem(lstm(steps, layers, 650, 650), alignment=64)
    assert schedule.total == problem.lower_bound()
    validate_schedule(problem, schedule)
