"""`memref.transpose`, which xDSL 0.74 does not define.

MLIR 22 writes a transposed view of a memref as::

    %t = memref.transpose %m (i, j) -> (j, i)
        : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>

The permutation is an affine map printed bare; the result is a view of the
operand's memory (MLIR's `ViewLikeOpInterface`, `Pure`). merge-alloc's alias
analysis takes the result as aliasing the operand (an op with a memref
operand and a memref result aliases them unless known otherwise), so the
buffer stays alive while the view is used.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AffineMapAttr, MemRefType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa


@irdl_custom_directive
class BareAffineMap(CustomDirective):
    """An `AffineMapAttr` written as the bare map, `(d0, d1) -> (d1, d0)`, as
    MLIR's formats write `$permutation` (xDSL's format writes
    `affine_map<...>`)."""

    map: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.map.set(state, AffineMapAttr(parser.parse_affine_map()))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self.map.get(op)
        assert isinstance(attr, AffineMapAttr)
        state.print_whitespace(printer)
        printer.print_string(str(attr.data))


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`memref.transpose %m (d0, d1) -> (d1, d0) : T to U`."""

    name = "memref.transpose"

    in_ = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)

    traits = traits_def(Pure())

    assembly_format = (
        "$in_ custom<BareAffineMap>($permutation) attr-dict `:` type($in_) "
        "`to` type($result)"
    )

    custom_directives = (BareAffineMap,)

    def __init__(
        self,
        source: SSAValue | Operation,
        permutation: AffineMap,
        result_type: Attribute,
    ):
        super().__init__(
            operands=[source],
            properties={"permutation": AffineMapAttr(permutation)},
            result_types=[result_type],
        )

    def verify_(self) -> None:
        source, result = self.in_.type, self.result.type
        assert isa(source, MemRefType) and isa(result, MemRefType)
        permutation = self.permutation.data
        rank = source.get_num_dims()
        positions = [
            expr.position
            for expr in permutation.results
            if isinstance(expr, AffineDimExpr)
        ]
        if (
            permutation.num_symbols != 0
            or permutation.num_dims != rank
            or sorted(positions) != list(range(rank))
            or len(permutation.results) != rank
        ):
            raise VerifyException(
                "expected a permutation map of the same rank "
                f"as the input, got {permutation} for {source}"
            )
        shape = source.get_shape()
        expected = tuple(shape[p] for p in positions)
        if tuple(result.get_shape()) != expected or (
            result.element_type != source.element_type
            or result.memory_space != source.memory_space
        ):
            raise VerifyException(
                f"result type {result} is not the "
                f"transposition of {source} by {permutation}"
            )
