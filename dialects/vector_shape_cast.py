"""`vector.shape_cast`, which xDSL 0.74 does not define.

Vectorization (e.g. `transform.structured.vectorize` followed by the vector
lowering patterns) flattens and unflattens vectors with it, so MLIR 22
output of a vectorized program is unreadable without it::

    %flat = vector.shape_cast %v : vector<4x4xf32> to vector<16xf32>

It is `Pure` and touches no memory. Its verifier is MLIR's: the element
types are the same, and so are the number of elements and the number of
scalable dimensions.
"""

from __future__ import annotations

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    """`vector.shape_cast %v : vector<S x T> to vector<R x T>`."""

    name = "vector.shape_cast"

    source = operand_def(base(VectorType))
    result = result_def(base(VectorType))

    traits = traits_def(Pure())

    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def __init__(self, source: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source = self.source.type
        result = self.result.type
        assert isinstance(source, VectorType) and isinstance(result, VectorType)
        if source.get_element_type() != result.get_element_type():
            raise VerifyException("has different source and result element types")
        if source.element_count() != result.element_count():
            raise VerifyException(
                "has different number of elements at source "
                f"({source.element_count()}) and result ({result.element_count()})"
            )
        if source.get_num_scalable_dims() != result.get_num_scalable_dims():
            raise VerifyException(
                "has different number of scalable dims at source "
                f"({source.get_num_scalable_dims()}) and result "
                f"({result.get_num_scalable_dims()})"
            )
