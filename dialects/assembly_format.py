"""Declarative assembly formats for merge-alloc's subclasses of xDSL's ops.

An op merge-alloc defines itself declares its syntax with IRDL's
`assembly_format` (and `custom_directives`). An op xDSL already defines
whose MLIR syntax xDSL 0.74 lacks is a plain subclass of xDSL's class (so
`isinstance` against xDSL's class keeps working), and xDSL rejects running
`irdl_op_definition` again on a subclass: its fields are already accessors.
`with_assembly_format` gives such a subclass the same thing
`irdl_op_definition` gives an op with an `assembly_format`: xDSL's
`FormatProgram`, compiled from the format against the op's definition, as
its `parse` and `print`. The subclass's `get_irdl_definition()` then reports
the format; xDSL's own class is left as it is.

`parse_optional_arrow_type_list` is the piece of MLIR's custom syntaxes the
hand-written parsers of several dialects share.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeVar

from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, OpDef
from xdsl.irdl.declarative_assembly_format import CustomDirective, FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer

OpT = TypeVar("OpT", bound=IRDLOperation)


def with_assembly_format(
    assembly_format: str, *custom_directives: type[CustomDirective]
) -> Callable[[type[OpT]], type[OpT]]:
    """Class decorator: `assembly_format` (with `custom_directives`) becomes
    the `parse` and `print` of the decorated subclass of an xDSL op."""

    def apply(cls: type[OpT]) -> type[OpT]:
        op_def: OpDef = dataclasses.replace(
            cls.get_irdl_definition(),
            assembly_format=assembly_format,
            custom_directives={d.__name__: d for d in custom_directives},
        )
        program = FormatProgram.from_str(assembly_format, op_def)

        def parse(op_type: type[OpT], parser: Parser) -> OpT:
            return program.parse(parser, op_type)

        def print_(op: IRDLOperation, printer: Printer) -> None:
            program.print(printer, op)

        def get_irdl_definition(op_type: type[OpT]) -> OpDef:
            return op_def

        setattr(cls, "parse", classmethod(parse))  # noqa: B010
        setattr(cls, "print", print_)  # noqa: B010
        setattr(cls, "get_irdl_definition", classmethod(get_irdl_definition))  # noqa: B010
        setattr(cls, "assembly_format", assembly_format)  # noqa: B010
        return cls

    return apply


def parse_optional_arrow_type_list(parser: Parser) -> list[Attribute]:
    """MLIR's ``parseOptionalArrowTypeList``: nothing, ``-> T`` or ``-> (T, U)``."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    types = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_type
    )
    if types is None:
        return [parser.parse_type()]
    return list[Attribute](types)
