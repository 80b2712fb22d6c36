"""merge-alloc's ``bufferization`` ops: the casts to buffers of any layout,
``bufferization.dealloc`` and ``bufferization.dealloc_tensor``.

Syntax: the casts keep xDSL's, ``dealloc_tensor`` is declarative;
``bufferization.dealloc`` is hand-written because its results (one ``i1``
per retained operand) are not written, and xDSL 0.74's format refuses the
definition ("type of result 'updated_conditions' cannot be inferred").

`bufferization.to_buffer`, `to_tensor` and `materialize_in_destination`
with buffers of any layout and memory space, as MLIR 22 allows.

xDSL 0.74 ties the buffer type to the tensor type through one type variable
(`memref<100xf32>` from `tensor<100xf32>`), so it rejects what
`mlir-opt --one-shot-bufferize` writes for every tensor function argument::

    %0 = bufferization.to_buffer %t : tensor<100xf32>
           to memref<100xf32, strided<[?], offset: ?>>

and a destination buffer in another memory space (`memref<?xf32, 3>`).
MLIR only asks the shapes and element types to agree (docs/upstream.md,
entry 11, which shows both programs and what each tool says). These
definitions replace xDSL's under the same names with the same syntax and,
like xDSL's, declare no memory effects.

`bufferization.dealloc`, which xDSL 0.74 does not define.

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

`bufferization.dealloc_tensor`, which xDSL 0.74 does not define.

MLIR 22 writes the manual release of a tensor's storage (what becomes a
`memref.dealloc` of its buffer when bufferized) as::

    bufferization.dealloc_tensor %t : tensor<4x?xf32>

MLIR declares no memory effects for it, so its passes never erase or move
it. merge-alloc declares what it does (what it becomes once bufferized): a
free of its operand, as `bufferization.dealloc` and `memref.realloc` declare
for theirs. So no pass takes it for effect-free and erases it; merge-alloc's
analyses, which plan memrefs, have nothing of a tensor to plan.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    MemRefType,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    i1,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

from .xdsl_patch import ANY_TENSOR

# -- to_buffer, to_tensor, materialize_in_destination --------------------------

_TENSOR = base(TensorType) | base(UnrankedTensorType)
_BUFFER = base(MemRefType) | base(UnrankedMemRefType)


def _shape_and_element(shaped: Attribute) -> tuple[tuple[int, ...] | None, Attribute]:
    """Shape (None when unranked) and element type of a tensor or memref."""
    if isinstance(shaped, TensorType | MemRefType):
        ranked = cast(TensorType[Attribute] | MemRefType[Attribute], shaped)
        return ranked.get_shape(), ranked.get_element_type()
    assert isinstance(shaped, UnrankedTensorType | UnrankedMemRefType)
    unranked = cast(
        UnrankedTensorType[Attribute] | UnrankedMemRefType[Attribute], shaped
    )
    return None, unranked.element_type


def verify_same_shape(
    tensor: Attribute, other: Attribute, *, compatible: bool = False
) -> None:
    """MLIR's check between a tensor and its buffer (or another tensor):
    equal shapes (both unranked, or the same sizes) and element types. With
    `compatible` (materialize_in_destination), a dynamic size matches any
    size and an unranked shape any shape."""
    tensor_shape, tensor_element = _shape_and_element(tensor)
    other_shape, other_element = _shape_and_element(other)
    if compatible and (tensor_shape is None or other_shape is None):
        pass
    elif compatible and tensor_shape is not None and other_shape is not None:
        if len(tensor_shape) != len(other_shape) or any(
            a != b and DYNAMIC_INDEX not in (a, b)
            for a, b in zip(tensor_shape, other_shape, strict=True)
        ):
            raise VerifyException("shapes do not match")
    elif tensor_shape != other_shape:
        raise VerifyException("shapes do not match")
    if tensor_element != other_element:
        raise VerifyException("element types do not match")


@irdl_op_definition
class ToBufferOp(IRDLOperation):
    """`bufferization.to_buffer %t (read_only)? : T to M`."""

    name = "bufferization.to_buffer"

    tensor = operand_def(_TENSOR)
    memref = result_def(_BUFFER)
    read_only = opt_prop_def(UnitAttr)

    assembly_format = (
        "$tensor (`read_only` $read_only^)? `:` attr-dict type($tensor) "
        "`to` type($memref)"
    )

    def verify_(self) -> None:
        verify_same_shape(self.tensor.type, self.memref.type)


@irdl_op_definition
class ToTensorOp(IRDLOperation):
    """`bufferization.to_tensor %m (restrict)? (writable)? : M to T`."""

    name = "bufferization.to_tensor"

    memref = operand_def(_BUFFER)
    tensor = result_def(_TENSOR)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    assembly_format = (
        "$memref (`restrict` $restrict^)? (`writable` $writable^)? attr-dict "
        "`:` type($memref) `to` type($tensor)"
    )

    def verify_(self) -> None:
        verify_same_shape(self.tensor.type, self.memref.type)


@irdl_op_definition
class MaterializeInDestinationOp(IRDLOperation):
    """`bufferization.materialize_in_destination %src in (restrict)?
    (writable)? %dest : (T, D) -> R`: a tensor destination gives a result of
    its type, a buffer destination none."""

    name = "bufferization.materialize_in_destination"

    source = operand_def(_TENSOR)
    dest = operand_def(_TENSOR | _BUFFER)
    result = opt_result_def(_TENSOR)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    assembly_format = (
        "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest "
        "attr-dict `:` functional-type(operands, results)"
    )

    def verify_(self) -> None:
        verify_same_shape(self.source.type, self.dest.type, compatible=True)
        dest_is_tensor = isinstance(self.dest.type, TensorType | UnrankedTensorType)
        if dest_is_tensor != (self.result is not None):
            raise VerifyException(
                "a tensor destination needs a result, a buffer destination none"
            )
        if self.result is not None and self.result.type != self.dest.type:
            raise VerifyException("type of result and type of destination must match")


# -- bufferization.dealloc -----------------------------------------------------

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


# -- bufferization.dealloc_tensor ----------------------------------------------


class FreesTensor(MemoryEffect):
    """A free of the operand's storage."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, DeallocTensorOp)
        return {EffectInstance(MemoryEffectKind.FREE, op.tensor)}


@irdl_op_definition
class DeallocTensorOp(IRDLOperation):
    """`bufferization.dealloc_tensor %tensor attr-dict : T`."""

    name = "bufferization.dealloc_tensor"

    tensor = operand_def(ANY_TENSOR)

    traits = traits_def(FreesTensor())

    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def __init__(self, tensor: SSAValue | Operation):
        super().__init__(operands=[tensor])


OPS: tuple[type[Operation], ...] = (
    DeallocOp,
    DeallocTensorOp,
    ToBufferOp,
    ToTensorOp,
    MaterializeInDestinationOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = ()
"""The attributes this module adds to the dialect."""
