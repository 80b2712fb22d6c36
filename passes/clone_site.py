"""Where a tensor-level pass may put a clone made for one user.

`split-tensor-empty` and `rematerialize-per-use` clone an op right before
each of its users, so that the value is computed where it is consumed. Two
kinds of blocks must not receive the clone:

* the body of `scf.forall.in_parallel`, which holds only parallel-combining
  ops (`tensor.parallel_insert_slice`): MLIR refuses anything else there;
* the body of a linalg op (a `tensor.extract` of the value inside a
  `linalg.generic`): the body runs once per element, so a whole fill or copy
  there would be recomputed, and its buffer allocated, for every element.

The clone goes right before the outermost such op holding the user but not
the original op (its operands are available there: they dominate the
original op, which dominates the user and every op holding the user that
does not hold the original).
"""

from __future__ import annotations

from xdsl.ir import Operation

from merge_alloc.dialects.linalg import is_structured

COMBINING_BODIES = frozenset({"scf.forall.in_parallel"})
"""Ops whose body may hold only parallel-combining ops."""


def _holds_no_clone(op: Operation) -> bool:
    return op.name in COMBINING_BODIES or is_structured(op)


def clone_site(user: Operation, original: Operation) -> Operation:
    """The op a clone of `original` made for `user` goes right before: the
    user, or the outermost op holding it (but not `original`) whose body may
    not receive the clone."""
    site = user
    for ancestor in _ancestors(user):
        if ancestor.is_ancestor(original):
            break
        if _holds_no_clone(ancestor):
            site = ancestor
    return site


def _ancestors(op: Operation) -> list[Operation]:
    """The ops holding `op`, innermost first."""
    found: list[Operation] = []
    parent = op.parent_op()
    while parent is not None:
        found.append(parent)
        parent = parent.parent_op()
    return found
