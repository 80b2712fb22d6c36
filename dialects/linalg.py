"""merge-alloc's ``linalg`` dialect: every op of MLIR 22's, with MLIR's bodies,
syntax and memory effects.

Syntax: ``linalg.index`` is declarative; the structured ops keep
hand-written ``parse``/``print`` (named ops through `NamedStructuredOp`,
``linalg.generic`` parse only, ``map``, ``reduce``, ``transpose``,
``broadcast``, ``softmax``, the Winograd transforms, ``pack``/``unpack``):
their body region is implicit (built from the op's spec, or written only
when it is not a single op), ``ins(... : types)``/``outs(...)`` interleave
types by operand group, ``-> types`` appears only for tensor results, and
each has its own prefixes (``indexing_maps = [...]``, ``kind=``,
``dimensions = [...]``, ``inner_dims_pos``, ``fmr(...)``), which xDSL 0.74's
declarative format cannot say (docs/upstream.md, entry 9).

The named ops' table is a data module of its own, `linalg_named_table`;
the sections below follow the order of the code.

Every linalg op and attribute merge-alloc adds to (or replaces in) xDSL's
``linalg`` dialect (`OPS`, `ATTRIBUTES`).

This covers every
op ``mlir-opt`` 22 registers in the linalg dialect. Ours replace xDSL's ops of
the same name (``linalg.matmul``, ``linalg.fill``, the convolutions, ...):
xDSL's bodies differ from MLIR's (accumulator on the wrong side, no operand
casts, ``linalg.pooling_nchw_max`` maximising against the window operand),
their syntax misses MLIR 22's forms (``indexing_maps = [...]``, short-form
``linalg.reduce``, trailing attribute dictionaries), ``linalg.index`` is only
allowed in ``linalg.generic``, and none has memory effects.

The ``linalg`` enum attributes MLIR 22 prints that xDSL 0.74 lacks.

* ``#linalg.type_fn<cast_signed|cast_unsigned>``: how a named op converts its
  operands to the accumulator type (the ``cast`` attribute of ``linalg.copy``,
  ``linalg.matmul``, ``linalg.contract``, ...);
* ``#linalg.elementwise_kind<exp|add|select|...>``: the function
  ``linalg.elementwise`` applies.

Both are plain enums spelled as bare identifiers inside angle brackets, like
xDSL's own ``#linalg.iterator_type``.

Memory effects of linalg ops, as MLIR's ``getGenericEffectsImpl`` states them.

xDSL 0.74 gives its linalg ops no memory-effect trait at all, so every linalg
op counts as "unknown effects" (which merge-alloc treats as touching every
operand, and xDSL's DCE as unremovable even on tensors). MLIR is precise:
on buffers, a linalg op *reads* each ``ins`` operand, *writes* each ``outs``
operand and also reads it when the body uses its value (``linalg.copy`` and
``linalg.fill`` do not, ``linalg.matmul`` does); on tensors it has no effect.

`DestinationStyleEffects` is that rule as an xDSL trait, with the affected
value recorded on each effect, plus the effects of the body ops, because a
body may itself read memory (a ``memref.load`` after bufferizing
``tensor.extract``). In bodies, ``linalg.yield`` and every ``arith``/``math``
op count as effect-free, as MLIR declares them: xDSL 0.74 forgets the trait on
its ``linalg.yield``, ``arith.extsi`` and ``arith.remui``, which would make
every integer convolution "unknown". `destination_operands` finds the
``ins``/``outs`` of our ops (any `DestinationStyle` op) and of xDSL's own
linalg ops, so merge-alloc can answer for both.

The pieces of syntax every linalg op shares.

``ins(%a, %b : T, U)``, ``outs(%c : V)``, the optional ``-> (types)`` of ops on
tensors, ``name = [1, 2]`` integer lists and ``indexing_maps = [...]``, as
MLIR's ``parseCommonStructuredOpParts`` and friends read and write them.

The ops of linalg bodies, ``linalg.index`` and ``linalg.yield``, as MLIR
defines them.

xDSL 0.74 declares ``linalg.index`` with ``HasParent(linalg.generic)``, so the
generic form of ``linalg.fill_rng_2d`` (whose body reads the loop indices) or
a ``linalg.map`` using ``linalg.index`` fails to verify. MLIR only asks that
the parent is a linalg structured op and that the dimension is one of its
loops; `IndexOp` checks the same.

xDSL's ``linalg.yield`` has no memory-effect trait, which makes every linalg
op with recursive effects "unknown". MLIR's is ``Pure`` and ``ReturnLike``;
`YieldOp` (a plain subclass, so ``isinstance`` checks against xDSL's class
still hold) says so.

The scalar bodies MLIR materialises for linalg named ops.

A named op such as ``linalg.matvec`` is printed without a body, but MLIR
builds one when it parses the op (its "region builder") and prints it in the
generic form; lowering (``--convert-linalg-to-loops``) runs exactly that body.
So the body xDSL attaches must be MLIR's, op for op: the generic form xDSL
prints is then what ``mlir-opt`` would print, it executes the same arithmetic,
and merge-alloc numbers the same ops (each body op takes a tick).

`Payload` appends ops to a body block the way MLIR's ``RegionBuilderHelper``
does: `cast` follows ``convertScalarToDtype`` (no op when the types agree),
`binary`/`unary` pick the float or integer arith/math op from the operand
types. Anything MLIR cannot build raises `PayloadError`, which the parsers
turn into a parse error, as ``mlir-opt`` reports it.

MLIR 22's OpDSL-defined linalg named ops, from one table.

MLIR generates about eighty named structured ops (``linalg.matvec``,
``linalg.conv_2d_nhwc_hwcf``, ``linalg.pooling_nhwc_max``, ``linalg.exp``,
...) from a YAML description: each is a list of operands, an iteration domain,
one indexing map per operand (strides and dilations appear as attributes of
the convolutions and poolings) and a scalar body. xDSL 0.74 hand-writes a
handful of them. Here each op is one `NamedOpSpec` row of `NAMED_OP_SPECS`:

* ``loops``: the loop names, in MLIR's domain order (``"n oh ow f kh kw c"``);
  ``None`` for the rank-polymorphic elementwise ops, whose loops are the
  dimensions of the output;
* ``operands``: per operand (``ins`` then the one ``outs``), the loops that
  index it, ``"oh+kh"`` meaning ``oh * stride + kh * dilation`` (the n-th such
  term uses the n-th stride and dilation); ``""`` is a scalar or 0-d operand;
* ``payload``: the body MLIR builds (see `Payload`);
* ``strided``: the op takes ``strides``/``dilations`` attributes (all ones
  when absent); ``cast``: it takes a ``cast`` (``#linalg.type_fn``) attribute.

The table itself is `linalg_named_table`. A loop that indexes the output is
parallel, any other one is a reduction, as OpDSL defines them.
`define_named_op` turns a row into an IRDL op class; all of them share
`NamedStructuredOp`'s parser, printer, indexing maps, iterator types, verifier
and memory effects. The rows were checked one by one against ``mlir-opt`` 22
(same maps, same body, op for op), see ``tests/test_linalg_ops.py``.

Named ops whose indexing maps are an attribute: ``linalg.matmul``,
``linalg.batch_matmul``, ``linalg.batch_reduce_matmul``, ``linalg.contract``
and ``linalg.elementwise``.

MLIR 22 defines these in TableGen rather than OpDSL: their ``indexing_maps``
may be given explicitly (transposed or broadcast operands; mandatory for
``linalg.contract``), which MLIR prints as a keyword before the attribute
dictionary and only when the maps differ from the default::

    linalg.matmul indexing_maps = [#a, #b, #c] {cast = #linalg.type_fn<...>}
        ins(%a, %b : ...) outs(%c : ...)
    linalg.elementwise kind=#linalg.elementwise_kind<add> ins(...) outs(...)

xDSL 0.74 has only a ``linalg.matmul`` that accepts neither syntax and builds
a body that adds in the wrong order and cannot mix element types; ours
replaces it. Loops that index the output are parallel, the others reductions.

``linalg.generic`` with several results, and with memory effects.

xDSL 0.74 prints a generic op with two tensor results as
``... -> (tensor<f32>, tensor<i32>)``, as MLIR does, but its parser reads the
result types as a bare list and rejects the parentheses: it cannot read its
own output, nor MLIR's (``--linalg-generalize-named-ops`` of a two-result
``linalg.reduce`` produces one). It also gives the op no memory effects.
`GenericOp` is a plain subclass with MLIR's parser and `DestinationStyleEffects`.

``linalg.map``, ``linalg.reduce``, ``linalg.transpose`` and
``linalg.broadcast`` with MLIR 22's syntax.

``linalg.map`` (which ``tensor.pad`` bufferizes into) is missing from xDSL
0.74; its ``linalg.reduce`` takes a single input and init and only the region
form; its ``linalg.transpose``/``linalg.broadcast`` reject the attribute
dictionary MLIR prints after them. MLIR prints map and reduce in a short form
when the body is one op applied to the block arguments::

    linalg.map { arith.addf } ins(%a, %b : T, T) outs(%c : T)
    linalg.reduce { arith.addf } ins(%a : T) outs(%r : U) dimensions = [1]

and otherwise with the region after the operands::

    linalg.map ins(%a : T) outs(%c : T) (%in: f32, %init: f32) { ... }

The body of a map takes one argument per input plus one for the init (MLIR
22); the short form applies the op to the inputs only. A reduce body takes
the inputs then the inits; the short form applies the op to ``(init, input)``.

The linalg ops of MLIR 22 that have no body: ``linalg.softmax``, the
three Winograd transforms, ``linalg.pack`` and ``linalg.unpack``.

They are destination-style (an input, an init, a tensor result on tensors)
but not structured ops: MLIR decomposes them into other ops instead of
iterating a scalar body. Syntax, as ``mlir-opt`` 22 prints it::

    linalg.softmax {attrs} dimension(1) ins(%x : T) outs(%y : T) [-> T]
    linalg.winograd_filter_transform {attrs} fmr(F_4_3) ins(%f : T) outs(%o : U) -> U
    linalg.pack %src [padding_value(%p : f32)] [outer_dims_perm = [1, 0]]
        inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %dst {attrs} : T -> U
    linalg.unpack %src [outer_dims_perm = ...] inner_dims_pos = ...
        inner_tiles = ... into %dst {attrs} : T -> U

Only ``linalg.softmax`` accepts buffers in MLIR 22 (the others take tensors,
so they have no memory effect); all carry `DestinationStyleEffects`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from enum import auto
from functools import cache
from typing import ClassVar, cast

from xdsl.dialects import arith, math
from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntElementsAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    IndexType,
    IndexTypeConstr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    StringAttr,
    TensorType,
    UnrankedMemRefType,
    f64,
    i32,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation, NamedOperation
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import BroadcastOp as XdslBroadcastOp
from xdsl.dialects.linalg.ops import GenericOp as XdslGenericOp
from xdsl.dialects.linalg.ops import ReduceOp as XdslReduceOp
from xdsl.dialects.linalg.ops import TransposeOp as XdslTransposeOp
from xdsl.dialects.linalg.ops import YieldOp as XdslYieldOp
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    SameVariadicOperandSize,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    OpTrait,
    Pure,
    ReturnLike,
    get_effects,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa
from xdsl.utils.str_enum import StrEnum

from .linalg_named_table import (
    NAMED_OP_SPECS,
    SIGNED,
    BinaryFn,
    NamedOpSpec,
    PayloadBuilder,
    TypeFn,
    UnaryFn,
    binary,
    multiply_accumulate,
    select,
    unary,
)

# -- enum attributes -----------------------------------------------------------


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


# -- memory effects ------------------------------------------------------------

PURE_BODY_DIALECTS = frozenset({"arith", "math"})
"""Dialects whose ops are all effect-free in MLIR."""


class DestinationStyle(ABC):
    """Mixin of our linalg ops: which operands are read (``ins``) and which
    are written (``outs``, a.k.a. inits)."""

    @abstractmethod
    def dps_inputs(self) -> Sequence[SSAValue]: ...

    @abstractmethod
    def dps_inits(self) -> Sequence[SSAValue]: ...


def destination_operands(
    op: Operation,
) -> tuple[Sequence[SSAValue], Sequence[SSAValue]] | None:
    """``(ins, outs)`` of a linalg op, or None for any other op."""
    if isinstance(op, DestinationStyle):
        return op.dps_inputs(), op.dps_inits()
    if isinstance(op, LinalgStructuredOperation):
        return tuple(op.inputs), tuple(op.outputs)
    if isinstance(op, XdslBroadcastOp | XdslReduceOp):
        return (op.input,), (op.init,)
    return None


def is_structured(op: Operation) -> bool:
    """Whether `op` is a linalg op whose body is a per-element computation run
    while the op executes (MLIR's LinalgOp interface, plus ``linalg.map``,
    ``linalg.reduce`` and ``linalg.broadcast``)."""
    return bool(op.regions) and destination_operands(op) is not None


def _is_buffer(value: SSAValue) -> bool:
    return isinstance(value.type, MemRefType | UnrankedMemRefType)


def _body_reads(op: Operation, init_position: int) -> bool:
    """Whether the body uses the block argument of the operand at
    `init_position` (MLIR's ``payloadUsesValueForOperand``); without a body,
    the op is assumed to read its init."""
    if not op.regions or not op.regions[0].blocks:
        return True
    args = op.regions[0].blocks[0].args
    if init_position >= len(args):
        return True
    return bool(args[init_position].uses)


def body_effects(op: Operation) -> set[EffectInstance] | None:
    """The effects of the ops in `op`'s regions; None when one is unknown."""
    effects: set[EffectInstance] = set()
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                if isinstance(child, XdslYieldOp) or (
                    child.dialect_name() in PURE_BODY_DIALECTS and not child.regions
                ):
                    continue
                child_effects = get_effects(child)
                if child_effects is None:
                    return None
                effects |= child_effects
    return effects


def linalg_effects(op: Operation) -> AbstractSet[EffectInstance] | None:
    """The memory effects of a linalg op (operands and body), or None if `op`
    is not a linalg op this module knows or its body has unknown effects."""
    operands = destination_operands(op)
    if operands is None:
        return None
    inputs, inits = operands
    effects = body_effects(op)
    if effects is None:
        return None
    for value in inputs:
        if _is_buffer(value):
            effects.add(EffectInstance(MemoryEffectKind.READ, value))
    for position, value in enumerate(inits, start=len(inputs)):
        if not _is_buffer(value):
            continue
        if _body_reads(op, position):
            effects.add(EffectInstance(MemoryEffectKind.READ, value))
        effects.add(EffectInstance(MemoryEffectKind.WRITE, value))
    return effects


class DestinationStyleEffects(MemoryEffect):
    """Read ``ins`` buffers, write ``outs`` buffers (and read them when the
    body uses their value); nothing on tensors."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance] | None:
        return linalg_effects(op)


# -- shared syntax -------------------------------------------------------------


def parse_operand_list(parser: Parser, keyword: str) -> list[SSAValue]:
    """``keyword(%a, %b : T, U)`` if present, else no operands."""
    if parser.parse_optional_keyword(keyword) is None:
        return []
    position = parser.pos
    parser.parse_punctuation("(")
    names = parser.parse_comma_separated_list(
        Parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return list(parser.resolve_operands(names, types, position))


def print_operand_list(
    printer: Printer, keyword: str, values: Sequence[SSAValue]
) -> None:
    """`` keyword(%a, %b : T, U)``; nothing for an empty list."""
    if not values:
        return
    printer.print_string(f" {keyword}(")
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list([v.type for v in values], printer.print_attribute)
    printer.print_string(")")


def parse_optional_result_types(parser: Parser) -> list[Attribute]:
    """``-> T`` or ``-> (T, U)`` if present."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    types = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_type
    )
    return list(types) if types is not None else [parser.parse_type()]


