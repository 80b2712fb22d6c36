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
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from math import lcm
from typing import cast

from sortedcontainers import SortedList
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from merge_alloc.verify.check.constants import packed_constant_errors
from merge_alloc.verify.check.inplace_pairs import InplaceRule
from merge_alloc.verify.check.liveness import workspace_parameter
from merge_alloc.verify.check.offsets import Affine, Unknown, to_affine
from merge_alloc.verify.check.structure import Numbering, op_name
from merge_alloc.verify.check.views import (
    DEFAULT_INDEX_BITWIDTH,
    INPUT_ATTR,
    Instance,
    MergedBuffer,
    ViewRecord,
    describe_views,
    find_buffers,
)

OVERLAP = "overlap"
OUT_OF_BOUNDS = "out-of-bounds"
MISALIGNED = "misaligned"
UNVERIFIABLE = "unverifiable"
MISMATCH = "mismatch"
KINDS = (OVERLAP, OUT_OF_BOUNDS, MISALIGNED, UNVERIFIABLE, MISMATCH)

PER_VIEW_THREAD_LIMIT = 4096
"""Above this many threads a view is checked through its affine hull."""
TOTAL_INSTANCE_LIMIT = 1 << 20
"""Budget of enumerated instances per buffer."""


@dataclass(frozen=True)
class Violation:
    """One problem found in the plan.

    ``kind`` is one of ``overlap``, ``out-of-bounds``, ``misaligned``,
    ``unverifiable`` (the checker could not prove the plan safe) and
    ``mismatch`` (``before`` and ``after`` disagree).
    """

    kind: str
    message: str
    ops: tuple[Operation, ...] = ()

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}"


@dataclass
class CheckReport:
    """The checker's answer for one module."""

    violations: list[Violation] = field(default_factory=list[Violation])
    buffers: int = 0
    views: int = 0

    @property
    def ok(self) -> bool:
        """True when no violation was found."""
        return not self.violations

    def of_kind(self, kind: str) -> list[Violation]:
        """The violations of one kind."""
        return [v for v in self.violations if v.kind == kind]

    def summary(self) -> str:
        """One line: what was checked and whether it is clean."""
        head = f"{self.buffers} merged buffers, {self.views} views checked"
        if self.ok:
            return head + ", no conflicts"
        counts = Counter(v.kind for v in self.violations)
        detail = ", ".join(f"{counts[k]} {k}" for k in KINDS if counts[k])
        return f"{head}, {len(self.violations)} violations ({detail})"


class _Reporter:
    """Collects violations, at most one per (kind, views) combination."""

    def __init__(self) -> None:
        self.violations: list[Violation] = []
        self.keys: set[tuple[object, ...]] = set()

    def add(
        self, kind: str, message: str, views: Sequence[ViewRecord | Operation]
    ) -> None:
        ops = tuple(v.op if isinstance(v, ViewRecord) else v for v in views)
        key = (kind, *sorted(id(o) for o in ops))
        if key in self.keys:
            return
        self.keys.add(key)
        self.violations.append(Violation(kind, message, ops))


def _where(view: ViewRecord) -> str:
    return f"{view.buffer.label}: {view.label}"


def _instances(buffer: MergedBuffer, report: _Reporter) -> list[Instance]:
    """Per-thread byte ranges of every checkable view; bounds and alignment."""
    budget = TOTAL_INSTANCE_LIMIT
    result: list[Instance] = []
    for view in buffer.views:
        if isinstance(view.offset, Unknown):
            report.add(
                UNVERIFIABLE,
                f"{_where(view)}: cannot evaluate offset: {view.offset.reason}",
                [view],
            )
            continue
        if view.size is None:
            report.add(
                UNVERIFIABLE,
                f"{_where(view)}: result type has no static byte size and its "
                "dynamic sizes no provable upper bound",
                [view],
            )
            continue
        if view.liveness.escapes:
            report.add(
                UNVERIFIABLE,
                f"{_where(view)}: liveness unknown, {view.liveness.escapes[0]}",
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
    report: _Reporter,
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
                f"{_where(view)}: offset divides by zero in thread "
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
            f"{_where(view)}: bytes [{bad_bounds.low}, {bad_bounds.high}) in thread "
            f"{view.thread_text(bad_bounds.coords)} reach outside the buffer of "
            f"{view.buffer.size} bytes",
            [view],
        )
    if bad_align is not None:
        report.add(
            MISALIGNED,
            f"{_where(view)}: offset {bad_align.low} "
            f"{view.thread_text(bad_align.coords)} "
            f"is not a multiple of the required alignment "
            f"{align[1 if any(bad_align.coords or ()) else 0]}",
            [view],
        )


