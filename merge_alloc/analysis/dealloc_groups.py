"""Deallocs shared between merged and unmerged allocs: all or none merged.

A `memref.dealloc` may free any alloc its operand may point into. The rewrite
removes the deallocs of merged buffers, so a dealloc that may free both a
merged and an unmerged buffer can neither stay nor go: the unmerged one wins
and takes every alloc of the dealloc with it (docs/lifetimes.md, B9).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import memref

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.trace import AllocRecord, Rejection, RejectionKind


def reject_partly_merged_deallocs(
    deallocs: Sequence[memref.DeallocOp],
    records: Mapping[memref.AllocOp, AllocRecord],
    aliases: BufferAliases,
) -> dict[memref.AllocOp, tuple[memref.DeallocOp, ...]]:
    """Deallocs the rewrite will remove, per alloc they may free.

    A dealloc may free any alloc its operand may point into (through
    `scf.if` results, the base buffer of `extract_strided_metadata`, ...).
    It can be removed only if every one of them is merged, and cannot stay
    if any is (it would free a view of the merged buffer). So when one of
    them stays a real allocation, all of them do: repeated until nothing
    changes, since each rejection may reach other deallocs.
    """

    def alloc_tick(alloc: memref.AllocOp) -> int:
        return records[alloc].alloc_tick

    groups = [
        (dealloc, sorted(aliases.allocs_of(dealloc.memref), key=alloc_tick))
        for dealloc in deallocs
    ]
    for dealloc, allocs in groups:
        if allocs and aliases.may_point_outside(dealloc.memref):
            # It may free memory the pass does not own, so it must stay,
            # and then none of the buffers it may free can be merged.
            for alloc in allocs:
                record = records[alloc]
                if record.rejection is None:
                    record.rejection = Rejection(
                        RejectionKind.DEALLOC_ALIAS,
                        f"'{dealloc.name}' may free it or memory allocated "
                        "outside this function",
                    )
    changed = True
    while changed:
        changed = False
        for dealloc, allocs in groups:
            kept = next((a for a in allocs if records[a].rejection is not None), None)
            if kept is None:
                continue
            for alloc in allocs:
                record = records[alloc]
                if record.rejection is None:
                    record.rejection = Rejection(
                        RejectionKind.DEALLOC_ALIAS,
                        f"'{dealloc.name}' may also free "
                        f"{_name(kept)}, which stays a real allocation",
                    )
                    changed = True
    freed_by: dict[memref.AllocOp, tuple[memref.DeallocOp, ...]] = {}
    for dealloc, allocs in groups:
        for alloc in allocs:
            freed_by[alloc] = (*freed_by.get(alloc, ()), dealloc)
    return freed_by


def _name(alloc: memref.AllocOp) -> str:
    hint = alloc.memref.name_hint
    return f"%{hint}" if hint else "another alloc"
