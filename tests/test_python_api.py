"""merge-alloc from Python: the pass object, pipelines, replaceable stages,
all-or-nothing failures."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin, memref
from xdsl.passes import PassPipeline
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from merge_alloc.diagnostics import MergeAllocError, MergeAllocOptionError
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import PLANNERS, register_planner
from merge_alloc.planning.problem import MemorySchedule, PlanningProblem
from merge_alloc.trace import LifetimeTrace, RejectionKind

Parse = Callable[[str], builtin.ModuleOp]
EXAMPLE = (Path(__file__).parent.parent / "examples" / "mlp.mlir").read_text()


def _views(module: builtin.ModuleOp) -> dict[str, tuple[int, str]]:
    """name -> (offset, merged type) of every view whose offset is a constant."""
    found: dict[str, tuple[int, str]] = {}
    for op in module.walk():
        if isinstance(op, memref.ViewOp):
            owner = op.byte_shift.owner
            value = owner.value.value.data  # type: ignore[union-attr]
            found[op.result.name_hint or "?"] = (value, str(op.source.type))
    return found


def test_pass_object_merges_the_example(parse: Parse) -> None:
    module = parse(EXAMPLE)
    MergeAllocPass().apply(Context(), module)
    module.verify()
    assert _views(module) == {
        "a0": (0, "memref<131072xi8>"),
        "b0": (65536, "memref<131072xi8>"),
        "c0": (0, "memref<131072xi8>"),
    }


def bump(problem: PlanningProblem) -> MemorySchedule:
    offsets: dict[int, int] = {}
    total = 0
    for buffer in problem.buffers:
        offsets[buffer.id] = total
        total += problem.reserved(buffer)
    return MemorySchedule(total, offsets)


def test_custom_planner_inside_a_pipeline(parse: Parse) -> None:
    module = parse(EXAMPLE)
    pipeline = PassPipeline(
        (MergeAllocPass(planner=bump), CommonSubexpressionElimination())
    )
    pipeline.apply(Context(), module)
    module.verify()
    assert _views(module)["c0"] == (131072, "memref<196608xi8>")


def test_registered_planner_is_selectable_by_name(parse: Parse) -> None:
    register_planner("test-bump", bump)
    try:
        module = parse(EXAMPLE)
        MergeAllocPass(planner="test-bump").apply(Context(), module)
        assert _views(module)["b0"] == (65536, "memref<196608xi8>")
    finally:
        PLANNERS.pop("test-bump")


def test_invalid_schedule_is_refused_and_module_untouched(parse: Parse) -> None:
    def everything_at_zero(problem: PlanningProblem) -> MemorySchedule:
        buffers = problem.buffers
        return MemorySchedule(max(b.size for b in buffers), {b.id: 0 for b in buffers})

    module = parse(EXAMPLE)
    before = str(module)
    with pytest.raises(MergeAllocError, match="invalid memory schedule"):
        MergeAllocPass(planner=everything_at_zero).apply(Context(), module)
    assert str(module) == before


def test_failing_custom_mutator_leaves_module_as_it_was(parse: Parse) -> None:
    calls: list[int] = []

    def half_then_fail(
        trace: LifetimeTrace, schedule: MemorySchedule, options: MergeAllocOptions
    ) -> None:
        calls.append(1)
        trace.buffers[0].alloc.detach()  # damage the IR, then fail
        raise RuntimeError("mutator bug")

    module = parse(EXAMPLE)
    before = str(module)
    with pytest.raises(RuntimeError, match="mutator bug"):
        MergeAllocPass(mutator=half_then_fail).apply(Context(), module)
    assert calls and str(module) == before


def test_custom_tracer_sees_the_alias_analysis(parse: Parse) -> None:
    from xdsl.dialects import func

    from merge_alloc.alias import BufferAliases
    from merge_alloc.ticks import collect_ticks
    from merge_alloc.trace import FunctionTrace

    seen: list[str] = []

    def spying(
        function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> FunctionTrace:
        seen.append(function.sym_name.data)
        return collect_ticks(function, aliases, options)

    module = parse(EXAMPLE)
    MergeAllocPass(tracer=spying).apply(Context(), module)
    assert seen == ["mlp"]


def test_report_lists_allocs_left_alone(parse: Parse) -> None:
    module = parse(
        """
func.func @f(%n: index) -> memref<4xf32> {
  %dyn = memref.alloc(%n) : memref<?xf32>
  %ret = memref.alloc() : memref<4xf32>
  "test.use"(%dyn) : (memref<?xf32>) -> ()
  return %ret : memref<4xf32>
}"""
    )
    report = merge_alloc(module, MergeAllocOptions())
    reasons = {
        r.alloc.memref.name_hint: r.rejection.kind
        for r in report.left_alone
        if r.rejection is not None
    }
    assert reasons == {
        "dyn": RejectionKind.DYNAMIC_SHAPE,
        "ret": RejectionKind.ESCAPES,
    }
    with pytest.raises(MergeAllocError, match="cannot be merged: it has a dynamic"):
        merge_alloc(module, MergeAllocOptions(strict=True))


@pytest.mark.parametrize("alignment", [0, 3, -64, 96])
def test_bad_alignment_is_an_option_error(alignment: int) -> None:
    with pytest.raises(MergeAllocOptionError, match="power of two"):
        MergeAllocPass(alignment=alignment)


def test_unknown_planner_is_an_option_error() -> None:
    with pytest.raises(MergeAllocOptionError, match="unknown planner 'nope'"):
        MergeAllocPass(planner="nope")


def test_pass_spec_round_trip() -> None:
    spec = MergeAllocPass(alignment=128, planner="cost-model").pipeline_pass_spec()
    assert str(spec) == 'merge-alloc{alignment=128 planner="cost-model"}'
    assert MergeAllocPass.from_pass_spec(spec) == MergeAllocPass(
        alignment=128, planner="cost-model"
    )


def test_reference_option_name_selects_the_planner() -> None:
    chosen = MergeAllocPass(planner_options="cost-model").options().planner
    assert chosen is PLANNERS["cost-model"]
    assert (
        MergeAllocPass(planner_options="").options().planner is PLANNERS["cost-model"]
    )
    with pytest.raises(MergeAllocOptionError, match="'planner-options'"):
        MergeAllocPass(planner_options="foo")


def test_export_traces_writes_planning_bench_csv(tmp_path: Path) -> None:
    from merge_alloc.export_traces import main
    from merge_alloc.planning.trace_csv import read_trace_csv

    assert (
        main(
            [
                str(Path(__file__).parent.parent / "examples" / "mlp.mlir"),
                "--out",
                str(tmp_path),
            ]
        )
        == 0
    )
    buffers = read_trace_csv(tmp_path / "mlp.0.csv")
    assert [(b.size, b.first, b.last) for b in buffers] == [
        (65536, 4, 13),
        (65536, 11, 20),
        (65536, 18, 27),
    ]
