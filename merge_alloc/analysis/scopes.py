"""Where a merged buffer lives: allocation scopes and parallel hoisting.

An alloc's *scope* is the nearest enclosing AutomaticAllocationScope op, looking
past `scf.for` (a sequential loop needs no buffer of its own: its allocs join the
enclosing scope with a lifetime that covers the loop).

*Hoisting* (graph-compiler PR #283): an alloc in the body of a static-bound
`scf.forall` P that is used inside another `scf.forall` of the same block is
moved out of P, and out of every directly enclosing static-bound `scf.forall`,
with one slot per thread of those loops. Unlike the reference (B3/B4 in
docs/differences.md), the
chain of loops hoisted past is the single source of truth for the scope, the
size multiplier and the thread index: it stops at the first `scf.for`,
dynamic-bound `scf.forall` or other scope, so a view can never index past its
buffer.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from xdsl.dialects import memref
from xdsl.ir import Block, Operation

from merge_alloc.analysis.interfaces import behaviour, is_allocation_scope
from merge_alloc.dialects import ForallOp


@dataclass(frozen=True, slots=True)
class ScopeChoice:
    """The scope an alloc merges into, and the parallel loops it was hoisted past."""

    scope: Operation | None
    hoisted_past: tuple[ForallOp, ...] = ()
    """Innermost first; each thread of their combined iteration space owns a slot."""

    @property
    def threads(self) -> int:
        return prod(prod(_trip_counts(loop)) for loop in self.hoisted_past)


def _trip_counts(loop: ForallOp) -> list[int]:
    counts = loop.constant_trip_counts()
    assert counts is not None, "only static-bound foralls are hoisted past"
    return counts


class ScopeFinder:
    """Answers `scope_of(alloc)`; caches the per-block list of `scf.forall`s so
    that deciding hoisting never rescans a block per alloc."""

    def __init__(self) -> None:
        self._foralls: dict[Block, frozenset[ForallOp]] = {}

    def _foralls_in(self, block: Block) -> frozenset[ForallOp]:
        known = self._foralls.get(block)
        if known is None:
            known = frozenset(op for op in block.ops if isinstance(op, ForallOp))
            self._foralls[block] = known
        return known

    def needs_hoist(self, alloc: memref.AllocOp) -> bool:
        """The nearest scope is an `scf.forall` and a direct user of
        the alloc sits inside another `scf.forall` of the alloc's block."""
        nearest = alloc.parent_op()
        while nearest is not None and not is_allocation_scope(nearest):
            nearest = nearest.parent_op()
        block = alloc.parent_block()
        if not isinstance(nearest, ForallOp) or block is None:
            return False
        foralls = self._foralls_in(block)
        if not foralls:
            return False
        for use in alloc.memref.uses:
            user: Operation | None = use.operation
            while user is not None and user.parent_block() is not block:
                user = user.parent_op()
            if user is not None and user in foralls:
                return True
        return False

    def scope_of(self, alloc: memref.AllocOp) -> ScopeChoice:
        hoisting = self.needs_hoist(alloc)
        chain: list[ForallOp] = []
        op = alloc.parent_op()
        while op is not None:
            known = behaviour(op)
            if known.allocation_scope:
                if not known.holds_merged_buffer:
                    # Never a scope. The hoisting chain ends here (B3):
                    # the size multiplier and the thread index use exactly the
                    # loops already collected.
                    hoisting = False
                elif (
                    hoisting
                    and isinstance(op, ForallOp)
                    and op.constant_trip_counts() is not None
                ):
                    chain.append(op)
                else:
                    return ScopeChoice(op, tuple(chain))
            op = op.parent_op()
        return ScopeChoice(None, tuple(chain))
