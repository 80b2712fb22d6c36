"""Plan the memory of a PyTorch model with merge-alloc, end to end.

    python examples/pytorch/plan_model.py resnet18 --out resnet18.mlir
    python examples/pytorch/plan_model.py --mlir benchmarks/models/gpt2_2blocks.mlir
    python examples/pytorch/plan_model.py resnet18 --picture plan.png

1. export the model with torch-mlir's FX importer to linalg-on-tensors, its
   weights turned into function arguments (`torch.func.functional_call`), so
   the arena holds activations only (needs `pip install -e '.[models]'` in the clone;
   skipped with `--mlir`);
2. give each use of a shared `tensor.empty` its own (`split-tensor-empty`,
   in-process), then bufferize with upstream `mlir-opt` (`PIPELINE` below);
3. run merge-alloc in-process and print, per planned scope, the arena, the
   lower bound (peak of live bytes) and the sum of the allocations.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes.split_tensor_empty import SplitTensorEmptyPass
from merge_alloc.planning import get_planner

PIPELINE = (
    "--linalg-fuse-elementwise-ops",
    "--math-expand-ops",
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--linalg-generalize-named-ops",
    "--mlir-print-op-generic",
)
"""Upstream MLIR 22 flags, run after merge-alloc's `split-tensor-empty`:
elementwise chains fused, GELU's math ops expanded, one-shot bufferization
with identity layouts at function boundaries, named linalg ops generalized
(so xDSL parses everything), generic printing."""


def export(model_name: str, shape: list[int]) -> str:
    """linalg-on-tensors text of a torchvision model, weights as arguments."""
    import torch
    import torchvision
    from torch_mlir import fx

    model = getattr(torchvision.models, model_name)(weights=None).eval()
    state = dict(model.named_parameters()) | dict(model.named_buffers())
    state = {k: v for k, v in state.items() if v.dtype.is_floating_point}
    names = list(state)

    class WeightsAsArguments(torch.nn.Module):
        def forward(self, *tensors: torch.Tensor) -> torch.Tensor:
            weights = dict(zip(names, tensors[: len(names)], strict=True))
            return torch.func.functional_call(model, weights, tensors[len(names) :])

    with torch.no_grad():
        module = fx.export_and_import(
            WeightsAsArguments(),
            *[w.detach() for w in state.values()],
            torch.randn(shape),
            output_type="linalg-on-tensors",
            func_name="forward",
        )
    return str(module)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", nargs="?", help="a torchvision model name")
    parser.add_argument("--mlir", type=Path, help="an exported model instead")
    parser.add_argument("--shape", default="1,3,224,224", help="input shape")
    parser.add_argument("--out", type=Path, help="write the export here")
    parser.add_argument("--mlir-opt", default="mlir-opt")
    parser.add_argument("--planner", default=None, help="merge_alloc.planning name")
    parser.add_argument("--alignment", type=int, default=64)
    parser.add_argument("--picture", type=Path, help="PNG of the plan")
    args = parser.parse_args(argv)
    if args.mlir is not None:
        tensor_ir = args.mlir.read_text()
    elif args.model:
        tensor_ir = export(args.model, [int(d) for d in args.shape.split(",")])
        if args.out is not None:
            args.out.write_text(tensor_ir)
    else:
        parser.error("give a model name or --mlir FILE")
    start = time.perf_counter()
    context = Context()
    register_dialects(context)
    generic = subprocess.run(
        [args.mlir_opt, "--mlir-print-op-generic"],
        input=tensor_ir,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    tensor_module = Parser(context, generic).parse_module()
    SplitTensorEmptyPass().apply(context, tensor_module)
    memref_ir = subprocess.run(
        [args.mlir_opt, *PIPELINE],
        input=str(tensor_module),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    module = Parser(context, memref_ir).parse_module()
    planner = get_planner(args.planner) if args.planner else None
    options = MergeAllocOptions(alignment=args.alignment, planner=planner)
    report = merge_alloc(module, options)
    elapsed = time.perf_counter() - start
    for scope in report.planned:
        problem = scope.trace.problem(args.alignment)
        allocated = sum(buffer.size for buffer in problem.buffers)
        print(
            f"{len(problem.buffers)} allocs: arena {scope.schedule.total:,} B, "
            f"lower bound {problem.lower_bound():,} B, sum {allocated:,} B"
        )
    print(f"split + bufferize + parse + merge: {elapsed:.2f} s")
    if args.picture is not None:
        from merge_alloc.report.plan_picture import draw_plan
        from merge_alloc.report.plan_report import plan_report

        draw_plan(plan_report(report, args.alignment), args.picture)
    return 0


if __name__ == "__main__":
    sys.exit(main())
