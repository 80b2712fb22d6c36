"""Pass-only time against xDSL's parse time, at 2,000 and 20,000 allocs.

Generates one function with N allocs of random static sizes. Each buffer is
written (`memref.copy` from an argument) when created and read again by a later
op a random distance away, so lifetimes overlap the way they do in real
programs; a tenth of them live in `scf.for` loops. Prints, per N: parse time,
pass time (alias analysis, tick collection, planning and rewrite, measured
around `merge_alloc.driver.merge_alloc`; parsing and printing excluded), the
ratio of the two, and the growth of both from the smallest N; the pass runs
with the default planner and, for comparison, with `size-first` (the
reference port, the default before the planner portfolio).

Times are CPU seconds of this process (`time.process_time`), the minimum over
`--repeats` runs, so that other work on a shared machine inflates them as
little as possible. Both sides run without Python's cyclic garbage collector
(the pass switches it off itself; the parse would otherwise pay for
collections that walk the growing IR). Each pass run gets its own copy of the
parsed module (`Operation.clone`), so every run rewrites the same input.

    python benchmarks/pass_speed.py [--sizes 2000,20000] [--planners best,size-first]
        [--repeats 3] [--pass-options 'arena=global']

`--pass-options` runs the pass with those options (as in a pass pipeline), e.g.
a deployment (`arena=global`, docs/deployment.md: analysis and planning of the
whole module, then its rewrite).

`python -m benchmarks` runs it (through `run` and `markdown`) into
`benchmarks/results.md`.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import ParamSpec, TypeVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError

from merge_alloc.analysis.alias import BufferAliases, CallSummaries
from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    choose,
    positive_int,
    progress,
    run_main,
)
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import (
    cyclic_gc_paused,
    functions_of,
    merge_alloc,
    resolve_options,
)
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes.merge_alloc import MergeAllocPass
from merge_alloc.planning import DEFAULT_PLANNER, PLANNERS, get_planner
from merge_alloc.rewrite.merged_buffer import rewrite_scope
from merge_alloc.stages import plan_scope


def generate(count: int, seed: int = 0) -> str:
    rng = random.Random(seed)
    lines = [
        "func.func @big(%src: memref<4096xf32>, %n: index) {",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
    ]
    pending: list[tuple[int, str, str]] = []  # (due, name, type)
    step = 0
    index = 0
    while index < count:
        in_loop = rng.random() < 0.1
        indent = "  "
        if in_loop:
            lines.append(f"  scf.for %i{index} = %c0 to %n step %c1 {{")
            indent = "    "
        length = rng.choice((16, 64, 256, 1024, 4096))
        kind = f"memref<{length}xf32>"
        name = f"%a{index}"
        lines.append(f"{indent}{name} = memref.alloc() : {kind}")
        view = f"%s{index}"
        lines.append(
            f"{indent}{view} = memref.subview %src[0] [{length}] [1] : "
            f"memref<4096xf32> to memref<{length}xf32, strided<[1]>>"
        )
        lines.append(
            f"{indent}memref.copy {view}, {name} : memref<{length}xf32, "
            f"strided<[1]>> to {kind}"
        )
        if in_loop:
            lines.append(
                f"{indent}memref.copy {name}, {view} : {kind} to "
                f"memref<{length}xf32, strided<[1]>>"
            )
            lines.append("  }")
        else:
            pending.append((step + rng.randint(1, 40), name, kind))
        index += 1
        step += 1
        due = [p for p in pending if p[0] <= step]
        pending = [p for p in pending if p[0] > step]
        for _, pname, pkind in due:
            length = pkind[len("memref<") : pkind.index("x")]
            lines.append(
                f"  %r{pname[2:]} = memref.subview %src[0] [{length}] [1] : "
                f"memref<4096xf32> to memref<{length}xf32, strided<[1]>>"
            )
            lines.append(
                f"  memref.copy {pname}, %r{pname[2:]} : {pkind} to "
                f"memref<{length}xf32, strided<[1]>>"
            )
    for _, pname, pkind in pending:
        lines.append(f"  memref.dealloc {pname} : {pkind}")
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"


_Result = TypeVar("_Result")
_Arguments = ParamSpec("_Arguments")


def cpu_seconds(
    work: Callable[_Arguments, _Result],
    *args: _Arguments.args,
    **kwargs: _Arguments.kwargs,
) -> tuple[float, _Result]:
    """CPU seconds `work(*args, **kwargs)` took in this process, and its result."""
    start = time.process_time()
    result = work(*args, **kwargs)
    return time.process_time() - start, result


def pass_options(text: str) -> MergeAllocOptions:
    """The pass's options from their pass-pipeline spelling (`arena=global`);
    a bad one is the pass's own one-line error."""
    try:
        (spec,) = list(parse_pipeline(f"merge-alloc{{{text}}}"))
    except (ArgSpecParseError, ValueError) as error:
        message = str(error.args[0]) if error.args else str(error)
        raise UserError(
            f"--pass-options {text!r}: {message.strip().splitlines()[-1]}"
        ) from None
    return MergeAllocPass.from_spec(spec).options()


