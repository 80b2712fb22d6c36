"""`memref.prefetch`, which xDSL 0.74 does not define.

MLIR 22 writes it (for instance after affine-to-standard lowering of
`affine.prefetch`) as::

    memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>

with the properties `isWrite` (read/write), `localityHint` (0 to 3) and
`isDataCache` (data/instr). A prefetch only moves the addressed cache line
closer to the processor: it reads the buffer's memory (never changes it),
so the op declares a read effect on its memref operand. For merge-alloc this
makes a prefetch a use of the buffer (it keeps it alive: MLIR declares no
effects, which means "unknown", and the reference pass also treats it as a
use) without making the buffer escape.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    BoolAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa


class ReadsMemrefOperand(MemoryEffect):
    """A read of the memory behind the op's `memref` operand."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, PrefetchOp)
        return {EffectInstance(MemoryEffectKind.READ, op.memref)}


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """`memref.prefetch %m[%i...], read|write, locality<N>, data|instr : T`."""

    name = "memref.prefetch"

    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)

    isWrite = prop_def(BoolAttr)
    localityHint = prop_def(IntegerAttr[IntegerType])
    isDataCache = prop_def(BoolAttr)

    traits = traits_def(ReadsMemrefOperand())

    def __init__(
        self,
        memref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        *,
        is_write: bool,
        locality_hint: int,
        is_data_cache: bool,
    ) -> None:
        super().__init__(
            operands=[memref, indices],
            properties={
                "isWrite": IntegerAttr.from_bool(is_write),
                "localityHint": IntegerAttr(locality_hint, i32),
                "isDataCache": IntegerAttr.from_bool(is_data_cache),
            },
        )

    def verify_(self) -> None:
        memref_type = self.memref.type
        assert isinstance(memref_type, MemRefType)
        if len(self.indices) != memref_type.get_num_dims():
            raise VerifyException(
                f"too few indices: expected {memref_type.get_num_dims()}, "
                f"got {len(self.indices)}"
            )
        if self.localityHint.type != i32:
            raise VerifyException("'localityHint' must be an i32 attribute")
        if not 0 <= self.localityHint.value.data <= 3:
            raise VerifyException(
                "attribute 'localityHint' failed to satisfy constraint: 32-bit "
                "signless integer attribute whose minimum value is 0 whose "
                "maximum value is 3"
            )

    @classmethod
    def parse(cls, parser: Parser) -> PrefetchOp:
        memref = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(",")
        is_write = _parse_choice(
            parser, ("read", "write"), "rw specifier has to be 'read' or 'write'"
        )
        parser.parse_punctuation(",")
        parser.parse_keyword("locality")
        parser.parse_punctuation("<")
        hint = parser.parse_integer(allow_negative=False, allow_boolean=False)
        parser.parse_punctuation(">")
        parser.parse_punctuation(",")
        is_data_cache = _parse_choice(
            parser, ("instr", "data"), "cache type has to be 'data' or 'instr'"
        )
        # MLIR prints discardable attributes here but cannot read them back;
        # reading them is harmless and makes MLIR's own output parse.
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_position = parser.pos
        memref_type = parser.parse_type()
        if not isa(memref_type, MemRefType[Attribute]):
            parser.raise_error("expected a memref type", type_position, parser.pos)
        op = cls(
            parser.resolve_operand(memref, memref_type),
            [parser.resolve_operand(index, IndexType()) for index in indices],
            is_write=is_write,
            locality_hint=hint,
            is_data_cache=is_data_cache,
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_operand)
        printer.print_string("], ")
        printer.print_string("write" if self.isWrite.value.data else "read")
        printer.print_string(f", locality<{self.localityHint.value.data}>, ")
        printer.print_string("data" if self.isDataCache.value.data else "instr")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


def _parse_choice(parser: Parser, words: tuple[str, str], message: str) -> bool:
    """True for the second of two keywords, False for the first."""
    position = parser.pos
    word = parser.parse_identifier()
    if word not in words:
        parser.raise_error(message, position, parser.pos)
    return word == words[1]