def _natural_alignment(view: ViewRecord) -> int:
    """The element size (a power of two) of the view's result type."""
    return view.element_size or 1


def _hull(
    view: ViewRecord,
    align: tuple[int, int],
    report: _Reporter,
    out: list[Instance],
) -> None:
    """Too many threads to enumerate: reason on the affine slot form."""
    assert view.size is not None and not isinstance(view.offset, Unknown)
    affine = to_affine(view.offset)
    count = view.thread_count()
    if affine is None:
        report.add(
            UNVERIFIABLE,
            f"{_where(view)}: offset is not affine and has {count} threads to "
            "enumerate",
            [view],
        )
        return
    low, high = affine.bounds()
    inst = Instance(view, None, low, high + view.size)
    if low < 0 or inst.high > view.buffer.size:
        report.add(
            OUT_OF_BOUNDS,
            f"{_where(view)}: bytes [{low}, {inst.high}) over {count} threads reach "
            "outside "
            f"the buffer of {view.buffer.size} bytes",
            [view],
        )
    if affine.constant % align[0] or any(
        c % align[1] for d, c in affine.coeffs if (d.trip or 0) > 1
    ):
        report.add(
            MISALIGNED,
            f"{_where(view)}: offset {_affine_text(affine)} is not always a multiple "
            f"of {align[0]} (base) / {align[1]} (per-thread slots)",
            [view],
        )
    used = {d for d, c in affine.coeffs if c}
    shared = [d for d in view.thread_dims if (d.trip or 0) > 1 and d not in used]
    if shared:
        report.add(
            OVERLAP,
            f"{_where(view)}: every thread along %{shared[0].iv.name_hint or 'iv'} "
            "gets the same bytes",
            [view],
        )
    elif not _slots_disjoint(affine, view.size):
        report.add(
            UNVERIFIABLE,
            f"{_where(view)}: cannot prove the {count} per-thread slots of "
            f"{_affine_text(affine)} disjoint",
            [view],
        )
    view.hull = affine
    out.append(inst)


def _interleaved_slots(a: ViewRecord, b: ViewRecord) -> bool:
    """Whether two views checked through their hulls share one per-thread
    slot layout (`_threads_apart`) with disjoint bytes within one thread's
    slot. Then no instance of one view meets an instance of the other,
    though their hulls overlap (hoisted buffers of deep forall nests: too
    many threads to enumerate), whenever they are live."""
    if not _threads_apart(a, b):
        return False
    assert a.hull is not None and b.hull is not None
    assert a.size is not None and b.size is not None
    low_a, low_b = a.hull.constant, b.hull.constant
    return not (low_a < low_b + b.size and low_b < low_a + a.size)


def _threads_apart(a: ViewRecord, b: ViewRecord) -> bool:
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


def _pair_message(a: Instance, b: Instance, why: str) -> str:
    va, vb = a.view, b.view
    if va is vb:
        return (
            f"{_where(va)}: threads {va.thread_text(a.coords)} and "
            f"{vb.thread_text(b.coords)} "
            f"share bytes [{max(a.low, b.low)}, {min(a.high, b.high)}) ({why})"
        )
    return (
        f"{va.buffer.label}: {va.label} {va.thread_text(a.coords)} bytes [{a.low}, "
        f"{a.high}) and "
        f"{vb.label} {vb.thread_text(b.coords)} bytes [{b.low}, {b.high}) overlap "
        f"({why})"
    )


