"""merge-alloc's ``llvm`` ops: ``llvm.mlir.poison`` and the matrix intrinsics.

Syntax: all three are declarative.

MLIR 22 `llvm` ops that lowered vector programs contain and xDSL 0.74 lacks.

`-convert-vector-to-llvm` (and the upstream `Vector/CPU` integration
programs that run it part-way) writes `llvm.mlir.poison` as the start value
of the vectors it builds element by element (a broadcast, for one), and,
with `vector-transpose-lowering=llvmintr`, lowers a 2-D `vector.transpose`
to the matrix intrinsic (`llvm.intr.matrix.multiply` is its counterpart for
contractions)::

    %0 = llvm.mlir.poison : vector<4xf32>
    %1 = llvm.intr.matrix.transpose %v {columns = 3 : i32, rows = 2 : i32}
        : vector<6xf32> into vector<6xf32>

All three are `Pure` (MLIR: `Pure` poison, intrinsics without memory
effects), with MLIR's declarative syntax; the intrinsics' `rows`/`columns`
are properties written in the attribute dictionary. As in MLIR, nothing
checks that the element counts agree with `rows` and `columns` (mlir-opt 22
accepts a mismatch; LLVM's verifier refuses it after translation).
"""

from __future__ import annotations

from xdsl.dialects.builtin import I32, IntegerAttr, VectorType
from xdsl.ir import Attribute, Operation
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

# -- the ops -------------------------------------------------------------------


@irdl_op_definition
class PoisonOp(IRDLOperation):
    """`llvm.mlir.poison : T`: a poison value of any LLVM-compatible type."""

    name = "llvm.mlir.poison"

    res = result_def()

    traits = traits_def(Pure())

    assembly_format = "attr-dict `:` type($res)"

    def __init__(self, result_type: Attribute) -> None:
        super().__init__(result_types=[result_type])


@irdl_op_definition
class MatrixTransposeOp(IRDLOperation):
    """`llvm.intr.matrix.transpose %m {columns = C, rows = R} : vector<(R*C)xT>
    into vector<(R*C)xT>`: a column-major R x C matrix transposed."""

    name = "llvm.intr.matrix.transpose"

    matrix = operand_def(VectorType)
    rows = prop_def(IntegerAttr[I32])
    columns = prop_def(IntegerAttr[I32])
    res = result_def(VectorType)

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = "$matrix attr-dict `:` type($matrix) `into` type($res)"


@irdl_op_definition
class MatrixMultiplyOp(IRDLOperation):
    """`llvm.intr.matrix.multiply %a, %b {lhs_columns = K, lhs_rows = M,
    rhs_columns = N} : (vector<(M*K)xT>, vector<(K*N)xT>) -> vector<(M*N)xT>`."""

    name = "llvm.intr.matrix.multiply"

    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    lhs_rows = prop_def(IntegerAttr[I32])
    lhs_columns = prop_def(IntegerAttr[I32])
    rhs_columns = prop_def(IntegerAttr[I32])
    res = result_def(VectorType)

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"
    )


OPS: tuple[type[Operation], ...] = (PoisonOp, MatrixTransposeOp, MatrixMultiplyOp)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
