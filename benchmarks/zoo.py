"""Memory saved by merge-alloc on the model zoo, per planner.

    python benchmarks/zoo.py [--models mlp,unet] [--verify] [--json]

For every zoo model (bufferized with MLIR 22) it prints:

- allocs / bytes: every `memref.alloc` of the module and the sum of their
  sizes (what the program allocates without merge-alloc);
- merged: how many of them merge-alloc merges, and their bytes;
- bound: the lower bound of any plan (`PlanningProblem.lower_bound`: the peak
  of simultaneously live bytes, an in-place pair counted once),
  summed over allocation scopes (from the pass's own lifetime traces);
- one column per planner: the total size of the merged buffers it produced,
  and the percentage of the lower bound it reached.

`--verify` also executes each merged program with the oracle and compares it
with the original. `python -m benchmarks` runs it (through `run` and
`markdown`) into `benchmarks/results.md`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field

from xdsl.dialects import memref
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.parser import Parser

from merge_alloc.analysis.layout import memref_bytes
from merge_alloc.cli import ArgumentParser, progress, run_main
from merge_alloc.dialects import extended_context
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning import PLANNERS, get_planner
from merge_alloc.verify import oracle
from merge_alloc.verify.zoo import MODELS


@dataclass
class PlannerResult:
    """What one planner achieved on one model."""

    merged_bytes: int
    verified: bool | None = None
    """Oracle verdict with `--verify`, else None."""


@dataclass
class ModelRow:
    """One line of the table."""

    model: str
    allocs: int
    bytes: int
    dynamic: int = 0
    """Allocs with a dynamic shape (not counted in `bytes`)."""
    mergeable: int | None = None
    mergeable_bytes: int | None = None
    lower_bound: int | None = None
    planners: dict[str, PlannerResult] = field(default_factory=dict[str, PlannerResult])
    error: str | None = None


def count_allocs(module: ModuleOp) -> tuple[int, int, int]:
    """(allocs, bytes of the static ones, dynamic ones): our own count, not
    the pass's, so that the baseline does not depend on what it considers."""
    allocs = total = dynamic = 0
    for op in module.walk():
        if not isinstance(op, memref.AllocOp):
            continue
        allocs += 1
        memref_type = op.memref.type
        assert isinstance(memref_type, MemRefType)
        shape = memref_type.get_shape()
        if any(extent < 0 for extent in shape):
            dynamic += 1
            continue
        size = memref_bytes(memref_type)
        if size is None:
            raise ValueError(f"unsupported element type in {memref_type}")
        total += size
    return allocs, total, dynamic


def planner_names() -> list[str]:
    return list(PLANNERS)


def merge(memref_ir: str, planner: str) -> tuple[str, int, int, int, int]:
    """Run merge-alloc; (merged IR, mergeable, their bytes, bound, merged bytes)."""
    module = Parser(extended_context(), memref_ir).parse_module()
    options = MergeAllocOptions(planner=get_planner(planner))
    report = merge_alloc(module, options)
    mergeable = mergeable_bytes = bound = merged = 0
    for scope in report.planned:
        buffers = scope.trace.lifetimes()
        mergeable += len(buffers)
        mergeable_bytes += sum(b.size for b in buffers)
        bound += scope.trace.problem(options.alignment).lower_bound()
        merged += scope.schedule.total
    return str(module), mergeable, mergeable_bytes, bound, merged


def bufferize_model(name: str) -> str:
    """One model's memref IR (generic form)."""
    return oracle.bufferize(MODELS[name]())


def measure(name: str, memref_ir: str, verify: bool) -> ModelRow:
    """Count the allocs of one bufferized model, merge it with every planner."""
    allocs, total, dynamic = count_allocs(
        Parser(extended_context(), memref_ir).parse_module()
    )
    row = ModelRow(name, allocs, total, dynamic)
    reference = oracle.run(memref_ir) if verify else None
    for planner in planner_names():
        try:
            outcome = merge(memref_ir, planner)
        except Exception as exc:  # report it in the table, keep going
            row.error = f"{planner}: {exc}".splitlines()[0]
            continue
        merged_ir, row.mergeable, row.mergeable_bytes, row.lower_bound, size = outcome
        result = PlannerResult(size)
        if reference is not None:
            result.verified = oracle.run(merged_ir) == reference
        row.planners[planner] = result
    return row


