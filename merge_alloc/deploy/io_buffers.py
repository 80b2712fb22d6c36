"""Returned buffers and inputs in the workspace (`outputs-in-workspace`,
`inputs-in-workspace`).

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
(stored, yielded out of a loop). `OutputsInWorkspace.restore` puts the values
back into the return.

Both are analysis stand-ins (`merge_alloc.deploy.deployment`): the analysis
removes them before it returns. The outputs need nothing at rewrite time (the
rewrite replaces a returned alloc by its view in the return directly); the
inputs' stand-in allocs are planned buffers, so the rewrite puts them back
(`InputsInWorkspace.apply`) before rewriting.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.dialects import builtin, func, memref
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.behaviour_queries import frees_operands, is_memref
from merge_alloc.analysis.callgraph import FunctionNode
from merge_alloc.analysis.layout import has_identity_layout, memref_bytes
from merge_alloc.analysis.trace import FunctionTrace
from merge_alloc.analysis.walk import walk
from merge_alloc.analysis.writes import written_allocs
from merge_alloc.diagnostics import describe, op_position
from merge_alloc.rewrite.typed_view import view_of

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


def freeing_caller_op(callers: Sequence[func.CallOp]) -> Operation | None:
    """An op of a caller that may free a result of one of `callers` (the
    deallocation pipeline makes the caller free what a call returns), or
    None. A callee's returned buffer placed in the block its caller provides
    must not be freed there: freeing it frees the block (twice, for two
    results in one block)."""
    aliases_of: dict[Operation, BufferAliases] = {}
    for call in callers:
        results = {r for r in call.results if is_memref(r)}
        caller = call.parent_op()
        while caller is not None and not isinstance(caller, func.FuncOp):
            caller = caller.parent_op()
        if not results or caller is None:
            continue
        aliases = aliases_of.get(caller)
        if aliases is None:
            aliases = aliases_of[caller] = BufferAliases(caller)
        for op in walk(caller):
            if not isinstance(op, memref.DeallocOp) and not frees_operands(op):
                continue
            for operand in op.operands:
                if is_memref(operand) and aliases.reverse_closure(operand) & results:
                    return op
    return None


def freed_results(callee: FunctionNode) -> str | None:
    """Why the returned buffers of `callee` must stay real allocations under
    `outputs-in-workspace`, or None: a caller frees a result."""
    freeing = freeing_caller_op(callee.callers)
    if freeing is None:
        return None
    return (
        f"@{callee.name}: its returned buffers stay real allocations "
        f"(outputs-in-workspace): a caller frees its results "
        f"({describe(freeing)} at {op_position(freeing)})"
    )


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


InputUse = builtin.UnregisteredOp.with_name("merge_alloc.input")
"""A temporary write of an input at the start of the function: the caller
wrote it there before the call."""


@dataclass(slots=True)
class InputsInWorkspace:
    """Memref arguments of an entry point moved into its workspace
    (`inputs-in-workspace`).

    Before the analysis each such argument is replaced in the body by a
    `memref.alloc` at the start of the function, written (for the analysis)
    right there by a temporary `merge_alloc.input` op: a buffer live from the
    call's start to its last use, planned like any other. After the arenas
    are placed, the argument is removed and `@NAME_input_K` returns the view
    of the workspace the caller must fill.
    """

    function: func.FuncOp
    inputs: list[tuple[int, memref.AllocOp, Operation]] = field(
        default_factory=list[tuple[int, memref.AllocOp, Operation]]
    )
    """(argument index, stand-in alloc, temporary write)."""

    def drop_written(self, aliases: BufferAliases) -> bool:
        """Undo, before the analysis, the inputs the function may write:
        output parameters, which the caller reads after the call
        (`merge_alloc.analysis.writes`). They stay arguments. Returns whether
        any was undone (the aliases must then be computed again)."""
        writes = {write for _, _, write in self.inputs}
        written = written_allocs(self.function, aliases, writes)
        return bool(self._undo(written))

    def _undo(self, allocs: Container[memref.AllocOp]) -> set[memref.AllocOp]:
        """Give the inputs whose stand-in is in `allocs` their argument back;
        returns the stand-ins removed."""
        arguments = self.function.body.blocks[0].args
        kept: list[tuple[int, memref.AllocOp, Operation]] = []
        undone: set[memref.AllocOp] = set()
        for index, alloc, write in self.inputs:
            if alloc not in allocs:
                kept.append((index, alloc, write))
                continue
            Rewriter.erase_op(write)
            alloc.memref.replace_all_uses_with(arguments[index])
            Rewriter.erase_op(alloc)
            undone.add(alloc)
        self.inputs = kept
        return undone

    def keep_planned(self, trace: FunctionTrace) -> None:
        """Undo the inputs the collector left alone (they escape): they stay
        arguments, and their records leave the report."""
        rejected = {r.alloc for r in trace.records if r.rejection is not None}
        undone = self._undo(rejected)
        trace.records = [r for r in trace.records if r.alloc not in undone]

    def withdraw(self) -> None:
        """Give the arguments their uses back and take the stand-ins out of
        the IR (the end of the analysis); they stay, detached, for `apply`."""
        arguments = self.function.body.blocks[0].args
        for index, alloc, write in self.inputs:
            write.detach()
            write.operands = ()
            alloc.memref.replace_all_uses_with(arguments[index])
            alloc.detach()

    def apply(self) -> None:
        """Put the kept stand-ins back as the analysis saw them (the rewrite)."""
        block = self.function.body.blocks[0]
        for index, alloc, write in self.inputs:
            block.args[index].replace_all_uses_with(alloc.memref)
            write.operands = (alloc.memref,)
            Rewriter.insert_op([alloc, write], InsertPoint.at_start(block))

    def finish(self) -> list[tuple[int, memref.ViewOp]]:
        """Remove the temporary writes and the moved arguments; the view of
        the workspace that now stands for each argument, by its index."""
        views: list[tuple[int, memref.ViewOp]] = []
        for index, _, write in self.inputs:
            value = write.operands[0]
            Rewriter.erase_op(write)
            views.append((index, view_of(value)))
        removed = sorted((index for index, _, _ in self.inputs), reverse=True)
        block = self.function.body.blocks[0]
        inputs = list(self.function.function_type.inputs.data)
        arg_attrs = (
            None if self.function.arg_attrs is None else list(self.function.arg_attrs)
        )
        for index in removed:
            block.erase_arg(block.args[index])
            del inputs[index]
            if arg_attrs is not None:
                del arg_attrs[index]
        self.function.function_type = builtin.FunctionType.from_lists(
            inputs, self.function.function_type.outputs.data
        )
        if arg_attrs is not None:
            self.function.arg_attrs = builtin.ArrayAttr(arg_attrs)
        self.inputs.clear()
        return views


def open_inputs(function: func.FuncOp, index_bitwidth: int) -> InputsInWorkspace:
    """Move the plannable memref arguments of `function` (static shape,
    identity layout, element of known size, used) into stand-in allocs."""
    state = InputsInWorkspace(function)
    block = function.body.blocks[0]
    for index, argument in enumerate(block.args):
        arg_type = argument.type
        if not isinstance(arg_type, builtin.MemRefType) or not argument.uses:
            continue
        memref_type = cast(builtin.MemRefType, arg_type)
        if any(dim < 0 for dim in memref_type.get_shape()):
            continue
        if not has_identity_layout(memref_type):
            continue
        if not memref_bytes(memref_type, index_bitwidth):
            continue
        alloc = memref.AllocOp([], [], memref_type)
        alloc.memref.name_hint = argument.name_hint or f"input{index}"
        argument.replace_all_uses_with(alloc.memref)
        write = InputUse.create(operands=[alloc.memref])
        Rewriter.insert_op([alloc, write], InsertPoint.at_start(block))
        state.inputs.append((index, alloc, write))
    return state
