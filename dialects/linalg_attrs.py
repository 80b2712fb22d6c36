"""The ``linalg`` enum attributes MLIR 22 prints that xDSL 0.74 lacks.

* ``#linalg.type_fn<cast_signed|cast_unsigned>``: how a named op converts its
  operands to the accumulator type (the ``cast`` attribute of ``linalg.copy``,
  ``linalg.matmul``, ``linalg.contract``, ...);
* ``#linalg.elementwise_kind<exp|add|select|...>``: the function
  ``linalg.elementwise`` applies.

Both are plain enums spelled as bare identifiers inside angle brackets, like
xDSL's own ``#linalg.iterator_type``.
"""

from __future__ import annotations

from enum import auto

from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class TypeFn(StrEnum):
    """MLIR's ``linalg::TypeFn``: signed or unsigned numeric conversion."""

    CAST_SIGNED = auto()
    CAST_UNSIGNED = auto()


class UnaryFn(StrEnum):
    """MLIR's ``linalg::UnaryFn``, in the order of ``ElementwiseKind``."""

    EXP = auto()
    LOG = auto()
    ABS = auto()
    CEIL = auto()
    FLOOR = auto()
    NEGF = auto()
    RECIPROCAL = auto()
    ROUND = auto()
    SQRT = auto()
    RSQRT = auto()
    SQUARE = auto()
    TANH = auto()
    ERF = auto()


class BinaryFn(StrEnum):
    """MLIR's ``linalg::BinaryFn``."""

    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    DIV_UNSIGNED = auto()
    MAX_SIGNED = auto()
    MIN_SIGNED = auto()
    MAX_UNSIGNED = auto()
    MIN_UNSIGNED = auto()
    POWF = auto()


class TernaryFn(StrEnum):
    """MLIR's ``linalg::TernaryFn``."""

    SELECT = auto()


class ElementwiseKind(StrEnum):
    """MLIR's ``linalg::ElementwiseKind``: every unary, binary and ternary
    function, under the same spelling."""

    EXP = auto()
    LOG = auto()
    ABS = auto()
    CEIL = auto()
    FLOOR = auto()
    NEGF = auto()
    RECIPROCAL = auto()
    ROUND = auto()
    SQRT = auto()
    RSQRT = auto()
    SQUARE = auto()
    TANH = auto()
    ERF = auto()
    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    DIV_UNSIGNED = auto()
    MAX_SIGNED = auto()
    MIN_SIGNED = auto()
    MAX_UNSIGNED = auto()
    MIN_UNSIGNED = auto()
    POWF = auto()
    SELECT = auto()


def as_unary(kind: ElementwiseKind) -> UnaryFn | None:
    """The unary function of this kind, if it is one."""
    names = {str(fn): fn for fn in UnaryFn}
    return names.get(str(kind))


def as_binary(kind: ElementwiseKind) -> BinaryFn | None:
    """The binary function of this kind, if it is one."""
    names = {str(fn): fn for fn in BinaryFn}
    return names.get(str(kind))


def elementwise_arity(kind: ElementwiseKind) -> int:
    """How many inputs ``linalg.elementwise`` of this kind takes."""
    if as_unary(kind) is not None:
        return 1
    if as_binary(kind) is not None:
        return 2
    return 3


@irdl_attr_definition
class TypeFnAttr(EnumAttribute[TypeFn]):
    name = "linalg.type_fn"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> TypeFn:
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)


@irdl_attr_definition
class ElementwiseKindAttr(EnumAttribute[ElementwiseKind]):
    name = "linalg.elementwise_kind"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> ElementwiseKind:
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)


LINALG_EXTRA_ATTRIBUTES = (TypeFnAttr, ElementwiseKindAttr)
"""Attributes merge-alloc adds to xDSL's ``linalg`` dialect."""
