"""MLIR's custom syntax for memref ops that xDSL 0.74 only knows generically.

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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Self, cast

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ComplexType,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    MemRefType,
    StringAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    SingleBlockImplicitTerminator,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from .assembly_format import parse_optional_arrow_type_list, with_assembly_format
from .operand_constraints import ANY_BUFFER, with_operand_constraints


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
        from xdsl.dialects.builtin import I64, IndexType, IntegerAttr

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


MEMREF_SYNTAX_OPS: tuple[type[Operation], ...] = (
    CopyOp,
    RankOp,
    ExtractAlignedPointerAsIndexOp,
    CastOp,
    MemorySpaceCastOp,
    AllocaScopeOp,
    AllocaScopeReturnOp,
    GlobalOp,
    AtomicRMWOp,
)
"""Ops replacing xDSL's in the ``memref`` dialect."""

__all__ = [
    "ATOMIC_RMW_KINDS",
    "MEMREF_SYNTAX_OPS",
    "AllocaScopeOp",
    "AllocaScopeReturnOp",
    "AtomicRMWOp",
    "AtomicRMWWithUnknownKind",
    "CastOp",
    "CopyOp",
    "ExtractAlignedPointerAsIndexOp",
    "GlobalOp",
    "RankOp",
]