def print_result_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """MLIR's ``printOptionalArrowTypeList``."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1:
        printer.print_attribute(types[0])
        return
    with printer.in_parens():
        printer.print_list(types, printer.print_attribute)


def tensor_types(values: Sequence[SSAValue]) -> list[Attribute]:
    """The result types of a destination-style op: its tensor inits."""
    return [v.type for v in values if isa(v.type, TensorType)]


def parse_integer_list(parser: Parser, keyword: str) -> list[int]:
    """``keyword = [1, 2]``."""
    parser.parse_keyword(keyword)
    parser.parse_punctuation("=")
    return parser.parse_comma_separated_list(
        Parser.Delimiter.SQUARE, parser.parse_integer
    )


def print_integer_list(printer: Printer, keyword: str, values: Sequence[int]) -> None:
    printer.print_string(f" {keyword} = [")
    printer.print_list(values, printer.print_int)
    printer.print_string("]")


def parse_optional_indexing_maps(parser: Parser) -> ArrayAttr[AffineMapAttr] | None:
    """``indexing_maps = [affine_map<...>, ...]`` if present."""
    if parser.parse_optional_keyword("indexing_maps") is None:
        return None
    parser.parse_punctuation("=")
    position = parser.pos
    maps = parser.parse_attribute()
    if not isa(maps, ArrayAttr[AffineMapAttr]):
        parser.raise_error("expected a list of affine maps", position, parser.pos)
    return maps


def split_properties(
    op_class: type[IRDLOperation], attributes: Mapping[str, Attribute]
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """Separate an attribute dictionary into the op's properties and its other
    (discardable) attributes, as MLIR does for inherent attributes written in
    the attribute dictionary."""
    names = op_class.get_irdl_definition().properties
    properties = {k: v for k, v in attributes.items() if k in names}
    others = {k: v for k, v in attributes.items() if k not in names}
    return properties, others


# -- linalg.index, linalg.yield ------------------------------------------------


class InsideStructuredOp(OpTrait):
    """The op must be directly nested in a linalg structured op."""

    def verify(self, op: Operation) -> None:
        parent = op.parent_op()
        if parent is None or not is_structured(parent):
            raise VerifyException(
                f"'{op.name}' op expected parent op with LinalgOp interface"
            )


@irdl_op_definition
class IndexOp(IRDLOperation):
    """``linalg.index <dim> : index``: the current iteration along loop
    ``dim`` of the enclosing structured op."""

    name = "linalg.index"

    dim = prop_def(IntegerAttr[i64])
    result = result_def(IndexTypeConstr)

    traits = traits_def(InsideStructuredOp(), NoMemoryEffect())

    assembly_format = "$dim attr-dict `:` type($result)"

    def __init__(self, dim: int) -> None:
        super().__init__(
            properties={"dim": IntegerAttr(dim, i64)}, result_types=[IndexType()]
        )

    def verify_(self) -> None:
        parent = self.parent_op()
        if not isinstance(parent, LinalgStructuredOperation) or not parent.operands:
            return
        loops = len(parent.get_iterator_types())
        if self.dim.value.data >= loops:
            raise VerifyException(
                f"expected dim ({self.dim.value.data}) to be lower than the "
                f"number of loops ({loops}) of the enclosing LinalgOp"
            )


class YieldOp(XdslYieldOp):
    """``linalg.yield``, ``Pure`` and ``ReturnLike`` as in MLIR."""

    traits = traits_def(IsTerminator(), Pure(), ReturnLike())


# -- bodies --------------------------------------------------------------------


class PayloadError(ValueError):
    """The body of a named op cannot be built for these element types."""


def element_type(value_type: Attribute) -> Attribute:
    """The block argument type of an operand: its element type when shaped,
    the operand's own type when it is a scalar."""
    if isa(value_type, MemRefType | TensorType):
        return value_type.get_element_type()
    return value_type


