"""The planner registry behind the pass option `planner=`."""

from __future__ import annotations

import pytest

import merge_alloc.planning as planning
from merge_alloc.planning import (
    DEFAULT_PLANNER,
    PLANNERS,
    MemorySchedule,
    PlanningProblem,
    get_planner,
    register_planner,
)


def test_builtin_planners() -> None:
    assert get_planner("cost-model") is planning.cost_model
    assert get_planner("size-first") is planning.size_first
    assert DEFAULT_PLANNER == "best"
    assert DEFAULT_PLANNER in PLANNERS


def test_unknown_planner_lists_known_names() -> None:
    with pytest.raises(KeyError, match="best, best-fit, cost-model, "):
        get_planner("foo")


def test_register_planner(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(planning, "PLANNERS", PLANNERS.copy())

    def stacked(problem: PlanningProblem) -> MemorySchedule:
        offsets: dict[int, int] = {}
        total = 0
        for buffer in problem.buffers:
            total = planning.aligned(total, problem.alignment_of(buffer))
            offsets[buffer.id] = total
            total += problem.reserved(buffer)
        return MemorySchedule(total, offsets)

    register_planner("stacked", stacked)
    assert get_planner("stacked") is stacked
