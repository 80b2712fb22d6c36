"""The two sweeps over a buffer's instances (see `merge_alloc.verify.check.checker`):
(A) threads of one parallel-loop execution never share bytes, (B) instances
whose liveness intervals meet never share bytes (in-place pairs excepted)."""

from __future__ import annotations

from collections import defaultdict
from typing import cast

from sortedcontainers import SortedList
from xdsl.ir import Operation

from merge_alloc.verify.check.inplace_pairs import InplaceRule
from merge_alloc.verify.check.slots import interleaved_slots, threads_apart
from merge_alloc.verify.check.structure import op_name
from merge_alloc.verify.check.views import Instance, MergedBuffer
from merge_alloc.verify.check.violations import (
    OVERLAP,
    Reporter,
    pair_message,
    view_where,
)


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
