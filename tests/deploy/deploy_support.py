"""Helpers of the deployment tests: run the pass with options, and the C-like
driver that calls an entry point with a caller-provided workspace."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.parser import Parser

from merge_alloc.dialects import register_dialects
from merge_alloc.driver import MergeReport, merge_alloc
from merge_alloc.passes import MergeAllocPass


def parse(text: str) -> builtin.ModuleOp:
    ctx = Context(allow_unregistered=True)
    register_dialects(ctx)
    return Parser(ctx, text).parse_module()


@dataclass(frozen=True, slots=True)
class Deployed:
    """The pass output and what the driver reported."""

    text: str
    report: MergeReport

    def workspace(self, function: str, name: str = "workspace") -> tuple[int, int]:
        """(bytes, alignment) of a published workspace of `function`."""
        module = parse(self.text)
        for op in module.ops:
            if isinstance(op, func.FuncOp) and op.sym_name.data == function:
                listed = op.attributes["merge_alloc.workspaces"]
                assert isinstance(listed, builtin.DictionaryAttr)
                entry = listed.data[name]
                assert isinstance(entry, builtin.DictionaryAttr)
                size = entry.data["bytes"]
                alignment = entry.data["alignment"]
                assert isinstance(size, builtin.IntegerAttr)
                assert isinstance(alignment, builtin.IntegerAttr)
                return int(size.value.data), int(alignment.value.data)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        raise KeyError(function)


def deploy(text: str, **options: Any) -> Deployed:
    """`merge-alloc{options}` on `text` (in-process), verified by xDSL."""
    module = parse(text)
    report = merge_alloc(module, MergeAllocPass(**options).options())
    module.verify()
    return Deployed(str(module), report)


def with_driver(deployed: Deployed, entry: str = "main", runs: int = 2) -> str:
    """`deployed` with `@entry` renamed `@program` and a new `@main` that, as
    a C caller would, asks `@program_workspace_bytes()` for the size,
    allocates that many bytes once and calls `@program` `runs` times."""
    size, alignment = deployed.workspace(entry)
    text = re.sub(rf"@{entry}(\b|(?=_workspace_bytes\b))", "@program", deployed.text)
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
    end = text.rstrip().rfind("}")
    return text[:end] + driver + text[end:]


def runtime_allocations(llvm_ir: str) -> int:
    """Calls of the allocation function in lowered IR (the oracle lowers
    `memref.alloc` to `_mlir_memref_to_llvm_alloc`, which calls malloc)."""
    return llvm_ir.count("llvm.call @_mlir_memref_to_llvm_alloc(") + llvm_ir.count(
        "llvm.call @malloc("
    )
