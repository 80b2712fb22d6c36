"""Buffer alias analysis: which allocations may a memref value point into?

This mirrors MLIR's `BufferViewFlowAnalysis` (docs/aliases.md): a directed graph whose
edge `a -> b` says "b may be (a view of) the same buffer as a". Edges come from
view-like ops, region-branch ops (entry operands to region arguments, yielded
values to the successor's arguments or the op's results), branch ops,
`arith.select`, and, for every other op, from each memref operand to each memref
result (an op we know nothing about may return any of its inputs). Which op
is which, and where a region-branch or branch op forwards its values, is asked
of the op-behaviour registry (`merge_alloc.analysis.interfaces`).

Two closures are asked for:
- `allocs_of(v)` (MLIR's `resolveReverse` restricted to `memref.alloc`): the
  allocs an access through `v` touches. Computed for all values at once with
  Tarjan's SCC algorithm, so loops (iter_args aliasing yielded buffers) cost
  nothing extra and a chain of views shares one set object.
- `aliases_of(alloc)` (MLIR's `resolve`): every value that may point into the
  alloc, for the escape and "used after the scope" checks.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass

from xdsl.dialects import func, memref
from xdsl.ir import Operation, SSAValue
from xdsl.traits import SymbolTable

from merge_alloc.analysis.behaviour_queries import is_memref
from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.op_behaviour import OpBehaviour, OpRole
from merge_alloc.analysis.walk import walk

_EMPTY: frozenset[memref.AllocOp] = frozenset()


def _edges(
    op: Operation, known: OpBehaviour, calls: CallSummaries | None
) -> Iterable[tuple[SSAValue, SSAValue]]:
    """All alias edges that `op` itself contributes."""
    if known.view_like:
        source, result = op.operands[0], op.results[0]
        return ((source, result),) if is_memref(source) and is_memref(result) else ()
    if known.value_flow is not None:
        return [
            (source, target)
            for source, target in known.value_flow(op)
            if is_memref(source) and is_memref(target)
        ]
    if known.role is OpRole.CALL and calls is not None:
        assert isinstance(op, func.CallOp)
        summary = calls.summary(op)
        if summary is not None:
            return [(op.operands[i], op.results[k]) for i, k in summary.flow]
    memref_results = [r for r in op.results if is_memref(r)]
    if not memref_results:
        return ()
    return [
        (operand, result)
        for operand in op.operands
        if is_memref(operand)
        for result in memref_results
    ]


def _opaque_results(
    op: Operation, known: OpBehaviour, calls: CallSummaries | None
) -> Iterator[SSAValue]:
    """Memref results that may hold memory `op` obtained itself (a call's
    fresh allocation, a global, an unknown op's buffer): every memref result
    of an op that is not an alloc, a view or a value-forwarding op, except
    the results a known callee only ever fills with its arguments."""
    if known.role is OpRole.ALLOC or known.view_like or known.value_flow is not None:
        return
    summary = None
    if known.role is OpRole.CALL and calls is not None:
        assert isinstance(op, func.CallOp)
        summary = calls.summary(op)
    for index, result in enumerate(op.results):
        if is_memref(result) and (summary is None or index in summary.fresh):
            yield result


@dataclass(frozen=True)
class CallSummary:
    """How a callee's memref results relate to its arguments."""

    flow: tuple[tuple[int, int], ...]
    """(argument index, result index): the result may point into the argument."""
    fresh: frozenset[int]
    """Results that may point into memory other than the arguments."""


class CallSummaries:
    """Which arguments a module function may return, per callee.

    Without it, a `func.call` result may alias every memref operand. With a
    callee body in the module, result `k` aliases operand `i` only if the
    callee's `k`-th returned value may point into its `i`-th argument (the
    callee's own calls are taken conservatively). A callee that returns a
    buffer it allocated then no longer ties the caller's arguments to the
    result, which matters when the caller frees that result.
    """

    def __init__(self, module: Operation | None, unknown: Collection[str] = ()) -> None:
        """`unknown` names callees to take conservatively (a deployment
        rewrites a callee's workspace into an argument only after its callers
        are traced, so its body does not yet show what its results alias)."""
        self._module = module
        self._summaries: dict[str, CallSummary | None] = dict.fromkeys(unknown)

    def summary(self, call: func.CallOp) -> CallSummary | None:
        """The callee's summary, or None when it is unknown (no module, no
        body, not a function)."""
        name = call.callee.string_value()
        if name not in self._summaries:
            self._summaries[name] = self._summarise(call)
        return self._summaries[name]

    def _summarise(self, call: func.CallOp) -> CallSummary | None:
        if self._module is None:
            return None
        callee = SymbolTable.lookup_symbol(self._module, call.callee)
        if not isinstance(callee, func.FuncOp) or not callee.body.blocks:
            return None
        arguments = callee.body.blocks[0].args
        inner = BufferAliases(callee)
        pairs: set[tuple[int, int]] = set()
        fresh: set[int] = set()
        for op in walk(callee):
            if not isinstance(op, func.ReturnOp) or op.parent_op() is not callee:
                continue
            for k, returned in enumerate(op.operands):
                if not is_memref(returned):
                    continue
                reached = inner.reverse_closure(returned)
                for i, argument in enumerate(arguments):
                    if argument in reached:
                        pairs.add((i, k))
                if any(inner.is_source(v) and v not in arguments for v in reached):
                    fresh.add(k)
        return CallSummary(tuple(sorted(pairs)), frozenset(fresh))


class BufferAliases:
    """The buffer-view-flow graph of one op (usually a `func.func`)."""

    def __init__(self, root: Operation, calls: CallSummaries | None = None) -> None:
        self._successors: dict[SSAValue, list[SSAValue]] = {}
        self._predecessors: dict[SSAValue, list[SSAValue]] = {}
        self._allocs_of: dict[SSAValue, frozenset[memref.AllocOp]] = {}
        self._opaque: set[SSAValue] = set()
        for op in walk(root):
            known = behaviour(op)
            for source, target in _edges(op, known, calls):
                self._successors.setdefault(source, []).append(target)
                self._predecessors.setdefault(target, []).append(source)
            if op.results:
                self._opaque.update(_opaque_results(op, known, calls))

    def reverse_closure(self, value: SSAValue) -> set[SSAValue]:
        """Every value `value` may have been derived from, itself included."""
        seen = {value}
        order = [value]
        for current in order:
            for predecessor in self._predecessors.get(current, ()):
                if predecessor not in seen:
                    seen.add(predecessor)
                    order.append(predecessor)
        return seen

    def is_source(self, value: SSAValue) -> bool:
        """Whether memory enters the graph at `value`: an alloc, an argument,
        or the result of an op that may have obtained memory itself."""
        return value in self._opaque or (
            is_memref(value) and not self._predecessors.get(value)
        )

    def may_point_outside(self, value: SSAValue) -> bool:
        """Whether `value` may point into memory that no `memref.alloc` of the
        analysed op created: an argument, a call's or unknown op's result, a
        global. A dealloc of such a value frees memory the pass does not own."""
        return any(
            self.is_source(source) and not isinstance(source.owner, memref.AllocOp)
            for source in self.reverse_closure(value)
        )

    def successors(self, value: SSAValue) -> list[SSAValue]:
        return self._successors.get(value, [])

    def predecessors(self, value: SSAValue) -> list[SSAValue]:
        return self._predecessors.get(value, [])

    def aliases_of(self, value: SSAValue) -> list[SSAValue]:
        """The forward closure of `value` (MLIR `resolve`), `value` included."""
        seen = {value}
        order = [value]
        for current in order:
            for successor in self._successors.get(current, ()):
                if successor not in seen:
                    seen.add(successor)
                    order.append(successor)
        return order

    def allocs_of(self, value: SSAValue) -> frozenset[memref.AllocOp]:
        """The `memref.alloc` ops whose buffer `value` may point into."""
        known = self._allocs_of.get(value)
        if known is None:
            known = self._from_solved_predecessors(value)
            if known is None:
                self._solve_from(value)
                known = self._allocs_of[value]
        return known

    def _from_solved_predecessors(
        self, value: SSAValue
    ) -> frozenset[memref.AllocOp] | None:
        """The answer for `value` when every predecessor already has one
        (the common case in a walk that meets definitions before uses), else
        None. Such a value is an SCC of its own: a cycle through it would run
        through a solved predecessor, whose whole SCC is solved. The union
        is built as `_solve_from` builds it, so the same sets are shared."""
        union = self._own_allocs(value) or None
        for predecessor in self._predecessors.get(value, ()):
            part = self._allocs_of.get(predecessor)
            if part is None:
                return None
            if part:
                union = part if union is None or union is part else union | part
        result = union if union is not None else _EMPTY
        self._allocs_of[value] = result
        return result

    def _own_allocs(self, value: SSAValue) -> frozenset[memref.AllocOp]:
        owner = value.owner
        if isinstance(owner, memref.AllocOp):
            return frozenset((owner,))
        return _EMPTY

    def _solve_from(self, root: SSAValue) -> None:
        """Iterative Tarjan over predecessor edges, filling `_allocs_of` for
        every value reachable backwards from `root` (each SCC shares one set)."""
        index: dict[SSAValue, int] = {}
        low: dict[SSAValue, int] = {}
        stack: list[SSAValue] = []
        on_stack: set[SSAValue] = set()
        counter = 0
        work: list[tuple[SSAValue, int]] = [(root, 0)]
        while work:
            value, child = work[-1]
            if child == 0 and value not in index:
                index[value] = low[value] = counter
                counter += 1
                stack.append(value)
                on_stack.add(value)
            predecessors = self._predecessors.get(value, [])
            if child < len(predecessors):
                work[-1] = (value, child + 1)
                nxt = predecessors[child]
                if nxt in self._allocs_of:
                    continue
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[value] = min(low[value], index[nxt])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[value])
            if low[value] != index[value]:
                continue
            component: list[SSAValue] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member is value:
                    break
            members = set(component)
            union: frozenset[memref.AllocOp] | None = None
            for member in component:
                for part in (
                    self._own_allocs(member),
                    *(
                        self._allocs_of[p]
                        for p in self._predecessors.get(member, ())
                        if p not in members
                    ),
                ):
                    if not part:
                        continue
                    union = part if union is None or union is part else union | part
            result = union if union is not None else _EMPTY
            for member in component:
                self._allocs_of[member] = result
