"""From a linalg-on-tensors program to the merged memref program, in one call.

`compile_model` parses the user's file once with xDSL (`SourceParser`, so a
parse error names the file, line and column), runs this project's
tensor-level passes on it in-process, prints it once in generic form with
every op's position in the user's file as its location, and hands that text
to one `mlir-opt` run per candidate variant (all transformations,
bufferization and generalization in that one run; the candidates run side
by side). Each candidate's output is parsed once and merged by merge-alloc;
the smallest arena wins (the earlier variant on a tie). Because locations
travel through `mlir-opt`, its errors and merge-alloc's point into the
user's file.

The shell pipeline this replaces started `mlir-opt` twice and `xdsl-opt`
twice, and so imported xDSL and parsed the program three times.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from io import StringIO
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr
from xdsl.dialects.builtin import UnknownLoc
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException

from merge_alloc import oracle
from merge_alloc.compile.variants import VARIANTS, PipelineVariant
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import MergeReport, merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes.split_shared_fill import SplitSharedFillPass
from merge_alloc.passes.split_tensor_empty import SplitTensorEmptyPass
from merge_alloc.source import SourceParser, source_site

TENSOR_PASSES: dict[str, type[ModulePass]] = {
    SplitSharedFillPass.name: SplitSharedFillPass,
    SplitTensorEmptyPass.name: SplitTensorEmptyPass,
}
"""The project's tensor-level passes a variant may name."""


class CompileError(Exception):
    """A user's mistake or a program the pipeline rejects; `str(error)` is the
    one line to print (`FILE:LINE:COL: error: ...` where a position is known)."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """What one variant gave."""

    variant: PipelineVariant
    arena: int | None
    """Bytes of every arena of the merged program; None if the variant failed."""
    seconds: float
    """Wall time of its `mlir-opt` run, parse and merge."""
    error: str | None = None


@dataclass
class CompileResult:
    """The merged program and how it was chosen."""

    module: ModuleOp
    report: MergeReport
    chosen: PipelineVariant
    candidates: list[Candidate]
    seconds: dict[str, float] = field(default_factory=dict[str, float])
    """Wall time of each stage: parse, tensor passes, variants, print."""

    @property
    def arena(self) -> int:
        return arena_bytes(self.report)

    def text(self) -> str:
        stream = StringIO()
        Printer(stream=stream).print_op(self.module)
        stream.write("\n")
        return stream.getvalue()

    def summary(self) -> str:
        """One line: the chosen variant and every candidate's arena."""
        tried = ", ".join(
            f"{c.variant.name} {c.arena:,} B"
            if c.arena is not None
            else f"{c.variant.name} failed"
            for c in self.candidates
        )
        return (
            f"merge-alloc: variant {self.chosen.name}: arena {self.arena:,} B "
            f"(candidates: {tried})"
        )


def arena_bytes(report: MergeReport) -> int:
    """Bytes merge-alloc placed: the deployment's arenas when it placed
    them (static or argument arenas, inputs and outputs included when asked),
    else the sum of the planned scopes' merged buffers."""
    if report.deployment is not None and report.deployment.arenas:
        return sum(arena.bytes for arena in report.deployment.arenas)
    return sum(scope.schedule.total for scope in report.planned)


def _context() -> Context:
    context = Context()
    register_dialects(context)
    return context


def parse_source(text: str, name: str) -> ModuleOp:
    """The user's program, or a `CompileError` naming where it is wrong."""
    try:
        module = SourceParser(_context(), text, name).parse_module()
        module.verify()
    except ParseError as error:
        raise CompileError(
            f"{error.span.get_location()}: error: {_one_line(error.msg)}"
        ) from None
    except VerifyException as error:
        raise CompileError(f"{name}: error: {_one_line(str(error))}") from None
    return module


def _one_line(text: str) -> str:
    return " ".join(line.strip() for line in text.strip().splitlines() if line.strip())


def locate_ops(module: ModuleOp) -> None:
    """Give every op without a location its position in the source file, so
    that `mlir-opt` and merge-alloc report errors there."""
    for op in module.walk():
        if not isinstance(op.location, UnknownLoc):
            continue
        site = source_site(op)
        if site is None:
            continue
        line, column = site.text.line_and_column(site.offset)
        op.location = FileLineColLoc(
            StringAttr(site.text.input.name), IntAttr(line), IntAttr(column)
        )


def print_generic(module: ModuleOp) -> str:
    """Generic form with locations: what `mlir-opt` reads."""
    stream = StringIO()
    Printer(stream=stream, print_generic_format=True, print_debuginfo=True).print_op(
        module
    )
    stream.write("\n")
    return stream.getvalue()


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    return _one_line(stderr) or "mlir-opt failed"


