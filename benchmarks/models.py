"""merge-alloc on real PyTorch models: arena per planner and per pipeline.

For every committed export of `benchmarks/models/` (see `export_models.py`),
each pre-bufferization variant of `VARIANTS` is run by `mlir-opt` before the
model pipeline (`tests/e2e/models/model_pipeline.py`), and every planner of
`merge_alloc.planning.PLANNERS` plans `@forward`. Prints, per model and
variant, the sum of the allocations, the lower bound (peak of live bytes),
each planner's arena and the pipeline's compile time (bufferize + parse +
default merge). Needs MLIR 22; with the `models` extra and `executorch`
installed, a row gives ExecuTorch's planned arena for the same model::

    python benchmarks/models.py [model ...]
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from xdsl.context import Context
from xdsl.parser import Parser

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "e2e" / "models"))

from model_pipeline import MODEL_PIPELINE, PREPARE, split_tensor_empty  # noqa: E402

from merge_alloc import oracle  # noqa: E402
from merge_alloc.dialects import register_dialects  # noqa: E402
from merge_alloc.driver import merge_alloc  # noqa: E402
from merge_alloc.options import MergeAllocOptions  # noqa: E402
from merge_alloc.planning import PLANNERS, get_planner  # noqa: E402

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


def forward_scopes(report: object) -> list[object]:
    return [
        scope
        for scope in report.planned  # type: ignore[attr-defined]
        if getattr(scope.trace.scope.parent_op(), "sym_name", None) is not None
        and scope.trace.scope.parent_op().sym_name.data == "forward"
    ]


def measure(name: str, split: bool, variant: tuple[str, ...]) -> dict[str, object]:
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
        buffer.size
        for scope in scopes
        for buffer in scope.trace.problem(64).buffers  # type: ignore[attr-defined]
    )
    row["lower bound"] = sum(s.trace.problem(64).lower_bound() for s in scopes)  # type: ignore[attr-defined]
    for planner in PLANNERS:
        planned = merge_alloc(
            pristine.clone(),
            MergeAllocOptions(alignment=64, planner=get_planner(planner)),
        )
        row[planner] = sum(s.schedule.total for s in forward_scopes(planned))  # type: ignore[attr-defined]
    return row


def executorch_arena(name: str) -> int | None:
    """ExecuTorch's planned arena for the same model and input shape
    (`execution_plan[0].non_const_buffer_sizes`), or None without the
    `models` extra and `executorch`."""
    try:
        import torch
        from executorch.exir import to_edge  # type: ignore[import-not-found]
    except ImportError:
        return None
    sys.path.insert(0, str(HERE / "models"))
    from export_models import build  # type: ignore[import-not-found]

    model, _, sample = build(name)
    program = to_edge(torch.export.export(model, (sample,))).to_executorch()
    sizes = program.executorch_program.execution_plan[0].non_const_buffer_sizes
    return int(sum(sizes))


def main(argv: list[str]) -> int:
    names = argv or sorted(p.stem for p in (HERE / "models").glob("*.mlir"))
    columns = ["sum", "lower bound", *PLANNERS, "seconds"]
    print("| model | variant | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 2) + "|")
    for name in names:
        arena = executorch_arena(name)
        if arena is not None:
            print(f"| {name} | ExecuTorch 1.5.1 | | | {arena:,} | | |")
        for variant, (split, flags) in VARIANTS.items():
            row = measure(name, split, flags)
            cells = [
                f"{row[c]:.2f}" if c == "seconds" else f"{row[c]:,}" for c in columns
            ]
            print(f"| {name} | {variant} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
