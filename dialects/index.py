"""MLIR 22's ``index`` dialect, which xDSL 0.74 does not have.

Syntax: every op is declarative.

MLIR 22's `index` dialect, which xDSL 0.74 does not have.

`mlir-opt -generate-runtime-verification` writes it: the bounds checks of
a linalg op compare and combine its operands' sizes with `index.cmp`,
`index.add`, `index.sub`, `index.mins` and `index.maxs` before each
`cf.assert`, so a runtime-verified program does not parse without it::

    %15 = index.mins %12, %c0
    %16 = index.cmp sge(%15, %c0_9)

The whole dialect is defined (every op of MLIR 22's `IndexOps.td`, with
MLIR's syntax): constants, the 20 binary arithmetic ops, `cmp` with its
`#index<cmp_predicate ...>` attribute, the casts and `sizeof`. All are
`Pure`: they compute on `index` values and touch no memory. It is a new
dialect, registered only in merge-alloc's contexts
(`merge_alloc.dialects.extended_context`, `register_dialects`); stock `xdsl-opt`
still lacks it.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    BoolAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Operation,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

# -- the ops -------------------------------------------------------------------

_INDEX = IndexType()
_I1 = IntegerType(1)
_INTEGER_OR_INDEX = base(IndexType) | base(IntegerType)


class CmpPredicate(StrEnum):
    """MLIR's `IndexCmpPredicate`."""

    EQ = "eq"
    NE = "ne"
    SLT = "slt"
    SLE = "sle"
    SGT = "sgt"
    SGE = "sge"
    ULT = "ult"
    ULE = "ule"
    UGT = "ugt"
    UGE = "uge"


@irdl_attr_definition
class CmpPredicateAttr(EnumAttribute[CmpPredicate], SpacedOpaqueSyntaxAttribute):
    """`#index<cmp_predicate slt>` (in `index.cmp`'s custom form the bare
    `slt`)."""

    name = "index.cmp_predicate"


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """`index.constant 42`."""

    name = "index.constant"

    value = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "attr-dict $value"

    def __init__(self, value: int) -> None:
        super().__init__(
            properties={"value": IntegerAttr(value, _INDEX)}, result_types=[_INDEX]
        )


@irdl_op_definition
class BoolConstantOp(IRDLOperation):
    """`index.bool.constant true`."""

    name = "index.bool.constant"

    value = prop_def(BoolAttr)
    result = result_def(_I1)

    traits = traits_def(Pure())

    assembly_format = "attr-dict $value"


class BinaryOp(IRDLOperation):
    """`index.<op> %lhs, %rhs`: both operands and the result are `index`."""

    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "$lhs `,` $rhs attr-dict"

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation) -> None:
        super().__init__(operands=[lhs, rhs], result_types=[_INDEX])


def _binary(mnemonic: str, doc: str) -> type[BinaryOp]:
    """One binary op class (they differ only in name and meaning)."""
    op_class = cast(
        type[BinaryOp],
        type(
            mnemonic.capitalize() + "Op",
            (BinaryOp,),
            {"name": f"index.{mnemonic}", "__doc__": f"`index.{mnemonic}`: {doc}."},
        ),
    )
    return irdl_op_definition(op_class)


AddOp = _binary("add", "lhs + rhs")
SubOp = _binary("sub", "lhs - rhs")
MulOp = _binary("mul", "lhs * rhs")
DivSOp = _binary("divs", "signed division, rounded towards zero")
DivUOp = _binary("divu", "unsigned division")
CeilDivSOp = _binary("ceildivs", "signed division, rounded up")
CeilDivUOp = _binary("ceildivu", "unsigned division, rounded up")
FloorDivSOp = _binary("floordivs", "signed division, rounded down")
RemSOp = _binary("rems", "signed remainder")
RemUOp = _binary("remu", "unsigned remainder")
MaxSOp = _binary("maxs", "signed maximum")
MaxUOp = _binary("maxu", "unsigned maximum")
MinSOp = _binary("mins", "signed minimum")
MinUOp = _binary("minu", "unsigned minimum")
ShlOp = _binary("shl", "left shift")
ShrSOp = _binary("shrs", "arithmetic right shift")
ShrUOp = _binary("shru", "logical right shift")
AndOp = _binary("and", "bitwise and")
OrOp = _binary("or", "bitwise or")
XOrOp = _binary("xor", "bitwise exclusive or")


@irdl_op_definition
class CmpOp(IRDLOperation):
    """`index.cmp slt(%lhs, %rhs)`: an `i1`."""

    name = "index.cmp"

    pred = prop_def(CmpPredicateAttr)
    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    result = result_def(_I1)

    traits = traits_def(Pure())

    assembly_format = "$pred `` `(` $lhs `,` $rhs `)` attr-dict"

    def __init__(
        self,
        predicate: CmpPredicate,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
    ) -> None:
        super().__init__(
            operands=[lhs, rhs],
            properties={"pred": CmpPredicateAttr(predicate)},
            result_types=[_I1],
        )


class _CastOp(IRDLOperation):
    """`index.casts %x : index to i64` (and back): exactly one side is
    `index`, the other a signless integer (MLIR's `areCastCompatible`)."""

    input = operand_def(_INTEGER_OR_INDEX)
    output = result_def(_INTEGER_OR_INDEX)

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    def verify_(self) -> None:
        kinds = {
            isinstance(self.input.type, IndexType),
            isinstance(self.output.type, IndexType),
        }
        if kinds != {True, False}:
            raise VerifyException(
                f"operand type '{self.input.type}' and result type "
                f"'{self.output.type}' are cast incompatible"
            )


@irdl_op_definition
class CastSOp(_CastOp):
    """`index.casts`: sign-extends or truncates."""

    name = "index.casts"


@irdl_op_definition
class CastUOp(_CastOp):
    """`index.castu`: zero-extends or truncates."""

    name = "index.castu"


@irdl_op_definition
class SizeOfOp(IRDLOperation):
    """`index.sizeof`: the bit width of `index` on the target."""

    name = "index.sizeof"

    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "attr-dict"


OPS: tuple[type[Operation], ...] = (
    ConstantOp,
    BoolConstantOp,
    AddOp,
    SubOp,
    MulOp,
    DivSOp,
    DivUOp,
    CeilDivSOp,
    CeilDivUOp,
    FloorDivSOp,
    RemSOp,
    RemUOp,
    MaxSOp,
    MaxUOp,
    MinSOp,
    MinUOp,
    ShlOp,
    ShrSOp,
    ShrUOp,
    AndOp,
    OrOp,
    XOrOp,
    CmpOp,
    CastSOp,
    CastUOp,
    SizeOfOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = (CmpPredicateAttr,)
"""The attributes this module adds to the dialect."""
