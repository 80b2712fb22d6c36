"""Deliberately broken lifetime analyses, to measure the fuzzer itself.

The next three plant bugs in the tighter-lifetime rules (exclusive branches,
bounded dynamic sizes, in-place reuse); `merge_alloc.verify.fuzz.shapes` draws the
programs that expose them. The next one forgets that a callee may let its
argument's address escape (issue 16); the `stash` shape exposes it. The
last five are the adversarial user's bugs, planted whatever the pass does
today, for the shapes of `merge_alloc.verify.fuzz.hazards`: n-D vector
elements sized by their scalars, unstructured loops not widened, compared
addresses not a use, indirect calls missing from the call graph, offsets not
checked against the index width. The last two are not in the lifetime
analysis: they are sabotaged passes (`Driver`s of `merge_alloc.verify.fuzz.run`)
rather than tracers.

A fuzzer that never fails proves nothing unless it is known to catch bugs of
the kind it hunts. Each tracer here wraps the pass's real analysis and
plants one classic merge-alloc bug (docs/differences.md); the fuzzer's tests require
that random programs expose it, through the plan checker and through the
execution oracle.
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import replace
from typing import cast

from xdsl.dialects import arith, builtin, func
from xdsl.ir import Attribute, Operation, SSAValue

from merge_alloc.analysis.address_uses import AddressUses
from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.callgraph import CallGraph, FunctionNode
from merge_alloc.analysis.inplace_candidates import InplaceCandidate
from merge_alloc.analysis.ticks import TickCollector, collect_ticks
from merge_alloc.analysis.trace import FunctionTrace, TracedBuffer
from merge_alloc.analysis.walk import walk
from merge_alloc.deploy import deployment_plan
from merge_alloc.driver import merge_alloc
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


# -- the adversarial user's bugs (shapes of merge_alloc.verify.fuzz.hazards) --

_SCALAR_BYTES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "f32": 4, "f64": 8}


def _packed_vector_bytes(buffer: TracedBuffer) -> int | None:
    """The buffer's bytes with every n-D vector element as its scalars packed
    (no row padding), or None for other element types."""
    memref_type = buffer.alloc.memref.type
    element = memref_type.get_element_type()
    if not isinstance(element, builtin.VectorType):
        return None
    vector = cast("builtin.VectorType[Attribute]", element)
    if vector.get_num_dims() < 2:
        return None
    scalar = _SCALAR_BYTES.get(str(vector.get_element_type()))
    if scalar is None:
        return None
    total = scalar
    for extent in (*memref_type.get_shape(), *vector.get_shape()):
        total *= extent
    return total


def nd_vectors_packed(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """Buffers of rank >= 2 vector elements sized by their scalar count:
    `vector<5x3xf32>` as 60 bytes where the lowering stores five padded
    `vector<3xf32>` rows, 80 bytes, so the last rows run into the next buffer."""
    trace = collect_ticks(function, aliases, options)
    for scope in trace.traces:
        resized: list[TracedBuffer] = []
        for b in scope.buffers:
            packed = _packed_vector_bytes(b)
            if packed is not None and not b.hoisted_past:
                b = replace(b, size=min(b.size, max(1, packed)))
            resized.append(b)
        scope.buffers = resized
    return trace


class _CfgLoopsInOrder(TickCollector):
    def runs_in_order(self, op: Operation) -> bool:
        if any(len(region.blocks) > 1 for region in op.regions):
            return True
        return super().runs_in_order(op)


def cfg_back_edges_ignored(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """A multi-block region is taken to run its blocks once, in order: the
    `cf` back edge of a loop written in branches is ignored, so a buffer from
    before the loop, read in its body, dies at that read and the body's later
    temporaries take its bytes before the next iteration reads it again."""
    return _CfgLoopsInOrder(function, aliases, options).collect()


class _ComparedIsNoUse(AddressUses):
    def compared_only(self, address: SSAValue) -> bool:
        return all(isinstance(use.operation, arith.CmpiOp) for use in address.uses)


class _ComparisonsIgnored(TickCollector):
    def __init__(
        self, function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> None:
        super().__init__(function, aliases, options)
        self.addresses = _ComparedIsNoUse(self.addresses.module)


def comparisons_not_uses(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """An address that is only compared is no use of its buffer, whatever the
    comparison decides: two buffers whose addresses are compared while both
    are live may get one offset, and the comparison's answer changes."""
    return _ComparisonsIgnored(function, aliases, options).collect()


class _DirectCallsOnly(CallGraph):
    """The call graph of direct `func.call`s alone: no function's address
    counts as taken, and recursion is a cycle of direct calls only."""

    def __init__(self, root: Operation) -> None:
        super().__init__(root)
        by_function = {node.function: node for node in self.nodes.values()}
        for node in self.nodes.values():
            node.address_taken = False
        for node in self.nodes.values():
            node.recursive = node in _direct_callees(node, by_function)


def _direct_callees(
    start: FunctionNode, by_function: dict[func.FuncOp, FunctionNode]
) -> set[FunctionNode]:
    """Every function reachable from `start` through direct calls."""
    names = {node.function.sym_name.data: node for node in by_function.values()}
    seen: set[FunctionNode] = set()
    work = [start]
    while work:
        node = work.pop()
        for op in walk(node.function):
            if isinstance(op, func.CallOp):
                callee = names.get(op.callee.root_reference.data)
                if callee is not None and callee not in seen:
                    seen.add(callee)
                    work.append(callee)
    return seen


@contextmanager
def _call_graph(graph: type[CallGraph]) -> Generator[None]:
    saved = deployment_plan.CallGraph
    deployment_plan.CallGraph = graph
    try:
        yield
    finally:
        deployment_plan.CallGraph = saved


def indirect_calls_ignored(
    module: builtin.ModuleOp, options: MergeAllocOptions
) -> object:
    """A sabotaged pass whose call graph knows only direct calls: a function
    reached again through `func.constant` + `func.call_indirect` counts as
    neither recursive nor address-taken, so `arena=global` gives it one static
    arena that the inner activation overwrites."""
    with _call_graph(_DirectCallsOnly):
        return merge_alloc(module, options)


def offsets_unchecked(module: builtin.ModuleOp, options: MergeAllocOptions) -> object:
    """A sabotaged pass that plans as if `index` had 64 bits whatever
    `index-bitwidth` says: merged buffers and offsets beyond 2**31 - 1 under
    `index-bitwidth=32` are never refused."""
    return merge_alloc(module, replace(options, index_bitwidth=64))
