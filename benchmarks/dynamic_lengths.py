"""The dynamic-length exports' arenas as a function of the length.

`benchmarks/models/encoder_dynamic.mlir` (2 layers, d=256, 4 heads, ff=1024)
and `benchmarks/models/decoder_dynamic.mlir` (2 causal pre-norm blocks of
the same sizes), both exported with `Dim("seq", min=2, max=512)`, are each
compiled once with `--dim-bound ARG:1=512`, which turns on symbolic offsets
(docs/dynamic-shapes.md); the arena their `@forward` allocates at each
length is read from the merged program by the plan checker's evaluator
(`merge_alloc.verify.check.checker`: the IR's own arithmetic at that
length), and checked there. Beside it:

- *static plan*: the same export with the input's type made static at that
  length (`tensor<1xLx256xf32>`, cast to the `?` type the body uses, which
  the pipeline's canonicalisation folds): what a static export at L gets;
- *plan at L*: the dynamic export compiled with `--dim-bound ARG:1=L`,
  every size planned at L;
- *ExecuTorch*: its one arena for the export at the bound, graph input and
  output excluded as ours excludes them
  (`benchmarks/traces/executorch/dynamic_bounds.json`, written by
  `benchmarks/models/executorch_dynamic.py`), whatever the length.

The goals of issue 32: at the bound the symbolic arena no larger than the
static plan, at 128 tokens at most 1.10x the static 128-token plan.

    python benchmarks/dynamic_lengths.py [--lengths 1,17,128,512] [--write]

`--write` writes the tables to `benchmarks/dynamic-lengths.md`, which
`python benchmarks/models.py --write` includes as the last section of
`benchmarks/models.md` (as this script measured it, with its own commit).
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
from dataclasses import dataclass
from pathlib import Path

from merge_alloc.compile.dim_bounds import DimBound
from merge_alloc.compile.pipeline import candidate_variants, compile_model
from merge_alloc.verify.check.checker import check_sampled
from merge_alloc.verify.check.structure import parse_module

HERE = Path(__file__).resolve().parent
MODELS = HERE / "models"
EXECUTORCH = HERE / "traces" / "executorch" / "dynamic_bounds.json"
OUTPUT = HERE / "dynamic-lengths.md"
DYNAMIC_INPUT = "tensor<1x?x256xf32>"


@dataclass(frozen=True, slots=True)
class Export:
    name: str
    argument: int
    """The input's argument number (it follows the weights)."""


EXPORTS = (Export("encoder_dynamic", 24), Export("decoder_dynamic", 26))


@dataclass(frozen=True, slots=True)
class Row:
    length: int
    symbolic: int
    static: int
    at_length: int
    clean: bool


def static_at(source: str, argument: int, length: int) -> str:
    """`source` with `@forward`'s input static at `length`, cast to the `?`
    type its body uses."""
    head = source.index("func.func @forward(")
    signature_end = source.index("{", source.index(") ->", head))
    dynamic = f"%arg{argument}: {DYNAMIC_INPUT}"
    static = DYNAMIC_INPUT.replace("?", str(length))
    signature = source[head:signature_end]
    assert dynamic in signature, signature[-200:]
    signature = signature.replace(dynamic, f"%arg{argument}_static: {static}")
    cast = (
        f"\n    %arg{argument} = tensor.cast %arg{argument}_static : "
        f"{static} to {DYNAMIC_INPUT}"
    )
    return source[:head] + signature + "{" + cast + source[signature_end + 1 :]


def measure(
    export: Export, lengths: list[int], bound: int, variant: str
) -> tuple[int, list[Row]]:
    """The bound plan's arena and one row per length."""
    path = MODELS / f"{export.name}.mlir"
    source = path.read_text()
    variants = candidate_variants(variant)

    def arena(text: str, bounds: list[DimBound]) -> tuple[str, int]:
        result = compile_model(
            text, name=str(path), variants=variants, jobs=1, dim_bounds=bounds
        )
        return result.text, result.arena

    text, at_bound = arena(source, [DimBound(None, export.argument, 1, bound)])
    samples = {"forward": [{(export.argument, 1): length} for length in lengths]}
    reports = check_sampled(parse_module(text), samples)
    rows: list[Row] = []
    for length, report in zip(lengths, reports, strict=True):
        assert report.arena is not None
        _, exact = arena(source, [DimBound(None, export.argument, 1, length)])
        _, static = arena(static_at(source, export.argument, length), [])
        rows.append(
            Row(length, report.arena, static, exact, not report.report.violations)
        )
    return at_bound, rows


