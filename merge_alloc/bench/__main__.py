"""Command line of the planner benchmark (see the package docstring).

    python -m merge_alloc.bench [PATH...] [--generated] [--planners a,b]
                                [--alignment N] [--repeat N] [--cpu] [--json]
                                [--no-progress]
    python -m merge_alloc.bench plan FILE.csv [--planner NAME]
                                        [--alignment N] [--offsets out.csv]

Exit status 1 with one line on stderr when an argument is wrong or a file
cannot be read (before anything is planned), and when a plan fails (raises
or is invalid). A planner that runs without an optional dependency says so
itself (`optimal` without OR-Tools: one warning line).
"""

from __future__ import annotations

import csv
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from merge_alloc.bench.cases import (
    CSV_ALIGNMENT,
    MLIR_ALIGNMENT,
    generated_cases,
    load_cases,
)
from merge_alloc.bench.run import (
    CLOCKS,
    Contender,
    default_contender_names,
    failures,
    plan_case,
    progress_bar,
    render_table,
    resolve_contender,
    results_json,
    run_bench,
)
from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    check_writable,
    positive_int,
    power_of_two,
    run_main,
)
from merge_alloc.planning import DEFAULT_PLANNER


def _contenders(names: Sequence[str]) -> list[Contender]:
    contenders: list[Contender] = []
    for name in names:
        try:
            contenders.append(resolve_contender(name))
        except KeyError as error:
            raise UserError(str(error.args[0])) from None
    return contenders


def bench_main(argv: Sequence[str]) -> int:
    parser = ArgumentParser(
        prog=PROG,
        description=(
            "Plan CSV traces and .mlir programs (per scope) with every planner, "
            "validate each plan, and compare arenas with the lower bound. "
            "`python -m merge_alloc.bench plan --help` plans one file."
        ),
    )
    parser.add_argument(
        "paths", type=Path, nargs="*", metavar="PATH", help="CSV, .mlir or directory"
    )
    parser.add_argument(
        "--generated",
        action="store_true",
        help="also plan the long LSTM and tiled-CNN traces the benchmark "
        "generates (seeded; merge_alloc.bench.cases.GENERATED)",
    )
    parser.add_argument(
        "--planners",
        help="comma-separated names (default: every registered planner, and "
        "omnimalloc when installed; omnimalloc:ALLOCATOR picks one of its own)",
    )
    parser.add_argument(
        "--alignment",
        type=power_of_two,
        help=f"granularity of every case (default {CSV_ALIGNMENT} for CSV, "
        f"{MLIR_ALIGNMENT} for .mlir as in the pass)",
    )
    parser.add_argument(
        "--repeat", type=positive_int, default=1, help="best of N timings"
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time plans in CPU seconds of the process (every thread counted) "
        "instead of wall time: steadier on a loaded machine",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    if args.planners:
        names = [name for name in str(args.planners).split(",") if name]
    else:
        names = default_contender_names()
    contenders = _contenders(names)
    cases, load_errors = load_cases(args.paths, args.alignment)
    if load_errors:
        # Every unreadable file is named, and nothing is planned.
        for load_error in load_errors[:-1]:
            print(load_error.line(), file=sys.stderr)
        raise UserError(load_errors[-1].message, location=load_errors[-1].location)
    if args.generated:
        cases += generated_cases(args.alignment)
    if not cases:
        if not args.paths:
            raise UserError("no case to plan: name a PATH or --generated")
        raise UserError(
            "no case to plan: no .csv trace or .mlir program under "
            + ", ".join(f"'{path}'" for path in args.paths)
        )
    show_progress = not args.no_progress and sys.stderr.isatty()
    advance, close = progress_bar(len(cases) * len(contenders), show_progress)
    try:
        clock = CLOCKS["cpu" if args.cpu else "wall"]
        results = run_bench(cases, contenders, args.repeat, advance, clock)
    finally:
        close()
    contender_names = [contender.name for contender in contenders]
    if args.json:
        document = results_json(results, contender_names, args.alignment)
        document["clock"] = "cpu" if args.cpu else "wall"
        print(json.dumps(document, indent=2))
    else:
        print(render_table(results, contender_names))
    problems = failures(results)
    for line in problems:
        print(line, file=sys.stderr)
    return 1 if problems else 0


def plan_main(argv: Sequence[str]) -> int:
    parser = ArgumentParser(
        prog=f"{PROG} plan",
        description="Plan one CSV trace; print total and lower bound, write offsets.",
    )
    parser.add_argument("trace", type=Path, metavar="FILE.csv")
    parser.add_argument("--planner", default=DEFAULT_PLANNER)
    parser.add_argument("--alignment", type=power_of_two)
    parser.add_argument(
        "--offsets", type=Path, help="write `id,offset` rows (ids as in the file)"
    )
    args = parser.parse_args(argv)
    (contender,) = _contenders([args.planner])
    if args.offsets is not None:
        check_writable(args.offsets)
    cases, load_errors = load_cases([args.trace], args.alignment)
    if load_errors:
        raise UserError(load_errors[0].message, location=load_errors[0].location)
    if len(cases) != 1 or args.trace.suffix == ".mlir":
        raise UserError(f"'{args.trace}' is not a CSV trace (id,lower,upper,size)")
    (case,) = cases
    outcome = plan_case(case, contender)
    if outcome.schedule is None:
        raise UserError(f"{contender.name} on {case.name}: {outcome.error}")
    lower_bound = case.problem.lower_bound()
    total = outcome.schedule.total
    ratio = f" ({total / lower_bound:.3f}x)" if lower_bound else ""
    print(
        f"{case.name}: {contender.name}: total {total} bytes, "
        f"lower bound {lower_bound}{ratio}, {len(case.problem.buffers)} buffers, "
        f"{outcome.seconds * 1000:.1f} ms"
    )
    if args.offsets is not None:
        with args.offsets.open("w", newline="") as stream:
            writer = csv.writer(stream, lineterminator="\n")
            writer.writerow(("id", "offset"))
            for name, buffer in zip(case.names, case.problem.buffers, strict=True):
                writer.writerow((name, outcome.schedule.offsets[buffer.id]))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments and arguments[0] == "plan":
        return plan_main(arguments[1:])
    return bench_main(arguments)


PROG = "python -m merge_alloc.bench"

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
