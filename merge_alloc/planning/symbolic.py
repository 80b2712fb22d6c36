"""Symbolic offsets: a plan made at the upper bound, made valid for every
smaller size (docs/dynamic-shapes.md).

A buffer of dynamic size is planned at its bound: the planner sees the bytes
it needs at the bound and places it. With the sizes known only at run time,
that plan wastes the difference: a 17-token sequence would still get the
512-token arena. `symbolic_layout` turns the bound plan into expressions of
the dynamic sizes, the way IREE's `stream.resource.pack` and Inductor's
allocation tree do: each buffer's offset is the largest end of the buffers
placed below it *that it conflicts with* (`PlanningProblem.conflict`),
rounded up to its alignment, so

- two conflicting buffers stay disjoint at every size: the upper one starts
  at or after the lower one's end by construction;
- every expression is monotone in the sizes (sums, products of
  non-negative terms, maxima and rounding up), so at the bound each offset is
  at most the planned one, and the arena at most the planned total.

The edges from the bound plan: `j` is below `i` when `j` ends at or below
`i`'s planned offset. Two conflicting buffers that share bytes in the bound
plan are an accepted in-place pair at one offset; they keep one offset (the
largest of both buffers' constraints) when the reuser's size is at most the
donor's at every size (checked on the expressions, coefficient by
coefficient); any other overlap, or an in-place pair of sizes not so
ordered, has no symbolic form (`None`: the caller keeps the bound plan).

Expressions are `SizeExpr` trees over `Symbol`s (the dynamic sizes, by
index into the caller's list) built through `add`, `mul`, `maximum` and
`align_up`, which fold constants, so that a buffer of static size whose
neighbours below are all static gets a constant offset.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from merge_alloc.planning.problem import (
    BufferLifetime,
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
)


@dataclass(frozen=True, slots=True)
class Constant:
    """A non-negative integer."""

    value: int


@dataclass(frozen=True, slots=True)
class Symbol:
    """The dynamic size number `index` of the caller's list (non-negative)."""

    index: int


@dataclass(frozen=True, slots=True)
class Sum:
    terms: tuple[SizeExpr, ...]


@dataclass(frozen=True, slots=True)
class Product:
    factors: tuple[SizeExpr, ...]


@dataclass(frozen=True, slots=True)
class Maximum:
    items: tuple[SizeExpr, ...]


@dataclass(frozen=True, slots=True)
class AlignUp:
    """`value` rounded up to a multiple of `alignment` (a power of two)."""

    value: SizeExpr
    alignment: int


SizeExpr = Constant | Symbol | Sum | Product | Maximum | AlignUp
"""A monotone expression of non-negative dynamic sizes."""

ZERO = Constant(0)


def add(a: SizeExpr, b: SizeExpr) -> SizeExpr:
    """`a + b`, constants folded and sums flattened."""
    terms = [*_parts(a, Sum), *_parts(b, Sum)]
    constant = sum(t.value for t in terms if isinstance(t, Constant))
    rest = tuple(t for t in terms if not isinstance(t, Constant))
    if not rest:
        return Constant(constant)
    if constant:
        rest = (*rest, Constant(constant))
    return rest[0] if len(rest) == 1 else Sum(rest)


def mul(a: SizeExpr, b: SizeExpr) -> SizeExpr:
    """`a * b`, constants folded and products flattened."""
    factors = [*_parts(a, Product), *_parts(b, Product)]
    constant = 1
    for factor in factors:
        if isinstance(factor, Constant):
            constant *= factor.value
    rest = tuple(f for f in factors if not isinstance(f, Constant))
    if constant == 0 or not rest:
        return Constant(constant)
    if constant != 1:
        rest = (Constant(constant), *rest)
    return rest[0] if len(rest) == 1 else Product(rest)


