"""How many bytes a view with dynamic sizes can span, read from the IR alone.

A merged alloc of dynamic size becomes ``memref.view %buf[%off][%n]``; its
bytes are ``[off, off + bytes(%n))``. The checker needs a constant upper
bound of every dynamic size to check bounds and overlaps, and finds one
itself, independently of the pass's range analysis and with fewer rules:

* an ``arith.constant``;
* ``affine.min`` whose map has a bounded result (the minimum is at most
  any result), ``affine.apply`` of a bounded expression: sums, products of
  bounded factors, ``floordiv``/``ceildiv``/``mod`` by a divisor proven
  positive (which needs lower bounds too: ``arith.maxsi`` with a constant,
  an ``scf.for`` induction variable, ...; see `lower_bound`);
* ``arith.minsi`` of a bounded operand; ``arith.minui`` of a non-negative
  constant; ``arith.addi`` and ``arith.maxsi`` of bounded operands,
  ``arith.subi`` of a bounded minuend and a subtrahend bounded below;
  ``arith.muli`` by a constant (by the lower bound when it is negative);
* the induction variable of an ``scf.for``, ``affine.for``, ``scf.forall``
  or ``scf.parallel`` whose upper bound is bounded (it stays below it);
* a guard: ``cf.assert`` of ``arith.cmpi ule/ult/sle/slt %n, C`` placed
  before the view in its block or an enclosing one (the program stops
  before the view when the size is larger).

Anything else has no bound, and the view is reported unverifiable.
"""

from __future__ import annotations

from math import prod

from xdsl.dialects.builtin import (
    AffineMapAttr,
    DenseArrayBase,
    IntegerAttr,
    MemRefType,
    NoneAttr,
)
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymExpr,
)

from merge_alloc.verify.check.structure import DYNAMIC, attribute, constant_int, op_name

_GUARDS = {"ule": 0, "ult": -1, "sle": 0, "slt": -1}
"""``arith.cmpi`` predicates that bound their lhs by their rhs (plus this)."""

_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def upper_bound(value: SSAValue, at: Operation, depth: int = 0) -> int | None:
    """A constant that `value` never exceeds when `at` runs, or None."""
    if depth > 32:
        return None
    bounds = [
        b for b in (_defined(value, at, depth), _guarded(value, at)) if b is not None
    ]
    return min(bounds) if bounds else None


def _defined(value: SSAValue, at: Operation, depth: int) -> int | None:
    known = constant_int(value)
    if known is not None:
        return known
    if isinstance(value, BlockArgument):
        return _induction(value, at, depth)
    owner = value.owner
    assert isinstance(owner, Operation)
    name = op_name(owner)
    if name in ("affine.min", "affine.apply"):
        ranges = _map_ranges(owner, at, depth)
        highs = [high for _, high in ranges or [] if high is not None]
        if name == "affine.apply":
            return highs[0] if ranges and len(ranges) == 1 and highs else None
        return min(highs) if highs else None
    if name == "arith.minsi":
        found = [upper_bound(operand, at, depth + 1) for operand in owner.operands]
        known = [b for b in found if b is not None]
        return min(known) if known else None
    if name == "arith.addi":
        lhs = upper_bound(owner.operands[0], at, depth + 1)
        rhs = upper_bound(owner.operands[1], at, depth + 1)
        return None if lhs is None or rhs is None else lhs + rhs
    if name == "arith.minui":
        constants = [constant_int(operand) for operand in owner.operands]
        known = [c for c in constants if c is not None and c >= 0]
        return min(known) if known else None
    if name == "arith.maxsi":
        found = [upper_bound(operand, at, depth + 1) for operand in owner.operands]
        return None if None in found else max(b for b in found if b is not None)
    if name == "arith.muli":
        return _scaled(owner, at, depth, upper=True)
    if name == "arith.subi":
        lhs = upper_bound(owner.operands[0], at, depth + 1)
        rhs = lower_bound(owner.operands[1], at, depth + 1)
        return None if lhs is None or rhs is None else lhs - rhs
    return None


def _scaled(owner: Operation, at: Operation, depth: int, *, upper: bool) -> int | None:
    """The upper (or lower) bound of ``arith.muli %x, C`` by a constant:
    ``C`` times the same bound of ``%x`` when ``C >= 0``, the other one when
    ``C < 0`` (the tile sizes of a row-tiled pad: ``9 - max(0, ...)``)."""
    factors = [constant_int(operand) for operand in owner.operands]
    if factors[1] is not None:
        factor, other = factors[1], owner.operands[0]
    elif factors[0] is not None:
        factor, other = factors[0], owner.operands[1]
    else:
        return None
    same_side = (factor >= 0) == upper
    bound = (
        upper_bound(other, at, depth + 1)
        if same_side
        else lower_bound(other, at, depth + 1)
    )
    return None if bound is None else factor * bound


