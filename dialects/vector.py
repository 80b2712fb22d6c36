"""merge-alloc's ``vector`` ops: ``vector.print`` as MLIR 22 defines it, and
the ops of vectorized programs that xDSL 0.74 lacks.

Syntax: declarative where xDSL 0.74's format can say it. Hand-written, with
the reasons in docs/upstream.md's entry 9 table: ``vector.print`` (MLIR's
``oilist``), ``contract``, ``outerproduct``, the strided slices,
``from_elements``/``to_elements`` and ``mask``.

`vector.print` as MLIR 22 defines it, and `#vector.punctuation`.

xDSL 0.74's `vector.print` has a required operand, no properties and only
the generic syntax; MLIR's takes an optional scalar or vector operand, a
`punctuation` (`#vector.punctuation<newline>` by default, or
`no_punctuation`, `comma`, `open`, `close`) and an optional string::

    vector.print %v : vector<4xf32>
    vector.print %v : vector<4xf32> punctuation <no_punctuation>
    vector.print punctuation <comma>
    vector.print str "hello\\n"

The op is defined anew (not a subclass of xDSL's: its operands and
properties differ). Printing writes to stdout, so it has MLIR's `MemWrite`
effect (on no buffer).

`vector.shape_cast`, which xDSL 0.74 does not define.

Vectorization (e.g. `transform.structured.vectorize` followed by the vector
lowering patterns) flattens and unflattens vectors with it, so MLIR 22
output of a vectorized program is unreadable without it::

    %flat = vector.shape_cast %v : vector<4x4xf32> to vector<16xf32>

It is `Pure` and touches no memory. Its verifier is MLIR's: the element
types are the same, and so are the number of elements and the number of
scalable dimensions.

`vector.constant_mask`, which xDSL 0.74 does not define.

Vectorization of shapes that do not divide the vector size writes masked
transfers, whose masks MLIR 22 folds to constants::

    %mask = vector.constant_mask [3, 2] : vector<4x3xi1>

(the leading 3 x 2 block set). It is `Pure` and touches no memory. Its
verifier is MLIR's, with MLIR's messages (MLIR refuses a non-`i64` array
while reading the generic form; here the verifier does).

MLIR 22 `vector` ops that vectorized programs contain and xDSL 0.74 lacks.

Vectorization (`transform.structured.vectorize`, `-test-vector-*`
lowerings, the upstream `Vector/CPU` integration programs) writes these,
before bufferization on tensors and after it on memrefs:

* `vector.contract`, `vector.outerproduct`, `vector.transpose`,
  `vector.extract_strided_slice`, `vector.insert_strided_slice` and
  `vector.scan`: pure computations on vectors;
* `vector.gather`, `vector.scatter`, `vector.expandload` and
  `vector.compressstore`: masked accesses through a memref (or, for
  `gather`/`scatter`, a tensor) base;
* `vector.step`, `vector.from_elements`/`to_elements`,
  `vector.interleave`/`deinterleave`: building and splitting vectors;
* `vector.mask` and its `vector.yield`: one op with its lanes masked, in a
  region that runs once (masked vectorization).

The accesses declare MLIR's memory effects on the base operand only (the
operand they read or write), so merge-alloc's op-behaviour registry
(`merge_alloc.analysis.interfaces`) counts the base memref as accessed at
the op, as it does for `memref.load`; on a tensor base they touch no memory.
`vector.mask`'s effects are its body's; the others are `Pure`.

Syntax is MLIR's declarative format where xDSL's format can say it;
seven ops whose syntax it cannot say are written by hand (docs/upstream.md,
entry 9's table: `contract`, `outerproduct`, the strided slices,
`from_elements`/`to_elements`, `mask`). Verifiers check what MLIR 22
checks, with its messages, for the rules a real program can break (shapes,
ranks, element types, index counts); docs/upstream.md, entry 15, lists the
ops and their round trips through mlir-opt 22.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloatConstr,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    TensorType,
    UnitAttr,
    VectorType,
    i64,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    base,
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
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    MemoryWriteEffect,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa
from xdsl.utils.str_enum import StrEnum

# -- vector.print --------------------------------------------------------------


class PrintPunctuation(StrEnum):
    """What `vector.print` writes after its value (or alone)."""

    NO_PUNCTUATION = "no_punctuation"
    NEWLINE = "newline"
    COMMA = "comma"
    OPEN = "open"
    CLOSE = "close"


@irdl_attr_definition
class PrintPunctuationAttr(EnumAttribute[PrintPunctuation]):
    """`#vector.punctuation<newline>`."""

    name = "vector.punctuation"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> PrintPunctuation:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(PrintPunctuation)


NEWLINE = PrintPunctuationAttr(PrintPunctuation.NEWLINE)

_PRINTABLE = base(VectorType) | base(IntegerType) | base(IndexType) | AnyFloatConstr


@irdl_op_definition
class PrintOp(IRDLOperation):
    """`vector.print (%v : T)? (str "..." | punctuation <p>)* attr-dict`."""

    name = "vector.print"

    source = opt_operand_def(_PRINTABLE)
    punctuation = prop_def(PrintPunctuationAttr, default_value=NEWLINE)
    stringLiteral = opt_prop_def(StringAttr)

    traits = traits_def(MemoryWriteEffect())

    def __init__(
        self,
        source: SSAValue | Operation | None = None,
        *,
        punctuation: PrintPunctuation = PrintPunctuation.NEWLINE,
        string: str | None = None,
    ) -> None:
        properties: dict[str, Attribute] = {
            "punctuation": PrintPunctuationAttr(punctuation)
        }
        if string is not None:
            properties["stringLiteral"] = StringAttr(string)
        super().__init__(
            operands=[[] if source is None else [source]], properties=properties
        )

    def verify_(self) -> None:
        if self.stringLiteral is not None and (
            self.source is not None or self.punctuation != NEWLINE
        ):
            raise VerifyException(
                "`source` or `punctuation` are not set when printing strings"
            )

    @classmethod
    def parse(cls, parser: Parser) -> PrintOp:
        source = None
        if (operand := parser.parse_optional_unresolved_operand()) is not None:
            parser.parse_punctuation(":")
            source = parser.resolve_operand(operand, parser.parse_type())
        string: str | None = None
        punctuation: PrintPunctuation | None = None
        while True:
            if string is None and parser.parse_optional_keyword("str"):
                string = parser.parse_str_literal()
            elif punctuation is None and parser.parse_optional_keyword("punctuation"):
                punctuation = PrintPunctuationAttr.parse_parameter(parser)
            else:
                break
        attributes = parser.parse_optional_attr_dict()
        op = cls(source, punctuation=punctuation or PrintPunctuation.NEWLINE)
        if string is not None:
            op.properties["stringLiteral"] = StringAttr(string)
        for name in ("punctuation", "stringLiteral"):
            if name in attributes:  # MLIR also accepts properties there
                op.properties[name] = attributes.pop(name)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        if self.source is not None:
            printer.print_string(" ")
            printer.print_operand(self.source)
            printer.print_string(" : ")
            printer.print_attribute(self.source.type)
        if self.stringLiteral is not None:
            printer.print_string(" str ")
            printer.print_string_literal(self.stringLiteral.data)
        if self.punctuation != NEWLINE:
            printer.print_string(" punctuation ")
            self.punctuation.print_parameter(printer)
        printer.print_op_attributes(self.attributes)


# -- vector.shape_cast ---------------------------------------------------------


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    """`vector.shape_cast %v : vector<S x T> to vector<R x T>`."""

    name = "vector.shape_cast"

    source = operand_def(base(VectorType))
    result = result_def(base(VectorType))

    traits = traits_def(Pure())

    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def __init__(self, source: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source = self.source.type
        result = self.result.type
        assert isinstance(source, VectorType) and isinstance(result, VectorType)
        if source.get_element_type() != result.get_element_type():
            raise VerifyException("has different source and result element types")
        if source.element_count() != result.element_count():
            raise VerifyException(
                "has different number of elements at source "
                f"({source.element_count()}) and result ({result.element_count()})"
            )
        if source.get_num_scalable_dims() != result.get_num_scalable_dims():
            raise VerifyException(
                "has different number of scalable dims at source "
                f"({source.get_num_scalable_dims()}) and result "
                f"({result.get_num_scalable_dims()})"
            )


# -- vector.constant_mask ------------------------------------------------------

_I1 = IntegerType(1)


@irdl_op_definition
class ConstantMaskOp(IRDLOperation):
    """`vector.constant_mask [s0, s1, ...] : vector<d0 x d1 x ... x i1>`."""

    name = "vector.constant_mask"

    mask_dim_sizes = prop_def(DenseArrayBase[IntegerType])
    result = result_def(base(VectorType))

    traits = traits_def(Pure())

    def __init__(self, sizes: Sequence[int], result_type: Attribute) -> None:
        super().__init__(
            properties={"mask_dim_sizes": DenseArrayBase.from_list(i64, sizes)},
            result_types=[result_type],
        )

    def verify_(self) -> None:
        vector = self.result.type
        assert isinstance(vector, VectorType)
        if vector.get_element_type() != _I1:
            raise VerifyException(
                "result #0 must be vector of 1-bit signless integer values, "
                f"but got '{vector}'"
            )
        if self.mask_dim_sizes.get_element_type() != i64:
            raise VerifyException(
                "attribute 'mask_dim_sizes' failed to satisfy constraint: "
                "i64 dense array attribute"
            )
        sizes = self.mask_dim_sizes.get_values()
        shape = vector.get_shape()
        if not shape:
            if len(sizes) != 1:
                raise VerifyException("array attr must have length 1 for 0-D vectors")
            if sizes[0] not in (0, 1):
                raise VerifyException(
                    "mask dim size must be either 0 or 1 for 0-D vectors"
                )
            return
        if len(sizes) != len(shape):
            raise VerifyException(
                "must specify array attr of size equal vector result rank"
            )
        scalable = vector.get_scalable_dims()
        for size, dim, is_scalable in zip(sizes, shape, scalable, strict=True):
            if not 0 <= size <= dim:
                raise VerifyException(
                    "array attr of size out of bounds of vector result dimension size"
                )
            if is_scalable and size not in (0, dim):
                raise VerifyException(
                    "only supports 'none set' or 'all set' scalable dimensions"
                )
        if 0 in sizes and any(sizes):
            raise VerifyException(
                "expected all mask dim sizes to be zeros, as a result of "
                "conjunction with zero mask dim"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ConstantMaskOp:
        sizes = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_integer
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        op = cls(sizes, parser.parse_type())
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" [")
        printer.print_list(self.mask_dim_sizes.get_values(), printer.print_int)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


# -- the ops of vectorized programs --------------------------------------------

# -- attributes -----------------------------------------------------------------


class IteratorType(StrEnum):
    """MLIR's `Vector_IteratorType`."""

    PARALLEL = "parallel"
    REDUCTION = "reduction"


