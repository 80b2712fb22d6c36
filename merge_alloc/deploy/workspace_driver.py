"""A C-like caller for a function with workspace arguments (`arena=argument`).

What a C program linking a deployed module does: ask `NAME_WORKSPACE_bytes()`
for each workspace's size, allocate that many bytes once at the published
alignment, and pass the buffers on every call. `with_driver` writes that
caller in MLIR, so the execution oracle (which runs `@main`) can check a
deployed entry point exactly as it will be used, including calls that reuse
the workspace. `sized_workspaces_caller` does the same for a workspace whose
size follows the dynamic sizes (docs/dynamic-shapes.md), inside a program
that already calls the function.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import cast

from xdsl.dialects import builtin, func
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter


@dataclass(frozen=True, slots=True)
class PublishedWorkspace:
    """One workspace argument as a caller sees it."""

    name: str
    bytes: int
    alignment: int
    memory_space: str | None
    """The memory space as MLIR prints it inside a memref type, or None."""

    def type(self, size: str | int) -> str:
        space = "" if self.memory_space is None else f", {self.memory_space}"
        return f"memref<{size}xi8{space}>"


def published_workspaces(function: func.FuncOp) -> list[PublishedWorkspace]:
    """The workspaces of `function`, in argument order, from its
    `merge_alloc.workspaces` attribute and its trailing arguments."""
    listed = function.attributes.get("merge_alloc.workspaces")
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
        arg_type = argument.type
        assert isinstance(arg_type, builtin.MemRefType)
        space = arg_type.memory_space
        found.append(
            PublishedWorkspace(
                name,
                int(size.value.data),  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
                int(alignment.value.data),  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
                None if isinstance(space, builtin.NoneAttr) else str(space),
            )
        )
    return found


def with_driver(
    text: str,
    workspaces: list[PublishedWorkspace],
    entry: str = "main",
    runs: int = 2,
) -> str:
    """`text` (a deployed module whose `@entry` takes only its workspaces)
    with `@entry` renamed `@program` and a new `@main` that allocates each
    workspace once, sized by `@program_WORKSPACE_bytes()`, and calls
    `@program` `runs` times."""
    renamed = re.sub(rf"@{entry}(\b|(?=_\w+_bytes\b))", "@program", text)
    lines = ["  func.func @main() {"]
    for index, workspace in enumerate(workspaces):
        lines += [
            f"    %n{index} = func.call @program_{workspace.name}_bytes() : "
            "() -> index",
            f"    %raw{index} = memref.alloc(%n{index}) {{alignment = "
            f"{workspace.alignment} : i64}} : {workspace.type('?')}",
            f"    %ws{index} = memref.cast %raw{index} : {workspace.type('?')} to "
            f"{workspace.type(workspace.bytes)}",
        ]
    operands = ", ".join(f"%ws{i}" for i in range(len(workspaces)))
    types = ", ".join(w.type(w.bytes) for w in workspaces)
    lines += [f"    func.call @program({operands}) : ({types}) -> ()"] * runs
    # MLIR 22 cannot lower a dealloc in another memory space; the process
    # ends right after anyway.
    lines += [
        f"    memref.dealloc %raw{i} : {w.type('?')}"
        for i, w in enumerate(workspaces)
        if w.memory_space is None
    ]
    lines += ["    func.return", "  }"]
    end = renamed.rstrip().rfind("}")
    return renamed[:end] + "\n".join(lines) + "\n" + renamed[end:]


def sized_workspaces_caller(program: builtin.ModuleOp, deployed: func.FuncOp) -> None:
    """Put `deployed` (a function given workspaces with symbolic offsets,
    docs/dynamic-shapes.md) and its `@NAME_WORKSPACE_bytes` functions into
    `program` in place of the function of that name there, and make every
    call of it in `program` do what a C caller of the deployed function
    does: take each dynamic size the size function names
    (`merge_alloc.workspaces`' `dynamic_sizes`: `memref.dim` of the call's
    operands), call it, allocate that many bytes at the published
    alignment, pass the buffer and free it after the call. So an unmerged
    program's own driver (its `@main`) runs the deployed function at
    whatever sizes it calls it with, each call's workspace exactly the
    size function's answer."""
    from xdsl.dialects import arith, memref

    from merge_alloc.deploy.arena import SIZE_PARAMETERS_KEY, WORKSPACES_ATTR

    name = deployed.sym_name.data
    module = deployed.parent_op()
    assert isinstance(module, builtin.ModuleOp)
    listed = deployed.attributes.get(WORKSPACES_ATTR)
    assert isinstance(listed, builtin.DictionaryAttr)
    workspaces = published_workspaces(deployed)
    parameters: list[list[tuple[int, int]]] = []
    for workspace in workspaces:
        entry = listed.data[workspace.name]
        assert isinstance(entry, builtin.DictionaryAttr)
        pairs = entry.data.get(SIZE_PARAMETERS_KEY)
        assert isinstance(pairs, builtin.ArrayAttr)
        found: list[tuple[int, int]] = []
        for pair in cast(
            builtin.ArrayAttr[builtin.DenseArrayBase[builtin.IntegerType]], pairs
        ).data:
            argument, dimension = pair.get_values()
            found.append((argument, dimension))
        parameters.append(found)
    size_functions = [f"{name}_{w.name}_bytes" for w in workspaces]
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
    index = builtin.IndexType()
    types = [
        cast(builtin.MemRefType, t)
        for t in deployed.function_type.inputs.data[-len(workspaces) :]
    ]
    for call in calls:
        before: list[Operation] = []
        buffers: list[SSAValue] = []
        for workspace, workspace_type, pairs, size_function in zip(
            workspaces, types, parameters, size_functions, strict=True
        ):
            sizes: list[SSAValue] = []
            for argument, dimension in pairs:
                position = arith.ConstantOp(builtin.IntegerAttr(dimension, index))
                extent = memref.DimOp(call.arguments[argument], position.result)
                before += [position, extent]
                sizes.append(extent.result)
            asked = func.CallOp(size_function, sizes, [index])
            buffer = memref.AllocOp(
                [asked.res[0]],
                [],
                workspace_type,
                builtin.IntegerAttr(workspace.alignment, 64),
            )
            before += [asked, buffer]
            buffers.append(buffer.memref)
        replacement = func.CallOp(
            name, [*call.arguments, *buffers], list(call.result_types)
        )
        Rewriter.insert_op([*before, replacement], InsertPoint.before(call))
        for old_result, new_result in zip(
            call.results, replacement.results, strict=True
        ):
            old_result.replace_all_uses_with(new_result)
        Rewriter.insert_op(
            [memref.DeallocOp.get(b) for b in buffers], InsertPoint.after(replacement)
        )
        Rewriter.erase_op(call)
