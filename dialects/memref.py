"""merge-alloc's ``memref`` ops: MLIR's custom syntaxes, the ops xDSL 0.74
lacks (``prefetch``, ``realloc``, ``reshape``, ``transpose``) and
``dma_start``/``dma_wait`` as MLIR defines them.

Syntax: declarative where xDSL 0.74's format can say it (``copy``, ``cast``,
``memory_space_cast``, ``rank``, ``extract_aligned_pointer_as_index``,
``alloca_scope.return``, ``dma_wait``, ``prefetch``, ``realloc``,
``reshape``, ``transpose``). Hand-written, with the reason in
docs/upstream.md's entry 9 table: ``alloca_scope`` (MLIR's spacing, and the
implicit terminator left out only without results), ``global``
(``alignment`` printed first in the dictionary), ``atomic_rmw`` (an unknown
``kind`` prints the whole op generically) and ``dma_start`` (one operand list
split by the memrefs' ranks).

MLIR's custom syntax for memref ops that xDSL 0.74 only knows generically.

``mlir-opt --one-shot-bufferize`` prints ``memref.copy %a, %b : T to U``,
programs use ``memref.cast``, ``memref.extract_aligned_pointer_as_index``,
``memref.alloca_scope``, ``memref.global``, ``memref.atomic_rmw`` and
``memref.memory_space_cast``; stock
xDSL 0.74 rejects these spellings.  Each class below is a plain subclass of
xDSL's op overriding ``parse``/``print`` (re-running ``irdl_op_definition``
on a subclass is rejected), so ``isinstance`` checks against xDSL's classes
keep working.

``memref.alloca_scope`` and its terminator additionally get the traits MLIR
gives them (recursive memory effects, implicit terminator, ``Pure`` +
``ReturnLike`` terminator); xDSL declares none, which made ``get_effects``
report "unknown" for them.

`memref.dma_start` and `memref.dma_wait` as MLIR 22 defines them.

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

`memref.prefetch`, which xDSL 0.74 does not define.

MLIR 22 writes it (for instance after affine-to-standard lowering of
`affine.prefetch`) as::

    memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>

with the properties `isWrite` (read/write), `localityHint` (0 to 3) and
`isDataCache` (data/instr). A prefetch only moves the addressed cache line
closer to the processor: it reads the buffer's memory (never changes it),
so the op declares a read effect on its memref operand. For merge-alloc this
makes a prefetch a use of the buffer (it keeps it alive, as an op with
memory effects does in docs/lifetimes.md; MLIR declares none, which means
"unknown") without making the buffer escape.

`memref.realloc`, which xDSL 0.74 does not define.

MLIR 22 writes it (until `--expand-realloc` turns it into alloc, copy and
dealloc) as::

    %1 = memref.realloc %0 : memref<64xf32> to memref<124xf32>
    %2 = memref.realloc %1(%n) {alignment = 8 : i64} : memref<124xf32> to memref<?xf32>

a one-dimensional buffer grown or shrunk to the result's size (the dynamic
size is an operand exactly when the result's size is `?`). The source is
freed and must not be used after it; the result is new memory. The op
declares those effects (as MLIR does: a free of `source`, an allocation of
the result): the free is what tells merge-alloc that the source must stay a
real allocation (docs/lifetimes.md, "Escapes").

`memref.reshape`, which xDSL 0.74 does not define.

MLIR 22 writes a buffer seen with another shape, the sizes read from a
one-dimensional shape buffer, as::

    %v = memref.reshape %src(%shape)
           : (memref<4x1xf32>, memref<1xindex>) -> memref<4xf32>
    %u = memref.reshape %src(%sizes)
           : (memref<?xf32>, memref<?xi32>) -> memref<*xf32>

The result is a view of the source: the same bytes, nothing copied. So the
op is view-like (MLIR's ViewLikeOpInterface, known to the analyses from
`merge_alloc.analysis.interfaces`): a merged buffer read through the reshape
stays alive as long as the reshape's result is used (docs/aliases.md). It
reads the shape buffer when it runs (MLIR's `MemRead` on `shape`), the one
effect it declares.

`memref.transpose`, which xDSL 0.74 does not define.

MLIR 22 writes a transposed view of a memref as::

    %t = memref.transpose %m (i, j) -> (j, i)
        : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>

The permutation is an affine map printed bare; the result is a view of the
operand's memory (MLIR's `ViewLikeOpInterface`, `Pure`). merge-alloc's alias
analysis takes the result as aliasing the operand (an op with a memref
operand and a memref result aliases them unless known otherwise), so the
buffer stays alive while the view is used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar, Self, cast

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I64,
    AffineMapAttr,
    AnyFloat,
    BoolAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    MemRefType,
    NoneAttr,
    SignlessIntegerConstraint,
    StringAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
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
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    Pure,
    SingleBlockImplicitTerminator,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from .xdsl_patch import (
    ANY_BUFFER,
    parse_optional_arrow_type_list,
    with_assembly_format,
    with_operand_constraints,
)

# -- custom syntaxes -----------------------------------------------------------


@with_assembly_format(
    "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"
)
@with_operand_constraints(source=ANY_BUFFER, destination=ANY_BUFFER)
class CopyOp(memref.CopyOp):
    """``memref.copy %src, %dst : T to U``, of ranked or unranked memrefs,
    verified as MLIR does (``SameOperandsShape``): shapes need only be
    compatible, a dynamic size matching any size and an unranked memref any
    shape, which is what ``--one-shot-bufferize`` writes when it copies a
    tensor argument into a static buffer; xDSL 0.74 wants equal ranked
    shapes."""

    def verify_(self) -> None:
        source, source_element = _shape_and_element(self.source.type)
        destination, destination_element = _shape_and_element(self.destination.type)
        if (
            source is not None
            and destination is not None
            and (
                len(source) != len(destination)
                or any(
                    a != b and DYNAMIC_INDEX not in (a, b)
                    for a, b in zip(source, destination, strict=True)
                )
            )
        ):
            raise VerifyException("requires the same shape for all operands")
        if source_element != destination_element:
            raise VerifyException("requires the same element type for all operands")


def _shape_and_element(buffer: Attribute) -> tuple[tuple[int, ...] | None, Attribute]:
    """Shape (None when unranked) and element type of a memref type."""
    if isinstance(buffer, MemRefType):
        ranked = cast(MemRefType[Attribute], buffer)
        return ranked.get_shape(), ranked.get_element_type()
    return None, cast(UnrankedMemRefType[Attribute], buffer).element_type


@with_assembly_format("$source attr-dict `:` type($source)")
@with_operand_constraints(source=ANY_BUFFER)
class RankOp(memref.RankOp):
    """``memref.rank %m : T`` of a ranked or unranked memref. It reads only
    the descriptor: a shape query (``merge_alloc.analysis.interfaces``)."""


@with_assembly_format("$source `:` type($source) `->` type($aligned_pointer) attr-dict")
class ExtractAlignedPointerAsIndexOp(memref.ExtractAlignedPointerAsIndexOp):
    """``memref.extract_aligned_pointer_as_index %m : T -> index``, attributes
    last as in MLIR."""


@with_assembly_format("$source attr-dict `:` type($source) `to` type($dest)")
class CastOp(memref.CastOp):
    """``memref.cast %m : T to U``."""


@with_assembly_format("$source attr-dict `:` type($source) `to` type($dest)")
class MemorySpaceCastOp(memref.MemorySpaceCastOp):
    """``memref.memory_space_cast %m : T to U``, as MLIR 22 prints it."""


@with_assembly_format("attr-dict ($ops^ `:` type($ops))?")
class AllocaScopeReturnOp(memref.AllocaScopeReturnOp):
    """``memref.alloca_scope.return [%v : T]``. Its traits stay xDSL's: MLIR's
    ``Pure`` and ``ReturnLike`` would change what stock xDSL passes do with
    it; merge-alloc knows them from ``merge_alloc.analysis.interfaces``."""


class AllocaScopeOp(memref.AllocaScopeOp):
    """``memref.alloca_scope [-> (T)] { ... }`` with an implicit
    ``memref.alloca_scope.return``.

    The traits stay xDSL's (none): MLIR's ``RecursiveMemoryEffects`` would let
    stock xDSL passes erase an alloca_scope they keep today. merge-alloc knows
    its effects and scope role from ``merge_alloc.analysis.interfaces``.
    """

    def __init__(
        self,
        result_types: list[Attribute] | tuple[Attribute, ...] = (),
        body: Region | Block | list[Operation] | None = None,
    ):
        if body is None:
            body = Region(Block())
        elif isinstance(body, Block):
            body = Region(body)
        elif isinstance(body, list):
            body = Region(Block(body))
        super().__init__(result_types=[result_types], regions=[body])
        if not result_types:
            ensure_terminator(self, SingleBlockImplicitTerminator(AllocaScopeReturnOp))

    @classmethod
    def parse(cls, parser: Parser) -> AllocaScopeOp:
        result_types = parse_optional_arrow_type_list(parser)
        region = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        op = cls(result_types, region)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        # MLIR prints two spaces before the region (or the arrow).
        printer.print_string(" ")
        if self.res:
            printer.print_string(" -> (")
            printer.print_list(self.res.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.scope,
            print_entry_block_args=False,
            print_block_terminators=bool(self.res),
        )
        printer.print_op_attributes(self.attributes)


class GlobalOp(memref.GlobalOp):
    """``memref.global ["private"] [constant] @sym : T [= init] [{attrs}]``.

    xDSL requires ``sym_visibility`` and ``initial_value``; a public global
    (no visibility in the text) is stored with ``"public"`` and printed
    without it, and ``= uninitialized`` is stored as a unit attribute as in
    MLIR.  External declarations (no ``=``) cannot be represented in xDSL's
    definition and are rejected.
    """

    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        visibility = parser.parse_optional_str_literal()
        constant = parser.parse_optional_keyword("constant") is not None
        sym_name = parser.parse_symbol_name()
        parser.parse_punctuation(":")
        type_pos = parser.pos
        global_type = parser.parse_type()
        if not isinstance(global_type, MemRefType):
            parser.raise_error("expected a memref type", type_pos, parser.pos)
        memref_type = cast(MemRefType, global_type)
        parser.parse_punctuation(
            "=", " (external memref.global declarations are not supported)"
        )
        initial_value: Attribute
        if parser.parse_optional_keyword("uninitialized") is not None:
            initial_value = UnitAttr()
        else:
            dense_pos = parser.pos
            parser.parse_keyword("dense")
            element = memref_type.element_type
            if not isinstance(
                element, IntegerType | IndexType | ComplexType | AnyFloat
            ):
                # MLIR refuses these too; xDSL's reader fails with an
                # AttributeError on them.
                parser.raise_error(
                    f"dense elements of type {element} are not supported",
                    dense_pos,
                    parser.pos,
                )
            tensor_type = TensorType(memref_type.element_type, memref_type.get_shape())
            initial_value = parser.parse_dense_int_or_fp_elements_attr(
                tensor_type  # pyright: ignore[reportArgumentType]
            )
        attrs = parser.parse_optional_attr_dict()
        alignment = attrs.pop("alignment", None)
        properties: dict[str, Attribute | None] = {
            "sym_name": sym_name,
            "sym_visibility": StringAttr(visibility or "public"),
            "type": memref_type,
            "initial_value": initial_value,
            "constant": UnitAttr() if constant else None,
            "alignment": alignment,
        }
        op = cls.build(
            properties={k: v for k, v in properties.items() if v is not None}
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.sym_visibility.data != "public":
            printer.print_string_literal(self.sym_visibility.data)
            printer.print_string(" ")
        if self.constant is not None:
            printer.print_string("constant ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        printer.print_string(" = ")
        if isinstance(self.initial_value, DenseIntOrFPElementsAttr):
            self.initial_value.print_without_type(printer)
        else:
            printer.print_string("uninitialized")
        extra: dict[str, Attribute] = {}
        if self.alignment is not None:
            extra["alignment"] = self.alignment
        printer.print_op_attributes(extra | self.attributes)


ATOMIC_RMW_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
"""MLIR's `arith::AtomicRMWKind` keywords, by value (the `kind` property)."""


