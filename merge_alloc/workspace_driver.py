"""A C-like caller for a function with a workspace argument (`arena=argument`).

What a C program linking a deployed module does: ask `NAME_workspace_bytes()`
for the size, allocate that many bytes once at the published alignment, and
pass the buffer on every call. `with_driver` writes that caller in MLIR, so
the execution oracle (which runs `@main`) can check a deployed entry point
exactly as it will be used, including calls that reuse the workspace.
"""

from __future__ import annotations

import re

from xdsl.dialects import builtin, func


def published_workspace(
    function: func.FuncOp, name: str = "workspace"
) -> tuple[int, int]:
    """(bytes, alignment) of workspace `name` of `function`, from its
    `merge_alloc.workspaces` attribute."""
    listed = function.attributes.get("merge_alloc.workspaces")
    if not isinstance(listed, builtin.DictionaryAttr):
        raise KeyError(f"@{function.sym_name.data} publishes no workspace")
    entry = listed.data[name]
    assert isinstance(entry, builtin.DictionaryAttr)
    size, alignment = entry.data["bytes"], entry.data["alignment"]
    assert isinstance(size, builtin.IntegerAttr)
    assert isinstance(alignment, builtin.IntegerAttr)
    return int(size.value.data), int(alignment.value.data)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]


def with_driver(
    text: str, size: int, alignment: int, entry: str = "main", runs: int = 2
) -> str:
    """`text` (a deployed module whose `@entry()` takes only its workspace)
    with `@entry` renamed `@program` and a new `@main` that allocates
    `@program_workspace_bytes()` bytes once and calls `@program` `runs`
    times."""
    renamed = re.sub(rf"@{entry}(\b|(?=_workspace_bytes\b))", "@program", text)
    calls = "\n".join(
        f"    func.call @program(%ws) : (memref<{size}xi8>) -> ()" for _ in range(runs)
    )
    driver = f"""
  func.func @main() {{
    %n = func.call @program_workspace_bytes() : () -> index
    %raw = memref.alloc(%n) {{alignment = {alignment} : i64}} : memref<?xi8>
    %ws = memref.cast %raw : memref<?xi8> to memref<{size}xi8>
{calls}
    memref.dealloc %raw : memref<?xi8>
    func.return
  }}
"""
    end = renamed.rstrip().rfind("}")
    return renamed[:end] + driver + renamed[end:]
