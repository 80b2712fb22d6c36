"""Plan the memory of a PyTorch model with merge-alloc, end to end.

    python examples/pytorch/plan_model.py resnet18 --out resnet18.mlir
    python examples/pytorch/plan_model.py --mlir benchmarks/models/gpt2_2blocks.mlir
    python examples/pytorch/plan_model.py resnet18 --picture plan.png

1. export the model with torch-mlir's FX importer to linalg-on-tensors, its
   weights turned into function arguments (`torch.func.functional_call`), so
   the arena holds activations only (needs `pip install 'merge-alloc[models]'`;
   skipped with `--mlir`);
2. compile it with `merge_alloc.compile.compile_model` (the same as
   `python -m merge_alloc.compile model.mlir -o merged.mlir`): the
   memory-first pipeline variants (one initial value per use, padded
   pooling/convolutions tiled with the pad fused, transposes folded into
   their consumers; `merge_alloc/compile/variants.py`) each run by one
   `mlir-opt` of MLIR 22 (`--mlir-opt PATH`, else found as
   `merge_alloc/mlir_tools.py` says), merged by merge-alloc, the one
   allocating the fewest bytes per call (merged buffer and allocs left
   alone, the result aside) kept;
3. print the chosen variant and, per planned scope, the arena, the lower
   bound (peak of live bytes) and the sum of the allocations.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path

from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    check_writable,
    choose,
    fail,
    power_of_two,
    read_input,
    require_module,
    run_main,
    write_output,
)
from merge_alloc.compile import (
    VARIANTS,
    CompileError,
    candidate_variants,
    compile_model,
)
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.mlir_tools import require_tool
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning import PLANNERS, get_planner
from merge_alloc.report.__main__ import check_picture_path


def export(model_name: str, shape: list[int]) -> str:
    """linalg-on-tensors text of a torchvision model, weights as arguments."""
    import torch
    import torchvision
    from torch_mlir import fx

    known = torchvision.models.list_models(module=torchvision.models)
    choose("torchvision model", model_name, known)
    model = torchvision.models.get_model(model_name, weights=None).eval()
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


def status(stage: str) -> None:
    """Say on a terminal's stderr which stage runs (each takes seconds)."""
    if sys.stderr.isatty():
        print(f"{stage} ...", file=sys.stderr, flush=True)


def shape_of(text: str) -> list[int]:
    """`1,3,224,224` as a list of positive sizes."""
    try:
        dims = [int(d) for d in text.split(",")]
    except ValueError:
        dims = []
    if not dims or any(d < 1 for d in dims):
        raise UserError(
            f"--shape must be positive sizes like 1,3,224,224, got {text!r}"
        )
    return dims


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(prog=PROG, description=(__doc__ or "").splitlines()[0])
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
    parser.add_argument("--alignment", type=power_of_two, default=64)
    parser.add_argument(
        "--mlir-opt",
        metavar="PATH",
        help="MLIR 22's mlir-opt (default: $MLIR_OPT, else found as the README says)",
    )
    parser.add_argument("--picture", type=Path, help="PNG of the plan")
    args = parser.parse_args(argv)
    if args.mlir is None and not args.model:
        parser.error("give a model name or --mlir FILE")
    planner = (
        get_planner(choose("planner", args.planner, PLANNERS)) if args.planner else None
    )
    if args.picture is not None:
        check_picture_path(args.picture)
    if args.out is not None:
        check_writable(args.out)
    mlir_opt = str(require_tool("mlir-opt", args.mlir_opt))
    if args.variant is not None:
        choose("variant", args.variant, [v.name for v in VARIANTS])
    if args.merged is not None:
        check_writable(args.merged)
    if args.mlir is not None:
        name = str(args.mlir)
        tensor_ir = read_input(args.mlir)
    else:
        name = str(args.out or f"{args.model}.mlir")
        shape = shape_of(args.shape)
        for module in ("torch", "torchvision", "torch_mlir"):
            require_module(module, "models", "exporting a PyTorch model")
        status(f"exporting {args.model} with torch-mlir")
        tensor_ir = export(args.model, shape)
        if args.out is not None:
            write_output(args.out, tensor_ir)
    options = MergeAllocOptions(alignment=args.alignment, planner=planner)
    start = time.perf_counter()
    status("compiling (memory-first variants, bufferization, merge-alloc)")
    try:
        result = compile_model(
            tensor_ir,
            name=name,
            variants=candidate_variants(args.variant, allow_slower=args.allow_slower),
            options=options,
            mlir_opt=mlir_opt,
        )
    except CompileError as error:
        return fail(error.line(PROG))
    elapsed = time.perf_counter() - start
    print(result.summary())
    for scope in result.scopes:
        print(
            f"@{scope.function}: {scope.buffers} allocs: arena {scope.arena:,} B, "
            f"lower bound {scope.lower_bound:,} B, sum {scope.allocated:,} B"
        )
    print(f"compile (parse + variants + merge): {elapsed:.2f} s")
    if args.merged is not None:
        write_output(args.merged, result.text)
    if args.picture is not None:
        from merge_alloc.report.plan_picture import draw_plan
        from merge_alloc.report.plan_report import plan_report

        context = Context()
        register_dialects(context)
        # The chosen variant's memref program as compile merged it: planned
        # again for the report, not bufferized again.
        report = merge_alloc(Parser(context, result.unmerged).parse_module(), options)
        draw_plan(plan_report(report, args.alignment, source=name), args.picture)
    return 0


PROG = "examples/pytorch/plan_model.py"

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
