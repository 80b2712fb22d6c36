"""Fuzzing the deployment options: generated programs with calls.

Why: static arenas, workspace arguments and whole-module planning change what
a *call* means (a callee's arena becomes a block of its caller's, live during
the call), and the single-kernel programs of `generate` have one call only.
`call_programs(mode)` draws one to three kernels with `generate.programs`,
renames them `@kernel0`, `@kernel1`, ... and builds a `@main` that runs each
kernel's own caller code in turn, each part possibly inside an `scf.for` (two
iterations) or an `scf.if`: a call tree whose callees have their own
buffers, loops, branches, parallel loops and returned buffers. Alongside, it
draws deployment options (`arena`, `call-tree`, `outputs-in-workspace`,
`pools`).

`run_call_case` runs one: the pass with those options, xDSL verification, the
plan checker, and (for executable programs) the original and the deployed
program under the oracle; an `arena=argument` program is driven by
`workspace_driver.with_driver` (one workspace, two calls), and must print the
original output twice.
"""

from __future__ import annotations

import re
import traceback
from dataclasses import dataclass, field, replace
from typing import Any

import hypothesis.strategies as st
from xdsl.dialects import func, memref

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.ticks import collect_ticks
from merge_alloc.analysis.trace import FunctionTrace
from merge_alloc.deploy import workspace_driver
from merge_alloc.deploy.call_workspaces import WorkspaceUse
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions, TraceCollector
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify import oracle
from merge_alloc.verify.check import check_module
from merge_alloc.verify.fuzz.generate import Mode, programs
from merge_alloc.verify.fuzz.run import CaseResult, verified_program

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
            "// Generated by merge_alloc.verify.fuzz.calls.",
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
