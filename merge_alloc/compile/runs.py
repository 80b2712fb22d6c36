"""Which candidate variants run, in which order, side by side.

Before anything runs, `predict` reads two facts off each candidate's tensor
program (`merge_alloc.compile.bounds`): whether its pad-tiling scripts match
anything more than an earlier candidate's (if not, it computes that
candidate's program and is left out), and a lower bound of its arena.
`choose` then runs the candidates, the smallest bounds first, `jobs` at a
time, and drops the candidates whose bound is not below the best total
measured so far (on a tie the earlier variant wins, so a later one with an
equal bound cannot). A candidate runs in two steps: `mlir-opt` (cheap),
after which its output gives a second bound
(`merge_alloc.compile.memref_bounds`: allocs certainly live together, read
off the text), and xDSL's parse and merge-alloc (most of the cost), which
measure its total. The next step is always the one of the candidate with the
smallest (bound, position): it is bufferized when it has not been, else
parsed, so a program is parsed only once no candidate bufferized or not
could still be found to need less (`darts_cells`: 12 candidates bufferized,
2 parsed, against 12 parsed). The total is every byte the merged program
allocates per call, the merged buffers and the allocs left alone
(`merge_alloc.report.totals`; the returned result aside): a bound of the
arena bounds it too, since the total is never below the arena. A total with
allocs of unknown size loses to every total without, and prunes nothing.
What is left is chosen by measurement, as before: ResNet-18 at 32x32 leaves
out `split`, `fills` and `generalize-first`, whose padded copies alone
(148,480 B) need more than `pad-channels` allocates (83,200 B).

In a batch the `mlir-opt` runs go side by side (threads waiting on the
subprocesses); of the distinct outputs of a batch to parse, one is parsed
and merged in this process while each other one is in a forked child
(xDSL's parse holds the GIL). A child keeps its merged program until the
choice is made, so that only the chosen program is printed (0.1 s for
ResNet-18 at 224x224).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress
from dataclasses import dataclass, field
from itertools import takewhile
from multiprocessing import get_context
from multiprocessing.connection import Connection
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp

from merge_alloc.compile.bounds import PaddedCopies
from merge_alloc.compile.layer_groups import marked_groups, variant_flags
from merge_alloc.compile.memref_bounds import allocated_lower_bound
from merge_alloc.compile.steps import (
    CompileError,
    ScopeSummary,
    merge_text,
    mlir_opt_or_error,
    print_custom,
    print_generic,
    scope_summaries,
)
from merge_alloc.compile.variants import PAD_TILED_OPS, PipelineVariant
from merge_alloc.options import MergeAllocOptions
from merge_alloc.report.totals import Bytes, FunctionBytes, allocation_totals

Progress = Callable[[str, int], None]
"""Told, before each step of a compile, what it does next (`parse`, `tensor
passes`, `bounds`, the variants of the batch about to run, `done`) and how
many candidate variants are settled: run, or left out as unable to win."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """What one variant gave, or why it did not run."""

    variant: PipelineVariant
    arena: int | None
    """Bytes of the merged buffers of its program; None if the variant failed
    or did not run."""
    seconds: float
    """Wall time of its parse and merge."""
    error: str | None = None
    bound: int = 0
    """A lower bound of its total known before it ran
    (`merge_alloc.compile.bounds`; once `mlir-opt` ran, the larger of that
    and `merge_alloc.compile.memref_bounds`' bound of its output; 0: none).
    A variant that did not run and names no `skipped` reason had a bound no
    smaller than the chosen total."""
    bufferized: bool = False
    """Its `mlir-opt` ran but its output was not parsed: the bound of the
    output decided."""
    skipped: str | None = None
    """`= NAME` when its program is candidate NAME's (its scripts match
    nothing more)."""
    allocated: Bytes | None = None
    """Bytes its program allocates per call (merged buffers and allocs left
    alone, `merge_alloc.report.totals`): what the choice compares."""

    def describe(self) -> str:
        """`NAME TOTAL B`, or why there is none."""
        name = self.variant.name
        if self.allocated is not None:
            return f"{name} {self.allocated.text()}"
        if self.skipped is not None:
            return f"{name} {self.skipped}"
        if self.error is not None:
            return f"{name} failed"
        left_out = "not parsed" if self.bufferized else "not run"
        return f"{name} >= {self.bound:,} B ({left_out})"


@dataclass(frozen=True, slots=True)
class Prediction:
    """What is known of a candidate before it runs."""

    bound: int = 0
    """A lower bound of its arena (0: none known)."""
    same_as: int | None = None
    """The earlier candidate whose program it computes, if any."""
    pointless: str | None = None
    """Why it is not run although no candidate computes its program (a
    layer-groups variant on a program without a group)."""


def predict(
    candidates: Sequence[PipelineVariant],
    programs: dict[tuple[str, ...], ModuleOp],
    *,
    bounds: bool = True,
) -> list[Prediction]:
    """Per candidate: the earlier candidate it duplicates, else (with
    `bounds`) a lower bound of its arena. `programs` holds the tensor
    program of each candidate's tensor passes."""
    predictions: list[Prediction] = []
    copies = {key: PaddedCopies.of(program) for key, program in programs.items()}
    for index, variant in enumerate(candidates):
        program = copies[variant.tensor_passes]
        matched = program.matched_entry_points(variant.entry_points, PAD_TILED_OPS)
        groups = (
            marked_groups(programs[variant.tensor_passes])
            if variant.layer_groups
            else []
        )
        if variant.layer_groups and not groups and len(candidates) > 1:
            # Forced alone (`--variant`), it runs: it is what was asked for.
            predictions.append(Prediction(pointless="(no layer group)"))
            continue
        same_as = None
        if matched != variant.entry_points:
            same_as = next(
                (
                    earlier
                    for earlier, other in enumerate(candidates[:index])
                    if programs[other.tensor_passes] is programs[variant.tensor_passes]
                    and other.prepare == variant.prepare
                    and other.concat_in_place == variant.concat_in_place
                    and other.entry_points == matched
                ),
                None,
            )
        bound = 0
        if bounds and same_as is None:
            fused = frozenset(m.op for _, g in groups for m in g.members)
            bound = program.arena_lower_bound(variant.tiled_ops, fused)
        predictions.append(Prediction(bound, same_as))
    return predictions