Range = tuple[int | None, int | None]
"""Lowest and highest value (None: no bound found on that side)."""


def lower_bound(value: SSAValue, at: Operation, depth: int = 0) -> int | None:
    """A constant that `value` is never below when `at` runs, or None: a
    constant, ``arith.maxsi`` (at least each operand), ``arith.addi``,
    ``affine.apply``/``affine.min`` by `_expression_range`, and the
    induction variable of an ``scf.for`` (at least its lower bound)."""
    if depth > 32:
        return None
    known = constant_int(value)
    if known is not None:
        return known
    if isinstance(value, BlockArgument):
        loop = value.block.parent_op()
        if loop is not None and op_name(loop) == "scf.for" and value.index == 0:
            return lower_bound(loop.operands[0], at, depth + 1)
        return None
    owner = value.owner
    assert isinstance(owner, Operation)
    name = op_name(owner)
    if name == "arith.maxsi":
        found = [lower_bound(operand, at, depth + 1) for operand in owner.operands]
        known_lows = [b for b in found if b is not None]
        return max(known_lows) if known_lows else None
    if name == "arith.addi":
        lhs = lower_bound(owner.operands[0], at, depth + 1)
        rhs = lower_bound(owner.operands[1], at, depth + 1)
        return None if lhs is None or rhs is None else lhs + rhs
    if name == "arith.minsi":
        found = [lower_bound(operand, at, depth + 1) for operand in owner.operands]
        return None if None in found else min(b for b in found if b is not None)
    if name == "arith.muli":
        return _scaled(owner, at, depth, upper=False)
    if name == "arith.subi":
        lhs = lower_bound(owner.operands[0], at, depth + 1)
        rhs = upper_bound(owner.operands[1], at, depth + 1)
        return None if lhs is None or rhs is None else lhs - rhs
    if name in ("affine.min", "affine.apply"):
        ranges = _map_ranges(owner, at, depth)
        if not ranges or (name == "affine.apply" and len(ranges) != 1):
            return None
        lows = [low for low, _ in ranges if low is not None]
        return min(lows) if len(lows) == len(ranges) else None
    return None


def _map_ranges(op: Operation, at: Operation, depth: int) -> list[Range] | None:
    """The range of each result of an ``affine.min``/``affine.apply`` map."""
    attr = attribute(op, "map")
    if not isinstance(attr, AffineMapAttr):
        return None
    affine_map = attr.data
    operands = list(op.operands)
    dims = operands[: affine_map.num_dims]
    symbols = operands[affine_map.num_dims :]
    return [
        _expression_range(expr, dims, symbols, at, depth) for expr in affine_map.results
    ]


def _expression_range(
    expr: AffineExpr,
    dims: list[SSAValue],
    symbols: list[SSAValue],
    at: Operation,
    depth: int,
) -> Range:
    """Bounds of one affine (or semi-affine) expression from the bounds of
    its dims and symbols: sums; products of bounded factors; ``floordiv``,
    ``ceildiv`` and ``mod`` only by a divisor proven positive (the sign
    decides which way a division rounds, and a zero divisor is undefined)."""
    if isinstance(expr, AffineConstantExpr):
        return expr.value, expr.value
    if isinstance(expr, AffineDimExpr | AffineSymExpr):
        value = (dims if isinstance(expr, AffineDimExpr) else symbols)[expr.position]
        return (
            lower_bound(value, at, depth + 1),
            upper_bound(value, at, depth + 1),
        )
    if not isinstance(expr, AffineBinaryOpExpr):
        return None, None
    low_a, high_a = _expression_range(expr.lhs, dims, symbols, at, depth)
    low_b, high_b = _expression_range(expr.rhs, dims, symbols, at, depth)
    kind = expr.kind
    if kind is AffineBinaryOpKind.Add:
        return (
            None if low_a is None or low_b is None else low_a + low_b,
            None if high_a is None or high_b is None else high_a + high_b,
        )
    if kind is AffineBinaryOpKind.Mul:
        if low_a is None or high_a is None or low_b is None or high_b is None:
            return None, None
        corners = [x * y for x in (low_a, high_a) for y in (low_b, high_b)]
        return min(corners), max(corners)
    if low_b is None or low_b < 1:
        return None, None  # a divisor that may be zero or negative
    if kind is AffineBinaryOpKind.Mod:
        if high_b is not None:
            return 0, high_b - 1
        return 0, high_a if low_a is not None and low_a >= 0 else None
    if low_a is None or high_a is None:
        return None, None
    # Monotone in the dividend, and in the divisor for a fixed sign of the
    # dividend: the extremes lie at the corners (a divisor without an upper
    # bound at its limit, which large divisors reach).
    ceil = kind is AffineBinaryOpKind.CeilDiv
    values = [_divided(n, d, ceil) for n in (low_a, high_a) for d in (low_b, high_b)]
    return min(values), max(values)


