"""The tick walk: lifetimes of allocs as ranges of op numbers (docs/lifetimes.md),
with the reference's bugs B1, B5-B8, B10 fixed (docs/differences.md).

One pre-order walk numbers every op of the function (the function itself is
tick 1; implicit terminators and ops in nested regions count). An *access* of a
memref value touches every alloc it may point into; a buffer's lifetime is the
range of ticks of its accesses: it starts at the first use of the buffer or
of any alias, not at its `memref.alloc` (so hoisting an alloc changes
nothing), and ends at the last use (deallocs are not uses).

Every op with regions opens a *complex scope*. When the walk leaves a loop
(or any op that may run a region more than once), a buffer accessed inside it
that was defined outside it (or is used after it) is widened to the whole
scope range, because another iteration may touch it at any point of that
range. Unlike the reference, the widening propagates outward through every
enclosing complex scope (B1), and a buffer hoisted out of parallel loops lives
over the whole outermost such loop (B2). Unlike the reference too, `scf.if`,
`scf.index_switch` and the other ops that run their regions once in tick
order are not widened: buffers used in different branches then have disjoint
intervals and share bytes (`merge_alloc.analysis.exclusive` says why that is sound).

The walk only records (`AllocRecord`s, escapes, deallocs, the tick ranges of
`scf.forall`s and in-place candidates); `merge_alloc.analysis.ticks` turns the
records into traces. What each op does is asked of the op-behaviour registry
(`merge_alloc.analysis.interfaces`), once per op.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.dialects import func, memref
from xdsl.ir import Operation, SSAValue

from merge_alloc.analysis.address_uses import AddressUses, enclosing_module
from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.behaviour_queries import (
    EffectOracle,
    escaping_operands,
    is_memref,
    runs_regions_in_place,
)
from merge_alloc.analysis.exclusive import RegionTree, runs_regions_once_in_order
from merge_alloc.analysis.inplace_candidates import InplaceCandidate, candidates_of
from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.op_behaviour import OpRole
from merge_alloc.analysis.trace import NO_ACCESS, UNTRACEABLE, AllocRecord
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects import ForallOp
from merge_alloc.options import MergeAllocOptions


def widen(first: int, last: int, tick: int) -> tuple[int, int]:
    """The reference's `update`: extend [first, last] to cover `tick`.

    UNTRACEABLE is absorbing; NO_ACCESS means "empty range so far".
    """
    if tick == UNTRACEABLE or first == UNTRACEABLE:
        return UNTRACEABLE, UNTRACEABLE
    if first == NO_ACCESS:
        return tick, tick
    return min(first, tick), max(last, tick)


@dataclass(slots=True)
class _ComplexScope:
    op: Operation
    start: int
    touched: dict[memref.AllocOp, None] = field(
        default_factory=dict[memref.AllocOp, None]
    )
    """Allocs accessed while this scope was the innermost one (ordered set)."""


class TickWalk:
    """One pre-order walk of a function, recording every alloc's accesses."""

    def __init__(
        self,
        function: func.FuncOp,
        aliases: BufferAliases,
        options: MergeAllocOptions,
        runs_in_order: Callable[[Operation], bool] = runs_regions_once_in_order,
        addresses: AddressUses | None = None,
    ) -> None:
        """`runs_in_order(op)`: whether uses inside `op` need no widening
        (exclusive branches); replaceable to test the fuzzer."""
        self.function = function
        self.aliases = aliases
        self.options = options
        self.runs_in_order = runs_in_order
        self.effects = EffectOracle()
        self.tick = 0
        self.records: dict[memref.AllocOp, AllocRecord] = {}
        self.escapes: dict[memref.AllocOp, Operation] = {}
        """The first op through which each alloc's address escapes."""
        self.addresses = addresses or AddressUses(enclosing_module(function))
        self.deallocs: list[memref.DeallocOp] = []
        self.forall_ranges: dict[ForallOp, tuple[int, int]] = {}
        """First and last tick of every `scf.forall` (B2's widening)."""
        self.regions = RegionTree()
        self.inplace_candidates: list[InplaceCandidate] = []
        self._stack: list[_ComplexScope] = []
        self._effectful_users: dict[memref.AllocOp, list[Operation]] = {}
        self._compared: dict[Operation, list[SSAValue]] = {}
        """Comparisons of addresses still to come, and the buffers whose
        addresses each compares (an access of them at its tick)."""

    def run(self) -> TickWalk:
        """Walk the function (once); returns `self` with its records filled."""
        if self.tick == 0:
            self._visit(self.function)
        return self

    def _visit(self, root: Operation) -> None:
        """Tick every op under `root` in program order, opening a complex
        scope around each region op. The walk keeps its own stack (ops still
        to visit, and the scopes to close after their last op) instead of
        recursing, so any nesting depth works."""
        pending: list[Operation | _ComplexScope] = [root]
        while pending:
            item = pending.pop()
            if isinstance(item, _ComplexScope):
                self._stack.pop()
                if isinstance(item.op, ForallOp):
                    self.forall_ranges[item.op] = (item.start, self.tick)
                self._leave(item)
                continue
            self.tick += 1
            self._dispatch(item)
            if not item.regions:
                continue
            if item is not self.function:
                scope = _ComplexScope(item, self.tick)
                self._stack.append(scope)
                pending.append(scope)
            pending.extend(
                child
                for region in reversed(item.regions)
                for block in reversed(region.blocks)
                for child in reversed(block.ops)
            )

    def _dispatch(self, op: Operation) -> None:
        for buffer in self._compared.pop(op, ()):
            self._access(buffer, op, untraceable=False)
        known = behaviour(op)
        if self.options.inplace and known.structured_linalg:
            self.inplace_candidates.extend(
                candidates_of(op, self.tick, self.aliases, self.options.index_bitwidth)
            )
        role = known.role
        if role is OpRole.ALLOC:
            assert isinstance(op, memref.AllocOp)
            self._record(op).alloc_tick = self.tick
            return
        if known.view_like:
            # Creating a view is not a use of the viewed buffer; its other
            # memref operands are read when its effects say so
            # (`memref.reshape`'s shape).
            if not self.effects.is_free(op):
                for operand in op.operands[1:]:
                    self._access(operand, op, untraceable=False)
            return
        if known.return_like:
            parent = op.parent_op()
            escapes = isinstance(parent, func.FuncOp) or (
                parent is not None and behaviour(parent).loop_like
            )
            for operand in op.operands:
                self._access(operand, op, untraceable=escapes)
            return
        if role is OpRole.DEALLOC:
            # Freeing is not a use: a lifetime ends at the last real use, and
            # the rewrite removes the deallocs of merged buffers.
            assert isinstance(op, memref.DeallocOp)
            self.deallocs.append(op)
            return
        if known.pointer_escape and self.addresses.compared_only(op.results[0]):
            return  # the address is only compared (the dealloc pipeline's ownership)
        if known.pointer_escape:
            comparisons = self.addresses.compared_directly(op.results[0])
            if comparisons is not None:
                # An observable equality test: a use of the buffer here and
                # at each comparison (docs/lifetimes.md, "Compared addresses").
                for compare in comparisons:
                    self._compared.setdefault(compare, []).extend(op.operands)
                for operand in op.operands:
                    self._access(operand, op, untraceable=False)
                return
        if not op.operands:
            return  # nothing to access or let escape
        escaping = list(escaping_operands(op))
        if role is OpRole.CALL:
            assert isinstance(op, func.CallOp)
            # A callee that takes the address of its argument and lets it
            # escape (stores it where the caller can read it) is an escape here.
            escaping += self.addresses.escaping_call_operands(op)
        for operand in escaping:
            self._access(operand, op, untraceable=True)
        if not self.effects.is_free(op):
            for operand in op.operands:
                if operand not in escaping:
                    self._access(operand, op, untraceable=False)

    def _record(self, alloc: memref.AllocOp) -> AllocRecord:
        record = self.records.get(alloc)
        if record is None:
            # An iter_arg can alias an alloc defined later in the loop body.
            record = AllocRecord(alloc, alloc_tick=-1)
            self.records[alloc] = record
        return record

    def _access(self, value: SSAValue, op: Operation, *, untraceable: bool) -> None:
        if not is_memref(value):
            return
        allocs = self.aliases.allocs_of(value)
        if not allocs:
            return
        tick = UNTRACEABLE if untraceable else self.tick
        top = self._stack[-1] if self._stack else None
        region = op.parent_region()
        for alloc in allocs:
            record = self._record(alloc)
            record.first, record.last = widen(record.first, record.last, tick)
            if record.first_use == NO_ACCESS:
                record.first_use = self.tick
            record.region = self.regions.common(record.region, region)
            if untraceable:
                self.escapes.setdefault(alloc, op)
            if top is not None:
                top.touched[alloc] = None

    def _leave(self, scope: _ComplexScope) -> None:
        """Pop a complex scope at the tick of the last op inside it."""
        if scope.touched and not runs_regions_in_place(scope.op):
            raise MergeAllocError(
                scope.op, "expecting RegionBranchOpInterface for merge-alloc"
            )
        end = self.tick
        parent = self._stack[-1] if self._stack else None
        in_order = self.runs_in_order(scope.op)
        region = scope.op.parent_region()
        for alloc in scope.touched:
            defined_inside = alloc is not scope.op and scope.op.is_ancestor(alloc)
            if defined_inside and not self._used_after(alloc, scope.op):
                continue
            if parent is not None:
                parent.touched[alloc] = None  # B1: every enclosing scope widens too
            if in_order:
                continue  # exclusive branches: the ticks already say it all
            record = self.records[alloc]
            record.first, record.last = widen(record.first, record.last, scope.start)
            record.first, record.last = widen(record.first, record.last, end)
            record.region = self.regions.common(record.region, region)

    def _used_after(self, alloc: memref.AllocOp, scope_op: Operation) -> bool:
        """Whether an alias of `alloc` has a user with effects outside `scope_op`."""
        users = self._effectful_users.get(alloc)
        if users is None:
            users = [
                use.operation
                for value in self.aliases.aliases_of(alloc.memref)
                for use in value.uses
                if not self.effects.is_free(use.operation)
                and behaviour(use.operation).role is not OpRole.DEALLOC
            ]
            self._effectful_users[alloc] = users
        return any(user is scope_op or not scope_op.is_ancestor(user) for user in users)
