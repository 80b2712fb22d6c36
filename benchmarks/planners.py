"""Arena size and planning time of every registered planner.

Inputs: the MiniMalloc "challenging" traces A-K of the planning bench
(alignment 1, exactly as published) and random function-like traces of 2,000
and 20,000 buffers (alignment 64). For each trace: buffer count, lower bound
(`peak_live_bytes`), and per planner the arena size, its ratio to the lower
bound and the planning time; then the geometric mean of the ratios over A-K.

`benchmarks/traces/minimalloc/README.md` quotes the graph-compiler planner's
ratios on A-K; the last column says whether our ports reproduce them (to the 3 decimals
quoted). Times are CPU seconds of the best of `--repeat` runs, so that other
load on a shared machine distorts them less.

Run: `python benchmarks/planners.py [--bench DIR] [--repeat N]`; the traces
are the copy committed in `benchmarks/traces/minimalloc` (or
`$PLANNING_BENCH_DIR/minimalloc`). `python -m benchmarks` runs it (through
`run` and `markdown`) into `benchmarks/results.md`.

Planning, timing and checking each plan is `merge_alloc.bench`'s (the one
home of the benchmark logic, `python -m merge_alloc.bench`); this script
only chooses the traces and writes the table of results.md.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from merge_alloc.bench.cases import BenchCase, read_csv_case
from merge_alloc.bench.run import (
    CLOCKS,
    failures,
    geometric_mean,
    resolve_contender,
    run_bench,
)
from merge_alloc.cli import (
    ArgumentParser,
    positive_float,
    positive_int,
    progress,
    run_main,
)
from merge_alloc.planning import (
    PLANNERS,
    PlanningProblem,
    make_optimal,
    validate_schedule,
)
from merge_alloc.planning.traces import random_trace, read_trace_csv

DEFAULT_BENCH = (
    Path(os.environ["PLANNING_BENCH_DIR"]) / "minimalloc"
    if os.environ.get("PLANNING_BENCH_DIR")
    else Path(__file__).resolve().parent / "traces" / "minimalloc"
)
"""The MiniMalloc traces of the planning bench, beside the repository."""

RANDOM_SIZES = (2000, 20000)
"""Buffer counts of the random function-like traces."""

README_FIGURES: dict[str, dict[str, float]] = {
    "cost-model": {
        "A": 1.548, "B": 1.540, "C": 1.688, "D": 1.401, "E": 1.515, "F": 1.146,
        "G": 1.156, "H": 1.158, "I": 1.605, "J": 1.710, "K": 1.876,
    },
    "size-first": {
        "A": 1.686, "B": 1.476, "C": 1.688, "D": 1.363, "E": 1.617, "F": 1.132,
        "G": 1.143, "H": 1.108, "I": 1.615, "J": 1.554, "K": 1.844,
    },
}  # fmt: skip
"""graph-compiler static planner, cost-model / size-first, x lower bound."""


@dataclass(frozen=True)
class PlannerCell:
    """One planner on one trace."""

    total: int
    ratio: float
    cpu_seconds: float
    expected: float | None
    """The README's ratio for this trace and planner, if it quotes one."""

    @property
    def reproduced(self) -> bool | None:
        return None if self.expected is None else round(self.ratio, 3) == self.expected


@dataclass(frozen=True)
class TraceRow:
    label: str
    buffers: int
    lower_bound: int
    cells: dict[str, PlannerCell]


@dataclass
class PlannerReport:
    """Every trace, every planner; whether the bench traces were found."""

    planners: list[str]
    rows: list[TraceRow] = field(default_factory=list[TraceRow])
    bench_found: bool = False

    def geomean(self, planner: str) -> float | None:
        """Geometric mean of the ratios on the traces the README quotes."""
        ratios = [
            row.cells[planner].ratio
            for row in self.rows
            if row.cells[planner].expected is not None
        ]
        return geometric_mean(ratios) if ratios else None

    def reproduced(self) -> tuple[int, int]:
        """(README figures reproduced, figures compared)."""
        verdicts = [
            cell.reproduced
            for row in self.rows
            for cell in row.cells.values()
            if cell.reproduced is not None
        ]
        return sum(verdicts), len(verdicts)


def run(
    bench: Path | None, repeat: int, random_sizes: Sequence[int] = RANDOM_SIZES
) -> PlannerReport:
    """Plan every trace with every registered planner (CPU time, best of
    `repeat`; every plan validated, a failure is an error)."""
    report = PlannerReport(sorted(PLANNERS))
    cases: list[BenchCase] = []
    if bench is not None and (bench / "challenging").is_dir():
        report.bench_found = True
        cases += [
            read_csv_case(path, path.name.split(".")[0], 1)
            for path in sorted((bench / "challenging").glob("*.csv"))
        ]
    cases += [
        BenchCase(
            f"random-{count}",
            Path(f"random-{count}"),
            PlanningProblem(random_trace(count, seed=1), 64),
        )
        for count in random_sizes
    ]
    contenders = [resolve_contender(name) for name in report.planners]
    for case in progress(cases, len(cases), "traces"):
        (result,) = run_bench([case], contenders, repeat, clock=CLOCKS["cpu"])
        if problems := failures([result]):
            raise RuntimeError("; ".join(problems))  # a planner's bug
        cells: dict[str, PlannerCell] = {}
        for name, outcome in result.outcomes.items():
            total, ratio = outcome.total, result.ratio(name)
            assert total is not None and ratio is not None
            expected = README_FIGURES.get(name, {}).get(case.name)
            cells[name] = PlannerCell(total, ratio, outcome.seconds, expected)
        buffers = len(case.problem.buffers)
        report.rows.append(TraceRow(case.name, buffers, result.lower_bound, cells))
    return report


