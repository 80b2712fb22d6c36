"""Mutually exclusive regions: where tick intervals need no widening.

The tick collector numbers ops in a pre-order walk. Along any execution of
structured, loop-free control flow (`scf.if`, `scf.index_switch`,
`affine.if`, single-block `scf.execute_region` and `memref.alloca_scope`)
the ticks of the ops executed only increase: an `scf.if` runs its `then`
ops, then skips the `else` ops, then continues after the op. So if two
buffers are live at the same moment of some execution, their uses before and
after that moment lie on one path in increasing tick order, and their tick
intervals `[first use, last use]` intersect. The contrapositive is what the
planner relies on: disjoint intervals mean never live together.

That argument needs no widening at such ops. A buffer used only in the
`then` region has an interval inside the `then` ticks, one used only in the
`else` region an interval inside the `else` ticks: they are disjoint and may
share bytes, which is exactly the "exclusive branches" rule (see
`docs/lifetimes.md`). A buffer used before or after the op as well has an
interval that spans the regions between, so it still conflicts with
everything in them.

Loops break the argument (a back edge goes to smaller ticks), so they keep
the widening rule: a buffer defined outside a loop and used inside it is live
over the whole loop. A multi-block region may hide a loop in its branches,
so it is widened too.

This module also names the *exclusive group* of a buffer for the
analysis-only output: the innermost such op and region holding every use of
the buffer (through every alias and every widening).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation, Region

from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.op_behaviour import RegionFlow


def runs_regions_once_in_order(op: Operation) -> bool:
    """Whether every execution of `op` visits its ops in increasing tick
    order, at most once each: uses inside `op` need no widening."""
    if behaviour(op).once_in_tick_order:
        return all(len(region.blocks) <= 1 for region in op.regions)
    return False


def is_branch(op: Operation) -> bool:
    """An op that runs exactly one of several regions (`scf.if`, ...)."""
    return behaviour(
        op
    ).region_flow is RegionFlow.BRANCH and runs_regions_once_in_order(op)


@dataclass(frozen=True, slots=True)
class ExclusiveGroup:
    """Every use of a buffer lies in region `region` of the branch op
    `branch`: it is never live while another region of `branch` runs."""

    branch: Operation
    region: int


class RegionTree:
    """Nearest common ancestor of regions, with depths cached per region."""

    def __init__(self) -> None:
        self._depth: dict[Region, int] = {}

    def depth(self, region: Region) -> int:
        known = self._depth.get(region)
        if known is not None:
            return known
        chain: list[Region] = []
        current: Region | None = region
        base = -1
        while current is not None:
            cached = self._depth.get(current)
            if cached is not None:
                base = cached
                break
            chain.append(current)
            parent = current.parent_op()
            current = None if parent is None else parent.parent_region()
        for offset, member in enumerate(reversed(chain), start=1):
            self._depth[member] = base + offset
        return self._depth[region]

    def common(self, a: Region | None, b: Region | None) -> Region | None:
        """The innermost region holding both (None: no region holds both)."""
        if a is b or b is None:
            return a
        if a is None:
            return b
        depth_a, depth_b = self.depth(a), self.depth(b)
        while depth_a > depth_b:
            a = _parent_region(a)
            depth_a -= 1
            if a is None:
                return None
        while depth_b > depth_a:
            b = _parent_region(b)
            depth_b -= 1
            if b is None:
                return None
        while a is not b:
            a, b = _parent_region(a), _parent_region(b)
            if a is None or b is None:
                return None
        return a


def _parent_region(region: Region) -> Region | None:
    parent = region.parent_op()
    return None if parent is None else parent.parent_region()


def exclusive_group(region: Region | None, stop: Operation) -> ExclusiveGroup | None:
    """The innermost branch op below `stop` (the function) one of whose
    regions contains `region`, with that region's index."""
    current = region
    while current is not None:
        parent = current.parent_op()
        if parent is None or parent is stop:
            return None
        if is_branch(parent) and len(parent.regions) > 1:
            return ExclusiveGroup(parent, parent.get_region_index(current))
        current = parent.parent_region()
    return None
