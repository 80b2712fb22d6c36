"""The byte size of a dynamically sized alloc as an expression of the
function's dynamic argument dimensions (docs/dynamic-shapes.md).

Symbolic offsets (`merge_alloc.planning.symbolic`) are computed where the
merged buffer is allocated, at the start of its scope, before any of the
ops computing an alloc's sizes have run. So a size is only expressible if
it follows from values available there: the dynamic dimensions of the
function's arguments (`memref.dim %arg, K`, the *roots*) and constants. The
analysis follows a size back through the ops a model export computes sizes
with, the same ones the range analysis bounds
(`merge_alloc.analysis.upper_bounds`):

- `arith.constant` (non-negative), `arith.addi`, `arith.muli`;
- `arith.index_cast`/`index_castui`/`extsi`/`extui` (a size is a small
  non-negative value, which they keep);
- `arith.select` whose condition the range analysis decides (torch's
  `view(-1)` tests `size < 0` of a size known non-negative);
- `memref.dim`/`tensor.dim` at a constant position: the extent of that
  dimension, followed through allocs (their size operand), `expand_shape`
  (its `output_shape` operand), `collapse_shape` (the product of the source
  extents of the group) and `memref.cast` to an argument of the function.

Anything else (a subtraction, a division, a loop-carried value) is not
expressible: the scope keeps its plan at the bound.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from xdsl.dialects import arith, builtin, func, memref, tensor
from xdsl.ir import BlockArgument, Operation, SSAValue

from merge_alloc.analysis.layout import element_bytes
from merge_alloc.analysis.upper_bounds import MAX_DEPTH, RangeAnalysis
from merge_alloc.dialects.arith import IndexCastUIOp
from merge_alloc.planning.symbolic import Constant, SizeExpr, Symbol, add, mul

_SAME_VALUE = (
    arith.IndexCastOp,
    IndexCastUIOp,
    arith.ExtSIOp,
    arith.ExtUIOp,
)


@dataclass(frozen=True, slots=True)
class RootSize:
    """Dimension `dimension` of the function argument `argument`."""

    argument: BlockArgument
    dimension: int


class SymbolicSizes:
    """Sizes of one function as expressions of its `roots` (memoised).

    `Symbol(k)` stands for `roots[k]`; roots are added as they are found."""

    def __init__(self, ranges: RangeAnalysis | None = None) -> None:
        self.ranges = ranges or RangeAnalysis()
        self.roots: list[RootSize] = []
        self._known: dict[SSAValue, SizeExpr | None] = {}

    def alloc_bytes(
        self, alloc: memref.AllocOp, index_bitwidth: int = 64
    ) -> SizeExpr | None:
        """The bytes `alloc` allocates, or None when not expressible."""
        kind = alloc.memref.type
        element = element_bytes(kind.get_element_type(), index_bitwidth)
        if element is None:
            return None
        shape = kind.get_shape()
        size: SizeExpr = Constant(element * prod(d for d in shape if d >= 0))
        for operand in alloc.dynamic_sizes:
            extent = self.value(operand)
            if extent is None:
                return None
            size = mul(size, extent)
        return size

    def value(self, value: SSAValue, depth: int = 0) -> SizeExpr | None:
        """`value` (an index or integer) as an expression of the roots."""
        if value in self._known:
            return self._known[value]
        result = None if depth > MAX_DEPTH else self._compute(value, depth + 1)
        self._known[value] = result
        return result

    def _compute(self, value: SSAValue, depth: int) -> SizeExpr | None:
        if isinstance(value, BlockArgument):
            return None
        owner = value.owner
        assert isinstance(owner, Operation)
        if isinstance(owner, arith.ConstantOp):
            attr = owner.value
            if isinstance(attr, builtin.IntegerAttr) and attr.value.data >= 0:
                return Constant(attr.value.data)
            return None
        if isinstance(owner, memref.DimOp | tensor.DimOp):
            position = self.ranges.range_of(owner.index)
            if position.lo is None or position.lo != position.hi:
                return None
            return self.extent(owner.source, position.lo, depth)
        if isinstance(owner, _SAME_VALUE):
            return self.value(owner.operands[0], depth)
        if isinstance(owner, arith.AddiOp | arith.MuliOp):
            lhs = self.value(owner.lhs, depth)
            rhs = self.value(owner.rhs, depth)
            if lhs is None or rhs is None:
                return None
            return add(lhs, rhs) if isinstance(owner, arith.AddiOp) else mul(lhs, rhs)
        if isinstance(owner, arith.SelectOp):
            condition = self.ranges.range_of(owner.cond)
            if condition.lo is None or condition.lo != condition.hi:
                return None
            chosen = owner.lhs if condition.lo != 0 else owner.rhs
            return self.value(chosen, depth)
        return None

    def extent(self, source: SSAValue, position: int, depth: int) -> SizeExpr | None:
        """Dimension `position` of the shaped value `source`."""
        kind = source.type
        if not isinstance(kind, builtin.ShapedType):
            return None
        shape = kind.get_shape()
        if not 0 <= position < len(shape):
            return None
        if shape[position] >= 0:
            return Constant(shape[position])
        if depth > MAX_DEPTH:
            return None
        dynamic_index = sum(1 for extent in shape[:position] if extent < 0)
        if isinstance(source, BlockArgument):
            function = source.block.parent_op()
            if not isinstance(function, func.FuncOp) or (
                source.block is not function.body.blocks.first
            ):
                return None
            return self._root(RootSize(source, position))
        owner = source.owner
        if isinstance(owner, memref.AllocOp | memref.AllocaOp):
            return self.value(owner.dynamic_sizes[dynamic_index], depth + 1)
        if isinstance(owner, memref.ExpandShapeOp):
            return self.value(owner.output_shape[dynamic_index], depth + 1)
        if isinstance(owner, memref.CastOp):
            return self.extent(owner.source, position, depth + 1)
        if isinstance(owner, memref.CollapseShapeOp):
            product: SizeExpr = Constant(1)
            for dim in list(owner.reassociation.data)[position].data:
                factor = self.extent(owner.src, dim.value.data, depth + 1)
                if factor is None:
                    return None
                product = mul(product, factor)
            return product
        return None

    def _root(self, root: RootSize) -> Symbol:
        if root not in self.roots:
            self.roots.append(root)
        return Symbol(self.roots.index(root))
