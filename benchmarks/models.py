"""merge-alloc on real PyTorch models beside ExecuTorch, counted both ways.

For every committed export of `benchmarks/models/` (see `export_models.py`),
`merge_alloc.compile` chooses its memory-first pipeline variant (the one
allocating the fewest bytes per call among the default variants) and the
table compares:

- **I/O excluded**: what `@forward` allocates per call, every byte
  (`merge_alloc.report.totals`): its merged arena plus every alloc
  merge-alloc left alone, the input (an argument) and the returned result (a
  separate allocation) aside; the merged arena and the bytes left alone are
  also shown apart, and the ratio is on every byte. It stands against
  ExecuTorch's greedy planner on ExecuTorch's own lifetimes with the graph
  input and output buffers removed (ExecuTorch's
  `alloc_graph_input=False, alloc_graph_output=False`). That figure is
  computed here from the committed planning problem
  (`benchmarks/traces/executorch/MODEL.csv`: the input is the buffer of the
  first node, the outputs those live at the last one) with `best-fit`, our
  port of ExecuTorch's greedy, which reproduces ExecuTorch's own plan on
  every corpus model (`tests/planning/test_executorch_lifetimes.py`); it is
  not ExecuTorch run with those flags.
- **I/O included**: ExecuTorch's default arena (`non_const_buffer_sizes`,
  graph input and output planned in it) against merge-alloc with
  `arena=global inputs-in-workspace outputs-in-workspace`: one static arena
  holding the activations, the input and the result, plus any alloc left
  alone (every byte). The weights, arguments
  of the export, are made private globals first (as ExecuTorch keeps them
  out of its arena), so that only the image (or token) input moves in.

Also per model: the layer groups the chosen variant tiles (docs/layer-groups.md;
empty when it tiles none), every byte the documented pipeline before
`merge_alloc.compile` (`split+fuse`) allocates per call (merged arena and
allocs left alone, result aside), the slowdown of the chosen variant's
lowered model against the documented pipeline's (`benchmarks/model_cost.py`,
CPU time of the fastest call, the 224x224 rows too), how far that model's
output is from PyTorch's (max |ours - PyTorch| / max |PyTorch| against the
committed `models/reference/`, written by `models/export_references.py`),
the compile time (`compile_model` as `python -m merge_alloc.compile` runs
it: the variants that cannot win are not run) in CPU time (this process and
its children) and wall time, and the 1-minute load average of the machine
when the row was measured. The last two columns are the second anchor:
IREE 3.13's transient memory per call of the same file (`iree-compile
--compile-to=stream` for the local CPU, the `!stream.resource<transient>`
alloca of `@forward`: activations only, the weights and input imported and
the result a buffer of its own, so the same bytes as ours with I/O excluded),
committed in `traces/iree/transient.json` by `models/measure_iree.py`. A
second table gives every planner ExecuTorch's own planning problem, so planners are
compared on identical problems. A third (`--no-rewrites` skips it) says what
the two tensor rewrites of docs/reorder.md save on each model: the variant
chosen without them, each of its `+reorder`, `+concat` and `+order` twins
compiled alone, and the order candidate `reorder-for-memory` chose.
ExecuTorch itself is not needed here (its figures are committed); MLIR 22
is::

    python benchmarks/models.py [--no-timing] [model ...]

`python -m benchmarks` runs both tables into `benchmarks/results.md`.
"""

from __future__ import annotations

import inspect
import json
import os
import resource
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import builtin, func, memref
from xdsl.parser import Parser
from xdsl.rewriter import InsertPoint, Rewriter

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from branchy.measure import TWINS, rewrite_savings  # noqa: E402
from model_cost import measure_costs  # noqa: E402
from reference import printed_values, reference_output, relative_error  # noqa: E402

