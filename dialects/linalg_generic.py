"""``linalg.generic`` with several results, and with memory effects.

xDSL 0.74 prints a generic op with two tensor results as
``... -> (tensor<f32>, tensor<i32>)``, as MLIR does, but its parser reads the
result types as a bare list and rejects the parentheses: it cannot read its
own output, nor MLIR's (``--linalg-generalize-named-ops`` of a two-result
``linalg.reduce`` produces one). It also gives the op no memory effects.
`GenericOp` is a plain subclass with MLIR's parser and `DestinationStyleEffects`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DictionaryAttr,
    StringAttr,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import GenericOp as XdslGenericOp
from xdsl.ir import Attribute
from xdsl.irdl import traits_def
from xdsl.parser import Parser
from xdsl.utils.hints import isa

from .linalg_effects import DestinationStyleEffects
from .linalg_operands import parse_operand_list, parse_optional_result_types


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
