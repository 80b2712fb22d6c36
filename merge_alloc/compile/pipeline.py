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
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from io import StringIO
from multiprocessing import get_context
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    FileLineColLoc,
    IntAttr,
    ModuleOp,
    StringAttr,
    UnknownLoc,
)
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException

from merge_alloc.cli import UserError, parse_mlir
from merge_alloc.compile.variants import VARIANTS, PipelineVariant
from merge_alloc.diagnostics import MergeAllocError, diagnostic_line
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import MergeReport, merge_alloc
from merge_alloc.mlir_tools import require_tool
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes.direct_transposed_conv import DirectTransposedConvPass
from merge_alloc.passes.rematerialize_per_use import RematerializePerUsePass
from merge_alloc.passes.split_tensor_empty import SplitTensorEmptyPass
from merge_alloc.source import source_site

TENSOR_PASSES: dict[str, type[ModulePass]] = {
    DirectTransposedConvPass.name: DirectTransposedConvPass,
    RematerializePerUsePass.name: RematerializePerUsePass,
    SplitTensorEmptyPass.name: SplitTensorEmptyPass,
}
"""The project's tensor-level passes a variant may name."""


MLIR_OPT_TIMEOUT = 600.0
"""Seconds one `mlir-opt` run may take (a 224x224 model takes about one)."""


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


@dataclass
class CompileResult:
    """The merged program and how it was chosen."""

    text: str
    """The merged program, printed by xDSL."""
    chosen: PipelineVariant
    arena: int
    scopes: list[ScopeSummary]
    candidates: list[Candidate]
    seconds: dict[str, float] = field(default_factory=dict[str, float])
    """Wall time of each stage: parse, tensor passes, variants."""

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
        module = parse_mlir(text, name)
    except UserError as error:
        raise CompileError(error.line(name)) from None
    try:
        module.verify()
    except VerifyException as error:
        raise CompileError(_verify_error(module, name, error)) from None
    return module


def _verify_error(module: ModuleOp, name: str, error: VerifyException) -> str:
    """The verifier's message on the op that fails (xDSL's exception does not
    say which op it was), as one located line."""
    message = _one_line(str(error.args[0]) if error.args else str(error))
    for op in module.walk():
        try:
            op.verify(verify_nested_ops=False)
        except VerifyException as own:
            reason = _one_line(str(own.args[0]) if own.args else str(own))
            return diagnostic_line("error", op, reason)
    return f"{name}: error: {message}"


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
    return _one_line(stderr) or "mlir-opt failed"


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


def merge_text(
    memref_ir: str, options: MergeAllocOptions
) -> tuple[ModuleOp, MergeReport]:
    """Parse `mlir-opt`'s output and merge it; errors as `CompileError`."""
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


@dataclass(frozen=True, slots=True)
class _Outcome:
    """What a worker sends back: small and picklable."""

    arena: int | None
    text: str | None
    scopes: list[ScopeSummary]
    seconds: float
    error: str | None = None


def _evaluate(memref_ir: str | CompileError, options: MergeAllocOptions) -> _Outcome:
    """One candidate's `mlir-opt` output: parse, merge, print."""
    began = time.perf_counter()
    try:
        if isinstance(memref_ir, CompileError):
            raise memref_ir
        module, report = merge_text(memref_ir, options)
    except CompileError as error:
        return _Outcome(None, None, [], time.perf_counter() - began, str(error))
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    stream.write("\n")
    return _Outcome(
        arena_bytes(report),
        stream.getvalue(),
        scope_summaries(report, options.alignment),
        time.perf_counter() - began,
    )


def _mlir_opt_or_error(
    mlir_opt: Path, flags: list[str], text: str, *, located: bool = False
) -> str | CompileError:
    try:
        return run_mlir_opt(mlir_opt, flags, text, located=located)
    except CompileError as error:
        return error


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
    return [v for v in VARIANTS if v.candidate and (allow_slower or v.trades is None)]


def bufferize_variant(
    source: str, variant: PipelineVariant, *, name: str = "<stdin>"
) -> str:
    """`variant`'s memref program for `source`, before merge-alloc (what the
    benchmarks give every planner)."""
    module = parse_source(source, name)
    locate_ops(module)
    for pass_name in variant.tensor_passes:
        TENSOR_PASSES[pass_name]().apply(_context(), module)
    mlir_opt = require_tool("mlir-opt")
    return run_mlir_opt(
        mlir_opt,
        variant.mlir_opt_flags(),
        print_generic(module, located=True),
        located=True,
    )