from merge_alloc.bench.run import geometric_mean  # noqa: E402
from merge_alloc.cli import ArgumentParser, choose, progress, run_main  # noqa: E402
from merge_alloc.compile import compile_model  # noqa: E402
from merge_alloc.compile.pipeline import bufferize_variant  # noqa: E402
from merge_alloc.compile.variants import DOCUMENTED, PipelineVariant  # noqa: E402
from merge_alloc.dialects import register_dialects  # noqa: E402
from merge_alloc.driver import merge_alloc  # noqa: E402
from merge_alloc.options import MergeAllocOptions  # noqa: E402
from merge_alloc.planning import (  # noqa: E402
    PLANNERS,
    BufferLifetime,
    PlanningProblem,
    get_planner,
    validate_schedule,
)
from merge_alloc.planning.traces import parse_trace_csv  # noqa: E402
from merge_alloc.report.totals import allocation_totals  # noqa: E402

IREE = HERE / "traces" / "iree" / "transient.json"
"""IREE's transient memory per call, measured by `models/measure_iree.py`."""
EXECUTORCH = HERE / "traces" / "executorch"
"""ExecuTorch's planning problems and arenas, exported by
`models/export_executorch_traces.py`."""
SLOW_PLANNERS = frozenset({"optimal"})
"""Left out of these tables and of results.md's corpus tables (seconds to
minutes per problem); `python -m merge_alloc.bench --planners optimal PATH`
measures it."""
ALIGNMENT = 64
WITH_IO = MergeAllocOptions(
    alignment=ALIGNMENT,
    arena="global",
    inputs_in_workspace=True,
    outputs_in_workspace=True,
)


@dataclass(frozen=True)
class ExecutorchExport:
    """The committed `arenas.json`: per model ExecuTorch's arena, alignment
    and buffer count, and the versions it was measured with."""

    models: dict[str, dict[str, int]]
    versions: dict[str, str]


def executorch_export() -> ExecutorchExport:
    document = json.loads((EXECUTORCH / "arenas.json").read_text())
    return ExecutorchExport(document["models"], document["versions"])


@dataclass(frozen=True)
class IreeFigure:
    """IREE's transient bytes per call of one model."""

    bytes: int
    trimmed: bool
    """Measured on the file with the unread input rows and columns of its
    1x1-output convolutions sliced off (`iree_inputs.py`): IREE 3.13
    rejects the file as it is."""


@dataclass(frozen=True)
class IreeTransient:
    """The committed `traces/iree/transient.json`: per model IREE's figure
    (None where IREE compiles neither the file nor its trimmed form) and the
    IREE release it was measured with."""

    models: dict[str, IreeFigure | None]
    release: str
    """`major.minor` of the `iree-base-compiler` package."""


def iree_transient() -> IreeTransient:
    document = json.loads(IREE.read_text())
    models: dict[str, IreeFigure | None] = {}
    for name, entry in document["models"].items():
        trimmed = entry.get("trimmed", {}).get("transient_bytes")
        if entry["transient_bytes"] is not None:
            models[name] = IreeFigure(entry["transient_bytes"], False)
        elif trimmed is not None:
            models[name] = IreeFigure(trimmed, True)
        else:
            models[name] = None
    release = ".".join(document["iree"]["package"].split(".")[:2])
    return IreeTransient(models, release)


def iree_cells(name: str, ours: int) -> tuple[str, str]:
    """The IREE transient and ours / IREE cells of model `name`'s row."""
    figure = iree_transient().models.get(name)
    if figure is None:
        return "fails", ""
    mark = "\u2020" if figure.trimmed else ""
    return f"{figure.bytes:,}{mark}", f"{ours / figure.bytes:.3f}"


def executorch_problem(name: str) -> PlanningProblem:
    buffers = parse_trace_csv((EXECUTORCH / f"{name}.csv").read_text())
    return PlanningProblem(buffers, executorch_export().models[name]["alignment"])


