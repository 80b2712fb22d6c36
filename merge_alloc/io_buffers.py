"""Returned buffers in the workspace (`outputs-in-workspace`).

A returned buffer escapes the function, so the collector leaves it a real
allocation. With a static arena the caller can instead read the result where
the function left it: in its workspace (TVM USMP's use case U4, ExecuTorch's
`alloc_graph_output`). The returned value then stays valid until the next
call that uses the same workspace.

While the function is analysed, each memref operand of its `func.return` is
replaced by a placeholder without a buffer behind it, and a temporary
`merge_alloc.output` op just before the return reads the real value: the
buffers behind it are then ordinary buffers, live from their first use to the
end of the function, and still left alone if they escape any other way
(stored, yielded out of a loop). `OutputsInWorkspace.restore` puts the
(possibly rewritten) values back into the return.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import builtin, func, memref
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.alias import BufferAliases
from merge_alloc.interfaces import is_memref

OutputUse = builtin.UnregisteredOp.with_name("merge_alloc.output")
"""A temporary read of a returned value at the end of the function."""


@dataclass(slots=True)
class OutputsInWorkspace:
    """The temporary IR of one function (see the module docstring)."""

    returns: list[tuple[func.ReturnOp, dict[int, Operation]]] = field(
        default_factory=list[tuple[func.ReturnOp, dict[int, Operation]]]
    )
    """Each return with, per replaced operand index, its `merge_alloc.output`."""
    placeholders: list[Operation] = field(default_factory=list[Operation])

    def returned_allocs(self, aliases: BufferAliases) -> set[memref.AllocOp]:
        """The allocs the function may return."""
        found: set[memref.AllocOp] = set()
        for _, uses in self.returns:
            for use in uses.values():
                found |= aliases.allocs_of(use.operands[0])
        return found

    def restore(self) -> None:
        """Give the returns their values back and remove the temporary ops."""
        for ret, uses in self.returns:
            operands = list(ret.operands)
            for index, use in uses.items():
                operands[index] = use.operands[0]
                Rewriter.erase_op(use)
            ret.operands = operands
        for placeholder in self.placeholders:
            Rewriter.erase_op(placeholder)
        self.returns.clear()
        self.placeholders.clear()


def open_outputs(function: func.FuncOp) -> OutputsInWorkspace:
    """Make the returned memrefs of `function` look like ordinary uses."""
    state = OutputsInWorkspace()
    for block in function.body.blocks:
        ret = block.last_op
        if not isinstance(ret, func.ReturnOp):
            continue
        uses: dict[int, Operation] = {}
        operands = list(ret.operands)
        for index, value in enumerate(ret.operands):
            if not is_memref(value):
                continue
            use = OutputUse.create(operands=[value])
            placeholder = builtin.UnrealizedConversionCastOp.create(
                result_types=[value.type]
            )
            Rewriter.insert_op([use, placeholder], InsertPoint.before(ret))
            uses[index] = use
            operands[index] = placeholder.results[0]
            state.placeholders.append(placeholder)
        if uses:
            ret.operands = operands
            state.returns.append((ret, uses))
    return state