@irdl_attr_definition
class IteratorTypeAttr(EnumAttribute[IteratorType]):
    """`#vector.iterator_type<parallel>`: the generic form of
    `vector.contract`'s `iterator_types` (its custom form writes strings)."""

    name = "vector.iterator_type"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> IteratorType:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(IteratorType)


# -- shared checks ----------------------------------------------------------------

_INTEGER_KINDS = frozenset(
    {
        CombiningKindFlag.MINUI,
        CombiningKindFlag.MINSI,
        CombiningKindFlag.MAXUI,
        CombiningKindFlag.MAXSI,
        CombiningKindFlag.AND,
        CombiningKindFlag.OR,
        CombiningKindFlag.XOR,
    }
)
_FLOAT_KINDS = frozenset(
    {
        CombiningKindFlag.MINNUMF,
        CombiningKindFlag.MAXNUMF,
        CombiningKindFlag.MINIMUMF,
        CombiningKindFlag.MAXIMUMF,
    }
)


def _element_type(value_type: Attribute) -> Attribute:
    if isa(value_type, VectorType[Attribute]):
        return value_type.get_element_type()
    return value_type


def supports_kind(kind: CombiningKindFlag, element_type: Attribute) -> bool:
    """MLIR's `isSupportedCombiningKind`: `add`/`mul` for any element type,
    the bitwise and integer min/max kinds for integers and `index`, the float
    min/max kinds for floats."""
    is_integer = isinstance(element_type, IntegerType | IndexType)
    if kind in _INTEGER_KINDS:
        return is_integer
    if kind in _FLOAT_KINDS:
        return not is_integer
    return True


def _vector(value: SSAValue) -> VectorType[Attribute]:
    value_type = value.type
    assert isa(value_type, VectorType[Attribute])
    return value_type


def _rank(value_type: Attribute) -> int:
    if isinstance(value_type, VectorType | MemRefType | TensorType):
        return value_type.get_num_dims()
    return 0


