"""The linalg ops of MLIR 22 that have no body: ``linalg.softmax``, the
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

from collections.abc import Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    ShapedType,
    TensorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from .linalg_effects import DestinationStyle, DestinationStyleEffects
from .linalg_operands import (
    parse_integer_list,
    parse_operand_list,
    parse_optional_result_types,
    print_integer_list,
    print_operand_list,
    print_result_types,
    split_properties,
    tensor_types,
)

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


AGGREGATE_OPS = (
    SoftmaxOp,
    WinogradFilterTransformOp,
    WinogradInputTransformOp,
    WinogradOutputTransformOp,
    PackOp,
    UnPackOp,
)