def measure(
    count: int,
    planners: Sequence[str],
    repeats: int,
    base: MergeAllocOptions | None = None,
) -> tuple[float, dict[str, float], int]:
    """Least parse CPU time, least pass CPU time per planner (each run on its
    own clone of the parsed module, with the options `base`, default the
    pass's), and how many allocs were merged."""
    base = base or MergeAllocOptions()
    text = generate(count)
    ctx = Context()
    register_dialects(ctx)
    best_pass = dict.fromkeys(planners, float("inf"))
    merged = 0
    with cyclic_gc_paused():
        parses = [cpu_seconds(Parser(ctx, text).parse_module) for _ in range(repeats)]
        best_parse = min(seconds for seconds, _ in parses)
        parsed: ModuleOp = parses[-1][1]
        del parses
        for _ in range(repeats):
            for planner in planners:
                module = parsed.clone()
                options = replace(base, planner=get_planner(planner))
                seconds, report = cpu_seconds(merge_alloc, module, options)
                best_pass[planner] = min(best_pass[planner], seconds)
                merged = sum(len(s.trace.buffers) for s in report.planned)
                del module, report
    return best_parse, best_pass, merged


STAGES: tuple[str, ...] = ("aliases", "ticks", "planning", "rewrite")


def stage_seconds(count: int, planner: str, repeats: int) -> dict[str, float]:
    """Least CPU seconds of each stage of the pass on the `count`-alloc
    function: the driver's steps (`merge_alloc.driver`) called one by one, to
    see where the pass time goes (`--stages`)."""
    ctx = Context()
    register_dialects(ctx)
    best: dict[str, float] = dict.fromkeys(STAGES, float("inf"))
    with cyclic_gc_paused():
        parsed = Parser(ctx, generate(count)).parse_module()
        for _ in range(repeats):
            module = parsed.clone()
            options = resolve_options(MergeAllocOptions(planner=get_planner(planner)))
            (function,) = functions_of(module)
            took, aliases = cpu_seconds(BufferAliases, function, CallSummaries(module))
            best["aliases"] = min(best["aliases"], took)
            took, trace = cpu_seconds(collect_ticks, function, aliases, options)
            best["ticks"] = min(best["ticks"], took)
            start = time.process_time()
            plans = [(t, plan_scope(t, function, options)) for t in trace.traces]
            best["planning"] = min(best["planning"], time.process_time() - start)
            start = time.process_time()
            for scope, schedule in plans:
                rewrite_scope(scope, schedule, options)
            best["rewrite"] = min(best["rewrite"], time.process_time() - start)
    return best


@dataclass(frozen=True)
class SpeedRow:
    """One generated function: its size and the best times measured."""

    allocs: int
    merged: int
    parse_seconds: float
    pass_seconds: dict[str, float]
    """Per planner, in the order measured; the first is the main one."""


def run(
    sizes: list[int],
    planners: Sequence[str],
    repeats: int,
    base: MergeAllocOptions | None = None,
) -> list[SpeedRow]:
    """Measure every size with every planner (best of `repeats`), with the
    pass options `base` (default the pass's)."""
    rows: list[SpeedRow] = []
    for count in progress(sizes, len(sizes), "sizes"):
        parse_s, pass_s, merged = measure(count, planners, repeats, base)
        rows.append(SpeedRow(count, merged, parse_s, pass_s))
    return rows


