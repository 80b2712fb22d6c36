"""Run one fuzz case: pass -> plan checker -> execute before/after -> compare.

In order: whether a plan fits its `index` type, one case, and the cases of
the deployment options (generated programs with calls).

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
import re
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, Literal, cast

import hypothesis.strategies as st
from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.analysis.trace import FunctionTrace
from merge_alloc.analysis.walk import walk
from merge_alloc.deploy import workspace_driver
from merge_alloc.deploy.call_workspaces import WorkspaceUse
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects import register_dialects
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions, TraceCollector
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module
from merge_alloc.verify.fuzz.generate import Mode, Program, programs

# Does a plan fit the `index` type it was made for?
#
# Why a check of its own: with `index-bitwidth=32` every byte offset of a
# `memref.view` and the size of every merged buffer must be an `index` value,
# at most 2**31 - 1. Buffers that each fit may not fit side by side: two
# 1 GiB buffers live together need 2 GiB of merged buffer, one byte too many,
# and a plan that sums them anyway wraps its offsets round on the 32-bit
# target (docs/testing.md, "Shapes of the adversarial programs"). Such
# programs cannot be executed (gigabytes each), so this is what judges them:
# the pass must refuse (a pass error) or plan within the range.
#
# It reads only the IR before and after the pass (no code of the pass, like
# the plan checker): sizes and offsets the pass introduced that the user's
# program did not already hold.

_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "f32": 4}


def _static_bytes(type_: Attribute, bits: int) -> int | None:
    """Bytes of a static memref of a scalar element (None: unknown)."""
    if not isinstance(type_, builtin.MemRefType):
        return None
    memref_type = cast("builtin.MemRefType[Attribute]", type_)
    shape = memref_type.get_shape()
    if any(d < 0 for d in shape):
        return None
    element = str(memref_type.get_element_type())
    width = bits // 8 if element == "index" else _BYTES.get(element, 8)
    total = width
    for extent in shape:
        total *= extent
    return total


def _sizes(module: Operation, bits: int) -> set[int]:
    found: set[int] = set()
    for op in walk(module):
        types = [r.type for r in op.results]
        if isinstance(op, memref.GlobalOp):
            types.append(op.type)
        for type_ in types:
            size = _static_bytes(type_, bits)
            if size is not None:
                found.add(size)
    return found


def _index_constants(module: Operation) -> set[int]:
    found: set[int] = set()
    for op in walk(module):
        if (
            isinstance(op, arith.ConstantOp)
            and isinstance(op.value, builtin.IntegerAttr)
            and isinstance(op.result.type, builtin.IndexType)
        ):
            found.add(op.value.value.data)
    return found


def index_range_violations(before: Operation, after: Operation, bits: int) -> list[str]:
    """One line per size or `index` constant of `after` beyond `bits`-bit
    `index` that `before` did not hold already (empty: the plan fits)."""
    largest = (1 << (bits - 1)) - 1
    problems: list[str] = []
    new_sizes = _sizes(after, bits) - _sizes(before, bits)
    for size in sorted(s for s in new_sizes if s > largest):
        problems.append(
            f"index-range: a buffer of {size} bytes is beyond {bits}-bit index "
            f"(at most {largest})"
        )
    new_constants = _index_constants(after) - _index_constants(before)
    for value in sorted(v for v in new_constants if v > largest or v < -largest - 1):
        problems.append(
            f"index-range: offset constant {value} is beyond {bits}-bit index"
        )
    return problems


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
    index-range check (`merge_alloc.verify.fuzz.run`), on the pass output
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


# Fuzzing the deployment options: generated programs with calls.
#
# Why: static arenas, workspace arguments and whole-module planning change what
# a *call* means (a callee's arena becomes a block of its caller's, live during
# the call), and the single-kernel programs of `generate` have one call only.
# `call_programs(mode)` draws one to three kernels with `generate.programs`,
# renames them `@kernel0`, `@kernel1`, ... and builds a `@main` that runs each
# kernel's own caller code in turn, each part possibly inside an `scf.for` (two
# iterations) or an `scf.if`: a call tree whose callees have their own
# buffers, loops, branches, parallel loops and returned buffers. Alongside, it
# draws deployment options (`arena`, `call-tree`, `outputs-in-workspace`,
# `pools`).
#
# `run_call_case` runs one: the pass with those options, xDSL verification, the
# plan checker, and (for executable programs) the original and the deployed
# program under the oracle; an `arena=argument` program is driven by
# `workspace_driver.with_driver` (one workspace, two calls), and must print the
# original output twice.

_DECLARATION = re.compile(r"^\s*func\.func private @printMemref\w+\(.*\)\s*$")
_SSA = re.compile(r"%([A-Za-z0-9_$.-]+)")
_GLOBAL = re.compile(r'^\s*memref\.global "private" constant @(\w+)')


@dataclass(frozen=True)
class CallProgram:
    """A program with calls and the deployment options to run it with."""

    text: str
    mode: Mode
    options: dict[str, Any] = field(default_factory=dict[str, Any])
    """Keyword arguments of `MergeAllocPass` (alignment included)."""

    def describe(self) -> str:
        shown = " ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"merge-alloc{{{shown}}}"


def _split(text: str, index: int) -> tuple[list[str], list[str], list[str]]:
    """(declarations, kernel lines, main body lines) of a generated program;
    its constant globals are among the declarations, renamed for kernel
    `index` (two kernels may hold different constants under one name)."""
    lines = text.splitlines()
    for symbol in {m.group(1) for line in lines if (m := _GLOBAL.match(line))}:
        lines = [line.replace(f"@{symbol} ", f"@k{index}_{symbol} ") for line in lines]
    declarations = [
        line for line in lines if _DECLARATION.match(line) or _GLOBAL.match(line)
    ]
    kernel_start = next(
        i for i, line in enumerate(lines) if "func.func @kernel(" in line
    )
    main_start = next(i for i, line in enumerate(lines) if "func.func @main()" in line)
    kernel = lines[kernel_start:main_start]
    main_end = max(i for i, line in enumerate(lines) if line.strip() == "}")
    main_body = lines[main_start + 1 : main_end - 1]
    return declarations, kernel, main_body


def _caller_part(body: list[str], index: int) -> list[str]:
    """The original `@main` body, SSA names prefixed so parts do not clash,
    without its `return`."""
    renamed = [
        _SSA.sub(lambda m: f"%m{index}_{m.group(1)}", line).replace(
            "@kernel(", f"@kernel{index}("
        )
        for line in body
        if line.strip() != "return"
    ]
    return renamed


def _wrap(part: list[str], index: int, kind: str) -> list[str]:
    """`part` as is, in a two-iteration `scf.for`, or in an `scf.if`."""
    if kind == "plain":
        return part
    inner = ["  " + line for line in part]
    if kind == "loop":
        return [
            f"    %w{index}_lo = arith.constant 0 : index",
            f"    %w{index}_hi = arith.constant 2 : index",
            f"    %w{index}_step = arith.constant 1 : index",
            f"    scf.for %w{index}_i = %w{index}_lo to %w{index}_hi "
            f"step %w{index}_step {{",
            *inner,
            "    }",
        ]
    return [
        f"    %w{index}_cond = arith.constant true",
        f"    scf.if %w{index}_cond {{",
        *inner,
        "    }",
    ]


@st.composite
def call_programs(draw: st.DrawFn, mode: Mode = "exec") -> CallProgram:
    """Hypothesis strategy: a program with 1-3 kernels called from `@main`,
    with deployment options."""
    count = draw(st.integers(1, 3), label="kernels")
    declarations: list[str] = []
    kernels: list[str] = []
    main: list[str] = []
    alignment = 64
    for index in range(count):
        program = draw(programs(mode), label=f"kernel {index}")
        alignment = program.alignment if index == 0 else alignment
        found, kernel, body = _split(program.text, index)
        declarations += [line for line in found if line not in declarations]
        kernels += [line.replace("@kernel(", f"@kernel{index}(") for line in kernel]
        kind = draw(st.sampled_from(("plain", "loop", "branch")), label="wrap")
        main += _wrap(_caller_part(body, index), index, kind)
    text = "\n".join(
        [
            "// Generated by merge_alloc.verify.fuzz.run.",
            "module {",
            *declarations,
            *kernels,
            "  func.func @main() {",
            *main,
            "    return",
            "  }",
            "}",
        ]
    )
    arena = draw(st.sampled_from(("global", "argument", "alloc")), label="arena")
    options: dict[str, Any] = {"arena": arena, "alignment": alignment}
    options["call_tree"] = draw(st.booleans(), label="call-tree")
    if arena != "alloc":
        options["outputs_in_workspace"] = draw(st.booleans(), label="outputs")
    if draw(st.booleans(), label="pools?"):
        capacity = draw(st.sampled_from((256, 1024, 4096, 65536)), label="capacity")
        options["pools"] = f"sram:{capacity},dram"
    return CallProgram(text + "\n", mode, options)


def _entry_workspaces(module: Any) -> list[workspace_driver.PublishedWorkspace]:
    """The workspaces `@main` takes (none unless `arena=argument`)."""
    for op in module.ops:
        if isinstance(op, func.FuncOp) and op.sym_name.data == "main":
            return workspace_driver.published_workspaces(op)
    return []


def run_call_case(
    program: CallProgram,
    *,
    execute: bool | None = None,
    tracer: TraceCollector | None = None,
) -> CaseResult:
    """Pass -> verify -> checker -> oracle for one program with calls."""
    label = program.describe()
    if execute is None:
        execute = program.mode == "exec"
    before = verified_program(program.text)
    if isinstance(before, str):
        return CaseResult(label, "invalid-program", before)
    module = before.clone()
    try:
        options = MergeAllocPass(**program.options).options()
        if tracer is not None:
            options = replace(options, tracer=tracer)
        merge_alloc(module, options)
    except MergeAllocError as exc:
        return CaseResult(label, "pass-error", str(exc))
    except Exception:
        return CaseResult(label, "crash", "pass raised:\n" + traceback.format_exc())
    try:
        module.verify()
    except Exception as exc:
        return CaseResult(label, "invalid-output", f"xDSL verify: {exc}", str(module))
    after = str(module)
    try:
        report = check_module(module, before)
    except Exception:
        detail = "checker raised:\n" + traceback.format_exc()
        return CaseResult(label, "crash", detail, after)
    if not report.ok:
        detail = "\n".join(str(v) for v in report.violations)
        return CaseResult(label, "checker-violation", detail, after)
    if not execute:
        return CaseResult(label, "ok", "", after)
    try:
        reference = oracle.run(program.text)
    except oracle.OracleError as exc:
        return CaseResult(label, "invalid-program", f"original program: {exc}")
    workspaces = _entry_workspaces(module)
    runs = 1
    runnable = after
    if workspaces:
        runs = 2
        runnable = workspace_driver.with_driver(after, runs=runs)
    try:
        output = oracle.run(runnable)
    except oracle.LoweringError as exc:
        return CaseResult(label, "invalid-output", f"mlir-opt: {exc}", runnable)
    except oracle.OracleError as exc:
        return CaseResult(label, "crash", f"run: {exc}", runnable)
    if output != reference * runs:
        diff = oracle.OracleResult(reference * runs, output, oracle.DEFAULT_PERTURB)
        return CaseResult(label, "output-mismatch", diff.diff(), runnable)
    return CaseResult(label, "ok", "", runnable)


def undersized_blocks(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """A planted deployment bug: the caller reserves only half of each
    callee's workspace, so the callee's arena runs into the caller's buffers
    live during the call."""
    trace = collect_ticks(function, aliases, options)
    for scope in trace.traces:
        scope.buffers = [
            replace(b, size=max(1, b.size // 2)) if _is_block(b.alloc) else b
            for b in scope.buffers
        ]
    return trace


def _is_block(alloc: memref.AllocOp) -> bool:
    """A callee workspace block made by `call_workspaces` (its uses are the
    temporary `merge_alloc.workspace_use` ops while the caller is planned)."""
    return any(isinstance(use.operation, WorkspaceUse) for use in alloc.memref.uses)
