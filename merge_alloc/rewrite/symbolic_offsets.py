"""`symbolic-offsets`: a scope's offsets and arena computed at run time from
the dynamic sizes (docs/dynamic-shapes.md).

`plan_symbolic` decides whether a scope's bound plan has a symbolic form:
every buffer's bytes must be an expression of the function's dynamic
argument dimensions (`merge_alloc.analysis.symbolic_sizes`), no buffer of
dynamic size may be hoisted out of a parallel loop (its slots would be
a product of a thread count and a dynamic size: not done), and
`merge_alloc.planning.symbolic.symbolic_layout` must find one (of the
orders of the bound plan and of the plans at a few shorter lengths, the
those that are the smallest somewhere: `symbolic_layouts`). Otherwise the
scope keeps its plan at the bound (`None`).

`emit_symbolic` writes the expressions as `index` arithmetic at the start of
the scope: `memref.dim` of each argument dimension, `arith.addi`/`muli`/
`maxui`, and a rounding up as `(x + a - 1) & -a`. Each distinct
subexpression is emitted once; the merged buffer becomes
`memref.alloc(%arena) : memref<?xi8>`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import Operation, SSAValue

from merge_alloc.analysis.symbolic_sizes import RootSize, SymbolicSizes
from merge_alloc.analysis.trace import LifetimeTrace
from merge_alloc.analysis.upper_bounds import dim_bound_of_argument
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.problem import MemorySchedule
from merge_alloc.planning.symbolic import (
    AlignUp,
    Constant,
    Maximum,
    Product,
    SizeExpr,
    Sum,
    Symbol,
    SymbolicLayout,
    evaluate,
    symbolic_layout,
    symbolic_layouts,
)

_INDEX = builtin.IndexType()


@dataclass(frozen=True)
class SymbolicScope:
    """A scope's symbolic layouts (the program uses the one with the
    smallest arena at its sizes; the first is the bound plan's) and the
    argument dimensions their symbols stand for (`Symbol(k)` is
    `roots[k]`)."""

    layouts: tuple[SymbolicLayout, ...]
    roots: tuple[RootSize, ...]


def plan_symbolic(
    trace: LifetimeTrace, schedule: MemorySchedule, options: MergeAllocOptions
) -> SymbolicScope | None:
    """The symbolic form of the bound plan `schedule`, or None (module doc).
    None too for a scope of static sizes only: its constants are exact."""
    if not any(buffer.bounds for buffer in trace.buffers):
        return None
    sizes = SymbolicSizes()
    exprs: dict[int, SizeExpr] = {}
    for index, buffer in enumerate(trace.buffers):
        if not buffer.bounds:
            exprs[index] = Constant(buffer.size)
            continue
        if buffer.hoisted_past:
            return None
        size = sizes.alloc_bytes(buffer.alloc, options.index_bitwidth)
        if size is None:
            return None
        exprs[index] = size
    problem = trace.problem(options.alignment)
    bounds = [dim_bound_of_argument(r.argument, r.dimension) for r in sizes.roots]
    known = [b for b in bounds if b is not None]
    if len(known) == len(bounds) and options.planner is not None:
        layouts = symbolic_layouts(problem, schedule, exprs, known, options.planner)
    else:
        layout = symbolic_layout(problem, schedule, exprs)
        layouts = [] if layout is None else [layout]
    if not layouts:
        return None
    if len(known) == len(bounds):
        # By construction no larger than the bound plan at the bound: a
        # check that costs one evaluation.
        assert evaluate(layouts[0].total, known) <= schedule.total
    return SymbolicScope(tuple(layouts), tuple(sizes.roots))


def bound_sizes(plan: SymbolicScope) -> list[int] | None:
    """The bound of each of `plan.roots` (`--dim-bound`), or None when one
    has none."""
    bounds = [dim_bound_of_argument(r.argument, r.dimension) for r in plan.roots]
    known = [b for b in bounds if b is not None]
    return known if len(known) == len(bounds) else None


def dynamic_dimensions(function: func.FuncOp) -> tuple[tuple[int, int], ...]:
    """Every dynamic dimension of `function`'s shaped arguments as
    (argument, dimension), in argument order then dimension order: the
    parameters of a symbolic `@NAME_workspace_bytes`, a list a caller can
    write down from the signature alone (the roots a plan uses are a subset)."""
    return tuple(
        (index, dimension)
        for index, argument in enumerate(function.body.blocks[0].args)
        if isinstance(argument.type, builtin.ShapedType)
        for dimension, extent in enumerate(argument.type.get_shape())
        if extent < 0
    )


class _Emitter:
    """Index arithmetic for `SizeExpr`s, each distinct one emitted once.
    `Symbol(k)` is `memref.dim` of `roots[k]`, or `symbols[k]` when given
    (the parameters of `@NAME_workspace_bytes`)."""

    def __init__(
        self, roots: Sequence[RootSize], symbols: Sequence[SSAValue] | None = None
    ) -> None:
        self.ops: list[Operation] = []
        self._roots = roots
        self._symbols = symbols
        self._known: dict[SizeExpr, SSAValue] = {}
        self._constants: dict[int, SSAValue] = {}

    def constant(self, value: int) -> SSAValue:
        known = self._constants.get(value)
        if known is None:
            op = arith.ConstantOp(builtin.IntegerAttr(value, _INDEX))
            name = f"c{value}" if value >= 0 else f"c_neg{-value}"
            op.result.name_hint = name
            self.ops.append(op)
            known = self._constants[value] = op.result
        return known

    def value(self, expr: SizeExpr, hint: str | None = None) -> SSAValue:
        known = self._known.get(expr)
        if known is not None:
            return known
        result = self._build(expr)
        if hint is not None and result.name_hint is None:
            result.name_hint = hint
        self._known[expr] = result
        return result

    def _fold(
        self, items: Sequence[SizeExpr], kind: type[arith.AddiOp | arith.MuliOp]
    ) -> SSAValue:
        """Left to right; each prefix is remembered, so that a sum extending
        an earlier sum (an offset plus a size) adds one op."""
        node = Sum if kind is arith.AddiOp else Product
        result = self.value(items[0])
        for end in range(2, len(items) + 1):
            prefix = node(tuple(items[:end]))
            known = self._known.get(prefix)
            if known is None:
                op = kind(result, self.value(items[end - 1]))
                self.ops.append(op)
                known = self._known[prefix] = op.result
            result = known
        return result

    def _build(self, expr: SizeExpr) -> SSAValue:
        if isinstance(expr, Constant):
            return self.constant(expr.value)
        if isinstance(expr, Symbol):
            if self._symbols is not None:
                return self._symbols[expr.index]
            root = self._roots[expr.index]
            dim = memref.DimOp(root.argument, self.constant(root.dimension))
            dim.result.name_hint = f"size{expr.index}"
            self.ops.append(dim)
            return dim.result
        if isinstance(expr, Sum):
            return self._fold(expr.terms, arith.AddiOp)
        if isinstance(expr, Product):
            return self._fold(expr.factors, arith.MuliOp)
        if isinstance(expr, Maximum):
            values = [self.value(i) for i in expr.items]
            result = values[0]
            for value in values[1:]:
                op = arith.MaxUIOp(result, value)
                self.ops.append(op)
                result = op.result
            return result
        assert isinstance(expr, AlignUp)
        raised = arith.AddiOp(self.value(expr.value), self.constant(expr.alignment - 1))
        masked = arith.AndIOp(raised.result, self.constant(-expr.alignment))
        self.ops += [raised, masked]
        return masked.result


def _choose(
    emitter: _Emitter, layouts: Sequence[SymbolicLayout]
) -> tuple[SSAValue, list[SSAValue]]:
    """Each layout's arena and the running minimum of them (`arith.cmpi ult`
    and `arith.select`, the first layout winning ties): the arena chosen,
    and per later layout the condition that it was chosen over those
    before it. The function and its `@NAME_workspace_bytes` both choose
    through here, so they choose alike."""
    total = emitter.value(layouts[0].total, "arena_bytes")
    chosen_over: list[SSAValue] = []
    for layout in layouts[1:]:
        other = emitter.value(layout.total)
        smaller = arith.CmpiOp(other, total, "ult")
        chosen = arith.SelectOp(smaller.result, other, total)
        chosen.result.name_hint = "arena_bytes"
        emitter.ops += [smaller, chosen]
        chosen_over.append(smaller.result)
        total = chosen.result
    return total, chosen_over


def emit_symbolic(
    plan: SymbolicScope, buffer_count: int
) -> tuple[SSAValue, list[SSAValue], list[Operation]]:
    """The arena's bytes, each buffer's offset (by index) and the ops
    computing them, in order, to insert at the start of the scope. With
    several layouts, each one's arena is computed and the smallest wins:
    `arith.cmpi ult` and one `arith.select` per offset and layout."""
    emitter = _Emitter(plan.roots)
    first = plan.layouts[0]
    offsets = [
        emitter.value(first.offsets[index], "off") for index in range(buffer_count)
    ]
    total, chosen_over = _choose(emitter, plan.layouts)
    for layout, smaller in zip(plan.layouts[1:], chosen_over, strict=True):
        for index in range(buffer_count):
            candidate = emitter.value(layout.offsets[index])
            if candidate is offsets[index]:
                continue
            select = arith.SelectOp(smaller, candidate, offsets[index])
            select.result.name_hint = "off"
            emitter.ops.append(select)
            offsets[index] = select.result
    return total, offsets, emitter.ops


def emit_arena(
    plan: SymbolicScope, symbols: Sequence[SSAValue]
) -> tuple[SSAValue, list[Operation]]:
    """The arena's bytes computed from `symbols` (`symbols[k]` standing for
    `plan.roots[k]`) and the ops computing it: the body of
    `@NAME_workspace_bytes` (`merge_alloc.deploy.arena`), the same
    expressions and the same choice of layout as `emit_symbolic`'s."""
    emitter = _Emitter(plan.roots, symbols)
    total, _ = _choose(emitter, plan.layouts)
    return total, emitter.ops


def arena_at(plan: SymbolicScope, sizes: Sequence[int]) -> int:
    """The bytes the program's arena has when `plan.roots[k]` is
    `sizes[k]`: the smallest of the layouts' (what `emit_symbolic` computes)."""
    return min(evaluate(layout.total, sizes) for layout in plan.layouts)
