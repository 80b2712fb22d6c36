"""Memory merge-alloc saves on real bufferization pipelines, per planner.

    python benchmarks/pipelines.py [--programs mlp,rnn] [--alignment 64]
                                   [--verify] [--markdown] [--json]

Every tensor program of the end-to-end suite (`tests/e2e/pipelines/programs`)
is bufferized the five ways of `merge_alloc.verify.pipelines.BUFFERIZATIONS` (with and
without deallocation, liveness-optimised deallocs, hoisting), and merge-alloc
runs on each result with every registered planner. One row per program and
bufferization:

- allocs / bytes: every static `memref.alloc` of the module and their bytes
  (what the program allocates without merge-alloc); deallocs: `memref.dealloc`
  ops in the input;
- merged / m.bytes: the allocs merge-alloc merges and the sum of their bytes;
- bound: the lower bound of any plan (`PlanningProblem.lower_bound`: the peak
  of simultaneously live bytes, an in-place pair counted once),
  summed over allocation scopes (from the pass's own lifetime traces);
- one column per planner: the total size of the merged buffers and, in
  parentheses, m.bytes / merged size: how many times the merged allocations'
  bytes are reused (1.00x: no reuse at all).

Programs with linalg named ops xDSL cannot parse yet are bufferized with
`--linalg-generalize-named-ops` appended (marked `*`). `--verify` executes
each merged program with the oracle and compares it with the original.
"""

from __future__ import annotations

import json
import logging
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from xdsl.dialects import memref
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError

from merge_alloc.analysis.layout import memref_bytes
from merge_alloc.cli import ArgumentParser, choose, power_of_two, progress, run_main
from merge_alloc.dialects import extended_context
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning import PLANNERS, get_planner
from merge_alloc.report.totals import allocation_totals
from merge_alloc.verify import oracle, pipelines

PROGRAM_DIR = Path(__file__).resolve().parent.parent / "tests/e2e/pipelines/programs"


@dataclass
class PlannerResult:
    """What one planner achieved on one bufferized program."""

    merged_bytes: int
    verified: bool | None = None
    """Oracle verdict with `--verify`, else None."""


@dataclass
class Row:
    """One program under one bufferization."""

    program: str
    variant: str
    generalized: bool = False
    allocs: int = 0
    bytes: int = 0
    deallocs: int = 0
    mergeable: int = 0
    mergeable_bytes: int = 0
    lower_bound: int = 0
    planners: dict[str, PlannerResult] = field(default_factory=dict[str, PlannerResult])
    left_alone: dict[str, int] = field(default_factory=dict[str, int])
    """Allocs the pass did not merge, counted by reason."""
    left_alone_bytes: int = 0
    """Bytes of the allocs left alone but the returned ones
    (`merge_alloc.report.totals`): a call allocates a planner's merged bytes
    plus these."""
    left_alone_unknown: int = 0
    error: str | None = None


def census(module: ModuleOp) -> tuple[int, int, int]:
    """(static allocs, their bytes, deallocs): counted here, independently of
    what the pass considers mergeable."""
    allocs = total = deallocs = 0
    for op in module.walk():
        if isinstance(op, memref.DeallocOp):
            deallocs += 1
        if not isinstance(op, memref.AllocOp):
            continue
        memref_type = op.memref.type
        assert isinstance(memref_type, MemRefType)
        size = memref_bytes(memref_type)
        if size is None:
            continue
        allocs += 1
        total += size
    return allocs, total, deallocs


def bufferize(program: Path, variant: pipelines.Bufferization) -> tuple[str, bool]:
    """The program's memref IR and whether it had to be generalized."""
    text = program.read_text()
    memref_ir = pipelines.bufferize(text, variant)
    try:
        Parser(extended_context(), memref_ir).parse_module()
    except ParseError:
        return pipelines.bufferize(text, variant, generalize=True), True
    return memref_ir, False


def measure(
    program: str,
    variant: pipelines.Bufferization,
    memref_ir: str,
    generalized: bool,
    alignment: int,
    verify: bool,
) -> Row:
    """Count, merge with every planner, optionally execute."""
    ctx = extended_context()
    before = Parser(ctx, memref_ir).parse_module()
    row = Row(program, variant.name, generalized, *census(before))
    reference = oracle.run(memref_ir) if verify else None
    for planner in PLANNERS:
        module = before.clone()
        options = MergeAllocOptions(alignment=alignment, planner=get_planner(planner))
        try:
            report = merge_alloc(module, options)
        except Exception as exc:  # reported in the table, the others go on
            row.error = f"{planner}: {exc}".splitlines()[0]
            continue
        row.mergeable = row.mergeable_bytes = row.lower_bound = 0
        merged = 0
        for scope in report.planned:
            buffers = scope.trace.lifetimes()
            row.mergeable += len(buffers)
            row.mergeable_bytes += sum(b.size for b in buffers)
            row.lower_bound += scope.trace.problem(alignment).lower_bound()
            merged += scope.schedule.total
        row.left_alone = dict(
            Counter(str(record.rejection) for record in report.left_alone)
        )
        kept = allocation_totals(report).left_alone
        row.left_alone_bytes, row.left_alone_unknown = kept.known, kept.unknown
        result = PlannerResult(merged)
        if reference is not None:
            result.verified = oracle.run(str(module)) == reference
        row.planners[planner] = result
    return row


def kib(size: int) -> str:
    return f"{size / 1024:.1f}K" if size >= 1024 else str(size)


def reuse(mergeable_bytes: int, merged: int) -> str:
    return f"{mergeable_bytes / merged:.2f}x" if merged else "-"


