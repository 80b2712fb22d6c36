"""The overlap checks of one merged buffer: its views' per-thread slots, the
in-place pairs it may accept, and the two sweeps over them.

In the order the checker runs them: views become per-thread instances
(first), the one accepted overlap (in-place pairs) is recognised, and the
sweeps (A) and (B) of `merge_alloc.verify.check.checker` compare instances.

Per-thread byte ranges of a merged buffer's views.

Each view becomes one `Instance` per thread of the parallel loops around it
(enumerated), or, above `PER_VIEW_THREAD_LIMIT` threads, one *hull*
instance for all threads, reasoned on the offset's affine form: its slots
are proven disjoint by the nested-block argument, and two hull views are
compared through their slot layouts (`threads_apart`, `interleaved_slots`).
Bounds and alignment are checked per instance here.
"""

from __future__ import annotations

from collections import defaultdict
from math import lcm
from typing import cast

from sortedcontainers import SortedList
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    MemRefType,
    StringAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap

from merge_alloc.verify.check.offsets import Affine, Unknown, to_affine
from merge_alloc.verify.check.structure import Numbering, attribute, op_name
from merge_alloc.verify.check.views import (
    Instance,
    MergedBuffer,
    ViewRecord,
    element_bytes,
)
from merge_alloc.verify.check.violations import (
    MISALIGNED,
    OUT_OF_BOUNDS,
    OVERLAP,
    UNVERIFIABLE,
    Reporter,
    pair_message,
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


# In-place pairs: the one overlap of live views the checker accepts.
#
# merge-alloc may give the output of an element-wise op the bytes of an input
# that op reads for the last time (`inplace` option). Two views then share
# bytes while both are live -- during that one op. The checker accepts such a
# pair only if it can see for itself, from the IR, that it is safe:
#
# * the donor's liveness ends exactly where an op ``O`` ends and the reuser's
#   starts exactly where ``O`` starts, and both start at the same byte with the
#   reuser no larger (checked on the instances by the caller);
# * ``O`` is ``linalg.generic`` with only parallel iterators,
#   ``linalg.elementwise`` (parallel by definition; its ``indexing_maps``,
#   the identity when absent), or a named element-wise op (identity maps);
# * ``O`` reads the whole donor through an input (the view, or
#   ``memref.cast``s of it) and writes the whole reuser through an output, with
#   the same indexing map, a permutation, and the same shape and element size:
#   every element is read at the address it is then written at;
# * no other operand of ``O`` reaches the donor except whole at the same map,
#   none reaches the reuser, the body does not read the output's old value and
#   touches neither view.
#
# Anything else that overlaps stays an overlap.

ELEMENTWISE_NAMED = frozenset(
    {
        "linalg.add",
        "linalg.sub",
        "linalg.mul",
        "linalg.div",
        "linalg.div_unsigned",
        "linalg.max",
        "linalg.min",
        "linalg.exp",
        "linalg.log",
        "linalg.sqrt",
        "linalg.rsqrt",
        "linalg.abs",
        "linalg.ceil",
        "linalg.floor",
        "linalg.negf",
        "linalg.reciprocal",
        "linalg.round",
        "linalg.square",
        "linalg.tanh",
        "linalg.erf",
        "linalg.powf",
        "linalg.copy",
        "linalg.select",
    }
)
"""Named linalg ops whose operands all use the identity indexing map."""


def _split(op: Operation) -> tuple[list[SSAValue], list[SSAValue]] | None:
    """Inputs and outputs of a linalg op (from ``operandSegmentSizes``)."""
    sizes = attribute(op, "operandSegmentSizes")
    if not isinstance(sizes, DenseArrayBase):
        return None
    counts = [int(v) for v in sizes.get_values()]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if len(counts) != 2 or sum(counts) != len(op.operands):
        return None
    operands = list(op.operands)
    return operands[: counts[0]], operands[counts[0] :]


def _maps(op: Operation, count: int, rank: int) -> list[AffineMap] | None:
    """Indexing maps per operand: read for ``linalg.generic``, identity for
    the named element-wise ops."""
    name = op_name(op)
    if name in ELEMENTWISE_NAMED:
        return [AffineMap.identity(rank)] * count
    if name == "linalg.elementwise":
        # Every iterator is parallel by definition; the maps are the
        # identity unless `indexing_maps` says otherwise.
        if attribute(op, "indexing_maps") is None:
            return [AffineMap.identity(rank)] * count
        return _listed_maps(op, count)
    if name != "linalg.generic":
        return None
    iterators = attribute(op, "iterator_types")
    if not isinstance(iterators, ArrayAttr):
        return None
    entries: tuple[Attribute, ...] = cast(ArrayAttr[Attribute], iterators).data
    for iterator in entries:
        text = iterator.data if isinstance(iterator, StringAttr) else str(iterator)
        if "parallel" not in text:
            return None
    return _listed_maps(op, count)


def _listed_maps(op: Operation, count: int) -> list[AffineMap] | None:
    """The op's ``indexing_maps``, one per operand."""
    maps = attribute(op, "indexing_maps")
    if not isinstance(maps, ArrayAttr):
        return None
    listed: tuple[Attribute, ...] = cast(ArrayAttr[Attribute], maps).data
    found = [m.data for m in listed if isinstance(m, AffineMapAttr)]
    return found if len(found) == count else None


def _is_permutation(affine_map: AffineMap) -> bool:
    results = affine_map.results
    if affine_map.num_symbols or len(results) != affine_map.num_dims:
        return False
    dims = {r.position for r in results if isinstance(r, AffineDimExpr)}
    return len(dims) == affine_map.num_dims == len(results)


def _shape_and_element(memref: Attribute) -> tuple[tuple[int, ...], int] | None:
    """Shape and element byte size of a memref type: two views with equal
    ones hold element ``i`` at the same byte offset."""
    if not isinstance(memref, MemRefType):
        return None
    typed = cast(MemRefType[Attribute], memref)
    size = element_bytes(typed.get_element_type())
    if size is None:
        return None
    return tuple(typed.get_shape()), size


def _whole(value: SSAValue, view: Operation) -> bool:
    """``value`` is the view's result or ``memref.cast``s of it."""
    while True:
        if value is view.results[0]:
            return True
        owner = value.owner
        if not isinstance(owner, Operation) or op_name(owner) != "memref.cast":
            return False
        value = owner.operands[0]


def _touches(op: Operation, values: set[SSAValue]) -> bool:
    for region in op.regions:
        for inner in region.walk():
            if any(operand in values for operand in inner.operands):
                return True
    return False


class InplaceRule:
    """Answers ``allowed(donor, reuser)`` for the views of one module."""

    def __init__(self, numbering: Numbering) -> None:
        self.numbering = numbering
        self._at: dict[int, Operation] | None = None

    def _op_entered_at(self, point: int) -> Operation | None:
        if self._at is None:
            self._at = {k: op for op, k in self.numbering.enter.items()}
        return self._at.get(point)

    def allowed(
        self,
        donor: Operation,
        donor_live: tuple[int, int],
        donor_aliases: set[SSAValue],
        reuser: Operation,
        reuser_live: tuple[int, int],
        reuser_aliases: set[SSAValue],
    ) -> bool:
        op = self._op_entered_at(reuser_live[0])
        if op is None or self.numbering.exit[op] != donor_live[1]:
            return False
        split = _split(op)
        shape = _shape_and_element(donor.results[0].type)
        if (
            split is None
            or shape is None
            or shape != _shape_and_element(reuser.results[0].type)
        ):
            return False
        inputs, outputs = split
        operands = [*inputs, *outputs]
        maps = _maps(op, len(operands), len(shape[0]))
        if maps is None:
            return False
        reads = [k for k, v in enumerate(inputs) if v in donor_aliases]
        writes = [k for k, v in enumerate(outputs) if v in reuser_aliases]
        if not reads or len(writes) != 1:
            return False
        q = len(inputs) + writes[0]
        if not _whole(operands[q], reuser) or not _is_permutation(maps[q]):
            return False
        if any(v in donor_aliases for v in outputs):
            return False
        if any(v in reuser_aliases for v in inputs):
            return False
        for p in reads:
            if not _whole(operands[p], donor) or maps[p] != maps[q]:
                return False
        body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
        if body is not None and q < len(body.args) and body.args[q].uses:
            return False
        return not _touches(op, donor_aliases | reuser_aliases)


# The two sweeps over a buffer's instances (see `merge_alloc.verify.check.checker`):
# (A) threads of one parallel-loop execution never share bytes, (B) instances
# whose liveness intervals meet never share bytes (in-place pairs excepted).


def _same_instance(a: Instance, b: Instance) -> bool:
    """Same view and same threads inside the scope: one instance, not two."""
    if a.view is not b.view or a.coords is None or b.coords is None:
        return False
    inner = sum(stop - start for start, stop in a.view.loop_slices.values())
    return a.coords[:inner] == b.coords[:inner]


def check_threads(
    buffer: MergedBuffer, instances: list[Instance], report: Reporter
) -> None:
    """(A): threads of one parallel-loop execution never share bytes."""
    for view in buffer.views:
        if view.dynamic_loops and view.liveness.interval is not None and view.size:
            loop = view.dynamic_loops[0]
            report.add(
                OVERLAP,
                f"{view_where(view)}: the same bytes serve every thread of the "
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
                    and not threads_apart(hull.view, other.view)
                ):
                    report.add(
                        OVERLAP,
                        pair_message(
                            hull, other, f"concurrent threads of {op_name(loop)}"
                        ),
                        [hull.view, other.view],
                    )


def _sweep_groups(
    items: list[tuple[int, int, tuple[int, ...], Instance]], report: Reporter, why: str
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
                    pair_message(best[2], inst, why),
                    [best[2].view, inst.view],
                )
            elif second is not None and second[0] > low:
                report.add(
                    OVERLAP,
                    pair_message(second[2], inst, why),
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


def check_time(
    instances: list[Instance], report: Reporter, rule: InplaceRule | None = None
) -> None:
    """(B): rectangles (liveness x bytes) must not intersect.

    Hull instances of views with interleaved per-thread slots
    (`interleaved_slots`) may overlap as hulls. The one exception is an
    in-place pair
    (`merge_alloc.verify.check.sweeps`): the reuser starts where the
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
                    inst.coords is None and interleaved_slots(inst.view, other.view)
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
            reasons = {clash.view.liveness.reason, inst.view.liveness.reason}
            why = "; ".join([why, *sorted(r for r in reasons if r)])
            report.add(OVERLAP, pair_message(clash, inst, why), [clash.view, inst.view])
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
