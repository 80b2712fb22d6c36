"""Draw a memory plan, or convert it for Perfetto.

    python -m merge_alloc.report plan.json --out plan.png [--chrome-trace t.json]
    python -m merge_alloc.report prog.mlir [--planner NAME] [--alignment N]
                                 [--json plan.json] --out plan.svg
    python -m merge_alloc.report trace.csv [--offsets offsets.csv | --planner NAME]
                                 [--alignment N] --out plan.png

The input is a plan report (`merge_alloc.report.plan_report`, JSON), an `.mlir`
program (the pass is run on it in memory and its report used; `--json` keeps
the report), or a planning-bench CSV trace with the `id,offset` file of a
plan made elsewhere (`python -m merge_alloc.bench plan --offsets`) or, without
`--offsets`, planned here with `--planner`. `--out` writes the picture
(`plan_picture.draw_plan`), `--chrome-trace` a Trace Event Format file
(`plan_picture.chrome_trace`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

from xdsl.utils.arg_spec import parse_spec

from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    check_writable,
    choose,
    one_line,
    parse_mlir,
    power_of_two,
    read_input,
    require_module,
    run_main,
    write_output,
)
from merge_alloc.driver import merge_alloc
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import DEFAULT_PLANNER, PLANNERS, get_planner
from merge_alloc.planning.problem import PlanningProblem, validate_schedule
from merge_alloc.planning.traces import parse_named_trace_csv
from merge_alloc.report.plan_report import (
    PlanReport,
    plan_report,
    plan_report_from_csv,
)


def report_of_program(
    path: Path, planner: str | None, alignment: int | None, pass_options: str = ""
) -> PlanReport:
    """Run the pass on the program at `path` (in memory) and report its plan;
    `pass_options` are more options as on the command line (`arena=global
    pools="sram:64k,dram"`), `planner` and `alignment` the command's own
    flags (None: as the pass options say). Raises `UserError` for a file
    that cannot be read or parsed, or options that are not valid."""
    module = parse_mlir(read_input(path), str(path))
    merge_pass = merge_pass_of(planner, alignment, pass_options)
    return plan_report(
        merge_alloc(module, merge_pass.options()),
        merge_pass.alignment,
        source=str(path),
        planner=merge_pass.planner,
    )


def merge_pass_of(
    planner: str | None, alignment: int | None, pass_options: str
) -> MergeAllocPass:
    """The pass `--pass-options` describes, with `--planner` and
    `--alignment` where given. Both flags used to override the pass options
    silently (`--pass-options 'alignment=32'` drew a plan at 64); an option
    given both ways with two values is now an error, as the pass's own
    `planner` and `planner-options` are."""
    try:
        merge_pass = MergeAllocPass()
        named: set[str] = set()
        if pass_options.strip():
            spec = parse_spec(f"merge-alloc{{{pass_options}}}")
            named = {name.replace("_", "-") for name in spec.parameters}
            merge_pass = MergeAllocPass.from_pass_spec(spec)
        flags = (("planner", planner), ("alignment", alignment))
        for option, value in flags:
            if value is None:
                continue
            given = merge_pass.planner if option == "planner" else merge_pass.alignment
            in_options = option in named or (
                option == "planner" and "planner-options" in named
            )
            if in_options and given != value:
                raise UserError(
                    f"--{option} {value} and --pass-options '{pass_options}' "
                    f"({option} {given}) disagree; give it once"
                )
            if isinstance(value, str):
                merge_pass = replace(merge_pass, planner=value)
            else:
                merge_pass = replace(merge_pass, alignment=value)
    except ValueError as error:
        raise UserError(
            f"invalid --pass-options '{pass_options}': {one_line(str(error))}"
        ) from None
    return merge_pass


def report_of_trace(
    path: Path, offsets: Path | None, planner: str, alignment: int
) -> PlanReport:
    """The plan of a CSV trace: the given offsets, or `planner`'s (checked)."""
    text = read_input(path)
    try:
        if offsets is not None:
            return plan_report_from_csv(
                text, read_input(offsets), alignment, name=path.stem
            )
        buffers, names = parse_named_trace_csv(text)
    except ValueError as error:
        raise UserError(one_line(str(error)), location=str(path)) from None
    problem = PlanningProblem(buffers, alignment)
    schedule = get_planner(planner)(problem)
    validate_schedule(problem, schedule)
    rows = "".join(
        f"{name},{schedule.offsets[buffer.id]}\n"
        for name, buffer in zip(names, buffers, strict=True)
    )
    return plan_report_from_csv(
        text, "id,offset\n" + rows, alignment, name=path.stem, planner=planner
    )