class AtomicRMWOp(memref.AtomicRMWOp):
    """``memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32``.

    Every kind MLIR 22 accepts (`ATOMIC_RMW_KINDS`, the values of
    `arith::AtomicRMWKind`) reads and prints in MLIR's custom form. Any other
    `kind` value, which only the generic form can spell, fails verification
    as it fails MLIR's parser; read or cloned, such an op is an
    `AtomicRMWWithUnknownKind`, which prints in the generic form (there is
    no custom spelling for it), not as ``memref.atomic_rmw(...)``, which no
    parser reads.
    """

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
        """An op of this class, or of `AtomicRMWWithUnknownKind` when its
        `kind` property is not one of MLIR's."""
        target: type[AtomicRMWOp] = cls
        if cls is AtomicRMWOp and _kind_keyword(properties.get("kind")) is None:
            target = AtomicRMWWithUnknownKind
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

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        kind_pos = parser.pos
        keyword = parser.parse_identifier(" (an atomic_rmw kind)")
        if keyword not in ATOMIC_RMW_KINDS:
            parser.raise_error(
                f"unknown atomic_rmw kind '{keyword}' (expected one of "
                f"{', '.join(ATOMIC_RMW_KINDS)})",
                kind_pos,
                parser.pos,
            )
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        value_type = parser.parse_type()
        parser.parse_punctuation(",")
        memref_type = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        op = cls.build(
            operands=[
                parser.resolve_operand(value, value_type),
                parser.resolve_operand(target, memref_type),
                [parser.resolve_operand(index, IndexType()) for index in indices],
            ],
            properties={"kind": IntegerAttr[I64](ATOMIC_RMW_KINDS.index(keyword), 64)},
            result_types=[result_type],
        )
        op.attributes |= attributes
        return op

    def verify_(self) -> None:
        if _kind_keyword(self.kind) is None:
            raise VerifyException(
                f"invalid atomic_rmw kind {self.kind.value.data} (MLIR's kinds "
                f"are 0 to {len(ATOMIC_RMW_KINDS) - 1}: "
                f"{', '.join(ATOMIC_RMW_KINDS)})"
            )

    def print(self, printer: Printer) -> None:
        keyword = _kind_keyword(self.kind)
        if keyword is None:  # changed after creation; verification rejects it
            printer.print_op_with_default_format(self)
            return
        printer.print_string(f" {keyword} ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.memref)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_operand)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : (")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        printer.print_attribute(self.memref.type)
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)