def render(rows: list[Row], planners: list[str], markdown: bool) -> str:
    """The table as aligned text or as a Markdown table."""
    header = [
        "program",
        "bufferization",
        "allocs",
        "bytes",
        "deallocs",
        "merged",
        "m.bytes",
        "bound",
        "left alone",
        *planners,
    ]
    lines: list[list[str]] = []
    for row in rows:
        cells = [
            row.program + ("*" if row.generalized else ""),
            row.variant,
            str(row.allocs),
            kib(row.bytes),
            str(row.deallocs),
            str(row.mergeable),
            kib(row.mergeable_bytes),
            kib(row.lower_bound),
            kib(row.left_alone_bytes)
            + (f" +{row.left_alone_unknown}?" if row.left_alone_unknown else ""),
        ]
        for planner in planners:
            result = row.planners.get(planner)
            if result is None:
                cells.append("error")
                continue
            factor = reuse(row.mergeable_bytes, result.merged_bytes)
            cell = f"{kib(result.merged_bytes)} ({factor})"
            if result.verified is not None:
                cell += " ok" if result.verified else " WRONG"
            cells.append(cell)
        lines.append(cells)
    if markdown:
        text = ["| " + " | ".join(header) + " |"]
        text.append(
            "|" + "|".join("---" if i < 2 else "---:" for i in range(len(header))) + "|"
        )
        text += ["| " + " | ".join(cells) + " |" for cells in lines]
    else:
        table = [header, *lines]
        widths = [max(len(line[i]) for line in table) for i in range(len(header))]
        text = [
            "  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True))
            for line in table
        ]
        text.insert(1, "  ".join("-" * w for w in widths))
    text.append(
        "\nplanner columns: merged buffer bytes (m.bytes / merged: reuse factor);"
        " a call allocates that plus `left alone` (allocs not merged, results"
        " aside; +N? = N of unknown size);"
        " * = bufferized with --linalg-generalize-named-ops"
    )
    text += [f"{row.program}/{row.variant}: {row.error}" for row in rows if row.error]
    return "\n".join(text)


def render_reasons(rows: list[Row], markdown: bool) -> str:
    """Allocs left alone, by reason (rows) and bufferization (columns),
    summed over programs."""
    variants = list(dict.fromkeys(row.variant for row in rows))
    totals: dict[str, Counter[str]] = {}
    for row in rows:
        for reason, count in row.left_alone.items():
            totals.setdefault(reason, Counter())[row.variant] += count
    header = ["allocs left alone because", *variants]
    lines = [
        [reason, *(str(totals[reason][v]) for v in variants)]
        for reason in sorted(totals, key=lambda r: -sum(totals[r].values()))
    ]
    if markdown:
        text = ["| " + " | ".join(header) + " |"]
        text.append("|---" + "|---:" * len(variants) + "|")
        text += ["| " + " | ".join(cells) + " |" for cells in lines]
        return "\n".join(text)
    table = [header, *lines]
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    text = [
        "  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True))
        for line in table
    ]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(text)


def measure_all(
    names: list[str],
    variants: list[pipelines.Bufferization],
    alignment: int,
    verify: bool,
) -> list[Row]:
    """One row per (program, bufferization)."""
    logging.getLogger("merge_alloc").setLevel(logging.ERROR)
    jobs = [(name, variant) for name in names for variant in variants]

    def bufferize_job(job: tuple[str, pipelines.Bufferization]) -> tuple[str, bool]:
        return bufferize(PROGRAM_DIR / f"{job[0]}.mlir", job[1])

    # Bufferizing is subprocess work: two threads keep two cores busy.
    with ThreadPoolExecutor(max_workers=2) as pool:
        bufferized = list(
            progress(pool.map(bufferize_job, jobs), len(jobs), "bufferize")
        )
    pairs = zip(jobs, bufferized, strict=True)
    return [
        measure(name, variant, memref_ir, generalized, alignment, verify)
        for (name, variant), (memref_ir, generalized) in progress(
            pairs, len(jobs), "merge"
        )
    ]


def main(argv: Sequence[str] | None = None) -> int:
    programs = sorted(p.stem for p in PROGRAM_DIR.glob("*.mlir"))
    parser = ArgumentParser(
        prog="python benchmarks/pipelines.py",
        description="Memory merge-alloc saves on real bufferization pipelines.",
    )
    parser.add_argument("--programs", default=",".join(programs))
    parser.add_argument(
        "--variants", default=",".join(b.name for b in pipelines.BUFFERIZATIONS)
    )
    parser.add_argument("--alignment", type=power_of_two, default=64)
    parser.add_argument("--verify", action="store_true", help="execute and compare")
    parser.add_argument("--markdown", action="store_true", help="Markdown table")
    parser.add_argument("--json", action="store_true", help="print JSON rows")
    args = parser.parse_args(argv)
    names = [n for n in str(args.programs).split(",") if n]
    unknown = sorted(set(names) - set(programs))
    if unknown:
        parser.error(f"unknown programs {unknown}; known: {', '.join(programs)}")
    variants = [
        pipelines.BY_NAME[choose("variant", n, pipelines.BY_NAME)]
        for n in str(args.variants).split(",")
        if n
    ]
    oracle.require_toolchain()
    rows = measure_all(names, variants, int(args.alignment), bool(args.verify))
    if args.json:
        print(json.dumps([asdict(row) for row in rows], indent=2))
    else:
        print(render(rows, list(PLANNERS), bool(args.markdown)))
        print()
        print(render_reasons(rows, bool(args.markdown)))
    failed = any(
        row.error or any(r.verified is False for r in row.planners.values())
        for row in rows
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(run_main("python benchmarks/pipelines.py", main))
