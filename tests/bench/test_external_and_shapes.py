"""The omnimalloc adapter, the generated network shapes and the trace export."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from merge_alloc.bench.run import omnimalloc_installed, resolve_contender
from merge_alloc.bench.shapes import SHAPES, DataflowTrace
from merge_alloc.planning import BufferLifetime, PlanningProblem, validate_schedule
from merge_alloc.planning.traces import format_trace_csv, random_trace, read_trace_csv
from merge_alloc.report.export_traces import main as export_main

ROOT = Path(__file__).resolve().parent.parent.parent

needs_omnimalloc = pytest.mark.skipif(
    not os.environ.get("CI") and not omnimalloc_installed(),
    reason="omnimalloc not installed (pip install 'merge-alloc[bench]')",
)
"""CI installs the test extras, which include omnimalloc: there a missing
package is a failure, not a skip."""


@needs_omnimalloc
def test_omnimalloc_plans_are_valid_with_alignment() -> None:
    buffers = [
        *random_trace(300, seed=3),
        BufferLifetime(1000, 40, -1, -1, 0, 1),  # never accessed
        BufferLifetime(1001, 0, 5, 9, 0, 1),  # zero-sized
        BufferLifetime(1002, 100, 3, 7, 0, 256),  # over-aligned
    ]
    problem = PlanningProblem(buffers, alignment=64)
    schedule = resolve_contender("omnimalloc").planner(problem)
    validate_schedule(problem, schedule)
    assert schedule.total >= problem.lower_bound()
    assert schedule.offsets[1002] % 256 == 0


@needs_omnimalloc
def test_omnimalloc_allocator_selection() -> None:
    problem = PlanningProblem(random_trace(50, seed=1))
    schedule = resolve_contender("omnimalloc:greedy_by_size").planner(problem)
    validate_schedule(problem, schedule)
    with pytest.raises(KeyError, match="no allocator 'nonsense'"):
        resolve_contender("omnimalloc:nonsense")


def test_dataflow_lifetimes() -> None:
    graph = DataflowTrace()
    a = graph.op(8)
    b = graph.op(4, a)
    graph.op(2, a, b)
    graph.use(b)
    assert graph.buffers() == [
        BufferLifetime(0, 8, 0, 2, 0),
        BufferLifetime(1, 4, 1, 3, 1),
        BufferLifetime(2, 2, 2, 2, 2),
    ]


@pytest.mark.parametrize("name", list(SHAPES))
def test_committed_shapes_are_reproducible(name: str) -> None:
    """The committed corpus is exactly what the generator writes today."""
    buffers = SHAPES[name]()
    assert len(buffers) >= 1000
    committed = ROOT / "benchmarks" / "traces" / "generated" / f"{name}.csv"
    assert committed.read_text() == format_trace_csv(buffers)


def test_export_several_programs(tmp_path: Path) -> None:
    merge = ROOT / "tests" / "filecheck" / "merge_alloc" / "merge.mlir"
    assert (
        export_main(
            [str(ROOT / "examples" / "mlp.mlir"), str(merge), "--out", str(tmp_path)]
        )
        == 0
    )
    mlp = tmp_path / "mlp" / "mlp.0.csv"
    assert mlp.read_text().splitlines()[:2] == [
        "id,lower,upper,size,alignment",
        "0,4,14,65536,64",
    ]
    assert [b.size for b in read_trace_csv(mlp)] == [65536] * 3
    assert (tmp_path / "merge" / "basic.0.csv").exists()
    assert (tmp_path / "merge" / "different_mem_space.2.csv").exists()
