"""Shapes written with spaces (`memref<8 x f32>`, `tensor<4 x ? x f32>`).

MLIR 22 accepts whitespace around the `x` of a dimension list in every shaped
type (`memref`, `tensor`, `vector`), and IR written by hand or by other tools
uses it (`memref<8 x f32>`). xDSL 0.74 parses `vector<4 x f32>` but not
`memref<8 x f32>` or `tensor<4 x 8 x f32>`: after the last dimension,
`AttrParser.parse_dimension_list` consumes the `x`, sees the element type,
and gives the `x` back by rewinding *one character* before the element type,
which is the space, not the `x`; the caller then fails with "Expected 'x' in
shape delimiter".

The fix rewinds to where the `x` token started. It replaces that one
function because builtin types are parsed by xDSL's own `AttrParser`, which
no dialect registration reaches; `merge_alloc.dialects.xdsl_patch` installs it
for runs that use merge-alloc. Only inputs stock xDSL rejects parse
differently.
"""

# This module extends xDSL 0.74's parser through its private hooks (the
# version is checked: dialects/xdsl_patch.py).
# pyright: reportPrivateUsage=false
from __future__ import annotations

from collections.abc import Callable

from xdsl.parser import AttrParser
from xdsl.utils.mlir_lexer import MLIRTokenKind

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


def spaced_dimension_list(original: object) -> Callable[..., list[int]]:
    """The replacement of `AttrParser.parse_dimension_list` (it does not need
    the original)."""
    del original
    return parse_dimension_list