def body_block(operand_types: Sequence[Attribute]) -> Block:
    """An empty body block with one argument per operand."""
    return Block(arg_types=[element_type(t) for t in operand_types])


def _is_float(value: SSAValue) -> bool:
    return isinstance(value.type, AnyFloat)


def _is_integer(value: SSAValue) -> bool:
    return isinstance(value.type, IntegerType)


def _is_bool(value: SSAValue) -> bool:
    value_type = value.type
    return isinstance(value_type, IntegerType) and value_type.bitwidth == 1


class Payload:
    """Appends the ops of a named op's body to `block`."""

    def __init__(self, block: Block) -> None:
        self.block = block

    @property
    def args(self) -> tuple[SSAValue, ...]:
        return tuple(self.block.args)

    def _add(self, op: Operation) -> SSAValue:
        self.block.add_op(op)
        return op.results[0]

    # -- conversions ----------------------------------------------------------

    def _convert(
        self, op_type: type[IRDLOperation], value: SSAValue, to: Attribute
    ) -> SSAValue:
        return self._add(op_type.create(operands=[value], result_types=[to]))

    def cast(self, to: Attribute, value: SSAValue, fn: TypeFn) -> SSAValue:
        """MLIR's ``convertScalarToDtype``: the op converting `value` to `to`,
        or `value` itself when no conversion applies."""
        unsigned = fn == TypeFn.CAST_UNSIGNED
        source = value.type
        target: Attribute = to
        if source == to:
            return value
        if isinstance(to, IntegerType):
            if isinstance(source, AnyFloat):
                op = arith.FPToUIOp if unsigned else arith.FPToSIOp
                return self._convert(op, value, target)
            if isinstance(source, IndexType):
                return self._convert(arith.IndexCastOp, value, target)
            if isinstance(source, IntegerType):
                if to.bitwidth > source.bitwidth:
                    ext = arith.ExtUIOp if unsigned else arith.ExtSIOp
                    return self._convert(ext, value, target)
                if to.bitwidth < source.bitwidth:
                    return self._convert(arith.TruncIOp, value, target)
                return value
        elif isinstance(to, AnyFloat):
            if isinstance(source, IntegerType):
                op = arith.UIToFPOp if unsigned else arith.SIToFPOp
                return self._convert(op, value, target)
            if isinstance(source, AnyFloat):
                if to.bitwidth > source.bitwidth:
                    return self._convert(arith.ExtFOp, value, target)
                if to.bitwidth < source.bitwidth:
                    return self._convert(arith.TruncFOp, value, target)
                return value
        elif isinstance(to, IndexType) and isinstance(source, IntegerType):
            return self._convert(arith.IndexCastOp, value, target)
        return value

    # -- arithmetic -----------------------------------------------------------

    def unary(self, fn: UnaryFn, arg: SSAValue) -> SSAValue:
        if not _is_float(arg):
            raise PayloadError("unsupported non numeric type")
        match fn:
            case UnaryFn.EXP:
                return self._add(math.ExpOp(arg))
            case UnaryFn.LOG:
                return self._add(math.LogOp(arg))
            case UnaryFn.ABS:
                return self._add(math.AbsFOp(arg))
            case UnaryFn.CEIL:
                return self._add(math.CeilOp(arg))
            case UnaryFn.FLOOR:
                return self._add(math.FloorOp(arg))
            case UnaryFn.NEGF:
                return self._add(arith.NegfOp(arg))
            case UnaryFn.RECIPROCAL:
                one = self.float_constant(1.0, arg.type)
                return self._add(arith.DivfOp(one, arg))
            case UnaryFn.ROUND:
                return self._add(math.RoundOp(arg))
            case UnaryFn.SQRT:
                return self._add(math.SqrtOp(arg))
            case UnaryFn.RSQRT:
                return self._add(math.RsqrtOp(arg))
            case UnaryFn.SQUARE:
                return self._add(arith.MulfOp(arg, arg))
            case UnaryFn.TANH:
                return self._add(math.TanhOp(arg))
            case UnaryFn.ERF:
                return self._add(math.ErfOp(arg))

    def binary(self, fn: BinaryFn, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        floats = _is_float(lhs) and _is_float(rhs)
        integers = _is_integer(lhs) and _is_integer(rhs)
        bools = integers and _is_bool(lhs) and _is_bool(rhs)
        if not floats and not integers:
            raise PayloadError("unsupported non numeric type")
        match fn:
            case BinaryFn.ADD:
                if floats:
                    return self._add(arith.AddfOp(lhs, rhs))
                if bools:
                    return self._add(arith.OrIOp(lhs, rhs))
                return self._add(arith.AddiOp(lhs, rhs))
            case BinaryFn.SUB:
                if floats:
                    return self._add(arith.SubfOp(lhs, rhs))
                if bools:
                    raise PayloadError("unsupported operation: sub with bools")
                return self._add(arith.SubiOp(lhs, rhs))
            case BinaryFn.MUL:
                if floats:
                    return self._add(arith.MulfOp(lhs, rhs))
                if bools:
                    return self._add(arith.AndIOp(lhs, rhs))
                return self._add(arith.MuliOp(lhs, rhs))
            case BinaryFn.DIV:
                if floats:
                    return self._add(arith.DivfOp(lhs, rhs))
                if bools:
                    raise PayloadError("unsupported operation: div with bools")
                return self._add(arith.DivSIOp(lhs, rhs))
            case BinaryFn.DIV_UNSIGNED:
                if not integers or bools:
                    raise PayloadError(
                        "unsupported operation: unsigned div not on uint"
                    )
                return self._add(arith.DivUIOp(lhs, rhs))
            case BinaryFn.MAX_SIGNED:
                if floats:
                    return self._add(arith.MaximumfOp(lhs, rhs))
                return self._add(arith.MaxSIOp(lhs, rhs))
            case BinaryFn.MIN_SIGNED:
                if floats:
                    return self._add(arith.MinimumfOp(lhs, rhs))
                return self._add(arith.MinSIOp(lhs, rhs))
            case BinaryFn.MAX_UNSIGNED:
                if floats:
                    return self._add(arith.MaximumfOp(lhs, rhs))
                return self._add(arith.MaxUIOp(lhs, rhs))
            case BinaryFn.MIN_UNSIGNED:
                if floats:
                    return self._add(arith.MinimumfOp(lhs, rhs))
                return self._add(arith.MinUIOp(lhs, rhs))
            case BinaryFn.POWF:
                if not floats:
                    raise PayloadError("unsupported operation: powf on integers")
                return self._add(math.PowFOp(lhs, rhs))

    def select(self, condition: SSAValue, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self._add(arith.SelectOp(condition, lhs, rhs))

    # -- leaves ---------------------------------------------------------------

    def float_constant(self, value: float, value_type: Attribute = f64) -> SSAValue:
        assert isinstance(value_type, AnyFloat)
        return self._add(arith.ConstantOp(FloatAttr(value, value_type)))

    def integer_constant(self, value: int) -> SSAValue:
        """An ``i64`` constant, the type MLIR's OpDSL gives integer literals."""
        return self._add(arith.ConstantOp(IntegerAttr(value, i64)))

    def index(self, dim: int) -> SSAValue:
        return self._add(IndexOp(dim))

    def yield_(self, *values: SSAValue) -> None:
        self.block.add_op(YieldOp(*values))


# -- named ops -----------------------------------------------------------------

# -- indexing maps from the notation ------------------------------------------

Term = int | tuple[int, int]
"""A loop position, or a (output loop, window loop) pair of a strided term."""


@cache
def _operand_terms(spec: NamedOpSpec) -> tuple[tuple[Term, ...], ...]:
    """The notation of `spec.operands` with loop names resolved to positions."""
    assert spec.loops is not None
    position = {name: k for k, name in enumerate(spec.loops.split())}
    operands: list[tuple[Term, ...]] = []
    for text in spec.operands:
        terms: list[Term] = []
        for word in text.split():
            if "+" in word:
                outer, window = word.split("+")
                terms.append((position[outer], position[window]))
            else:
                terms.append(position[word])
        operands.append(tuple(terms))
    return tuple(operands)


def window_count(spec: NamedOpSpec) -> int:
    """How many strides (and dilations) the op's attributes hold."""
    if spec.loops is None:
        return 0
    return sum(isinstance(t, tuple) for terms in _operand_terms(spec) for t in terms)


def spec_indexing_maps(
    spec: NamedOpSpec,
    strides: Sequence[int],
    dilations: Sequence[int],
    operand_types: Sequence[Attribute],
) -> tuple[AffineMap, ...]:
    """The indexing maps of an op of `spec` with these attributes and operand
    types (the types matter only to rank-polymorphic ops)."""
    if spec.loops is None:
        output = operand_types[-1]
        rank = len(output.get_shape()) if isinstance(output, ShapedType) else 0
        return tuple(
            AffineMap.identity(rank)
            if isinstance(t, ShapedType)
            else AffineMap(rank, 0, ())
            for t in operand_types
        )
    num_loops = len(spec.loops.split())
    maps: list[AffineMap] = []
    window = 0
    for terms in _operand_terms(spec):
        results: list[AffineExpr] = []
        for term in terms:
            if isinstance(term, tuple):
                outer, inner = term
                results.append(
                    AffineDimExpr(outer) * strides[window]
                    + AffineDimExpr(inner) * dilations[window]
                )
                window += 1
            else:
                results.append(AffineDimExpr(term))
        maps.append(AffineMap(num_loops, 0, tuple(results)))
    return tuple(maps)


def parallel_loops(maps: Sequence[AffineMap]) -> ArrayAttr[IteratorTypeAttr]:
    """A loop is parallel when it indexes the output (the last map) and a
    reduction otherwise, as OpDSL and ``linalg.contract`` define it."""
    output = maps[-1]
    parallel = {r.position for r in output.results if isinstance(r, AffineDimExpr)}
    return ArrayAttr(
        IteratorTypeAttr.parallel() if d in parallel else IteratorTypeAttr.reduction()
        for d in range(output.num_dims)
    )


# -- the op classes -----------------------------------------------------------


class NamedStructuredOp(DestinationStyle, NamedOperation):
    """A linalg named op: ``ins``/``outs`` operands, tensor results for tensor
    outputs, and an implicit body built from the op's `NamedOpSpec`.

    Custom syntax, as MLIR prints it::

        linalg.NAME [PREFIX] [{attrs}] ins(...) outs(...) [-> types]

    where subclasses may add a PREFIX (``indexing_maps = [...]``,
    ``kind=...``); an attribute dictionary after ``outs`` is accepted too.
    """

    SPEC: ClassVar[NamedOpSpec]
    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True
    ELIDED: ClassVar[frozenset[str]] = frozenset(
        {"operandSegmentSizes", "linalg.memoized_indexing_maps"}
    )
    """Attributes the custom syntax never shows."""

    traits = traits_def(DestinationStyleEffects())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        result_types: Sequence[Attribute] | None = None,
        *,
        properties: Mapping[str, Attribute] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
    ) -> None:
        properties = dict(properties or {})
        body = self.build_body(
            [v.type for v in inputs], [v.type for v in outputs], properties
        )
        if result_types is None:
            result_types = tensor_types(outputs)
        IRDLOperation.__init__(
            self,
            operands=[inputs, outputs],
            result_types=[result_types],
            properties=properties,
            attributes=dict(attributes or {}),
            regions=[body],
        )

    # -- destination style ------------------------------------------------------

    def dps_inputs(self) -> Sequence[SSAValue]:
        return tuple(self.inputs)

    def dps_inits(self) -> Sequence[SSAValue]:
        return tuple(self.outputs)

    # -- body -------------------------------------------------------------------

    @classmethod
    def expected_inputs(cls, properties: Mapping[str, Attribute]) -> int:
        return cls.SPEC.num_inputs

    @classmethod
    def cast_function(cls, properties: Mapping[str, Attribute]) -> TypeFn:
        fn = properties.get("cast")
        return fn.data if isinstance(fn, TypeFnAttr) else SIGNED

    @classmethod
    def payload_builder(cls, properties: Mapping[str, Attribute]) -> PayloadBuilder:
        return cls.SPEC.payload

    @classmethod
    def build_body(
        cls,
        input_types: Sequence[Attribute],
        output_types: Sequence[Attribute],
        properties: Mapping[str, Attribute],
    ) -> Region:
        """MLIR's region builder for this op; `PayloadError` if it has none
        for these operands."""
        expected = cls.expected_inputs(properties)
        if len(input_types) != expected or len(output_types) != 1:
            raise PayloadError(
                f"expects {expected} input(s) and 1 output, got "
                f"{len(input_types)} and {len(output_types)}"
            )
        if not all(isinstance(t, ShapedType) for t in output_types):
            raise PayloadError("expects a shaped output")
        block = body_block([*input_types, *output_types])
        cls.payload_builder(properties)(Payload(block), cls.cast_function(properties))
        return Region(block)

    @classmethod
    def get_hidden_region(
        cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
    ) -> Region:
        return cls.build_body([v.type for v in inputs], [v.type for v in outputs], {})

    # -- structure --------------------------------------------------------------

    def window_steps(self) -> tuple[Sequence[int], Sequence[int]]:
        """Strides and dilations (all ones for ops without them)."""
        ones = (1,) * window_count(self.SPEC)
        return ones, ones

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        strides, dilations = self.window_steps()
        return spec_indexing_maps(
            self.SPEC, strides, dilations, [v.type for v in self.operands]
        )

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return parallel_loops([m.data for m in self.get_indexing_maps()])

    def verify_(self) -> None:
        expected = self.expected_inputs(self.properties)
        if len(self.inputs) != expected or len(self.outputs) != 1:
            raise VerifyException(
                f"expects {expected} input(s) and 1 output, got "
                f"{len(self.inputs)} and {len(self.outputs)}"
            )
        if list(self.res.types) != tensor_types(self.outputs):
            raise VerifyException(
                "expects one result per tensor output, of the output's type"
            )
        super().verify_()
        verify_yield(self, self.outputs)

    # -- syntax -----------------------------------------------------------------

    @classmethod
    def parse_prefix(cls, parser: Parser) -> dict[str, Attribute]:
        """Keyword syntax before the attribute dictionary (none here)."""
        return {}

    def print_prefix(self, printer: Printer) -> frozenset[str]:
        """Print the keyword syntax; return the attribute names it showed."""
        return frozenset()

    @classmethod
    def parse(cls, parser: Parser) -> NamedStructuredOp:
        start = parser.pos
        properties = cls.parse_prefix(parser)
        attributes = parser.parse_optional_attr_dict()
        inputs = parse_operand_list(parser, "ins")
        outputs = parse_operand_list(parser, "outs")
        attributes |= parser.parse_optional_attr_dict()
        result_types = parse_optional_result_types(parser)
        inherent, discardable = split_properties(cls, attributes)
        try:
            return cls(
                inputs,
                outputs,
                result_types,
                properties=inherent | properties,
                attributes=discardable,
            )
        except PayloadError as error:
            parser.raise_error(f"'{cls.name}' op {error}", start, parser.pos)

    def print(self, printer: Printer) -> None:
        shown = self.print_prefix(printer)
        attributes = {
            name: value
            for name, value in {**self.properties, **self.attributes}.items()
            if name not in self.ELIDED and name not in shown
        }
        printer.print_op_attributes(attributes)
        print_operand_list(printer, "ins", self.inputs)
        print_operand_list(printer, "outs", self.outputs)
        print_result_types(printer, list(self.res.types))


class StridedNamedOp(NamedStructuredOp):
    """Convolutions and poolings: optional ``strides`` and ``dilations``
    (``dense<...> : tensor<Nxi64>``), all ones when absent."""

    strides = opt_prop_def(DenseIntElementsAttr)
    dilations = opt_prop_def(DenseIntElementsAttr)

    def window_steps(self) -> tuple[Sequence[int], Sequence[int]]:
        count = window_count(self.SPEC)
        steps: list[Sequence[int]] = []
        for name, attr in (("strides", self.strides), ("dilations", self.dilations)):
            if attr is None:
                steps.append((1,) * count)
                continue
            values = _integers(attr)
            if len(values) != count:
                raise VerifyException(
                    f"expects {name} to have {count} element(s), got {len(values)}"
                )
            steps.append(values)
        return steps[0], steps[1]


def verify_yield(op: Operation, inits: Sequence[SSAValue]) -> None:
    """The body yields one value per init, of the init's element type."""
    terminator = op.regions[0].blocks[0].last_op
    yielded = [] if terminator is None else [v.type for v in terminator.operands]
    expected = [element_type(v.type) for v in inits]
    if yielded != expected:
        raise VerifyException(
            f"expects the body to yield {len(expected)} value(s) of type(s) "
            f"{', '.join(map(str, expected))}, got {', '.join(map(str, yielded))}"
        )


def _integers(attr: DenseIntOrFPElementsAttr) -> tuple[int, ...]:
    return tuple(v for v in attr.get_values() if isinstance(v, int))


class CastNamedOp(NamedStructuredOp):
    """Ops with a ``cast = #linalg.type_fn<...>`` attribute (default signed)."""

    cast = opt_prop_def(TypeFnAttr)


def _class_name(op_name: str) -> str:
    return "".join(part.capitalize() for part in op_name.split("_")) + "Op"


def define_named_op(spec: NamedOpSpec) -> type[NamedStructuredOp]:
    """The IRDL op class of one table row."""
    base = (
        StridedNamedOp
        if spec.strided
        else CastNamedOp
        if spec.cast
        else NamedStructuredOp
    )
    name = _class_name(spec.name)
    namespace: dict[str, object] = {
        "name": spec.op_name,
        "SPEC": spec,
        "__annotations__": {"SPEC": "ClassVar[NamedOpSpec]"},
        "__module__": __name__,
        "__qualname__": name,
        "__doc__": f"``{spec.op_name}``, as MLIR 22 defines it (see `NAMED_OP_SPECS`).",
    }
    op_class = cast(type[NamedStructuredOp], type(name, (base,), namespace))
    return irdl_op_definition(op_class)


NAMED_OPS: dict[str, type[NamedStructuredOp]] = {
    spec.op_name: define_named_op(spec) for spec in NAMED_OP_SPECS
}
"""The op class of every row of `NAMED_OP_SPECS`, by op name."""


# -- contractions and linalg.elementwise ---------------------------------------


class ExplicitMapsOp(NamedStructuredOp):
    """A named op with an ``indexing_maps`` property.

    Like MLIR's builders, the constructor always stores the maps (the default
    ones when none are given), so the generic form carries them too.
    """

    indexing_maps = opt_prop_def(ArrayAttr[AffineMapAttr])

    REQUIRES_MAPS: ClassVar[bool] = False
    """Whether the maps have no default (``linalg.contract``)."""

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        result_types: Sequence[Attribute] | None = None,
        *,
        properties: Mapping[str, Attribute] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
    ) -> None:
        properties = dict(properties or {})
        if "indexing_maps" not in properties:
            if self.REQUIRES_MAPS:
                raise PayloadError("expects an indexing_maps attribute")
            operand_types = [v.type for v in (*inputs, *outputs)]
            defaults = self.default_maps(operand_types, properties)
            properties["indexing_maps"] = ArrayAttr(AffineMapAttr(m) for m in defaults)
        super().__init__(
            inputs,
            outputs,
            result_types,
            properties=properties,
            attributes=attributes,
        )

    @classmethod
    def default_maps(
        cls,
        operand_types: Sequence[Attribute],
        properties: Mapping[str, Attribute],
    ) -> tuple[AffineMap, ...]:
        return spec_indexing_maps(cls.SPEC, (), (), operand_types)

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return self.default_maps([v.type for v in self.operands], self.properties)

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        if self.indexing_maps is not None:
            return self.indexing_maps
        if self.REQUIRES_MAPS:
            raise VerifyException(f"'{self.name}' op expects indexing_maps")
        return super().get_indexing_maps()

    def verify_(self) -> None:
        self.get_indexing_maps()
        super().verify_()

    @classmethod
    def parse_prefix(cls, parser: Parser) -> dict[str, Attribute]:
        maps = parse_optional_indexing_maps(parser)
        return {} if maps is None else {"indexing_maps": maps}

    def print_prefix(self, printer: Printer) -> frozenset[str]:
        maps = self.indexing_maps
        if maps is not None and (
            self.REQUIRES_MAPS
            or tuple(m.data for m in maps) != tuple(self.get_default_indexing_maps())
        ):
            printer.print_string(" indexing_maps = ")
            printer.print_attribute(maps)
        return frozenset({"indexing_maps"})


