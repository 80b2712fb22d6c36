"""Run one fuzz case: pass -> plan checker -> execute before/after -> compare.

Why each stage: the pass may reject valid input (`pass-error`) or emit IR
that xDSL or `mlir-opt` rejects (`invalid-output`); the plan checker finds
overlaps the oracle cannot see (per-thread slots: the oracle runs `scf.forall`
sequentially) and misaligned or out-of-bounds views; the oracle finds
everything else that changes what the program computes.

A case is one program with one planner. `run_program` runs several planners
on one program and shares the costly parts: the original program is parsed
and executed once, identical outputs of different planners are verified,
checked and executed once (most planners place a small program's buffers
alike: 40 distinct outputs of 300 on 30 checker-only programs), and the
`mlir-opt`/`mlir-runner` subprocesses run on a thread pool (they release the
GIL, so two cores are both busy).
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from functools import cache
from typing import Literal

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions, TraceCollector
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module
from merge_alloc.verify.fuzz.fit import index_range_violations
from merge_alloc.verify.fuzz.generate import Program

Driver = Callable[[ModuleOp, MergeAllocOptions], object]
"""Runs merge-alloc on a module (`merge_alloc.driver.merge_alloc`, or a
sabotaged pass of `merge_alloc.verify.fuzz.sabotage` whose bug is not in the
lifetime analysis)."""

Status = Literal[
    "ok",
    "pass-error",
    "invalid-output",
    "checker-violation",
    "output-mismatch",
    "crash",
    "invalid-program",
]

ALT_PERTURB = 90
"""Second fill byte: a program whose output changes with the byte reads
memory it never wrote, so the generator (not the pass) is at fault."""

WORKERS = max(2, min(4, os.cpu_count() or 2))
"""Threads driving subprocesses (the work itself runs in the subprocesses)."""


@dataclass(frozen=True)
class CaseResult:
    """The outcome of one program under one planner."""

    planner: str
    status: Status
    detail: str = ""
    after: str | None = None
    """The pass output, when the pass produced one."""

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def signature(self) -> str:
        """What kind of failure this is, coarse enough that the shrinker
        keeps the same bug while it simplifies the program."""
        if self.status in ("ok", "output-mismatch"):
            return self.status
        first = self.detail.strip().splitlines()[0] if self.detail.strip() else ""
        if self.status == "checker-violation":
            kinds = sorted({line.split(":", 1)[0] for line in self.detail.splitlines()})
            return f"{self.status}:{','.join(kinds)}"
        if self.status == "pass-error":
            # The reason without the op's SSA name (it changes while shrinking).
            reason = first.split(" op ", 1)[-1]
            reason = " ".join(w for w in reason.split() if not w.startswith("%"))
            return f"{self.status}:{reason}"
        return f"{self.status}:{first[:60]}"

    def report(self) -> str:
        """Human-readable summary (for logs and regression notes)."""
        text = f"planner={self.planner}: {self.status}"
        return f"{text}\n{self.detail}" if self.detail else text


@cache
def _context() -> Context:
    """One context for every parse: registering dialects is not free, and
    a `Context` only grows as dialects load, so sharing it is safe."""
    ctx = Context()
    register_dialects(ctx)
    return ctx


def parse(text: str) -> ModuleOp:
    """Parse a program with merge-alloc's dialect extensions."""
    return Parser(_context(), text).parse_module()


def verified_program(text: str) -> ModuleOp | str:
    """The parsed and verified program, or why xDSL rejects it (a generator
    bug, reported as an `invalid-program` case)."""
    try:
        module = parse(text)
        module.verify()
    except Exception as exc:
        return f"xDSL: {exc}"
    return module


@dataclass(frozen=True)
class Static:
    """The part of a case that needs no MLIR tools."""

    result: CaseResult | None
    """A failure, or None when the after program must still be executed."""
    after: str | None


def static_case(
    program: Program,
    planner: str,
    before: ModuleOp,
    tracer: TraceCollector | None = None,
    use_checker: bool = True,
    inplace: bool | None = None,
    judged: dict[str, Static] | None = None,
    driver: Driver = merge_alloc,
) -> Static:
    """Run the pass on a copy of `before`, verify it, check the plan.

    `tracer` replaces the pass's lifetime analysis: the fuzzer's own tests
    plant a bug there to prove that the fuzzer finds it (`sabotage`).

    `judged` maps pass outputs (as text) already verified and checked against
    the same `before` to their verdict: most planners place a small program's
    buffers alike, and an output printed identically is the same IR, which
    xDSL's verifier and the plan checker judge alike. A hit takes that
    verdict (under this planner's name) instead of judging it again; a miss
    is judged and recorded.

    The pass runs with the options the program asks for (`Program.options`)
    and through `driver` (a sabotaged pass, to test the fuzzer)."""
    module = before.clone()
    try:
        options = MergeAllocPass(
            planner=planner, alignment=program.alignment, **program.pass_options
        ).options()
        if tracer is not None:
            options = replace(options, tracer=tracer)
        if inplace is not None:  # else the pass's default
            options = replace(options, inplace=inplace)
        driver(module, options)
    except MergeAllocError as exc:
        if _refused_for_index_width(str(exc), program.index_bitwidth):
            return Static(CaseResult(planner, "ok", f"refused: {exc}"), None)
        return Static(CaseResult(planner, "pass-error", str(exc)), None)
    except Exception:
        return Static(
            CaseResult(planner, "crash", "pass raised:\n" + traceback.format_exc()),
            None,
        )
    try:
        after = str(module)
    except Exception:
        return Static(
            CaseResult(planner, "crash", "printing raised:\n" + traceback.format_exc()),
            None,
        )
    bits = program.index_bitwidth
    if judged is None:
        return _judge(planner, module, before, after, use_checker, bits)
    seen = judged.get(after)
    if seen is None:
        seen = judged[after] = _judge(planner, module, before, after, use_checker, bits)
    if seen.result is None:
        return seen
    return Static(replace(seen.result, planner=planner), seen.after)


