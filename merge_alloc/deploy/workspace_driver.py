"""A C-like caller for a function with workspace arguments (`arena=argument`).

What a C program linking a deployed module does before a call: take the
dynamic sizes each `NAME_WORKSPACE_bytes` function names (none for a
workspace sized at compile time; docs/dynamic-shapes.md for one that follows
the sizes), call it, allocate that many bytes at the published alignment and
pass the buffer. `caller_workspaces` writes that in MLIR, once, for both
drivers:

- `with_driver`: a new `@main` for a deployed entry point that takes only its
  workspaces, allocating them once and calling it several times (so the
  execution oracle, which runs `@main`, checks calls that reuse the
  workspace);
- `sized_workspaces_caller`: every call of a deployed function in a program
  that already calls it, each with workspaces sized for that call's operands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.deploy.arena import SIZE_PARAMETERS_KEY, WORKSPACES_ATTR
from merge_alloc.dialects import register_dialects


@dataclass(frozen=True, slots=True)
class PublishedWorkspace:
    """One workspace argument as a caller sees it."""

    name: str
    bytes: int
    """The most its size function returns (its value at the bounds)."""
    alignment: int
    argument_type: builtin.MemRefType[builtin.IntegerType]
    """`memref<Nxi8[, space]>`, or `memref<?xi8[, space]>` when its size
    follows the dynamic sizes."""
    dynamic_sizes: tuple[tuple[int, int], ...]
    """(argument, dimension) of each parameter of its size function."""


def published_workspaces(function: func.FuncOp) -> list[PublishedWorkspace]:
    """The workspaces of `function`, in argument order, from its
    `merge_alloc.workspaces` attribute and its trailing arguments."""
    listed = function.attributes.get(WORKSPACES_ATTR)
    if not isinstance(listed, builtin.DictionaryAttr):
        return []
    arguments = function.body.blocks[0].args[-len(listed.data) :]
    found: list[PublishedWorkspace] = []
    for argument in arguments:
        name = argument.name_hint or ""
        entry = listed.data[name]
        assert isinstance(entry, builtin.DictionaryAttr)
        size, alignment = entry.data["bytes"], entry.data["alignment"]
        assert isinstance(size, builtin.IntegerAttr)
        assert isinstance(alignment, builtin.IntegerAttr)
        pairs = entry.data.get(SIZE_PARAMETERS_KEY, builtin.ArrayAttr([]))
        assert isinstance(pairs, builtin.ArrayAttr)
        parameters = tuple(
            cast(tuple[int, int], tuple(pair.get_values()))
            for pair in cast(
                builtin.ArrayAttr[builtin.DenseArrayBase[builtin.IntegerType]], pairs
            ).data
        )
        found.append(
            PublishedWorkspace(
                name,
                int(size.value.data),  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
                int(alignment.value.data),  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
                cast(builtin.MemRefType[builtin.IntegerType], argument.type),
                parameters,
            )
        )
    return found


@dataclass(frozen=True, slots=True)
class CallerWorkspaces:
    """What `caller_workspaces` writes around the calls of one function."""

    before: list[Operation]
    """Sizes, size-function calls and allocations, to insert before the
    first call."""
    operands: list[SSAValue]
    """The workspaces, typed as the function takes them."""
    after: list[Operation]
    """Their frees, to insert after the last call."""


def caller_workspaces(
    deployed: func.FuncOp, arguments: Sequence[SSAValue]
) -> CallerWorkspaces:
    """A C caller's workspaces for calling `deployed` with `arguments` (its
    operands but the workspaces): for each, `memref.dim` of the arguments its
    size function names, the call of `@NAME_WORKSPACE_bytes`, and a
    `memref.alloc` of that many bytes at the published alignment (cast to
    `memref<Nxi8>` when the function takes a workspace sized at compile
    time)."""
    name = deployed.sym_name.data
    index = builtin.IndexType()
    before: list[Operation] = []
    operands: list[SSAValue] = []
    after: list[Operation] = []
    for workspace in published_workspaces(deployed):
        sizes: list[SSAValue] = []
        for argument, dimension in workspace.dynamic_sizes:
            position = arith.ConstantOp(builtin.IntegerAttr(dimension, index))
            extent = memref.DimOp(arguments[argument], position.result)
            before += [position, extent]
            sizes.append(extent.result)
        asked = func.CallOp(f"{name}_{workspace.name}_bytes", sizes, [index])
        wanted = workspace.argument_type
        raw = memref.AllocOp(
            [asked.res[0]],
            [],
            builtin.MemRefType(
                wanted.element_type,
                [builtin.DYNAMIC_INDEX],
                memory_space=wanted.memory_space,
            ),
            builtin.IntegerAttr(workspace.alignment, 64),
        )
        asked.res[0].name_hint = f"{workspace.name}_bytes"
        raw.memref.name_hint = workspace.name
        before += [asked, raw]
        operand = raw.memref
        if wanted.get_shape() != (builtin.DYNAMIC_INDEX,):
            typed = memref.CastOp.get(raw.memref, wanted)
            before.append(typed)
            operand = typed.dest
        operands.append(operand)
        # MLIR 22 cannot lower a dealloc in another memory space: such a
        # workspace is left to the end of the oracle's process.
        if isinstance(wanted.memory_space, builtin.NoneAttr):
            after.append(memref.DeallocOp.get(raw.memref))
    return CallerWorkspaces(before, operands, after)


def with_driver(text: str, entry: str = "main", runs: int = 2) -> str:
    """`text` (a deployed module whose `@entry` takes only its workspaces)
    with `@entry` renamed `@program` and a new `@main` that allocates the
    workspaces once (`caller_workspaces`) and calls `@program` `runs`
    times."""
    renamed = re.sub(rf"@{entry}(\b|(?=_\w+_bytes\b))", "@program", text)
    context = Context(allow_unregistered=True)
    register_dialects(context)
    module = Parser(context, renamed).parse_module()
    (program,) = [
        op
        for op in module.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "program"
    ]
    workspaces = caller_workspaces(program, [])
    calls = [func.CallOp("program", workspaces.operands, []) for _ in range(runs)]
    body = Block([*workspaces.before, *calls, *workspaces.after, func.ReturnOp()])
    module.body.block.add_op(func.FuncOp("main", ((), ()), Region(body)))
    return str(module)


def sized_workspaces_caller(program: builtin.ModuleOp, deployed: func.FuncOp) -> None:
    """Put `deployed` (a function given workspaces with symbolic offsets,
    docs/dynamic-shapes.md) and its `@NAME_WORKSPACE_bytes` functions into
    `program` in place of the function of that name there, and make every
    call of it in `program` do what a C caller of the deployed function
    does (`caller_workspaces`: the sizes from the call's operands, each
    workspace exactly the size function's answer), freeing the workspaces
    after the call. So an unmerged program's own driver (its `@main`) runs
    the deployed function at whatever sizes it calls it with."""
    name = deployed.sym_name.data
    module = deployed.parent_op()
    assert isinstance(module, builtin.ModuleOp)
    size_functions = [f"{name}_{w.name}_bytes" for w in published_workspaces(deployed)]
    copied = [
        op.clone()
        for op in module.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data in (name, *size_functions)
    ]
    (old,) = [
        op
        for op in program.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == name
    ]
    Rewriter.insert_op(copied, InsertPoint.before(old))
    Rewriter.erase_op(old)
    calls = [
        op
        for op in program.walk()
        if isinstance(op, func.CallOp) and op.callee.root_reference.data == name
    ]
    for call in calls:
        workspaces = caller_workspaces(deployed, call.arguments)
        replacement = func.CallOp(
            name, [*call.arguments, *workspaces.operands], list(call.result_types)
        )
        Rewriter.insert_op([*workspaces.before, replacement], InsertPoint.before(call))
        for old_result, new_result in zip(
            call.results, replacement.results, strict=True
        ):
            old_result.replace_all_uses_with(new_result)
        Rewriter.insert_op(workspaces.after, InsertPoint.after(replacement))
        Rewriter.erase_op(call)
