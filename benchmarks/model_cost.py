"""What the memory-first pipeline variants cost in run time, measured.

Tiling a padded convolution changes its loops; folding a transpose into a
matmul changes its access pattern. For each committed model
(`benchmarks/models/`) and each variant of `merge_alloc.compile.variants`,
the model gets a `@main` that calls `@forward` on deterministic data
`CALLS` times, timing each call in CPU time (libc's `clock`: on this shared,
loaded machine wall time measured other processes; CPU time does not)
(`tests/e2e/models/model_main.py`), is compiled by `merge_alloc.compile`
with that variant forced, lowered with the oracle's passes and JIT-run by
`mlir-runner` (no poisoned allocator: plain `malloc`). The fastest call of
`ROUNDS` runs, the variants' runs interleaved so that the load of this
shared machine hits them alike, is compared with the documented pipeline's
(`split+fuse`): the slowdown is variant / documented. Each run's printed
result must equal the documented pipeline's, digit for digit (within
`reference.TOLERANCE` for a variant that sums in another order,
`PipelineVariant.reassociates`).

    python benchmarks/model_cost.py [--rounds N] [model ...]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "e2e" / "models"))

from model_main import with_main  # noqa: E402
from reference import TOLERANCE, printed_values, relative_error  # noqa: E402

from merge_alloc.compile import compile_model  # noqa: E402
from merge_alloc.compile.variants import DOCUMENTED, VARIANTS, PipelineVariant  # noqa: E402
from merge_alloc.verify import oracle  # noqa: E402

CALLS = 3
"""Timed calls of `@forward` per run (the fastest counts)."""
ROUNDS = 3
"""Runs per variant, interleaved."""


LOWERING = tuple(
    "--finalize-memref-to-llvm"
    if flag.startswith("--finalize-memref-to-llvm")
    else flag
    for flag in oracle.LOWERING_PASSES
)
"""The oracle's lowering with `memref.alloc` calling plain `malloc`."""


@dataclass(frozen=True)
class VariantCost:
    variant: str
    arena: int
    """Every byte `@forward` allocates per call, its result aside (merged
    arena and allocs left alone, `merge_alloc.report.totals`)."""
    seconds: float
    """Fastest call of `@forward` over every run (CPU seconds)."""
    output: str


def lowered_program(name: str, variant: PipelineVariant) -> tuple[str, int]:
    """`name`'s merged program with a timing `@main`, lowered to LLVM, and
    every byte its `@forward` allocates per call (result aside)."""
    source = with_main(
        (HERE / "models" / f"{name}.mlir").read_text(), timed_calls=CALLS
    )
    result = compile_model(source, name=f"{name}.mlir", variants=[variant], jobs=1)
    arena = result.function("forward").allocated.known
    toolchain = oracle.require_toolchain()
    llvm_ir = subprocess.run(
        [str(toolchain.mlir_opt), *LOWERING],
        input=result.text,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    ).stdout
    return llvm_ir, arena


def run_timed(llvm_ir: str) -> tuple[float, str]:
    """JIT-run `main`: (fastest call in seconds, the printed result)."""
    toolchain = oracle.require_toolchain()
    completed = subprocess.run(
        [
            str(toolchain.mlir_runner),
            "-e",
            "main",
            "-entry-point-result=void",
            f"-shared-libs={toolchain.shared_libs}",
        ],
        input=llvm_ir,
        capture_output=True,
        text=True,
        timeout=1800,
        check=True,
    )
    first, _, rest = completed.stdout.partition("\n")
    return float(first), oracle.normalize_output(rest)


def measure_costs(
    name: str, variants: Sequence[PipelineVariant], rounds: int = ROUNDS
) -> list[VariantCost]:
    """Every variant of `variants` (the documented pipeline first, added if
    missing) timed on `name`; raises if any prints another result."""
    ordered = [DOCUMENTED, *[v for v in variants if v != DOCUMENTED]]
    programs = [lowered_program(name, v) for v in ordered]
    fastest = [float("inf")] * len(ordered)
    outputs = [""] * len(ordered)
    for _ in range(rounds):
        for index, (llvm_ir, _arena) in enumerate(programs):
            seconds, output = run_timed(llvm_ir)
            fastest[index] = min(fastest[index], seconds)
            outputs[index] = output
    for variant, output in zip(ordered, outputs, strict=True):
        if variant.reassociates:
            # Sums in another order (distribute-concat): equal to rounding.
            error = relative_error(printed_values(output), printed_values(outputs[0]))
            if error > TOLERANCE:
                raise AssertionError(
                    f"{name}: variant {variant.name} prints a result "
                    f"{error:.2e} away from {DOCUMENTED.name}'s"
                )
        elif output != outputs[0]:
            raise AssertionError(
                f"{name}: variant {variant.name} prints another result than "
                f"{DOCUMENTED.name}"
            )
    return [
        VariantCost(v.name, arena, seconds, output)
        for v, (_, arena), seconds, output in zip(
            ordered, programs, fastest, outputs, strict=True
        )
    ]


def cost_table(
    names: Sequence[str],
    rounds: int = ROUNDS,
    variants: Sequence[PipelineVariant] = VARIANTS,
) -> str:
    """Per model and variant of `variants`: every byte of `@forward`,
    fastest call, slowdown."""
    lines = [
        "| model | variant | every byte of @forward | fastest call (CPU ms) | "
        "slowdown |",
        "|---|---|---|---|---|",
    ]
    for name in names:
        costs = measure_costs(name, variants, rounds)
        base = costs[0].seconds
        for cost in costs:
            lines.append(
                f"| {name} | {cost.variant} | {cost.arena:,} | "
                f"{cost.seconds * 1e3:.2f} | {cost.seconds / base:.2f}x |"
            )
        print(lines[-len(costs) :] and "\n".join(lines[-len(costs) :]), flush=True)
    return "\n".join(lines)


def model_names() -> list[str]:
    return sorted(p.stem for p in (HERE / "models").glob("*.mlir"))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("models", nargs="*", default=[])
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument(
        "--variants",
        help="comma-separated variant names (default: every variant)",
    )
    args = parser.parse_args(argv)
    variants = VARIANTS
    if args.variants:
        by_name = {v.name: v for v in VARIANTS}
        variants = tuple(by_name[name] for name in args.variants.split(","))
    table = cost_table(args.models or model_names(), args.rounds, variants)
    print()
    print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
