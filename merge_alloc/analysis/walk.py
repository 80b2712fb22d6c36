"""Pre-order walks over nested IR with an explicit stack.

xDSL's `Operation.walk` is a recursive generator (`yield from` per region,
block and op), so each op it yields passes through three generator frames
per enclosing level: walking IR nested 1,000 levels deep costs a thousand
times more per op and needs thousands of Python frames. These walks visit
the same ops in the same order (xDSL's default pre-order) in time linear in
the number of ops, whatever the nesting depth.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Operation, Region


def walk(root: Operation) -> Iterator[Operation]:
    """`root` and every op nested in it, each before the ops inside it, in
    program order (as `root.walk()`)."""
    pending = [root]
    while pending:
        op = pending.pop()
        yield op
        if op.regions:
            pending.extend(_nested_reversed(op.regions))


def walk_region(region: Region) -> Iterator[Operation]:
    """Every op nested in `region`, in program order (as `region.walk()`)."""
    pending = list(_nested_reversed((region,)))
    while pending:
        op = pending.pop()
        yield op
        if op.regions:
            pending.extend(_nested_reversed(op.regions))


def _nested_reversed(regions: tuple[Region, ...] | list[Region]) -> Iterator[Operation]:
    """The ops directly in `regions`, last first (for a stack)."""
    for region in reversed(regions):
        for block in reversed(region.blocks):
            yield from reversed(block.ops)
