"""`tensor.gather` and `tensor.scatter`, which xDSL 0.74 does not define.

MLIR 22 writes them as::

    %g = tensor.gather %src[%indices] gather_dims([0, 2]) unique
           : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
    %s = tensor.scatter %g into %dest[%indices] scatter_dims([0, 2]) unique
           : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>)
           -> tensor<4x5x6xf32>

Both are values on tensors (MLIR's `Pure`): no memory effect. The
verifiers are MLIR's, with its messages: the gathered (scattered) shape is
the indices' leading dimensions followed by the source's (destination's)
with each gathered dimension 1 or dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import cast

from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    SignlessIntegerConstraint,
    TensorType,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import NoMemoryEffect
from xdsl.utils.exceptions import VerifyException

from .operand_constraints import Described

_RANKED_TENSOR = Described(base(TensorType), "ranked tensor of any type values")
"""MLIR's `AnyRankedTensor`."""


def gathered_type(
    source: TensorType[Attribute],
    indices: TensorType[Attribute],
    dims: Sequence[int],
    *,
    rank_reduced: bool,
) -> TensorType[Attribute]:
    """MLIR's `GatherOp::inferResultType`: the indices' shape without its
    last dimension, then the source's shape with each of `dims` set to 1
    (or left out when `rank_reduced`)."""
    shape = list(indices.get_shape()[:-1])
    for dim, size in enumerate(source.get_shape()):
        if dim in dims:
            if not rank_reduced:
                shape.append(1)
            continue
        shape.append(size)
    return TensorType(source.element_type, shape, source.encoding)


def verify_dims(
    dims: Sequence[int],
    indices: TensorType[Attribute],
    rank: int,
    kind: str,
    operand: str,
) -> None:
    """MLIR's `verifyGatherOrScatterDims` (`kind`: gather or scatter;
    `operand`: source or dest)."""
    if not dims:
        raise VerifyException(f"{kind}_dims must be non-empty")
    if len(dims) > rank:
        raise VerifyException(f"{kind}_dims overflow {operand} rank")
    shape = indices.get_shape()
    if not shape or shape[-1] != len(dims):
        raise VerifyException(
            f"{kind}_dims length must match the size of last dimension of indices"
        )
    for dim in dims:
        if dim < 0:
            raise VerifyException(f"{kind}_dims value must be non-negative")
        if dim >= rank:
            raise VerifyException(
                f"{kind}_dims value must be smaller than {operand} rank"
            )
    if any(a >= b for a, b in pairwise(dims)):
        raise VerifyException(f"{kind}_dims values must be strictly increasing")


def verify_gathered(
    actual: TensorType[Attribute],
    source: TensorType[Attribute],
    indices: TensorType[Attribute],
    dims: Sequence[int],
    what: str,
) -> None:
    """`actual` must be the gathered type or its rank-reduced variant."""
    full = gathered_type(source, indices, dims, rank_reduced=False)
    reduced = gathered_type(source, indices, dims, rank_reduced=True)
    if actual not in (full, reduced):
        raise VerifyException(
            f"{what} type mismatch: expected '{full}' or its rank-reduced variant "
            f"'{reduced}' (got: '{actual}')"
        )


def _check_indices(indices: TensorType[Attribute], position: int) -> None:
    """MLIR's `RankedTensorOf<[AnySignlessIntegerOrIndex]>` on the indices,
    operand number `position`."""
    element = indices.element_type
    if isinstance(element, IndexType) or (SignlessIntegerConstraint.verifies(element)):
        return
    raise VerifyException(
        f"operand #{position} must be ranked tensor of signless integer or "
        "index values, "
        f"but got '{indices}'"
    )


@irdl_op_definition
class GatherOp(IRDLOperation):
    """`tensor.gather %source[%indices] gather_dims([...]) (unique)?
    attr-dict : (S, I) -> R`."""

    name = "tensor.gather"

    source = operand_def(_RANKED_TENSOR)
    indices = operand_def(_RANKED_TENSOR)
    gather_dims = prop_def(DenseArrayBase.constr(i64))
    unique = opt_prop_def(UnitAttr)
    result = result_def(_RANKED_TENSOR)

    traits = traits_def(NoMemoryEffect())

    assembly_format = (
        "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` "
        "(`unique` $unique^)? attr-dict `:` functional-type(operands, results)"
    )

    def verify_(self) -> None:
        source = cast(TensorType[Attribute], self.source.type)
        indices = cast(TensorType[Attribute], self.indices.type)
        _check_indices(indices, 1)
        dims = self.gather_dims.get_values()
        verify_dims(dims, indices, source.get_num_dims(), "gather", "source")
        verify_gathered(self.result.type, source, indices, dims, "result")


@irdl_op_definition
class ScatterOp(IRDLOperation):
    """`tensor.scatter %source into %dest[%indices] scatter_dims([...])
    unique attr-dict : (S, D, I) -> R` (`unique` is required)."""

    name = "tensor.scatter"

    source = operand_def(_RANKED_TENSOR)
    dest = operand_def(_RANKED_TENSOR)
    indices = operand_def(_RANKED_TENSOR)
    scatter_dims = prop_def(DenseArrayBase.constr(i64))
    unique = opt_prop_def(UnitAttr)
    result = result_def(_RANKED_TENSOR)

    traits = traits_def(NoMemoryEffect())

    assembly_format = (
        "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` "
        "(`unique` $unique^)? attr-dict `:` functional-type(operands, results)"
    )

    def verify_(self) -> None:
        source = cast(TensorType[Attribute], self.source.type)
        dest = cast(TensorType[Attribute], self.dest.type)
        indices = cast(TensorType[Attribute], self.indices.type)
        _check_indices(indices, 2)
        dims = self.scatter_dims.get_values()
        verify_dims(dims, indices, dest.get_num_dims(), "scatter", "dest")
        if self.unique is None:
            raise VerifyException("requires 'unique' attribute to be set")
        verify_gathered(source, dest, indices, dims, "source")


TENSOR_GATHER_SCATTER_OPS = (GatherOp, ScatterOp)
"""Ops added to the `tensor` dialect."""
