"""Semi-affine expressions in affine maps and sets, as MLIR reads them.

MLIR accepts a product whose one side is symbolic (`d0 * s0`) and a
`ceildiv`, `floordiv` or `mod` whose right side is symbolic (`d0 ceildiv s0`,
`(d0 + s1) mod s0`): MLIR's own bufferization tests write
`affine_map<(d0)[s0] -> (d0 ceildiv s0)>`. xDSL 0.74's `AffineParser` builds
each binary expression through `AffineExpr`'s operators, which raise
`NotImplementedError` for a non-constant right side, so such a map ends
`xdsl-opt` with a Python traceback, although `AffineBinaryOpExpr` itself
represents it (and prints it as MLIR does).

`semi_affine_binop` replaces `AffineParser._create_binop_expr`: every
expression xDSL builds is built as before; where xDSL gives up, a semi-affine
operand becomes an `AffineBinaryOpExpr` as MLIR would build it (a symbolic
factor on the right of a product), and an expression MLIR rejects too
(a dimension on the right of a division, a product of two dimensions) is a
located parse error with MLIR's words instead of a traceback.
`merge_alloc.dialects.xdsl_patch` installs it for runs that use merge-alloc.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineDimExpr,
    AffineExpr,
)
from xdsl.parser.affine_parser import AffineParser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRToken

_KIND_OF_TOKEN = {
    "*": AffineBinaryOpKind.Mul,
    "ceildiv": AffineBinaryOpKind.CeilDiv,
    "floordiv": AffineBinaryOpKind.FloorDiv,
    "mod": AffineBinaryOpKind.Mod,
}


def is_symbolic_or_constant(expr: AffineExpr) -> bool:
    """Whether `expr` uses no dimension (MLIR's `isSymbolicOrConstant`)."""
    return not any(isinstance(node, AffineDimExpr) for node in expr.dfs())


def semi_affine_expr(
    kind: AffineBinaryOpKind, lhs: AffineExpr, rhs: AffineExpr
) -> AffineExpr | str:
    """The expression MLIR builds for `lhs <kind> rhs` when xDSL's operators
    refuse it, or MLIR's reason to reject it."""
    if kind is AffineBinaryOpKind.Mul:
        if not is_symbolic_or_constant(rhs):
            if not is_symbolic_or_constant(lhs):
                return (
                    "non-affine expression: at least one of the multiply "
                    "operands has to be either a constant or symbolic"
                )
            lhs, rhs = rhs, lhs
        return AffineBinaryOpExpr(kind, lhs, rhs)
    if not is_symbolic_or_constant(rhs):
        return (
            f"non-affine expression: right operand of {kind.get_token()} has to "
            "be either a constant or symbolic"
        )
    return AffineBinaryOpExpr(kind, lhs, rhs)


def semi_affine_binop(original: Any) -> Callable[..., AffineExpr]:
    """The replacement of `AffineParser._create_binop_expr`."""

    def create_binop_expr(
        self: AffineParser, lhs: AffineExpr, rhs: AffineExpr, binop: MLIRToken
    ) -> AffineExpr:
        try:
            return original(self, lhs, rhs, binop)
        except NotImplementedError:
            kind = _KIND_OF_TOKEN.get(binop.text)
            if kind is None:
                raise
        built = semi_affine_expr(kind, lhs, rhs)
        if isinstance(built, str):
            raise ParseError(binop.span, built)
        return built

    return create_binop_expr
