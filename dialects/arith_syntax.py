"""``arith.select`` with MLIR's full custom syntax.

MLIR accepts ``arith.select %p, %a, %b : i1, T`` (condition type spelled out)
as well as ``: T``; xDSL 0.74 only accepts the latter.  The op definition is
unchanged; only parsing is extended.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import i1
from xdsl.parser import Parser
from xdsl.printer import Printer


class SelectOp(arith.SelectOp):
    """``arith.select`` accepting both ``: T`` and ``: i1, T``.

    Printing emits ``: T`` like MLIR does for a scalar ``i1`` condition (the
    only condition type xDSL's definition allows).
    """

    @classmethod
    def parse(cls, parser: Parser) -> SelectOp:
        cond = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        cond_type = i1
        value_type = parser.parse_type()
        if parser.parse_optional_punctuation(",") is not None:
            cond_type = value_type
            value_type = parser.parse_type()
        op = cls(
            parser.resolve_operand(cond, cond_type),
            parser.resolve_operand(lhs, value_type),
            parser.resolve_operand(rhs, value_type),
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list((self.cond, self.lhs, self.rhs), printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
