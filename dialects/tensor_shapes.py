"""MLIR 22's shape rules for `tensor.expand_shape` and `tensor.pad`.

xDSL 0.74's verifiers reject valid MLIR that mlir-opt 22 accepts
(docs/upstream.md, entry 10, which shows both programs):

* ``tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into
  tensor<1x1xf32>``: from a rank-0 tensor the reassociation is empty and
  every expanded size must be 1 (MLIR's ``verifyReshapeLikeTypes``); xDSL
  asks the empty reassociation to cover both dimensions.
* ``tensor.pad ... high[%h0, %h1] : tensor<?x?xf32> to tensor<2x3xf32>``:
  MLIR checks the result against the inferred type only where the inferred
  size is static, so a result may state a size that dynamic padding leaves
  unknown; xDSL asks for exactly as many dynamic sizes.

The subclasses only replace ``verify_``; parsing, printing and the op
definitions stay xDSL's.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException


class ExpandShapeOp(tensor.ExpandShapeOp):
    """``tensor.expand_shape`` that also accepts a rank-0 source."""

    def verify_(self) -> None:
        source = self.src.type
        result = self.result.type
        if isinstance(source, TensorType) and not source.get_shape():
            assert isinstance(result, TensorType)
            shape = result.get_shape()
            if len(self.static_output_shape) != len(shape):
                raise VerifyException(
                    "expected number of static shape dims to be equal to the "
                    f"output rank ({len(shape)}) but found "
                    f"{len(self.static_output_shape)} inputs instead"
                )
            if len(self.reassociation) != 0:
                raise VerifyException(
                    "expected collapsed rank (0) to equal the number of "
                    f"reassociation maps ({len(self.reassociation)})."
                )
            if any(size != 1 for size in shape):
                raise VerifyException(
                    "invalid to reshape tensor/memref with non-unit extent "
                    "dimensions to zero-rank tensor/memref"
                )
            return
        super().verify_()


class PadOp(tensor.PadOp):
    """``tensor.pad`` checked as MLIR's ``PadOp::verify`` does."""

    def verify_(self) -> None:
        low = self.static_low.get_values()
        high = self.static_high.get_values()
        if len(low) != len(high):
            raise VerifyException(
                f"pad sizes low ({len(low)}) and high ({len(high)})"
                " must have an equal number of dimensions"
            )
        source = self.source.type
        assert isinstance(source, TensorType)
        source_shape = source.get_shape()
        if len(low) != len(source_shape):
            raise VerifyException(
                f"number of pad sizes ({len(low)}) must equal number of "
                f"dimensions in source tensor ({len(source_shape)})"
            )
        result = self.result.type
        assert isinstance(result, TensorType)
        inferred = [
            DYNAMIC_INDEX if DYNAMIC_INDEX in (size, lo, hi) else size + lo + hi
            for size, lo, hi in zip(source_shape, low, high, strict=True)
        ]
        result_shape = result.get_shape()
        if len(result_shape) != len(inferred) or any(
            stated != expected and expected != DYNAMIC_INDEX
            for stated, expected in zip(result_shape, inferred, strict=True)
        ):
            inferred_type = TensorType[Attribute](result.element_type, inferred)
            raise VerifyException(
                f"specified type '{result}' does not match the inferred type "
                f"'{inferred_type}'"
            )
        if len(self.region.block.args) != len(low):
            raise VerifyException(
                "region must have an arg for each dimension of the source tensor"
                f" ({len(low)}) but region has ({len(self.region.block.args)})"
            )


TENSOR_SHAPE_OPS: tuple[type[Operation], ...] = (ExpandShapeOp, PadOp)
"""Ops replacing xDSL's in the ``tensor`` dialect."""
