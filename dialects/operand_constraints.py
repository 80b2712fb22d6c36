"""Wider operand constraints for merge-alloc's subclasses of xDSL's ops.

`ANY_BUFFER` and `ANY_TENSOR` are MLIR's constraints of that name, failing
with MLIR's description of them.

xDSL 0.74 types some operands more narrowly than MLIR 22: `memref.rank` and
`memref.copy` take only ranked memrefs, where MLIR's
`AnyRankedOrUnrankedMemRef` also takes `memref<*xf32>`. A subclass cannot
run `irdl_op_definition` again (`dialects/assembly_format.py` says why), so
`with_operand_constraints` gives it what that would: a copy of the op's
definition with the named operands' constraints replaced, used by the
subclass's verifier and by the declarative format compiled after it (apply
`with_assembly_format` outside this decorator). xDSL's own class is left as
it is.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrConstraint,
    IntConstraint,
    IRDLOperation,
    OpDef,
    OperandDef,
    VerificationContext,
    base,
)
from xdsl.utils.exceptions import VerifyException

OpT = TypeVar("OpT", bound=IRDLOperation)
AttributeCovT = TypeVar("AttributeCovT", bound=Attribute, covariant=True)


@dataclasses.dataclass(frozen=True)
class Described(AttrConstraint[AttributeCovT]):
    """`constraint`, failing with MLIR's description of the types it allows
    ("expected tensor of any type values, but got 'f32'") where xDSL's union
    of base constraints says only "Unexpected attribute f32"."""

    constraint: AttrConstraint[AttributeCovT]
    description: str

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not self.constraint.verifies(attr):
            raise VerifyException(f"expected {self.description}, but got '{attr}'")
        self.constraint.verify(attr, constraint_context)

    def get_bases(self) -> set[type[Attribute]] | None:
        return self.constraint.get_bases()

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> Described[AttributeCovT]:
        return Described(
            self.constraint.mapping_type_vars(type_var_mapping), self.description
        )


ANY_BUFFER = Described(
    base(MemRefType) | base(UnrankedMemRefType),
    "ranked or unranked memref of any type values",
)
"""MLIR's `AnyRankedOrUnrankedMemRef`."""

ANY_TENSOR = Described(
    base(TensorType) | base(UnrankedTensorType), "tensor of any type values"
)
"""MLIR's `AnyTensor` (ranked or not)."""


def with_operand_constraints(
    **constraints: AttrConstraint,
) -> Callable[[type[OpT]], type[OpT]]:
    """Class decorator: each keyword names a single operand of the decorated
    subclass and gives its new constraint. The subclass's own `verify_`, if
    it defines one, runs after the definition's checks, as it would under
    `irdl_op_definition`."""

    def apply(cls: type[OpT]) -> type[OpT]:
        original = cls.get_irdl_definition()
        unknown = set(constraints) - {name for name, _ in original.operands}
        if unknown:
            raise ValueError(f"{cls.__name__} has no operands {sorted(unknown)}")
        operands: list[tuple[str, OperandDef]] = []
        for name, definition in original.operands:
            if name in constraints:
                if type(definition) is not OperandDef:
                    raise ValueError(f"{cls.__name__}.{name} is variadic or optional")
                definition = OperandDef(constraints[name])
            operands.append((name, definition))
        op_def = dataclasses.replace(original, operands=operands)
        own_verify: Callable[[OpT], None] | None = cls.__dict__.get("verify_")

        def verify_(op: OpT) -> None:
            op_def.verify(op)
            if own_verify is not None:
                own_verify(op)

        def get_irdl_definition(op_type: type[OpT]) -> OpDef:
            return op_def

        setattr(cls, "verify_", verify_)  # noqa: B010
        setattr(cls, "get_irdl_definition", classmethod(get_irdl_definition))  # noqa: B010
        return cls

    return apply
