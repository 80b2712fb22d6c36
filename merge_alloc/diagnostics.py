"""Errors and warnings of the pass, worded and located like mlir-opt's.

Every diagnostic on an op is one line::

    FILE:LINE:COL: error: 'memref.alloc' op %alloc_3 cannot be merged: ...

The position is the op's own: its explicit `loc("file":line:col)` if the input
gave one (as MLIR reports it), else where its text starts in the input when a
`merge_alloc.source.SourceParser` read it (xdsl-opt runs naming merge-alloc
parse that way), else `<unknown>:0` (mlir-opt's spelling). The op's first
result is named as the input spells it, or, for IR that did not come from a
`SourceParser`, as xDSL's printer would print it in the whole module.
"""

from __future__ import annotations

from io import StringIO
from typing import Literal, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    FileLineColLoc,
    FusedLoc,
    NameLoc,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException

from merge_alloc.source import source_site

UNKNOWN_POSITION = "<unknown>:0"
"""How mlir-opt prints a diagnostic's position when it has none."""

Severity = Literal["error", "warning"]


def _explicit_position(location: Attribute) -> str | None:
    """`FILE:LINE:COL` of the first file location inside `location`."""
    if isinstance(location, FileLineColLoc):
        return f"{location.filename.data}:{location.line.data}:{location.column.data}"
    if isinstance(location, NameLoc):
        return _explicit_position(location.location)
    if isinstance(location, FusedLoc):
        for inner in cast(ArrayAttr[Attribute], location.locations):
            if (position := _explicit_position(inner)) is not None:
                return position
    return None


def op_position(op: Operation) -> str:
    """Where `op` is in the input: `FILE:LINE:COL`, or `<unknown>:0`."""
    if (position := _explicit_position(op.location)) is not None:
        return position
    if (site := source_site(op)) is not None:
        return site.position
    return UNKNOWN_POSITION


def _root_of(op: Operation) -> Operation:
    root = op
    while (parent := root.parent_op()) is not None:
        root = parent
    return root


class PrintedNames:
    """The names xDSL's printer gives the values of one IR tree.

    Used for ops that did not come from a `SourceParser`: the name then
    matches what `xdsl-opt` (or `print(module)`) prints for the same IR. The
    tree is printed once, when the first name is asked for; build one per
    batch of diagnostics, not one per op.
    """

    def __init__(self, within: Operation) -> None:
        self._root = _root_of(within)
        self._printer: Printer | None = None

    def name(self, value: SSAValue) -> str:
        if self._printer is None:
            self._printer = Printer(stream=StringIO())
            self._printer.print_op(self._root)
        return "%" + self._printer.print_ssa_value(value)


def spelled_name(op: Operation) -> str:
    """The op's name as the input spells it: an unregistered op's own name,
    not xDSL's `builtin.unregistered`."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def describe(op: Operation, names: PrintedNames | None = None) -> str:
    """`'memref.alloc' op %alloc_3`: the op's name and its first result, if
    any, named as the input spells it (see the module docstring)."""
    text = f"'{spelled_name(op)}' op"
    if not op.results:
        return text
    site = source_site(op)
    result = site.first_result_name if site is not None else None
    if result is None:
        printed = names if names is not None else PrintedNames(op)
        result = printed.name(op.results[0])
    return f"{text} {result}"


def diagnostic_line(
    severity: Severity,
    op: Operation,
    reason: str,
    names: PrintedNames | None = None,
) -> str:
    """`FILE:LINE:COL: error: 'memref.alloc' op %alloc_3 <reason>`."""
    return f"{op_position(op)}: {severity}: {describe(op, names)} {reason}"


class MergeAllocError(DiagnosticException):
    """merge-alloc cannot handle an op. The IR has not been changed.

    `str(error)` is the whole diagnostic line (see `diagnostic_line`); `op`
    and `reason` are kept for callers that format their own.
    """

    op: Operation
    reason: str

    def __init__(self, op: Operation, reason: str) -> None:
        self.op = op
        self.reason = reason
        super().__init__(diagnostic_line("error", op, reason))


class MergeAllocOptionError(DiagnosticException, ValueError):
    """An invalid pass option, reported before any IR is touched."""

    option: str
    reason: str

    def __init__(self, option: str, reason: str) -> None:
        self.option = option
        self.reason = reason
        super().__init__(f"merge-alloc option '{option}': {reason}")