@dataclass(frozen=True, slots=True)
class ReportRequest:
    """What a plan report (the pass's `report=`) records of the run."""

    source: str
    """The user's file."""
    planner: str | None
    """The planner's name."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One variant's parse and merge: small and picklable."""

    arena: int | None
    """Bytes of the merged buffers (a deployment's arenas)."""
    scopes: list[ScopeSummary]
    seconds: float
    error: str | None = None
    left_alone: Bytes = field(default_factory=Bytes)
    """Allocs left alone and not returned (`merge_alloc.report.totals`)."""
    left_alone_allocs: int = 0
    returned: Bytes = field(default_factory=Bytes)
    warnings: tuple[str, ...] = ()
    """The pass's warning lines, printed for the chosen variant only."""
    functions: tuple[FunctionBytes, ...] = ()
    """Each function's figures."""
    plan_report: str | None = None
    """Its plan report as JSON text, when one was asked for."""

    @property
    def allocated(self) -> Bytes | None:
        """Every byte allocated per call but the returned ones."""
        return None if self.arena is None else Bytes(self.arena) + self.left_alone

    def key(self) -> tuple[int, int]:
        """Smaller is better: allocs of unknown size first, then bytes."""
        allocated = self.allocated
        assert allocated is not None
        return (allocated.unknown, allocated.known)


def evaluate(
    memref_ir: str | CompileError,
    options: MergeAllocOptions,
    report: ReportRequest | None = None,
) -> tuple[Outcome, ModuleOp | None]:
    """One candidate's `mlir-opt` output: parsed and merged (and, with
    `report`, its plan report made while the merge's analysis is at hand:
    a forked child cannot hand that back)."""
    began = time.perf_counter()
    try:
        if isinstance(memref_ir, CompileError):
            raise memref_ir
        module, merged, warnings = merge_text(memref_ir, options)
    except CompileError as error:
        return Outcome(None, [], time.perf_counter() - began, str(error)), None
    plan: str | None = None
    if report is not None:
        from merge_alloc.report.plan_report import plan_report, plan_report_text

        plan = plan_report_text(
            plan_report(
                merged, options.alignment, source=report.source, planner=report.planner
            )
        )
    totals = allocation_totals(merged, options.index_bitwidth)
    outcome = Outcome(
        totals.merged,
        scope_summaries(merged, options.alignment),
        time.perf_counter() - began,
        left_alone=totals.left_alone,
        left_alone_allocs=totals.left_alone_allocs(),
        returned=totals.returned,
        warnings=tuple(warnings),
        functions=tuple(f.figures() for f in totals.functions),
        plan_report=plan,
    )
    return outcome, module


