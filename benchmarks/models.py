"""merge-alloc on real PyTorch models: arena per planner and per pipeline.

For every committed export of `benchmarks/models/` (see `export_models.py`),
each pre-bufferization variant of `VARIANTS` is run by `mlir-opt` before the
model pipeline (`tests/e2e/models/model_pipeline.py`), and every planner of
`merge_alloc.planning.PLANNERS` plans `@forward`. Prints, per model and
variant, the sum of the allocations, the lower bound (peak of live bytes),
each planner's arena and the pipeline's compile time (bufferize + parse +
default merge), beside ExecuTorch's planned arena for the same model.

A second table gives every planner ExecuTorch's own planning problem (its
tensors' lifetimes and aligned sizes, `benchmarks/traces/executorch/`), so
planners are compared on identical problems. Both read what
`benchmarks/models/export_executorch_traces.py` exported (ExecuTorch itself
is not needed here); the first needs MLIR 22::

    python benchmarks/models.py [--documented-only] [model ...]

`python -m benchmarks` runs the documented pipeline's table and the
ExecuTorch-lifetimes table into `benchmarks/results.md`.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from xdsl.context import Context
from xdsl.parser import Parser

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "e2e" / "models"))

from model_pipeline import MODEL_PIPELINE, PREPARE, split_tensor_empty  # noqa: E402

from merge_alloc.dialects import register_dialects  # noqa: E402
from merge_alloc.driver import MergeReport, PlannedScope, merge_alloc  # noqa: E402
from merge_alloc.options import MergeAllocOptions  # noqa: E402
from merge_alloc.planning import (  # noqa: E402
    PLANNERS,
    PlanningProblem,
    get_planner,
    validate_schedule,
)
from merge_alloc.planning.trace_csv import parse_trace_csv  # noqa: E402
from merge_alloc.verify import oracle  # noqa: E402

EXECUTORCH = HERE / "traces" / "executorch"
"""ExecuTorch's planning problems and arenas, exported by
`models/export_executorch_traces.py`."""
DOCUMENTED = "split+fuse (documented)"
SLOW_PLANNERS = frozenset({"optimal"})
"""Left out of these tables and of results.md's corpus tables (seconds to
minutes per problem); `python -m merge_alloc.bench --planners optimal PATH`
measures it."""

VARIANTS: dict[str, tuple[bool, tuple[str, ...]]] = {
    "plain": (False, ()),
    "fuse": (False, ("--linalg-fuse-elementwise-ops",)),
    "fuse+eliminate-empty": (
        False,
        ("--linalg-fuse-elementwise-ops", "--eliminate-empty-tensors"),
    ),
    "split+fuse (documented)": (True, PREPARE),
}
"""(run `split-tensor-empty` first?, upstream passes run before
`MODEL_PIPELINE`)."""


def forward_scopes(report: MergeReport) -> list[PlannedScope]:
    """The planned scopes of the model's `@forward` (the exports have no
    other function with allocations, but only `@forward` is compared)."""
    forward = {
        id(trace)
        for function in report.functions
        if function.function.sym_name.data == "forward"
        for trace in function.traces
    }
    return [scope for scope in report.planned if id(scope.trace) in forward]


def measure(
    name: str, split: bool, variant: tuple[str, ...], planners: Sequence[str]
) -> dict[str, object]:
    """Bufferize `name` through `variant`, merge `@forward` with the default
    options (timed, with the bufferization) and then with each planner."""
    tensor_ir = (HERE / "models" / f"{name}.mlir").read_text()
    mlir_opt = str(oracle.require_toolchain().mlir_opt)
    start = time.perf_counter()
    if split:
        tensor_ir = split_tensor_empty(tensor_ir)
    memref_ir = subprocess.run(
        [mlir_opt, *variant, *MODEL_PIPELINE],
        input=tensor_ir,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    context = Context()
    register_dialects(context)
    module = Parser(context, memref_ir).parse_module()
    pristine = module.clone()
    report = merge_alloc(module, MergeAllocOptions(alignment=64))
    seconds = time.perf_counter() - start
    scopes = forward_scopes(report)
    row: dict[str, object] = {"seconds": seconds}
    row["sum"] = sum(
        buffer.size for scope in scopes for buffer in scope.trace.problem(64).buffers
    )
    row["lower bound"] = sum(s.trace.problem(64).lower_bound() for s in scopes)
    for planner in planners:
        planned = merge_alloc(
            pristine.clone(),
            MergeAllocOptions(alignment=64, planner=get_planner(planner)),
        )
        row[planner] = sum(s.schedule.total for s in forward_scopes(planned))
    return row


@dataclass(frozen=True)
class ExecutorchExport:
    """The committed `arenas.json`: per model ExecuTorch's arena, alignment
    and buffer count, and the versions it was measured with."""

    models: dict[str, dict[str, int]]
    versions: dict[str, str]


def executorch_export() -> ExecutorchExport:
    document = json.loads((EXECUTORCH / "arenas.json").read_text())
    return ExecutorchExport(document["models"], document["versions"])


def planner_names() -> list[str]:
    return [name for name in PLANNERS if name not in SLOW_PLANNERS]


def pipeline_table(names: Sequence[str], variants: Sequence[str]) -> str:
    """merge-alloc on each model: one row per pre-bufferization variant."""
    planners = planner_names()
    columns = ["sum", "lower bound", *planners, "seconds"]
    exported = executorch_export()
    version = exported.versions["executorch"]
    lines = [
        "| model | variant | ExecuTorch "
        + str(version)
        + " | "
        + " | ".join(columns)
        + " |",
        "|---" * (len(columns) + 3) + "|",
    ]
    for name in names:
        shown = f"{exported.models[name]['arena']:,}" if name in exported.models else ""
        for variant in variants:
            split, flags = VARIANTS[variant]
            row = measure(name, split, flags, planners)
            cells = [
                f"{row[c]:.2f}" if c == "seconds" else f"{row[c]:,}" for c in columns
            ]
            lines.append(
                f"| {name} | {variant} | {shown} | " + " | ".join(cells) + " |"
            )
    return "\n".join(lines)


def executorch_lifetimes_table(names: Sequence[str]) -> str:
    """Every planner on ExecuTorch's own problem of each model, each plan
    validated; ExecuTorch's arena is its greedy planner's plan."""
    planners = planner_names()
    exported = executorch_export().models
    lines = [
        "| model | buffers | ExecuTorch greedy | lower bound | "
        + " | ".join(planners)
        + " |",
        "|---" * (len(planners) + 4) + "|",
    ]
    for name in names:
        if name not in exported:
            continue
        buffers = parse_trace_csv((EXECUTORCH / f"{name}.csv").read_text())
        problem = PlanningProblem(buffers, exported[name]["alignment"])
        totals: list[str] = []
        for planner in planners:
            schedule = get_planner(planner)(problem)
            validate_schedule(problem, schedule)
            totals.append(f"{schedule.total:,}")
        lines.append(
            f"| {name} | {len(buffers)} | {exported[name]['arena']:,} "
            f"| {problem.lower_bound():,} | " + " | ".join(totals) + " |"
        )
    return "\n".join(lines)


def model_names() -> list[str]:
    return sorted(p.stem for p in (HERE / "models").glob("*.mlir"))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("models", nargs="*", default=[])
    parser.add_argument(
        "--documented-only",
        action="store_true",
        help="only the documented pipeline (split-tensor-empty + fusion)",
    )
    args = parser.parse_args(argv)
    names = args.models or model_names()
    variants = [DOCUMENTED] if args.documented_only else list(VARIANTS)
    print(pipeline_table(names, variants), flush=True)
    print()
    print(executorch_lifetimes_table(names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
