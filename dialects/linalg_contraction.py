"""Named ops whose indexing maps are an attribute: ``linalg.matmul``,
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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, ShapedType
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.irdl import irdl_op_definition, opt_prop_def, prop_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from .linalg_attrs import (
    ElementwiseKind,
    ElementwiseKindAttr,
    UnaryFn,
    as_binary,
    as_unary,
    elementwise_arity,
)
from .linalg_named import (
    CastNamedOp,
    NamedStructuredOp,
    spec_indexing_maps,
)
from .linalg_named_table import (
    NamedOpSpec,
    PayloadBuilder,
    binary,
    multiply_accumulate,
    select,
    unary,
)
from .linalg_operands import parse_optional_indexing_maps
from .linalg_payload import PayloadError


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


CONTRACTION_OPS = (
    MatmulOp,
    BatchMatmulOp,
    BatchReduceMatmulOp,
    ContractOp,
    ElementwiseOp,
)
