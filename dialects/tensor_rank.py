"""`tensor.rank`, which xDSL 0.74 does not define.

MLIR 22 writes the rank of a tensor, ranked or not, as::

    %r = tensor.rank %t : tensor<*xf32>

It only reads the type (MLIR's `Pure`): no memory effect.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import NoMemoryEffect

from .operand_constraints import ANY_TENSOR


@irdl_op_definition
class RankOp(IRDLOperation):
    """`tensor.rank %tensor attr-dict : T`."""

    name = "tensor.rank"

    tensor = operand_def(ANY_TENSOR)
    result = result_def(IndexType)

    traits = traits_def(NoMemoryEffect())

    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def __init__(self, tensor: SSAValue | Operation):
        super().__init__(operands=[tensor], result_types=[IndexType()])