def read_report(path: Path) -> PlanReport:
    """A plan report written by `--json` or the pass's `report=`."""
    text = read_input(path)
    try:
        document = json.loads(text)
        if not isinstance(document, dict):
            raise ValueError("a JSON object expected")
        return PlanReport.from_json(cast(dict[str, Any], document))
    except (ValueError, KeyError, TypeError) as error:
        reason = one_line(str(error))
        raise UserError(
            f"not a merge-alloc plan report: {reason}", location=str(path)
        ) from None


def check_picture_path(out: Path) -> None:
    """Fail before any work when `--out` cannot be drawn: matplotlib missing,
    a format it cannot write, a directory that does not exist."""
    figure = require_module("matplotlib.figure", "report", "--out (a picture)")
    formats = sorted(figure.Figure().canvas.get_supported_filetypes())
    suffix = out.suffix.lstrip(".").lower()
    if suffix not in formats:
        wanted = (
            f"'.{suffix}' is not one of the picture formats"
            if suffix
            else "the name needs an extension naming one of the picture formats"
        )
        raise UserError(
            f"cannot draw '{out}': {wanted} matplotlib writes ({', '.join(formats)})"
        )
    check_writable(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog=PROG,
        description="Draw a merge-alloc plan (picture or Chrome/Perfetto trace).",
    )
    parser.add_argument("input", type=Path, help="plan.json, program.mlir or trace.csv")
    parser.add_argument("--out", type=Path, help="picture (.png, .svg, .pdf)")
    parser.add_argument("--chrome-trace", type=Path, help="Trace Event Format JSON")
    parser.add_argument("--json", type=Path, help="write the plan report")
    parser.add_argument(
        "--planner", help=f"default: the pass options' planner, {DEFAULT_PLANNER}"
    )
    parser.add_argument(
        "--alignment",
        type=power_of_two,
        help="default: the pass options' alignment (64) for .mlir, 1 for CSV",
    )
    parser.add_argument("--offsets", type=Path, help="id,offset CSV for a CSV trace")
    parser.add_argument(
        "--pass-options",
        default="",
        help="more pass options for .mlir, e.g. 'arena=global call-tree'",
    )
    args = parser.parse_args(argv)
    if args.out is None and args.chrome_trace is None and args.json is None:
        parser.error("nothing to write: give --out, --chrome-trace or --json")
    if args.planner is not None:
        choose("planner", args.planner, PLANNERS)
    if args.out is not None:
        check_picture_path(args.out)
    for path in (args.json, args.chrome_trace):
        if path is not None:
            check_writable(path)
    source: Path = args.input
    if source.suffix == ".json":
        report = read_report(source)
    elif source.suffix == ".mlir":
        report = report_of_program(
            source, args.planner, args.alignment, args.pass_options
        )
    else:
        alignment = 1 if args.alignment is None else args.alignment
        planner = DEFAULT_PLANNER if args.planner is None else args.planner
        report = report_of_trace(source, args.offsets, planner, alignment)
    if args.json is not None:
        write_output(args.json, json.dumps(report.to_json(), indent=2) + "\n")
    if args.chrome_trace is not None:
        from merge_alloc.report.plan_picture import chrome_trace

        write_output(args.chrome_trace, json.dumps(chrome_trace(report)) + "\n")
    if args.out is not None:
        from merge_alloc.report.plan_picture import draw_plan

        drawn = draw_plan(report, args.out)
        skipped = len(report.scopes()) - len(drawn)
        if skipped:
            print(
                f"{args.out}: drew the {len(drawn)} largest scopes, "
                f"{skipped} smaller ones left out",
                file=sys.stderr,
            )
    return 0


PROG = "python -m merge_alloc.report"

if __name__ == "__main__":
    sys.exit(run_main(PROG, main))
