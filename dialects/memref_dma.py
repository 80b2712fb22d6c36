"""`memref.dma_start` and `memref.dma_wait` as MLIR 22 defines them.

MLIR writes a non-blocking copy between memory spaces and the wait for it as::

    memref.dma_start %src[%i], %dst[%j], %n, %tag[%c0]
        : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
    memref.dma_start %src[%i], %dst[%j], %n, %tag[%c0], %stride, %per_stride
        : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
    memref.dma_wait %tag[%c0], %n : memref<1xi32>

xDSL 0.74 defines both ops without this syntax, gives `dma_start` operand
segments (MLIR's op has one variadic operand list, split by the memrefs'
ranks, so its generic form carries no `operandSegmentSizes`) and no stride
operands, and demands an `i32` tag and distinct memory spaces, which MLIR
does not. These definitions replace xDSL's under the same names.

Effects are MLIR's, on the operands they touch: `dma_start` reads the source
and the tag and writes the destination; `dma_wait` reads the tag. The
analyses learn them from these traits, and from the registry
(`merge_alloc.analysis.interfaces`) that `dma_start` is asynchronous: the
transfer runs on until the wait, so its buffers stay real allocations.

MLIR prints a `dma_start` with discardable attributes as
`... %tag[%c0] {attrs} : ...`, which its own parser rejects (docs/upstream.md,
entry 12). merge-alloc reads that text, and prints such an op read or
created with attributes in the generic form, which mlir-opt reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Self, cast

from xdsl.dialects.builtin import IndexType, LocationAttr, MemRefType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException


def _rank(value: SSAValue) -> int | None:
    """The rank of a ranked memref value, else None."""
    memref_type: Attribute = value.type
    if isinstance(memref_type, MemRefType):
        return cast(MemRefType[Attribute], memref_type).get_num_dims()
    return None


class DmaStartEffects(MemoryEffect):
    """MLIR's `DmaStartOp::getEffects`: reads the source and the tag, writes
    the destination. An op whose operands do not form a valid transfer (it
    fails verification) may touch any of them."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance] | None:
        assert isinstance(op, DmaStartOp)
        layout = op.layout()
        if layout is None:
            return None
        source, destination, tag = (op.operands[i] for i in layout.memrefs)
        return {
            EffectInstance(MemoryEffectKind.READ, source),
            EffectInstance(MemoryEffectKind.WRITE, destination),
            EffectInstance(MemoryEffectKind.READ, tag),
        }


class DmaWaitEffects(MemoryEffect):
    """MLIR's `DmaWaitOp::getEffects`: reads the tag."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, DmaWaitOp)
        return {EffectInstance(MemoryEffectKind.READ, op.tag)}


class DmaLayout:
    """Where each part of a `dma_start`'s operand list is (MLIR's accessors,
    `getSrcMemRef`, `getDstIndices`, ...): positions computed from the
    memrefs' ranks."""

    def __init__(self, source_rank: int, destination_rank: int, tag_rank: int):
        self.source = 0
        self.destination = 1 + source_rank
        self.num_elements = self.destination + 1 + destination_rank
        self.tag = self.num_elements + 1
        self.end = self.tag + 1 + tag_rank
        """One past the last tag index: the stride operands start here."""

    @property
    def memrefs(self) -> tuple[int, int, int]:
        return self.source, self.destination, self.tag


