"""MLIR 22's OpDSL-defined linalg named ops, from one table.

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
* ``payload``: the body MLIR builds (see `linalg_payload`);
* ``strided``: the op takes ``strides``/``dilations`` attributes (all ones
  when absent); ``cast``: it takes a ``cast`` (``#linalg.type_fn``) attribute.

The table itself is `linalg_named_table`. A loop that indexes the output is
parallel, any other one is a reduction, as OpDSL defines them.
`define_named_op` turns a row into an IRDL op class; all of them share
`NamedStructuredOp`'s parser, printer, indexing maps, iterator types, verifier
and memory effects. The rows were checked one by one against ``mlir-opt`` 22
(same maps, same body, op for op), see ``tests/test_linalg_ops.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntElementsAttr,
    DenseIntOrFPElementsAttr,
    ShapedType,
)
from xdsl.dialects.linalg.abstract_ops import NamedOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from .linalg_attrs import TypeFn, TypeFnAttr
from .linalg_effects import DestinationStyle, DestinationStyleEffects
from .linalg_named_table import (
    NAMED_OP_SPECS,
    SIGNED,
    NamedOpSpec,
    PayloadBuilder,
)
from .linalg_operands import (
    parse_operand_list,
    parse_optional_result_types,
    print_operand_list,
    print_result_types,
    split_properties,
    tensor_types,
)
from .linalg_payload import Payload, PayloadError, body_block, element_type

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