class ContractionOp(ExplicitMapsOp, CastNamedOp):
    """``acc + cast(lhs) * cast(rhs)`` over explicit or default maps."""


@irdl_op_definition
class MatmulOp(ContractionOp):
    """``linalg.matmul``: ``C(m, n) += A(m, k) * B(k, n)`` by default."""

    name = "linalg.matmul"
    SPEC: ClassVar[NamedOpSpec] = NamedOpSpec(
        "matmul", "m n k", ("m k", "k n", "m n"), multiply_accumulate, cast=True
    )


@irdl_op_definition
class BatchMatmulOp(ContractionOp):
    """``linalg.batch_matmul``: ``C(b, m, n) += A(b, m, k) * B(b, k, n)``."""

    name = "linalg.batch_matmul"
    SPEC: ClassVar[NamedOpSpec] = NamedOpSpec(
        "batch_matmul",
        "b m n k",
        ("b m k", "b k n", "b m n"),
        multiply_accumulate,
        cast=True,
    )


@irdl_op_definition
class BatchReduceMatmulOp(ContractionOp):
    """``linalg.batch_reduce_matmul``: ``C(m, n) += A(b, m, k) * B(b, k, n)``."""

    name = "linalg.batch_reduce_matmul"
    SPEC: ClassVar[NamedOpSpec] = NamedOpSpec(
        "batch_reduce_matmul",
        "b m n k",
        ("b m k", "b k n", "m n"),
        multiply_accumulate,
        cast=True,
    )


