"""`memref.realloc`, which xDSL 0.74 does not define.

MLIR 22 writes it (until `--expand-realloc` turns it into alloc, copy and
dealloc) as::

    %1 = memref.realloc %0 : memref<64xf32> to memref<124xf32>
    %2 = memref.realloc %1(%n) {alignment = 8 : i64} : memref<124xf32> to memref<?xf32>

a one-dimensional buffer grown or shrunk to the result's size (the dynamic
size is an operand exactly when the result's size is `?`). The source is
freed and must not be used after it; the result is new memory. The op
declares those effects (as MLIR does: a free of `source`, an allocation of
the result): the free is what tells merge-alloc that the source must stay a
real allocation (docs/lifetimes.md, "Escapes").
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I64,
    IndexType,
    IntegerAttr,
    MemRefType,
)
from xdsl.ir import Attribute, Operation
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException


class FreesSourceAllocatesResult(MemoryEffect):
    """MLIR's `MemFreeAt<0, FullEffect>` on the source, `MemAlloc` on the
    result."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, ReallocOp)
        return {
            EffectInstance(MemoryEffectKind.FREE, op.source),
            EffectInstance(MemoryEffectKind.ALLOC, op.result),
        }


@irdl_op_definition
class ReallocOp(IRDLOperation):
    """`memref.realloc %src[(%size)] attr-dict : T to U`."""

    name = "memref.realloc"

    source = operand_def(MemRefType[Attribute])
    dynamicResultSize = opt_operand_def(IndexType)
    alignment = opt_prop_def(IntegerAttr[I64])
    result = result_def(MemRefType[Attribute])

    traits = traits_def(FreesSourceAllocatesResult())
    # MLIR prints `alignment` in the attribute dictionary.
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$source (`(` $dynamicResultSize^ `)`)? attr-dict "
        "`:` type($source) `to` type($result)"
    )

    def verify_(self) -> None:
        # (the operand definition guarantees the type; xDSL types the operand
        # as SSAValue[Attribute])
        source = cast(MemRefType[Attribute], self.source.type)
        result = self.result.type
        for kind, memref_type in (("source", source), ("result", result)):
            if memref_type.get_num_dims() != 1:
                raise VerifyException(
                    f"{kind} memref must be a 1D memref, not {memref_type}"
                )
        if source.element_type != result.element_type:
            raise VerifyException(
                "different element types specified for source memref type "
                f"'{source}' and result memref type '{result}'"
            )
        dynamic = result.get_shape()[0] == DYNAMIC_INDEX
        if dynamic and self.dynamicResultSize is None:
            raise VerifyException(
                f"missing dimension operand for result type '{result}'"
            )
        if not dynamic and self.dynamicResultSize is not None:
            raise VerifyException(
                f"unnecessary dimension operand for result type '{result}'"
            )
        if self.alignment is not None and self.alignment.value.data < 0:
            raise VerifyException("'alignment' must not be negative")