def _verify_alignment(alignment: IntegerAttr | None) -> None:
    """MLIR's `alignment` of the masked accesses: a power of two."""
    if alignment is None:
        return
    value = alignment.value.data
    if value <= 0 or value & (value - 1):
        raise VerifyException(
            "attribute 'alignment' failed to satisfy constraint: 64-bit signless "
            "integer attribute whose value is positive and whose value is a power "
            "of two > 0"
        )


def _verify_base(base_type: Attribute, indices: Sequence[SSAValue]) -> None:
    """One index per dimension of the base."""
    rank = _rank(base_type)
    if len(indices) != rank:
        raise VerifyException(f"requires {rank} indices")


class BaseAccess(MemoryEffect):
    """Reads or writes the memory of the op's `base` operand, when it is a
    memref (MLIR's `MemRead`/`MemWrite` on `$base`); a tensor base is a
    value, so the op touches no memory."""

    kind: ClassVar[MemoryEffectKind]

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        base_operand = op.operands[0]
        if isinstance(base_operand.type, MemRefType):
            return {EffectInstance(cls.kind, base_operand)}
        return set()


class ReadsBase(BaseAccess):
    """`gather`, `expandload`: read the base."""

    kind = MemoryEffectKind.READ


class WritesBase(BaseAccess):
    """`scatter`, `compressstore`: write the base (only the masked-in
    elements, so the rest keeps its contents: a write, not a redefinition)."""

    kind = MemoryEffectKind.WRITE


_MEMREF_OR_TENSOR = base(MemRefType) | base(TensorType)


# -- masked accesses -------------------------------------------------------------


@irdl_op_definition
class GatherOp(IRDLOperation):
    """`vector.gather %base[%i...] [%indices], %mask, %pass_thru : ...`: reads
    `base[i... + indices[k]]` where `mask[k]`, else `pass_thru[k]`."""

    name = "vector.gather"

    base = operand_def(_MEMREF_OR_TENSOR)
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    alignment = opt_prop_def(IntegerAttr[IntegerType])

    traits = traits_def(ReadsBase())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict"
        " `:` type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru)"
        " `into` type($result)"
    )

    def verify_(self) -> None:
        base_type = self.base.type
        result = _vector(self.result)
        _verify_base(base_type, self.offsets)
        if _element_type_of_shaped(base_type) != result.get_element_type():
            raise VerifyException("base and result element type should match")
        if _vector(self.indices).get_shape() != result.get_shape():
            raise VerifyException("expected result dim to match indices dim")
        if _vector(self.mask).get_shape() != result.get_shape():
            raise VerifyException("expected result dim to match mask dim")
        if self.pass_thru.type != result:
            raise VerifyException("expected pass_thru of same type as result type")
        _verify_alignment(self.alignment)


@irdl_op_definition
class ScatterOp(IRDLOperation):
    """`vector.scatter %base[%i...] [%indices], %mask, %value : ...`: writes
    `value[k]` to `base[i... + indices[k]]` where `mask[k]` (on a tensor base,
    returns the updated tensor: `-> tensor<...>`)."""

    name = "vector.scatter"

    base = operand_def(_MEMREF_OR_TENSOR)
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    value_to_store = operand_def(VectorType)
    result = var_result_def(TensorType)
    alignment = opt_prop_def(IntegerAttr[IntegerType])

    traits = traits_def(WritesBase())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $value_to_store"
        " attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,`"
        " type($value_to_store) (`->` type($result)^)?"
    )

    def verify_(self) -> None:
        base_type = self.base.type
        value = _vector(self.value_to_store)
        _verify_base(base_type, self.offsets)
        if _element_type_of_shaped(base_type) != value.get_element_type():
            raise VerifyException("base and valueToStore element type should match")
        if _vector(self.indices).get_shape() != value.get_shape():
            raise VerifyException("expected valueToStore dim to match indices dim")
        if _vector(self.mask).get_shape() != value.get_shape():
            raise VerifyException("expected valueToStore dim to match mask dim")
        results = [r.type for r in self.result]
        expected: list[Attribute] = (
            [base_type] if isinstance(base_type, TensorType) else []
        )
        if results != expected:
            raise VerifyException(
                "a tensor base needs one result of its type, a memref base none"
            )
        _verify_alignment(self.alignment)


@irdl_op_definition
class ExpandLoadOp(IRDLOperation):
    """`vector.expandload %base[%i...], %mask, %pass_thru : ...`: reads
    consecutive elements from `base[i...]` into the lanes where `mask` is
    set, `pass_thru` elsewhere."""

    name = "vector.expandload"

    base = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    alignment = opt_prop_def(IntegerAttr[IntegerType])

    traits = traits_def(ReadsBase())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base)"
        " `,` type($mask) `,` type($pass_thru) `into` type($result)"
    )

    def verify_(self) -> None:
        base_type = self.base.type
        result = _vector(self.result)
        if _element_type_of_shaped(base_type) != result.get_element_type():
            raise VerifyException("base and result element type should match")
        _verify_base(base_type, self.indices)
        if _vector(self.mask).get_shape() != result.get_shape():
            raise VerifyException("expected result dim to match mask dim")
        if self.pass_thru.type != result:
            raise VerifyException("expected pass_thru of same type as result type")
        _verify_alignment(self.alignment)


@irdl_op_definition
class CompressStoreOp(IRDLOperation):
    """`vector.compressstore %base[%i...], %mask, %value : ...`: writes the
    lanes of `value` where `mask` is set to consecutive elements from
    `base[i...]`."""

    name = "vector.compressstore"

    base = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    value_to_store = operand_def(VectorType)
    alignment = opt_prop_def(IntegerAttr[IntegerType])

    traits = traits_def(WritesBase())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $indices `]` `,` $mask `,` $value_to_store attr-dict `:`"
        " type($base) `,` type($mask) `,` type($value_to_store)"
    )

    def verify_(self) -> None:
        base_type = self.base.type
        value = _vector(self.value_to_store)
        if _element_type_of_shaped(base_type) != value.get_element_type():
            raise VerifyException("base and valueToStore element type should match")
        _verify_base(base_type, self.indices)
        if _vector(self.mask).get_shape() != value.get_shape():
            raise VerifyException("expected valueToStore dim to match mask dim")
        _verify_alignment(self.alignment)


