"""`bufferization.dealloc_tensor`, which xDSL 0.74 does not define.

MLIR 22 writes the manual release of a tensor's storage (what becomes a
`memref.dealloc` of its buffer when bufferized) as::

    bufferization.dealloc_tensor %t : tensor<4x?xf32>

MLIR declares no memory effects for it, so its passes never erase or move
it. merge-alloc declares what it does (what it becomes once bufferized): a
free of its operand, as `bufferization.dealloc` and `memref.realloc` declare
for theirs. So no pass takes it for effect-free and erases it; merge-alloc's
analyses, which plan memrefs, have nothing of a tensor to plan.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    traits_def,
)
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind

from .operand_constraints import ANY_TENSOR


class FreesTensor(MemoryEffect):
    """A free of the operand's storage."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, DeallocTensorOp)
        return {EffectInstance(MemoryEffectKind.FREE, op.tensor)}


@irdl_op_definition
class DeallocTensorOp(IRDLOperation):
    """`bufferization.dealloc_tensor %tensor attr-dict : T`."""

    name = "bufferization.dealloc_tensor"

    tensor = operand_def(ANY_TENSOR)

    traits = traits_def(FreesTensor())

    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def __init__(self, tensor: SSAValue | Operation):
        super().__init__(operands=[tensor])