def compile_model(
    source: str,
    *,
    name: str = "<stdin>",
    variants: Sequence[PipelineVariant] | None = None,
    options: MergeAllocOptions | None = None,
    jobs: int = 2,
) -> CompileResult:
    """Compile a linalg-on-tensors program to its merged memref program.

    `variants` (default: every variant trading nothing but memory) are tried
    and the smallest arena kept, `jobs` of them at a time (forked worker
    processes; 1 runs them in this process); a variant whose `mlir-opt`
    output equals an earlier one's is not parsed again. `options` are
    merge-alloc's (default: alignment 64, default planner). Raises
    `CompileError` (one line) on bad input or when no variant goes through,
    `merge_alloc.mlir_tools.ToolNotFound` without MLIR 22's `mlir-opt`.
    """
    options = options if options is not None else MergeAllocOptions()
    candidates = list(variants) if variants is not None else candidate_variants()
    mlir_opt = require_tool("mlir-opt")
    seconds: dict[str, float] = {}
    start = time.perf_counter()
    module = parse_source(source, name)
    seconds["parse"] = time.perf_counter() - start
    start = time.perf_counter()
    locate_ops(module)
    transformed: dict[tuple[str, ...], ModuleOp] = {}
    inputs: dict[tuple[str, ...], str] = {}
    for variant in candidates:
        if variant.tensor_passes not in inputs:
            program = module.clone() if len(candidates) > 1 else module
            for pass_name in variant.tensor_passes:
                TENSOR_PASSES[pass_name]().apply(_context(), program)
            transformed[variant.tensor_passes] = program
            inputs[variant.tensor_passes] = print_generic(program)
    seconds["tensor passes"] = time.perf_counter() - start
    start = time.perf_counter()
    jobs = max(1, min(jobs, len(candidates)))

    def optimize(variant: PipelineVariant) -> str | CompileError:
        return _mlir_opt_or_error(
            mlir_opt, variant.mlir_opt_flags(), inputs[variant.tensor_passes]
        )

    with ThreadPoolExecutor(jobs) as threads:
        memref_irs = list(threads.map(optimize, candidates))
    seconds["mlir-opt"] = time.perf_counter() - start
    start = time.perf_counter()
    # Equal outputs (a transformation that matched nothing) are merged once.
    unique: list[str | CompileError] = []
    slots: list[int] = []
    seen: dict[str, int] = {}
    for memref_ir in memref_irs:
        if isinstance(memref_ir, str) and memref_ir in seen:
            slots.append(seen[memref_ir])
            continue
        if isinstance(memref_ir, str):
            seen[memref_ir] = len(unique)
        slots.append(len(unique))
        unique.append(memref_ir)
    jobs = min(jobs, len(unique))
    if jobs == 1:
        merged = [_evaluate(text, options) for text in unique]
    else:
        with ProcessPoolExecutor(jobs, mp_context=get_context("fork")) as pool:
            merged = list(pool.map(_evaluate, unique, [options] * len(unique)))
    outcomes = [merged[slot] for slot in slots]
    seconds["parse and merge"] = time.perf_counter() - start
    # A failure is redone with locations and generic output: that gives the
    # error in the user's file, or goes through if only xDSL's custom-form
    # parsing failed.
    for position, (variant, outcome) in enumerate(
        zip(candidates, outcomes, strict=True)
    ):
        if outcome.error is not None:
            located = print_generic(transformed[variant.tensor_passes], located=True)
            memref_ir = _mlir_opt_or_error(
                mlir_opt, variant.mlir_opt_flags(), located, located=True
            )
            outcomes[position] = _evaluate(memref_ir, options)
    tried = [
        Candidate(v, o.arena, o.seconds, o.error)
        for v, o in zip(candidates, outcomes, strict=True)
    ]
    best: tuple[PipelineVariant, _Outcome] | None = None
    for variant, outcome in zip(candidates, outcomes, strict=True):
        if outcome.arena is None:
            continue
        if best is None or outcome.arena < (best[1].arena or 0):
            best = (variant, outcome)
    if best is None:
        raise CompileError(tried[0].error or "error: no variant went through")
    chosen, outcome = best
    assert outcome.text is not None and outcome.arena is not None
    return CompileResult(
        outcome.text, chosen, outcome.arena, outcome.scopes, tried, seconds
    )
