"""The tick-based trace collector (docs/lifetimes.md),
with the reference's bugs B1, B5-B8, B10 fixed (docs/differences.md).

One pre-order walk numbers every op of the function (the function itself is
tick 1; implicit terminators and ops in nested regions count). An *access* of a
memref value touches every alloc it may point into; a buffer's lifetime is the
range of ticks of its accesses: it starts at the first use of the buffer or
of any alias, not at its `memref.alloc` (so hoisting an alloc changes
nothing), and ends at the last use (deallocs are not uses).

Every op with regions opens a *complex scope*. When the walk leaves a loop
(or any op that may run a region more than once), a buffer accessed inside it
that was defined outside it (or is used after it) is widened to the whole
scope range, because another iteration may touch it at any point of that
range. Unlike the reference, the widening propagates outward through every
enclosing complex scope (B1), and a buffer hoisted out of parallel loops lives
over the whole outermost such loop (B2). Unlike the reference too, `scf.if`,
`scf.index_switch` and the other ops that run their regions once in tick
order are not widened: buffers used in different branches then have disjoint
intervals and share bytes (`merge_alloc.analysis.exclusive` says why that is sound).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from xdsl.dialects import builtin, func, memref
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, Block, Operation, SSAValue

from merge_alloc.analysis.address_uses import AddressUses, enclosing_module
from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.exclusive import (
    RegionTree,
    exclusive_group,
    runs_regions_once_in_order,
)
from merge_alloc.analysis.inplace_candidates import (
    InplaceCandidate,
    candidates_of,
    same_iterations,
)
from merge_alloc.analysis.interfaces import (
    EffectOracle,
    OpRole,
    behaviour,
    escaping_operands,
    is_memref,
    runs_regions_in_place,
)
from merge_alloc.analysis.layout import (
    element_alignment,
    element_bytes,
    has_identity_layout,
)
from merge_alloc.analysis.scopes import ScopeFinder
from merge_alloc.analysis.trace import (
    NO_ACCESS,
    UNTRACEABLE,
    AllocRecord,
    FunctionTrace,
    LifetimeTrace,
    Rejection,
    RejectionKind,
    TracedBuffer,
)
from merge_alloc.analysis.upper_bounds import RangeAnalysis, size_bounds
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.dialects import ForallOp
from merge_alloc.options import MergeAllocOptions
from merge_alloc.planning.problem import aligned

MAX_BYTES = 2**63 - 1
"""The largest buffer a 64-bit target can address (LLVM sizes are i64)."""


def widen(first: int, last: int, tick: int) -> tuple[int, int]:
    """The reference's `update`: extend [first, last] to cover `tick`.

    UNTRACEABLE is absorbing; NO_ACCESS means "empty range so far".
    """
    if tick == UNTRACEABLE or first == UNTRACEABLE:
        return UNTRACEABLE, UNTRACEABLE
    if first == NO_ACCESS:
        return tick, tick
    return min(first, tick), max(last, tick)


@dataclass(slots=True)
class _ComplexScope:
    op: Operation
    start: int
    touched: dict[memref.AllocOp, None] = field(
        default_factory=dict[memref.AllocOp, None]
    )
    """Allocs accessed while this scope was the innermost one (ordered set)."""


class TickCollector:
    """Collects the lifetime traces of one function. Use `collect_ticks`."""

    def __init__(
        self, function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> None:
        self.function = function
        self.aliases = aliases
        self.options = options
        self.effects = EffectOracle()
        self.scopes = ScopeFinder()
        self.tick = 0
        self.records: dict[memref.AllocOp, AllocRecord] = {}
        self.escapes: dict[memref.AllocOp, Operation] = {}
        self.addresses = AddressUses(enclosing_module(function))
        self.deallocs: list[memref.DeallocOp] = []
        self.forall_ranges: dict[ForallOp, tuple[int, int]] = {}
        self.regions = RegionTree()
        self.ranges = RangeAnalysis()
        self.inplace_candidates: list[InplaceCandidate] = []
        self._stack: list[_ComplexScope] = []
        self._effectful_users: dict[memref.AllocOp, list[Operation]] = {}

    # -- the walk ---------------------------------------------------------------

    def collect(self) -> FunctionTrace:
        self._visit(self.function)
        return self._build()

    def _visit(self, op: Operation) -> None:
        self.tick += 1
        tick = self.tick
        self._dispatch(op)
        if not op.regions:
            return
        if op is self.function:
            self._visit_regions(op)
            return
        scope = _ComplexScope(op, tick)
        self._stack.append(scope)
        self._visit_regions(op)
        self._stack.pop()
        if isinstance(op, ForallOp):
            self.forall_ranges[op] = (tick, self.tick)
        self._leave(scope)

    def _visit_regions(self, op: Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                for child in block.ops:
                    self._visit(child)

    def _dispatch(self, op: Operation) -> None:
        known = behaviour(op)
        if self.options.inplace and known.structured_linalg:
            assert isinstance(op, LinalgStructuredOperation)
            self.inplace_candidates.extend(
                candidates_of(op, self.tick, self.aliases, self.options.index_bitwidth)
            )
        role = known.role
        if role is OpRole.ALLOC:
            assert isinstance(op, memref.AllocOp)
            self._record(op).alloc_tick = self.tick
            return
        if known.view_like:
            return  # creating a view is not a use of the viewed buffer
        if known.return_like:
            parent = op.parent_op()
            escapes = isinstance(parent, func.FuncOp) or (
                parent is not None and behaviour(parent).loop_like
            )
            for operand in op.operands:
                self._access(operand, op, untraceable=escapes)
            return
        if role is OpRole.DEALLOC:
            # Freeing is not a use: a lifetime ends at the last real use, and
            # the rewrite removes the deallocs of merged buffers.
            assert isinstance(op, memref.DeallocOp)
            self.deallocs.append(op)
            return
        if known.pointer_escape and self.addresses.compared_only(op.results[0]):
            return  # the address is only compared (the dealloc pipeline's ownership)
        if not op.operands:
            return  # nothing to access or let escape
        escaping = escaping_operands(op)
        for operand in escaping:
            self._access(operand, op, untraceable=True)
        if not self.effects.is_free(op):
            for operand in op.operands:
                if operand not in escaping:
                    self._access(operand, op, untraceable=False)

    def _record(self, alloc: memref.AllocOp) -> AllocRecord:
        record = self.records.get(alloc)
        if record is None:
            # An iter_arg can alias an alloc defined later in the loop body.
            record = AllocRecord(alloc, alloc_tick=-1)
            self.records[alloc] = record
        return record

    def _access(self, value: SSAValue, op: Operation, *, untraceable: bool) -> None:
        if not is_memref(value):
            return
        allocs = self.aliases.allocs_of(value)
        if not allocs:
            return
        tick = UNTRACEABLE if untraceable else self.tick
        top = self._stack[-1] if self._stack else None
        region = op.parent_region()
        for alloc in allocs:
            record = self._record(alloc)
            record.first, record.last = widen(record.first, record.last, tick)
            if record.first_use == NO_ACCESS:
                record.first_use = self.tick
            record.region = self.regions.common(record.region, region)
            if untraceable:
                self.escapes.setdefault(alloc, op)
            if top is not None:
                top.touched[alloc] = None

    def _leave(self, scope: _ComplexScope) -> None:
        """Pop a complex scope at the tick of the last op inside it."""
        if scope.touched and not runs_regions_in_place(scope.op):
            raise MergeAllocError(
                scope.op, "expecting RegionBranchOpInterface for merge-alloc"
            )
        end = self.tick
        parent = self._stack[-1] if self._stack else None
        in_order = self.runs_in_order(scope.op)
        region = scope.op.parent_region()
        for alloc in scope.touched:
            defined_inside = alloc is not scope.op and scope.op.is_ancestor(alloc)
            if defined_inside and not self._used_after(alloc, scope.op):
                continue
            if parent is not None:
                parent.touched[alloc] = None  # B1: every enclosing scope widens too
            if in_order:
                continue  # exclusive branches: the ticks already say it all
            record = self.records[alloc]
            record.first, record.last = widen(record.first, record.last, scope.start)
            record.first, record.last = widen(record.first, record.last, end)
            record.region = self.regions.common(record.region, region)

    def _used_after(self, alloc: memref.AllocOp, scope_op: Operation) -> bool:
        """Whether an alias of `alloc` has a user with effects outside `scope_op`."""
        users = self._effectful_users.get(alloc)
        if users is None:
            users = [
                use.operation
                for value in self.aliases.aliases_of(alloc.memref)
                for use in value.uses
                if not self.effects.is_free(use.operation)
                and behaviour(use.operation).role is not OpRole.DEALLOC
            ]
            self._effectful_users[alloc] = users
        return any(user is scope_op or not scope_op.is_ancestor(user) for user in users)

    # -- from records to traces -------------------------------------------------

    def _rejection(self, record: AllocRecord) -> Rejection | None:
        alloc = record.alloc
        if record.first == UNTRACEABLE:
            escape = self.escapes[alloc].name
            return Rejection(
                RejectionKind.ESCAPES, f"its address escapes through '{escape}'"
            )
        memref_type = alloc.memref.type
        assert isinstance(memref_type, builtin.MemRefType)
        own = alloc.alignment
        if own is not None and (
            own.value.data <= 0 or own.value.data & (own.value.data - 1)
        ):
            raise MergeAllocError(
                alloc, f"alignment {own.value.data} is not a positive power of two"
            )
        if not has_identity_layout(memref_type):
            return Rejection(
                RejectionKind.LAYOUT,
                f"its layout {memref_type.layout} is not the identity",
            )
        if alloc.dynamic_sizes:
            try:
                found = size_bounds(alloc, self.ranges)
            except ValueError as error:
                raise MergeAllocError(alloc, str(error)) from error
            if found.bounds is None:
                return Rejection(RejectionKind.DYNAMIC_SHAPE, found.missing)
            record.bounds = found.bounds
            record.promised = found.from_user
        size = self._bytes(record)
        if size is None:
            element = memref_type.get_element_type()
            return Rejection(
                RejectionKind.ELEMENT_TYPE,
                f"its element type {element} has no known byte size",
            )
        if size == 0:
            return Rejection(RejectionKind.ZERO_SIZE, "it has zero size")
        if size > MAX_BYTES:
            raise MergeAllocError(
                alloc, f"its size of {size} bytes exceeds the 64-bit address space"
            )
        return None

    def _bytes(self, record: AllocRecord) -> int | None:
        """Bytes of the alloc, its dynamic sizes taken at their bounds."""
        memref_type = record.alloc.memref.type
        assert isinstance(memref_type, builtin.MemRefType)
        element = element_bytes(
            memref_type.get_element_type(), self.options.index_bitwidth
        )
        if element is None:
            return None
        bounds = iter(record.bounds or ())
        extents = [dim if dim >= 0 else next(bounds) for dim in memref_type.get_shape()]
        return element * prod(extents)

    def _reject_partly_merged_deallocs(
        self,
    ) -> dict[memref.AllocOp, tuple[memref.DeallocOp, ...]]:
        """Deallocs the rewrite will remove, per alloc they may free.

        A dealloc may free any alloc its operand may point into (through
        `scf.if` results, the base buffer of `extract_strided_metadata`, ...).
        It can be removed only if every one of them is merged, and cannot stay
        if any is (it would free a view of the merged buffer). So when one of
        them stays a real allocation, all of them do: repeated until nothing
        changes, since each rejection may reach other deallocs.
        """
        groups = [
            (dealloc, sorted(self.aliases.allocs_of(dealloc.memref), key=self._tick))
            for dealloc in self.deallocs
        ]
        for dealloc, allocs in groups:
            if allocs and self.aliases.may_point_outside(dealloc.memref):
                # It may free memory the pass does not own, so it must stay,
                # and then none of the buffers it may free can be merged.
                for alloc in allocs:
                    record = self.records[alloc]
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
                kept = next(
                    (a for a in allocs if self.records[a].rejection is not None), None
                )
                if kept is None:
                    continue
                for alloc in allocs:
                    record = self.records[alloc]
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

    def _accept_inplace(
        self, placed: dict[memref.AllocOp, tuple[LifetimeTrace, int]]
    ) -> list[InplaceCandidate]:
        """The candidates whose lifetimes allow in-place reuse (rules 5 and 6
        of `merge_alloc.analysis.inplace_candidates`), each donor and reuser at
        most once; their traces get the hints."""
        accepted: list[InplaceCandidate] = []
        donors: set[memref.AllocOp] = set()
        reusers: set[memref.AllocOp] = set()
        for candidate in self.inplace_candidates:
            donor, reuser = candidate.donor, candidate.reuser
            if donor in donors or reuser in reusers:
                continue
            if donor not in placed or reuser not in placed:
                continue
            group, donor_index = placed[donor]
            other, reuser_index = placed[reuser]
            if group is not other:
                continue
            given, taken = group.buffers[donor_index], group.buffers[reuser_index]
            if not self.lifetimes_allow(candidate, given, taken):
                continue
            group.inplace.append((donor_index, reuser_index))
            donors.add(donor)
            reusers.add(reuser)
            accepted.append(candidate)
        return accepted

    def runs_in_order(self, op: Operation) -> bool:
        """Whether uses inside `op` need no widening (exclusive branches)."""
        return runs_regions_once_in_order(op)

    def lifetimes_allow(
        self, candidate: InplaceCandidate, given: TracedBuffer, taken: TracedBuffer
    ) -> bool:
        """Rules 5 and 6 of `merge_alloc.analysis.inplace_candidates` for one
        candidate pair."""
        return (
            given.last == candidate.tick
            and taken.first == candidate.tick
            and given.hoisted_past == taken.hoisted_past
            and given.slot_size == taken.slot_size
            and taken.size <= given.size
            and same_iterations(candidate.op, candidate.donor, candidate.reuser)
        )

    def _tick(self, alloc: memref.AllocOp) -> int:
        return self.records[alloc].alloc_tick

    def _own_alignment(
        self, alloc: memref.AllocOp, memref_type: builtin.MemRefType
    ) -> int:
        """The larger of the alloc's `alignment` and its element's ABI one:
        what the alloc itself promises its users, and so what each thread's
        slot of a hoisted buffer keeps."""
        own = alloc.alignment.value.data if alloc.alignment is not None else 1
        natural = element_alignment(
            memref_type.get_element_type(), self.options.index_bitwidth
        )
        return max(own, natural or 1)

    def _build(self) -> FunctionTrace:
        result = FunctionTrace(self.function)
        groups: dict[tuple[Block, Attribute | None], LifetimeTrace] = {}
        records = sorted(self.records.values(), key=lambda r: r.alloc_tick)
        for record in records:
            record.rejection = self._rejection(record)
        freed_by = self._reject_partly_merged_deallocs()
        placed: dict[memref.AllocOp, tuple[LifetimeTrace, int]] = {}
        for record in records:
            alloc = record.alloc
            choice = self.scopes.scope_of(alloc)
            record.scope = choice.scope
            result.records.append(record)
            if record.first >= 0:
                region = record.region
                if choice.hoisted_past:
                    outermost = choice.hoisted_past[-1].parent_region()
                    region = self.regions.common(region, outermost)
                record.exclusive = exclusive_group(region, self.function)
            if record.rejection is not None:
                continue
            scope = choice.scope
            if scope is None:
                raise MergeAllocError(
                    alloc, "This op should be surrounded by an AutomaticAllocationScope"
                )
            if len(scope.regions) != 1 or len(scope.regions[0].blocks) != 1:
                raise MergeAllocError(
                    alloc,
                    "This op should be surrounded by an AutomaticAllocationScope of "
                    "single block",
                )
            memref_type = alloc.memref.type
            assert isinstance(memref_type, builtin.MemRefType)
            slot = self._bytes(record)
            assert slot is not None
            own_alignment = self._own_alignment(alloc, memref_type)
            if choice.hoisted_past:
                # Every thread's slot keeps the alignment the alloc needs.
                slot = aligned(slot, own_alignment)
            if slot * choice.threads > MAX_BYTES:
                raise MergeAllocError(
                    alloc,
                    f"one slot per thread of the enclosing parallel loops needs "
                    f"{slot * choice.threads} bytes, past the 64-bit address space",
                )
            first, last = record.first, record.last
            if choice.hoisted_past:
                # B2: every thread of the outermost loop may hold its slot at
                # any time while that loop runs.
                start, end = self.forall_ranges[choice.hoisted_past[-1]]
                first, last = widen(first, last, start)
                first, last = widen(first, last, end)
            space = memref_type.memory_space
            key = (
                scope.regions[0].blocks[0],
                None if isinstance(space, builtin.NoneAttr) else space,
            )
            group = groups.get(key)
            if group is None:
                group = groups[key] = LifetimeTrace(key[0], key[1])
            placed[alloc] = (group, len(group.buffers))
            group.buffers.append(
                TracedBuffer(
                    alloc=alloc,
                    size=slot * choice.threads,
                    first=first,
                    last=last,
                    alloc_tick=record.alloc_tick,
                    slot_size=slot,
                    alignment=max(own_alignment, self.options.alignment),
                    bounds=record.bounds or (),
                    promised=record.promised,
                    hoisted_past=choice.hoisted_past,
                    deallocs=freed_by.get(alloc, ()),
                )
            )
        result.inplace = self._accept_inplace(placed)
        # The reference processes groups by the size of their first event; the
        # mutator inserts each merged buffer at the block start, so this order
        # decides the textual order of merged buffers sharing a block.
        ordered = sorted(
            enumerate(groups.values()),
            key=lambda item: (_first_event_size(item[1]), item[0]),
        )
        result.traces = [group for _, group in ordered]
        return result


def _name(alloc: memref.AllocOp) -> str:
    hint = alloc.memref.name_hint
    return f"%{hint}" if hint else "another alloc"


def _first_event_size(trace: LifetimeTrace) -> int:
    first = min(trace.buffers, key=lambda b: (2 * b.first, b.alloc_tick))
    return first.size


def collect_ticks(
    function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
) -> FunctionTrace:
    """The default `TraceCollector`."""
    return TickCollector(function, aliases, options).collect()
