"""The plan checker: every merged buffer's views, checked against each other.

Two instances of views of one buffer *conflict* when their bytes overlap and
they can be live at the same time.  That happens in exactly two ways, which
are checked by two sweeps so that large functions stay ``O(n log n)``:

(A) *Across threads.*  For every static parallel loop ``P`` inside the
    buffer's scope, instances created by different threads of one execution
    of ``P`` run concurrently, whatever their program order.  So the bytes of
    different threads (same outer threads) must be pairwise disjoint; this
    includes one view's own slots (reference bugs B2-B4 break this).
(B) *In time.*  Any two instances whose liveness intervals intersect and whose
    bytes overlap.  (If such a pair lies in different threads of a common
    parallel loop, (A) already makes it a conflict; otherwise the intervals
    are the exact test, with loops counted as repeating, bug B1.)

Bounds and alignment are checked per instance.  Whatever cannot be proven is
reported as ``unverifiable``: the checker never passes what it did not check.

Here the steps meet: ``views`` finds the buffers and describes their views,
``before_after`` pairs them with the input's allocs, ``slots`` turns views
into per-thread instances, ``sweeps`` runs (A) and (B), and ``violations``
holds what is reported; ``frees`` reports frees of values that point into
a view, ``reentrancy`` static arenas a nested activation may overwrite.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp

from merge_alloc.verify.check.before_after import compare_with_input
from merge_alloc.verify.check.constants import packed_constant_errors
from merge_alloc.verify.check.frees import check_frees
from merge_alloc.verify.check.inplace_pairs import InplaceRule
from merge_alloc.verify.check.reentrancy import check_reentrancy
from merge_alloc.verify.check.slots import (
    PER_VIEW_THREAD_LIMIT,
    TOTAL_INSTANCE_LIMIT,
    instances_of,
)
from merge_alloc.verify.check.structure import Numbering
from merge_alloc.verify.check.sweeps import check_threads, check_time
from merge_alloc.verify.check.views import (
    DEFAULT_INDEX_BITWIDTH,
    describe_views,
    find_buffers,
)
from merge_alloc.verify.check.violations import (
    FREED,
    KINDS,
    MISALIGNED,
    MISMATCH,
    OUT_OF_BOUNDS,
    OVERLAP,
    REENTRANT,
    UNVERIFIABLE,
    CheckReport,
    Reporter,
    Violation,
)

__all__ = [
    "FREED",
    "KINDS",
    "MISALIGNED",
    "MISMATCH",
    "OUT_OF_BOUNDS",
    "OVERLAP",
    "PER_VIEW_THREAD_LIMIT",
    "REENTRANT",
    "TOTAL_INSTANCE_LIMIT",
    "UNVERIFIABLE",
    "CheckReport",
    "Violation",
    "check_module",
]


def check_module(
    after: ModuleOp,
    before: ModuleOp | None = None,
    *,
    index_bitwidth: int = DEFAULT_INDEX_BITWIDTH,
) -> CheckReport:
    """Check every merged buffer of ``after``; compare with ``before`` if given.

    ``index_bitwidth`` is the width of ``index`` the plan was made for (the
    pass's ``index-bitwidth`` option).
    """
    if index_bitwidth <= 0:
        raise ValueError(f"index bit width must be positive, got {index_bitwidth}")
    numbering = Numbering.of(after)
    rule = InplaceRule(numbering)
    reporter = Reporter()
    buffers = find_buffers(after)
    for buffer in buffers:
        describe_views(buffer, numbering, index_bitwidth)
    if before is not None:
        compare_with_input(before, after, buffers, reporter)
        for message in packed_constant_errors(before, after, index_bitwidth):
            reporter.add(MISMATCH, message, [])
    check_frees(after, buffers, reporter)
    check_reentrancy(after, reporter, before)
    views = 0
    for buffer in buffers:
        views += len(buffer.views)
        instances = instances_of(buffer, reporter)
        check_threads(buffer, instances, reporter)
        check_time(instances, reporter, rule)
    return CheckReport(reporter.violations, len(buffers), views)
