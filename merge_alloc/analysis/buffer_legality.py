"""Whether an alloc's type lets it be placed in a merged buffer, and its bytes.

An alloc stays a real allocation, with the reason (`Rejection`), when its
address escapes, it is made inside a loop and carried into the loop's next
iteration, its layout is not the identity, a dynamic size has no upper
bound, its element type has no known byte size, or it has zero size; a
malformed alignment or a size past the 64-bit address space is an error
(docs/lifetimes.md, "What is merged").
"""

from __future__ import annotations

from dataclasses import replace
from math import prod

from xdsl.dialects import builtin, memref
from xdsl.ir import Operation

from merge_alloc.analysis.behaviour_queries import (
    frees_operands,
    returns_from_function,
)
from merge_alloc.analysis.layout import (
    element_alignment,
    element_bytes,
    has_identity_layout,
)
from merge_alloc.analysis.trace import (
    UNTRACEABLE,
    AllocRecord,
    Rejection,
    RejectionKind,
)
from merge_alloc.analysis.upper_bounds import RangeAnalysis, size_bounds
from merge_alloc.diagnostics import MergeAllocError, spelled_name
from merge_alloc.planning.problem import is_power_of_two, largest_index


class BufferLegality:
    """Answers `rejection(record)` for the allocs of one function; keeps the
    range analysis of dynamic sizes across them."""

    def __init__(
        self,
        escapes: dict[memref.AllocOp, Operation],
        index_bitwidth: int,
        carried: dict[memref.AllocOp, Operation] | None = None,
    ) -> None:
        """`carried`: allocs inside a loop whose buffer reaches the next
        iteration, with that loop (`TickWalk.carried`)."""
        self.escapes = escapes
        self.carried = carried or {}
        self.index_bitwidth = index_bitwidth
        self.ranges = RangeAnalysis()

    def rejection(self, record: AllocRecord) -> Rejection | None:
        """Why `record`'s alloc cannot be merged, or None; fills in the
        bounds of its dynamic sizes."""
        alloc = record.alloc
        if record.first == UNTRACEABLE:
            escape = self.escapes[alloc]
            name = spelled_name(escape)
            if frees_operands(escape):
                reason = f"'{name}' frees it"
            else:
                reason = f"its address escapes through '{name}'"
            return Rejection(
                RejectionKind.ESCAPES, reason, returned=returns_from_function(escape)
            )
        loop = self.carried.get(alloc)
        if loop is not None:
            # Each iteration makes a new instance while the previous one is
            # still read: one offset would overlap them (docs/lifetimes.md).
            return Rejection(
                RejectionKind.LOOP_CARRIED,
                f"it is carried into the next iteration of '{spelled_name(loop)}'",
            )
        memref_type = alloc.memref.type
        assert isinstance(memref_type, builtin.MemRefType)
        own = alloc.alignment
        if own is not None and not is_power_of_two(own.value.data):
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
            if found.negative:
                return Rejection(RejectionKind.NEGATIVE_SIZE, found.negative)
            if found.bounds is None:
                return Rejection(RejectionKind.DYNAMIC_SHAPE, found.missing)
            record.bounds = found.bounds
            record.promised = found.from_user
        size = self.bytes(record)
        if size is None:
            element = memref_type.get_element_type()
            return Rejection(
                RejectionKind.ELEMENT_TYPE,
                f"its element type {element} has no known byte size",
            )
        if size == 0:
            return Rejection(RejectionKind.ZERO_SIZE, "it has zero size")
        if size > largest_index(self.index_bitwidth):
            raise MergeAllocError(alloc, self.too_large(size))
        record.size = size
        return None

    def too_large(self, size: int) -> str:
        """Why a buffer of `size` bytes cannot be planned: no `index` of the
        lowering's width holds its size (its memref type would not lower)."""
        return (
            f"its size of {size} bytes does not fit a {self.index_bitwidth}-bit "
            f"index (at most {largest_index(self.index_bitwidth)})"
        )

    def bytes(self, record: AllocRecord) -> int | None:
        """Bytes of the alloc, its dynamic sizes taken at their bounds."""
        memref_type = record.alloc.memref.type
        assert isinstance(memref_type, builtin.MemRefType)
        element = element_bytes(memref_type.get_element_type(), self.index_bitwidth)
        if element is None:
            return None
        bounds = iter(record.bounds or ())
        extents = [dim if dim >= 0 else next(bounds) for dim in memref_type.get_shape()]
        return element * prod(extents)

    def left_alone_bytes(self, record: AllocRecord) -> int | None:
        """Bytes a left-alone alloc takes at run time: static, or with its
        dynamic sizes at their upper bounds (found now for an alloc rejected
        before its sizes were looked at, e.g. one that escapes); None when a
        size has no bound or the element type no byte size."""
        if record.alloc.dynamic_sizes and record.bounds is None:
            try:
                found = size_bounds(record.alloc, self.ranges)
            except ValueError:  # a malformed bound: no bound, not an error here
                return None
            if found.bounds is None:
                return None
            return self.bytes(replace(record, bounds=found.bounds))
        return self.bytes(record)

    def own_alignment(
        self, alloc: memref.AllocOp, memref_type: builtin.MemRefType
    ) -> int:
        """The larger of the alloc's `alignment` and its element's ABI one:
        what the alloc itself promises its users, and so what each thread's
        slot of a hoisted buffer keeps."""
        own = alloc.alignment.value.data if alloc.alignment is not None else 1
        natural = element_alignment(memref_type.get_element_type(), self.index_bitwidth)
        return max(own, natural or 1)
