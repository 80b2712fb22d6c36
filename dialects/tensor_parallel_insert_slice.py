"""``tensor.parallel_insert_slice``, the op that lives in ``scf.forall.in_parallel``.

xDSL 0.74 lacks it, so tensor-level ``scf.forall ... shared_outs`` programs
(the input of one-shot bufferization) could not be parsed.  Defined like
MLIR 22: mixed static/dynamic offsets, sizes and strides, no result.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    TensorType,
    i64,
)
from xdsl.dialects.utils import DynamicIndexList, verify_dynamic_index_list
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    prop_def,
    var_operand_def,
)
from xdsl.traits import HasParent


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
    from .scf_forall import InParallelOp

    return InParallelOp
