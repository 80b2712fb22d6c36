"""merge-alloc's ``tensor`` ops: MLIR 22's verifiers of ``expand_shape`` and
``pad``, and the ops xDSL 0.74 lacks (``generate``, ``parallel_insert_slice``,
``rank``, ``gather``, ``scatter``).

Syntax: every op here is declarative or keeps xDSL's.

MLIR 22's shape rules for `tensor.expand_shape` and `tensor.pad`.

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

`tensor.generate`, which xDSL 0.74 does not define.

MLIR 22 writes a tensor computed element by element as::

    %t = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<?xf32>

with one index operand per dynamic dimension and a body taking one index per
dimension and yielding the element. Its effects are its body's (MLIR's
`RecursiveMemoryEffects`); bufferization turns it into an alloc and a
`linalg.map`, so merge-alloc meets it only before bufferizing.

``tensor.parallel_insert_slice``, the op that lives in ``scf.forall.in_parallel``.

xDSL 0.74 lacks it, so tensor-level ``scf.forall ... shared_outs`` programs
(the input of one-shot bufferization) could not be parsed.  Defined like
MLIR 22: mixed static/dynamic offsets, sizes and strides, no result.

`tensor.rank`, which xDSL 0.74 does not define.

MLIR 22 writes the rank of a tensor, ranked or not, as::

    %r = tensor.rank %t : tensor<*xf32>

It only reads the type (MLIR's `Pure`): no memory effect.

`tensor.gather` and `tensor.scatter`, which xDSL 0.74 does not define.

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

from xdsl.dialects import tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    SignlessIntegerConstraint,
    TensorType,
    UnitAttr,
    i64,
)
from xdsl.dialects.utils import DynamicIndexList, verify_dynamic_index_list
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import (
    HasParent,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from .xdsl_patch import ANY_TENSOR, Described

# -- expand_shape, pad ---------------------------------------------------------


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


# -- tensor.generate -----------------------------------------------------------


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


# -- tensor.parallel_insert_slice ----------------------------------------------


@irdl_op_definition
class ParallelInsertSliceOp(IRDLOperation):
    """Insert ``source`` into the ``shared_outs`` tensor ``dest`` of the
    enclosing ``scf.forall``; only valid inside ``scf.forall.in_parallel``."""

    name = "tensor.parallel_insert_slice"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = lazy_traits_def(lambda: (HasParent(_in_parallel_op()),))

    assembly_format = (
        "$source `into` $dest ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `into` type($dest)"
    )

    custom_directives = (DynamicIndexList,)

    def verify_(self) -> None:
        for static, dynamic, what in (
            (self.static_offsets, self.offsets, "offsets"),
            (self.static_sizes, self.sizes, "sizes"),
            (self.static_strides, self.strides, "strides"),
        ):
            verify_dynamic_index_list(
                static.get_values(), dynamic, DYNAMIC_INDEX, f" in {what}"
            )


def _in_parallel_op() -> type[IRDLOperation]:
    """The op `parallel_insert_slice` must be inside, looked up when it is
    verified: a tensor program without `scf.forall` loads no `scf` module."""
    from .scf import InParallelOp

    return InParallelOp


# -- tensor.rank ---------------------------------------------------------------


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


# -- tensor.gather, tensor.scatter ---------------------------------------------

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


OPS: tuple[type[Operation], ...] = (
    ParallelInsertSliceOp,
    GenerateOp,
    RankOp,
    GatherOp,
    ScatterOp,
    ExpandShapeOp,
    PadOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