def markdown(report: PlannerReport) -> str:
    """The table, the geometric means and the README comparison."""
    header = "| trace | buffers | LB |"
    rule = "|---|---:|---:|"
    for name in report.planners:
        header += f" {name} total | x LB | CPU ms |"
        rule += "---:|---:|---:|"
    lines = [header + " matches README |", rule + "---|"]
    for row in report.rows:
        line = f"| {row.label} | {row.buffers} | {row.lower_bound} |"
        verdicts: list[str] = []
        for name in report.planners:
            cell = row.cells[name]
            line += (
                f" {cell.total} | {cell.ratio:.3f} | {cell.cpu_seconds * 1000:.1f} |"
            )
            if cell.reproduced is not None:
                verdicts.append("yes" if cell.reproduced else f"no ({cell.expected})")
        lines.append(line + f" {', '.join(verdicts) or '-'} |")
    lines.append("")
    for name in report.planners:
        mean = report.geomean(name)
        if mean is not None:
            quoted = geometric_mean(list(README_FIGURES[name].values()))
            lines.append(
                f"Geometric mean x LB over A-K, {name}: {mean:.3f} "
                f"(README {quoted:.3f})."
            )
    reproduced, compared = report.reproduced()
    if compared:
        lines.append(f"README figures reproduced: {reproduced} of {compared}.")
    if not report.bench_found:
        lines.append(
            "The MiniMalloc traces were not found (`benchmarks/traces/minimalloc`, "
            "or `PLANNING_BENCH_DIR`): random traces only."
        )
    return "\n".join(lines)


OPTIMAL_SECONDS = 60.0
"""The time limit of the `optimal` table (MiniMalloc reports its solver's
times on A-K up to 18 s)."""


@dataclass(frozen=True)
class OptimalRow:
    """`optimal` on one MiniMalloc trace."""

    label: str
    lower_bound: int
    total: int
    proven: bool
    cpu_seconds: float
    wall_seconds: float


def run_optimal(bench: Path, seconds: float = OPTIMAL_SECONDS) -> list[OptimalRow]:
    """`make_optimal(seconds)` on every challenging trace of `bench`, each
    plan validated."""
    planner = make_optimal(seconds)
    rows: list[OptimalRow] = []
    for path in sorted((bench / "challenging").glob("*.csv")):
        problem = PlanningProblem(read_trace_csv(path), 1)
        wall, cpu = time.perf_counter(), time.process_time()
        schedule = planner(problem)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        validate_schedule(problem, schedule)
        rows.append(
            OptimalRow(
                path.name.split(".")[0],
                problem.lower_bound(),
                schedule.total,
                schedule.proven_optimal,
                cpu,
                wall,
            )
        )
    return rows


BEST_KNOWN = {"D": 1_038_336, "J": 1_041_408}
"""The smallest arenas published for the two traces whose lower bound is not
reachable (the planning bench's README); for the other nine the lower bound
is reached."""


def optimal_markdown(rows: Sequence[OptimalRow], seconds: float) -> str:
    lines = [
        "| trace | LB | optimal total | x LB | best known | proven optimal "
        "| CPU s | wall s |",
        "|---|---:|---:|---:|---:|---|---:|---:|",
    ]
    for row in rows:
        known = BEST_KNOWN.get(row.label, row.lower_bound)
        lines.append(
            f"| {row.label} | {row.lower_bound} | {row.total} | "
            f"{row.total / row.lower_bound:.4f} | {known} | "
            f"{'yes' if row.proven else 'no'} | {row.cpu_seconds:.1f} | "
            f"{row.wall_seconds:.1f} |"
        )
    reached = sum(
        row.total <= BEST_KNOWN.get(row.label, row.lower_bound) for row in rows
    )
    lines += [
        "",
        f"At or below the best known arena within {seconds:.0f} s: {reached} of "
        f"{len(rows)}; proven optimal: {sum(row.proven for row in rows)}.",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog="python benchmarks/planners.py",
        description=(__doc__ or "").splitlines()[0],
    )
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    parser.add_argument(
        "--repeat", type=positive_int, default=3, help="best of N timings"
    )
    parser.add_argument(
        "--optimal",
        type=positive_float,
        metavar="SECONDS",
        help="instead: `optimal` with this limit on A-K (the optimum table)",
    )
    args = parser.parse_args(argv)
    if args.optimal is not None:
        print(optimal_markdown(run_optimal(args.bench, args.optimal), args.optimal))
        return 0
    print(markdown(run(args.bench, args.repeat)))
    return 0


if __name__ == "__main__":
    sys.exit(run_main("python benchmarks/planners.py", main))