@irdl_op_definition
class DmaStartOp(IRDLOperation):
    """`memref.dma_start %src[...], %dst[...], %n, %tag[...] (, %stride,
    %per_stride)? : S, D, T`."""

    name = "memref.dma_start"

    dma_operands = var_operand_def()

    traits = traits_def(DmaStartEffects())

    def __init__(
        self,
        source: SSAValue,
        source_indices: Sequence[SSAValue],
        destination: SSAValue,
        destination_indices: Sequence[SSAValue],
        num_elements: SSAValue,
        tag: SSAValue,
        tag_indices: Sequence[SSAValue],
        stride: tuple[SSAValue, SSAValue] | None = None,
    ):
        operands = [
            source,
            *source_indices,
            destination,
            *destination_indices,
            num_elements,
            tag,
            *tag_indices,
            *(stride or ()),
        ]
        super().__init__(operands=[operands])

    @classmethod
    def create(
        cls,
        *,
        operands: Sequence[SSAValue] = (),
        result_types: Sequence[Attribute] = (),
        properties: Mapping[str, Attribute] = {},
        attributes: Mapping[str, Attribute] = {},
        location: LocationAttr | None = None,
        successors: Sequence[Block] = (),
        regions: Sequence[Region] = (),
    ) -> Self:
        """An op of this class, or of `DmaStartWithAttributes` when it has
        discardable attributes (parsed, generic or custom, or cloned)."""
        target: type[DmaStartOp] = cls
        if attributes and cls is DmaStartOp:
            target = DmaStartWithAttributes
        op = object.__new__(target)
        Operation.__init__(
            op,
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            location=location,
            successors=successors,
            regions=regions,
        )
        return cast(Self, op)

    def layout(self) -> DmaLayout | None:
        """The positions of the parts, or None when the operands are too few
        or the memrefs not ranked memrefs (the op fails verification)."""
        operands = self.operands
        if not operands or (source_rank := _rank(operands[0])) is None:
            return None
        destination = 1 + source_rank
        if destination >= len(operands):
            return None
        destination_rank = _rank(operands[destination])
        if destination_rank is None:
            return None
        tag = destination + 1 + destination_rank + 1
        if tag >= len(operands) or (tag_rank := _rank(operands[tag])) is None:
            return None
        layout = DmaLayout(source_rank, destination_rank, tag_rank)
        return layout if layout.end <= len(operands) else None

    def is_strided(self) -> bool:
        layout = self.layout()
        return layout is not None and len(self.operands) != layout.end

    def verify_(self) -> None:
        """MLIR's checks, in MLIR's order and words."""
        operands = self.operands
        count = len(operands)
        if count < 4:
            raise VerifyException("expected at least 4 operands")
        source_rank = _rank(operands[0])
        if source_rank is None:
            raise VerifyException("expected source to be of memref type")
        expected = source_rank + 4
        _check_count(count, expected)
        _check_indices(operands[1 : 1 + source_rank], "source")
        destination_rank = _rank(operands[1 + source_rank])
        if destination_rank is None:
            raise VerifyException("expected destination to be of memref type")
        expected += destination_rank
        _check_count(count, expected)
        destination = 1 + source_rank
        _check_indices(
            operands[destination + 1 : destination + 1 + destination_rank],
            "destination",
        )
        num_elements = destination + 1 + destination_rank
        if not isinstance(operands[num_elements].type, IndexType):
            raise VerifyException("expected num elements to be of index type")
        tag_rank = _rank(operands[num_elements + 1])
        if tag_rank is None:
            raise VerifyException("expected tag to be of memref type")
        expected += tag_rank
        _check_count(count, expected)
        _check_indices(operands[num_elements + 2 : expected], "tag")
        if count not in (expected, expected + 2):
            raise VerifyException("incorrect number of operands")
        if count == expected + 2 and not all(
            isinstance(v.type, IndexType) for v in operands[expected:]
        ):
            raise VerifyException(
                "expected stride and num elements per stride to be of type index"
            )

    @classmethod
    def parse(cls, parser: Parser) -> DmaStartOp:
        start = parser.pos
        source, source_indices = _parse_indexed(parser)
        parser.parse_punctuation(",")
        destination, destination_indices = _parse_indexed(parser)
        parser.parse_punctuation(",")
        num_elements = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        tag, tag_indices = _parse_indexed(parser)
        stride: list[UnresolvedOperand] = []
        while parser.parse_optional_punctuation(",") is not None:
            stride.append(parser.parse_unresolved_operand())
        if len(stride) not in (0, 2):
            parser.raise_error("expected two stride related operands", start)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types_start = parser.pos
        types = parser.parse_comma_separated_list(
            Parser.Delimiter.NONE, parser.parse_type
        )
        if len(types) != 3:
            parser.raise_error("fewer/more types expected", types_start, parser.pos)
        index = IndexType()
        operands = [
            parser.resolve_operand(source, types[0]),
            *(parser.resolve_operand(v, index) for v in source_indices),
            parser.resolve_operand(destination, types[1]),
            *(parser.resolve_operand(v, index) for v in destination_indices),
            parser.resolve_operand(num_elements, index),
            parser.resolve_operand(tag, types[2]),
            *(parser.resolve_operand(v, index) for v in tag_indices),
            *(parser.resolve_operand(v, index) for v in stride),
        ]
        return cls.create(operands=operands, attributes=attributes)

    def print(self, printer: Printer) -> None:
        layout = self.layout()
        if layout is None:  # not a transfer MLIR could print: keep it all
            printer.print_op_with_default_format(self)
            return
        operands = self.operands
        printer.print_string(" ")
        for position, end, separator in (
            (layout.source, layout.destination, ", "),
            (layout.destination, layout.num_elements, ", "),
        ):
            _print_indexed(printer, operands[position:end])
            printer.print_string(separator)
        printer.print_operand(operands[layout.num_elements])
        printer.print_string(", ")
        _print_indexed(printer, operands[layout.tag : layout.end])
        for stride in operands[layout.end :]:
            printer.print_string(", ")
            printer.print_operand(stride)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list(
            (operands[i].type for i in layout.memrefs), printer.print_attribute
        )