def _same_instance(a: Instance, b: Instance) -> bool:
    """Same view and same threads inside the scope: one instance, not two."""
    if a.view is not b.view or a.coords is None or b.coords is None:
        return False
    inner = sum(stop - start for start, stop in a.view.loop_slices.values())
    return a.coords[:inner] == b.coords[:inner]


def _check_threads(
    buffer: MergedBuffer, instances: list[Instance], report: _Reporter
) -> None:
    """(A): threads of one parallel-loop execution never share bytes."""
    for view in buffer.views:
        if view.dynamic_loops and view.liveness.interval is not None and view.size:
            loop = view.dynamic_loops[0]
            report.add(
                OVERLAP,
                f"{_where(view)}: the same bytes serve every thread of the "
                "dynamic-bound "
                f"{op_name(loop)} (a race unless it runs at most one iteration)",
                [view],
            )
    by_loop: dict[Operation, list[Instance]] = defaultdict(list)
    for inst in instances:
        if inst.view.liveness.interval is None or inst.low >= inst.high:
            continue
        for loop in inst.view.parallel_loops:
            by_loop[loop].append(inst)
    for loop, members in by_loop.items():
        groups: dict[
            tuple[int, ...], list[tuple[int, int, tuple[int, ...], Instance]]
        ] = defaultdict(list)
        hulls: list[Instance] = []
        for inst in members:
            if inst.coords is None:
                hulls.append(inst)
                continue
            start, stop = inst.view.loop_slices[loop]
            groups[inst.coords[:start]].append(
                (inst.low, inst.high, inst.coords[start:stop], inst)
            )
        for group in groups.values():
            _sweep_groups(group, report, f"concurrent threads of {op_name(loop)}")
        for hull in hulls:
            for other in members:
                if (
                    other is not hull
                    and other.low < hull.high
                    and hull.low < other.high
                    and not _threads_apart(hull.view, other.view)
                ):
                    report.add(
                        OVERLAP,
                        _pair_message(
                            hull, other, f"concurrent threads of {op_name(loop)}"
                        ),
                        [hull.view, other.view],
                    )


def _sweep_groups(
    items: list[tuple[int, int, tuple[int, ...], Instance]], report: _Reporter, why: str
) -> None:
    """Find byte overlaps between intervals of different sub-groups (threads)."""
    items.sort(key=lambda item: (item[0], item[1]))
    best: tuple[int, tuple[int, ...], Instance] | None = None
    second: tuple[int, tuple[int, ...], Instance] | None = None
    for low, high, sub, inst in items:
        if best is not None:
            if best[0] > low and best[1] != sub:
                report.add(
                    OVERLAP,
                    _pair_message(best[2], inst, why),
                    [best[2].view, inst.view],
                )
            elif second is not None and second[0] > low:
                report.add(
                    OVERLAP,
                    _pair_message(second[2], inst, why),
                    [second[2].view, inst.view],
                )
        entry = (high, sub, inst)
        if best is None or high > best[0]:
            if best is not None and best[1] != sub:
                second = best
            best = entry
        elif sub != best[1] and (second is None or high > second[0]):
            second = entry


class _ActiveSet:
    """Byte intervals ``(low, high, key)`` of live instances, sorted by ``low``."""

    def __init__(self) -> None:
        self._items = SortedList()

    def add(self, item: tuple[int, int, int]) -> None:
        self._items.add(item)  # pyright: ignore[reportUnknownMemberType]

    def remove(self, item: tuple[int, int, int]) -> None:
        self._items.remove(item)  # pyright: ignore[reportUnknownMemberType]

    def bisect_left(self, item: tuple[int, int, int]) -> int:
        return cast(int, self._items.bisect_left(item))  # pyright: ignore[reportUnknownMemberType]

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index: int) -> tuple[int, int, int]:
        return cast(tuple[int, int, int], self._items[index])


