"""A deployment run analyses and plans everything before its first rewrite.

`plan_deployment` may insert analysis stand-ins (callees' workspace blocks,
returned and input buffers) and trace a scratch copy of a function with
lifted nested arenas, but it must leave the module exactly as it found it:
the same text and the very same op objects, whether it returns a plan or
raises on the last scope it plans. `apply_deployment` then gives what the
pass gives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

import pytest
from deploy_support import parse
from xdsl.dialects import builtin, func
from xdsl.ir import Operation

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.trace import FunctionTrace
from merge_alloc.analysis.walk import walk
from merge_alloc.deploy.deployment_plan import plan_deployment
from merge_alloc.deploy.deployment_rewrite import apply_deployment
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.driver import merge_alloc, resolve_options
from merge_alloc.options import MergeAllocOptions
from merge_alloc.passes import MergeAllocPass
from merge_alloc.planning import PlanningProblem, get_planner
from merge_alloc.planning.problem import MemorySchedule
from tests.quiet import pass_warnings_silenced

FILECHECK = Path(__file__).parent.parent / "filecheck" / "deploy"


def _program(name: str) -> str:
    return (FILECHECK / name).read_text()


CASES = {
    "nested arenas, global": (_program("nested_arenas.mlir"), {"arena": "global"}),
    "call tree, pools, outputs": (
        _program("outputs.mlir"),
        {
            "arena": "argument",
            "call_tree": True,
            "outputs_in_workspace": True,
            "pools": "sram:8k,dram",
        },
    ),
    "call tree, shared blocks": (_program("call_tree.mlir"), {"arena": "global"}),
    "call tree, per-call blocks": (
        _program("call_tree.mlir"),
        {"arena": "argument", "call_tree": True},
    ),
    "inputs": (
        _program("inputs.mlir"),
        {"arena": "argument", "inputs_in_workspace": True},
    ),
    "constants": (
        _program("constants.mlir"),
        {"arena": "global", "pack_constants": True},
    ),
}


def _options(**given: object) -> MergeAllocOptions:
    return resolve_options(MergeAllocPass(**given).options())  # pyright: ignore[reportArgumentType]


def _state(module: builtin.ModuleOp) -> tuple[str, list[Operation]]:
    return str(module), list(walk(module))


@pytest.mark.parametrize("case", sorted(CASES))
def test_planning_leaves_the_module_untouched(case: str) -> None:
    text, given = CASES[case]
    module = parse(text)
    before_text, before_ops = _state(module)
    with pass_warnings_silenced():
        plan = plan_deployment(module, _options(**given))
    after_text, after_ops = _state(module)
    assert after_text == before_text
    assert len(after_ops) == len(before_ops)
    assert all(a is b for a, b in zip(after_ops, before_ops, strict=True))
    assert plan.planned or plan.constants, "the plan has something to rewrite"


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_plan_applied_is_the_pass_output(case: str) -> None:
    text, given = CASES[case]
    by_pass = parse(text)
    by_plan = parse(text)
    with pass_warnings_silenced():
        merge_alloc(by_pass, MergeAllocPass(**given).options())  # pyright: ignore[reportArgumentType]
        apply_deployment(plan_deployment(by_plan, _options(**given)))
    assert str(by_plan) == str(by_pass)
    assert str(by_plan) != text


def _failing_on_last(calls: int) -> Callable[[PlanningProblem], MemorySchedule]:
    """The default planner, raising on its `calls`-th call."""
    best = get_planner("best")
    seen = [0]

    def planner(problem: PlanningProblem) -> MemorySchedule:
        seen[0] += 1
        if seen[0] == calls:
            raise RuntimeError("planner gave up on the last scope")
        return best(problem)

    return planner


def _planner_calls(text: str, given: Mapping[str, object]) -> int:
    count = [0]
    best = get_planner("best")

    def counting(problem: PlanningProblem) -> MemorySchedule:
        count[0] += 1
        return best(problem)

    options = replace(_options(**given), planner=counting)
    with pass_warnings_silenced():
        plan_deployment(parse(text), options)
    return count[0]


@pytest.mark.parametrize("case", sorted(set(CASES) - {"constants"}))
def test_a_failure_on_the_last_scope_leaves_no_half_rewritten_ir(case: str) -> None:
    """Every other scope (callees, lifted nested arenas) is planned when the
    last planning fails: nothing of it may show in the module."""
    text, given = CASES[case]
    calls = _planner_calls(text, given)
    assert calls >= 1
    module = parse(text)
    before_text, before_ops = _state(module)
    options = replace(_options(**given), planner=_failing_on_last(calls))
    with pass_warnings_silenced(), pytest.raises(RuntimeError, match="last scope"):
        merge_alloc(module, options)
    after_text, after_ops = _state(module)
    assert after_text == before_text
    assert all(a is b for a, b in zip(after_ops, before_ops, strict=True))


def test_a_failing_trace_of_the_lifted_copy_leaves_the_function() -> None:
    """The tracer raising on the scratch copy (the trace after lifting) puts
    the function's own blocks back."""
    text, given = CASES["nested arenas, global"]
    module = parse(text)
    before_text, before_ops = _state(module)
    options = _options(**given)
    tracer = options.tracer
    assert tracer is not None
    traced: list[str] = []

    def second_trace_fails(
        function: func.FuncOp, aliases: BufferAliases, run_options: MergeAllocOptions
    ) -> FunctionTrace:
        name = function.sym_name.data
        if name in traced:
            raise MergeAllocError(function, "no second trace")
        traced.append(name)
        return tracer(function, aliases, run_options)

    with pass_warnings_silenced(), pytest.raises(MergeAllocError, match="second"):
        plan_deployment(module, replace(options, tracer=second_trace_fails))
    after_text, after_ops = _state(module)
    assert after_text == before_text
    assert all(a is b for a, b in zip(after_ops, before_ops, strict=True))


LATE_ERROR = """
func.func @callee() {
  %a = memref.alloc() : memref<64xf32>
  "test.use"(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%b) : (memref<16xf32>) -> ()
  func.return
}
func.func @main(%n: index) {
  func.call @callee() : () -> ()
  %c = memref.alloc() : memref<32xf32>
  "test.use"(%c) : (memref<32xf32>) -> ()
  %late = memref.alloc(%n) : memref<?xf32>
  "test.use"(%late) : (memref<?xf32>) -> ()
  func.return
}
"""


def test_strict_error_in_a_caller_after_its_callee_was_planned() -> None:
    """Under `strict`, a caller's alloc the pass cannot place fails the run
    after its callee was planned (and given a workspace): neither shows."""
    module = parse(LATE_ERROR)
    before_text, before_ops = _state(module)
    with pytest.raises(MergeAllocError, match="cannot be merged"):
        merge_alloc(
            module,
            MergeAllocPass(arena="argument", call_tree=True, strict=True).options(),
        )
    after_text, after_ops = _state(module)
    assert after_text == before_text
    assert all(a is b for a, b in zip(after_ops, before_ops, strict=True))