class AtomicRMWWithUnknownKind(AtomicRMWOp):
    """A `memref.atomic_rmw` whose `kind` is none of MLIR's: xDSL's printer
    writes an op whose class keeps `Operation.print` in the generic form, the
    only form that can spell it (and in which mlir-opt reports the kind)."""

    print = Operation.print  # pyright: ignore[reportAssignmentType]


def _kind_keyword(kind: Attribute | None) -> str | None:
    """MLIR's keyword of an atomic_rmw `kind` property, or None if `kind` is
    not an integer attribute naming one of `ATOMIC_RMW_KINDS`."""
    if not isinstance(kind, IntegerAttr):
        return None
    value = cast(IntegerAttr, kind).value.data
    return ATOMIC_RMW_KINDS[value] if 0 <= value < len(ATOMIC_RMW_KINDS) else None


# -- memref.dma_start, memref.dma_wait -----------------------------------------


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


# -- memref.prefetch -----------------------------------------------------------


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


# -- memref.realloc ------------------------------------------------------------


class FreesSourceAllocatesResult(MemoryEffect):
    """MLIR's `MemFreeAt<0, FullEffect>` on the source, `MemAlloc` on the
    result."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, ReallocOp)
        return {
            EffectInstance(MemoryEffectKind.FREE, op.source),
            EffectInstance(MemoryEffectKind.ALLOC, op.result),
        }


@irdl_op_definition
class ReallocOp(IRDLOperation):
    """`memref.realloc %src[(%size)] attr-dict : T to U`."""

    name = "memref.realloc"

    source = operand_def(MemRefType[Attribute])
    dynamicResultSize = opt_operand_def(IndexType)
    alignment = opt_prop_def(IntegerAttr[I64])
    result = result_def(MemRefType[Attribute])

    traits = traits_def(FreesSourceAllocatesResult())
    # MLIR prints `alignment` in the attribute dictionary.
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$source (`(` $dynamicResultSize^ `)`)? attr-dict "
        "`:` type($source) `to` type($result)"
    )

    def verify_(self) -> None:
        # (the operand definition guarantees the type; xDSL types the operand
        # as SSAValue[Attribute])
        source = cast(MemRefType[Attribute], self.source.type)
        result = self.result.type
        for kind, memref_type in (("source", source), ("result", result)):
            if memref_type.get_num_dims() != 1:
                raise VerifyException(
                    f"{kind} memref must be a 1D memref, not {memref_type}"
                )
        if source.element_type != result.element_type:
            raise VerifyException(
                "different element types specified for source memref type "
                f"'{source}' and result memref type '{result}'"
            )
        dynamic = result.get_shape()[0] == DYNAMIC_INDEX
        if dynamic and self.dynamicResultSize is None:
            raise VerifyException(
                f"missing dimension operand for result type '{result}'"
            )
        if not dynamic and self.dynamicResultSize is not None:
            raise VerifyException(
                f"unnecessary dimension operand for result type '{result}'"
            )
        if self.alignment is not None and self.alignment.value.data < 0:
            raise VerifyException("'alignment' must not be negative")


# -- memref.reshape ------------------------------------------------------------


class ReadsShape(MemoryEffect):
    """MLIR's `MemRead` on the `shape` operand: the view itself is no
    access of the source."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, ReshapeOp)
        return {EffectInstance(MemoryEffectKind.READ, op.shape)}