def without_graph_io(problem: PlanningProblem) -> PlanningProblem:
    """ExecuTorch's problem without the graph input (the buffers of the first
    planned node) and outputs (the buffers live at the last node)."""
    first = min(b.first for b in problem.buffers)
    last = max(b.last for b in problem.buffers)
    kept: list[BufferLifetime] = [
        b for b in problem.buffers if b.first != first and b.last != last
    ]
    return PlanningProblem(kept, problem.alignment)


def executorch_without_io(name: str) -> tuple[int, bool]:
    """ExecuTorch's arena without the graph input and outputs, and whether
    ExecuTorch itself planned it (`arena_without_io` in `arenas.json`,
    `alloc_graph_input=False, alloc_graph_output=False`) rather than our
    port of its greedy (`best-fit`) on its problem without those buffers."""
    recorded = executorch_export().models[name].get("arena_without_io")
    if recorded is not None:
        return recorded, True
    problem = without_graph_io(executorch_problem(name))
    schedule = get_planner("best-fit")(problem)
    validate_schedule(problem, schedule)
    return schedule.total, False


def _parse(text: str) -> builtin.ModuleOp:
    context = Context()
    register_dialects(context)
    return Parser(context, text).parse_module()


def weights_as_globals(module: builtin.ModuleOp, inputs: int = 1) -> None:
    """Turn every memref argument of `@forward` but the last `inputs` into a
    private uninitialised `memref.global` read with `memref.get_global`."""
    forward = next(
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data == "forward"
    )
    block = forward.body.blocks[0]
    weights = list(block.args)[: len(block.args) - inputs]
    for index, argument in enumerate(weights):
        name = f"forward_weight_{index}"
        Rewriter.insert_op(
            memref.GlobalOp.get(
                builtin.StringAttr(name),
                argument.type,
                builtin.UnitAttr(),
                constant=builtin.UnitAttr(),
            ),
            InsertPoint.before(forward),
        )
        read = memref.GetGlobalOp(name, argument.type)
        Rewriter.insert_op(read, InsertPoint.at_start(block))
        argument.replace_all_uses_with(read.memref)
    for argument in reversed(weights):
        block.erase_arg(argument)
    kept = [arg.type for arg in block.args]
    forward.function_type = builtin.FunctionType.from_lists(
        kept, list(forward.function_type.outputs)
    )


def arena_with_io(source: str, variant: PipelineVariant) -> int:
    """Every byte of the program with the input and result in its static
    arena: the arena, plus any alloc left alone (a result not moved in
    included, since I/O is counted here)."""
    module = _parse(bufferize_variant(source, variant))
    weights_as_globals(module)
    totals = allocation_totals(merge_alloc(module, WITH_IO))
    return totals.allocated.known + totals.returned.known


@dataclass(frozen=True)
class ModelRow:
    name: str
    chosen: str
    groups: str
    """The layer groups the chosen variant tiles (docs/layer-groups.md)."""
    documented: int
    """Every byte of the documented pipeline's `@forward` (result aside)."""
    ours_without_io: int
    """Merged arena of `@forward` only."""
    ours_left_alone: int
    """Bytes of `@forward`'s allocs left alone, its result aside."""
    ours_unknown: int
    """Allocs left alone of unknown size (not in the figures)."""
    executorch_without_io: int
    executorch_planned_without_io: bool
    ours_with_io: int
    executorch_with_io: int
    slowdown: float | None
    pytorch_error: float | None
    """max |ours - PyTorch| / max |PyTorch| of the chosen variant's lowered
    model (`benchmarks/models/reference/`), None when not run."""
    compile_seconds: float
    compile_cpu_seconds: float
    load: float
    """1-minute load average of the machine when the row was measured."""

    @property
    def ours_every_byte(self) -> int:
        """Every byte `@forward` allocates per call, its result aside."""
        return self.ours_without_io + self.ours_left_alone


