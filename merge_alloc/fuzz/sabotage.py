"""Deliberately broken lifetime analyses, to measure the fuzzer itself.

A fuzzer that never fails proves nothing unless it is known to catch bugs of
the kind it hunts. Each tracer here wraps the pass's real analysis and
plants one classic merge-alloc bug (docs/differences.md); the fuzzer's tests require
that random programs expose it, through the plan checker and through the
execution oracle.
"""

from __future__ import annotations

from dataclasses import replace

from xdsl.dialects import func

from merge_alloc.alias import BufferAliases
from merge_alloc.options import MergeAllocOptions
from merge_alloc.ticks import collect_ticks
from merge_alloc.trace import FunctionTrace


def first_tick_only(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """Every buffer dies at its first access: any two buffers whose uses
    interleave may then share bytes (a gross form of B1)."""
    trace = collect_ticks(function, aliases, options)
    for scope in trace.traces:
        scope.buffers = [replace(b, last=b.first) for b in scope.buffers]
    return trace


def no_thread_slots(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """Hoisted buffers get one slot for all threads (B2/B3): only the plan
    checker can see this, since the oracle runs foralls sequentially."""
    trace = collect_ticks(function, aliases, options)
    for scope in trace.traces:
        scope.buffers = [
            replace(b, size=b.slot_size) if b.hoisted_past else b for b in scope.buffers
        ]
    return trace
