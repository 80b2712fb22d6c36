"""``affine.load`` and ``affine.store`` whose SSA ids are map dimensions.

In MLIR's custom form ``affine.load %m[%i, %j + 1]`` every plain SSA id is a
dimension of the access map (a symbol is written ``symbol(%n)``).  xDSL 0.74
reads every id as a symbol: ``affine_map<()[s0] -> (s0)>`` for ``%m[%i]``.
Printed in custom form the two look alike, but in generic form
(``--print-op-generic``) MLIR 22 refuses the map whenever an id is a loop
induction variable ("operand cannot be used as a symbol").  These subclasses
read the access as xDSL does, then turn its symbols into dimensions, as
``dialects/affine_syntax.py`` does for ``affine.parallel`` bounds
(``symbol(...)`` is not supported, as there).
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects import affine
from xdsl.dialects.builtin import AffineMapAttr, MemRefType
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.parser import Parser


def _as_dimensions(access: AffineMap) -> AffineMap:
    """`access` with its symbols made dimensions (it has no dimensions)."""
    count = access.num_symbols
    dims = [AffineExpr.dimension(i) for i in range(count)]
    results = tuple(e.replace_dims_and_symbols([], dims) for e in access.results)
    return AffineMap(access.num_dims + count, 0, results)


def _parse_access(
    parser: Parser,
) -> tuple[SSAValue, AffineMap, list[SSAValue], MemRefType[Attribute]]:
    """``%memref[<affine expressions of SSA ids>] : <memref type>``."""
    memref = parser.parse_unresolved_operand()
    access, indices = parser.parse_affine_map_of_ssa_ids()
    parser.parse_punctuation(":")
    position = parser.pos
    parsed = parser.parse_type()
    if not isinstance(parsed, MemRefType):
        parser.raise_error("expected a memref type", position, parser.pos)
    memref_type = cast(MemRefType[Attribute], parsed)
    resolved = parser.resolve_operand(memref, memref_type)
    return resolved, _as_dimensions(access), list(indices), memref_type


class LoadOp(affine.LoadOp):
    """``affine.load %m[%i, ...] : T`` with dimension ids."""

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        memref, access, indices, memref_type = _parse_access(parser)
        return cls.build(
            operands=[memref, indices],
            properties={"map": AffineMapAttr(access)},
            result_types=[memref_type.get_element_type()],
        )


class StoreOp(affine.StoreOp):
    """``affine.store %v, %m[%i, ...] : T`` with dimension ids."""

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref, access, indices, memref_type = _parse_access(parser)
        stored = parser.resolve_operand(value, memref_type.get_element_type())
        return cls.build(
            operands=[stored, memref, indices],
            properties={"map": AffineMapAttr(access)},
        )


AFFINE_ACCESS_OPS = (LoadOp, StoreOp)
"""Ops replacing xDSL's in the ``affine`` dialect."""
