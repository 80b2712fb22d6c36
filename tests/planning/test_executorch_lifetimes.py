"""Our planners on ExecuTorch's own planning problems.

`benchmarks/traces/executorch/` holds, per corpus model, the lifetimes and
sizes ExecuTorch 1.5.1's memory planning placed, with the offsets its greedy
planner chose and the arena it reported (`export_executorch_traces.py`).
These tests pin what the side-by-side benchmark reports: the export is a
consistent problem (ExecuTorch's own plan is valid on it and ends at its
arena), our `best-fit` port reproduces ExecuTorch's greedy, and the default
planner is never larger.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from merge_alloc.planning import (
    DEFAULT_PLANNER,
    PLANNERS,
    MemorySchedule,
    PlanningProblem,
    validate_schedule,
)
from merge_alloc.planning.traces import parse_trace_csv

EXPORT = Path(__file__).parents[2] / "benchmarks" / "traces" / "executorch"
ARENAS: dict[str, dict[str, int]] = json.loads((EXPORT / "arenas.json").read_text())[
    "models"
]


def _problem(model: str) -> tuple[PlanningProblem, str]:
    text = (EXPORT / f"{model}.csv").read_text()
    return PlanningProblem(parse_trace_csv(text), ARENAS[model]["alignment"]), text


def _static(export: Path) -> bool:
    """Whether `@forward` of the export has static shapes only (the export
    with a dynamic sequence length, planned at its bound, has no ExecuTorch
    problem committed)."""
    signature = next(
        line for line in export.read_text().splitlines() if "@forward(" in line
    )
    return "?" not in signature


def test_every_corpus_model_was_exported() -> None:
    corpus = Path(__file__).parents[2] / "benchmarks" / "models"
    exports = sorted(p.stem for p in corpus.glob("*.mlir") if _static(p))
    assert sorted(ARENAS) == exports


@pytest.mark.parametrize("model", sorted(ARENAS))
def test_executorch_plan_is_valid_on_the_export(model: str) -> None:
    problem, text = _problem(model)
    offsets = {
        index: int(row["offset"])
        for index, row in enumerate(csv.DictReader(io.StringIO(text)))
    }
    executorch = MemorySchedule(ARENAS[model]["arena"], offsets)
    validate_schedule(problem, executorch)
    ends = [offsets[b.id] + problem.reserved(b) for b in problem.buffers]
    assert max(ends) == ARENAS[model]["arena"]


@pytest.mark.parametrize("model", sorted(ARENAS))
def test_best_fit_reproduces_executorch_greedy(model: str) -> None:
    problem, _ = _problem(model)
    schedule = PLANNERS["best-fit"](problem)
    validate_schedule(problem, schedule)
    assert schedule.total == ARENAS[model]["arena"]


@pytest.mark.parametrize("model", sorted(ARENAS))
def test_default_planner_is_never_larger_than_executorch(model: str) -> None:
    problem, _ = _problem(model)
    schedule = PLANNERS[DEFAULT_PLANNER](problem)
    validate_schedule(problem, schedule)
    assert problem.lower_bound() <= schedule.total <= ARENAS[model]["arena"]
