"""merge-alloc's ``func`` ops: ``func.constant`` and ``func.call_indirect``.

Syntax: both are declarative (``custom<CalleeType>`` derives the argument
and result types from the callee's function type).

`func.constant` and `func.call_indirect`, which xDSL 0.74 does not define.

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
from typing import cast

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
from xdsl.irdl.declarative_assembly_format import (
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

# -- func.constant, func.call_indirect -----------------------------------------


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


@irdl_custom_directive
class CalleeType(CustomDirective):
    """The callee's function type, which also gives the types of the
    arguments and results (MLIR's `type($callee)` with `TypesMatchWith`,
    which xDSL's format cannot say)."""

    callee_type: TypeDirective
    argument_types: TypeDirective
    result_types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        position = parser.pos
        function_type = parser.parse_type()
        if not isinstance(function_type, FunctionType):
            parser.raise_error(
                f"'func.call_indirect' expects a function type, got {function_type}",
                position,
                parser.pos,
            )
        arguments = self.argument_types.inner
        assert isinstance(arguments, VariadicOperandVariable)
        count = len(cast(Sequence[object], state.operands[arguments.index]))
        if count != len(function_type.inputs):
            parser.raise_error(
                f"'func.call_indirect' has {count} operands but its "
                f"function type takes {len(function_type.inputs)}",
                position,
                parser.pos,
            )
        self.callee_type.set(state, (function_type,))
        self.argument_types.set(state, function_type.inputs.data)
        self.result_types.set(state, function_type.outputs.data)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_attribute(self.callee_type.get(op)[0])


@irdl_op_definition
class CallIndirectOp(IRDLOperation):
    """`func.call_indirect %f(%args) : (T...) -> (U...)`."""

    name = "func.call_indirect"

    callee = operand_def(FunctionType)
    callee_operands = var_operand_def()
    results_ = var_result_def()

    assembly_format = (
        "$callee `(` $callee_operands `)` attr-dict `:` "
        "custom<CalleeType>(type($callee), type($callee_operands), type($results_))"
    )
    custom_directives = (CalleeType,)

    def __init__(
        self,
        callee: SSAValue | Operation,
        arguments: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
    ):
        super().__init__(operands=[callee, arguments], result_types=[result_types])

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


OPS: tuple[type[Operation], ...] = (ConstantOp, CallIndirectOp)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