def _element_type_of_shaped(shaped: Attribute) -> Attribute:
    if isa(shaped, MemRefType[Attribute]):
        return shaped.get_element_type()
    assert isa(shaped, TensorType[Attribute])
    return shaped.get_element_type()


# -- pure vector computations ----------------------------------------------------


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>`."""

    name = "vector.transpose"

    vector = operand_def(VectorType)
    permutation = prop_def(DenseArrayBase.constr(i64))
    result = result_def(VectorType)

    traits = traits_def(Pure())

    assembly_format = (
        "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)"
    )

    def verify_(self) -> None:
        source = _vector(self.vector)
        result = _vector(self.result)
        permutation = self.permutation.get_values()
        rank = source.get_num_dims()
        if rank != result.get_num_dims():
            raise VerifyException(f"vector result rank mismatch: {rank}")
        if len(permutation) != rank:
            raise VerifyException(f"transposition length mismatch: {len(permutation)}")
        source_shape = source.get_shape()
        result_shape = result.get_shape()
        seen: set[int] = set()
        # MLIR's order: range, duplicates, then sizes, position by position.
        for index, position in enumerate(permutation):
            if not 0 <= position < rank:
                raise VerifyException(f"transposition index out of range: {position}")
            if position in seen:
                raise VerifyException(f"duplicate position index: {position}")
            seen.add(position)
            if result_shape[index] != source_shape[position]:
                raise VerifyException(f"dimension size mismatch at: {position}")
        source_scalable = source.get_scalable_dims()
        result_scalable = result.get_scalable_dims()
        if any(
            result_scalable[index] != source_scalable[position]
            for index, position in enumerate(permutation)
        ):
            raise VerifyException(
                "expected the scalable dims of the result to be the permuted "
                "scalable dims of the source"
            )


@irdl_op_definition
class ExtractStridedSliceOp(IRDLOperation):
    """`vector.extract_strided_slice %v {offsets = [...], sizes = [...],
    strides = [...]} : vector<4x4xf32> to vector<2x2xf32>`."""

    name = "vector.extract_strided_slice"

    vector = operand_def(VectorType)
    offsets = prop_def(ArrayAttr[IntegerAttr])
    sizes = prop_def(ArrayAttr[IntegerAttr])
    strides = prop_def(ArrayAttr[IntegerAttr])
    result = result_def(VectorType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ExtractStridedSliceOp:
        source = parser.parse_unresolved_operand()
        properties, attributes = _parse_slice_attributes(
            parser, ("offsets", "sizes", "strides")
        )
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        return cls.build(
            operands=[parser.resolve_operand(source, source_type)],
            properties=properties,
            attributes=attributes,
            result_types=[result_type],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        _print_slice_attributes(printer, self, ("offsets", "sizes", "strides"))
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        source = _vector(self.vector)
        shape = source.get_shape()
        rank = len(shape)
        offsets = _ints(self.offsets)
        sizes = _ints(self.sizes)
        strides = _ints(self.strides)
        if len(offsets) != len(sizes) or len(offsets) != len(strides):
            raise VerifyException(
                "expected offsets, sizes and strides attributes of same size"
            )
        if len(offsets) > rank:
            raise VerifyException(
                "expected offsets attribute of rank no greater than vector rank"
            )
        _verify_in_range("offsets", offsets, shape, lambda _, dim: (0, dim - 1))
        _verify_in_range("sizes", sizes, shape, lambda _, dim: (1, dim))
        _verify_in_range("strides", strides, shape, lambda _, _dim: (1, 1))
        for index, (offset, size) in enumerate(zip(offsets, sizes, strict=True)):
            if offset + size > shape[index]:
                raise VerifyException(
                    "expected sum(offsets, sizes) dimension "
                    f"{index} to be confined to [1, {shape[index] + 1})"
                )
        expected_shape = tuple(sizes) + shape[len(sizes) :]
        expected = VectorType(
            source.get_element_type(), expected_shape, source.scalable_dims
        )
        if self.result.type != expected:
            raise VerifyException(f"expected result type to be {expected}")


@irdl_op_definition
class InsertStridedSliceOp(IRDLOperation):
    """`vector.insert_strided_slice %v, %dest {offsets = [...], strides =
    [...]} : vector<2x2xf32> into vector<4x4xf32>`."""

    name = "vector.insert_strided_slice"

    _DEST: ClassVar = VarConstraint("DEST", base(VectorType))

    value_to_store = operand_def(VectorType)
    dest = operand_def(_DEST)
    offsets = prop_def(ArrayAttr[IntegerAttr])
    strides = prop_def(ArrayAttr[IntegerAttr])
    result = result_def(_DEST)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> InsertStridedSliceOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        dest = parser.parse_unresolved_operand()
        properties, attributes = _parse_slice_attributes(parser, ("offsets", "strides"))
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_keyword("into")
        dest_type = parser.parse_type()
        return cls.build(
            operands=[
                parser.resolve_operand(value, value_type),
                parser.resolve_operand(dest, dest_type),
            ],
            properties=properties,
            attributes=attributes,
            result_types=[dest_type],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value_to_store)
        printer.print_string(", ")
        printer.print_operand(self.dest)
        _print_slice_attributes(printer, self, ("offsets", "strides"))
        printer.print_string(" : ")
        printer.print_attribute(self.value_to_store.type)
        printer.print_string(" into ")
        printer.print_attribute(self.dest.type)

    def __init__(
        self,
        value: SSAValue | Operation,
        dest: SSAValue | Operation,
        offsets: Sequence[int],
        strides: Sequence[int],
    ) -> None:
        dest_type = SSAValue.get(dest).type
        super().__init__(
            operands=[value, dest],
            properties={
                "offsets": ArrayAttr(IntegerAttr(o, i64) for o in offsets),
                "strides": ArrayAttr(IntegerAttr(s, i64) for s in strides),
            },
            result_types=[dest_type],
        )

    def verify_(self) -> None:
        source = _vector(self.value_to_store)
        dest = _vector(self.dest)
        if source.get_element_type() != dest.get_element_type():
            raise VerifyException(
                "failed to verify that valueToStore operand and result have same "
                "element type"
            )
        offsets = _ints(self.offsets)
        strides = _ints(self.strides)
        source_shape = source.get_shape()
        dest_shape = dest.get_shape()
        if len(offsets) != len(dest_shape):
            raise VerifyException(
                "expected offsets of same size as destination vector rank"
            )
        if len(strides) != len(source_shape):
            raise VerifyException("expected strides of same size as source vector rank")
        if len(source_shape) > len(dest_shape):
            raise VerifyException(
                "expected source rank to be no greater than destination rank"
            )
        _verify_in_range("offsets", offsets, dest_shape, lambda _, dim: (0, dim - 1))
        _verify_in_range("strides", strides, source_shape, lambda _, _dim: (1, 1))
        lead = len(dest_shape) - len(source_shape)
        for index, size in enumerate(source_shape):
            if offsets[lead + index] + size > dest_shape[lead + index]:
                raise VerifyException(
                    "expected sum(offsets, source vector shape) dimension "
                    f"{lead + index} to be confined to [1, "
                    f"{dest_shape[lead + index] + 1})"
                )


def _parse_slice_attributes(
    parser: Parser, names: Sequence[str]
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """The attribute dictionary of a strided-slice op, split into its
    properties `names` (MLIR reads them from the dictionary) and the
    discardable rest."""
    start = parser.pos
    attributes = parser.parse_optional_attr_dict()
    properties = {name: attributes.pop(name) for name in names if name in attributes}
    missing = [name for name in names if name not in properties]
    if missing:
        parser.raise_error(
            f"requires attribute '{missing[0]}'", start, max(parser.pos, start + 1)
        )
    return properties, attributes


def _print_slice_attributes(
    printer: Printer, op: Operation, names: Sequence[str]
) -> None:
    """`{offsets = [1, 1], ...}` as MLIR prints it: the `i64` elements of an
    array without their type (MLIR elides an `i64` type inside an array;
    xDSL prints `1 : i64`), then the discardable attributes."""
    printer.print_string(" {")
    entries: list[tuple[str, Attribute]] = [
        (name, op.properties[name]) for name in names
    ]
    entries.extend(sorted(op.attributes.items()))

    def entry(item: tuple[str, Attribute]) -> None:
        name, value = item
        printer.print_identifier_or_string_literal(name)
        if isinstance(value, UnitAttr):
            return
        printer.print_string(" = ")
        if isa(value, ArrayAttr[IntegerAttr]) and all(
            e.type == i64 for e in value.data
        ):
            printer.print_string("[")
            printer.print_list(_ints(value), printer.print_int)
            printer.print_string("]")
        else:
            printer.print_attribute(value)

    printer.print_list(entries, entry)
    printer.print_string("}")


def _ints(array: ArrayAttr[IntegerAttr]) -> list[int]:
    return [attr.value.data for attr in array.data]


def _verify_in_range(
    name: str,
    values: Sequence[int],
    shape: Sequence[int],
    bounds: Callable[[int, int], tuple[int, int]],
) -> None:
    """MLIR's `isIntegerArrayAttrConfinedToShape`/`...ToRange` messages:
    `expected <name> dimension <i> to be confined to [lo, hi)`."""
    for index, (value, dim) in enumerate(zip(values, shape, strict=False)):
        low, high = bounds(index, dim)
        if not low <= value <= high:
            raise VerifyException(
                f"expected {name} dimension {index} to be confined to "
                f"[{low}, {high + 1})"
            )


@irdl_op_definition
class ScanOp(IRDLOperation):
    """`vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 :
    i64} : vector<4x8xi32>, vector<4xi32>`: prefix reductions along one
    dimension, and the last of them."""

    name = "vector.scan"

    _SOURCE: ClassVar = VarConstraint("SOURCE", base(VectorType))
    _INITIAL: ClassVar = VarConstraint("INITIAL", base(VectorType))

    kind = prop_def(CombiningKindAttr)
    source = operand_def(_SOURCE)
    initial_value = operand_def(_INITIAL)
    reduction_dim = prop_def(IntegerAttr[IntegerType])
    inclusive = prop_def(BoolAttr)
    dest = result_def(_SOURCE)
    accumulated_value = result_def(_INITIAL)

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,`"
        " type($initial_value)"
    )

    def verify_(self) -> None:
        source = _vector(self.source)
        initial = _vector(self.initial_value)
        rank = source.get_num_dims()
        dim = self.reduction_dim.value.data
        if dim >= rank:
            raise VerifyException(
                f"reduction dimension {dim} has to be less than {rank}"
            )
        if initial.get_num_dims() != rank - 1:
            raise VerifyException(
                f"initial value rank {initial.get_num_dims()} has to be equal to "
                f"{rank - 1}"
            )
        expected = tuple(s for i, s in enumerate(source.get_shape()) if i != dim)
        if initial.get_shape() != expected:
            raise VerifyException("incompatible input/initial value shapes")
        element = source.get_element_type()
        if not supports_kind(self.kind.data, element):
            raise VerifyException(f"unsupported reduction type {element}")


