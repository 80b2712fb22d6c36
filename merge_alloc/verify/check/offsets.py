"""Symbolic evaluation of view byte offsets.

A hoisted view's offset is index arithmetic on the induction variables of
static parallel loops (docs/lifetimes.md).  The checker rebuilds that arithmetic as an
expression tree from the IR, independently of how the pass built it, and then
either turns it into an affine form over normalised thread coordinates
(``iv = lower + step * t``, ``t`` in ``range(trip)``) or evaluates it thread by
thread.  Anything it cannot read (a function argument, a dynamic bound, an
unknown op) becomes :class:`Unknown`, which the checker reports as
"unverifiable" instead of silently passing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import BlockArgument, Operation, SSAValue

from merge_alloc.verify.check.structure import (
    PARALLEL_LOOPS,
    LoopDim,
    loop_dims,
    op_name,
)


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
