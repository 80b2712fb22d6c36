"""Write the traces merge-alloc would plan as planning-bench CSV files.

    python -m merge_alloc.report.export_traces input.mlir [more.mlir ...] --out traces/

One file per function, scope and memory space (`<function>.<scope index>.csv`,
columns `id,lower,upper,size,alignment`), in the format of
`benchmarks/traces/README.md` (MiniMalloc's reader accepts the optional `alignment`
column), so a planner can be benchmarked on exactly what the pass feeds it.
With several inputs, or with `--per-program`, each input gets its own
directory named after the file (`traces/<program>/<function>.<scope>.csv`).
Nothing is planned and the IR is not changed.

`scope_traces` is the reusable part: the traces of a parsed module, collected
by the pass's own tracer (`merge_alloc.driver.resolve_options`), each named
after its function and scope.
"""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from merge_alloc.analysis.alias import BufferAliases, CallSummaries
from merge_alloc.analysis.trace import LifetimeTrace
from merge_alloc.cli import (
    ArgumentParser,
    UserError,
    parse_mlir,
    power_of_two,
    read_input,
    run_main,
    write_output,
)
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import functions_of, resolve_options
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.problem import BufferLifetime
from merge_alloc.source import SourceParser

EXPORT_HEADER = ("id", "lower", "upper", "size", "alignment")
"""The planning-bench columns plus each buffer's required alignment."""


@dataclass(frozen=True, slots=True)
class ScopeTrace:
    """One trace of a module, named after its function and scope."""

    function: str
    index: int
    """Position of the trace among its function's traces (scope, memory space)."""
    trace: LifetimeTrace

    @property
    def name(self) -> str:
        return f"{self.function}.{self.index}"


def parse_program(text: str, name: str = "<unknown>") -> ModuleOp:
    """A module with every dialect merge-alloc knows (unregistered ops allowed,
    as in the FileCheck programs), read by the pass's `SourceParser` so that
    diagnostics and reports locate each op in the file `name`."""
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    return SourceParser(ctx, text, name).parse_module()


def scope_traces(module: ModuleOp, options: MergeAllocOptions) -> list[ScopeTrace]:
    """The traces the pass would plan, in the pass's order, collected by the
    tracer `options` selects (the default tick collector when None)."""
    tracer = resolve_options(options).tracer
    assert tracer is not None
    traces: list[ScopeTrace] = []
    calls = CallSummaries(module)
    for function in functions_of(module):
        collected = tracer(function, BufferAliases(function, calls), options)
        name = function.sym_name.data
        traces.extend(
            ScopeTrace(name, index, trace)
            for index, trace in enumerate(collected.traces)
        )
    return traces


def format_export_csv(buffers: Iterable[BufferLifetime]) -> str:
    """CSV text with half-open lifetimes and each buffer's alignment.

    Rows are sorted by `order` (the alloc tick), so that a reader that takes
    row position as the tie-break (`trace_csv.parse_trace_csv`) gets the
    pass's tie-breaks back.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(EXPORT_HEADER)
    for buffer in sorted(buffers, key=lambda b: b.order):
        writer.writerow(
            (buffer.id, buffer.first, buffer.last + 1, buffer.size, buffer.alignment)
        )
    return out.getvalue()


def export_traces(
    text: str, out: Path, options: MergeAllocOptions, name: str = "<unknown>"
) -> list[Path]:
    """Write every trace of the program `text` (read from the file `name`)
    under `out`; the paths written."""
    module = parse_program(text, name)
    written: list[Path] = []
    for scope in scope_traces(module, options):
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"{scope.name}.csv"
        path.write_text(format_export_csv(scope.trace.lifetimes()))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(
        prog=PROG,
        description="Write merge-alloc's lifetime traces as planning-bench CSV.",
    )
    parser.add_argument("inputs", type=Path, nargs="+", metavar="input")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--alignment", type=power_of_two, default=64)
    parser.add_argument(
        "--per-program",
        action="store_true",
        help="one directory per input, named after the file (implied by several)",
    )
    args = parser.parse_args(argv)
    inputs: list[Path] = args.inputs
    per_program = bool(args.per_program) or len(inputs) > 1
    options = MergeAllocOptions(alignment=args.alignment)
    # Every input is read and parsed before anything is written.
    modules = [
        (source, parse_mlir(read_input(source), str(source))) for source in inputs
    ]
    for source, module in modules:
        out: Path = args.out / source.stem if per_program else args.out
        for scope in scope_traces(module, options):
            try:
                out.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise UserError(
                    f"cannot create output directory '{out}': {error.strerror}"
                ) from None
            path = out / f"{scope.name}.csv"
            write_output(path, format_export_csv(scope.trace.lifetimes()))
            print(path)
    return 0


PROG = "python -m merge_alloc.report.export_traces"


def script() -> int:
    """The `merge-alloc-export-traces` console script (pyproject) and `python -m`:
    `main` on the command line, failing as every tool does
    (`merge_alloc.cli.run_main`)."""
    return run_main(PROG, main)


if __name__ == "__main__":
    sys.exit(script())
