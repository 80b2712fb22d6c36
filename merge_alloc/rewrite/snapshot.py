"""All-or-nothing rewrites: a module's regions put back after a failure.

A run that must change IR before it has planned everything (a deployment, or
a user's mutator that cannot be trusted to be atomic) clones the root first
and, when anything fails, moves the clone's blocks back, so a diagnostic never
leaves half-rewritten IR.
"""

from __future__ import annotations

from xdsl.ir import Operation


def restore_regions(root: Operation, snapshot: Operation) -> None:
    """Put the regions of `snapshot` (a clone of `root`) back into `root`."""
    for region, saved in zip(root.regions, snapshot.regions, strict=True):
        for block in list(region.blocks):
            region.detach_block(block)
            block.erase(safe_erase=False)
        saved.move_blocks(region)