_DEFAULT_KIND = CombiningKindAttr(CombiningKindFlag.ADD)


@irdl_op_definition
class OuterProductOp(IRDLOperation):
    """`vector.outerproduct %lhs, %rhs[, %acc {kind = ...}] : vector<2xf32>,
    vector<4xf32>`: `lhs[i] * rhs[j]` combined with `acc[i, j]` by `kind`, or,
    with a scalar `rhs`, `lhs[i] * rhs` (an AXPY)."""

    name = "vector.outerproduct"

    lhs = operand_def(VectorType)
    rhs = operand_def()
    acc = var_operand_def(VectorType)
    kind = prop_def(CombiningKindAttr, default_value=_DEFAULT_KIND)
    result = result_def(VectorType)

    traits = traits_def(Pure())

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        acc: SSAValue | Operation | None = None,
        kind: CombiningKindAttr = _DEFAULT_KIND,
        attributes: dict[str, Attribute] | None = None,
    ) -> None:
        result = outer_product_type(SSAValue.get(lhs).type, SSAValue.get(rhs).type)
        super().__init__(
            operands=[lhs, rhs, [] if acc is None else [acc]],
            properties={"kind": kind},
            attributes=attributes,
            result_types=[result],
        )

    def verify_(self) -> None:
        lhs = _vector(self.lhs)
        result = _vector(self.result)
        rhs_type = self.rhs.type
        if len(self.acc) > 1:
            raise VerifyException("expected at most one accumulator")
        if lhs.get_num_dims() != 1:
            raise VerifyException("expected 1-d vector for operand #1")
        if isinstance(rhs_type, VectorType):
            if rhs_type.get_num_dims() != 1:
                raise VerifyException("expected 1-d vector for operand #2")
            if result.get_num_dims() != 2:
                raise VerifyException("expected 2-d vector result")
            if lhs.get_shape()[0] != result.get_shape()[0]:
                raise VerifyException("expected #1 operand dim to match result dim #1")
            if rhs_type.get_shape()[0] != result.get_shape()[1]:
                raise VerifyException("expected #2 operand dim to match result dim #2")
            if lhs.get_scalable_dims()[0] and rhs_type.get_scalable_dims()[0]:
                raise VerifyException(
                    "expected either both or only #2 operand dim to be scalable"
                )
        else:
            if result.get_num_dims() != 1:
                raise VerifyException("expected 1-d vector result")
            if lhs.get_shape()[0] != result.get_shape()[0]:
                raise VerifyException("expected #1 operand dim to match result dim #1")
        if self.acc and self.acc[0].type != result:
            raise VerifyException("expected operand #3 of same type as result type")
        if not supports_kind(self.kind.data, result.get_element_type()):
            raise VerifyException("unsupported outerproduct type")

    @classmethod
    def parse(cls, parser: Parser) -> OuterProductOp:
        operands = parser.parse_comma_separated_list(
            Parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        lhs_type = parser.parse_type()
        parser.parse_punctuation(",")
        rhs_type = parser.parse_type()
        if len(operands) < 2:
            parser.raise_error("expected at least 2 operands")
        if not isa(lhs_type, VectorType[Attribute]):
            parser.raise_error("expected vector type for operand #1")
        result_type = outer_product_type(lhs_type, rhs_type)
        types: list[Attribute] = [lhs_type, rhs_type]
        types.extend(result_type for _ in operands[2:])
        values = _resolve(parser, operands, types)
        kind = attributes.pop("kind", _DEFAULT_KIND)
        if not isinstance(kind, CombiningKindAttr):
            parser.raise_error("expected a #vector.kind for 'kind'")
        op = cls.build(
            operands=[values[0], values[1], values[2:]],
            properties={"kind": kind},
            attributes=attributes,
            result_types=[result_type],
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        # MLIR prints the dictionary (with `kind`) only after an
        # accumulator; without one it prints nothing, which would lose a
        # kind other than `add` or a discardable attribute, so those are
        # printed too (mlir-opt reads them).
        if self.acc or self.kind != _DEFAULT_KIND or self.attributes:
            entries: dict[str, Attribute] = {"kind": self.kind, **self.attributes}
            printer.print_op_attributes(entries)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(", ")
        printer.print_attribute(self.rhs.type)


def outer_product_type(lhs: Attribute, rhs: Attribute) -> VectorType[Attribute]:
    """MLIR's inferred result type of `vector.outerproduct`: `vector<M x N x
    T>` for vectors `M x T` and `N x T` (scalable where either dim is),
    `lhs`'s type for a scalar `rhs`."""
    assert isa(lhs, VectorType[Attribute])
    if not isa(rhs, VectorType[Attribute]):
        return lhs
    if not lhs.get_shape() or not rhs.get_shape():
        return lhs
    return VectorType(
        lhs.get_element_type(),
        (lhs.get_shape()[0], rhs.get_shape()[0]),
        ArrayAttr(
            (
                BoolAttr.from_bool(lhs.get_scalable_dims()[0]),
                BoolAttr.from_bool(rhs.get_scalable_dims()[0]),
            )
        ),
    )


def _resolve(
    parser: Parser, operands: Sequence[UnresolvedOperand], types: Sequence[Attribute]
) -> list[SSAValue]:
    if len(operands) != len(types):
        parser.raise_error(
            f"expected {len(types)} operand types but had {len(operands)}"
        )
    return [
        parser.resolve_operand(operand, value_type)
        for operand, value_type in zip(operands, types, strict=True)
    ]


# -- vector.contract ---------------------------------------------------------------

_TRAIT_NAMES = ("indexing_maps", "iterator_types", "kind")


@irdl_op_definition
class ContractionOp(IRDLOperation):
    """`vector.contract {indexing_maps = [...], iterator_types = ["parallel",
    ..., "reduction"], kind = #vector.kind<add>} %lhs, %rhs, %acc : L, R into
    A`: a generalized matrix product of two vectors into an accumulator
    (a vector, or a scalar when every dimension is reduced)."""

    name = "vector.contract"

    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    acc = operand_def()
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    kind = prop_def(CombiningKindAttr, default_value=_DEFAULT_KIND)
    result = result_def()

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ContractionOp:
        start = parser.pos
        trait = parser.parse_attribute()
        if not isinstance(trait, DictionaryAttr):
            parser.raise_error("expected an attribute dictionary", start, parser.pos)
        operands = parser.parse_comma_separated_list(
            Parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        lhs_type = parser.parse_type()
        parser.parse_punctuation(",")
        rhs_type = parser.parse_type()
        parser.parse_keyword("into")
        acc_type = parser.parse_type()
        if len(operands) != 3:
            parser.raise_error(
                "expected 3 operands (lhs, rhs, acc) but had " + str(len(operands))
            )
        values = _resolve(parser, operands, (lhs_type, rhs_type, acc_type))
        entries = dict(trait.data)
        maps = entries.pop("indexing_maps", None)
        if maps is None:
            parser.raise_error("expected indexing_maps array attribute", start)
        names = entries.pop("iterator_types", None)
        if not isa(names, ArrayAttr[Attribute]):
            parser.raise_error("expected iterator_types array attribute", start)
        iterators: list[IteratorTypeAttr] = []
        for name in names.data:
            if not isinstance(name, StringAttr) or name.data not in {
                "parallel",
                "reduction",
            }:
                parser.raise_error(f"unexpected iterator_type ({name})", start)
            iterators.append(IteratorTypeAttr(IteratorType(name.data)))
        kind = entries.pop("kind", _DEFAULT_KIND)
        properties: dict[str, Attribute] = {
            "indexing_maps": maps,
            "iterator_types": ArrayAttr(iterators),
            "kind": kind,
        }
        return cls.build(
            operands=values,
            properties=properties,
            attributes=entries | attributes,
            result_types=[acc_type],
        )

    def print(self, printer: Printer) -> None:
        names = ArrayAttr(
            StringAttr(iterator.data.value) for iterator in self.iterator_types.data
        )
        trait: dict[str, Attribute] = {
            "indexing_maps": self.indexing_maps,
            "iterator_types": names,
            "kind": self.kind,
        }
        printer.print_string(" ")
        printer.print_attribute(DictionaryAttr(trait))
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(", ")
        printer.print_attribute(self.rhs.type)
        printer.print_string(" into ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        lhs = _vector(self.lhs)
        rhs = _vector(self.rhs)
        acc_type = self.acc.type
        if self.result.type != acc_type:
            raise VerifyException(
                "failed to verify that result type matches accumulator type"
            )
        maps = [m.data for m in self.indexing_maps.data]
        if len(maps) != 3:
            raise VerifyException("expected an indexing map for each vector operand")
        iterators = [it.data for it in self.iterator_types.data]
        dims = len(iterators)
        shapes = (lhs.get_shape(), rhs.get_shape(), _shape(acc_type))
        for index, (affine_map, shape) in enumerate(zip(maps, shapes, strict=True)):
            if affine_map.num_symbols:
                raise VerifyException(
                    f"expected indexing map {index} to have no symbols"
                )
            if affine_map.num_dims != dims:
                raise VerifyException(
                    f"expected indexing map {index} to have {dims} number of inputs"
                )
            if len(affine_map.results) != len(shape):
                raise VerifyException(
                    f"expected indexing map {index} to have {len(shape)} number "
                    "of outputs"
                )
            if _dim_positions(affine_map.results) is None:
                raise VerifyException(
                    f"expected indexing map {index} to be a projected permutation "
                    "of its inputs"
                )
        positions = [_dim_positions(m.results) or [] for m in maps]
        contracting = [
            d
            for d in range(dims)
            if iterators[d] == IteratorType.REDUCTION
            and d in positions[0]
            and d in positions[1]
        ]
        if not contracting:
            raise VerifyException("expected at least one contracting dimension pair")
        sizes: dict[int, int] = {}
        for operand_positions, shape in zip(positions[:2], shapes[:2], strict=True):
            for position, size in zip(operand_positions, shape, strict=True):
                if sizes.setdefault(position, size) != size:
                    raise VerifyException("invalid contracting dimension map")
        expected_shape = tuple(
            sizes.get(p, s) for p, s in zip(positions[2], shapes[2], strict=True)
        )
        if expected_shape != shapes[2]:
            element = _element_type(acc_type)
            expected = (
                VectorType(element, expected_shape) if expected_shape else element
            )
            raise VerifyException(
                f"invalid accumulator/result vector shape, expected: '{expected}'"
            )
        if not supports_kind(self.kind.data, _element_type(acc_type)):
            raise VerifyException("unsupported contraction type")


def _shape(value_type: Attribute) -> tuple[int, ...]:
    return value_type.get_shape() if isinstance(value_type, VectorType) else ()


def _dim_positions(results: Sequence[object]) -> list[int] | None:
    """The dimension of each result of a projected permutation, else None."""
    positions: list[int] = []
    for result in results:
        if not isinstance(result, AffineDimExpr) or result.position in positions:
            return None
        positions.append(result.position)
    return positions


# -- building and splitting vectors -------------------------------------------------


@irdl_op_definition
class StepOp(IRDLOperation):
    """`vector.step : vector<4xindex>`: the vector `[0, 1, ..., n - 1]` (the
    vectorizer writes it for `linalg.index`)."""

    name = "vector.step"

    result = result_def(VectorType)

    traits = traits_def(Pure())

    assembly_format = "attr-dict `:` type($result)"

    def verify_(self) -> None:
        result = _vector(self.result)
        if result.get_num_dims() != 1 or not isinstance(
            result.get_element_type(), IndexType
        ):
            raise VerifyException(
                "result #0 must be vector of index values of ranks 1, but got "
                f"'{result}'"
            )


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    """`vector.from_elements %a, %b, ... : vector<2xf32>`: a vector of its
    scalar operands, in row-major order (the operand types are the element
    type, so only the vector type is written)."""

    name = "vector.from_elements"

    elements = var_operand_def()
    dest = result_def(VectorType)

    traits = traits_def(Pure())

    def verify_(self) -> None:
        dest = _vector(self.dest)
        count = dest.element_count()
        if len(self.elements) != count:
            raise VerifyException(
                f"number of operands and types do not match: got "
                f"{len(self.elements)} operands and {count} types"
            )
        element = dest.get_element_type()
        if any(value.type != element for value in self.elements):
            raise VerifyException(
                "failed to verify that operand types match result element type"
            )

    @classmethod
    def parse(cls, parser: Parser) -> FromElementsOp:
        operands = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        dest = parser.parse_type()
        if not isa(dest, VectorType[Attribute]):
            parser.raise_error(f"expected a vector type, got {dest}")
        element = dest.get_element_type()
        operands = operands or []
        if len(operands) != dest.element_count():
            parser.raise_error(
                f"number of operands and types do not match: got {len(operands)} "
                f"operands and {dest.element_count()} types"
            )
        values = _resolve(parser, operands, [element] * len(operands))
        return cls.build(operands=[values], attributes=attributes, result_types=[dest])

    def print(self, printer: Printer) -> None:
        if self.elements:
            printer.print_string(" ")
            printer.print_list(self.elements, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.dest.type)


@irdl_op_definition
class ToElementsOp(IRDLOperation):
    """`%e:4 = vector.to_elements %v : vector<4xf32>`: one scalar result per
    element, in row-major order."""

    name = "vector.to_elements"

    source = operand_def(VectorType)
    elements = var_result_def()

    traits = traits_def(Pure())

    def verify_(self) -> None:
        source = _vector(self.source)
        expected = [source.get_element_type()] * source.element_count()
        if [r.type for r in self.elements] != expected:
            raise VerifyException(
                f"expected {len(expected)} results of type {source.get_element_type()}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ToElementsOp:
        source = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        if not isa(source_type, VectorType[Attribute]):
            parser.raise_error(f"expected a vector type, got {source_type}")
        return cls.build(
            operands=[parser.resolve_operand(source, source_type)],
            attributes=attributes,
            result_types=[
                [source_type.get_element_type()] * source_type.element_count()
            ],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)


def _interleaved_shape(short: VectorType[Attribute]) -> VectorType[Attribute]:
    """`short` with its trailing dimension doubled (scalable stays scalable)."""
    shape = list(short.get_shape())
    shape[-1] *= 2
    return VectorType(short.get_element_type(), shape, short.scalable_dims)


@irdl_op_definition
class InterleaveOp(IRDLOperation):
    """`vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>`: the
    elements of `a` and `b` alternating along the trailing dimension."""

    name = "vector.interleave"

    _T: ClassVar = VarConstraint("T", base(VectorType))

    lhs = operand_def(_T)
    rhs = operand_def(_T)
    result = result_def(VectorType)

    traits = traits_def(Pure())

    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"

    def verify_(self) -> None:
        source = _vector(self.lhs)
        if source.get_num_dims() and _interleaved_shape(source) != self.result.type:
            raise VerifyException(
                "failed to verify that type of 'result' is double the width of "
                "the inputs"
            )


@irdl_op_definition
class DeinterleaveOp(IRDLOperation):
    """`%even, %odd = vector.deinterleave %v : vector<8xf32> ->
    vector<4xf32>`: the even and odd elements of the trailing dimension."""

    name = "vector.deinterleave"

    _T: ClassVar = VarConstraint("T", base(VectorType))

    source = operand_def(VectorType)
    res1 = result_def(_T)
    res2 = result_def(_T)

    traits = traits_def(Pure())

    assembly_format = "$source attr-dict `:` type($source) `->` type($res1)"

    def verify_(self) -> None:
        half = _vector(self.res1)
        if not half.get_num_dims() or _interleaved_shape(half) != self.source.type:
            raise VerifyException(
                "failed to verify that the trailing dimension of the results is "
                "half the width of source trailing dimension"
            )


# -- vector.mask ---------------------------------------------------------------------


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`vector.yield %v : T`: the terminator of `vector.mask`, handing the
    masked op's results to the mask's results (implicit in the custom form
    when it yields exactly the masked op's results)."""

    name = "vector.yield"

    values = var_operand_def()

    traits = traits_def(IsTerminator(), Pure(), ReturnLike())

    assembly_format = "attr-dict ($values^ `:` type($values))?"


@irdl_op_definition
class MaskOp(IRDLOperation):
    """`%r = vector.mask %m[, %passthru] { op } : vector<4xi1> -> T`: `op`
    (a transfer, a reduction, ...) with its lanes masked by `%m`. Its region
    holds at most that op and a `vector.yield`; its effects are the masked
    op's (MLIR's `RecursiveMemoryEffects`)."""

    name = "vector.mask"

    mask = operand_def(VectorType)
    passthru = var_operand_def()
    results_ = var_result_def()
    mask_region = region_def("single_block")

    traits = traits_def(RecursiveMemoryEffect())

    def masked_op(self) -> Operation | None:
        """The op the mask applies to, if the region holds one."""
        first = self.mask_region.block.first_op
        return None if first is None or isinstance(first, YieldOp) else first

    def verify_(self) -> None:
        block = self.mask_region.block
        terminator = block.last_op
        if not isinstance(terminator, YieldOp):
            raise VerifyException("expects a terminator within the mask region")
        if len(block.ops) > 2:
            raise VerifyException(
                "expects only one operation to mask (and the terminator)"
            )
        if len(self.passthru) > 1:
            raise VerifyException("expects at most one passthru operand")
        yielded = [v.type for v in terminator.values]
        if yielded != [r.type for r in self.results_]:
            raise VerifyException(
                "expects result type to match the types yielded by the mask region"
            )
        if self.passthru and self.passthru[0].type not in yielded[:1]:
            raise VerifyException("expects result type to match passthru type")

    @classmethod
    def parse(cls, parser: Parser) -> MaskOp:
        operands = parser.parse_comma_separated_list(
            Parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        region = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mask_type = parser.parse_type()
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = _parse_type_list(parser)
        if len(operands) > 2:
            parser.raise_error("expected a mask and at most one passthru operand")
        values = _resolve(
            parser, operands, [mask_type, *result_types[:1]][: len(operands)]
        )
        if not region.blocks:
            region.add_block(Block())
        block = region.block
        if not isinstance(block.last_op, YieldOp):
            # MLIR's `ensureTerminator`: yield the masked op's results.
            last = block.last_op
            block.add_op(YieldOp.build(operands=[[] if last is None else last.results]))
        return cls.build(
            operands=[values[0], values[1:]],
            attributes=attributes,
            result_types=[result_types],
            regions=[region],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.mask)
        for value in self.passthru:
            printer.print_string(", ")
            printer.print_operand(value)
        printer.print_string(" { ")
        masked = self.masked_op()
        terminator = self.mask_region.block.last_op
        if (
            masked is not None
            and terminator is not None
            and tuple(terminator.operands) == tuple(masked.results)
        ):
            _print_nameless(printer, masked)
        else:
            # MLIR's custom form leaves the terminator out only after the
            # op whose results it yields; anything else prints as is.
            for op in self.mask_region.block.ops:
                if op is not self.mask_region.block.first_op:
                    printer.print_string("; ")
                printer.print_op(op)
        printer.print_string(" }")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.mask.type)
        if self.results_:
            printer.print_string(" -> ")
            if len(self.results_) == 1:
                printer.print_attribute(self.results_[0].type)
            else:
                printer.print_string("(")
                printer.print_list(
                    [r.type for r in self.results_], printer.print_attribute
                )
                printer.print_string(")")


def _print_nameless(printer: Printer, op: Operation) -> None:
    """`op` without its results (MLIR prints the masked op so: its results
    are the mask's)."""
    if Operation.print is type(op).print:
        printer.print_string(f'"{op.name}"')
        printer.print_op_with_default_format(op)
    else:
        printer.print_string(op.name)
        op.print(printer)


def _parse_type_list(parser: Parser) -> list[Attribute]:
    """`T` or `(T, U, ...)`."""
    if parser.parse_optional_punctuation("(") is not None:
        types: list[Attribute] = list(
            parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
        )
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


OPS: tuple[type[Operation], ...] = (
    PrintOp,
    ShapeCastOp,
    ConstantMaskOp,
    ContractionOp,
    TransposeOp,
    OuterProductOp,
    GatherOp,
    ScatterOp,
    ExpandLoadOp,
    CompressStoreOp,
    ExtractStridedSliceOp,
    InsertStridedSliceOp,
    ScanOp,
    StepOp,
    FromElementsOp,
    ToElementsOp,
    InterleaveOp,
    DeinterleaveOp,
    MaskOp,
    YieldOp,
)
"""The ops merge-alloc adds to (or puts in place of xDSL's of the same name
in) this dialect; ``merge_alloc.dialects`` builds the extended dialect."""

ATTRIBUTES: tuple[type[Attribute], ...] = (IteratorTypeAttr, PrintPunctuationAttr)
"""The attributes this module adds to the dialect."""
