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

A buffer yielded to a loop (`scf.for`/`affine.for` iter_args, `scf.while`)
is an alias of the loop's region arguments and results, not an escape
(difference B16): the widening and the uses of the results give its
lifetime. An alloc inside the loop that is carried into the next iteration
is recorded in `carried` and stays a real allocation (docs/lifetimes.md,
"Loop-carried buffers").

The walk only records (`AllocRecord`s, escapes, deallocs, the tick ranges of
`scf.forall`s and in-place candidates); `merge_alloc.analysis.ticks` turns the
records into traces. What each op does is asked of the op-behaviour registry
(`merge_alloc.analysis.interfaces`), once per op.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xdsl.dialects import func, memref
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue

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
from merge_alloc.dialects import is_forall

if TYPE_CHECKING:
    from merge_alloc.dialects.scf import ForallOp
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
        self.carried: dict[memref.AllocOp, Operation] = {}
        """Allocs inside a loop carried into its next iteration, with the loop."""
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
                if is_forall(item.op):
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
        if self._compared:
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
            forwarded = self._forwarded_to_loop(op, parent)
            for operand in op.operands:
                # Returned from the function, or yielded to a loop that the
                # registry cannot say where it puts the value: out of sight.
                escapes = isinstance(parent, func.FuncOp) or (
                    forwarded is not None and operand not in forwarded
                )
                self._access(operand, op, untraceable=escapes)
            return
        if known.region_terminator:
            self._forwarded_to_loop(op, op.parent_op())
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

    def _forwarded_to_loop(
        self, terminator: Operation, parent: Operation | None
    ) -> frozenset[SSAValue] | None:
        """For a terminator of a loop-like op: the operands whose destination
        the registry names (the loop's value flow), after noting every alloc
        that is carried into the next iteration through them (`carried`);
        None when `parent` is no loop.

        A buffer yielded to a loop is an alias of the loop's region arguments
        and results (the alias graph links them), not an escape: its lifetime
        covers the loop and the uses of the results (docs/lifetimes.md,
        "Loop-carried buffers"). But an alloc *inside* the loop that reaches
        a back edge (a region argument of a region that runs again before or
        in the next iteration: `scf.for`'s iter_args, `scf.while`'s `before`
        arguments) has a new instance each iteration while the previous one
        is still read, so it must stay a real allocation."""
        if parent is None or not behaviour(parent).loop_like:
            return None
        flow = behaviour(parent).value_flow
        if flow is None:
            return frozenset()
        regions = list(parent.regions)
        here = next(
            (k for k, r in enumerate(regions) if r is terminator.parent_region()),
            len(regions),
        )
        operands = set(terminator.operands)
        forwarded: set[SSAValue] = set()
        for source, target in flow(parent):
            if source not in operands:
                continue
            forwarded.add(source)
            if not is_memref(source) or not isinstance(target, BlockArgument):
                continue
            entered = target.block.parent
            again = next(
                (k for k, r in enumerate(regions) if r is entered), len(regions)
            )
            if again > here:
                continue  # within one iteration (`scf.condition` to `after`)
            for alloc in self.aliases.allocs_of(source):
                if parent.is_ancestor(alloc):
                    self.carried.setdefault(alloc, parent)
        return frozenset(forwarded)

    def _note_carried_by_branches(self, op: Operation) -> None:
        """The allocs of a multi-block region of `op` whose buffer a branch
        hands to a block on a cycle through the alloc's own block: the alloc
        runs again while that block's argument still holds the previous
        instance (a loop written with `cf` branches), so no one offset fits
        it (`carried`)."""
        for region in op.regions:
            if len(region.blocks) < 2:
                continue
            reach = _reachable_blocks(region)
            for block in region.blocks:
                for argument in block.args:
                    if not is_memref(argument):
                        continue
                    for alloc in self.aliases.allocs_of(argument):
                        home = _block_in(region, alloc)
                        if (
                            home is not None
                            and home in reach[block]
                            and block in reach[home]
                        ):
                            self.carried.setdefault(alloc, op)

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
        # A multi-block region runs its blocks in the order its branches say,
        # not in tick order, and a cycle of blocks repeats them: every buffer
        # used inside is widened over the whole op, its own allocs too
        # (docs/lifetimes.md, "Unstructured control flow").
        branchy = any(len(r.blocks) > 1 for r in scope.op.regions)
        if branchy:
            self._note_carried_by_branches(scope.op)
        for alloc in scope.touched:
            defined_inside = alloc is not scope.op and scope.op.is_ancestor(alloc)
            if defined_inside and not branchy and not self._used_after(alloc, scope.op):
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


def _reachable_blocks(region: Region) -> dict[Block, set[Block]]:
    """For each block of `region`, the blocks reachable from it through one
    branch or more (itself only if it is on a cycle)."""
    successors = {
        block: list(block.last_op.successors) if block.last_op is not None else []
        for block in region.blocks
    }
    reach: dict[Block, set[Block]] = {}
    for block in region.blocks:
        seen: set[Block] = set()
        pending = list(successors[block])
        while pending:
            current = pending.pop()
            if current in seen:
                continue
            seen.add(current)
            pending.extend(successors.get(current, ()))
        reach[block] = seen
    return reach


def _block_in(region: Region, op: Operation) -> Block | None:
    """The block of `region` that holds `op` (directly or nested), if any."""
    current: Operation | None = op
    while current is not None:
        block = current.parent_block()
        if block is None:
            return None
        if block.parent is region:
            return block
        current = block.parent_op()
    return None