def cpu_seconds() -> float:
    """CPU time of this process and its waited-for children (mlir-opt, the
    forked workers): what compiling costs, whatever else the machine runs."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


MEASURED: dict[tuple[str, bool], ModelRow] = {}
"""Rows measured in this process (`--results` writes them to results.md
without measuring again)."""


def measure_model(name: str, timing: bool) -> ModelRow:
    """`name`'s row (with the slowdown and the PyTorch comparison if
    `timing`), measured once per process."""
    if (name, timing) not in MEASURED:
        MEASURED[name, timing] = _measure_model(name, timing)
    return MEASURED[name, timing]


def _measure_model(name: str, timing: bool) -> ModelRow:
    source = (HERE / "models" / f"{name}.mlir").read_text()
    start = time.perf_counter()
    cpu = cpu_seconds()
    result = compile_model(source, name=f"{name}.mlir")
    cpu = cpu_seconds() - cpu
    seconds = time.perf_counter() - start
    documented = compile_model(source, name=f"{name}.mlir", variants=[DOCUMENTED])
    slowdown = None
    pytorch_error = None
    if timing:
        costs = measure_costs(name, [result.chosen])
        slowdown = costs[-1].seconds / costs[0].seconds
        pytorch_error = relative_error(
            printed_values(costs[-1].output), reference_output(name)
        )
    forward = result.function("forward")
    merged = sum(s.arena for s in result.scopes if s.function == "forward")
    return ModelRow(
        name,
        result.chosen.name,
        "; ".join(result.layer_groups),
        documented.function("forward").allocated.known,
        merged,
        forward.allocated.known - merged,
        forward.allocated.unknown,
        *executorch_without_io(name),
        arena_with_io(source, result.chosen),
        executorch_export().models[name]["arena"],
        slowdown,
        pytorch_error,
        seconds,
        cpu,
        os.getloadavg()[0],
    )


def comparison_table(rows: Sequence[ModelRow]) -> str:
    version = executorch_export().versions["executorch"]
    lines = [
        f"| model | chosen variant | layer groups | documented pipeline, every byte | "
        "ours, merged arena | ours, left alone | ours, every byte | "
        f"ExecuTorch {version}, I/O excluded | ratio | ours, I/O included | "
        f"ExecuTorch {version}, I/O included | ratio | slowdown | vs PyTorch | "
        "compile CPU s | compile wall s | load | "
        f"IREE {iree_transient().release} transient | ratio |",
        "|---" * 19 + "|",
    ]
    for row in rows:
        slowdown = "" if row.slowdown is None else f"{row.slowdown:.2f}x"
        error = "" if row.pytorch_error is None else f"{row.pytorch_error:.1e}"
        unknown = f" + {row.ours_unknown} of unknown size" if row.ours_unknown else ""
        lines.append(
            f"| {row.name} | {row.chosen} | {row.groups} | {row.documented:,} | "
            f"{row.ours_without_io:,} | {row.ours_left_alone:,}{unknown} | "
            f"{row.ours_every_byte:,}{unknown} | {row.executorch_without_io:,}"
            f"{'' if row.executorch_planned_without_io else '*'} | "
            f"{row.ours_every_byte / row.executorch_without_io:.3f} | "
            f"{row.ours_with_io:,} | {row.executorch_with_io:,} | "
            f"{row.ours_with_io / row.executorch_with_io:.3f} | {slowdown} | "
            f"{error} | {row.compile_cpu_seconds:.2f} | "
            f"{row.compile_seconds:.2f} | {row.load:.1f} | "
            + " | ".join(iree_cells(row.name, row.ours_every_byte))
            + " |"
        )
    without_io = geometric_mean(
        [r.ours_every_byte / r.executorch_without_io for r in rows]
    )
    with_io = geometric_mean([r.ours_with_io / r.executorch_with_io for r in rows])
    iree = iree_transient().models
    versus_iree = [
        r.ours_every_byte / figure.bytes
        for r in rows
        if (figure := iree.get(r.name)) is not None
    ]
    iree_mean = f"{geometric_mean(versus_iree):.3f}" if versus_iree else ""
    lines.append(
        f"| geometric mean | | | | | | | | {without_io:.3f} | | | {with_io:.3f} "
        f"| | | | | | | {iree_mean} |"
    )
    if not all(r.executorch_planned_without_io for r in rows):
        lines.append(
            "\n\\* ExecuTorch's problem without the graph input and outputs, "
            "planned by `best-fit` (our port of its greedy): ExecuTorch's own "
            "figure with `alloc_graph_input=False` was not exported."
        )
    if any((f := iree.get(r.name)) is not None and f.trimmed for r in rows):
        lines.append(
            "\n\u2020 IREE 3.13 rejects the file (a verifier error after its "
            "FoldUnitExtentDims pass, recorded in `traces/iree/transient.json`): "
            "the figure is of the same file with the unread input rows and "
            "columns of its 1x1-output convolutions sliced off "
            "(`iree_inputs.py`; the same function). Trimming every convolution "
            "of the 224x224 models so leaves their figure unchanged."
        )
    if any(iree.get(r.name) is None for r in rows):
        lines.append(
            "\nIREE fails to compile the models marked `fails` (its error is in "
            "`traces/iree/transient.json`); the geometric mean is over the others."
        )
    return "\n".join(lines)


def rewrites_table(names: Sequence[str]) -> str:
    """Per model, what the operation order and the concatenations in place
    save (`branchy/measure.py`): B, the variant compile chooses without the
    rewrites, then each of B's twins compiled alone, every byte per call;
    and which order candidate `reorder-for-memory` chose on B's program
    with its modelled peak (program order -> chosen)."""
    lines = [
        "| model | variant B | B, every byte | +reorder | +concat | +order | "
        "order chosen: modelled peak (candidate) |",
        "|---" * 7 + "|",
    ]
    for name in names:
        source = (HERE / "models" / f"{name}.mlir").read_text()
        savings = rewrite_savings(source, f"{name}.mlir")
        cells = " | ".join(savings.cell(suffix) for suffix in TWINS)
        lines.append(
            f"| {name} | {savings.base} | {savings.base_bytes:,} | {cells} | "
            f"{savings.order.text()} |"
        )
    return "\n".join(lines)


def planner_names() -> list[str]:
    return [name for name in PLANNERS if name not in SLOW_PLANNERS]


def executorch_with_merge_alloc() -> dict[str, int]:
    """Per model, the arena ExecuTorch itself reported with merge-alloc's
    planner as its memory-planning algorithm (`merge_alloc_planner.json`,
    written by `models/executorch_planner.py`, which also ran both programs
    and found identical outputs); empty before that script has run."""
    path = EXECUTORCH / "merge_alloc_planner.json"
    if not path.exists():
        return {}
    models: dict[str, dict[str, int]] = json.loads(path.read_text())["models"]
    return {name: row["merge_alloc_arena"] for name, row in models.items()}


def executorch_lifetimes_table(names: Sequence[str]) -> str:
    """Every planner on ExecuTorch's own problem of each model, each plan
    validated; ExecuTorch's arena is its greedy planner's plan, and the
    column after it ExecuTorch's arena with merge-alloc's `best` planning it
    inside ExecuTorch (`docs/executorch.md`)."""
    planners = planner_names()
    exported = executorch_export().models
    inside = executorch_with_merge_alloc()
    lines = [
        "| model | buffers | ExecuTorch greedy | ExecuTorch with merge-alloc's "
        "planner | lower bound | " + " | ".join(planners) + " |",
        "|---" * (len(planners) + 5) + "|",
    ]
    for name in names:
        if name not in exported:
            continue
        problem = executorch_problem(name)
        totals: list[str] = []
        for planner in planners:
            schedule = get_planner(planner)(problem)
            validate_schedule(problem, schedule)
            totals.append(f"{schedule.total:,}")
        ours = f"{inside[name]:,}" if name in inside else "not run"
        lines.append(
            f"| {name} | {len(problem.buffers)} | {exported[name]['arena']:,} "
            f"| {ours} | {problem.lower_bound():,} | " + " | ".join(totals) + " |"
        )
    return "\n".join(lines)


def model_names() -> list[str]:
    """The committed exports ExecuTorch's figures exist for."""
    exported = executorch_export().models
    return sorted(
        p.stem for p in (HERE / "models").glob("*.mlir") if p.stem in exported
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog="python benchmarks/models.py",
        description=(__doc__ or "").splitlines()[0],
    )
    parser.add_argument("models", nargs="*", default=[])
    parser.add_argument(
        "--no-timing", action="store_true", help="skip the run-time slowdown"
    )
    parser.add_argument(
        "--no-rewrites",
        action="store_true",
        help="skip the table of what each rewrite saves (three more compiles "
        "per model)",
    )
    parser.add_argument(
        "--write",
        action="store_true",
        help="also write the tables to benchmarks/models.md",
    )
    parser.add_argument(
        "--results",
        action="store_true",
        help="also replace the models section of benchmarks/results.md with "
        "the same measurements (as `python -m benchmarks --update --sections "
        "models` would, measuring again)",
    )
    args = parser.parse_args(argv)
    names = [choose("model", name, model_names()) for name in args.models]
    names = names or model_names()
    rows: list[ModelRow] = []
    for name in progress(names, len(names), "models"):
        rows.append(measure_model(name, not args.no_timing))
        print(comparison_table(rows[-1:]).splitlines()[2], flush=True)
    tables = [comparison_table(rows), executorch_lifetimes_table(names)]
    if not args.no_rewrites:
        tables.append(rewrites_table(names))
    print()
    print("\n\n".join(tables))
    if args.write:
        (HERE / "models.md").write_text(models_markdown(tables))
    if args.results:
        sys.path.insert(0, str(HERE.parent))
        from benchmarks import __main__ as results
        from benchmarks import models as section_rows

        section_rows.MEASURED.update(MEASURED)
        return results.main(["--update", "--sections", "models"])
    return 0


