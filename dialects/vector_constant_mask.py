"""`vector.constant_mask`, which xDSL 0.74 does not define.

Vectorization of shapes that do not divide the vector size writes masked
transfers, whose masks MLIR 22 folds to constants::

    %mask = vector.constant_mask [3, 2] : vector<4x3xi1>

(the leading 3 x 2 block set). It is `Pure` and touches no memory. Its
verifier is MLIR's, with MLIR's messages (MLIR refuses a non-`i64` array
while reading the generic form; here the verifier does).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, IntegerType, VectorType, i64
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

_I1 = IntegerType(1)


@irdl_op_definition
class ConstantMaskOp(IRDLOperation):
    """`vector.constant_mask [s0, s1, ...] : vector<d0 x d1 x ... x i1>`."""

    name = "vector.constant_mask"

    mask_dim_sizes = prop_def(DenseArrayBase[IntegerType])
    result = result_def(base(VectorType))

    traits = traits_def(Pure())

    def __init__(self, sizes: Sequence[int], result_type: Attribute) -> None:
        super().__init__(
            properties={"mask_dim_sizes": DenseArrayBase.from_list(i64, sizes)},
            result_types=[result_type],
        )

    def verify_(self) -> None:
        vector = self.result.type
        assert isinstance(vector, VectorType)
        if vector.get_element_type() != _I1:
            raise VerifyException(
                "result #0 must be vector of 1-bit signless integer values, "
                f"but got '{vector}'"
            )
        if self.mask_dim_sizes.get_element_type() != i64:
            raise VerifyException(
                "attribute 'mask_dim_sizes' failed to satisfy constraint: "
                "i64 dense array attribute"
            )
        sizes = self.mask_dim_sizes.get_values()
        shape = vector.get_shape()
        if not shape:
            if len(sizes) != 1:
                raise VerifyException("array attr must have length 1 for 0-D vectors")
            if sizes[0] not in (0, 1):
                raise VerifyException(
                    "mask dim size must be either 0 or 1 for 0-D vectors"
                )
            return
        if len(sizes) != len(shape):
            raise VerifyException(
                "must specify array attr of size equal vector result rank"
            )
        scalable = vector.get_scalable_dims()
        for size, dim, is_scalable in zip(sizes, shape, scalable, strict=True):
            if not 0 <= size <= dim:
                raise VerifyException(
                    "array attr of size out of bounds of vector result dimension size"
                )
            if is_scalable and size not in (0, dim):
                raise VerifyException(
                    "only supports 'none set' or 'all set' scalable dimensions"
                )
        if 0 in sizes and any(sizes):
            raise VerifyException(
                "expected all mask dim sizes to be zeros, as a result of "
                "conjunction with zero mask dim"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ConstantMaskOp:
        sizes = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_integer
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        op = cls(sizes, parser.parse_type())
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" [")
        printer.print_list(self.mask_dim_sizes.get_values(), printer.print_int)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
