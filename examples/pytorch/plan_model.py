"""Plan the memory of a PyTorch model with merge-alloc, end to end.

    python examples/pytorch/plan_model.py resnet18 --out resnet18.mlir
    python examples/pytorch/plan_model.py --mlir benchmarks/models/gpt2_2blocks.mlir
    python examples/pytorch/plan_model.py resnet18 --picture plan.png

1. export the model with torch-mlir's FX importer to linalg-on-tensors, its
   weights turned into function arguments (`torch.func.functional_call`), so
   the arena holds activations only (needs `pip install -e '.[models]'` in the clone;
   skipped with `--mlir`);
2. compile it with `merge_alloc.compile.compile_model` (the same as
   `python -m merge_alloc.compile model.mlir -o merged.mlir`): the
   memory-first pipeline variants (one initial value per use, padded
   pooling/convolutions tiled with the pad fused, transposes folded into
   their consumers; `merge_alloc/compile/variants.py`) each run by one
   `mlir-opt`, merged by merge-alloc, the smallest arena kept;
3. print the chosen variant and, per planned scope, the arena, the lower
   bound (peak of live bytes) and the sum of the allocations.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.compile import CompileError, candidate_variants, compile_model
from merge_alloc.compile.pipeline import bufferize_variant
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning import get_planner


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
    parser.add_argument("--variant", help="a merge_alloc.compile variant only")
    parser.add_argument(
        "--allow-slower",
        action="store_true",
        help="also try variants that trade run time for memory",
    )
    parser.add_argument("--merged", type=Path, help="write the merged program here")
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
    planner = get_planner(args.planner) if args.planner else None
    options = MergeAllocOptions(alignment=args.alignment, planner=planner)
    name = str(args.mlir) if args.mlir is not None else f"{args.model}.mlir"
    start = time.perf_counter()
    try:
        result = compile_model(
            tensor_ir,
            name=name,
            variants=candidate_variants(args.variant, allow_slower=args.allow_slower),
            options=options,
        )
    except CompileError as error:
        print(error, file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - start
    print(result.summary())
    for scope in result.scopes:
        print(
            f"@{scope.function}: {scope.buffers} allocs: arena {scope.arena:,} B, "
            f"lower bound {scope.lower_bound:,} B, sum {scope.allocated:,} B"
        )
    print(f"compile (parse + variants + merge): {elapsed:.2f} s")
    if args.merged is not None:
        args.merged.write_text(result.text)
    if args.picture is not None:
        from merge_alloc.plan_picture import draw_plan
        from merge_alloc.plan_report import plan_report

        context = Context()
        register_dialects(context)
        memref_ir = bufferize_variant(tensor_ir, result.chosen, name=name)
        report = merge_alloc(Parser(context, memref_ir).parse_module(), options)
        draw_plan(plan_report(report, args.alignment), args.picture)
    return 0


if __name__ == "__main__":
    sys.exit(main())