class DmaStartWithAttributes(DmaStartOp):
    """A `memref.dma_start` with discardable attributes: xDSL's printer
    writes an op whose class keeps `Operation.print` in the generic form,
    the only form of such an op that mlir-opt reads."""

    print = Operation.print  # pyright: ignore[reportAssignmentType]


def _check_count(count: int, expected: int) -> None:
    if count < expected:
        raise VerifyException(f"expected at least {expected} operands")


def _check_indices(indices: Sequence[SSAValue], kind: str) -> None:
    if not all(isinstance(v.type, IndexType) for v in indices):
        raise VerifyException(f"expected {kind} indices to be of index type")


def _parse_indexed(parser: Parser) -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
    """`%memref[%i, ...]`."""
    memref = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    return memref, indices


def _print_indexed(printer: Printer, memref_and_indices: Sequence[SSAValue]) -> None:
    printer.print_operand(memref_and_indices[0])
    printer.print_string("[")
    printer.print_list(memref_and_indices[1:], printer.print_operand)
    printer.print_string("]")


@irdl_op_definition
class DmaWaitOp(IRDLOperation):
    """`memref.dma_wait %tag[...], %n : T`."""

    name = "memref.dma_wait"

    tag = operand_def(MemRefType)
    tag_indices = var_operand_def(IndexType)
    num_elements = operand_def(IndexType)

    traits = traits_def(DmaWaitEffects())

    assembly_format = (
        "$tag `[` $tag_indices `]` `,` $num_elements attr-dict `:` type($tag)"
    )

    def __init__(
        self, tag: SSAValue, tag_indices: Sequence[SSAValue], num_elements: SSAValue
    ):
        super().__init__(operands=[tag, tag_indices, num_elements])

    def verify_(self) -> None:
        rank = cast(MemRefType[Attribute], self.tag.type).get_num_dims()
        if len(self.tag_indices) != rank:
            raise VerifyException(
                "expected tagIndices to have the same number of elements as the "
                f"tagMemRef rank, expected {rank}, but got {len(self.tag_indices)}"
            )


MEMREF_DMA_OPS = (DmaStartOp, DmaWaitOp)
"""Ops replacing xDSL's in the `memref` dialect."""
