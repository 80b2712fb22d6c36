"""`bufferization.dealloc`, which xDSL 0.74 does not define.

MLIR 22's `--ownership-based-buffer-deallocation` writes it at the end of
every block that owns buffers (`--bufferization-lower-deallocations` turns it
into `memref.dealloc`s later)::

    %r:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<4xi32>)
             if (%c0, %c1) retain (%r0, %r1 : memref<?xf32>, memref<f64>)

It frees each `memrefs` operand whose condition holds and that no `retained`
operand aliases (the aliasing is decided at run time, by base pointers), and
returns one `i1` per retained operand: whether the block now owns it. Both
parenthesised groups are optional; `bufferization.dealloc` alone frees
nothing.

The op declares a free effect on each of its `memrefs` operands (MLIR
declares none, which means "unknown"): that fact is what tells merge-alloc
that the buffers handed to it must stay real allocations
(docs/lifetimes.md, "Escapes"). It is not a `memref.dealloc`, whose operand
merely ends a lifetime.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType, i1
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

_MEMREF = base(MemRefType) | base(UnrankedMemRefType)


class FreesMemrefsOperands(MemoryEffect):
    """A free of each `memrefs` operand (retained ones are only compared)."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, DeallocOp)
        return {EffectInstance(MemoryEffectKind.FREE, m) for m in op.memrefs}


def _parse_typed_operands(parser: Parser) -> list[SSAValue]:
    """`(%a, %b : T1, T2)`, the parenthesis already read."""
    names = parser.parse_comma_separated_list(
        Parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return _resolve(parser, names, types)


def _print_typed_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    """`%a, %b : T, U)`: what `_parse_typed_operands` reads."""
    printer.print_list(values, printer.print_operand)
    printer.print_string(" : ")
    printer.print_list([value.type for value in values], printer.print_attribute)
    printer.print_string(")")


def _resolve(
    parser: Parser, names: Sequence[UnresolvedOperand], types: Sequence[Attribute]
) -> list[SSAValue]:
    if len(names) != len(types):
        parser.raise_error(f"{len(names)} operands present, but expected {len(types)}")
    return [parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)]


@irdl_op_definition
class DeallocOp(IRDLOperation):
    """`bufferization.dealloc [(%m... : T...) if (%c...)] [retain (%r... :
    T...)] attr-dict`."""

    name = "bufferization.dealloc"

    memrefs = var_operand_def(_MEMREF)
    conditions = var_operand_def(i1)
    retained = var_operand_def(_MEMREF)
    updated_conditions = var_result_def(i1)

    traits = traits_def(FreesMemrefsOperands())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        memrefs: Sequence[SSAValue | Operation],
        conditions: Sequence[SSAValue | Operation],
        retained: Sequence[SSAValue | Operation] = (),
    ) -> None:
        super().__init__(
            operands=[memrefs, conditions, retained],
            result_types=[[i1] * len(retained)],
        )

    @classmethod
    def parse(cls, parser: Parser) -> DeallocOp:
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        retained: list[SSAValue] = []
        if parser.parse_optional_punctuation("(") is not None:
            memrefs = _parse_typed_operands(parser)
            parser.parse_keyword("if")
            names = parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
            conditions = [parser.resolve_operand(n, i1) for n in names]
        if parser.parse_optional_keyword("retain") is not None:
            parser.parse_punctuation("(")
            retained = _parse_typed_operands(parser)
        attributes = parser.parse_optional_attr_dict()
        op = cls(memrefs, conditions, retained)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        if self.memrefs:
            printer.print_string(" (")
            _print_typed_operands(printer, self.memrefs)
            printer.print_string(" if (")
            printer.print_list(self.conditions, printer.print_operand)
            printer.print_string(")")
        if self.retained:
            printer.print_string(" retain (")
            _print_typed_operands(printer, self.retained)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        if len(self.memrefs) != len(self.conditions):
            raise VerifyException(
                "must have the same number of conditions as memrefs to deallocate"
            )
        if len(self.updated_conditions) != len(self.retained):
            raise VerifyException(
                "must have the same number of updated conditions (results) as "
                "retained operands"
            )