@irdl_op_definition
class ContractOp(ContractionOp):
    """``linalg.contract``: a contraction over mandatory ``indexing_maps``."""

    name = "linalg.contract"
    SPEC: ClassVar[NamedOpSpec] = NamedOpSpec(
        "contract", None, ("*", "*", "*"), multiply_accumulate, cast=True
    )
    REQUIRES_MAPS: ClassVar[bool] = True


def _elementwise_payload(kind: ElementwiseKind) -> PayloadBuilder:
    unary_fn = as_unary(kind)
    if unary_fn is not None:
        return unary(unary_fn)
    binary_fn = as_binary(kind)
    if binary_fn is not None:
        return binary(binary_fn)
    return select


@irdl_op_definition
class ElementwiseOp(ExplicitMapsOp):
    """``linalg.elementwise kind=#linalg.elementwise_kind<K>``: one unary,
    binary or ternary function per element; identity maps by default."""

    name = "linalg.elementwise"
    SPEC: ClassVar[NamedOpSpec] = NamedOpSpec(
        "elementwise", None, ("*", "*"), unary(UnaryFn.EXP)
    )

    kind = prop_def(ElementwiseKindAttr)

    @staticmethod
    def _kind(properties: Mapping[str, Attribute]) -> ElementwiseKind:
        kind = properties.get("kind")
        if not isinstance(kind, ElementwiseKindAttr):
            raise PayloadError("expects a kind attribute")
        return kind.data

    @classmethod
    def expected_inputs(cls, properties: Mapping[str, Attribute]) -> int:
        return elementwise_arity(cls._kind(properties))

    @classmethod
    def payload_builder(cls, properties: Mapping[str, Attribute]) -> PayloadBuilder:
        return _elementwise_payload(cls._kind(properties))

    @classmethod
    def default_maps(
        cls,
        operand_types: Sequence[Attribute],
        properties: Mapping[str, Attribute],
    ) -> tuple[AffineMap, ...]:
        output = operand_types[-1] if operand_types else None
        rank = len(output.get_shape()) if isinstance(output, ShapedType) else 0
        return (AffineMap.identity(rank),) * len(operand_types)

    @classmethod
    def parse_prefix(cls, parser: Parser) -> dict[str, Attribute]:
        parser.parse_keyword("kind")
        parser.parse_punctuation("=")
        position = parser.pos
        kind = parser.parse_attribute()
        if not isinstance(kind, ElementwiseKindAttr):
            parser.raise_error(
                "expected #linalg.elementwise_kind<...>", position, parser.pos
            )
        return {"kind": kind} | super().parse_prefix(parser)

    def print_prefix(self, printer: Printer) -> frozenset[str]:
        printer.print_string(" kind=")
        printer.print_attribute(self.kind)
        return super().print_prefix(printer) | {"kind"}