def executorch_arenas() -> dict[str, int]:
    """ExecuTorch's bound arena (I/O excluded) per export, where measured."""
    if not EXECUTORCH.exists():
        return {}
    models = json.loads(EXECUTORCH.read_text())["models"]
    return {name: int(entry["arena_without_io"]) for name, entry in models.items()}


def table(
    export: Export, at_bound: int, rows: list[Row], executorch: int | None
) -> list[str]:
    lines = [
        f"### `{export.name}` (`--dim-bound {export.argument}:1=512`; the plan "
        f"at the bound {at_bound:,} B)",
        "",
        "| tokens | symbolic arena | static plan | ratio | plan at L | "
        "ExecuTorch (bound) | ratio | checker |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for row in rows:
        et = "-" if executorch is None else f"{executorch:,} B"
        et_ratio = "-" if executorch is None else f"{row.symbolic / executorch:.3f}"
        lines.append(
            f"| {row.length} | {row.symbolic:,} B | {row.static:,} B | "
            f"{row.symbolic / row.static:.5f} | {row.at_length:,} B | {et} | "
            f"{et_ratio} | {'clean' if row.clean else 'VIOLATIONS'} |"
        )
    return lines


def goals(rows: list[Row], bound: int) -> list[str]:
    """The issue's two goals, as measured."""
    found: list[str] = []
    for row in rows:
        if row.length == bound:
            verdict = "met" if row.symbolic <= row.static else "missed"
            found.append(
                f"- at the bound ({bound}): {row.symbolic:,} B against the static "
                f"plan's {row.static:,} B ({row.symbolic - row.static:+,} B): {verdict}"
            )
        if row.length == 128:
            ratio = row.symbolic / row.static
            verdict = "met" if ratio <= 1.10 else "missed"
            found.append(
                f"- at 128 tokens: {ratio:.5f}x the static 128-token plan "
                f"(goal 1.10x): {verdict}"
            )
    return found


def revision() -> str:
    try:
        return subprocess.run(
            ["git", "describe", "--always", "--dirty", "--abbrev=7"],
            capture_output=True,
            text=True,
            check=True,
            cwd=HERE,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="The dynamic-length exports' arenas as a function of the length."
    )
    parser.add_argument("--lengths", default="1,17,128,512")
    parser.add_argument("--bound", type=int, default=512)
    parser.add_argument("--variant", default="fills")
    parser.add_argument(
        "--write", action="store_true", help=f"write the tables to {OUTPUT.name}"
    )
    args = parser.parse_args(argv)
    lengths = [int(x) for x in args.lengths.split(",")]
    executorch = executorch_arenas()
    lines = [
        "## Dynamic sequence length: the arena by length",
        "",
        f"`python benchmarks/dynamic_lengths.py --lengths {args.lengths}` at "
        f"{revision()} ({platform.python_version()}, variant `{args.variant}`): "
        "the arena `@forward` allocates with symbolic offsets at each length "
        "(one compile at the bound), the static plan of that exact length, the "
        "dynamic export planned at exactly that length, and ExecuTorch's one "
        "arena at the bound (graph I/O excluded; "
        "`benchmarks/models/executorch_dynamic.py`). Alignment 64 B (ours), "
        "16 B (ExecuTorch's).",
        "",
    ]
    for export in EXPORTS:
        at_bound, rows = measure(export, lengths, args.bound, args.variant)
        lines += table(export, at_bound, rows, executorch.get(export.name))
        lines += ["", *goals(rows, args.bound), ""]
        print("\n".join(lines[-len(rows) - 8 :]))
    if args.write:
        OUTPUT.write_text("\n".join(lines).rstrip() + "\n")
        print(f"wrote {OUTPUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
