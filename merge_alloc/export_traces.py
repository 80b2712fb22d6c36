"""Write the traces merge-alloc would plan as planning-bench CSV files.

    python -m merge_alloc.export_traces input.mlir --out traces/

One file per function, scope and memory space
(`<function>.<scope index>.csv`, columns `id,lower,upper,size`), in the
format of `../planning-bench/`, so a planner can be benchmarked on exactly
what the pass feeds it (`merge_alloc.planning.trace_csv.read_trace_csv`).
Nothing is planned and the IR is not changed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException, ParseError

from merge_alloc.alias import BufferAliases
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import functions_of
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.trace_csv import write_trace_csv
from merge_alloc.ticks import collect_ticks


def export_traces(text: str, out: Path, options: MergeAllocOptions) -> list[Path]:
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    module = Parser(ctx, text).parse_module()
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for function in functions_of(module):
        trace = collect_ticks(function, BufferAliases(function), options)
        for index, scope in enumerate(trace.traces):
            path = out / f"{function.sym_name.data}.{index}.csv"
            write_trace_csv(path, scope.lifetimes())
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m merge_alloc.export_traces",
        description="Write merge-alloc's lifetime traces as planning-bench CSV.",
    )
    parser.add_argument("input", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--alignment", type=int, default=64)
    args = parser.parse_args(argv)
    try:
        written = export_traces(
            args.input.read_text(),
            args.out,
            MergeAllocOptions(alignment=args.alignment),
        )
    except (OSError, ParseError, DiagnosticException) as error:
        message = str(error.args[0]) if error.args else str(error)
        if isinstance(error, ParseError):
            message = f"{error.span.get_location()}: error: {error.msg.strip()}"
        print(message, file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