# -- linalg.generic ------------------------------------------------------------


def _iterator_type(parser: Parser, value: Attribute) -> IteratorTypeAttr:
    if isinstance(value, IteratorTypeAttr):
        return value
    if (
        isinstance(value, StringAttr)
        and value.data in IteratorType.__members__.values()
    ):
        return IteratorTypeAttr(IteratorType(value.data))
    parser.raise_error(f"unknown iterator type {value}")


class GenericOp(XdslGenericOp):
    """``linalg.generic {indexing_maps = ..., iterator_types = ...}
    ins(...) outs(...) [attrs = {...}] {body} [-> T | -> (T, U)]``."""

    traits = traits_def(DestinationStyleEffects())

    @classmethod
    def parse(cls, parser: Parser) -> GenericOp:
        start = parser.pos
        attributes = parser.parse_optional_attr_dict()
        if not attributes:
            # MLIR reads any attribute that is a dictionary: `#trait` aliases.
            traits = parser.parse_optional_attribute()
            if isinstance(traits, DictionaryAttr):
                attributes = dict(traits.data)
        maps = attributes.pop("indexing_maps", None)
        iterators = attributes.pop("iterator_types", None)
        if not isa(maps, ArrayAttr[AffineMapAttr]) or not isa(
            iterators, ArrayAttr[Attribute]
        ):
            parser.raise_error(
                "expected indexing_maps and iterator_types", start, parser.pos
            )
        doc = attributes.pop("doc", None)
        library_call = attributes.pop("library_call", None)
        inputs = parse_operand_list(parser, "ins")
        outputs = parse_operand_list(parser, "outs")
        extra: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("attrs"):
            parser.parse_punctuation("=")
            extra = parser.parse_optional_attr_dict()
        body = parser.parse_region()
        result_types = parse_optional_result_types(parser)
        op = cls(
            inputs,
            outputs,
            body,
            maps,
            [_iterator_type(parser, value) for value in iterators],
            result_types,
            doc if isinstance(doc, StringAttr) else None,
            library_call if isinstance(library_call, StringAttr) else None,
        )
        op.attributes |= attributes | extra
        return op


# -- map, reduce, transpose, broadcast -----------------------------------------

# -- the short form -----------------------------------------------------------


def parse_optional_short_form(
    parser: Parser,
) -> tuple[str, dict[str, Attribute]] | None:
    """``{ dialect.op {attrs} }`` right after the op name, if present."""
    if parser.parse_optional_punctuation("{") is None:
        return None
    position = parser.pos
    name = parser.parse_optional_identifier()
    if name is None:
        parser.raise_error("expected the name of the payload op", position)
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation("}")
    return name, attributes


def build_short_form_body(
    parser: Parser,
    payload_name: str,
    payload_attributes: Mapping[str, Attribute],
    operand_types: Sequence[Attribute],
    payload_args: Sequence[int],
    result_type: Attribute,
) -> Region:
    """MLIR's ``addBodyWithPayloadOp``: one block argument per operand, the
    payload op applied to the arguments at `payload_args`, its result
    yielded."""
    op_type = parser.ctx.get_optional_op(payload_name)
    if op_type is None:
        parser.raise_error(f"unknown payload op '{payload_name}'")
    block = body_block(operand_types)
    properties: dict[str, Attribute] = {}
    attributes = dict(payload_attributes)
    if issubclass(op_type, IRDLOperation):
        properties, attributes = split_properties(op_type, payload_attributes)
    payload = op_type.create(
        operands=[block.args[k] for k in payload_args],
        result_types=[result_type],
        properties=properties,
        attributes=attributes,
    )
    block.add_op(payload)
    block.add_op(YieldOp(*payload.results))
    return Region(block)


def short_form_payload(block: Block, payload_args: Sequence[int]) -> Operation | None:
    """The single op of `block` if it is applied to the block arguments at
    `payload_args` and its only result is yielded (MLIR's ``findPayloadOp``,
    stricter about the yield); None if the body needs the region form."""
    ops = list(block.ops)
    if len(ops) != 2 or not isinstance(ops[1], XdslYieldOp):
        return None
    payload = ops[0]
    expected = [block.args[k] for k in payload_args]
    if (
        not expected
        or payload.regions
        or len(payload.results) != 1
        or list(payload.operands) != expected
        or list(ops[1].operands) != list(payload.results)
    ):
        return None
    return payload


def print_short_form(printer: Printer, payload: Operation) -> None:
    """`` { dialect.op {attrs} }``, eliding ``fastmath = none`` as MLIR does."""
    printer.print_string(f" {{ {payload.name}")
    attributes = {**payload.properties, **payload.attributes}
    attributes = {
        name: value
        for name, value in attributes.items()
        if not (isinstance(value, FastMathFlagsAttr) and not value.data)
    }
    printer.print_op_attributes(attributes)
    printer.print_string(" }")


def parse_region_form(parser: Parser) -> Region:
    """``(%a: T, %b: U) { ... }``."""
    args = parser.parse_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_argument
    )
    return parser.parse_region(args)


def print_region_form(printer: Printer, region: Region) -> None:
    printer.print_string(" (")
    printer.print_list(region.blocks[0].args, printer.print_block_argument)
    printer.print_string(") ")
    printer.print_region(region, print_entry_block_args=False)


def _verify_body_args(op: Operation, operands: Sequence[SSAValue]) -> Block:
    block = op.regions[0].blocks[0]
    if len(block.args) != len(operands):
        raise VerifyException(
            f"expects {len(operands)} body arguments (one per operand), got "
            f"{len(block.args)}"
        )
    for index, (arg, operand) in enumerate(zip(block.args, operands, strict=True)):
        if arg.type != element_type(operand.type):
            raise VerifyException(
                f"expects body argument #{index} of type "
                f"{element_type(operand.type)}, got {arg.type}"
            )
    return block


# -- linalg.map ---------------------------------------------------------------


@irdl_op_definition
class MapOp(DestinationStyle, IRDLOperation):
    """``linalg.map``: the body applied to the elements of the inputs at each
    index, written into the init."""

    name = "linalg.map"

    inputs = var_operand_def()
    init = operand_def(ShapedType)
    result = var_result_def(TensorType)
    mapper = region_def("single_block")

    traits = traits_def(DestinationStyleEffects())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        init: SSAValue,
        mapper: Region,
        attributes: Mapping[str, Attribute] | None = None,
    ) -> None:
        super().__init__(
            operands=[inputs, init],
            result_types=[tensor_types([init])],
            regions=[mapper],
            attributes=dict(attributes or {}),
        )

    def dps_inputs(self) -> Sequence[SSAValue]:
        return tuple(self.inputs)

    def dps_inits(self) -> Sequence[SSAValue]:
        return (self.init,)

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        """The identity for every operand: one loop per init dimension."""
        init_type = self.init.type
        rank = len(init_type.get_shape()) if isinstance(init_type, ShapedType) else 0
        identity = AffineMapAttr(AffineMap.identity(rank))
        return ArrayAttr([identity] * len(self.operands))

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        count = self.get_indexing_maps().data[0].data.num_dims
        return ArrayAttr([IteratorTypeAttr.parallel()] * count)

    def verify_(self) -> None:
        init_type = self.init.type
        assert isinstance(init_type, ShapedType)
        for index, value in enumerate(self.inputs):
            if not isinstance(value.type, ShapedType):
                raise VerifyException(f"expects input #{index} to be shaped")
            if value.type.get_shape() != init_type.get_shape():
                raise VerifyException(
                    f"expects input #{index} to have the shape of the init"
                )
        if list(self.result.types) != tensor_types([self.init]):
            raise VerifyException("expects a result of the init's type on tensors")
        _verify_body_args(self, [*self.inputs, self.init])

    @classmethod
    def parse(cls, parser: Parser) -> MapOp:
        short = parse_optional_short_form(parser)
        inputs = parse_operand_list(parser, "ins")
        outputs = parse_operand_list(parser, "outs")
        if len(outputs) != 1:
            parser.raise_error("expected one init in 'outs'")
        attributes = parser.parse_optional_attr_dict()
        if short is None:
            mapper = parse_region_form(parser)
        else:
            mapper = build_short_form_body(
                parser,
                *short,
                [v.type for v in (*inputs, *outputs)],
                range(len(inputs)),
                element_type(outputs[0].type),
            )
        return cls(inputs, outputs[0], mapper, attributes)

    def print(self, printer: Printer) -> None:
        block = self.mapper.blocks[0]
        payload = short_form_payload(block, range(len(self.inputs)))
        if payload is not None:
            print_short_form(printer, payload)
        print_operand_list(printer, "ins", self.inputs)
        print_operand_list(printer, "outs", [self.init])
        printer.print_op_attributes(self.attributes)
        if payload is None:
            print_region_form(printer, self.mapper)


