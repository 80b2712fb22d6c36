"""Wider operand constraints for merge-alloc's subclasses of xDSL's ops.

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
from typing import TypeVar

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrConstraint,
    IntConstraint,
    IRDLOperation,
    OpDef,
    OperandDef,
    VerificationContext,
)
from xdsl.utils.exceptions import VerifyException

OpT = TypeVar("OpT", bound=IRDLOperation)


@dataclasses.dataclass(frozen=True)
class RankedOrUnrankedMemRef(
    AttrConstraint[MemRefType[Attribute] | UnrankedMemRefType[Attribute]]
):
    """MLIR's `AnyRankedOrUnrankedMemRef`, failing with MLIR's description
    of it (xDSL's union of two base constraints says only "Unexpected
    attribute")."""

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not isinstance(attr, MemRefType | UnrankedMemRefType):
            raise VerifyException(
                "expected ranked or unranked memref of any type values, "
                f"but got '{attr}'"
            )

    def get_bases(self) -> set[type[Attribute]]:
        return {MemRefType, UnrankedMemRefType}

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> RankedOrUnrankedMemRef:
        return self


ANY_BUFFER = RankedOrUnrankedMemRef()


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
