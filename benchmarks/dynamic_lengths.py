"""The dynamic-length encoder's arena as a function of the length.

`benchmarks/models/encoder_dynamic.mlir` (2 layers, d=256, 4 heads, ff=1024,
`Dim("seq", max=512)`) is compiled once with `--dim-bound 24:1=512`, which
turns on symbolic offsets (docs/dynamic-shapes.md); the arena its
`@forward` allocates at each length is read from the merged program by the
plan checker's evaluator (`merge_alloc.verify.check.checker`: the IR's own
arithmetic at that length), and checked there. Beside it, the plan made for
exactly that length (`--dim-bound 24:1=L`: every size planned at L, what a
static export of the same graph at L would get).

    python benchmarks/dynamic_lengths.py [--lengths 1,17,128,512]

Prints one row per length: symbolic arena, plan at exactly L, their ratio,
and whether the checker found the symbolic plan clean at L.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from merge_alloc.compile.dim_bounds import DimBound
from merge_alloc.compile.pipeline import candidate_variants, compile_model
from merge_alloc.verify.check.checker import check_sampled
from merge_alloc.verify.check.structure import parse_module

MODEL = Path(__file__).resolve().parent / "models" / "encoder_dynamic.mlir"
INPUT = 24
"""The input's argument number (it follows the 24 weights)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="The dynamic-length encoder's arena as a function of the length."
    )
    parser.add_argument("--lengths", default="1,17,128,512")
    parser.add_argument("--bound", type=int, default=512)
    parser.add_argument("--variant", default="fills")
    args = parser.parse_args(argv)
    lengths = [int(x) for x in args.lengths.split(",")]
    source = MODEL.read_text()
    variants = candidate_variants(args.variant)

    def compiled(bound: int) -> tuple[str, int]:
        result = compile_model(
            source,
            name=str(MODEL),
            variants=variants,
            jobs=1,
            dim_bounds=[DimBound(None, INPUT, 1, bound)],
        )
        return result.text, result.arena

    text, at_bound = compiled(args.bound)
    print(f"bound {args.bound}: the plan at the bound is {at_bound:,} B")
    samples = {"forward": [{(INPUT, 1): length} for length in lengths]}
    reports = check_sampled(parse_module(text), samples)
    print("length  symbolic arena B  plan at exactly L B  ratio  checker")
    for length, report in zip(lengths, reports, strict=True):
        _, exact = compiled(length)
        assert report.arena is not None
        clean = "clean" if not report.report.violations else "VIOLATIONS"
        print(
            f"{length:6}  {report.arena:16,}  {exact:18,}  "
            f"{report.arena / exact:5.3f}  {clean}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
