"""Pass-only time against xDSL's parse time, at 2,000 and 20,000 allocs.

Generates one function with N allocs of random static sizes. Each buffer is
written (`memref.copy` from an argument) when created and read again by a later
op a random distance away, so lifetimes overlap the way they do in real
programs; a tenth of them live in `scf.for` loops. Prints, per N: parse time,
pass time (alias analysis, tick collection, planning and rewrite, measured
around `merge_alloc.driver.merge_alloc`; parsing and printing excluded), the
ratio of the two, and the growth of the pass time from the smallest N; the
pass runs with the default planner and, for comparison, with `size-first`
(the reference port, the default before the planner portfolio).

    python benchmarks/pass_speed.py [--sizes 2000,20000] [--planners best,size-first]

`python -m benchmarks` runs it (through `run` and `markdown`) into
`benchmarks/results.md`.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    choose,
    positive_int,
    progress,
    run_main,
)
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning import DEFAULT_PLANNER, PLANNERS, get_planner


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


def measure(
    count: int, planners: Sequence[str], repeats: int
) -> tuple[float, dict[str, float], int]:
    """Best parse time, best pass time per planner (each on a fresh parse),
    and how many allocs were merged."""
    text = generate(count)
    ctx = Context()
    register_dialects(ctx)
    best_parse = float("inf")
    best_pass = dict.fromkeys(planners, float("inf"))
    merged = 0
    for _ in range(repeats):
        for planner in planners:
            start = time.perf_counter()
            module = Parser(ctx, text).parse_module()
            best_parse = min(best_parse, time.perf_counter() - start)
            options = MergeAllocOptions(planner=get_planner(planner))
            start = time.perf_counter()
            report = merge_alloc(module, options)
            best_pass[planner] = min(best_pass[planner], time.perf_counter() - start)
            merged = sum(len(s.trace.buffers) for s in report.planned)
    return best_parse, best_pass, merged


@dataclass(frozen=True)
class SpeedRow:
    """One generated function: its size and the best times measured."""

    allocs: int
    merged: int
    parse_seconds: float
    pass_seconds: dict[str, float]
    """Per planner, in the order measured; the first is the main one."""


def run(sizes: list[int], planners: Sequence[str], repeats: int) -> list[SpeedRow]:
    """Measure every size with every planner (best of `repeats`)."""
    rows: list[SpeedRow] = []
    for count in progress(sizes, len(sizes), "sizes"):
        parse_s, pass_s, merged = measure(count, planners, repeats)
        rows.append(SpeedRow(count, merged, parse_s, pass_s))
    return rows


def markdown(rows: list[SpeedRow]) -> str:
    """The rows as a Markdown table. Ratios and growth are those of the first
    planner; each further planner's column says how its pass time compares
    with the first's."""
    main, *others = rows[0].pass_seconds
    lines = [
        f"| allocs | merged | xDSL parse (s) | pass, {main} (s) | pass / parse "
        "| pass growth |"
        + "".join(f" pass, {other} (s) | {main} / {other} |" for other in others),
        "|---:|---:|---:|---:|---:|---:|" + "---:|---:|" * len(others),
    ]
    for row in rows:
        seconds = row.pass_seconds[main]
        growth = seconds / rows[0].pass_seconds[main]
        lines.append(
            f"| {row.allocs:,} | {row.merged:,} | {row.parse_seconds:.2f} "
            f"| {seconds:.2f} | {seconds / row.parse_seconds:.1%} | {growth:.1f}x |"
            + "".join(
                f" {row.pass_seconds[other]:.2f} "
                f"| {seconds / row.pass_seconds[other]:.2f}x |"
                for other in others
            )
        )
    return "\n".join(lines)


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
    args = parser.parse_args(argv)
    try:
        sizes = [positive_int(s) for s in args.sizes.split(",")]
    except argparse.ArgumentTypeError as error:
        raise UserError(f"--sizes: {error}") from None
    planners = [choose("planner", n, PLANNERS) for n in args.planners.split(",")]
    print(
        f"machine: {platform.machine()} {platform.processor() or ''} "
        f"python {platform.python_version()}"
    )
    print(markdown(run(sizes, planners, args.repeats)))
    return 0


if __name__ == "__main__":
    sys.exit(run_main("python benchmarks/pass_speed.py", main))
