"""The checker's byte arithmetic: element sizes, view offsets, dynamic bounds.

Three parts, each computed from the IR alone and shared with no code of the
pass: the element-size table (first), the symbolic evaluation of view
offsets, and constant upper bounds of dynamic sizes (each below under its
own comment). `views` combines them into the byte ranges of a view.

The checker's own table of element sizes and alignments.

A view's byte range is its element count times the distance LLVM puts
between two elements, so a checker that sized elements like the pass would
miss every overlap a wrong size hides. This table is written apart from the
pass (the checker shares no code with it) from LLVM's default data layout,
which MLIR 22's lowering and mlir-runner use for a module with no `dlti`
spec; `tests/analysis/test_layout_sizes.py` measures both tables against
mlir-runner.

A scalar of ``b`` bits stores ``ceil(b/8)`` bytes and is padded to its ABI
alignment; a vector packs its scalars' bits and its innermost dimension is
one LLVM vector (padded to a power of two bytes, its alignment too); outer
dimensions are arrays of those rows; a complex is a pair of its parts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from math import prod

from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ComplexType,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    VectorType,
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

from merge_alloc.verify.check.structure import (
    DYNAMIC,
    PARALLEL_LOOPS,
    LoopDim,
    attribute,
    constant_int,
    loop_dims,
    op_name,
)

_NATIVE_FLOATS: dict[str, tuple[int, int]] = {
    "f16": (2, 2),
    "bf16": (2, 2),
    "f32": (4, 4),
    "f64": (8, 8),
    "f80": (16, 16),
    "f128": (16, 16),
}
"""Allocation bytes and ABI alignment of the floats LLVM has, by MLIR name.
Every other float but ``tf32`` is lowered to an integer of its width."""

_FLOAT_BITS_INSIDE_VECTOR: dict[str, int] = {"f80": 80}
"""In a vector, scalars are packed at their bit width: f80 counts 80 bits."""


def _pad(n: int, to: int) -> int:
    return (n + to - 1) // to * to


def _next_power_of_two(n: int) -> int:
    power = 1
    while power < n:
        power *= 2
    return power


def _integer(bits: int) -> tuple[int, int] | None:
    """(bytes, alignment) of ``iN``: i1..i8 align 1, i9..i16 2, the rest 4
    (LLVM's default layout gives i64, the widest it names, 4-byte alignment)."""
    if bits < 1:
        return None
    align = 1 if bits <= 8 else 2 if bits <= 16 else 4
    return _pad((bits + 7) // 8, align), align


def _scalar_bits(element: Attribute, index_bitwidth: int) -> int | None:
    """Width in bits of a scalar as the lowering converts it, or None."""
    if isinstance(element, IntegerType):
        return element.bitwidth
    if isinstance(element, IndexType):
        return index_bitwidth
    if isinstance(element, AnyFloat):
        name = str(element)
        if name == "tf32":
            return None
        return _FLOAT_BITS_INSIDE_VECTOR.get(name, element.bitwidth)
    return None


def _scalar(element: Attribute, index_bitwidth: int) -> tuple[int, int] | None:
    if isinstance(element, AnyFloat) and str(element) in _NATIVE_FLOATS:
        return _NATIVE_FLOATS[str(element)]
    bits = _scalar_bits(element, index_bitwidth)
    return None if bits is None else _integer(bits)


def element_layout(element: Attribute, index_bitwidth: int) -> tuple[int, int] | None:
    """(bytes between consecutive elements, ABI alignment), or None."""
    declared: Attribute = element
    if isinstance(element, ComplexType):
        part_type: object = getattr(declared, "element_type")  # noqa: B009
        assert isinstance(part_type, Attribute)
        part = _scalar(part_type, index_bitwidth)
        return None if part is None else (2 * part[0], part[1])
    if isinstance(element, VectorType):
        if element.get_num_scalable_dims():
            return None
        inner: object = getattr(declared, "element_type")  # noqa: B009
        assert isinstance(inner, Attribute)
        bits = _scalar_bits(inner, index_bitwidth)
        if bits is None or bits < 1:
            return None
        shape = list(element.get_shape()) or [1]
        row = _next_power_of_two((shape[-1] * bits + 7) // 8)
        count = 1
        for extent in shape[:-1]:
            count *= extent
        return count * row, row
    return _scalar(element, index_bitwidth)


# Symbolic evaluation of view byte offsets.
#
# A hoisted view's offset is index arithmetic on the induction variables of
# static parallel loops (docs/lifetimes.md).  The checker rebuilds that
# arithmetic as an expression tree from the IR, independently of how the
# pass built it, and then either turns it into an affine form over normalised
# thread coordinates (``iv = lower + step * t``, ``t`` in ``range(trip)``) or
# evaluates it thread by thread.  Anything it cannot read (a function
# argument, a dynamic bound, an unknown op) becomes :class:`Unknown`, which the
# checker reports as "unverifiable" instead of silently passing.


@dataclass(frozen=True)
class Const:
    """An integer literal."""

    value: int


@dataclass(frozen=True)
class Var:
    """The induction variable of one static parallel-loop dimension."""

    dim: LoopDim


@dataclass(frozen=True)
class Bin:
    """A binary index operation: ``add sub mul div rem floordiv ceildiv``."""

    kind: str
    lhs: Expr
    rhs: Expr


@dataclass(frozen=True)
class Unknown:
    """A value the checker cannot evaluate, with the reason why."""

    reason: str


Expr = Const | Var | Bin

_BINARY = {
    "arith.addi": "add",
    "arith.subi": "sub",
    "arith.muli": "mul",
    "arith.divsi": "div",
    "arith.divui": "div",
    "arith.remsi": "rem",
    "arith.remui": "rem",
    "arith.floordivsi": "floordiv",
    "arith.ceildivsi": "ceildiv",
    "index.add": "add",
    "index.sub": "sub",
    "index.mul": "mul",
    "index.divs": "div",
    "index.divu": "div",
    "index.rems": "rem",
    "index.remu": "rem",
}
_IDENTITY = frozenset({"arith.index_cast", "arith.index_castui", "index.casts"})


def build_expr(
    value: SSAValue, cache: dict[SSAValue, Expr | Unknown]
) -> Expr | Unknown:
    """The expression computing ``value`` from constants and thread IVs."""
    if value in cache:
        return cache[value]
    result = _build(value, cache)
    cache[value] = result
    return result


def _build(value: SSAValue, cache: dict[SSAValue, Expr | Unknown]) -> Expr | Unknown:
    if isinstance(value, BlockArgument):
        parent = value.block.parent_op()
        if parent is None or op_name(parent) not in PARALLEL_LOOPS:
            return Unknown(
                f"offset depends on block argument {value.name_hint or ''}"
                " that is not a parallel-loop induction variable"
            )
        for dim in loop_dims(parent):
            if dim.iv is value:
                if dim.trip is None or dim.lower is None or dim.step is None:
                    return Unknown(
                        f"offset depends on an induction variable of "
                        f"{op_name(parent)} with dynamic bounds"
                    )
                return Var(dim)
        return Unknown(
            f"offset depends on a non-induction argument of {op_name(parent)}"
        )
    owner = value.owner
    assert isinstance(owner, Operation)
    name = op_name(owner)
    if isinstance(owner, ConstantOp):
        attr = owner.value
        if isinstance(attr, IntegerAttr):
            return Const(attr.value.data)
        return Unknown("non-integer constant")
    if name in _IDENTITY and len(owner.operands) == 1:
        return build_expr(owner.operands[0], cache)
    kind = _BINARY.get(name)
    if kind is None or len(owner.operands) != 2:
        return Unknown(f"offset computed by unsupported op {name}")
    lhs = build_expr(owner.operands[0], cache)
    if isinstance(lhs, Unknown):
        return lhs
    rhs = build_expr(owner.operands[1], cache)
    if isinstance(rhs, Unknown):
        return rhs
    if isinstance(lhs, Const) and isinstance(rhs, Const):
        folded = _apply(kind, lhs.value, rhs.value)
        return (
            Unknown(f"{name} of constants divides by zero")
            if folded is None
            else Const(folded)
        )
    return Bin(kind, lhs, rhs)


def _apply(kind: str, a: int, b: int) -> int | None:
    """MLIR semantics of the index ops (``div``/``rem`` truncate toward zero)."""
    if kind == "add":
        return a + b
    if kind == "sub":
        return a - b
    if kind == "mul":
        return a * b
    if b == 0:
        return None
    if kind == "div":
        q = abs(a) // abs(b)
        return q if (a >= 0) == (b > 0) else -q
    if kind == "rem":
        q = abs(a) // abs(b)
        q = q if (a >= 0) == (b > 0) else -q
        return a - q * b
    if kind == "floordiv":
        return a // b
    return -((-a) // b)  # ceildiv


def variables(expr: Expr) -> set[LoopDim]:
    """The loop dimensions an expression depends on."""
    if isinstance(expr, Const):
        return set()
    if isinstance(expr, Var):
        return {expr.dim}
    return variables(expr.lhs) | variables(expr.rhs)


def evaluate(expr: Expr, thread: Mapping[LoopDim, int]) -> int | None:
    """Value of ``expr`` when each dimension's normalised coordinate is fixed.

    ``thread`` maps a dimension to ``t`` (so the IV is ``lower + step * t``).
    ``None`` means a division by zero.
    """
    if isinstance(expr, Const):
        return expr.value
    if isinstance(expr, Var):
        dim = expr.dim
        assert dim.lower is not None and dim.step is not None
        return dim.lower + dim.step * thread[dim]
    lhs = evaluate(expr.lhs, thread)
    rhs = evaluate(expr.rhs, thread)
    if lhs is None or rhs is None:
        return None
    return _apply(expr.kind, lhs, rhs)


@dataclass(frozen=True)
class Affine:
    """``constant + sum(coeff * t)`` over normalised thread coordinates."""

    constant: int
    coeffs: tuple[tuple[LoopDim, int], ...]

    def value(self, thread: Mapping[LoopDim, int]) -> int:
        """The value for one assignment of thread coordinates."""
        return self.constant + sum(c * thread[d] for d, c in self.coeffs)

    def bounds(self) -> tuple[int, int]:
        """Smallest and largest value over the whole thread box."""
        low = high = self.constant
        for dim, coeff in self.coeffs:
            assert dim.trip is not None
            span = coeff * (dim.trip - 1)
            low += min(0, span)
            high += max(0, span)
        return low, high


def _affine_parts(expr: Expr) -> tuple[int, dict[LoopDim, int]] | None:
    if isinstance(expr, Const):
        return expr.value, {}
    if isinstance(expr, Var):
        dim = expr.dim
        assert dim.lower is not None and dim.step is not None
        return dim.lower, {dim: dim.step}
    lhs = _affine_parts(expr.lhs)
    rhs = _affine_parts(expr.rhs)
    if lhs is None or rhs is None:
        return None
    (lc, lt), (rc, rt) = lhs, rhs
    if expr.kind in ("add", "sub"):
        sign = 1 if expr.kind == "add" else -1
        terms = dict(lt)
        for dim, coeff in rt.items():
            terms[dim] = terms.get(dim, 0) + sign * coeff
        return lc + sign * rc, {d: c for d, c in terms.items() if c}
    if expr.kind == "mul":
        if not lt:
            return lc * rc, {d: lc * c for d, c in rt.items() if lc * c}
        if not rt:
            return lc * rc, {d: rc * c for d, c in lt.items() if rc * c}
        return None
    # Exact division only: (iv - lower) / step normalises an IV exactly.
    exact = rc != 0 and lc % rc == 0 and all(c % rc == 0 for c in lt.values())
    if expr.kind in ("div", "floordiv", "ceildiv") and not rt and exact:
        return lc // rc, {d: c // rc for d, c in lt.items()}
    return None


def to_affine(expr: Expr) -> Affine | None:
    """The affine form of ``expr`` in the normalised coordinates, if it has one."""
    parts = _affine_parts(expr)
    if parts is None:
        return None
    constant, terms = parts
    ordered = sorted(terms.items(), key=lambda item: (id(item[0].loop), item[0].index))
    return Affine(constant, tuple(ordered))


# How many bytes a view with dynamic sizes can span, read from the IR alone.
#
# A merged alloc of dynamic size becomes ``memref.view %buf[%off][%n]``; its
# bytes are ``[off, off + bytes(%n))``. The checker needs a constant upper
# bound of every dynamic size to check bounds and overlaps, and finds one
# itself, independently of the pass's range analysis and with fewer rules:
#
# * an ``arith.constant``;
# * ``affine.min`` whose map has a bounded result (the minimum is at most
#   any result), ``affine.apply`` of a bounded expression: sums, products of
#   bounded factors, ``floordiv``/``ceildiv``/``mod`` by a divisor proven
#   positive (which needs lower bounds too: ``arith.maxsi`` with a constant,
#   an ``scf.for`` induction variable, ...; see `lower_bound`);
# * ``arith.minsi`` of a bounded operand; ``arith.minui`` of a non-negative
#   constant; ``arith.addi`` and ``arith.maxsi`` of bounded operands,
#   ``arith.subi`` of a bounded minuend and a subtrahend bounded below;
#   ``arith.muli`` by a constant (by the lower bound when it is negative);
# * the induction variable of an ``scf.for``, ``affine.for``, ``scf.forall``
#   or ``scf.parallel`` whose upper bound is bounded (it stays below it);
# * a guard: ``cf.assert`` of ``arith.cmpi ule/ult/sle/slt %n, C`` placed
#   before the view in its block or an enclosing one (the program stops
#   before the view when the size is larger).
#
# Anything else has no bound, and the view is reported unverifiable.

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
