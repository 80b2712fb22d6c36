"""From a linalg-on-tensors program to the merged memref program, in one call.

`compile_model` parses the user's file once with xDSL (`SourceParser`, so a
parse error names the file, line and column), runs this project's
tensor-level passes on it in-process, and hands the candidate variants to
`merge_alloc.compile.runs`: each one that can win is one `mlir-opt` run on
the program printed in generic form (all transformations, bufferization and
generalization in that one run; the candidates run side by side), whose
output is parsed once and merged by merge-alloc; the smallest total wins
(every byte allocated per call, merged or left alone, the returned result
aside: `merge_alloc.report.totals`; the earlier variant on a tie). When a
variant fails, it is redone with every op's position in the user's file as
its location, so that `mlir-opt`'s errors and merge-alloc's point into the
user's file.

The shell pipeline this replaces started `mlir-opt` twice and `xdsl-opt`
twice, and so imported xDSL and parsed the program three times.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from xdsl.dialects import func
from xdsl.dialects.builtin import (
    FileLineColLoc,
    IntAttr,
    ModuleOp,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import VerifyException

from merge_alloc.cli import UserError, parse_mlir
from merge_alloc.compile.dim_bounds import DimBound, apply_dim_bounds
from merge_alloc.compile.layer_groups import (
    MarkCheapLayerGroupsPass,
    MarkLayerGroupsPass,
    marked_groups,
    variant_flags,
)
from merge_alloc.compile.runs import Candidate, Progress, ReportRequest, choose
from merge_alloc.compile.steps import (
    CompileError,
    ScopeSummary,
    dialect_context,
    merge_text,
    mlir_opt_or_error,
    one_line,
    print_generic,
    run_mlir_opt,
)
from merge_alloc.compile.variants import VARIANTS, PipelineVariant
from merge_alloc.diagnostics import UNKNOWN_POSITION, diagnostic_line
from merge_alloc.driver import cyclic_gc_paused
from merge_alloc.mlir_tools import require_tool
from merge_alloc.options import MergeAllocOptions, symbolic_offsets_problem
from merge_alloc.passes.concat_in_place import ConcatInPlacePass
from merge_alloc.passes.direct_transposed_conv import DirectTransposedConvPass
from merge_alloc.passes.distribute_concat import DistributeConcatPass
from merge_alloc.passes.merge_alloc import check_report_path, write_report
from merge_alloc.passes.pad_per_use import PadPerUsePass
from merge_alloc.passes.rematerialize_per_use import RematerializePerUsePass
from merge_alloc.passes.reorder_for_memory import (
    ReorderForConcatsPass,
    ReorderForMemoryPass,
)
from merge_alloc.passes.split_tensor_empty import SplitTensorEmptyPass
from merge_alloc.report.totals import Bytes, FunctionBytes
from merge_alloc.source import source_site

TENSOR_PASSES: dict[str, type[ModulePass]] = {
    ConcatInPlacePass.name: ConcatInPlacePass,
    DirectTransposedConvPass.name: DirectTransposedConvPass,
    DistributeConcatPass.name: DistributeConcatPass,
    MarkLayerGroupsPass.name: MarkLayerGroupsPass,
    MarkCheapLayerGroupsPass.name: MarkCheapLayerGroupsPass,
    PadPerUsePass.name: PadPerUsePass,
    RematerializePerUsePass.name: RematerializePerUsePass,
    ReorderForMemoryPass.name: ReorderForMemoryPass,
    ReorderForConcatsPass.name: ReorderForConcatsPass,
    SplitTensorEmptyPass.name: SplitTensorEmptyPass,
}
"""The project's tensor-level passes a variant may name."""


def tensor_pass(spec: str) -> ModulePass:
    """The pass a variant's `tensor_passes` entry names: `NAME` or
    `NAME{OPTION=VALUE ...}`, read as `xdsl-opt -p` reads one."""
    parsed = next(parse_pipeline(spec))
    return TENSOR_PASSES[parsed.name].from_pass_spec(parsed)


