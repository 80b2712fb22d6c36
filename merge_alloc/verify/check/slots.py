"""Per-thread byte ranges of a merged buffer's views.

Each view becomes one `Instance` per thread of the parallel loops around it
(enumerated), or, above `PER_VIEW_THREAD_LIMIT` threads, one *hull*
instance for all threads, reasoned on the offset's affine form: its slots
are proven disjoint by the nested-block argument, and two hull views are
compared through their slot layouts (`threads_apart`, `interleaved_slots`).
Bounds and alignment are checked per instance here.
"""

from __future__ import annotations

from math import lcm

from merge_alloc.verify.check.offsets import Affine, Unknown, to_affine
from merge_alloc.verify.check.views import Instance, MergedBuffer, ViewRecord
from merge_alloc.verify.check.violations import (
    MISALIGNED,
    OUT_OF_BOUNDS,
    OVERLAP,
    UNVERIFIABLE,
    Reporter,
    view_where,
)

PER_VIEW_THREAD_LIMIT = 4096
"""Above this many threads a view is checked through its affine hull."""
TOTAL_INSTANCE_LIMIT = 1 << 20
"""Budget of enumerated instances per buffer."""


def instances_of(buffer: MergedBuffer, report: Reporter) -> list[Instance]:
    """Per-thread byte ranges of every checkable view; bounds and alignment."""
    budget = TOTAL_INSTANCE_LIMIT
    result: list[Instance] = []
    for view in buffer.views:
        if isinstance(view.offset, Unknown):
            report.add(
                UNVERIFIABLE,
                f"{view_where(view)}: cannot evaluate offset: {view.offset.reason}",
                [view],
            )
            continue
        if view.size is None:
            report.add(
                UNVERIFIABLE,
                f"{view_where(view)}: result type has no static byte size and its "
                "dynamic sizes no provable upper bound",
                [view],
            )
            continue
        if view.liveness.escapes:
            report.add(
                UNVERIFIABLE,
                f"{view_where(view)}: liveness unknown, {view.liveness.escapes[0]}",
                [view],
            )
        if view.liveness.carried:
            report.add(
                OVERLAP,
                f"{view_where(view)}: {view.liveness.carried[0]}: two "
                "iterations' instances share one slot",
                [view],
            )
        # Every offset, the base (first thread's) and each per-thread slot,
        # must honour what the alloc itself required: its `alignment`
        # attribute and its element's natural alignment (docs/planners.md:
        # each buffer carries its own alignment; the merged buffer is aligned
        # to the largest, so the offset decides the address's alignment).
        slot_align = lcm(view.required_alignment, _natural_alignment(view))
        align = (slot_align, slot_align)
        count = view.thread_count()
        if count <= min(PER_VIEW_THREAD_LIMIT, budget):
            budget -= count
            _enumerate(view, align, report, result)
        else:
            _hull(view, align, report, result)
    return result


def _enumerate(
    view: ViewRecord,
    align: tuple[int, int],
    report: Reporter,
    out: list[Instance],
) -> None:
    assert view.size is not None
    affine = None if isinstance(view.offset, Unknown) else to_affine(view.offset)
    bad_bounds: Instance | None = None
    bad_align: Instance | None = None
    for coords in view.threads():
        if affine is not None:
            low: int | None = affine.value(
                dict(zip(view.thread_dims, coords, strict=False))
            )
        else:
            low = view.offset_at(coords)
        if low is None:
            report.add(
                UNVERIFIABLE,
                f"{view_where(view)}: offset divides by zero in thread "
                f"{view.thread_text(coords)}",
                [view],
            )
            return
        inst = Instance(view, coords, low, low + view.size)
        if bad_bounds is None and (inst.low < 0 or inst.high > view.buffer.size):
            bad_bounds = inst
        if bad_align is None and inst.low % align[1 if any(coords) else 0]:
            bad_align = inst
        out.append(inst)
    if bad_bounds is not None:
        report.add(
            OUT_OF_BOUNDS,
            f"{view_where(view)}: bytes [{bad_bounds.low}, {bad_bounds.high}) in "
            f"thread {view.thread_text(bad_bounds.coords)} reach outside the buffer of "
            f"{view.buffer.size} bytes",
            [view],
        )
    if bad_align is not None:
        report.add(
            MISALIGNED,
            f"{view_where(view)}: offset {bad_align.low} "
            f"{view.thread_text(bad_align.coords)} "
            f"is not a multiple of the required alignment "
            f"{align[1 if any(bad_align.coords or ()) else 0]}",
            [view],
        )


