"""`bufferization.to_buffer`, `to_tensor` and `materialize_in_destination`
with buffers of any layout and memory space, as MLIR 22 allows.

xDSL 0.74 ties the buffer type to the tensor type through one type variable
(`memref<100xf32>` from `tensor<100xf32>`), so it rejects what
`mlir-opt --one-shot-bufferize` writes for every tensor function argument::

    %0 = bufferization.to_buffer %t : tensor<100xf32>
           to memref<100xf32, strided<[?], offset: ?>>

and a destination buffer in another memory space (`memref<?xf32, 3>`).
MLIR only asks the shapes and element types to agree (docs/upstream.md,
entry 11, which shows both programs and what each tool says). These
definitions replace xDSL's under the same names with the same syntax and,
like xDSL's, declare no memory effects.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    MemRefType,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
)
from xdsl.utils.exceptions import VerifyException

_TENSOR = base(TensorType) | base(UnrankedTensorType)
_BUFFER = base(MemRefType) | base(UnrankedMemRefType)


def _shape_and_element(shaped: Attribute) -> tuple[tuple[int, ...] | None, Attribute]:
    """Shape (None when unranked) and element type of a tensor or memref."""
    if isinstance(shaped, TensorType | MemRefType):
        ranked = cast(TensorType[Attribute] | MemRefType[Attribute], shaped)
        return ranked.get_shape(), ranked.get_element_type()
    assert isinstance(shaped, UnrankedTensorType | UnrankedMemRefType)
    unranked = cast(
        UnrankedTensorType[Attribute] | UnrankedMemRefType[Attribute], shaped
    )
    return None, unranked.element_type


def verify_same_shape(
    tensor: Attribute, other: Attribute, *, compatible: bool = False
) -> None:
    """MLIR's check between a tensor and its buffer (or another tensor):
    equal shapes (both unranked, or the same sizes) and element types. With
    `compatible` (materialize_in_destination), a dynamic size matches any
    size and an unranked shape any shape."""
    tensor_shape, tensor_element = _shape_and_element(tensor)
    other_shape, other_element = _shape_and_element(other)
    if compatible and (tensor_shape is None or other_shape is None):
        pass
    elif compatible and tensor_shape is not None and other_shape is not None:
        if len(tensor_shape) != len(other_shape) or any(
            a != b and DYNAMIC_INDEX not in (a, b)
            for a, b in zip(tensor_shape, other_shape, strict=True)
        ):
            raise VerifyException("shapes do not match")
    elif tensor_shape != other_shape:
        raise VerifyException("shapes do not match")
    if tensor_element != other_element:
        raise VerifyException("element types do not match")


@irdl_op_definition
class ToBufferOp(IRDLOperation):
    """`bufferization.to_buffer %t (read_only)? : T to M`."""

    name = "bufferization.to_buffer"

    tensor = operand_def(_TENSOR)
    memref = result_def(_BUFFER)
    read_only = opt_prop_def(UnitAttr)

    assembly_format = (
        "$tensor (`read_only` $read_only^)? `:` attr-dict type($tensor) "
        "`to` type($memref)"
    )

    def verify_(self) -> None:
        verify_same_shape(self.tensor.type, self.memref.type)


@irdl_op_definition
class ToTensorOp(IRDLOperation):
    """`bufferization.to_tensor %m (restrict)? (writable)? : M to T`."""

    name = "bufferization.to_tensor"

    memref = operand_def(_BUFFER)
    tensor = result_def(_TENSOR)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    assembly_format = (
        "$memref (`restrict` $restrict^)? (`writable` $writable^)? attr-dict "
        "`:` type($memref) `to` type($tensor)"
    )

    def verify_(self) -> None:
        verify_same_shape(self.tensor.type, self.memref.type)


@irdl_op_definition
class MaterializeInDestinationOp(IRDLOperation):
    """`bufferization.materialize_in_destination %src in (restrict)?
    (writable)? %dest : (T, D) -> R`: a tensor destination gives a result of
    its type, a buffer destination none."""

    name = "bufferization.materialize_in_destination"

    source = operand_def(_TENSOR)
    dest = operand_def(_TENSOR | _BUFFER)
    result = opt_result_def(_TENSOR)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    assembly_format = (
        "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest "
        "attr-dict `:` functional-type(operands, results)"
    )

    def verify_(self) -> None:
        verify_same_shape(self.source.type, self.dest.type, compatible=True)
        dest_is_tensor = isinstance(self.dest.type, TensorType | UnrankedTensorType)
        if dest_is_tensor != (self.result is not None):
            raise VerifyException(
                "a tensor destination needs a result, a buffer destination none"
            )
        if self.result is not None and self.result.type != self.dest.type:
            raise VerifyException("type of result and type of destination must match")


BUFFERIZATION_CAST_OPS: tuple[type[Operation], ...] = (
    ToBufferOp,
    ToTensorOp,
    MaterializeInDestinationOp,
)
"""Ops replacing xDSL's in the ``bufferization`` dialect."""