@dataclass
class CompileResult:
    """The merged program and how it was chosen."""

    text: str
    """The merged program, printed by xDSL."""
    chosen: PipelineVariant
    arena: int
    """Bytes of the merged buffers only (see `allocated`)."""
    scopes: list[ScopeSummary]
    candidates: list[Candidate]
    seconds: dict[str, float] = field(default_factory=dict[str, float])
    """Wall time of each stage: parse, tensor passes, bounds, print input
    (the tensor programs printed for `mlir-opt`), mlir-opt, parse and merge
    (of the variants' outputs), print (the chosen program)."""
    left_alone: Bytes = field(default_factory=Bytes)
    """Allocs the pass left alone, the returned ones aside."""
    left_alone_allocs: int = 0
    returned: Bytes = field(default_factory=Bytes)
    """What the program's functions return (allocated for their callers)."""
    warnings: tuple[str, ...] = ()
    """The pass's warnings on the chosen variant's program."""
    functions: tuple[FunctionBytes, ...] = ()
    """Each function's figures (`merge_alloc.report.totals`)."""
    layer_groups: tuple[str, ...] = ()
    """The layer groups the chosen variant tiles, described
    (`merge_alloc.compile.layer_groups.LayerGroup.describe`)."""
    unmerged: str = ""
    """The chosen variant's memref program before merge-alloc, as `mlir-opt`
    printed it (generic form): what `text` was merged from, for a checker
    or an oracle comparing the two."""

    def function(self, name: str) -> FunctionBytes:
        """The figures of function `name`."""
        return next(f for f in self.functions if f.name == name)

    @property
    def allocated(self) -> Bytes:
        """Every byte the program allocates per call but the returned ones:
        merged buffers and allocs left alone (`merge_alloc.report.totals`),
        what the variant is chosen on."""
        return Bytes(self.arena) + self.left_alone

    def timings(self) -> list[str]:
        """The stages' wall times, then each variant's parse and merge, one
        line each (`python -m merge_alloc.compile -v`): where a compile's
        time goes."""
        total = sum(self.seconds.values())
        lines = [
            f"merge-alloc: {stage}: {seconds:.3f} s"
            for stage, seconds in self.seconds.items()
        ]
        lines.append(f"merge-alloc: total of the stages: {total:.3f} s")
        lines += [
            f"merge-alloc: variant {c.variant.name}: parse and merge {c.seconds:.3f} s"
            for c in self.candidates
            if c.seconds > 0
        ]
        return lines

    def summary(self) -> str:
        """One line: the chosen variant, what it allocates, and every
        candidate's total."""
        tried = ", ".join(c.describe() for c in self.candidates)
        groups = f" [{'; '.join(self.layer_groups)}]" if self.layer_groups else ""
        return (
            f"merge-alloc: variant {self.chosen.name}{groups}: allocates "
            f"{self.allocated.text()} per call (merged {self.arena:,} B + "
            f"{self.left_alone.text()} in {self.left_alone_allocs} allocs left "
            f"alone; returned {self.returned.text()}) (candidates: {tried})"
        )


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
    message = one_line(str(error.args[0]) if error.args else str(error))
    for op in module.walk():
        try:
            op.verify(verify_nested_ops=False)
        except VerifyException as own:
            reason = one_line(str(own.args[0]) if own.args else str(own))
            return diagnostic_line("error", op, reason)
    return f"{name}: error: {message}"


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


def located_warnings(
    program: ModuleOp,
    variant: PipelineVariant,
    tool: Path,
    options: MergeAllocOptions,
    fallback: tuple[str, ...],
) -> tuple[str, ...]:
    """The chosen variant's warnings at the user's source positions.

    The fast path parses `mlir-opt`'s output without locations, so its
    warnings say `<unknown>:0`; bufferization gives an alloc it creates the
    location of the tensor op it comes from (a `tensor.empty`, a linalg
    op's init), so one more located run of the chosen variant alone (only
    when it warns) tells the user which line of the model each is. The
    `fallback` lines are kept if that run fails or warns differently."""
    memref_ir = mlir_opt_or_error(
        tool,
        variant_flags(variant, program),
        print_generic(program, located=True),
        located=True,
    )
    if isinstance(memref_ir, CompileError):
        return fallback
    try:
        _, _, lines = merge_text(memref_ir, options)
    except CompileError:
        return fallback
    if len(lines) != len(fallback):
        return fallback
    # The fast path's text names values as the custom form prints them
    # (`%alloc`, `%dim`); the generic form has only numbers: keep the text,
    # take the position.
    placed: list[str] = []
    for fast, located in zip(fallback, lines, strict=True):
        position = located.split(": ", 1)[0]
        if fast.startswith(UNKNOWN_POSITION) and position != UNKNOWN_POSITION:
            fast = position + fast[len(UNKNOWN_POSITION) :]
        placed.append(fast)
    return tuple(placed)


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


