"""A C-like caller for a function with workspace arguments (`arena=argument`).

What a C program linking a deployed module does: ask `NAME_WORKSPACE_bytes()`
for each workspace's size, allocate that many bytes once at the published
alignment, and pass the buffers on every call. `with_driver` writes that
caller in MLIR, so the execution oracle (which runs `@main`) can check a
deployed entry point exactly as it will be used, including calls that reuse
the workspace.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.dialects import builtin, func


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