# -- linalg.reduce ------------------------------------------------------------


def _dimensions(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, values)


@irdl_op_definition
class ReduceOp(DestinationStyle, LinalgStructuredOperation):
    """``linalg.reduce``: folds the ``dimensions`` of each input into the
    matching init with the body (inputs' elements then inits' elements in,
    new inits' elements out)."""

    name = "linalg.reduce"

    dimensions = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (SameVariadicOperandSize(),)

    traits = traits_def(DestinationStyleEffects())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        inits: Sequence[SSAValue],
        dimensions: Sequence[int],
        combiner: Region,
        attributes: Mapping[str, Attribute] | None = None,
    ) -> None:
        super().__init__(
            operands=[inputs, inits],
            result_types=[tensor_types(inits)],
            properties={"dimensions": _dimensions(dimensions)},
            regions=[combiner],
            attributes=dict(attributes or {}),
        )

    def dps_inputs(self) -> Sequence[SSAValue]:
        return tuple(self.inputs)

    def dps_inits(self) -> Sequence[SSAValue]:
        return tuple(self.outputs)

    def _input_rank(self) -> int:
        first = self.inputs[0].type if self.inputs else None
        return len(first.get_shape()) if isinstance(first, ShapedType) else 0

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        rank = self._input_rank()
        reduced = set(self.dimensions.get_values())
        kept = tuple(AffineDimExpr(d) for d in range(rank) if d not in reduced)
        return ArrayAttr(
            [AffineMapAttr(AffineMap.identity(rank)) for _ in self.inputs]
            + [AffineMapAttr(AffineMap(rank, 0, kept)) for _ in self.outputs]
        )

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        reduced = set(self.dimensions.get_values())
        return ArrayAttr(
            IteratorTypeAttr.reduction()
            if d in reduced
            else IteratorTypeAttr.parallel()
            for d in range(self._input_rank())
        )

    def verify_(self) -> None:
        dims = list(self.dimensions.get_values())
        rank = self._input_rank()
        if not self.inputs:
            raise VerifyException("expects at least one input")
        if any(d < 0 or d >= rank for d in dims) or dims != sorted(set(dims)):
            raise VerifyException(
                f"expects dimensions {dims} to be sorted, unique and below the "
                f"input rank {rank}"
            )
        if list(self.res.types) != tensor_types(self.outputs):
            raise VerifyException("expects one result per tensor init")
        super().verify_()

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        short = parse_optional_short_form(parser)
        inputs = parse_operand_list(parser, "ins")
        inits = parse_operand_list(parser, "outs")
        dimensions = parse_integer_list(parser, "dimensions")
        attributes = parser.parse_optional_attr_dict()
        if short is None:
            combiner = parse_region_form(parser)
        else:
            if not inits:
                parser.raise_error("expected an init in 'outs'")
            operands = [*inputs, *inits]
            # MLIR applies the payload to (last init, every other argument).
            order = [len(operands) - 1, *range(len(operands) - 1)]
            combiner = build_short_form_body(
                parser,
                *short,
                [v.type for v in operands],
                order,
                element_type(inits[-1].type),
            )
        return cls(inputs, inits, dimensions, combiner, attributes)

    def print(self, printer: Printer) -> None:
        block = self.body.blocks[0]
        payload = None
        if len(self.inputs) == 1 and len(self.outputs) == 1:
            payload = short_form_payload(block, (1, 0))
        if payload is not None:
            print_short_form(printer, payload)
        print_operand_list(printer, "ins", self.inputs)
        print_operand_list(printer, "outs", self.outputs)
        print_integer_list(printer, "dimensions", self.dimensions.get_values())
        printer.print_op_attributes(self.attributes)
        if payload is None:
            print_region_form(printer, self.body)


# -- linalg.transpose / linalg.broadcast --------------------------------------


class TransposeOp(XdslTransposeOp):
    """xDSL's ``linalg.transpose`` with MLIR's trailing attribute dictionary
    and memory effects."""

    traits = traits_def(DestinationStyleEffects())

    @classmethod
    def parse(cls, parser: Parser) -> TransposeOp:
        (input_value,) = _single(parser, "ins")
        (init,) = _single(parser, "outs")
        permutation = parse_integer_list(parser, "permutation")
        op = cls(input_value, init, _dimensions(permutation))
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        print_operand_list(printer, "ins", self.inputs)
        print_operand_list(printer, "outs", self.outputs)
        print_integer_list(printer, "permutation", self.permutation.get_values())
        printer.print_op_attributes(self.attributes)


class BroadcastOp(XdslBroadcastOp):
    """xDSL's ``linalg.broadcast`` with MLIR's trailing attribute dictionary,
    memory effects and indexing maps."""

    traits = traits_def(DestinationStyleEffects())

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        """The init is indexed by every loop, the input by those not in
        ``dimensions``."""
        init_type = self.init.type
        assert isinstance(init_type, ShapedType)
        rank = len(init_type.get_shape())
        added = set(self.dimensions.get_values())
        kept = tuple(AffineDimExpr(d) for d in range(rank) if d not in added)
        return ArrayAttr(
            [
                AffineMapAttr(AffineMap(rank, 0, kept)),
                AffineMapAttr(AffineMap.identity(rank)),
            ]
        )

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        count = self.get_indexing_maps().data[0].data.num_dims
        return ArrayAttr([IteratorTypeAttr.parallel()] * count)

    @classmethod
    def parse(cls, parser: Parser) -> BroadcastOp:
        (input_value,) = _single(parser, "ins")
        (init,) = _single(parser, "outs")
        dimensions = parse_integer_list(parser, "dimensions")
        op = cls(input_value, init, _dimensions(dimensions))
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        print_operand_list(printer, "ins", [self.input])
        print_operand_list(printer, "outs", [self.init])
        print_integer_list(printer, "dimensions", self.dimensions.get_values())
        printer.print_op_attributes(self.attributes)


def _single(parser: Parser, keyword: str) -> list[SSAValue]:
    position = parser.pos
    values = parse_operand_list(parser, keyword)
    if len(values) != 1:
        parser.raise_error(f"expected one operand in '{keyword}'", position, parser.pos)
    return values


# -- ops without a body --------------------------------------------------------

DYNAMIC = -(2**63)
"""MLIR's ``ShapedType::kDynamic`` in ``static_inner_tiles``."""


def _one(parser: Parser, keyword: str) -> SSAValue:
    position = parser.pos
    values = parse_operand_list(parser, keyword)
    if len(values) != 1:
        parser.raise_error(f"expected one operand in '{keyword}'", position, parser.pos)
    return values[0]


def _array(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, values)


# -- linalg.softmax -----------------------------------------------------------


@irdl_op_definition
class SoftmaxOp(DestinationStyle, IRDLOperation):
    """``linalg.softmax``: softmax of the input along ``dimension``."""

    name = "linalg.softmax"

    input = operand_def(ShapedType)
    output = operand_def(ShapedType)
    result = var_result_def(TensorType)
    dimension = prop_def(IntegerAttr[i64])

    traits = traits_def(DestinationStyleEffects())

    def __init__(
        self,
        input_value: SSAValue,
        output: SSAValue,
        dimension: int,
        attributes: Mapping[str, Attribute] | None = None,
    ) -> None:
        super().__init__(
            operands=[input_value, output],
            result_types=[tensor_types([output])],
            properties={"dimension": IntegerAttr(dimension, i64)},
            attributes=dict(attributes or {}),
        )

    def dps_inputs(self) -> Sequence[SSAValue]:
        return (self.input,)

    def dps_inits(self) -> Sequence[SSAValue]:
        return (self.output,)

    def verify_(self) -> None:
        input_type, output_type = self.input.type, self.output.type
        assert isinstance(input_type, ShapedType)
        assert isinstance(output_type, ShapedType)
        if input_type.get_shape() != output_type.get_shape():
            raise VerifyException("incompatible output shape")
        rank = len(input_type.get_shape())
        if not 0 <= self.dimension.value.data < rank:
            raise VerifyException(
                f"expects dimension {self.dimension.value.data} below rank {rank}"
            )
        if list(self.result.types) != tensor_types([self.output]):
            raise VerifyException("expects a result of the output's type on tensors")

    @classmethod
    def parse(cls, parser: Parser) -> SoftmaxOp:
        attributes = parser.parse_optional_attr_dict()
        parser.parse_keyword("dimension")
        parser.parse_punctuation("(")
        dimension = parser.parse_integer()
        parser.parse_punctuation(")")
        input_value = _one(parser, "ins")
        output = _one(parser, "outs")
        parse_optional_result_types(parser)
        return cls(input_value, output, dimension, attributes)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" dimension({self.dimension.value.data})")
        print_operand_list(printer, "ins", [self.input])
        print_operand_list(printer, "outs", [self.output])
        print_result_types(printer, list(self.result.types))