def _divided(dividend: int, divisor: int | None, ceil: bool) -> int:
    """``floordiv``/``ceildiv`` by a positive divisor; None: an unbounded
    divisor, where the quotient settles at 0 (or -1 rounding down a negative
    dividend, 1 rounding up a positive one)."""
    if divisor is None:
        if ceil:
            return 1 if dividend > 0 else 0
        return 0 if dividend >= 0 else -1
    return -(-dividend // divisor) if ceil else dividend // divisor


def _induction(argument: BlockArgument, at: Operation, depth: int) -> int | None:
    loop = argument.block.parent_op()
    if loop is None:
        return None
    name = op_name(loop)
    upper: int | None = None
    if name == "scf.for" and argument.index == 0 and len(loop.operands) >= 3:
        upper = upper_bound(loop.operands[1], at, depth + 1)
    elif name == "affine.for" and argument.index == 0:
        attr = attribute(loop, "upperBoundMap")
        if isinstance(attr, AffineMapAttr) and not attr.data.num_dims:
            results = [
                r.value for r in attr.data.results if isinstance(r, AffineConstantExpr)
            ]
            upper = min(results) if results else None
    elif name == "scf.forall":
        upper = _forall_upper(loop, argument.index, at, depth)
    elif name == "scf.parallel":
        rank = len(loop.regions[0].blocks[0].args)
        if argument.index < rank and len(loop.operands) >= 2 * rank:
            upper = upper_bound(loop.operands[rank + argument.index], at, depth + 1)
    return None if upper is None else upper - 1


def _forall_upper(loop: Operation, index: int, at: Operation, depth: int) -> int | None:
    static = attribute(loop, "staticUpperBound")
    if not isinstance(static, DenseArrayBase):
        return None
    values = [int(v) for v in static.get_values()]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if index >= len(values):
        return None
    if values[index] != DYNAMIC:
        return values[index]
    return None


def _guarded(value: SSAValue, at: Operation) -> int | None:
    """The tightest ``cf.assert``-ed comparison of `value` with a constant
    that runs before `at` on every path to it."""
    best: int | None = None
    for use in value.uses:
        compare = use.operation
        if op_name(compare) != "arith.cmpi" or use.index != 0:
            continue
        predicate = attribute(compare, "predicate")
        if not isinstance(predicate, IntegerAttr):
            continue
        kind = _PREDICATES[predicate.value.data]
        limit = constant_int(compare.operands[1])
        if kind not in _GUARDS or limit is None:
            continue
        for check in compare.results[0].uses:
            if op_name(check.operation) == "cf.assert" and _runs_before(
                check.operation, at
            ):
                bound = limit + _GUARDS[kind]
                best = bound if best is None else min(best, bound)
    return best


def _runs_before(first: Operation, then: Operation) -> bool:
    """Whether `first` sits earlier in a block that holds `then` (or an op
    around `then`): every execution of `then` passed `first` before."""
    block = first.parent_block()
    current: Operation | None = then
    while current is not None:
        if current.parent_block() is block:
            return block is not None and first.is_before_in_block(current)
        parent = current.parent_block()
        current = parent.parent_op() if parent is not None else None
    return False


def dynamic_view_bytes(view: Operation, element: int | None) -> int | None:
    """Bytes a ``memref.view`` with dynamic sizes spans at most (None when a
    size has no bound or the type is not a plain memref)."""
    memref: Attribute = view.results[0].type
    if element is None or not isinstance(memref, MemRefType):
        return None
    if not isinstance(memref.layout, NoneAttr):
        return None
    sizes = list(view.operands[2:])
    extents: list[int] = []
    for dim in memref.get_shape():
        if dim >= 0:
            extents.append(dim)
            continue
        if not sizes:
            return None
        bound = upper_bound(sizes.pop(0), view)
        if bound is None:
            return None
        extents.append(max(0, bound))
    return element * prod(extents)