def run(names: list[str], verify: bool) -> list[ModelRow]:
    """Bufferize, count and merge every named model (needs MLIR 22)."""
    oracle.require_toolchain()
    # Bufferizing is subprocess work: two threads keep two cores busy. The
    # xDSL part stays on this thread (it is CPU-bound Python anyway).
    with ThreadPoolExecutor(max_workers=2) as pool:
        memref_irs = list(
            progress(pool.map(bufferize_model, names), len(names), "bufferize")
        )
    pairs = zip(names, memref_irs, strict=True)
    return [
        measure(name, memref_ir, verify)
        for name, memref_ir in progress(pairs, len(names), "merge")
    ]


def failed(rows: list[ModelRow]) -> bool:
    """A planner raised, or a merged program printed something else."""
    return any(
        row.error or any(r.verified is False for r in row.planners.values())
        for row in rows
    )


def markdown(rows: list[ModelRow], planners: list[str]) -> str:
    """The table as Markdown (sizes in KiB, % of the lower bound reached)."""
    header = "| model | allocs | bytes | merged | merged bytes | bound |"
    rule = "|---|---:|---:|---:|---:|---:|"
    for planner in planners:
        header += f" {planner} |"
        rule += "---:|"
    lines = [header, rule]
    for row in rows:
        line = (
            f"| {row.model} | {row.allocs}"
            + (f" ({row.dynamic} dyn)" if row.dynamic else "")
            + f" | {kib(row.bytes)} | {'-' if row.mergeable is None else row.mergeable}"
            + f" | {kib(row.mergeable_bytes)} | {kib(row.lower_bound)} |"
        )
        for planner in planners:
            result = row.planners.get(planner)
            if result is None:
                line += " error |" if row.error else " - |"
                continue
            cell = kib(result.merged_bytes)
            if result.verified is not None:
                cell += " ok" if result.verified else " WRONG"
            line += f" {cell} |"
        lines.append(line)
    lines += [f"\n{row.model}: {row.error}" for row in rows if row.error]
    return "\n".join(lines)


def kib(size: int | None) -> str:
    return "-" if size is None else f"{size / 1024:.1f}K"


def render(rows: list[ModelRow], planners: list[str]) -> str:
    """The table as aligned text."""
    header = ["model", "allocs", "bytes", "merged", "m.bytes", "bound", *planners]
    lines = [header]
    for row in rows:
        cells = [
            row.model,
            str(row.allocs) + (f" ({row.dynamic} dyn)" if row.dynamic else ""),
            kib(row.bytes),
            "-" if row.mergeable is None else str(row.mergeable),
            kib(row.mergeable_bytes),
            kib(row.lower_bound),
        ]
        for planner in planners:
            result = row.planners.get(planner)
            if result is None:
                cells.append("error" if row.error else "-")
                continue
            cell = kib(result.merged_bytes)
            if row.lower_bound:
                cell += f" ({100 * row.lower_bound / result.merged_bytes:.0f}%)"
            if result.verified is not None:
                cell += " ok" if result.verified else " WRONG"
            cells.append(cell)
        lines.append(cells)
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    text = [
        "  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True))
        for line in lines
    ]
    text.insert(1, "  ".join("-" * width for width in widths))
    notes = [f"{row.model}: {row.error}" for row in rows if row.error]
    if planners:
        text.append(
            "\nplanner columns: merged buffer bytes (lower bound / merged); "
            "ok = oracle output identical"
        )
    else:
        text.append("\nmerge-alloc is not available yet: allocs and bytes only")
    return "\n".join(text + notes)


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog="python benchmarks/zoo.py",
        description="Memory saved by merge-alloc on the model zoo, per planner.",
    )
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument(
        "--verify", action="store_true", help="execute each merged program and compare"
    )
    parser.add_argument("--json", action="store_true", help="print JSON rows")
    args = parser.parse_args(argv)
    names: list[str] = [n for n in str(args.models).split(",") if n]
    unknown = sorted(set(names) - set(MODELS))
    if unknown:
        parser.error(f"unknown models {unknown}; known: {', '.join(MODELS)}")
    rows = run(names, bool(args.verify))
    if args.json:
        print(json.dumps([asdict(row) for row in rows], indent=2))
    else:
        print(render(rows, planner_names()))
    return 1 if failed(rows) else 0


if __name__ == "__main__":
    sys.exit(run_main("python benchmarks/zoo.py", main))