def tensor_program(
    source: str,
    variant: PipelineVariant,
    *,
    name: str = "<stdin>",
    dim_bounds: Sequence[DimBound] = (),
) -> ModuleOp:
    """`source` after `variant`'s tensor-level passes (and `dim_bounds`, as
    `compile_model` writes them), each op located in the user's file: what
    the variant hands `mlir-opt`."""
    module = parse_source(source, name)
    try:
        apply_dim_bounds(module, dim_bounds)
    except ValueError as error:
        raise CompileError(f"error: {error}") from None
    locate_ops(module)
    for spec in variant.tensor_passes:
        tensor_pass(spec).apply(dialect_context(), module)
    return module


def bufferize_variant(
    source: str,
    variant: PipelineVariant,
    *,
    name: str = "<stdin>",
    mlir_opt: str | None = None,
    dim_bounds: Sequence[DimBound] = (),
) -> str:
    """`variant`'s memref program for `source`, before merge-alloc (what the
    benchmarks give every planner). `mlir_opt` as in `compile_model`."""
    module = tensor_program(source, variant, name=name, dim_bounds=dim_bounds)
    return run_mlir_opt(
        require_tool("mlir-opt", mlir_opt),
        variant_flags(variant, module),
        print_generic(module, located=True),
        located=True,
    )


_Row = tuple[str, Attribute, tuple[tuple[int, int], ...], tuple[object, ...]]
"""An op of `_signature`: name, location, operands by position, facts."""
_Signature = tuple[_Row, ...]


def _signature(module: ModuleOp) -> _Signature:
    """Each function body's ops in order: name, location, which earlier op's
    result (by position) each operand is, properties and attributes. Two
    programs that one program's passes made, and that differ at most in
    the order of their ops, are the same program when their signatures are
    (a region is not looked into: the order passes move an op with its body;
    were two ops of one name, location and attributes swapped with
    different bodies, each program would still compute the source's
    function)."""
    rows: list[_Row] = []
    functions = (op for op in module.walk() if isinstance(op, func.FuncOp))
    for body in (block for f in functions for block in f.body.blocks):
        position: dict[SSAValue, tuple[int, int]] = {}
        for argument in body.args:
            position[argument] = (-1, argument.index)
        for index, op in enumerate(body.ops):
            operands = tuple(position.get(o, (-2, 0)) for o in op.operands)
            facts = (*op.properties.items(), *op.attributes.items())
            rows.append((op.name, op.location, operands, facts))
            for result in op.results:
                position[result] = (index, result.index)
    return tuple(rows)


def tensor_programs(
    module: ModuleOp, candidates: Sequence[PipelineVariant]
) -> dict[tuple[str, ...], ModuleOp]:
    """The program each distinct list of tensor passes of `candidates` makes
    of `module` (which is used itself when there is only one). The lists
    share their prefixes (every variant starts with the same passes, each
    `+order` twin adds four), so the lists are walked as a tree: each pass
    of a common prefix runs once, and a program is cloned only where the
    lists part (DARTS cells, 9 lists: 49 pass runs become 21)."""
    lists = list(dict.fromkeys(v.tensor_passes for v in candidates))
    programs: dict[tuple[str, ...], ModuleOp] = {}

    def grow(program: ModuleOp, done: int, group: list[tuple[str, ...]]) -> None:
        """`program` has had the first `done` passes of every list of
        `group`; each list gets its program. Two branches that leave the
        same program (the order passes of two variants choosing one order)
        share what follows: one program, printed once."""
        ended = [names for names in group if len(names) == done]
        branches: dict[str, list[tuple[str, ...]]] = {}
        for names in group:
            if len(names) > done:
                branches.setdefault(names[done], []).append(names)
        owners = len(ended) + len(branches)
        for names in ended:
            owners -= 1
            programs[names] = program if owners == 0 else program.clone()
        grown: dict[_Signature, dict[tuple[str, ...], ModuleOp]] = {}
        for spec, following in branches.items():
            owners -= 1
            branch = program if owners == 0 else program.clone()
            tensor_pass(spec).apply(dialect_context(), branch)
            signature = _signature(branch) if len(branches) > 1 else ()
            earlier = grown.get(signature, {})
            rest = [names for names in following if names[done + 1 :] not in earlier]
            for names in following:
                if names[done + 1 :] in earlier:
                    programs[names] = earlier[names[done + 1 :]]
            if rest:
                grow(branch, done + 1, rest)
            grown.setdefault(signature, {}).update(
                {names[done + 1 :]: programs[names] for names in following}
            )

    grow(module.clone() if len(lists) > 1 else module, 0, lists)
    return programs


def _silent(stage: str, settled: int) -> None:
    del stage, settled