def run_mlir_opt(mlir_opt: Path, flags: Sequence[str], text: str) -> str:
    """`mlir-opt FLAGS` on `text`; a failure is a `CompileError` with
    mlir-opt's first error line."""
    try:
        completed = subprocess.run(
            [
                str(mlir_opt),
                *flags,
                "--mlir-print-debuginfo",
                "--mlir-print-local-scope",
            ],
            input=text,
            capture_output=True,
            text=True,
            timeout=oracle.DEFAULT_TIMEOUT * 5,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise CompileError("mlir-opt: error: timed out") from None
    if completed.returncode != 0:
        raise CompileError(_first_error(completed.stderr))
    return completed.stdout


def _merge(memref_ir: str, options: MergeAllocOptions) -> tuple[ModuleOp, MergeReport]:
    try:
        module = Parser(_context(), memref_ir).parse_module()
    except ParseError as error:  # mlir-opt printed what xDSL cannot read
        raise CompileError(
            f"error: xDSL cannot parse mlir-opt's output: {_one_line(error.msg)}"
        ) from None
    try:
        report = merge_alloc(module, options)
    except MergeAllocError as error:
        raise CompileError(str(error)) from None
    except DiagnosticException as error:
        raise CompileError(f"error: {_one_line(str(error))}") from None
    return module, report


def candidate_variants(
    variant: str | None = None, *, allow_slower: bool = False
) -> list[PipelineVariant]:
    """The variants to try: the one named, or every variant that trades
    nothing but memory (and the others too with `allow_slower`)."""
    if variant is not None:
        chosen = [v for v in VARIANTS if v.name == variant]
        if not chosen:
            known = ", ".join(v.name for v in VARIANTS)
            raise CompileError(f"error: unknown variant '{variant}' (known: {known})")
        return chosen
    return [v for v in VARIANTS if allow_slower or v.trades is None]


def compile_model(
    source: str,
    *,
    name: str = "<stdin>",
    variants: Sequence[PipelineVariant] | None = None,
    options: MergeAllocOptions | None = None,
) -> CompileResult:
    """Compile a linalg-on-tensors program to its merged memref program.

    `variants` (default: every variant trading nothing but memory) are tried
    and the smallest arena kept; `options` are merge-alloc's (default:
    alignment 64, default planner). Raises `CompileError` (one line) on bad
    input or when no variant goes through, `oracle.ToolchainNotFound`
    without MLIR 22.
    """
    options = options if options is not None else MergeAllocOptions()
    candidates = list(variants) if variants is not None else candidate_variants()
    mlir_opt = oracle.require_toolchain().mlir_opt
    seconds: dict[str, float] = {}
    start = time.perf_counter()
    module = parse_source(source, name)
    seconds["parse"] = time.perf_counter() - start
    start = time.perf_counter()
    locate_ops(module)
    by_passes: dict[tuple[str, ...], str] = {}
    for variant in candidates:
        if variant.tensor_passes not in by_passes:
            transformed = module.clone() if len(candidates) > 1 else module
            for pass_name in variant.tensor_passes:
                TENSOR_PASSES[pass_name]().apply(_context(), transformed)
            by_passes[variant.tensor_passes] = print_generic(transformed)
    seconds["tensor passes"] = time.perf_counter() - start
    start = time.perf_counter()
    outcomes: list[Candidate] = []
    best: tuple[ModuleOp, MergeReport, PipelineVariant] | None = None
    first_error: CompileError | None = None
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs: list[Future[str]] = [
            pool.submit(
                run_mlir_opt,
                mlir_opt,
                variant.mlir_opt_flags(),
                by_passes[variant.tensor_passes],
            )
            for variant in candidates
        ]
        for variant, run in zip(candidates, runs, strict=True):
            began = time.perf_counter()
            try:
                merged, report = _merge(run.result(), options)
            except CompileError as error:
                first_error = first_error or error
                outcomes.append(
                    Candidate(variant, None, time.perf_counter() - began, str(error))
                )
                continue
            arena = arena_bytes(report)
            outcomes.append(Candidate(variant, arena, time.perf_counter() - began))
            if best is None or arena < arena_bytes(best[1]):
                best = (merged, report, variant)
    seconds["variants"] = time.perf_counter() - start
    if best is None:
        assert first_error is not None
        raise first_error
    merged, report, chosen = best
    return CompileResult(merged, report, chosen, outcomes, seconds)
