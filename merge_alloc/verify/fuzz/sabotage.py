"""Deliberately broken lifetime analyses, to measure the fuzzer itself.

The next three plant bugs in the tighter-lifetime rules (exclusive branches,
bounded dynamic sizes, in-place reuse); `merge_alloc.verify.fuzz.shapes` draws the
programs that expose them. The last one forgets that a callee may let its
argument's address escape (issue 16); the `stash` shape exposes it.

A fuzzer that never fails proves nothing unless it is known to catch bugs of
the kind it hunts. Each tracer here wraps the pass's real analysis and
plants one classic merge-alloc bug (docs/differences.md); the fuzzer's tests require
that random programs expose it, through the plan checker and through the
execution oracle.
"""

from __future__ import annotations

from dataclasses import replace

from xdsl.dialects import func
from xdsl.ir import Operation, SSAValue

from merge_alloc.analysis.address_uses import AddressUses
from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.inplace_candidates import InplaceCandidate
from merge_alloc.analysis.ticks import TickCollector, collect_ticks
from merge_alloc.analysis.trace import FunctionTrace, TracedBuffer
from merge_alloc.options import MergeAllocOptions


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


class _NoWidening(TickCollector):
    def runs_in_order(self, op: Operation) -> bool:
        return True


def loops_as_branches(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """The exclusive-branches rule applied to loops too: a buffer used in a
    loop body is not widened to the loop, so one live across iterations
    shares bytes with the body's temporaries."""
    return _NoWidening(function, aliases, options).collect()


def halved_bounds(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """Dynamically sized buffers planned at half their upper bound: a size
    above it reaches into the next buffer."""
    trace = collect_ticks(function, aliases, options)
    for scope in trace.traces:
        scope.buffers = [
            replace(b, size=max(1, b.size // 2))
            if b.bounds and not b.hoisted_past
            else b
            for b in scope.buffers
        ]
    return trace


class _AnyLastUse(TickCollector):
    def lifetimes_allow(
        self, candidate: InplaceCandidate, given: TracedBuffer, taken: TracedBuffer
    ) -> bool:
        return taken.size <= given.size and given.hoisted_past == taken.hoisted_past


def inplace_any_last_use(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """In-place reuse without asking whether the op is the donor's last use
    (or whether a loop carries it): a donor read again later is clobbered."""
    return _AnyLastUse(function, aliases, options).collect()


class _CallsAreAccesses(AddressUses):
    def escaping_call_operands(self, call: func.CallOp) -> list[SSAValue]:
        return []


class _CalleeEscapesIgnored(TickCollector):
    def __init__(
        self, function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> None:
        super().__init__(function, aliases, options)
        self.addresses = _CallsAreAccesses(self.addresses.module)


def callee_escapes_ignored(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """A call is only an access, even when the callee stores the address of
    its argument where the caller reads it later (the bug of issue 16)."""
    return _CalleeEscapesIgnored(function, aliases, options).collect()
