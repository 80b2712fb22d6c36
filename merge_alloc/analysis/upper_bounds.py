"""Upper bounds of dynamic sizes: planning `memref.alloc(%n)` at its maximum.

A buffer of dynamic size can share the merged buffer if every dynamic size
has a constant upper bound known at compile time: it is planned as a slot of
the bytes it needs at the bound and becomes `memref.view %merged[%off][%n]`,
which uses only the bytes the actual `%n` needs. A bound comes from

- the IR: an interval analysis of the index computation, exact for
  constants and conservative elsewhere. `affine.min` with a constant
  result, `arith.minui`/`arith.minsi` with a bounded operand, the induction
  variable of a loop with bounded upper bound (the loop's bounds are asked
  of the op-behaviour registry, `induction_bounds` in
  `merge_alloc.analysis.interfaces`: `scf.for`, `affine.for`, `scf.forall`,
  `scf.parallel`), and sums, products, divisions and remainders of bounded
  values are bounded;
- or the user: `{merge_alloc.upper_bound = array<i64: B0, B1, ...>}` on the
  alloc, one entry per dynamic size in operand order (a negative entry
  means "none given"). That is a promise the pass cannot check; the
  rewrite guards it with a run-time assertion.
- or the user, once for a whole function: `{merge_alloc.dim_bounds =
  array<i64: D0, D1, ...>}` on a `func.func` argument (a tensor or a
  memref), one entry per dimension of its type (negative: no bound), so
  that `memref.dim`/`tensor.dim` of that dimension is at most `Di`, and so
  is every size computed from it. A model exporter knows these bounds
  (torch.export's `Dim("seq", max=512)`) where the allocs the compiler
  generates carry none; one-shot bufferization keeps argument attributes.
  This is a promise too: every size whose bound rests on it is checked at
  run time like an alloc's own (`relies_on_promise`).

When both exist the smaller one is used. When neither does, `explain` says
which size has no bound and why, for the warning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeGuard, cast

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)

from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.op_behaviour import AffineBound, LoopBound

if TYPE_CHECKING:
    from xdsl.dialects import tensor

UPPER_BOUND_ATTR = "merge_alloc.upper_bound"
"""The user's bounds of an alloc's dynamic sizes: `array<i64: ...>`."""

DIM_BOUNDS_ATTR = "merge_alloc.dim_bounds"
"""The user's bounds of a function argument's dimensions: `array<i64: ...>`,
one entry per dimension, negative for none (see the module doc)."""

MAX_DEPTH = 64
"""How far back through the computation of a size the analysis looks."""


@dataclass(frozen=True, slots=True)
class ValueRange:
    """What an index value can be: `lo <= v <= hi` (None: unknown side)."""

    lo: int | None
    hi: int | None
    why: str = ""
    """When `hi` is None: why no upper bound is known (for the warning)."""

    @staticmethod
    def exact(value: int) -> ValueRange:
        return ValueRange(value, value)

    @staticmethod
    def unknown(why: str) -> ValueRange:
        return ValueRange(None, None, why)


def _add(a: int | None, b: int | None) -> int | None:
    return None if a is None or b is None else a + b


def _min_known(values: Sequence[int | None]) -> int | None:
    known = [v for v in values if v is not None]
    return min(known) if known else None


def _all_min(values: Sequence[int | None]) -> int | None:
    if any(v is None for v in values):
        return None
    return min(v for v in values if v is not None)


def _all_max(values: Sequence[int | None]) -> int | None:
    if any(v is None for v in values):
        return None
    return max(v for v in values if v is not None)


def _describe(value: SSAValue) -> str:
    return f"%{value.name_hint}" if value.name_hint else "the value"


class RangeAnalysis:
    """Ranges of index values of one function, memoised."""

    def __init__(self) -> None:
        self._known: dict[SSAValue, ValueRange] = {}
        self._promised: dict[SSAValue, bool] = {}

    def relies_on_promise(self, value: SSAValue, depth: int = 0) -> bool:
        """Whether `value`'s range may rest on a `merge_alloc.dim_bounds`
        promise: it is computed (through ops, or a loop's bounds) from a dim
        of an argument carrying one. Conservative: a `True` only adds a
        run-time check that holds anyway."""
        known = self._promised.get(value)
        if known is not None:
            return known
        if depth > MAX_DEPTH:
            return True
        self._promised[value] = False  # (a cycle through a loop adds nothing)
        if isinstance(value, BlockArgument):
            parent = value.block.parent_op()
            found = parent is not None and any(
                self.relies_on_promise(operand, depth + 1)
                for operand in parent.operands
            )
        else:
            owner = value.owner
            assert isinstance(owner, Operation)
            found = _argument_dim_bound(owner) is not None or any(
                self.relies_on_promise(operand, depth + 1) for operand in owner.operands
            )
        self._promised[value] = found
        return found

    def range_of(self, value: SSAValue, depth: int = 0) -> ValueRange:
        known = self._known.get(value)
        if known is not None:
            return known
        if depth > MAX_DEPTH:
            return ValueRange.unknown("its computation is too deep to follow")
        result = self._compute(value, depth + 1)
        self._known[value] = result
        return result

    def _compute(self, value: SSAValue, depth: int) -> ValueRange:
        if isinstance(value, BlockArgument):
            return self._argument(value, depth)
        owner = value.owner
        assert isinstance(owner, Operation)
        if isinstance(owner, arith.ConstantOp):
            attr = owner.value
            if isinstance(attr, builtin.IntegerAttr):
                return ValueRange.exact(attr.value.data)
            return ValueRange.unknown("it is a non-integer constant")
        # (xDSL's affine is imported here, by the runs that bound a size.)
        from xdsl.dialects import affine

        if _is_dim(owner):
            return self._dim(owner, depth)
        if isinstance(owner, affine.MinOp):
            return self._affine(owner.map.data, owner.operands, depth, minimum=True)
        if isinstance(owner, affine.ApplyOp):
            return self._affine(owner.map.data, owner.operands, depth, minimum=True)
        ranges = [self.range_of(operand, depth) for operand in owner.operands]
        name = (
            owner.op_name.data
            if isinstance(owner, builtin.UnregisteredOp)
            else owner.name
        )
        if isinstance(owner, arith.MinSIOp):
            return ValueRange(
                _all_min([r.lo for r in ranges]),
                _min_known([r.hi for r in ranges]),
                self._why(ranges, owner),
            )
        if isinstance(owner, arith.MinUIOp):
            # Unsigned: an operand known non-negative bounds the result, which
            # is itself non-negative (a negative index is a huge unsigned one).
            return ValueRange(
                0,
                _min_known([r.hi for r in ranges if r.lo is not None and r.lo >= 0]),
                self._why(ranges, owner),
            )
        if isinstance(owner, arith.MaxSIOp):
            return ValueRange(
                max((r.lo for r in ranges if r.lo is not None), default=None),
                _all_max([r.hi for r in ranges]),
                self._why(ranges, owner),
            )
        if isinstance(owner, arith.MaxUIOp):
            if all(r.lo is not None and r.lo >= 0 for r in ranges):
                return ValueRange(
                    max(r.lo for r in ranges if r.lo is not None),
                    _all_max([r.hi for r in ranges]),
                    self._why(ranges, owner),
                )
            return ValueRange.unknown(f"'{name}' of a possibly negative value")
        if isinstance(owner, arith.AddiOp):
            a, b = ranges
            return ValueRange(
                _add(a.lo, b.lo), _add(a.hi, b.hi), self._why(ranges, owner)
            )
        if isinstance(owner, arith.SubiOp):
            a, b = ranges
            low = None if a.lo is None or b.hi is None else a.lo - b.hi
            high = None if a.hi is None or b.lo is None else a.hi - b.lo
            return ValueRange(low, high, self._why(ranges, owner))
        if isinstance(owner, arith.MuliOp):
            return _product(ranges[0], ranges[1], self._why(ranges, owner))
        if isinstance(
            owner, arith.DivUIOp | arith.DivSIOp | arith.CeilDivSIOp | arith.CeilDivUIOp
        ):
            return _quotient(
                ranges[0],
                ranges[1],
                ceil=isinstance(owner, arith.CeilDivSIOp | arith.CeilDivUIOp),
                why=self._why(ranges, owner),
                unsigned=isinstance(owner, arith.DivUIOp | arith.CeilDivUIOp),
                zero_undefined=True,
            )
        if isinstance(owner, arith.RemUIOp | arith.RemSIOp):
            a, b = ranges
            signed_ok = isinstance(owner, arith.RemUIOp) or (
                a.lo is not None and a.lo >= 0
            )
            if signed_ok and b.lo is not None and b.lo > 0 and b.hi is not None:
                high = b.hi - 1
                if a.hi is not None and a.lo is not None and a.lo >= 0:
                    high = min(high, a.hi)
                return ValueRange(0, high)
            return ValueRange.unknown(
                f"'{name}' of a possibly negative value or divisor"
            )
        if isinstance(owner, arith.CmpiOp):
            return _comparison(owner.predicate.value.data, ranges[0], ranges[1])
        if isinstance(owner, arith.SelectOp):
            condition, a, b = ranges
            if condition.lo is not None and condition.lo == condition.hi:
                # A condition the ranges decide (torch's `view(-1)` tests
                # `size < 0` of a size known non-negative): one side only.
                return a if condition.lo != 0 else b
            return ValueRange(
                _all_min([a.lo, b.lo]),
                _all_max([a.hi, b.hi]),
                self._why([a, b], owner),
            )
        if isinstance(owner, arith.ExtSIOp):
            return ranges[0]
        if isinstance(owner, arith.IndexCastOp):
            return _cast(ranges[0], owner)
        return ValueRange.unknown(f"it is computed by '{name}'")

    def _dim(self, op: memref.DimOp | tensor.DimOp, depth: int) -> ValueRange:
        """`memref.dim`/`tensor.dim` with a constant position: the extent of
        that dimension of the source (`_extent`); never negative."""
        position = self.range_of(op.index, depth)
        if position.lo is None or position.lo != position.hi:
            return ValueRange(0, None, "it is a 'dim' at a position not constant")
        return self._extent(op.source, position.lo, depth)

    def _extent(self, source: SSAValue, position: int, depth: int) -> ValueRange:
        """Dimension `position` of the shaped value `source`: exact when
        static, the argument's `merge_alloc.dim_bounds` entry for a function
        argument, and followed through the ops whose result shape is their
        operands': an alloc's size operand, an `expand_shape`'s
        `output_shape` operand, a `collapse_shape`'s product of source
        dimensions, a `memref.cast`'s source."""
        source_type = source.type
        if not isinstance(source_type, builtin.ShapedType):
            return ValueRange(0, None, "it is a 'dim' of a value not shaped")
        shape = source_type.get_shape()
        if not 0 <= position < len(shape):
            return ValueRange(0, None, "it is a 'dim' out of its source's rank")
        if shape[position] >= 0:
            return ValueRange.exact(shape[position])
        dynamic_index = sum(1 for extent in shape[:position] if extent < 0)
        if depth > MAX_DEPTH:
            return ValueRange(0, None, "its computation is too deep to follow")
        if isinstance(source, BlockArgument):
            bound = dim_bound_of_argument(source, position)
            if bound is not None:
                return ValueRange(0, bound)
        else:
            owner = source.owner
            if isinstance(owner, memref.AllocOp | memref.AllocaOp):
                return self._non_negative(
                    self.range_of(owner.dynamic_sizes[dynamic_index], depth + 1)
                )
            if isinstance(owner, memref.ExpandShapeOp):
                return self._non_negative(
                    self.range_of(owner.output_shape[dynamic_index], depth + 1)
                )
            if isinstance(owner, memref.CastOp):
                return self._extent(owner.source, position, depth + 1)
            if isinstance(owner, memref.CollapseShapeOp):
                groups = list(owner.reassociation.data)
                product = ValueRange.exact(1)
                for dim in groups[position].data:
                    product = _product(
                        product,
                        self._extent(owner.src, dim.value.data, depth + 1),
                        "",
                    )
                return self._non_negative(product)
        return ValueRange(
            0,
            None,
            f"it is a dynamic dimension of {_describe(source)}, which has no "
            f"{{{DIM_BOUNDS_ATTR} = array<i64: ...>}}",
        )

    @staticmethod
    def _non_negative(extent: ValueRange) -> ValueRange:
        """An extent is never negative (a negative size is not a shape)."""
        low = 0 if extent.lo is None else max(extent.lo, 0)
        return ValueRange(low, extent.hi, extent.why)

    def _why(self, ranges: Sequence[ValueRange], op: Operation) -> str:
        for r in ranges:
            if r.hi is None:
                return r.why
        return f"'{op.name}' is unbounded"

    def _argument(self, argument: BlockArgument, depth: int) -> ValueRange:
        parent = argument.block.parent_op()
        if parent is None:
            return ValueRange.unknown(
                f"{_describe(argument)} is an argument of a detached block"
            )
        bounds = behaviour(parent).induction_bounds
        found = None if bounds is None else bounds(parent, argument.index)
        if found is None:
            return ValueRange.unknown(
                f"{_describe(argument)} is an argument of '{parent.name}'"
            )
        lower, upper = found
        return _induction(
            self._bound(lower, depth, minimum=False),
            self._bound(upper, depth, minimum=True),
        )

    def _bound(self, bound: LoopBound, depth: int, *, minimum: bool) -> ValueRange:
        """The range of a loop bound; an affine one is the max of its results
        as a lower bound, the min as an upper (`minimum`)."""
        if isinstance(bound, int):
            return ValueRange.exact(bound)
        if isinstance(bound, AffineBound):
            return self._affine(bound.map, bound.operands, depth, minimum=minimum)
        return self.range_of(bound, depth)

    def _affine(
        self,
        affine_map: AffineMap,
        operands: Sequence[SSAValue],
        depth: int,
        *,
        minimum: bool,
    ) -> ValueRange:
        """The range of an affine map's results combined by min (`affine.min`,
        an `affine.for` upper bound) or max (an `affine.for` lower bound)."""
        ranges = [self.range_of(operand, depth) for operand in operands]
        dims = ranges[: affine_map.num_dims]
        symbols = ranges[affine_map.num_dims :]
        results = [_expression(expr, dims, symbols) for expr in affine_map.results]
        if not results:
            return ValueRange.unknown("'affine' map without results")
        why = next((r.why for r in results if r.hi is None), "")
        if minimum:
            return ValueRange(
                _all_min([r.lo for r in results]),
                _min_known([r.hi for r in results]),
                why,
            )
        return ValueRange(
            max((r.lo for r in results if r.lo is not None), default=None),
            _all_max([r.hi for r in results]),
            why,
        )


def argument_dim_bounds(
    function: func.FuncOp, index: int
) -> tuple[int | None, ...] | None:
    """The `merge_alloc.dim_bounds` entries of argument `index` of `function`
    (None where negative), or None when it has none. Raises ValueError when
    malformed (not an `array<i64>`, or not one entry per dimension)."""
    if function.arg_attrs is None or index >= len(function.arg_attrs.data):
        return None
    attrs = function.arg_attrs.data[index]
    attr: Attribute | None = attrs.data.get(DIM_BOUNDS_ATTR)
    if attr is None:
        return None
    where = f"'{DIM_BOUNDS_ATTR}' of argument #{index} of @{function.sym_name.data}"
    if not isinstance(attr, builtin.DenseArrayBase):
        raise ValueError(f"{where} must be an array<i64: ...>")
    entries: list[object] = list(attr.get_values())  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
    values = [v for v in entries if isinstance(v, int)]
    if len(values) != len(entries):
        raise ValueError(f"{where} must be an array<i64: ...>")
    kind = function.function_type.inputs.data[index]
    rank = len(kind.get_shape()) if isinstance(kind, builtin.ShapedType) else 0
    if len(values) != rank:
        raise ValueError(
            f"{where} has {len(values)} entries for a type of rank {rank} ({kind})"
        )
    return tuple(v if v >= 0 else None for v in values)


def dim_bound_of_argument(source: BlockArgument, position: int) -> int | None:
    """The `merge_alloc.dim_bounds` entry of dimension `position` of `source`
    when it is an argument of a function's entry block, or None."""
    function = source.block.parent_op()
    if not isinstance(function, func.FuncOp) or source.block is not (
        function.body.blocks.first
    ):
        return None
    bounds = argument_dim_bounds(function, source.index)
    if bounds is None or not 0 <= position < len(bounds):
        return None
    return bounds[position]


def _is_dim(op: Operation) -> TypeGuard[memref.DimOp | tensor.DimOp]:
    """Whether `op` is `memref.dim` or `tensor.dim`. xDSL's tensor dialect is
    imported only once an op of it is met (parsing one has loaded it): a run
    on memref programs does not pay for its import (benchmarks/startup.py)."""
    if isinstance(op, memref.DimOp):
        return True
    if op.name != "tensor.dim":
        return False
    from xdsl.dialects import tensor

    return isinstance(op, tensor.DimOp)


def _argument_dim_bound(op: Operation) -> int | None:
    """The promised bound of a `memref.dim`/`tensor.dim` of a function
    argument's dimension (a constant one), or None."""
    if not _is_dim(op):
        return None
    source = op.source
    index = op.index.owner
    if not isinstance(source, BlockArgument) or not isinstance(index, arith.ConstantOp):
        return None
    if not isinstance(index.value, builtin.IntegerAttr):
        return None
    return dim_bound_of_argument(source, index.value.value.data)


def _comparison(predicate: int, a: ValueRange, b: ValueRange) -> ValueRange:
    """`arith.cmpi` as 0 (false) or 1 (true) when the ranges decide it, else
    0..1. Unsigned predicates are decided only on non-negative ranges."""
    unknown = ValueRange(0, 1)
    if a.lo is None or a.hi is None or b.lo is None or b.hi is None:
        return unknown
    if predicate >= 6 and (a.lo < 0 or b.lo < 0):
        return unknown
    # 0 eq, 1 ne, 2/6 lt, 3/7 le, 4/8 gt, 5/9 ge
    kind = predicate if predicate < 6 else predicate - 4
    always: bool | None = None
    if kind == 0:
        always = (
            True
            if a.lo == a.hi == b.lo == b.hi
            else (False if a.hi < b.lo or b.hi < a.lo else None)
        )
    elif kind == 1:
        equal = _comparison(0, a, b)
        always = None if equal.lo != equal.hi else equal.lo == 0
    elif kind == 2:
        always = True if a.hi < b.lo else (False if a.lo >= b.hi else None)
    elif kind == 3:
        always = True if a.hi <= b.lo else (False if a.lo > b.hi else None)
    elif kind == 4:
        always = True if a.lo > b.hi else (False if a.hi <= b.lo else None)
    elif kind == 5:
        always = True if a.lo >= b.hi else (False if a.hi < b.lo else None)
    if always is None:
        return unknown
    return ValueRange.exact(1 if always else 0)


def _width(kind: Attribute) -> int:
    """Bits of an integer or `index` type (`index` taken as 64)."""
    if isinstance(kind, builtin.IntegerType):
        return cast(builtin.IntegerType, kind).bitwidth
    return 64


def _cast(source: ValueRange, op: arith.IndexCastOp) -> ValueRange:
    """`arith.index_cast` keeps the value unless it narrows it past the
    target's range (then the value may wrap around)."""
    width = _width(op.result.type)
    if width >= _width(op.input.type):
        return source
    if source.lo is None or source.hi is None:
        return ValueRange.unknown(source.why or "a narrowing 'arith.index_cast'")
    if -(2 ** (width - 1)) <= source.lo and source.hi < 2 ** (width - 1):
        return source
    return ValueRange.unknown("a narrowing 'arith.index_cast' may wrap around")


def _induction(lower: ValueRange, upper: ValueRange) -> ValueRange:
    """An induction variable runs from its lower bound to below its upper
    bound (for any positive step)."""
    high = None if upper.hi is None else upper.hi - 1
    why = upper.why or "the loop's upper bound is unbounded"
    return ValueRange(lower.lo, high, "" if high is not None else why)


def _product(a: ValueRange, b: ValueRange, why: str) -> ValueRange:
    if a.lo is None or a.hi is None or b.lo is None or b.hi is None:
        return ValueRange(None, None, why or "a product of unbounded values")
    corners = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
    return ValueRange(min(corners), max(corners))


def _quotient(
    a: ValueRange,
    b: ValueRange,
    *,
    ceil: bool,
    why: str,
    unsigned: bool = False,
    zero_undefined: bool = False,
) -> ValueRange:
    """Division by a positive divisor is monotone in the dividend, so a
    non-negative upper bound of the dividend divided by the smallest divisor
    bounds the quotient. Unsigned division also needs a non-negative
    dividend (a negative one is a huge unsigned number)."""
    if zero_undefined and b.lo == 0 and b.hi is not None and b.hi > 0:
        # `arith`'s divisions by zero are undefined behaviour: every run
        # that goes past one divided by at least 1. (torch's `view(-1)`
        # divides by a product of sizes that may be 0 as far as the ranges
        # know.) An affine map's division is left as it was.
        b = ValueRange(1, b.hi, b.why)
    if b.lo is not None and b.lo <= 0 and a.hi is not None:
        # The dividend is bounded: the divisor is what is missing.
        return ValueRange.unknown("a division by a possibly non-positive value")
    if b.lo is None or b.lo <= 0 or a.hi is None or a.hi < 0:
        return ValueRange.unknown(why or "a division by a possibly non-positive value")
    if unsigned and (a.lo is None or a.lo < 0):
        return ValueRange.unknown(why or "an unsigned division of a negative value")
    high = -(-a.hi // b.lo) if ceil else a.hi // b.lo
    low = None
    if a.lo is not None and a.lo >= 0 and b.hi is not None:
        low = -(-a.lo // b.hi) if ceil else a.lo // b.hi
    return ValueRange(low, high)


def _expression(
    expr: AffineExpr, dims: Sequence[ValueRange], symbols: Sequence[ValueRange]
) -> ValueRange:
    """Interval evaluation of one affine expression."""
    if isinstance(expr, AffineConstantExpr):
        return ValueRange.exact(expr.value)
    if isinstance(expr, AffineDimExpr):
        return dims[expr.position]
    if isinstance(expr, AffineSymExpr):
        return symbols[expr.position]
    if isinstance(expr, AffineBinaryOpExpr):
        lhs = _expression(expr.lhs, dims, symbols)
        rhs = _expression(expr.rhs, dims, symbols)
        why = lhs.why or rhs.why
        if expr.kind is AffineBinaryOpKind.Add:
            return ValueRange(_add(lhs.lo, rhs.lo), _add(lhs.hi, rhs.hi), why)
        if expr.kind is AffineBinaryOpKind.Mul:
            return _product(lhs, rhs, why)
        if expr.kind is AffineBinaryOpKind.FloorDiv:
            return _quotient(lhs, rhs, ceil=False, why=why)
        if expr.kind is AffineBinaryOpKind.CeilDiv:
            return _quotient(lhs, rhs, ceil=True, why=why)
        if expr.kind is AffineBinaryOpKind.Mod and rhs.lo is not None and rhs.lo > 0:
            # Affine mod is always non-negative.
            return ValueRange(0, None if rhs.hi is None else rhs.hi - 1, why)
    return ValueRange.unknown("an affine expression the analysis cannot bound")


def user_bounds(alloc: memref.AllocOp) -> tuple[int | None, ...] | None:
    """The `merge_alloc.upper_bound` entries of `alloc` (None where negative),
    or None when it has none. Raises ValueError when malformed."""
    attr: Attribute | None = alloc.attributes.get(UPPER_BOUND_ATTR)
    if attr is None:
        return None
    if not isinstance(attr, builtin.DenseArrayBase):
        raise ValueError(f"'{UPPER_BOUND_ATTR}' must be an array<i64: ...>")
    entries: list[object] = list(attr.get_values())  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
    values = [v for v in entries if isinstance(v, int)]
    if len(values) != len(entries):
        raise ValueError(f"'{UPPER_BOUND_ATTR}' must be an array<i64: ...>")
    if len(values) != len(alloc.dynamic_sizes):
        raise ValueError(
            f"'{UPPER_BOUND_ATTR}' has {len(values)} entries for "
            f"{len(alloc.dynamic_sizes)} dynamic sizes"
        )
    return tuple(v if v >= 0 else None for v in values)


@dataclass(frozen=True, slots=True)
class SizeBounds:
    """The bound of each dynamic size of an alloc, or why one is missing."""

    bounds: tuple[int, ...] | None
    """Per dynamic size, in operand order; None when some size has none."""
    missing: str = ""
    """Which size has no bound and why."""
    from_user: tuple[bool, ...] = ()
    """Per dynamic size: whether the bound is the user's promise (then
    checked at run time), not a proof."""
    negative: str = ""
    """Which size is negative whenever the alloc runs (its upper bound is
    below zero), and its bound; such an alloc is invalid at run time."""


def size_bounds(alloc: memref.AllocOp, analysis: RangeAnalysis) -> SizeBounds:
    """Upper bounds of the dynamic sizes of `alloc` (see the module doc)."""
    given = user_bounds(alloc)
    bounds: list[int] = []
    from_user: list[bool] = []
    for position, size in enumerate(alloc.dynamic_sizes):
        proven = analysis.range_of(size).hi
        promised = given[position] if given is not None else None
        if proven is not None and proven < 0:
            return SizeBounds(
                None,
                negative=f"its size #{position} ({_describe(size)}) is always "
                f"negative (at most {proven})",
            )
        candidates = [b for b in (proven, promised) if b is not None]
        if not candidates:
            why = analysis.range_of(size).why or "no bound is known"
            return SizeBounds(
                None,
                f"it has a dynamic shape and no upper bound for its size "
                f"#{position} ({_describe(size)}): {why} (give one with "
                f"{{{UPPER_BOUND_ATTR} = array<i64: ...>}})",
            )
        bound = min(candidates)
        bounds.append(bound)
        from_user.append(
            (promised is not None and (proven is None or promised < proven))
            or (bound == proven and analysis.relies_on_promise(size))
        )
    return SizeBounds(tuple(bounds), "", tuple(from_user))