def has_identity_layout(memref_type: MemRefType[Attribute]) -> bool:
    """MLIR's `getLayout().isIdentity()`: no layout, or the identity map
    written out (a strided layout never counts, as in MLIR)."""
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return True
    return isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(
        memref_type.get_num_dims()
    )


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """`memref.reshape %source(%shape) attr-dict : (S, T) -> R`."""

    name = "memref.reshape"

    source = operand_def(ANY_BUFFER)
    shape = operand_def(MemRefType)
    result = result_def(ANY_BUFFER)

    traits = traits_def(ReadsShape())

    assembly_format = (
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        shape: SSAValue | Operation,
        result_type: Attribute,
    ):
        super().__init__(operands=[source, shape], result_types=[result_type])

    def verify_(self) -> None:
        source = self.source.type
        result = self.result.type
        shape = cast(MemRefType[Attribute], self.shape.type)
        if shape.get_num_dims() != 1 or not _is_size_element(shape.element_type):
            raise VerifyException(
                "operand #1 must be 1D memref of signless integer or index "
                f"values, but got '{shape}'"
            )
        if _element_type(source) != _element_type(result):
            raise VerifyException(
                "element types of source and destination memref types should "
                "be the same"
            )
        if isinstance(source, MemRefType) and not has_identity_layout(
            cast(MemRefType[Attribute], source)
        ):
            raise VerifyException("source memref type should have identity affine map")
        if not isinstance(result, MemRefType):
            return
        ranked = result
        if not has_identity_layout(ranked):
            raise VerifyException("result memref type should have identity affine map")
        length = shape.get_shape()[0]
        if length == DYNAMIC_INDEX:
            raise VerifyException(
                "cannot use shape operand with dynamic length to reshape to "
                "statically-ranked memref type"
            )
        if length != ranked.get_num_dims():
            raise VerifyException(
                "length of shape operand differs from the result's memref rank"
            )