def maximum(items: Sequence[SizeExpr]) -> SizeExpr:
    """The largest of `items` (0 for none), duplicates and constants that
    cannot be the largest dropped."""
    flat: list[SizeExpr] = []
    for item in items:
        for part in _parts(item, Maximum):
            if part not in flat:
                flat.append(part)
    constants = [i.value for i in flat if isinstance(i, Constant)]
    rest: list[SizeExpr] = [i for i in flat if not isinstance(i, Constant)]
    largest = max(constants, default=0)
    if largest > max((lower_bound(i) for i in rest), default=-1):
        rest.append(Constant(largest))
    # An item no larger than another at every size cannot be the largest.
    # (Of two equal ones, the first is kept.)
    kept = [
        item
        for index, item in enumerate(rest)
        if not any(
            j != index
            and at_most(item, other)
            and (j < index or not at_most(other, item))
            for j, other in enumerate(rest)
        )
    ]
    if not kept:
        return ZERO
    return kept[0] if len(kept) == 1 else Maximum(tuple(kept))


def align_up(value: SizeExpr, alignment: int) -> SizeExpr:
    """`value` rounded up to `alignment`, folded for constants and for a
    value already a multiple of it."""
    if alignment <= 1:
        return value
    if isinstance(value, Constant):
        return Constant(-(-value.value // alignment) * alignment)
    if isinstance(value, AlignUp) and value.alignment % alignment == 0:
        return value
    if multiple_of(value) % alignment == 0:
        return value
    return AlignUp(value, alignment)


def multiple_of(expr: SizeExpr) -> int:
    """A power of two that divides `expr` at every size (1 when unknown)."""
    if isinstance(expr, Constant):
        return _power_of_two_factor(expr.value)
    if isinstance(expr, Symbol):
        return 1
    if isinstance(expr, AlignUp):
        return max(expr.alignment, multiple_of(expr.value))
    if isinstance(expr, Product):
        factor = 1
        for f in expr.factors:
            factor *= multiple_of(f)
        return _power_of_two_factor(factor)
    items = expr.terms if isinstance(expr, Sum) else expr.items
    return min(multiple_of(i) for i in items)


def _power_of_two_factor(value: int) -> int:
    if value == 0:
        return 1 << 62
    return value & -value


def lower_bound(expr: SizeExpr) -> int:
    """The value of `expr` when every symbol is 0 (its least value)."""
    if isinstance(expr, Symbol):
        return 0
    if isinstance(expr, Constant):
        return expr.value
    if isinstance(expr, Sum):
        return sum(lower_bound(t) for t in expr.terms)
    if isinstance(expr, Product):
        value = 1
        for factor in expr.factors:
            value *= lower_bound(factor)
        return value
    if isinstance(expr, Maximum):
        return max(lower_bound(i) for i in expr.items)
    return -(-lower_bound(expr.value) // expr.alignment) * expr.alignment


def _parts(expr: SizeExpr, kind: type[Sum] | type[Product] | type[Maximum]):
    if isinstance(expr, Sum) and kind is Sum:
        return expr.terms
    if isinstance(expr, Product) and kind is Product:
        return expr.factors
    if isinstance(expr, Maximum) and kind is Maximum:
        return expr.items
    return (expr,)


def evaluate(expr: SizeExpr, sizes: Mapping[int, int] | Sequence[int]) -> int:
    """The value of `expr` with symbol `k` equal to `sizes[k]`."""
    if isinstance(expr, Constant):
        return expr.value
    if isinstance(expr, Symbol):
        return sizes[expr.index]
    if isinstance(expr, Sum):
        return sum(evaluate(t, sizes) for t in expr.terms)
    if isinstance(expr, Product):
        value = 1
        for factor in expr.factors:
            value *= evaluate(factor, sizes)
        return value
    if isinstance(expr, Maximum):
        return max(evaluate(i, sizes) for i in expr.items)
    alignment = expr.alignment
    return -(-evaluate(expr.value, sizes) // alignment) * alignment


Monomial = tuple[int, ...]
"""Sorted symbol indices, with repetition: `(0, 0, 2)` is `s0 * s0 * s2`."""


def polynomial(expr: SizeExpr) -> dict[Monomial, int] | None:
    """`expr` as a polynomial (monomial -> coefficient) when it is one (no
    maximum, no rounding)."""
    if isinstance(expr, Constant):
        return {(): expr.value} if expr.value else {}
    if isinstance(expr, Symbol):
        return {(expr.index,): 1}
    if isinstance(expr, Sum):
        total: dict[Monomial, int] = {}
        for term in expr.terms:
            part = polynomial(term)
            if part is None:
                return None
            for monomial, coefficient in part.items():
                total[monomial] = total.get(monomial, 0) + coefficient
        return total
    if isinstance(expr, Product):
        result: dict[Monomial, int] = {(): 1}
        for factor in expr.factors:
            part = polynomial(factor)
            if part is None:
                return None
            result = {
                tuple(sorted(m1 + m2)): c1 * c2
                for m1, c1 in result.items()
                for m2, c2 in part.items()
            }
        return result
    return None


def at_most(a: SizeExpr, b: SizeExpr) -> bool:
    """Whether `a <= b` at every size, proven coefficient by coefficient
    (both polynomials with non-negative coefficients); False when unproven."""
    pa, pb = polynomial(a), polynomial(b)
    if pa is None or pb is None:
        return a == b
    return all(c <= pb.get(m, 0) for m, c in pa.items())


@dataclass(frozen=True)
class SymbolicLayout:
    """Offsets and arena as expressions of the dynamic sizes."""

    offsets: Mapping[int, SizeExpr]
    """Buffer id -> byte offset."""
    total: SizeExpr
    """The arena's bytes: the largest end of any buffer."""
    reserved: Mapping[int, SizeExpr]
    """Buffer id -> the bytes it occupies (its size rounded up to the
    problem's granularity)."""


def symbolic_layout(
    problem: PlanningProblem,
    schedule: MemorySchedule,
    sizes: Mapping[int, SizeExpr],
) -> SymbolicLayout | None:
    """The bound plan `schedule` of `problem` as expressions of the dynamic
    sizes (module doc); `sizes` maps each buffer id to its bytes (at the
    bound they must equal the problem's sizes). None when the plan has no
    symbolic form."""
    buffers = sorted(problem.buffers, key=lambda b: (schedule.offsets[b.id], b.id))
    reserved = {b.id: align_up(sizes[b.id], problem.alignment) for b in problem.buffers}
    pairs = {(h.donor, h.reuser) for h in problem.inplace}
    below: dict[int, set[int]] = {b.id: set() for b in buffers}
    same: dict[int, int] = {}
    """Reuser id -> the donor whose offset it takes."""
    for a, b in problem.conflict_pairs():
        start_a, start_b = schedule.offsets[a.id], schedule.offsets[b.id]
        if start_a + problem.reserved(a) <= start_b:
            below[b.id].add(a.id)
        elif start_b + problem.reserved(b) <= start_a:
            below[a.id].add(b.id)
        else:
            if (a.id, b.id) in pairs:
                donor, reuser = a.id, b.id
            elif (b.id, a.id) in pairs:
                donor, reuser = b.id, a.id
            else:
                return None
            if start_a != start_b or not at_most(sizes[reuser], sizes[donor]):
                return None
            if same.get(reuser, donor) != donor:
                return None
            same[reuser] = donor

    # A reuser whose donor is itself a reuser takes the first donor's offset.
    def root(buffer_id: int) -> int:
        while buffer_id in same:
            buffer_id = same[buffer_id]
        return buffer_id

    groups: dict[int, list[int]] = {}
    for buffer in buffers:
        groups.setdefault(root(buffer.id), []).append(buffer.id)
    offsets: dict[int, SizeExpr] = {}
    for buffer in buffers:
        group = root(buffer.id)
        if group in offsets:
            offsets[buffer.id] = offsets[group]
            continue
        members = groups[group]
        lower = set[int]().union(*(below[m] for m in members))
        # An edge implied through another neighbour below adds nothing:
        # offset(i) >= end(j) >= end(k) when k is below j.
        implied = set[int]().union(*(below[j] for j in lower))
        ends = [add(offsets[j], reserved[j]) for j in sorted(lower - implied)]
        alignment = max(problem.alignment_of(problem.buffer(m)) for m in members)
        offset = align_up(maximum(ends), alignment)
        for member in members:
            offsets[member] = offset
    total = maximum([add(offsets[b.id], reserved[b.id]) for b in buffers])
    return SymbolicLayout(offsets, total, reserved)


SAMPLE_FRACTIONS = (0.0, 1 / 16, 1 / 4, 1 / 2)
"""Where, as fractions of the bounds, `symbolic_layouts` plans again (0:
every size 1). Without 1/2 the encoder's arena at 200 and 300 tokens was
1.17x the plan made for exactly that length; with it, equal at every
length measured (docs/dynamic-shapes.md)."""


def sizes_at(
    problem: PlanningProblem,
    sizes: Mapping[int, SizeExpr],
    point: Sequence[int],
) -> PlanningProblem:
    """`problem` with each buffer's bytes evaluated at `point`; an in-place
    hint whose reuser would be the larger there is dropped."""
    buffers = [
        BufferLifetime(
            b.id,
            max(1, evaluate(sizes[b.id], point)),
            b.first,
            b.last,
            b.order,
            b.alignment,
        )
        for b in problem.buffers
    ]
    resized = {b.id: b.size for b in buffers}
    hints = [h for h in problem.inplace if resized[h.reuser] <= resized[h.donor]]
    return PlanningProblem(buffers, problem.alignment, problem.conflicts, hints)


def symbolic_layouts(
    problem: PlanningProblem,
    schedule: MemorySchedule,
    sizes: Mapping[int, SizeExpr],
    bounds: Sequence[int],
    planner: MemoryPlanner,
) -> list[SymbolicLayout]:
    """Symbolic layouts to choose from at run time: the bound plan's first
    (none when it has no symbolic form), then those that are the smallest
    at some shorter length.

    Any plan orders every conflicting pair, and `symbolic_layout` is valid
    at every size for the order of any plan; only the arena differs. The
    bound plan's order stacks buffers of static size above dynamic ones
    that shrink at short lengths (the 2-layer encoder: a copy of a weight
    above an activation above another copy, which never conflict: 2 MiB at
    one token where a plan for one token needs 1 MiB), while a plan made
    for a short length is larger than the bound plan at the bound. So
    `planner` plans again at `SAMPLE_FRACTIONS` of the bounds, and each of
    those plans' layouts that is the smallest at one of these lengths is
    kept: the program computes every kept layout's arena from the actual
    sizes and uses the smallest, so at the bound the arena is the bound
    plan's at most, and at a short length at most the best of these."""
    first = symbolic_layout(problem, schedule, sizes)
    if first is None:
        return []
    points = [
        [max(1, round(bound * fraction)) for bound in bounds]
        for fraction in SAMPLE_FRACTIONS
    ]
    layouts = [first]
    for point in points:
        plan = planner(sizes_at(problem, sizes, point))
        candidate = symbolic_layout(sizes_at(problem, sizes, point), plan, sizes)
        if candidate is not None and candidate.total not in (
            layout.total for layout in layouts
        ):
            layouts.append(candidate)
    # Keep the first and every other layout that is the smallest somewhere.
    kept = [first]
    for layout in layouts[1:]:
        if any(
            evaluate(layout.total, point)
            < min(evaluate(other.total, point) for other in kept)
            for point in points
        ):
            kept.append(layout)
    return kept
