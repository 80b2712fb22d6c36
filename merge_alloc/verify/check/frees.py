"""The checker's rule for frees: no op may free a view of a merged buffer.

A view of a merged buffer (or of a workspace block, or of an arena) is not
an allocation of its own: `memref.dealloc` of it frees the allocation it
views, the whole block, while the block's other views are still in use (and
a second such dealloc frees it twice). The input's deallocs of allocs the
pass turned into views are removed by the pass; any free left on a value
that may point into a view is a miscompile.

Two ways a value reaches a view:

* in the function of the view: the view's aliases (views, casts, values
  carried by region ops, results of calls that may return it, results of
  unknown ops; not a `bufferization.clone`, which copies);
* in a caller, through a call that hands a block to its callee
  (`call-tree`): a call result the callee may return from its workspace
  parameter (a view of the block, as `outputs-in-workspace` makes it), and
  every alias of that result in the caller.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import SymbolRefAttr
from xdsl.ir import Operation, SSAValue, Use

from merge_alloc.verify.check.aliases import (
    YIELD_LIKE,
    derived_values,
    is_memref,
    reached_uses,
)
from merge_alloc.verify.check.liveness import callee_may_return, workspace_parameter
from merge_alloc.verify.check.structure import attribute, op_name
from merge_alloc.verify.check.views import MergedBuffer, function_name
from merge_alloc.verify.check.violations import FREED, Reporter

FREES = frozenset({"memref.dealloc", "memref.realloc", "bufferization.dealloc"})
"""Ops that (may) free their memref operands (`bufferization.dealloc` under a
condition the checker does not evaluate)."""

FRESH_COPIES = frozenset({"bufferization.clone"})
"""Ops whose memref result is a new allocation, not an alias of the operand."""


def _name(value: SSAValue) -> str:
    return f"%{value.name_hint}" if value.name_hint else "a value"


def _alias_links(use: Use) -> list[SSAValue]:
    """The values through which a use hands on a pointer into the same
    bytes: views and casts, values carried by region ops and their
    terminators, results of calls that may return it, and the memref results
    of any other op but a fresh copy (taken to alias, as liveness does)."""
    user = use.operation
    name = op_name(user)
    if name in FRESH_COPIES or name in FREES:
        return []
    if name == "func.call":
        return [
            result
            for position, result in enumerate(user.results)
            if callee_may_return(user, use.index, position)
        ]
    if name in YIELD_LIKE or user.regions:
        return derived_values(use)
    return list(user.results)


def _frees(use: Use) -> bool:
    """Whether ``use`` frees its operand. `bufferization.dealloc` takes the
    memrefs it frees, then their conditions (``i1``), then the memrefs it
    retains, which it does not free."""
    name = op_name(use.operation)
    if name != "bufferization.dealloc":
        return name in FREES
    operands = use.operation.operands
    return all(is_memref(v) for v in operands[: use.index + 1])


def _frees_of(starts: Iterable[SSAValue]) -> list[Use]:
    """The freeing uses of ``starts`` and of every alias of them."""
    return [use for use in reached_uses(starts, _alias_links) if _frees(use)]


def _callee(call: Operation) -> str:
    callee = attribute(call, "callee")
    if isinstance(callee, SymbolRefAttr):
        return "@" + callee.root_reference.data
    return "its callee"


def _free_message(free: Use, into: str) -> str:
    """One line: the function, the freeing op, the value, what it views."""
    op = free.operation
    return (
        f"{function_name(op)}: '{op_name(op)}' frees "
        f"{_name(op.operands[free.index])}, which may point into {into}: "
        f"freeing a view frees the whole block"
    )


def check_frees(root: Operation, buffers: list[MergedBuffer], report: Reporter) -> None:
    """Report every free of a value that may point into a view of a merged
    buffer (in the view's function) or into a block a call provides (in the
    caller)."""
    for buffer in buffers:
        for view in buffer.views:
            for free in _frees_of(view.op.results):
                into = f"{view.label} of {buffer.label}"
                report.add(FREED, _free_message(free, into), [free.operation, view])
    for call in root.walk():
        if op_name(call) != "func.call":
            continue
        for index, block in enumerate(call.operands):
            if workspace_parameter(call, index) is None:
                continue
            results = [
                result
                for position, result in enumerate(call.results)
                if callee_may_return(call, index, position)
            ]
            for free in _frees_of(results):
                into = (
                    f"{_name(block)}, the block {function_name(call)} gives to "
                    f"{_callee(call)} (through that call's results)"
                )
                report.add(FREED, _free_message(free, into), [free.operation, call])