def compile_model(
    source: str,
    *,
    name: str = "<stdin>",
    variants: Sequence[PipelineVariant] | None = None,
    options: MergeAllocOptions | None = None,
    jobs: int = 2,
    mlir_opt: str | None = None,
    run_all: bool = False,
    report: str | None = None,
    planner: str | None = None,
    dim_bounds: Sequence[DimBound] = (),
    progress: Progress | None = None,
) -> CompileResult:
    """Compile a linalg-on-tensors program to its merged memref program.

    `variants` (default: every variant trading nothing but memory) are tried
    and the smallest total kept (`CompileResult.allocated`; the earlier
    variant on a tie), `jobs` of
    them at a time (forked worker processes; 1 runs them in this process); a
    variant whose `mlir-opt` output equals an earlier one's is not parsed
    again. A variant that cannot win is not run (`merge_alloc.compile.bounds`):
    one whose scripts match nothing more than an earlier candidate's, and,
    unless `run_all`, one whose arena's lower bound is not below a total
    already measured; the variants with the smallest bounds run first.
    `options` are merge-alloc's (default: alignment 64, default planner).
    `mlir_opt` is a command line's `--mlir-opt` (default: found as
    `merge_alloc.mlir_tools` says). `report` is the pass's `report=`: the
    chosen variant's plan report is written there (`planner` names the
    planner in it); a path that cannot be written is a
    `MergeAllocOptionError` before any work. Raises `CompileError` (one
    line) on bad input or when no variant goes through,
    `merge_alloc.mlir_tools.ToolNotFound` without MLIR 22's `mlir-opt`.
    `dim_bounds` are written on the entry function's arguments first
    (`merge_alloc.compile.dim_bounds`), and then the arenas follow the
    dynamic sizes (merge-alloc's `symbolic-offsets`, docs/dynamic-shapes.md)
    unless `options` deploy a workspace sized at compile time
    (`symbolic_offsets_problem`: `arena=argument` follows them). `progress` is
    told what the compile does next and how many candidates are settled
    (`merge_alloc.compile.runs.Progress`; the command line draws a bar with
    it).
    """
    if report:
        check_report_path(report)
    options = options if options is not None else MergeAllocOptions()
    if dim_bounds and symbolic_offsets_problem(options) is None:
        options = dataclasses.replace(options, symbolic_offsets=True)
    candidates = list(variants) if variants is not None else candidate_variants()
    tool = require_tool("mlir-opt", mlir_opt)
    tell: Progress = progress if progress is not None else _silent
    # xDSL's parse allocates hundreds of thousands of objects, all alive until
    # the choice; the collections they trigger took a sixth of the parse
    # (ResNet-18 224x224, pad-rows: 0.47 s against 0.39 s). Forked workers
    # inherit the pause.
    with cyclic_gc_paused():
        seconds: dict[str, float] = {}
        start = time.perf_counter()
        tell("parse", 0)
        module = parse_source(source, name)
        try:
            apply_dim_bounds(module, dim_bounds)
        except ValueError as error:
            raise CompileError(f"error: {error}") from None
        seconds["parse"] = time.perf_counter() - start
        start = time.perf_counter()
        tell("tensor passes", 0)
        locate_ops(module)
        programs = tensor_programs(module, candidates)
        seconds["tensor passes"] = time.perf_counter() - start
        # Pools may leave buffers out of the arenas: no bound is certain then.
        choice = choose(
            candidates,
            programs,
            tool=tool,
            options=options,
            jobs=jobs,
            bounds=not options.pools,
            prune=not run_all,
            report=ReportRequest(name, planner) if report else None,
            progress=tell,
        )
    seconds.update(choice.seconds)
    outcome = choice.outcome
    assert outcome.arena is not None
    if report:
        assert outcome.plan_report is not None
        write_report(report, outcome.plan_report)
    warnings = outcome.warnings
    chosen = candidates[choice.index]
    groups = (
        tuple(g.describe() for _, g in marked_groups(programs[chosen.tensor_passes]))
        if chosen.layer_groups
        else ()
    )
    if any(line.startswith(UNKNOWN_POSITION) for line in warnings):
        warnings = located_warnings(
            programs[chosen.tensor_passes], chosen, tool, options, warnings
        )
    return CompileResult(
        choice.text,
        candidates[choice.index],
        outcome.arena,
        outcome.scopes,
        choice.candidates,
        seconds,
        outcome.left_alone,
        outcome.left_alone_allocs,
        outcome.returned,
        warnings,
        outcome.functions,
        groups,
        choice.unmerged,
    )