def markdown(rows: list[SpeedRow]) -> str:
    """The rows as a Markdown table. Ratios and growth are those of the first
    planner; each further planner's column says how its pass time compares
    with the first's."""
    main, *others = rows[0].pass_seconds
    lines = [
        f"| allocs | merged | xDSL parse (CPU s) | parse growth "
        f"| pass, {main} (CPU s) | pass / parse | pass growth |"
        + "".join(f" pass, {other} (CPU s) | {main} / {other} |" for other in others),
        "|---:|---:|---:|---:|---:|---:|---:|" + "---:|---:|" * len(others),
    ]
    first = rows[0]
    for row in rows:
        seconds = row.pass_seconds[main]
        lines.append(
            f"| {row.allocs:,} | {row.merged:,} | {row.parse_seconds:.2f} "
            f"| {row.parse_seconds / first.parse_seconds:.1f}x "
            f"| {seconds:.3f} | {seconds / row.parse_seconds:.1%} "
            f"| {seconds / first.pass_seconds[main]:.1f}x |"
            + "".join(
                f" {row.pass_seconds[other]:.3f} "
                f"| {seconds / row.pass_seconds[other]:.2f}x |"
                for other in others
            )
        )
    return "\n".join(lines)


PASS_SHARE_GOAL = 0.10
"""Issue 17: the pass costs at most this fraction of xDSL's parse."""
GROWTH_GOAL = 11.0
"""Issue 17: pass time grows at most this much from 2,000 to 20,000 allocs."""


def goals(rows: list[SpeedRow]) -> str:
    """Whether the largest size meets issue 17's goals, as one sentence."""
    main = next(iter(rows[0].pass_seconds))
    last = rows[-1]
    share = last.pass_seconds[main] / last.parse_seconds
    growth = last.pass_seconds[main] / rows[0].pass_seconds[main]
    scale = last.allocs / rows[0].allocs

    def verdict(value: float, goal: float) -> str:
        return "met" if value <= goal else "missed"

    return (
        f"Goals (issue 17), {main} planner at {last.allocs:,} allocs: pass at most "
        f"{PASS_SHARE_GOAL:.0%} of the parse ({share:.1%}: "
        f"{verdict(share, PASS_SHARE_GOAL)}); growth from {rows[0].allocs:,} "
        f"allocs ({scale:.0f}x the allocs) at most {GROWTH_GOAL:g}x ({growth:.1f}x: "
        f"{verdict(growth, GROWTH_GOAL)})."
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog="python benchmarks/pass_speed.py",
        description=(__doc__ or "").splitlines()[0],
    )
    parser.add_argument("--sizes", default="2000,20000")
    parser.add_argument(
        "--planners",
        default=f"{DEFAULT_PLANNER},size-first",
        help="comma-separated; ratios are the first one's",
    )
    parser.add_argument("--repeats", type=positive_int, default=2)
    parser.add_argument(
        "--stages",
        action="store_true",
        help="instead: CPU seconds per stage of the pass (first planner)",
    )
    parser.add_argument(
        "--pass-options",
        default="",
        help="the pass's options as in a pipeline, e.g. 'arena=global'",
    )
    args = parser.parse_args(argv)
    base = pass_options(args.pass_options)
    try:
        sizes = [positive_int(s) for s in args.sizes.split(",")]
    except argparse.ArgumentTypeError as error:
        raise UserError(f"--sizes: {error}") from None
    planners = [choose("planner", n, PLANNERS) for n in args.planners.split(",")]
    print(
        f"machine: {platform.machine()} {platform.processor() or ''} "
        f"python {platform.python_version()}"
    )
    if args.stages:
        planner = planners[0]
        print(f"| allocs | {' | '.join(STAGES)} | total (CPU s) |")
        print("|---:|" + "---:|" * (len(STAGES) + 1))
        for count in sizes:
            seconds = stage_seconds(count, planner, args.repeats)
            cells = " | ".join(f"{seconds[stage]:.3f}" for stage in STAGES)
            print(f"| {count:,} | {cells} | {sum(seconds.values()):.3f} |")
        return 0
    rows = run(sizes, planners, args.repeats, base)
    if args.pass_options:
        print(f"pass options: {args.pass_options}")
    print(markdown(rows))
    print(goals(rows))
    return 0


if __name__ == "__main__":
    sys.exit(run_main("python benchmarks/pass_speed.py", main))