def _dynamic_lengths_section() -> list[str]:
    """The arena of the dynamic-length exports by sequence length, as
    `benchmarks/dynamic_lengths.py --write` last measured it (its own
    commit and lengths stated in it): one compile at the bound executed at
    several lengths does not fit the one-row-per-model table above."""
    path = HERE / "dynamic-lengths.md"
    if not path.exists():
        return []
    return [path.read_text().strip()]


def models_markdown(tables: Sequence[str]) -> str:
    """`benchmarks/models.md`: this module's docstring as the method, then
    the tables, then the dynamic-lengths section."""
    from environment import describe

    method = (__doc__ or "").split("\n\n", 1)[1].rsplit("\n\n", 1)[0]
    return (
        "\n\n".join(
            [
                "# PyTorch models: merge-alloc beside ExecuTorch's memory planner",
                "Written by `python benchmarks/models.py --write`; do not edit by "
                "hand. Measured on a 2-core machine shared with other jobs: "
                "slowdowns are CPU time (libc `clock`), compile times both CPU "
                "(this process and its children) and wall.",
                describe(HERE / "models.md").markdown(),
                method,
                "## The corpus beside ExecuTorch",
                tables[0],
                "## Every planner on ExecuTorch's own lifetimes",
                "The problem ExecuTorch's memory planning solves for each model (its "
                "tensors' lifetimes and 16-byte aligned sizes); ExecuTorch greedy is "
                "its own plan's arena. Every plan validated.",
                tables[1],
                *(
                    [
                        "## Operation order and concatenations in place",
                        inspect.getdoc(rewrites_table) or "",
                        tables[2],
                    ]
                    if len(tables) > 2
                    else []
                ),
                *_dynamic_lengths_section(),
            ]
        )
        + "\n"
    )


if __name__ == "__main__":
    sys.exit(run_main("python benchmarks/models.py", main))
