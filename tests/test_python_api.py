"""merge-alloc from Python: the pass object, pipelines, stages registered by
name, options that round-trip through a pipeline string, diagnostics,
all-or-nothing failures."""

from __future__ import annotations

import dataclasses
import itertools
import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin, func, memref
from xdsl.passes import PassPipeline
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)
from xdsl.utils.arg_spec import parse_pipeline

import merge_alloc.planning as planning
import merge_alloc.stages as stages
from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.analysis.trace import FunctionTrace, LifetimeTrace, RejectionKind
from merge_alloc.diagnostics import MergeAllocError, MergeAllocOptionError
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning.problem import (
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
)
from merge_alloc.source import SourceParser
from merge_alloc.stages import register_mutator, register_planner, register_tracer
from tests.ir import make_context
from tests.quiet import pass_warnings_silenced

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


@pytest.fixture
def registries(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Stages registered by a test are forgotten after it."""
    monkeypatch.setattr(planning, "PLANNERS", planning.PLANNERS.copy())
    monkeypatch.setattr(stages, "PLANNERS", planning.PLANNERS)
    monkeypatch.setattr(stages, "TRACERS", stages.TRACERS.copy())
    monkeypatch.setattr(stages, "MUTATORS", stages.MUTATORS.copy())
    import merge_alloc.passes.merge_alloc as pass_module

    monkeypatch.setattr(pass_module, "PLANNERS", planning.PLANNERS)
    monkeypatch.setattr(pass_module, "TRACERS", stages.TRACERS)
    monkeypatch.setattr(pass_module, "MUTATORS", stages.MUTATORS)
    yield


def bump(problem: PlanningProblem) -> MemorySchedule:
    offsets: dict[int, int] = {}
    total = 0
    for buffer in problem.buffers:
        offsets[buffer.id] = total
        total += problem.reserved(buffer)
    return MemorySchedule(total, offsets)


@pytest.mark.usefixtures("registries")
def test_registered_planner_inside_a_pipeline(parse: Parse) -> None:
    register_planner("test-bump", bump)
    module = parse(EXAMPLE)
    pipeline = PassPipeline(
        (MergeAllocPass(planner="test-bump"), CommonSubexpressionElimination())
    )
    pipeline.apply(Context(), module)
    module.verify()
    assert _views(module)["c0"] == (131072, "memref<196608xi8>")


@pytest.mark.usefixtures("registries")
def test_registered_planner_is_selectable_on_the_command_line(parse: Parse) -> None:
    register_planner("test-bump", bump)
    (spec,) = parse_pipeline("merge-alloc{planner=test-bump}")
    module = parse(EXAMPLE)
    MergeAllocPass.from_pass_spec(spec).apply(Context(), module)
    assert _views(module)["b0"] == (65536, "memref<196608xi8>")


@pytest.mark.usefixtures("registries")
def test_invalid_schedule_is_refused_and_module_untouched(parse: Parse) -> None:
    def everything_at_zero(problem: PlanningProblem) -> MemorySchedule:
        buffers = problem.buffers
        return MemorySchedule(max(b.size for b in buffers), {b.id: 0 for b in buffers})

    register_planner("test-zero", everything_at_zero)
    module = parse(EXAMPLE)
    before = str(module)
    with pytest.raises(MergeAllocError, match="invalid memory schedule"):
        MergeAllocPass(planner="test-zero").apply(Context(), module)
    assert str(module) == before


def _bump_as(kind: Callable[[int], object]) -> MemoryPlanner:
    """`bump` with its offsets and total turned into `kind` (what a planner
    written with numpy, or by mistake with floats, returns)."""

    def planner(problem: PlanningProblem) -> MemorySchedule:
        plan = bump(problem)
        offsets = {k: kind(v) for k, v in plan.offsets.items()}
        return MemorySchedule(kind(plan.total), offsets)  # type: ignore[arg-type]

    return planner


@pytest.mark.usefixtures("registries")
def test_planner_returning_numpy_integers_is_used(parse: Parse) -> None:
    """numpy integers are integers: the plan is used as if they were ints
    (they used to reach xDSL's integer attributes and fail verification)."""
    import numpy

    register_planner("test-numpy", _bump_as(numpy.int64))
    module = parse(EXAMPLE)
    MergeAllocPass(planner="test-numpy").apply(Context(), module)
    module.verify()
    assert _views(module)["c0"] == (131072, "memref<196608xi8>")


@pytest.mark.usefixtures("registries")
@pytest.mark.parametrize(
    ("kind", "message"),
    [
        (float, r"offset is a float \(0\.0\), not an integer"),
        (str, r"offset is a str \('0'\), not an integer"),
    ],
)
def test_planner_returning_non_integers_is_refused(
    parse: Parse, kind: Callable[[int], object], message: str
) -> None:
    """A float offset used to pass the schedule check (65536.0 is a multiple
    of 64) and crash the rewrite with an AttributeError; now the check names
    it and the module is left as it was."""
    register_planner("test-kind", _bump_as(kind))
    module = parse(EXAMPLE)
    before = str(module)
    with pytest.raises(MergeAllocError, match=message):
        MergeAllocPass(planner="test-kind").apply(Context(), module)
    assert str(module) == before


@pytest.mark.usefixtures("registries")
def test_failing_registered_mutator_leaves_module_as_it_was(parse: Parse) -> None:
    calls: list[int] = []

    def half_then_fail(
        trace: LifetimeTrace, schedule: MemorySchedule, options: MergeAllocOptions
    ) -> None:
        calls.append(1)
        trace.buffers[0].alloc.detach()  # damage the IR, then fail
        raise RuntimeError("mutator bug")

    register_mutator("test-half", half_then_fail)
    module = parse(EXAMPLE)
    before = str(module)
    with pytest.raises(RuntimeError, match="mutator bug"):
        MergeAllocPass(mutator="test-half").apply(Context(), module)
    assert calls and str(module) == before


@pytest.mark.usefixtures("registries")
def test_registered_tracer_sees_the_alias_analysis(parse: Parse) -> None:
    seen: list[str] = []

    def spying(
        function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> FunctionTrace:
        seen.append(function.sym_name.data)
        return collect_ticks(function, aliases, options)

    register_tracer("test-spy", spying)
    module = parse(EXAMPLE)
    MergeAllocPass(tracer="test-spy").apply(Context(), module)
    assert seen == ["mlp"]


@pytest.mark.usefixtures("registries")
def test_stage_names_must_fit_in_a_pipeline() -> None:
    """Every kind of stage refuses the same names, and registers none of them."""
    for bad in ("", 'a"b', "a\\b", "a\nb"):
        with pytest.raises(ValueError, match="cannot be written in a pass pipeline"):
            register_tracer(bad, collect_ticks)
        with pytest.raises(ValueError, match="cannot be written in a pass pipeline"):
            register_planner(bad, bump)
        with pytest.raises(ValueError, match="cannot be written in a pass pipeline"):
            register_mutator(bad, stages.get_mutator("views"))
        assert bad not in stages.TRACERS
        assert bad not in stages.PLANNERS
        assert bad not in stages.MUTATORS


def test_planners_are_imported_when_looked_up() -> None:
    """Listing the planners imports none of them (a start pays only for the
    planner it names, benchmarks/startup.py); looking one up does, once."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from merge_alloc.planning import PLANNERS, get_planner\n"
        "names = sorted(PLANNERS)\n"
        "assert 'optimal' in names and 'best' in names, names\n"
        "assert 'merge_alloc.planning.search' not in sys.modules\n"
        "assert 'merge_alloc.planning.portfolio' not in sys.modules\n"
        "assert get_planner('naive') is get_planner('naive')\n"
        "assert 'merge_alloc.planning.baselines' in sys.modules\n"
        "assert 'merge_alloc.planning.search' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True)


def test_unknown_planner_lists_the_known_ones() -> None:
    with pytest.raises(
        KeyError, match=r"unknown planner 'nope'; known planners: .*best"
    ):
        stages.get_planner("nope")


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


def test_hidden_warnings_are_not_written_but_strict_still_fails(
    parse: Parse, caplog: pytest.LogCaptureFixture
) -> None:
    """The warning line is only worded when the logger shows warnings (naming
    a value prints the whole module); `strict` fails either way."""
    text = """
func.func @f(%n: index) {
  %dyn = memref.alloc(%n) : memref<?xf32>
  "test.use"(%dyn) : (memref<?xf32>) -> ()
  return
}"""
    with caplog.at_level(logging.WARNING, logger="merge_alloc"):
        merge_alloc(parse(text), MergeAllocOptions())
    (record,) = caplog.records
    assert (
        "warning: 'memref.alloc' op %dyn left as it is: it has a dynamic shape"
        in record.getMessage()
    )
    caplog.clear()
    with pass_warnings_silenced():
        merge_alloc(parse(text), MergeAllocOptions())
        assert not caplog.records
        with pytest.raises(MergeAllocError, match="cannot be merged: it has a"):
            merge_alloc(parse(text), MergeAllocOptions(strict=True))


DYNAMIC_THIRD = """\
func.func @f(%n: index, %x: memref<4xf32>) {
  %alloc = memref.alloc() : memref<4xf32>
  %alloc_1 = memref.alloc() : memref<4xf32>
    %alloc_3 = memref.alloc(%n) : memref<?xf32>
  memref.copy %x, %alloc : memref<4xf32> to memref<4xf32>
  memref.copy %x, %alloc_1 : memref<4xf32> to memref<4xf32>
  memref.dealloc %alloc_3 : memref<?xf32>
  return
}
"""


def test_error_names_the_op_and_its_position_in_the_input() -> None:
    module = SourceParser(make_context(), DYNAMIC_THIRD, "in.mlir").parse_module()
    with pytest.raises(MergeAllocError) as caught:
        MergeAllocPass(strict=True).apply(Context(), module)
    assert str(caught.value) == (
        "in.mlir:4:5: error: 'memref.alloc' op %alloc_3 cannot be merged: "
        "it has a dynamic shape "
        "and no upper bound for its size #0 (%n): %n is an argument of "
        "'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>})"
    )
    assert isinstance(caught.value.op, memref.AllocOp)


def test_warning_names_the_op_and_its_position(
    caplog: pytest.LogCaptureFixture,
) -> None:
    module = SourceParser(make_context(), DYNAMIC_THIRD, "in.mlir").parse_module()
    with caplog.at_level(logging.WARNING, logger="merge_alloc"):
        MergeAllocPass().apply(Context(), module)
    assert caplog.messages == [
        "in.mlir:4:5: warning: 'memref.alloc' op %alloc_3 left as it is: "
        "it has a dynamic shape "
        "and no upper bound for its size #0 (%n): %n is an argument of "
        "'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>})"
    ]


def test_error_without_positions_names_the_value_as_printed(parse: Parse) -> None:
    # A stock `Parser` keeps no positions, and xDSL drops the `_3` of
    # `%alloc_3`; the name is then the one `print(module)` shows.
    module = parse(DYNAMIC_THIRD)
    assert "%alloc_2 = memref.alloc(%n)" in str(module)
    with pytest.raises(MergeAllocError) as caught:
        MergeAllocPass(strict=True).apply(Context(), module)
    assert str(caught.value).startswith(
        "<unknown>:0: error: 'memref.alloc' op %alloc_2 cannot be merged"
    )


@pytest.mark.parametrize("alignment", [0, 3, -64, 96])
def test_bad_alignment_is_an_option_error(alignment: int) -> None:
    with pytest.raises(MergeAllocOptionError, match="power of two"):
        MergeAllocPass(alignment=alignment)


@pytest.mark.parametrize("bits", [0, 7, 12, 128, -64])
def test_index_bitwidth_is_a_target_width(bits: int) -> None:
    with pytest.raises(MergeAllocOptionError, match="must be 8, 16, 32 or 64"):
        MergeAllocPass(index_bitwidth=bits)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"planner": "nope"}, "option 'planner': unknown planner 'nope'"),
        ({"tracer": "nope"}, "option 'tracer': unknown tracer 'nope'"),
        ({"mutator": "nope"}, "option 'mutator': unknown mutator 'nope'"),
        ({"planner_options": "foo"}, "option 'planner-options': unknown planner"),
        ({"analysis_only": None}, "option 'analysis-only': expects true or false"),
        ({"strict": 1}, "option 'strict': expects true or false, got 1"),
        ({"alignment": True}, "option 'alignment': expects an integer"),
        ({"planner": bump}, "option 'planner': expects a registered name"),
        (
            {"planner": "cost-model", "planner_options": "size-first"},
            "names planner 'size-first' but option 'planner' names 'cost-model'",
        ),
    ],
)
def test_invalid_options_are_option_errors(
    options: dict[str, object], message: str
) -> None:
    with pytest.raises(MergeAllocOptionError, match=message):
        MergeAllocPass(**options)  # pyright: ignore[reportArgumentType]


@pytest.mark.parametrize(
    ("pipeline", "message"),
    [
        ("merge-alloc{tracer=1}", "option 'tracer': expects a registered name, got 1"),
        ("merge-alloc{no-such=1}", "option 'no-such': unknown option \\(known: align"),
        ("merge-alloc{alignment=big}", "option 'alignment': expects an integer"),
        ("merge-alloc{alignment}", "option 'alignment': expects a value"),
        ("merge-alloc{strict=1,2}", "option 'strict': expects one value, got 1,2"),
        (
            "merge-alloc{planner=size-first planner-options=cost-model}",
            "names planner 'cost-model' but option 'planner' names 'size-first'",
        ),
    ],
)
def test_invalid_pipeline_options(pipeline: str, message: str) -> None:
    (spec,) = parse_pipeline(pipeline)
    with pytest.raises(MergeAllocOptionError, match=message):
        MergeAllocPass.from_pass_spec(spec)


def test_bare_flags_mean_true_and_a_bare_string_option_unset() -> None:
    (spec,) = parse_pipeline("merge-alloc{analysis-only strict planner-options}")
    assert MergeAllocPass.from_pass_spec(spec) == MergeAllocPass(
        analysis_only=True, strict=True
    )


@pytest.mark.parametrize(
    "field",
    [f for f in dataclasses.fields(MergeAllocPass) if isinstance(f.default, bool)],
    ids=lambda field: field.name,
)
def test_every_on_off_option_bare_means_true(field: dataclasses.Field[bool]) -> None:
    """As the README says: `merge-alloc{call-tree}` is `call-tree=true`
    (those needing a static arena get one; `analysis-only` takes no
    deployment option and `symbolic-offsets` refuses `arena=global`, so they
    come alone)."""
    option = field.name.replace("_", "-")
    alone = ("analysis_only", "symbolic_offsets")
    arena = "" if field.name in alone else "arena=global "
    (spec,) = parse_pipeline(f"merge-alloc{{{arena}{option}}}")
    made = MergeAllocPass.from_pass_spec(spec)
    assert getattr(made, field.name) is True


def _option_combinations() -> Iterator[dict[str, object]]:
    choices: dict[str, list[object]] = {
        "alignment": [64, 1, 4096],
        "planner": [planning.DEFAULT_PLANNER, "cost-model"],
        "planner_options": [None, "", "cost-model"],
        "analysis_only": [False, True],
        "strict": [False, True],
        # 16, not 8: an 8-bit index holds no alignment above 64.
        "index_bitwidth": [64, 16, 32],
        "tracer": ["ticks", "test-tracer"],
        "mutator": ["views", "test-mutator"],
    }
    names = list(choices)
    for values in itertools.product(*choices.values()):
        options = dict(zip(names, values, strict=True))
        if (
            options["planner_options"] is not None
            and options["planner"] != (options["planner_options"] or "cost-model")
            and options["planner"] != planning.DEFAULT_PLANNER
        ):
            continue  # a conflict, refused at construction
        yield options


@pytest.mark.usefixtures("registries")
def test_pass_spec_round_trips_every_instance() -> None:
    register_tracer("test-tracer", collect_ticks)
    register_mutator("test-mutator", stages.get_mutator("views"))
    count = 0
    for options in _option_combinations():
        original = MergeAllocPass(**options)  # pyright: ignore[reportArgumentType]
        for include_default in (False, True):
            text = str(original.pipeline_pass_spec(include_default=include_default))
            (spec,) = parse_pipeline(text)
            assert MergeAllocPass.from_pass_spec(spec) == original, text
        count += 1
    assert count == 864


def test_pass_spec_spelling() -> None:
    spec = MergeAllocPass(alignment=128, planner="cost-model").pipeline_pass_spec()
    assert str(spec) == 'merge-alloc{alignment=128 planner="cost-model"}'
    assert str(MergeAllocPass(strict=True).pipeline_pass_spec()) == (
        "merge-alloc{strict=true}"
    )


def test_budget_and_report_options_round_trip() -> None:
    for original in (
        MergeAllocPass(planner="search", plan_seconds=0.25),
        MergeAllocPass(planner="optimal", plan_seconds=30),
        MergeAllocPass(report="out dir/plan.json"),
    ):
        for include_default in (False, True):
            text = str(original.pipeline_pass_spec(include_default=include_default))
            (spec,) = parse_pipeline(text)
            assert MergeAllocPass.from_pass_spec(spec) == original, text


def test_budget_only_for_planners_that_search() -> None:
    # The budget makes a planner of its own; without one the registered one.
    budgeted = MergeAllocPass(planner="search", plan_seconds=2).options().planner
    assert budgeted is not planning.PLANNERS["search"]
    assert (
        MergeAllocPass(planner="search").options().planner
        is (planning.PLANNERS["search"])
    )
    with pytest.raises(MergeAllocOptionError, match="takes no time budget"):
        MergeAllocPass(planner="size-first", plan_seconds=2)
    with pytest.raises(MergeAllocOptionError, match="must be positive"):
        MergeAllocPass(planner="optimal", plan_seconds=-1)


def test_report_option_writes_the_plan(parse: Parse, tmp_path: Path) -> None:
    from merge_alloc.report.plan_report import read_plan_report

    module = parse(EXAMPLE)
    path = tmp_path / "plan.json"
    MergeAllocPass(planner="search", plan_seconds=0.1, report=str(path)).apply(
        Context(), module
    )
    report = read_plan_report(path)
    assert report.planner == "search"
    (function,) = report.functions
    (scope,) = function.scopes
    assert scope.total == 131072 == sum(s.total for s in function.scopes)
    placed = {buffer.name: buffer.offset for buffer in scope.buffers}
    assert placed == {"%a0": 0, "%b0": 65536, "%c0": 0}
    assert [alone.name for alone in function.left_alone] == ["%d0"]


def test_reference_option_name_selects_the_planner() -> None:
    chosen = MergeAllocPass(planner_options="cost-model").options().planner
    assert chosen is planning.PLANNERS["cost-model"]
    assert (
        MergeAllocPass(planner_options="").options().planner
        is planning.PLANNERS["cost-model"]
    )
    # Naming the same planner twice is no conflict.
    assert MergeAllocPass(planner="cost-model", planner_options="cost-model")


def test_export_traces_writes_planning_bench_csv(tmp_path: Path) -> None:
    from merge_alloc.planning.traces import read_trace_csv
    from merge_alloc.report.export_traces import main

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


@pytest.mark.usefixtures("registries")
def test_readme_python_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    root = Path(__file__).parent.parent
    readme = (root / "README.md").read_text()
    start = readme.index("```python\n") + len("```python\n")
    example = readme[start : readme.index("```", start)]
    monkeypatch.chdir(root)
    namespace: dict[str, object] = {}
    exec(compile(example, "README.md", "exec"), namespace)
    module = namespace["module"]
    assert isinstance(module, builtin.ModuleOp)
    assert set(_views(module)) == {"a0", "b0", "c0"}


def test_stage_given_by_name_in_merge_alloc_options_is_an_option_error() -> None:
    """`MergeAllocOptions(planner="best-fit")` (the command line's spelling)
    failed only when the first scope was planned, with "'str' object is not
    callable"; it is an option error naming the option and how to resolve
    the name, raised where the options are built."""
    with pytest.raises(MergeAllocOptionError) as caught:
        MergeAllocOptions(planner="best-fit")  # pyright: ignore[reportArgumentType]
    assert caught.value.option == "planner"
    assert "get_planner('best-fit')" in str(caught.value)
    resolved = MergeAllocOptions(planner=stages.get_planner("best-fit"))
    assert resolved.planner is stages.get_planner("best-fit")
