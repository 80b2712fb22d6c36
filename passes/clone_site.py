"""Where a tensor-level pass may put a clone made for one user.

`split-tensor-empty` and `rematerialize-per-use` clone an op right before
each of its users. A user may sit where no other op may: the body of
`scf.forall.in_parallel` holds only parallel-combining ops
(`tensor.parallel_insert_slice`), and MLIR refuses anything else there. The
clone then goes right before the op that holds such a body (still inside the
loop iteration, where its operands are available, as they dominate the
original op).
"""

from __future__ import annotations

from xdsl.ir import Operation

COMBINING_BODIES = frozenset({"scf.forall.in_parallel"})
"""Ops whose body may hold only parallel-combining ops."""


def clone_site(user: Operation) -> Operation:
    """The op a clone made for `user` goes right before."""
    site = user
    parent = site.parent_op()
    while parent is not None and parent.name in COMBINING_BODIES:
        site = parent
        parent = site.parent_op()
    return site
