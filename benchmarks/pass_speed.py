"""Pass-only time against xDSL's parse time, at 2,000 and 20,000 allocs.

Generates one function with N allocs of random static sizes. Each buffer is
written (`memref.copy` from an argument) when created and read again by a later
op a random distance away, so lifetimes overlap the way they do in real
programs; a tenth of them live in `scf.for` loops. Prints, per N: parse time,
pass time (alias analysis, tick collection, planning and rewrite, measured
around `merge_alloc.driver.merge_alloc`; parsing and printing excluded), the
ratio of the two, and the growth of the pass time from the smallest N.

    python benchmarks/pass_speed.py [--sizes 2000,20000] [--planner size-first]

`python -m benchmarks` runs it (through `run` and `markdown`) into
`benchmarks/results.md`.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning import get_planner


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


def measure(count: int, planner: str, repeats: int) -> tuple[float, float, int]:
    text = generate(count)
    ctx = Context()
    register_dialects(ctx)
    best_parse = best_pass = float("inf")
    merged = 0
    for _ in range(repeats):
        start = time.perf_counter()
        module = Parser(ctx, text).parse_module()
        best_parse = min(best_parse, time.perf_counter() - start)
        start = time.perf_counter()
        report = merge_alloc(module, MergeAllocOptions(planner=get_planner(planner)))
        best_pass = min(best_pass, time.perf_counter() - start)
        merged = sum(len(s.trace.buffers) for s in report.planned)
    return best_parse, best_pass, merged


@dataclass(frozen=True)
class SpeedRow:
    """One generated function: its size and the best times measured."""

    allocs: int
    merged: int
    parse_seconds: float
    pass_seconds: float


def run(sizes: list[int], planner: str, repeats: int) -> list[SpeedRow]:
    """Measure every size (best of `repeats`)."""
    rows: list[SpeedRow] = []
    for count in sizes:
        parse_s, pass_s, merged = measure(count, planner, repeats)
        rows.append(SpeedRow(count, merged, parse_s, pass_s))
    return rows


def markdown(rows: list[SpeedRow]) -> str:
    """The rows as a Markdown table; growth is relative to the first row."""
    lines = [
        "| allocs | merged | xDSL parse (s) | pass (s) | pass / parse | pass growth |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        growth = row.pass_seconds / rows[0].pass_seconds
        lines.append(
            f"| {row.allocs:,} | {row.merged:,} | {row.parse_seconds:.2f} "
            f"| {row.pass_seconds:.2f} | {row.pass_seconds / row.parse_seconds:.1%} "
            f"| {growth:.1f}x |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", default="2000,20000")
    parser.add_argument("--planner", default="size-first")
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(
        f"machine: {platform.machine()} {platform.processor() or ''} "
        f"python {platform.python_version()}; planner {args.planner}"
    )
    print(markdown(run(sizes, args.planner, args.repeats)))


if __name__ == "__main__":
    main()