def _check_time(
    instances: list[Instance], report: _Reporter, rule: InplaceRule | None = None
) -> None:
    """(B): rectangles (liveness x bytes) must not intersect.

    Hull instances of views with interleaved per-thread slots
    (`_interleaved_slots`) may overlap as hulls. The one exception is an
    in-place pair
    (`merge_alloc.verify.check.inplace_pairs`): the reuser starts where the
    donor ends its last op, at the donor's first byte. While the donor is live
    the reuser's bytes lie inside the donor's, so the reuser is set aside and
    entered into the sweep when the donor ends; anything that overlaps it
    before then overlaps the donor too."""
    events: list[tuple[int, int, int]] = []
    live = [
        inst
        for inst in instances
        if inst.view.liveness.interval is not None and inst.low < inst.high
    ]
    for k, inst in enumerate(live):
        interval = inst.view.liveness.interval
        assert interval is not None
        events.append((interval[0], 0, k))
        events.append((interval[1], 1, k))
    events.sort()
    active = _ActiveSet()
    inserted: set[int] = set()
    ended: set[int] = set()
    waiting: dict[int, list[int]] = {}
    hulls: dict[int, None] = {}
    """Live hull instances (views with too many threads to enumerate): two
    with interleaved slots overlap as hulls without sharing a byte, so they
    are checked against every live instance rather than kept in the
    pairwise-disjoint `active` set."""

    def start(k: int) -> None:
        inst = live[k]
        key = (inst.low, inst.high, k)
        clash: Instance | None = None
        clash_k = -1
        pos = active.bisect_left(key)
        candidates: list[int] = []
        if pos > 0:
            candidates.append(pos - 1)
        if pos < len(active):
            candidates.append(pos)
        for c in candidates:
            o_low, o_high, o_k = active[c]
            if (
                o_low < inst.high
                and inst.low < o_high
                and not _same_instance(inst, live[o_k])
            ):
                clash, clash_k = live[o_k], o_k
                break
        for o_k in hulls if clash is None else ():
            other = live[o_k]
            if (
                other.low < inst.high
                and inst.low < other.high
                and not (
                    inst.coords is None and _interleaved_slots(inst.view, other.view)
                )
            ):
                clash, clash_k = other, o_k
                break
        if clash is not None:
            if rule is not None and _inplace(rule, clash, inst):
                waiting.setdefault(clash_k, []).append(k)
                return
            why = "both live at the same time"
            if clash.view is inst.view:
                why = "concurrent threads"
            report.add(
                OVERLAP, _pair_message(clash, inst, why), [clash.view, inst.view]
            )
            return
        if inst.coords is None:
            hulls[k] = None  # may overlap other hulls: kept out of `active`
        else:
            active.add(key)
        inserted.add(k)

    for _, kind, k in events:
        if kind == 0:
            start(k)
            continue
        ended.add(k)
        if k in hulls:
            del hulls[k]
        elif k in inserted:
            inst = live[k]
            active.remove((inst.low, inst.high, k))
        for reuser in waiting.pop(k, []):
            if reuser not in ended:
                start(reuser)


def _inplace(rule: InplaceRule, donor: Instance, reuser: Instance) -> bool:
    """Whether the overlap of two live instances is an accepted in-place pair."""
    if donor.view is reuser.view or donor.coords != reuser.coords:
        return False
    if donor.low != reuser.low or reuser.high > donor.high:
        return False
    donor_live = donor.view.liveness.interval
    reuser_live = reuser.view.liveness.interval
    if donor_live is None or reuser_live is None:
        return False
    return rule.allowed(
        donor.view.op,
        donor_live,
        donor.view.liveness.aliases,
        reuser.view.op,
        reuser_live,
        reuser.view.liveness.aliases,
    )


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
    reporter = _Reporter()
    buffers = find_buffers(after)
    for buffer in buffers:
        describe_views(buffer, numbering, index_bitwidth)
    if before is not None:
        _compare(before, after, buffers, reporter)
        for message in packed_constant_errors(before, after, index_bitwidth):
            reporter.add(MISMATCH, message, [])
    views = 0
    for buffer in buffers:
        views += len(buffer.views)
        instances = _instances(buffer, reporter)
        _check_threads(buffer, instances, reporter)
        _check_time(instances, reporter, rule)
    return CheckReport(reporter.violations, len(buffers), views)


