"""The rewrite of a deployment run: a `DeploymentPlan` made IR.

Nothing here analyses or decides: every size, offset, symbol and place comes
from the plan (`merge_alloc.deploy.deployment_plan`). Per function, callees
first: the callees' workspace blocks and the moved inputs are put back where
the analysis saw them, the lifted nested arenas are rewritten and lifted, the
other traces rewritten by the mutator, and the views of lifted arenas
flattened. Then every function-level merged buffer moves to its global or
workspace argument, the sizes and inputs are published, and the constants
packed.
"""

from __future__ import annotations

from xdsl.dialects import builtin, memref
from xdsl.ir import Attribute, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.deploy.arena import (
    INPUT_ATTR,
    SIZE_PARAMETERS_KEY,
    WORKSPACES_ATTR,
    append_arguments,
    arena_global,
    check_workspace_size,
    input_accessor,
    new_merged_buffer,
    read_argument,
    read_global,
    sized_workspace_bytes_function,
    workspace_bytes_function,
)
from merge_alloc.deploy.arena_lifting import flatten_views, lift_arena
from merge_alloc.deploy.constants_pool import apply_constants
from merge_alloc.deploy.deployment_plan import (
    DeploymentPlan,
    FunctionPlan,
    ScopePlan,
    mutate,
)
from merge_alloc.deploy.deployment_report import PlacedInput
from merge_alloc.deploy.lifted_trace import LiftedArena
from merge_alloc.dialects.scf import constant_index_value
from merge_alloc.options import MergeAllocOptions


def apply_deployment(plan: DeploymentPlan) -> None:
    """Rewrite `plan.root` as `plan` says (module docstring)."""
    merged: dict[ScopePlan, memref.AllocOp] = {}
    for function in plan.functions:
        _rewrite_function(function, plan.options, merged)
    for function in plan.functions:
        _place_arenas(function, merged)
        if function.inputs is not None:
            _publish_inputs(plan, function)
    for layout in plan.constants:
        apply_constants(layout)


def _mutate(
    scope: ScopePlan | LiftedArena,
    options: MergeAllocOptions,
    want_buffer: bool,
) -> memref.AllocOp | None:
    """Rewrite one trace; the merged buffer it created when asked for."""
    if isinstance(scope, ScopePlan):
        trace, schedule = scope.part.trace, scope.part.schedule
        symbolic, merged_type = scope.symbolic, scope.merged_type
    else:
        trace, schedule, symbolic = scope.trace, scope.schedule, None
        space = trace.memory_space or builtin.NoneAttr()
        merged_type = builtin.MemRefType(
            builtin.i8, [schedule.total], builtin.NoneAttr(), space
        )
    known = set(trace.scope.ops) if want_buffer else set[Operation]()
    mutate(options, trace, schedule, symbolic)
    if not want_buffer or not trace.buffers:
        return None
    return new_merged_buffer(trace.scope, known, merged_type)


def _rewrite_function(
    plan: FunctionPlan,
    options: MergeAllocOptions,
    merged: dict[ScopePlan, memref.AllocOp],
) -> None:
    plan.blocks.apply()
    if plan.inputs is not None:
        plan.inputs.apply()
    probes: list[Operation] = []
    for lift in plan.lifted:
        buffer = _mutate(lift, options, True)
        if buffer is None:
            continue
        lifted = lift_arena(
            buffer,
            lift.loops,
            lift.outermost,
            lift.granularity,
            lift.hint,
            lift.lifted,
        )
        probes.append(next(iter(lifted.memref.uses)).operation)
    for scope in plan.scopes:
        buffer = _mutate(scope, options, scope.at_function)
        if buffer is not None:
            merged[scope] = buffer
    for probe in probes:
        flatten_views(probe.operands[0])


def _place_arenas(plan: FunctionPlan, merged: dict[ScopePlan, memref.AllocOp]) -> None:
    function = plan.node.function
    globals_ = [arena for arena in plan.arenas if arena.kind == "global"]
    for arena in globals_:
        assert arena.symbol is not None
        if arena.new_global:
            Rewriter.insert_op(
                arena_global(arena.symbol, arena.arena_type, arena.alignment),
                InsertPoint.before(function),
            )
        read_global(
            merged[arena.scope], arena.symbol, arena.arena_type, arena.workspace.name
        )
    arguments = [arena for arena in plan.arenas if arena.kind == "argument"]
    if not arguments:
        return
    added = append_arguments(function, [a.arena_type for a in arguments], "workspace")
    published: dict[str, Attribute] = {}
    anchor: Operation = function
    for arena, argument in zip(arguments, added, strict=True):
        argument.name_hint = arena.workspace.name
        buffer = merged[arena.scope]
        symbolic = arena.scope.symbolic
        if symbolic is not None:
            check_workspace_size(buffer, argument)
        read_argument(buffer, argument)
        entry: dict[str, Attribute] = {
            "bytes": builtin.IntegerAttr(arena.bytes, 64),
            "alignment": builtin.IntegerAttr(arena.alignment, 64),
        }
        assert arena.published is not None
        if symbolic is None:
            sizes = workspace_bytes_function(arena.published, arena.bytes)
        else:
            entry[SIZE_PARAMETERS_KEY] = builtin.ArrayAttr(
                [
                    builtin.DenseArrayBase.from_list(builtin.i64, pair)
                    for pair in arena.size_parameters
                ]
            )
            sizes = sized_workspace_bytes_function(
                arena.published, arena.size_parameters, symbolic
            )
        published[arena.workspace.name] = builtin.DictionaryAttr(entry)
        Rewriter.insert_op(sizes, InsertPoint.after(anchor))
        anchor = sizes
    function.attributes[WORKSPACES_ATTR] = builtin.DictionaryAttr(published)


def _publish_inputs(plan: DeploymentPlan, function: FunctionPlan) -> None:
    """Remove the moved arguments; `@NAME_input_K` for each."""
    assert function.inputs is not None
    anchor: Operation = function.node.function
    name = function.node.name
    views = function.inputs.finish()
    for (index, view), symbol in zip(views, function.input_symbols, strict=True):
        view.attributes[INPUT_ATTR] = builtin.IntegerAttr(index, 64)
        accessor = input_accessor(symbol, view)
        Rewriter.insert_op(accessor, InsertPoint.after(anchor))
        anchor = accessor
        offset = constant_index_value(view.byte_shift)
        plan.report.inputs.append(
            PlacedInput(
                name,
                index,
                view.source.name_hint or "",
                -1 if offset is None else offset,
                str(view.result.type),
                symbol,
            )
        )
