"""`arith.index_castui`, which xDSL 0.74 does not define.

MLIR 22 writes it when an unsigned integer becomes an index (or back), for
instance in `tensor.dim`/`memref.dim` arithmetic of torch-mlir output::

    %n = arith.index_castui %x : i32 to index

It is `arith.index_cast` with zero extension instead of sign extension:
`Pure`, exactly one side `index`, the other a signless integer.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """`arith.index_castui %x : T to U`."""

    name = "arith.index_castui"

    input = operand_def(base(IntegerType) | base(IndexType))
    result = result_def(base(IntegerType) | base(IndexType))

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input_arg: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg], result_types=[target_type])

    def verify_(self) -> None:
        if isinstance(self.input.type, IndexType) == isinstance(
            self.result.type, IndexType
        ):
            raise VerifyException(
                f"operand type '{self.input.type}' and "
                f"result type '{self.result.type}' are cast incompatible"
            )
