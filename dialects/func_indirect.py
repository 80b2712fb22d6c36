"""`func.constant` and `func.call_indirect`, which xDSL 0.74 does not define.

MLIR 22 writes a call through a function value as::

    %f = func.constant @callee : (i32) -> i32
    %r = func.call_indirect %f(%x) : (i32) -> i32

(`mlir-opt` prints `constant`/`call_indirect` inside a function, where `func`
is the default dialect; both spellings parse.) `func.constant` is `Pure` and
`ConstantLike`. `func.call_indirect` declares no memory effects, as in MLIR,
which means "unknown": the callee is not known, so merge-alloc takes every
memref passed to it as used and escaping, and its memref results as fresh
memory that may alias its memref operands.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import FunctionType, SymbolRefAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """`func.constant @callee : (T...) -> (U...)`."""

    name = "func.constant"

    value = prop_def(SymbolRefAttr)
    result = result_def(FunctionType)

    traits = traits_def(Pure(), ConstantLike())

    assembly_format = "attr-dict $value `:` type($result)"

    def __init__(self, callee: str | SymbolRefAttr, function_type: FunctionType):
        if isinstance(callee, str):
            callee = SymbolRefAttr(callee)
        super().__init__(properties={"value": callee}, result_types=[function_type])


@irdl_op_definition
class CallIndirectOp(IRDLOperation):
    """`func.call_indirect %f(%args) : (T...) -> (U...)`.

    Hand-written syntax: the operand and result types come from the callee's
    function type, which xDSL's declarative format cannot derive.
    """

    name = "func.call_indirect"

    callee = operand_def(FunctionType)
    callee_operands = var_operand_def()
    results_ = var_result_def()

    def __init__(
        self,
        callee: SSAValue | Operation,
        arguments: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
    ):
        super().__init__(operands=[callee, arguments], result_types=[result_types])

    @classmethod
    def parse(cls, parser: Parser) -> CallIndirectOp:
        callee = parser.parse_unresolved_operand()
        arguments = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_pos = parser.pos
        function_type = parser.parse_type()
        if not isinstance(function_type, FunctionType):
            parser.raise_error(
                f"'func.call_indirect' expects a function type, got {function_type}",
                type_pos,
                parser.pos,
            )
        if len(arguments) != len(function_type.inputs):
            parser.raise_error(
                f"'func.call_indirect' has {len(arguments)} operands but its "
                f"function type takes {len(function_type.inputs)}",
                type_pos,
                parser.pos,
            )
        op = cls(
            parser.resolve_operand(callee, function_type),
            [
                parser.resolve_operand(argument, input_type)
                for argument, input_type in zip(
                    arguments, function_type.inputs, strict=True
                )
            ],
            function_type.outputs.data,
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.callee)
        printer.print_string("(")
        printer.print_list(self.callee_operands, printer.print_operand)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.callee.type)

    def verify_(self) -> None:
        function_type = self.callee.type
        assert isinstance(function_type, FunctionType)
        if tuple(v.type for v in self.callee_operands) != tuple(function_type.inputs):
            raise VerifyException(
                f"operand types do not match the callee's inputs {function_type}"
            )
        if tuple(r.type for r in self.results_) != tuple(function_type.outputs):
            raise VerifyException(
                f"result types do not match the callee's results {function_type}"
            )


FUNC_OPS: tuple[type[Operation], ...] = (ConstantOp, CallIndirectOp)
"""Ops added to the ``func`` dialect."""