def _child_main(
    connection: Connection,
    memref_ir: str,
    options: MergeAllocOptions,
    report: ReportRequest | None,
) -> None:
    try:
        outcome, module = evaluate(memref_ir, options, report)
    except Exception as error:  # a bug: raised again in the parent
        connection.send(error)
        return
    connection.send(outcome)
    if module is not None and connection.recv():
        connection.send(print_custom(module))
    connection.close()


class _Child:
    """A forked process parsing and merging one `mlir-opt` output; it keeps
    the merged program until asked to print it or to quit."""

    def __init__(
        self,
        memref_ir: str,
        options: MergeAllocOptions,
        report: ReportRequest | None,
    ) -> None:
        fork = get_context("fork")
        self.connection, theirs = fork.Pipe()
        self.process = fork.Process(
            target=_child_main, args=(theirs, memref_ir, options, report), daemon=True
        )
        self.process.start()
        theirs.close()

    def outcome(self) -> Outcome:
        received = self.connection.recv()
        if isinstance(received, Exception):
            self.release()
            raise received
        assert isinstance(received, Outcome)
        return received

    def program(self) -> str:
        self.connection.send(True)
        text = self.connection.recv()
        assert isinstance(text, str)
        self.release()
        return text

    def release(self) -> None:
        if not self.connection.closed:
            with suppress(OSError):  # it has already quit
                self.connection.send(False)
            self.connection.close()
        self.process.join()


@dataclass
class Choice:
    """The chosen candidate and what every candidate gave."""

    index: int
    outcome: Outcome
    text: str
    """The chosen merged program, printed."""
    candidates: list[Candidate]
    seconds: dict[str, float]
    unmerged: str
    """The chosen variant's memref program as `mlir-opt` printed it: what
    was merged into `text`."""


