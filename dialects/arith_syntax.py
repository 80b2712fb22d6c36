"""``arith.select`` with MLIR's full custom syntax.

MLIR accepts ``arith.select %p, %a, %b : i1, T`` (condition type spelled out)
as well as ``: T``; xDSL 0.74 only accepts the latter.  The op definition is
unchanged; only its assembly format gains a custom directive for the types.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from .assembly_format import with_assembly_format


@irdl_custom_directive
class SelectTypes(CustomDirective):
    """``T`` or ``C, T``: the value type, optionally preceded by the condition
    type (MLIR's ``SelectOp::parse``). Printed as ``T``, as MLIR prints a
    scalar ``i1`` condition (the only condition type xDSL's definition
    allows)."""

    condition_type: TypeDirective
    result_type: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        value_type = parser.parse_type()
        if parser.parse_optional_punctuation(",") is not None:
            self.condition_type.set(state, (value_type,))
            value_type = parser.parse_type()
        self.result_type.set(state, (value_type,))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_attribute(self.result_type.get(op)[0])


@with_assembly_format(
    "$cond `,` $lhs `,` $rhs attr-dict `:` "
    "custom<SelectTypes>(type($cond), type($result))",
    SelectTypes,
)
class SelectOp(arith.SelectOp):
    """``arith.select`` accepting both ``: T`` and ``: i1, T``."""
