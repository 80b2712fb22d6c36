"""From alloc records to lifetime traces: one per scope block and memory space.

Each mergeable alloc joins the trace of its allocation scope
(`merge_alloc.analysis.scopes`) and memory space, as a `TracedBuffer` with its
planned slot: the bytes of its type (one slot per thread of the parallel
loops it was hoisted past, each kept at the alloc's alignment) and its tick
range (over the whole outermost such loop, B2 in docs/differences.md). Every
record, merged or not, also gets its scope and its exclusive group for the
analysis-only output.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects import builtin, memref
from xdsl.ir import Attribute, Block, Operation

from merge_alloc.analysis.buffer_legality import BufferLegality
from merge_alloc.analysis.exclusive import exclusive_group
from merge_alloc.analysis.scopes import ScopeFinder
from merge_alloc.analysis.tick_walk import TickWalk, widen
from merge_alloc.analysis.trace import AllocRecord, LifetimeTrace, TracedBuffer
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.planning.problem import aligned, largest_index


@dataclass(frozen=True, slots=True)
class ScopeGroups:
    """The traces of one function and where each merged alloc sits in them."""

    traces: list[LifetimeTrace]
    """In the order the reference processes them (see `group_by_scope`)."""
    placed: dict[memref.AllocOp, tuple[LifetimeTrace, int]]
    """Each merged alloc's trace and index in its `buffers`."""


def group_by_scope(
    records: Sequence[AllocRecord],
    walk: TickWalk,
    legality: BufferLegality,
    freed_by: Mapping[memref.AllocOp, tuple[memref.DeallocOp, ...]],
    alignment: int,
) -> ScopeGroups:
    """Group the records (in alloc order, rejections already decided) into
    traces; `alignment` is the pass option every slot keeps at least."""
    scopes = ScopeFinder()
    blocks: dict[Operation, Block] = {}  # each scope's one block, checked once
    limit = largest_index(legality.index_bitwidth)
    groups: dict[tuple[Block, Attribute | None], LifetimeTrace] = {}
    placed: dict[memref.AllocOp, tuple[LifetimeTrace, int]] = {}
    for record in records:
        alloc = record.alloc
        choice = scopes.scope_of(alloc)
        record.scope = choice.scope
        if record.first >= 0:
            region = record.region
            if choice.hoisted_past:
                outermost = choice.hoisted_past[-1].parent_region()
                region = walk.regions.common(region, outermost)
            record.exclusive = exclusive_group(region, walk.function)
        if record.rejection is not None:
            continue
        scope = choice.scope
        if scope is None:
            raise MergeAllocError(
                alloc, "This op should be surrounded by an AutomaticAllocationScope"
            )
        block = blocks.get(scope)
        if block is None:
            if len(scope.regions) != 1 or len(scope.regions[0].blocks) != 1:
                raise MergeAllocError(
                    alloc,
                    "This op should be surrounded by an AutomaticAllocationScope "
                    "of single block",
                )
            block = blocks[scope] = scope.regions[0].blocks[0]
        memref_type = alloc.memref.type
        assert isinstance(memref_type, builtin.MemRefType)
        slot = record.size
        assert slot is not None
        own_alignment = legality.own_alignment(alloc, memref_type)
        if choice.hoisted_past:
            # Every thread's slot keeps the alignment the alloc needs.
            slot = aligned(slot, own_alignment)
        threads = choice.threads
        if slot * threads > limit:
            raise MergeAllocError(
                alloc,
                f"one slot per thread of the enclosing parallel loops needs "
                f"{slot * threads} bytes, more than a "
                f"{legality.index_bitwidth}-bit index holds ({limit})",
            )
        first, last = record.first, record.last
        if choice.hoisted_past:
            # B2 (docs/differences.md): every thread of the outermost loop
            # may hold its slot at any time while that loop runs.
            start, end = walk.forall_ranges[choice.hoisted_past[-1]]
            first, last = widen(first, last, start)
            first, last = widen(first, last, end)
        space = memref_type.memory_space
        key = (block, None if isinstance(space, builtin.NoneAttr) else space)
        group = groups.get(key)
        if group is None:
            group = groups[key] = LifetimeTrace(key[0], key[1])
        placed[alloc] = (group, len(group.buffers))
        group.buffers.append(
            TracedBuffer(
                alloc=alloc,
                size=slot * threads,
                first=first,
                last=last,
                alloc_tick=record.alloc_tick,
                slot_size=slot,
                alignment=max(own_alignment, alignment),
                bounds=record.bounds or (),
                promised=record.promised,
                hoisted_past=choice.hoisted_past,
                deallocs=freed_by.get(alloc, ()),
            )
        )
    # The reference processes groups by the size of their first event; the
    # mutator inserts each merged buffer at the block start, so this order
    # decides the textual order of merged buffers sharing a block.
    ordered = sorted(
        enumerate(groups.values()),
        key=lambda item: (_first_event_size(item[1]), item[0]),
    )
    return ScopeGroups([group for _, group in ordered], placed)


def _first_event_size(trace: LifetimeTrace) -> int:
    first = min(trace.buffers, key=lambda b: (2 * b.first, b.alloc_tick))
    return first.size