class _Runs:
    """Runs batches of candidates and keeps the best so far (its merged
    program in this process or in a waiting child)."""

    def __init__(
        self,
        tool: Path,
        options: MergeAllocOptions,
        programs: dict[tuple[str, ...], ModuleOp],
        report: ReportRequest | None,
    ) -> None:
        self.tool = tool
        self.options = options
        self.report = report
        self.programs = programs
        self.texts: dict[int, str] = {}
        """Per program (by identity: lists of passes that made the same
        program share it, `tensor_programs`), its text for `mlir-opt`."""
        self.optimized: dict[tuple[tuple[str, ...], str], str | CompileError] = {}
        """Per distinct `mlir-opt` run (flags, input): its output or error."""
        self.merged: dict[str, Outcome] = {}
        """Per distinct `mlir-opt` output already merged."""
        self.best: tuple[int, Outcome] | None = None
        self.kept: tuple[str, ModuleOp | _Child] | None = None
        """The best's `mlir-opt` output and its merged program."""
        self.seconds = {"print input": 0.0, "mlir-opt": 0.0, "parse and merge": 0.0}

    def input_text(self, variant: PipelineVariant) -> str:
        program = self.programs[variant.tensor_passes]
        if id(program) not in self.texts:
            start = time.perf_counter()
            self.texts[id(program)] = print_generic(program)
            self.seconds["print input"] += time.perf_counter() - start
        return self.texts[id(program)]

    def bufferize(
        self, batch: Sequence[tuple[int, PipelineVariant]]
    ) -> list[str | CompileError]:
        """`mlir-opt` on each candidate of `batch`, side by side: its output
        or its error."""
        start = time.perf_counter()
        printed = self.seconds["print input"]
        flags = [
            variant_flags(variant, self.programs[variant.tensor_passes])
            for _, variant in batch
        ]
        texts = [self.input_text(variant) for _, variant in batch]
        printed = self.seconds["print input"] - printed

        # Candidates whose tensor programs print alike (an order pass that
        # kept the program's order) and whose flags agree share one run.
        runs = [(tuple(f), t) for f, t in zip(flags, texts, strict=True)]
        fresh = [run for run in dict.fromkeys(runs) if run not in self.optimized]

        def optimize(run: tuple[tuple[str, ...], str]) -> str | CompileError:
            return mlir_opt_or_error(self.tool, list(run[0]), run[1])

        if len(fresh) == 1:
            self.optimized[fresh[0]] = optimize(fresh[0])
        elif fresh:
            with ThreadPoolExecutor(len(fresh)) as threads:
                self.optimized.update(
                    zip(fresh, threads.map(optimize, fresh), strict=True)
                )
        self.seconds["mlir-opt"] += time.perf_counter() - start - printed
        return [self.optimized[run] for run in runs]

    def merge(
        self,
        batch: Sequence[tuple[int, PipelineVariant]],
        memref_irs: Sequence[str | CompileError],
    ) -> list[Outcome]:
        """Parse and merge the `mlir-opt` outputs of `batch` (each distinct
        one once, side by side): each candidate's outcome."""
        start = time.perf_counter()
        fresh = list(
            dict.fromkeys(
                ir for ir in memref_irs if isinstance(ir, str) and ir not in self.merged
            )
        )
        programs: dict[str, ModuleOp | _Child] = {
            ir: _Child(ir, self.options, self.report) for ir in fresh[1:]
        }
        for memref_ir in fresh[:1]:
            self.merged[memref_ir], module = evaluate(
                memref_ir, self.options, self.report
            )
            if module is not None:
                programs[memref_ir] = module
        for memref_ir in fresh[1:]:
            child = programs[memref_ir]
            assert isinstance(child, _Child)
            self.merged[memref_ir] = child.outcome()
        outcomes: list[Outcome] = []
        for (index, variant), memref_ir in zip(batch, memref_irs, strict=True):
            outcome = self.merged[memref_ir] if isinstance(memref_ir, str) else None
            if outcome is None or outcome.error is not None:
                # Redone with locations and generic output: that gives the
                # error in the user's file, or goes through if only xDSL's
                # custom-form parsing failed.
                located = print_generic(
                    self.programs[variant.tensor_passes], located=True
                )
                memref_ir = mlir_opt_or_error(
                    self.tool,
                    variant_flags(variant, self.programs[variant.tensor_passes]),
                    located,
                    located=True,
                )
                outcome, module = evaluate(memref_ir, self.options, self.report)
                if isinstance(memref_ir, str) and module is not None:
                    programs[memref_ir] = module
            if isinstance(memref_ir, str):
                self._consider(index, outcome, memref_ir, programs.get(memref_ir))
            outcomes.append(outcome)
        for program in programs.values():
            if isinstance(program, _Child) and (
                self.kept is None or program is not self.kept[1]
            ):
                program.release()
        self.seconds["parse and merge"] += time.perf_counter() - start
        return outcomes

    def _consider(
        self,
        index: int,
        outcome: Outcome,
        memref_ir: str,
        program: ModuleOp | _Child | None,
    ) -> None:
        """Keep `outcome` if its total is the smallest so far (the earlier
        candidate on a tie), with its program."""
        if outcome.arena is None:
            return
        if self.best is not None and (outcome.key(), index) >= (
            self.best[1].key(),
            self.best[0],
        ):
            return
        self.best = (index, outcome)
        if self.kept is not None and self.kept[0] == memref_ir:
            return
        if self.kept is not None and isinstance(self.kept[1], _Child):
            self.kept[1].release()
        if program is None:  # the output of a candidate merged and dropped
            _, module = evaluate(memref_ir, self.options)
            assert module is not None
            program = module
        self.kept = (memref_ir, program)

    def beaten(self, index: int, bound: int) -> bool:
        """No program whose arena's lower bound is `bound` at position
        `index` beats the best total so far (a tie goes to the earlier
        candidate): its total is at least its arena, so at least `bound`. A
        best with allocs of unknown size beats nothing for certain."""
        if self.best is None or self.best[1].arena is None:
            return False
        unknown, known = self.best[1].key()
        return unknown == 0 and (bound, index) > (known, self.best[0])

    def chosen_text(self) -> str:
        assert self.kept is not None
        program = self.kept[1]
        if isinstance(program, _Child):
            return program.program()
        return print_custom(program)

    def close(self) -> None:
        if self.kept is not None and isinstance(self.kept[1], _Child):
            self.kept[1].release()


