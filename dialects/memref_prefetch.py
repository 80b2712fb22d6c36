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
from typing import ClassVar

from xdsl.dialects.builtin import (
    BoolAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    i32,
)
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException


class ReadsMemrefOperand(MemoryEffect):
    """A read of the memory behind the op's `memref` operand."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, PrefetchOp)
        return {EffectInstance(MemoryEffectKind.READ, op.memref)}


class _Choice(CustomDirective):
    """One of two keywords for a `BoolAttr` property: `WORDS[1]` is true
    (MLIR's `memref.prefetch` spells its flags so). Each subclass declares
    `flag` itself: `irdl_custom_directive` reads only the class's own
    annotations."""

    WORDS: ClassVar[tuple[str, str]]
    MESSAGE: ClassVar[str]

    flag: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        position = parser.pos
        word = parser.parse_identifier()
        if word not in self.WORDS:
            parser.raise_error(self.MESSAGE, position, parser.pos)
        self.flag.set(state, IntegerAttr.from_bool(word == self.WORDS[1]))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        flag = self.flag.get(op)
        assert isinstance(flag, IntegerAttr)
        state.print_whitespace(printer)
        printer.print_string(self.WORDS[1] if flag.value.data else self.WORDS[0])


@irdl_custom_directive
class ReadOrWrite(_Choice):
    """`read` or `write`."""

    WORDS = ("read", "write")
    MESSAGE = "rw specifier has to be 'read' or 'write'"

    flag: AttributeVariable


@irdl_custom_directive
class InstrOrData(_Choice):
    """`instr` or `data`."""

    WORDS = ("instr", "data")
    MESSAGE = "cache type has to be 'data' or 'instr'"

    flag: AttributeVariable


@irdl_custom_directive
class Locality(CustomDirective):
    """`locality<N>`: the hint as a bare integer (an `i32` attribute)."""

    hint: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        parser.parse_keyword("locality")
        parser.parse_punctuation("<")
        hint = parser.parse_integer(allow_negative=False, allow_boolean=False)
        parser.parse_punctuation(">")
        self.hint.set(state, IntegerAttr(hint, i32))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        hint = self.hint.get(op)
        assert isinstance(hint, IntegerAttr)
        state.print_whitespace(printer)
        printer.print_string(f"locality<{hint.value.data}>")


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

    # MLIR's format, where attr-dict comes before the type: MLIR prints
    # discardable attributes there but cannot read them back; reading them
    # is harmless and makes MLIR's own output parse.
    assembly_format = (
        "$memref `[` $indices `]` `,` custom<ReadOrWrite>($isWrite) `,` "
        "custom<Locality>($localityHint) `,` custom<InstrOrData>($isDataCache) "
        "attr-dict `:` type($memref)"
    )
    custom_directives = (ReadOrWrite, Locality, InstrOrData)

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
