"""Where a merged buffer lives: allocation scopes and parallel hoisting.

An alloc's *scope* is the nearest enclosing AutomaticAllocationScope op, looking
past `scf.for` (a sequential loop needs no buffer of its own: its allocs join the
enclosing scope with a lifetime that covers the loop).

*Hoisting* (docs/lifetimes.md, "Allocation scopes and parallel hoisting"):
an alloc whose nearest scope is a static-bound `scf.forall` P and that is
used inside another `scf.forall` of the same scope P is moved out of P, and
out of every directly enclosing static-bound `scf.forall`, with one slot per
thread of those loops. Unlike the reference (B3/B4 in docs/differences.md),
the chain of loops hoisted past is the single source of truth for the
scope, the size multiplier and the thread index: it stops at the first
`scf.for`, dynamic-bound `scf.forall` or other scope, so a view can never
index past its buffer.

"Of the same scope" means the inner loop's nearest enclosing scope is P too,
however deep in `scf.if`, `scf.index_switch` or `scf.while` it sits. The
reference asked for the inner loop in the alloc's own *block*, which made the
choice depend on where the alloc sits: an alloc inside an `scf.if` next to the
inner loop was hoisted, the same alloc one level up (where
`--buffer-hoisting` puts it) was not (docs/differences.md, B15). Both rules
agree when the loop is in the alloc's block.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import TYPE_CHECKING

from xdsl.dialects import memref
from xdsl.ir import Operation

from merge_alloc.analysis.behaviour_queries import is_allocation_scope
from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.dialects import is_forall

if TYPE_CHECKING:
    from merge_alloc.dialects.scf import ForallOp


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
    """Answers `scope_of(alloc)`.

    A class so that the tick collector can keep one per function; the answers
    depend only on the alloc's users and the scope ops around them, never on
    where in its scope the alloc sits.
    """

    def needs_hoist(self, alloc: memref.AllocOp) -> bool:
        """The nearest scope P is an `scf.forall` and a direct user of the
        alloc sits inside another `scf.forall` whose nearest scope is P."""
        nearest = _nearest_scope(alloc)
        if not is_forall(nearest):
            return False
        return any(
            _uses_inside_forall_of(use.operation, nearest) for use in alloc.memref.uses
        )

    def scope_of(self, alloc: memref.AllocOp) -> ScopeChoice:
        hoisting = self.needs_hoist(alloc)
        chain: list[ForallOp] = []
        op = alloc.parent_op()
        while op is not None:
            known = behaviour(op)
            if known.allocation_scope:
                if not known.holds_merged_buffer:
                    # `scf.for`: never a scope. The hoisting chain ends here
                    # (B3): the size multiplier and the thread index use
                    # exactly the loops already collected.
                    hoisting = False
                elif (
                    hoisting and is_forall(op) and op.constant_trip_counts() is not None
                ):
                    chain.append(op)
                else:
                    return ScopeChoice(op, tuple(chain))
            op = op.parent_op()
        return ScopeChoice(None, tuple(chain))


def _nearest_scope(op: Operation) -> Operation | None:
    """The nearest enclosing op with MLIR's AutomaticAllocationScope trait
    (`scf.for` included: here it decides where an inner loop belongs)."""
    parent = op.parent_op()
    while parent is not None and not is_allocation_scope(parent):
        parent = parent.parent_op()
    return parent


def _uses_inside_forall_of(user: Operation, scope: ForallOp) -> bool:
    """Whether `user` is (inside) an `scf.forall` whose nearest scope is
    `scope`: the outermost scope op between `user` and `scope` (`user`
    itself included) is an `scf.forall`."""
    outermost: Operation | None = None
    op: Operation | None = user
    while op is not None and op is not scope:
        if is_allocation_scope(op):
            outermost = op
        op = op.parent_op()
    return op is scope and is_forall(outermost)