def choose(
    candidates: Sequence[PipelineVariant],
    programs: dict[tuple[str, ...], ModuleOp],
    *,
    tool: Path,
    options: MergeAllocOptions,
    jobs: int,
    bounds: bool,
    prune: bool = True,
    report: ReportRequest | None = None,
    progress: Progress | None = None,
) -> Choice:
    """Run the candidates that can win (see the module's docstring) and keep
    the smallest total, the earlier variant on a tie; with `bounds`, lower
    bounds are computed, and with `prune` too, used; with `report`, each
    outcome carries its plan report. Raises `CompileError` when none goes
    through. `progress` is told each batch before it runs."""
    start = time.perf_counter()
    if progress is not None:
        progress("bounds", 0)
    predictions = predict(candidates, programs, bounds=bounds)
    seconds = {"bounds": time.perf_counter() - start}
    runs = _Runs(tool, options, programs, report)
    # An output's own bound assumes what a plain run counts: no pools (which
    # may leave buffers out of the arenas), no deployment.
    text_bounds = bounds and prune and not options.is_deployment
    bound = {i: p.bound for i, p in enumerate(predictions)}
    outputs: dict[int, str | CompileError] = {}
    """Per candidate bufferized so far: `mlir-opt`'s output."""
    outcomes: dict[int, Outcome] = {}
    pending = [
        i
        for i, p in enumerate(predictions)
        if p.same_as is None and p.pointless is None
    ]
    width = max(1, jobs)
    bounding = 0.0
    try:
        while True:
            if prune:
                pending = [i for i in pending if not runs.beaten(i, bound[i])]
            if not pending:
                break
            pending.sort(key=lambda i: (bound[i], i))
            settled = len(candidates) - len(pending)
            if pending[0] not in outputs:
                batch = [i for i in pending if i not in outputs][:width]
                if progress is not None:
                    progress(", ".join(candidates[i].name for i in batch), settled)
                irs = runs.bufferize([(i, candidates[i]) for i in batch])
                began = time.perf_counter()
                for i, memref_ir in zip(batch, irs, strict=True):
                    outputs[i] = memref_ir
                    if text_bounds and isinstance(memref_ir, str):
                        bound[i] = max(
                            bound[i],
                            allocated_lower_bound(memref_ir, options.alignment),
                        )
                bounding += time.perf_counter() - began
                continue
            batch = list(takewhile(lambda i: i in outputs, pending))[:width]
            pending = pending[len(batch) :]
            if progress is not None:
                progress(", ".join(candidates[i].name for i in batch), settled)
            merged = runs.merge(
                [(i, candidates[i]) for i in batch], [outputs[i] for i in batch]
            )
            outcomes.update(zip(batch, merged, strict=True))
        tried = [
            _candidate(
                candidates,
                index,
                predictions[index],
                outcomes.get(index),
                bound[index] if index in outputs else None,
            )
            for index in range(len(candidates))
        ]
        if runs.best is None:
            first = next((c.error for c in tried if c.error is not None), None)
            raise CompileError(first or "error: no variant went through")
        index, outcome = runs.best
        start = time.perf_counter()
        text = runs.chosen_text()
        printed = time.perf_counter() - start
        assert runs.kept is not None
        unmerged = runs.kept[0]
        if progress is not None:
            progress("done", len(candidates))
    finally:
        runs.close()
    seconds["bounds"] += bounding
    seconds.update(runs.seconds)
    seconds["print"] = printed
    return Choice(index, outcome, text, tried, seconds, unmerged)


def _candidate(
    candidates: Sequence[PipelineVariant],
    index: int,
    prediction: Prediction,
    outcome: Outcome | None,
    output_bound: int | None,
) -> Candidate:
    """What candidate `index` gave; `output_bound` is its bound once its
    `mlir-opt` ran (None if it did not)."""
    variant = candidates[index]
    if outcome is not None:
        return Candidate(
            variant,
            outcome.arena,
            outcome.seconds,
            outcome.error,
            prediction.bound,
            allocated=outcome.allocated,
        )
    if prediction.same_as is not None:
        return Candidate(
            variant, None, 0.0, skipped=f"= {candidates[prediction.same_as].name}"
        )
    if prediction.pointless is not None:
        return Candidate(variant, None, 0.0, skipped=prediction.pointless)
    if output_bound is not None:
        return Candidate(variant, None, 0.0, bound=output_bound, bufferized=True)
    return Candidate(variant, None, 0.0, bound=prediction.bound)
