"""Helpers of the deployment tests: run the pass with options, and the C-like
driver that calls an entry point with a caller-provided workspace."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.parser import Parser

from merge_alloc.deploy.workspace_driver import PublishedWorkspace, published_workspaces
from merge_alloc.deploy.workspace_driver import with_driver as with_workspace_driver
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

    def workspaces(self, function: str) -> list[PublishedWorkspace]:
        """The published workspaces of `function`."""
        for op in parse(self.text).ops:
            if isinstance(op, func.FuncOp) and op.sym_name.data == function:
                return published_workspaces(op)
        raise KeyError(function)

    def workspace(self, function: str, name: str = "workspace") -> tuple[int, int]:
        """(bytes, alignment) of a published workspace of `function`."""
        (found,) = [w for w in self.workspaces(function) if w.name == name]
        return found.bytes, found.alignment


def deploy(text: str, **options: Any) -> Deployed:
    """`merge-alloc{options}` on `text` (in-process), verified by xDSL."""
    module = parse(text)
    report = merge_alloc(module, MergeAllocPass(**options).options())
    module.verify()
    return Deployed(str(module), report)


def with_driver(deployed: Deployed, entry: str = "main", runs: int = 2) -> str:
    """`deployed` called as a C caller would (`merge_alloc.deploy.workspace_driver`)."""
    return with_workspace_driver(deployed.text, entry, runs)


def runtime_allocations(llvm_ir: str) -> int:
    """Calls of the allocation function in lowered IR (the oracle lowers
    `memref.alloc` to `_mlir_memref_to_llvm_alloc`, which calls malloc)."""
    return llvm_ir.count("llvm.call @_mlir_memref_to_llvm_alloc(") + llvm_ir.count(
        "llvm.call @malloc("
    )
