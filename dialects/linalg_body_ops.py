"""The ops of linalg bodies, ``linalg.index`` and ``linalg.yield``, as MLIR
defines them.

xDSL 0.74 declares ``linalg.index`` with ``HasParent(linalg.generic)``, so the
generic form of ``linalg.fill_rng_2d`` (whose body reads the loop indices) or
a ``linalg.map`` using ``linalg.index`` fails to verify. MLIR only asks that
the parent is a linalg structured op and that the dimension is one of its
loops; `IndexOp` checks the same.

xDSL's ``linalg.yield`` has no memory-effect trait, which makes every linalg
op with recursive effects "unknown". MLIR's is ``Pure`` and ``ReturnLike``;
`YieldOp` (a plain subclass, so ``isinstance`` checks against xDSL's class
still hold) says so.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IndexTypeConstr, IntegerAttr, i64
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import YieldOp as XdslYieldOp
from xdsl.ir import Operation
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import IsTerminator, NoMemoryEffect, OpTrait, Pure, ReturnLike
from xdsl.utils.exceptions import VerifyException

from .linalg_effects import is_structured


class InsideStructuredOp(OpTrait):
    """The op must be directly nested in a linalg structured op."""

    def verify(self, op: Operation) -> None:
        parent = op.parent_op()
        if parent is None or not is_structured(parent):
            raise VerifyException(
                f"'{op.name}' op expected parent op with LinalgOp interface"
            )


@irdl_op_definition
class IndexOp(IRDLOperation):
    """``linalg.index <dim> : index``: the current iteration along loop
    ``dim`` of the enclosing structured op."""

    name = "linalg.index"

    dim = prop_def(IntegerAttr[i64])
    result = result_def(IndexTypeConstr)

    traits = traits_def(InsideStructuredOp(), NoMemoryEffect())

    assembly_format = "$dim attr-dict `:` type($result)"

    def __init__(self, dim: int) -> None:
        super().__init__(
            properties={"dim": IntegerAttr(dim, i64)}, result_types=[IndexType()]
        )

    def verify_(self) -> None:
        parent = self.parent_op()
        if not isinstance(parent, LinalgStructuredOperation) or not parent.operands:
            return
        loops = len(parent.get_iterator_types())
        if self.dim.value.data >= loops:
            raise VerifyException(
                f"expected dim ({self.dim.value.data}) to be lower than the "
                f"number of loops ({loops}) of the enclosing LinalgOp"
            )


class YieldOp(XdslYieldOp):
    """``linalg.yield``, ``Pure`` and ``ReturnLike`` as in MLIR."""

    traits = traits_def(IsTerminator(), Pure(), ReturnLike())