def _sym(op: Operation) -> str:
    sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
    data = getattr(sym, "data", None)
    return "@" + data if isinstance(data, str) else "@?"


def _alloc_alignment(op: Operation) -> int:
    attr = op.properties.get("alignment") or op.attributes.get("alignment")
    data = getattr(getattr(attr, "value", None), "data", None)
    return data if isinstance(data, int) else 1


def _passes_workspace(op: Operation) -> bool:
    """A view or alloc made for a callee's workspace (whole-module planning):
    no alloc of ``before`` stands for it. (A caller whose own buffers are not
    merged, e.g. because it deallocates the callee's result, gives the callee
    a workspace of its own ``memref.alloc``.)"""
    uses = list(op.results[0].uses)
    return bool(uses) and all(
        op_name(use.operation) == "func.call"
        and workspace_parameter(use.operation, use.index) is not None
        for use in uses
    )


def _compare(
    before: ModuleOp, after: ModuleOp, buffers: list[MergedBuffer], report: _Reporter
) -> None:
    """Sanity against the input: same functions, one view per removed alloc.

    The pass places each view where its alloc was, so the allocs of a function
    in ``before`` (pre-order) line up with the views and the untouched allocs
    of ``after``; that pairing gives each view its original alignment.
    """
    merged_ops = {b.op for b in buffers}
    views = {
        v.op: v
        for b in buffers
        for v in b.views
        if not _passes_workspace(v.op) and INPUT_ATTR not in v.op.attributes
    }
    old_funcs = {_sym(op): op for op in before.walk() if op_name(op) == "func.func"}
    new_funcs = {
        _sym(op): op
        for op in after.walk()
        if op_name(op) == "func.func" and "merge_alloc.generated" not in op.attributes
    }
    if set(old_funcs) != set(new_funcs):
        report.add(
            MISMATCH,
            f"functions differ: before has {sorted(old_funcs)}, after has "
            f"{sorted(new_funcs)}",
            [],
        )
    for name in sorted(set(old_funcs) & set(new_funcs)):
        old = [op for op in old_funcs[name].walk() if op_name(op) == "memref.alloc"]
        new = [
            op
            for op in new_funcs[name].walk()
            if (
                op_name(op) == "memref.alloc"
                and op not in merged_ops
                and not _passes_workspace(op)
            )
            or op in views
        ]
        old_types = [str(op.results[0].type) for op in old]
        new_types = [str(op.results[0].type) for op in new]
        if old_types == new_types:
            for original, replacement in zip(old, new, strict=False):
                if replacement in views:
                    views[replacement].required_alignment = _alloc_alignment(original)
            continue
        if Counter(old_types) != Counter(new_types):
            missing = Counter(old_types) - Counter(new_types)
            extra = Counter(new_types) - Counter(old_types)
            report.add(
                MISMATCH,
                f"@{name.lstrip('@')}: allocs of before vs views+allocs of after "
                "differ "
                f"(missing {dict(missing)}, extra {dict(extra)})",
                [],
            )
            continue
        strictest: dict[str, int] = defaultdict(lambda: 1)
        for op in old:
            key = str(op.results[0].type)
            strictest[key] = max(strictest[key], _alloc_alignment(op))
        for op in new:
            if op in views:
                views[op].required_alignment = strictest[str(op.results[0].type)]