def _refused_for_index_width(message: str, index_bitwidth: int) -> bool:
    """Whether the pass refused, in its one line, a plan whose offsets or
    size an `index` of `index_bitwidth` bits cannot hold: the answer the
    `huge` shape asks for when its buffers do not fit (docs/testing.md), not
    a failure. A 64-bit run has no such refusal to excuse."""
    return index_bitwidth < 64 and f"{index_bitwidth}-bit index" in message


def _judge(
    planner: str,
    module: ModuleOp,
    before: ModuleOp,
    after: str,
    use_checker: bool,
    index_bitwidth: int = 64,
) -> Static:
    """xDSL's verifier, then (with `use_checker`) the plan checker and the
    index-range check (`merge_alloc.verify.fuzz.fit`), on the pass output
    `module` printed as `after`."""
    try:
        module.verify()
    except Exception as exc:
        return Static(
            CaseResult(planner, "invalid-output", f"xDSL verify: {exc}", after), None
        )
    if not use_checker:
        return Static(None, after)
    try:
        # The rewritten module itself, not a re-parse of its text: parsing is
        # most of the cost of a case, and the text is re-parsed anyway by
        # `mlir-opt` when the program is executed.
        report = check_module(module, before, index_bitwidth=index_bitwidth)
        beyond = index_range_violations(before, module, index_bitwidth)
    except Exception:
        return Static(
            CaseResult(
                planner, "crash", "checker raised:\n" + traceback.format_exc(), after
            ),
            None,
        )
    if not report.ok or beyond:
        detail = "\n".join([*(str(v) for v in report.violations), *beyond])
        return Static(CaseResult(planner, "checker-violation", detail, after), None)
    return Static(None, after)


RUN_TIMEOUT = 20.0
"""Seconds allowed to each tool on a generated program (they run in well
under one): a merged program that overflows a buffer into the allocator's
bookkeeping can hang in glibc's abort, and a campaign should not wait the
oracle's default minute for it."""


def _run(text: str, perturb: int = oracle.DEFAULT_PERTURB) -> str | oracle.OracleError:
    try:
        return oracle.run(text, perturb=perturb, timeout=RUN_TIMEOUT)
    except oracle.OracleError as exc:
        return exc


def run_program(
    program: Program,
    planners: Sequence[str],
    *,
    execute: bool | None = None,
    pool: ThreadPoolExecutor | None = None,
    tracer: TraceCollector | None = None,
    use_checker: bool = True,
    inplace: bool | None = None,
    driver: Driver = merge_alloc,
) -> list[CaseResult]:
    """One result per planner. `execute` defaults to True for exec-mode
    programs (checker-only programs cannot run on the CPU)."""
    if execute is None:
        execute = program.mode == "exec"
    before = verified_program(program.text)
    if isinstance(before, str):
        return [CaseResult(p, "invalid-program", before) for p in planners]
    judged: dict[str, Static] = {}
    statics = {
        p: static_case(program, p, before, tracer, use_checker, inplace, judged, driver)
        for p in planners
    }
    if not execute:
        return [
            statics[p].result or CaseResult(p, "ok", "", statics[p].after)
            for p in planners
        ]
    afters = sorted({s.after for s in statics.values() if s.result is None and s.after})
    texts = [program.text, *afters]
    own_pool = pool is None
    executor = pool or ThreadPoolExecutor(WORKERS)
    try:
        outputs = dict(zip(texts, executor.map(_run, texts), strict=True))
    finally:
        if own_pool:
            executor.shutdown()
    reference = outputs[program.text]
    if isinstance(reference, oracle.OracleError):
        return [
            CaseResult(p, "invalid-program", f"original program: {reference}")
            for p in planners
        ]
    results: list[CaseResult] = []
    for planner in planners:
        static = statics[planner]
        if static.result is not None:
            results.append(static.result)
            continue
        after = static.after or ""
        output = outputs[after]
        if isinstance(output, oracle.LoweringError):
            results.append(
                CaseResult(planner, "invalid-output", f"mlir-opt: {output}", after)
            )
        elif isinstance(output, oracle.OracleError):
            results.append(CaseResult(planner, "crash", f"run: {output}", after))
        elif output != reference:
            results.append(_mismatch(program, planner, reference, output, after))
        else:
            results.append(CaseResult(planner, "ok", "", after))
    return results


def _mismatch(
    program: Program, planner: str, reference: str, output: str, after: str
) -> CaseResult:
    """An output difference, unless the original program itself depends on
    the fill byte (a generator bug, reported as `invalid-program`)."""
    alternative = _run(program.text, ALT_PERTURB)
    diff = oracle.OracleResult(reference, output, oracle.DEFAULT_PERTURB).diff()
    if alternative != reference:
        return CaseResult(
            planner,
            "invalid-program",
            "the original program reads memory it never wrote "
            f"(output changes with the fill byte)\n{diff}",
            after,
        )
    return CaseResult(planner, "output-mismatch", diff, after)


def run_case(
    program: Program, planner: str, tracer: TraceCollector | None = None
) -> CaseResult:
    """One program with one planner: pass, checker, oracle."""
    return run_program(program, [planner], tracer=tracer)[0]
