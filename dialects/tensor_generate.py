"""`tensor.generate`, which xDSL 0.74 does not define.

MLIR 22 writes a tensor computed element by element as::

    %t = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<?xf32>

with one index operand per dynamic dimension and a body taking one index per
dimension and yielding the element. Its effects are its body's (MLIR's
`RecursiveMemoryEffects`); bufferization turns it into an alloc and a
`linalg.map`, so merge-alloc meets it only before bufferizing.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, TensorType
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import RecursiveMemoryEffect, SingleBlockImplicitTerminator
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa


@irdl_op_definition
class GenerateOp(IRDLOperation):
    """`tensor.generate %dynamic_extents { body } : tensor<...>`."""

    name = "tensor.generate"

    dynamic_extents = var_operand_def(IndexType)
    body = region_def("single_block")
    result = result_def(TensorType)

    traits = traits_def(
        RecursiveMemoryEffect(), SingleBlockImplicitTerminator(tensor.YieldOp)
    )

    assembly_format = "$dynamic_extents $body attr-dict `:` type($result)"

    def __init__(
        self,
        dynamic_extents: Sequence[SSAValue | Operation],
        body: Region,
        result_type: Attribute,
    ):
        super().__init__(
            operands=[dynamic_extents], regions=[body], result_types=[result_type]
        )

    def verify_(self) -> None:
        result = self.result.type
        assert isa(result, TensorType[Attribute])
        shape = result.get_shape()
        dynamic = sum(1 for size in shape if size == DYNAMIC_INDEX)
        if len(self.dynamic_extents) != dynamic:
            raise VerifyException(
                f"must have as many index operands as dynamic "
                f"extents in the result type ({dynamic}), got "
                f"{len(self.dynamic_extents)}"
            )
        args = self.body.block.args
        if len(args) != len(shape) or not all(
            isinstance(arg.type, IndexType) for arg in args
        ):
            raise VerifyException(f"body must take {len(shape)} index arguments")
