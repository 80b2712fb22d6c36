"""`vector.print` as MLIR 22 defines it, and `#vector.punctuation`.

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
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloatConstr,
    IndexType,
    IntegerType,
    StringAttr,
    VectorType,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    traits_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryWriteEffect
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum


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
