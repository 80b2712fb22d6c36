"""merge-alloc's ``arith`` ops: ``arith.select : i1, T`` and ``arith.index_castui``.

Syntax: both are declarative (``custom<SelectTypes>`` reads ``: i1, T``).

``arith.select`` with MLIR's full custom syntax.

MLIR accepts ``arith.select %p, %a, %b : i1, T`` (condition type spelled out)
as well as ``: T``; xDSL 0.74 only accepts the latter.  The op definition is
unchanged; only its assembly format gains a custom directive for the types.

`arith.index_castui`, which xDSL 0.74 does not define.

MLIR 22 writes it when an unsigned integer becomes an index (or back), for
instance in `tensor.dim`/`memref.dim` arithmetic of torch-mlir output::

    %n = arith.index_castui %x : i32 to index

It is `arith.index_cast` with zero extension instead of sign extension:
`Pure`, exactly one side `index`, the other a signless integer.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.irdl.declarative_assembly_format import (
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from .xdsl_patch import with_assembly_format

# -- arith.select --------------------------------------------------------------


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


# -- arith.index_castui --------------------------------------------------------


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """`arith.index_castui %x : T to U`."""

    name = "arith.index_castui"

    input = operand_def(base(IntegerType) | base(IndexType))
    result = result_def(base(IntegerType) | base(IndexType))

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input_arg: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg], result_types=[target_type])

    def verify_(self) -> None:
        if isinstance(self.input.type, IndexType) == isinstance(
            self.result.type, IndexType
        ):
            raise VerifyException(
                f"operand type '{self.input.type}' and "
                f"result type '{self.result.type}' are cast incompatible"
            )


OPS: tuple[type[Operation], ...] = (SelectOp, IndexCastUIOp)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
