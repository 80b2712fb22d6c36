"""``linalg.map``, ``linalg.reduce``, ``linalg.transpose`` and
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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    ShapedType,
    TensorType,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import BroadcastOp as XdslBroadcastOp
from xdsl.dialects.linalg.ops import TransposeOp as XdslTransposeOp
from xdsl.dialects.linalg.ops import YieldOp as XdslYieldOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    SameVariadicOperandSize,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from .linalg_body_ops import YieldOp
from .linalg_effects import DestinationStyle, DestinationStyleEffects
from .linalg_operands import (
    parse_integer_list,
    parse_operand_list,
    print_integer_list,
    print_operand_list,
    split_properties,
    tensor_types,
)
from .linalg_payload import body_block, element_type

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


MAP_REDUCE_OPS = (MapOp, ReduceOp, TransposeOp, BroadcastOp)
