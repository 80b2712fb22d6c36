"""The pieces of syntax every linalg op shares.

``ins(%a, %b : T, U)``, ``outs(%c : V)``, the optional ``-> (types)`` of ops on
tensors, ``name = [1, 2]`` integer lists and ``indexing_maps = [...]``, as
MLIR's ``parseCommonStructuredOpParts`` and friends read and write them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, TensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.hints import isa


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