def _element_type(buffer: Attribute) -> Attribute:
    if isinstance(buffer, MemRefType):
        return cast(MemRefType[Attribute], buffer).element_type
    return cast(UnrankedMemRefType[Attribute], buffer).element_type


def _is_size_element(element: Attribute) -> bool:
    """MLIR's `AnySignlessInteger` or `Index`."""
    if isinstance(element, IndexType):
        return True
    return SignlessIntegerConstraint.verifies(element)


# -- memref.transpose ----------------------------------------------------------


@irdl_custom_directive
class BareAffineMap(CustomDirective):
    """An `AffineMapAttr` written as the bare map, `(d0, d1) -> (d1, d0)`, as
    MLIR's formats write `$permutation` (xDSL's format writes
    `affine_map<...>`)."""

    map: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.map.set(state, AffineMapAttr(parser.parse_affine_map()))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self.map.get(op)
        assert isinstance(attr, AffineMapAttr)
        state.print_whitespace(printer)
        printer.print_string(str(attr.data))


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`memref.transpose %m (d0, d1) -> (d1, d0) : T to U`."""

    name = "memref.transpose"

    in_ = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)

    traits = traits_def(Pure())

    assembly_format = (
        "$in_ custom<BareAffineMap>($permutation) attr-dict `:` type($in_) "
        "`to` type($result)"
    )

    custom_directives = (BareAffineMap,)

    def __init__(
        self,
        source: SSAValue | Operation,
        permutation: AffineMap,
        result_type: Attribute,
    ):
        super().__init__(
            operands=[source],
            properties={"permutation": AffineMapAttr(permutation)},
            result_types=[result_type],
        )

    def verify_(self) -> None:
        source, result = self.in_.type, self.result.type
        assert isa(source, MemRefType) and isa(result, MemRefType)
        permutation = self.permutation.data
        rank = source.get_num_dims()
        positions = [
            expr.position
            for expr in permutation.results
            if isinstance(expr, AffineDimExpr)
        ]
        if (
            permutation.num_symbols != 0
            or permutation.num_dims != rank
            or sorted(positions) != list(range(rank))
            or len(permutation.results) != rank
        ):
            raise VerifyException(
                "expected a permutation map of the same rank "
                f"as the input, got {permutation} for {source}"
            )
        shape = source.get_shape()
        expected = tuple(shape[p] for p in positions)
        if tuple(result.get_shape()) != expected or (
            result.element_type != source.element_type
            or result.memory_space != source.memory_space
        ):
            raise VerifyException(
                f"result type {result} is not the "
                f"transposition of {source} by {permutation}"
            )


OPS: tuple[type[Operation], ...] = (
    CopyOp,
    RankOp,
    ExtractAlignedPointerAsIndexOp,
    CastOp,
    MemorySpaceCastOp,
    AllocaScopeOp,
    AllocaScopeReturnOp,
    GlobalOp,
    AtomicRMWOp,
    DmaStartOp,
    DmaWaitOp,
    PrefetchOp,
    ReallocOp,
    ReshapeOp,
    TransposeOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
