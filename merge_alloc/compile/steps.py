"""The steps every pipeline variant takes: one `mlir-opt` run on the printed
tensor program, one xDSL parse of its output, merge-alloc on it.

Errors are `CompileError`s carrying the one line to print;
`merge_alloc.compile.pipeline` puts the steps together,
`merge_alloc.compile.runs` runs candidates side by side.
"""

from __future__ import annotations

import logging
import subprocess
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import MergeReport, merge_alloc
from merge_alloc.options import MergeAllocOptions

MLIR_OPT_TIMEOUT = 600.0
"""Seconds one `mlir-opt` run may take (a 224x224 model takes about one)."""


class CompileError(Exception):
    """A user's mistake or a program the pipeline rejects; `str(error)` is the
    one line to print (`FILE:LINE:COL: error: ...` where a position is known)."""

    def line(self, prog: str) -> str:
        """The line program `prog` prints: as it is when it names a position
        in the input, else after the program's name (`merge_alloc.cli`)."""
        text = str(self)
        return f"{prog}: {text}" if text.startswith("error:") else text


@dataclass(frozen=True, slots=True)
class ScopeSummary:
    """One planned scope of the chosen program."""

    function: str
    buffers: int
    arena: int
    lower_bound: int
    """Peak of live bytes: no plan of these lifetimes is smaller."""
    allocated: int
    """Sum of the merged allocations' sizes."""


def arena_bytes(report: MergeReport) -> int:
    """Bytes merge-alloc placed: the deployment's arenas when it placed
    them (static or argument arenas, inputs and outputs included when asked;
    a callee's workspace is a block of its caller's and counts once,
    `DeploymentReport.static_bytes`), else the sum of the planned scopes'
    merged buffers."""
    if report.deployment is not None and report.deployment.arenas:
        return report.deployment.static_bytes()
    return sum(scope.schedule.total for scope in report.planned)


def dialect_context() -> Context:
    """xDSL's dialects with this project's registered (a fresh context: a
    parse may register unknown attributes in it)."""
    context = Context()
    register_dialects(context)
    return context


def one_line(text: str) -> str:
    """`text` (a multi-line message) as one line."""
    return " ".join(line.strip() for line in text.strip().splitlines() if line.strip())


def print_generic(module: ModuleOp, *, located: bool = False) -> str:
    """Generic form (with locations if `located`): what `mlir-opt` reads."""
    stream = StringIO()
    Printer(stream=stream, print_generic_format=True, print_debuginfo=located).print_op(
        module
    )
    stream.write("\n")
    return stream.getvalue()


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    return one_line(stderr) or "mlir-opt failed"


LOCATED_OUTPUT = (
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
    "--mlir-print-local-scope",
)
"""`mlir-opt`'s output with every op's location, in the generic form stock
xDSL parses (`--mlir-print-local-scope`: xDSL 0.74 reads no location
aliases). The fast path prints the custom form without locations instead,
which xDSL parses in three quarters of the time (ResNet-18: 0.43 s against
0.57 s) and falls back to this one when anything goes wrong."""


def run_mlir_opt(
    mlir_opt: Path, flags: Sequence[str], text: str, *, located: bool = False
) -> str:
    """`mlir-opt FLAGS` on `text`; a failure is a `CompileError` with
    mlir-opt's first error line."""
    try:
        completed = subprocess.run(
            [str(mlir_opt), *flags, *(LOCATED_OUTPUT if located else ())],
            input=text,
            capture_output=True,
            text=True,
            timeout=MLIR_OPT_TIMEOUT,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise CompileError("mlir-opt: error: timed out") from None
    if completed.returncode != 0:
        raise CompileError(_first_error(completed.stderr))
    return completed.stdout


_LOGGER = logging.getLogger("merge_alloc")


@contextmanager
def captured_warnings() -> Generator[list[str]]:
    """The `merge_alloc` logger's lines while the block runs, kept instead of
    written: each candidate variant is merged, but only the chosen one's
    warnings are printed (once per alloc, not once per variant). A logger a
    caller silenced stays silent."""
    lines: list[str] = []

    class _Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(record.getMessage())

    handler = _Keep(logging.WARNING)
    propagates = _LOGGER.propagate
    _LOGGER.addHandler(handler)
    _LOGGER.propagate = False
    try:
        yield lines
    finally:
        _LOGGER.removeHandler(handler)
        _LOGGER.propagate = propagates


def merge_text(
    memref_ir: str, options: MergeAllocOptions
) -> tuple[ModuleOp, MergeReport, list[str]]:
    """Parse `mlir-opt`'s output and merge it: the program, the report and
    the pass's warning lines (`captured_warnings`); errors as
    `CompileError`."""
    try:
        module = Parser(dialect_context(), memref_ir).parse_module()
    except ParseError as error:  # mlir-opt printed what xDSL cannot read
        raise CompileError(
            f"error: xDSL cannot parse mlir-opt's output: {one_line(error.msg)}"
        ) from None
    try:
        with captured_warnings() as warnings:
            report = merge_alloc(module, options)
    except MergeAllocError as error:
        raise CompileError(str(error)) from None
    except DiagnosticException as error:
        raise CompileError(f"error: {one_line(str(error))}") from None
    return module, report, warnings


def scope_summaries(report: MergeReport, alignment: int) -> list[ScopeSummary]:
    summaries: list[ScopeSummary] = []
    for scope in report.planned:
        function = scope.trace.scope.parent_op()
        while function is not None and not isinstance(function, func.FuncOp):
            function = function.parent_op()
        problem = scope.trace.problem(alignment)
        summaries.append(
            ScopeSummary(
                function.sym_name.data if function is not None else "",
                len(problem.buffers),
                scope.schedule.total,
                problem.lower_bound(),
                sum(buffer.size for buffer in problem.buffers),
            )
        )
    return summaries


def print_custom(module: ModuleOp) -> str:
    """The merged program as `python -m merge_alloc.compile` writes it."""
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    stream.write("\n")
    return stream.getvalue()


def mlir_opt_or_error(
    mlir_opt: Path, flags: list[str], text: str, *, located: bool = False
) -> str | CompileError:
    """`run_mlir_opt`, its error returned rather than raised (for threads)."""
    try:
        return run_mlir_opt(mlir_opt, flags, text, located=located)
    except CompileError as error:
        return error
