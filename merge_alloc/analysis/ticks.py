"""The default trace collector: tick walk, legality, deallocs, scopes, in-place.

`collect_ticks` (a `TraceCollector`, docs/lifetimes.md) runs one function
through the analysis stages, each its own module:

1. `tick_walk`: number every op and record each alloc's accesses, widened
   over loops (the lifetimes);
2. `buffer_legality`: which allocs have a type that can be placed, and
   their bytes;
3. `dealloc_groups`: a dealloc shared with an unmerged alloc keeps all its
   allocs unmerged (fixpoint);
4. `scope_groups`: one trace per scope block and memory space, with slots
   for hoisted buffers;
5. `inplace_acceptance`: the in-place candidates the final lifetimes allow.

`TickCollector` keeps the two rules the fuzzer's sabotaged analyses replace
(`merge_alloc.verify.fuzz.sabotage`) as methods to override.
"""

from __future__ import annotations

from xdsl.dialects import func, memref
from xdsl.ir import Operation

from merge_alloc.analysis import inplace_acceptance
from merge_alloc.analysis.address_uses import AddressUses, enclosing_module
from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.buffer_legality import BufferLegality
from merge_alloc.analysis.dealloc_groups import reject_partly_merged_deallocs
from merge_alloc.analysis.exclusive import runs_regions_once_in_order
from merge_alloc.analysis.inplace_acceptance import accept_inplace
from merge_alloc.analysis.inplace_candidates import InplaceCandidate
from merge_alloc.analysis.scope_groups import group_by_scope
from merge_alloc.analysis.tick_walk import TickWalk
from merge_alloc.analysis.trace import (
    UNTRACEABLE,
    AllocRecord,
    FunctionTrace,
    Rejection,
    RejectionKind,
    TracedBuffer,
)
from merge_alloc.analysis.walk import walk as walk_ops
from merge_alloc.options import MergeAllocOptions


class TickCollector:
    """Collects the lifetime traces of one function. Use `collect_ticks`."""

    def __init__(
        self, function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> None:
        self.function = function
        self.aliases = aliases
        self.options = options
        self.addresses = AddressUses(enclosing_module(function))
        """Where addresses taken by the walk go (replaceable, like the rules
        below, to test the fuzzer)."""

    def collect(self) -> FunctionTrace:
        if len(self.function.body.blocks) > 1:
            return _multi_block_function(self.function)
        walk = TickWalk(
            self.function,
            self.aliases,
            self.options,
            self.runs_in_order,
            self.addresses,
        ).run()
        legality = BufferLegality(
            walk.escapes, self.options.index_bitwidth, walk.carried
        )
        records = sorted(walk.records.values(), key=lambda r: r.alloc_tick)
        for record in records:
            record.rejection = legality.rejection(record)
        freed_by = reject_partly_merged_deallocs(
            walk.deallocs, walk.records, self.aliases
        )
        groups = group_by_scope(
            records, walk, legality, freed_by, self.options.alignment
        )
        result = FunctionTrace(self.function)
        result.records = records
        result.traces = groups.traces
        result.inplace = accept_inplace(
            walk.inplace_candidates, groups.placed, self.lifetimes_allow
        )
        return result

    def runs_in_order(self, op: Operation) -> bool:
        """Whether uses inside `op` need no widening (exclusive branches)."""
        return runs_regions_once_in_order(op)

    def lifetimes_allow(
        self, candidate: InplaceCandidate, given: TracedBuffer, taken: TracedBuffer
    ) -> bool:
        """Rules 5 and 6 of `merge_alloc.analysis.inplace_candidates` for one
        candidate pair."""
        return inplace_acceptance.lifetimes_allow(candidate, given, taken)


def collect_ticks(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """The default `TraceCollector`."""
    return TickCollector(function, aliases, options).collect()


def _multi_block_function(function: func.FuncOp) -> FunctionTrace:
    """A function whose body has several blocks: every alloc left as it is.

    Its merged buffer would need one block of the body that dominates every
    use, and its lifetimes the order of the body's branches; neither is
    planned yet (docs/lifetimes.md, "Unstructured control flow"). The
    records say why, so the run warns once and merges the other functions.
    """
    blocks = len(function.body.blocks)
    rejection = Rejection(
        RejectionKind.MULTI_BLOCK_FUNCTION,
        f"its function @{function.sym_name.data} has {blocks} blocks",
    )
    result = FunctionTrace(function)
    for op in walk_ops(function):
        if isinstance(op, memref.AllocOp):
            record = AllocRecord(op, alloc_tick=-1, first=UNTRACEABLE, last=UNTRACEABLE)
            record.rejection = rejection
            result.records.append(record)
    return result
