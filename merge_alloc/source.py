"""Where each op of a parsed input starts, and what its results were called.

Diagnostics should read like mlir-opt's: `FILE:LINE:COL: error: 'memref.alloc'
op %alloc_3 ...`. xDSL's parser keeps neither piece of information: an op gets
a position only when the text spells one out (`loc("f.mlir":3:5)`), and SSA
names lose their `_N` suffix (`%alloc_3` becomes the hint `alloc`; the printer
then numbers hints its own way).

`SourceParser` is a drop-in `Parser` that remembers, for every op it builds,
the input it came from and the offset where the op's text starts (its result
list, as in MLIR). Nothing is stored on the op: the printed IR is unchanged,
even under `--print-debuginfo`. Line and column are computed only when a
diagnostic asks for them, so parsing stays as fast as xDSL's.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from weakref import WeakKeyDictionary

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRTokenKind

_RESULT_NAME = re.compile(r"%[A-Za-z0-9_$.-]+")
"""An SSA result name as MLIR spells it (`%alloc_3`, `%0`)."""


@dataclass(eq=False)
class SourceText:
    """One parsed input, with the lines of its first character counted from
    `line_offset + 1` (a chunk of `--split-input-file` starts mid-file)."""

    input: Input[str]
    line_offset: int = 0
    _line_starts: list[int] = field(default_factory=list[int], init=False)

    def line_and_column(self, offset: int) -> tuple[int, int]:
        """1-based line and column of `offset` in the whole file."""
        if not self._line_starts:
            starts = [0]
            starts.extend(m.end() for m in re.finditer("\n", self.input.content))
            self._line_starts = starts
        line = bisect_right(self._line_starts, offset)
        column = offset - self._line_starts[line - 1] + 1
        return line + self.line_offset, column


@dataclass(frozen=True, slots=True)
class SourceSite:
    """Where one op starts in its input."""

    text: SourceText
    offset: int

    @property
    def position(self) -> str:
        """`FILE:LINE:COL`, as mlir-opt prints a location."""
        line, column = self.text.line_and_column(self.offset)
        return f"{self.text.input.name}:{line}:{column}"

    @property
    def first_result_name(self) -> str | None:
        """The name of the op's first result as the input spells it
        (`%alloc_3`; `%w` for a result group `%w:2`), if the text names one."""
        match = _RESULT_NAME.match(self.text.input.content, self.offset)
        return match.group() if match else None


_SITES: WeakKeyDictionary[Operation, SourceSite] = WeakKeyDictionary()
"""The start of every op a `SourceParser` built and that is still alive."""


def source_site(op: Operation) -> SourceSite | None:
    """Where `op` starts in the input a `SourceParser` read it from, if it did."""
    return _SITES.get(op)


_NO_CUSTOM_FORMAT = "Operation builtin.unregistered does not have a custom format."
"""xDSL's error for an unregistered op in custom form (it names no op)."""

_OP_NAME = re.compile(r"\s*(?:%[^=]*=\s*)?([A-Za-z_][\w$.]*)")
"""Where an op's text names it: after its results, if any."""


class SourceParser(Parser):
    """xDSL's `Parser`, remembering where each op starts (see `source_site`).

    Use it exactly like `Parser(ctx, text, name)`; `name` is the file name
    diagnostics print. `line_offset` is for a chunk of a larger file: the
    number of lines before it.
    """

    def __init__(
        self,
        ctx: Context,
        input: str | bytes,
        name: str = "<unknown>",
        line_offset: int = 0,
    ) -> None:
        super().__init__(ctx, input, name)
        self._source_text = SourceText(self.lexer.input, line_offset)

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        """xDSL's `parse_module`, except that an input without any op (empty,
        or only comments and blank lines) is an empty module, as in mlir-opt."""
        if allow_implicit_module and self._current_token.kind is MLIRTokenKind.EOF:
            return ModuleOp([])
        try:
            return super().parse_module(allow_implicit_module)
        except NotImplementedError as error:
            # xDSL raises this for syntax it does not model yet (e.g. a
            # semi-affine map): a located error where reading stopped.
            self.raise_error(f"unsupported by xDSL's parser: {error}")

    def _unknown_name_at(self, start: int) -> tuple[int, str] | None:
        """The position and name of the custom-form op starting at `start`."""
        match = _OP_NAME.match(self.lexer.input.content, start)
        if match is None:
            return None
        return match.start(1), match.group(1)

    def _get_op_by_name(self, name: str) -> type[Operation]:
        """xDSL's lookup, with the error of an unknown op placed at its name
        (xDSL places it at the token after the name, often the next line)."""
        stack = self._parser_state.dialect_stack
        if (op_type := self.ctx.get_optional_op(name, dialect_stack=stack)) is not None:
            return op_type
        at = self.lexer.input.content.rfind(name, 0, self.pos)
        if at > 0 and self.lexer.input.content[at - 1] == '"':
            at -= 1  # the generic form's quoted name
        if at < 0:
            return super()._get_op_by_name(name)
        self.raise_error(f"Operation {name} is not registered", at, at + 1)

    def parse_operation(self) -> Operation:
        start = self.pos
        try:
            op = super().parse_operation()
        except VerifyException as error:
            # xDSL checks operand and result types against the op's
            # constraints while reading a custom form (its declarative
            # format infers types from them) and reports a mismatch without
            # a position: place it at the op, named as the input spells it.
            name = self._unknown_name_at(start)
            what = f"'{name[1]}' op " if name is not None else ""
            message = str(error.args[0]) if error.args else str(error)
            self.raise_error(f"{what}{message}", start, start + 1)
        except ParseError as error:
            if error.msg != _NO_CUSTOM_FORMAT:
                raise
            # An unregistered op (allowed) written in a custom form: name it,
            # at its position, as mlir-opt does.
            name = self._unknown_name_at(start)
            if name is None:
                raise
            at, text = name
            self.raise_error(
                f"custom op '{text}' is unknown (an unregistered op must be "
                "written in the generic form)",
                at,
                at + 1,
            )
        _SITES[op] = SourceSite(self._source_text, start)
        return op
