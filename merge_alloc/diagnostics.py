"""Errors the pass reports on user input, attached to the op at fault."""

from __future__ import annotations

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException


def describe(op: Operation) -> str:
    """A short, one-line name for `op`: its name and, if any, its first result."""
    name = op.op_name.data if isinstance(op, UnregisteredOp) else op.name
    text = f"'{name}' op"
    if op.results:
        hint = op.results[0].name_hint
        if hint:
            text += f" %{hint}"
    return text


class MergeAllocError(DiagnosticException):
    """merge-alloc cannot handle an op. The IR has not been changed.

    The message reads like MLIR's `op->emitError(...)`: the op name first, then
    the reason, on one line.
    """

    op: Operation | None
    reason: str

    def __init__(self, op: Operation | None, reason: str) -> None:
        self.op = op
        self.reason = reason
        where = f"{describe(op)} " if op is not None else ""
        super().__init__(f"merge-alloc: error: {where}{reason}")


class MergeAllocOptionError(DiagnosticException):
    """An invalid pass option, reported before any IR is touched."""

    def __init__(self, option: str, reason: str) -> None:
        self.option = option
        self.reason = reason
        super().__init__(f"merge-alloc: error: option '{option}': {reason}")
