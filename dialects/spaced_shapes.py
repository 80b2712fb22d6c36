"""Shapes written with spaces (`memref<8 x f32>`, `tensor<4 x ? x f32>`).

MLIR 22 accepts whitespace around the `x` of a dimension list in every shaped
type (`memref`, `tensor`, `vector`), and IR written by hand or by other tools
uses it (`memref<8 x f32>`). xDSL 0.74 parses `vector<4 x f32>` but not
`memref<8 x f32>` or `tensor<4 x 8 x f32>`: after the last dimension,
`AttrParser.parse_dimension_list` consumes the `x`, sees the element type,
and gives the `x` back by rewinding *one character* before the element type,
which is the space, not the `x`; the caller then fails with "Expected 'x' in
shape delimiter".

The fix rewinds to where the `x` token started. It is a patch of that one
function because builtin types are parsed by xDSL's own `AttrParser`, which
no dialect registration reaches. Only inputs stock xDSL rejects parse
differently ("an extra syntax parses"), so a pipeline without merge-alloc
behaves as stock xDSL otherwise. `install_spaced_shapes()` is idempotent.
"""

from __future__ import annotations

from xdsl.parser import AttrParser
from xdsl.utils.mlir_lexer import MLIRTokenKind

_MARK = "__merge_alloc_spaced_shapes__"

_DIMENSION_TOKENS = (MLIRTokenKind.INTEGER_LIT, MLIRTokenKind.QUESTION)


def parse_dimension_list(self: AttrParser) -> list[int]:
    """`(dimension x)* dimension`, leaving a trailing `x` (the one before the
    element type) unconsumed, wherever whitespace puts it."""
    if self._current_token.kind not in _DIMENSION_TOKENS:
        return []
    dims = [self.parse_shape_dimension()]
    while True:
        delimiter = self.pos
        if self._parse_optional_shape_delimiter() is None:
            return dims
        if self._current_token.kind not in _DIMENSION_TOKENS:
            self._resume_from(delimiter)
            return dims
        dims.append(self.parse_shape_dimension())


setattr(parse_dimension_list, _MARK, True)


def install_spaced_shapes() -> None:
    """Replace `AttrParser.parse_dimension_list` (idempotent)."""
    if not getattr(AttrParser.parse_dimension_list, _MARK, False):
        AttrParser.parse_dimension_list = parse_dimension_list


def spaced_shapes_installed() -> bool:
    return bool(getattr(AttrParser.parse_dimension_list, _MARK, False))