def _natural_alignment(view: ViewRecord) -> int:
    """The ABI alignment of the view's element type (a power of two; not its
    size, which need not be one: `vector<5x3xf32>` is 80 bytes)."""
    return view.element_alignment or 1


def _hull(
    view: ViewRecord,
    align: tuple[int, int],
    report: Reporter,
    out: list[Instance],
) -> None:
    """Too many threads to enumerate: reason on the affine slot form."""
    assert view.size is not None and not isinstance(view.offset, Unknown)
    affine = to_affine(view.offset)
    count = view.thread_count()
    if affine is None:
        report.add(
            UNVERIFIABLE,
            f"{view_where(view)}: offset is not affine and has {count} threads to "
            "enumerate",
            [view],
        )
        return
    low, high = affine.bounds()
    inst = Instance(view, None, low, high + view.size)
    if low < 0 or inst.high > view.buffer.size:
        report.add(
            OUT_OF_BOUNDS,
            f"{view_where(view)}: bytes [{low}, {inst.high}) over {count} threads "
            "reach outside "
            f"the buffer of {view.buffer.size} bytes",
            [view],
        )
    if affine.constant % align[0] or any(
        c % align[1] for d, c in affine.coeffs if (d.trip or 0) > 1
    ):
        report.add(
            MISALIGNED,
            f"{view_where(view)}: offset {_affine_text(affine)} is not always a "
            f"multiple of {align[0]} (base) / {align[1]} (per-thread slots)",
            [view],
        )
    used = {d for d, c in affine.coeffs if c}
    shared = [d for d in view.thread_dims if (d.trip or 0) > 1 and d not in used]
    if shared:
        report.add(
            OVERLAP,
            f"{view_where(view)}: every thread along %{shared[0].iv.name_hint or 'iv'} "
            "gets the same bytes",
            [view],
        )
    elif not _slots_disjoint(affine, view.size):
        report.add(
            UNVERIFIABLE,
            f"{view_where(view)}: cannot prove the {count} per-thread slots of "
            f"{_affine_text(affine)} disjoint",
            [view],
        )
    view.hull = affine
    out.append(inst)


def interleaved_slots(a: ViewRecord, b: ViewRecord) -> bool:
    """Whether two views checked through their hulls share one per-thread
    slot layout (`threads_apart`) with disjoint bytes within one thread's
    slot. Then no instance of one view meets an instance of the other,
    though their hulls overlap (hoisted buffers of deep forall nests: too
    many threads to enumerate), whenever they are live."""
    if not threads_apart(a, b):
        return False
    assert a.hull is not None and b.hull is not None
    assert a.size is not None and b.size is not None
    low_a, low_b = a.hull.constant, b.hull.constant
    return not (low_a < low_b + b.size and low_b < low_a + a.size)


def threads_apart(a: ViewRecord, b: ViewRecord) -> bool:
    """Whether no instance of ``a`` in one thread meets an instance of ``b``
    in *another* thread, both checked through their hulls: the same stride
    per thread coordinate, every coordinate with more than one thread among
    them, and slots spanning both views' bytes of one thread that the
    nested-block argument proves disjoint across threads.

    The views may share bytes within one thread (one thread's buffers whose
    lifetimes do not meet, placed at the same offset): that is not a
    concurrent-threads conflict, and the time sweep (B) judges it."""
    if a.hull is None or b.hull is None or a.size is None or b.size is None:
        return False
    strides = {dim: coeff for dim, coeff in a.hull.coeffs if coeff}
    if strides != {dim: coeff for dim, coeff in b.hull.coeffs if coeff}:
        return False
    for view in (a, b):
        if any((d.trip or 0) > 1 and d not in strides for d in view.thread_dims):
            return False  # threads along d share their bytes
    low = min(a.hull.constant, b.hull.constant)
    span = max(a.hull.constant + a.size, b.hull.constant + b.size) - low
    return _slots_disjoint(Affine(low, a.hull.coeffs), span)


def _slots_disjoint(affine: Affine, size: int) -> bool:
    """Nested-block argument: each stride clears everything the finer ones reach."""
    reach = size
    for dim, coeff in sorted(affine.coeffs, key=lambda item: abs(item[1])):
        trip = dim.trip or 0
        if trip <= 1:
            continue
        if abs(coeff) < reach:
            return False
        reach += abs(coeff) * (trip - 1)
    return True


def _affine_text(affine: Affine) -> str:
    terms = [str(affine.constant)] + [
        f"{c}*t({d.iv.name_hint or d.index})" for d, c in affine.coeffs
    ]
    return " + ".join(terms)