# -- winograd transforms ------------------------------------------------------

WINOGRAD_FMR = ("F_2_3", "F_4_3", "F_2_5")
"""MLIR's ``WinogradConv2DFmr`` cases, by their ``i32`` value."""


class WinogradTransformOp(DestinationStyle, IRDLOperation):
    """``fmr(F_m_r) ins(%x : T) outs(%y : U) -> U`` on tensors."""

    source = operand_def(TensorType)
    output = operand_def(TensorType)
    result = result_def(TensorType)
    fmr = prop_def(IntegerAttr[i32])

    traits = traits_def(DestinationStyleEffects())

    def __init__(
        self,
        source: SSAValue,
        output: SSAValue,
        fmr: str,
        attributes: Mapping[str, Attribute] | None = None,
    ) -> None:
        super().__init__(
            operands=[source, output],
            result_types=[output.type],
            properties={"fmr": IntegerAttr(WINOGRAD_FMR.index(fmr), i32)},
            attributes=dict(attributes or {}),
        )

    def dps_inputs(self) -> Sequence[SSAValue]:
        return (self.source,)

    def dps_inits(self) -> Sequence[SSAValue]:
        return (self.output,)

    def verify_(self) -> None:
        if not 0 <= self.fmr.value.data < len(WINOGRAD_FMR):
            raise VerifyException(f"unknown fmr case {self.fmr.value.data}")
        if self.result.type != self.output.type:
            raise VerifyException("expects a result of the output's type")

    @classmethod
    def parse(cls, parser: Parser) -> WinogradTransformOp:
        attributes = parser.parse_optional_attr_dict()
        parser.parse_keyword("fmr")
        parser.parse_punctuation("(")
        position = parser.pos
        fmr = parser.parse_optional_identifier()
        if fmr not in WINOGRAD_FMR:
            parser.raise_error(
                f"expected one of {', '.join(WINOGRAD_FMR)}", position, parser.pos
            )
        parser.parse_punctuation(")")
        source = _one(parser, "ins")
        output = _one(parser, "outs")
        parse_optional_result_types(parser)
        return cls(source, output, fmr, attributes)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" fmr({WINOGRAD_FMR[self.fmr.value.data]})")
        print_operand_list(printer, "ins", [self.source])
        print_operand_list(printer, "outs", [self.output])
        print_result_types(printer, [self.result.type])


@irdl_op_definition
class WinogradFilterTransformOp(WinogradTransformOp):
    name = "linalg.winograd_filter_transform"


@irdl_op_definition
class WinogradInputTransformOp(WinogradTransformOp):
    name = "linalg.winograd_input_transform"


@irdl_op_definition
class WinogradOutputTransformOp(WinogradTransformOp):
    name = "linalg.winograd_output_transform"


# -- linalg.pack / linalg.unpack ----------------------------------------------


def _parse_tiles(parser: Parser) -> tuple[list[int], list[SSAValue]]:
    """``inner_tiles = [8, %t]``: static sizes, `DYNAMIC` for each SSA value."""
    parser.parse_keyword("inner_tiles")
    parser.parse_punctuation("=")
    static: list[int] = []
    dynamic: list[SSAValue] = []

    def parse_tile() -> None:
        operand = parser.parse_optional_unresolved_operand()
        if operand is None:
            static.append(parser.parse_integer())
            return
        dynamic.append(parser.resolve_operand(operand, IndexType()))
        static.append(DYNAMIC)

    parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parse_tile)
    return static, dynamic


def _print_tiles(
    printer: Printer, static: Sequence[int], dynamic: Sequence[SSAValue]
) -> None:
    printer.print_string(" inner_tiles = [")
    values = iter(dynamic)
    for index, size in enumerate(static):
        if index:
            printer.print_string(", ")
        if size == DYNAMIC:
            printer.print_ssa_value(next(values))
        else:
            printer.print_int(size)
    printer.print_string("]")


class RelayoutOp(DestinationStyle, IRDLOperation):
    """What ``linalg.pack`` and ``linalg.unpack`` share."""

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    inner_tiles = var_operand_def(IndexType)
    result = result_def(TensorType)

    outer_dims_perm = opt_prop_def(DenseArrayBase.constr(i64))
    inner_dims_pos = prop_def(DenseArrayBase.constr(i64))
    static_inner_tiles = prop_def(DenseArrayBase.constr(i64))

    traits = traits_def(DestinationStyleEffects())

    HAS_PADDING: ClassVar[bool] = False

    def dps_inputs(self) -> Sequence[SSAValue]:
        return (self.source,)

    def dps_inits(self) -> Sequence[SSAValue]:
        return (self.dest,)

    def verify_(self) -> None:
        tiles = self.static_inner_tiles.get_values()
        if len(tiles) != len(self.inner_dims_pos.get_values()):
            raise VerifyException("expects one inner tile per inner_dims_pos entry")
        if sum(size == DYNAMIC for size in tiles) != len(self.inner_tiles):
            raise VerifyException("expects one SSA value per dynamic inner tile")
        if self.result.type != self.dest.type:
            raise VerifyException("expects a result of the destination's type")

    @classmethod
    def parse(cls, parser: Parser) -> RelayoutOp:
        position = parser.pos
        source = parser.parse_unresolved_operand()
        padding: SSAValue | None = None
        if cls.HAS_PADDING and parser.parse_optional_keyword("padding_value"):
            parser.parse_punctuation("(")
            value = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            padding = parser.resolve_operand(value, parser.parse_type())
            parser.parse_punctuation(")")
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("outer_dims_perm"):
            parser.parse_punctuation("=")
            properties["outer_dims_perm"] = _array(
                parser.parse_comma_separated_list(
                    Parser.Delimiter.SQUARE, parser.parse_integer
                )
            )
        properties["inner_dims_pos"] = _array(
            parse_integer_list(parser, "inner_dims_pos")
        )
        static, dynamic = _parse_tiles(parser)
        properties["static_inner_tiles"] = _array(static)
        parser.parse_keyword("into")
        dest = parser.parse_unresolved_operand()
        inherent, attributes = split_properties(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        dest_type = parser.parse_type()
        operands: list[SSAValue | Sequence[SSAValue]] = [
            parser.resolve_operand(source, source_type),
            parser.resolve_operand(dest, dest_type),
        ]
        if cls.HAS_PADDING:
            operands.append([padding] if padding is not None else [])
        operands.append(dynamic)
        try:
            return cls.build(
                operands=operands,
                result_types=[dest_type],
                properties=inherent | properties,
                attributes=attributes,
            )
        except ValueError as error:
            parser.raise_error(f"'{cls.name}' op {error}", position, parser.pos)

    def padding(self) -> SSAValue | None:
        return None

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        padding = self.padding()
        if padding is not None:
            printer.print_string(" padding_value(")
            printer.print_ssa_value(padding)
            printer.print_string(" : ")
            printer.print_attribute(padding.type)
            printer.print_string(")")
        if self.outer_dims_perm is not None:
            print_integer_list(
                printer, "outer_dims_perm", self.outer_dims_perm.get_values()
            )
        print_integer_list(printer, "inner_dims_pos", self.inner_dims_pos.get_values())
        _print_tiles(printer, self.static_inner_tiles.get_values(), self.inner_tiles)
        printer.print_string(" into ")
        printer.print_ssa_value(self.dest)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.dest.type)


@irdl_op_definition
class PackOp(RelayoutOp):
    """``linalg.pack``: tiles the source into a higher-rank destination."""

    name = "linalg.pack"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    padding_value = opt_operand_def()
    inner_tiles = var_operand_def(IndexType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    HAS_PADDING: ClassVar[bool] = True

    def padding(self) -> SSAValue | None:
        return self.padding_value


@irdl_op_definition
class UnPackOp(RelayoutOp):
    """``linalg.unpack``: the inverse of ``linalg.pack``."""

    name = "linalg.unpack"


# -- what this module adds -----------------------------------------------------


OPS: tuple[type[Operation], ...] = (
    IndexOp,
    YieldOp,
    GenericOp,
    *NAMED_OPS.values(),
    MatmulOp,
    BatchMatmulOp,
    BatchReduceMatmulOp,
    ContractOp,
    ElementwiseOp,
    MapOp,
    ReduceOp,
    TransposeOp,
    BroadcastOp,
    SoftmaxOp,
    WinogradFilterTransformOp,
    WinogradInputTransformOp,
    WinogradOutputTransformOp,
    PackOp,
    UnPackOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = (TypeFnAttr, ElementwiseKindAttr)
"""The attributes this module adds to the dialect."""
