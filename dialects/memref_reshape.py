"""`memref.reshape`, which xDSL 0.74 does not define.

MLIR 22 writes a buffer seen with another shape, the sizes read from a
one-dimensional shape buffer, as::

    %v = memref.reshape %src(%shape)
           : (memref<4x1xf32>, memref<1xindex>) -> memref<4xf32>
    %u = memref.reshape %src(%sizes)
           : (memref<?xf32>, memref<?xi32>) -> memref<*xf32>

The result is a view of the source: the same bytes, nothing copied. So the
op is view-like (MLIR's ViewLikeOpInterface, known to the analyses from
`merge_alloc.analysis.interfaces`): a merged buffer read through the reshape
stays alive as long as the reshape's result is used (docs/aliases.md). It
reads the shape buffer when it runs (MLIR's `MemRead` on `shape`), the one
effect it declares.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    MemRefType,
    NoneAttr,
    SignlessIntegerConstraint,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

from .operand_constraints import ANY_BUFFER


class ReadsShape(MemoryEffect):
    """MLIR's `MemRead` on the `shape` operand: the view itself is no
    access of the source."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, ReshapeOp)
        return {EffectInstance(MemoryEffectKind.READ, op.shape)}


def has_identity_layout(memref_type: MemRefType[Attribute]) -> bool:
    """MLIR's `getLayout().isIdentity()`: no layout, or the identity map
    written out (a strided layout never counts, as in MLIR)."""
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return True
    return isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(
        memref_type.get_num_dims()
    )


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """`memref.reshape %source(%shape) attr-dict : (S, T) -> R`."""

    name = "memref.reshape"

    source = operand_def(ANY_BUFFER)
    shape = operand_def(MemRefType)
    result = result_def(ANY_BUFFER)

    traits = traits_def(ReadsShape())

    assembly_format = (
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        shape: SSAValue | Operation,
        result_type: Attribute,
    ):
        super().__init__(operands=[source, shape], result_types=[result_type])

    def verify_(self) -> None:
        source = self.source.type
        result = self.result.type
        shape = cast(MemRefType[Attribute], self.shape.type)
        if shape.get_num_dims() != 1 or not _is_size_element(shape.element_type):
            raise VerifyException(
                "operand #1 must be 1D memref of signless integer or index "
                f"values, but got '{shape}'"
            )
        if _element_type(source) != _element_type(result):
            raise VerifyException(
                "element types of source and destination memref types should "
                "be the same"
            )
        if isinstance(source, MemRefType) and not has_identity_layout(
            cast(MemRefType[Attribute], source)
        ):
            raise VerifyException("source memref type should have identity affine map")
        if not isinstance(result, MemRefType):
            return
        ranked = result
        if not has_identity_layout(ranked):
            raise VerifyException("result memref type should have identity affine map")
        length = shape.get_shape()[0]
        if length == DYNAMIC_INDEX:
            raise VerifyException(
                "cannot use shape operand with dynamic length to reshape to "
                "statically-ranked memref type"
            )
        if length != ranked.get_num_dims():
            raise VerifyException(
                "length of shape operand differs from the result's memref rank"
            )


def _element_type(buffer: Attribute) -> Attribute:
    if isinstance(buffer, MemRefType):
        return cast(MemRefType[Attribute], buffer).element_type
    return cast(UnrankedMemRefType[Attribute], buffer).element_type


def _is_size_element(element: Attribute) -> bool:
    """MLIR's `AnySignlessInteger` or `Index`."""
    if isinstance(element, IndexType):
        return True
    return SignlessIntegerConstraint.verifies(element)
