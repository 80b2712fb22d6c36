"""The data a memory planner consumes and produces: the planner contract.

A planner never sees IR. It receives one allocation scope as a
`PlanningProblem` -- the buffers (byte size, required alignment, lifetime),
the granularity of the arena, optionally an explicit conflict relation and
in-place hints -- and answers with a `MemorySchedule`: the arena size and a
byte offset per buffer. This is what makes planners testable,
benchmarkable on recorded traces (see `trace_csv`) and replaceable by users.
The contract is written down in `docs/planners.md`.

Two buffers *conflict* (must not share a byte) when their lifetimes
intersect, or, when the problem carries an explicit `conflicts` relation,
when that relation says so. The explicit relation is always a subset of
lifetime overlap (the collector only ever removes conflicts that intervals
would report, e.g. between mutually exclusive branches), so a planner that
only looks at intervals still produces a valid plan, just not always the
smallest one.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, cast

from sortedcontainers import SortedList  # pyright: ignore[reportMissingTypeStubs]

from merge_alloc.planning.alignment import aligned, is_power_of_two


@dataclass(frozen=True, slots=True)
class BufferLifetime:
    """One buffer to place.

    `first` and `last` are inclusive ticks: the buffer is live at every tick
    `t` with `first <= t <= last`. A buffer that is never accessed has
    `first == last == -1` (it is still placed, at the very start of the
    timeline).

    `alignment` is the byte alignment this buffer's offset needs (a power of
    two): the largest of the alloc's own `alignment` attribute, its element's
    ABI alignment and the pass option. The arena itself is aligned to the
    largest alignment of its buffers, so an offset that is a multiple of it
    gives an address that is too.

    `order` breaks ties between buffers whose events coincide; the tick-based
    collector uses the tick of the `memref.alloc`, so the result does not
    depend on hash order.
    """

    id: int
    size: int
    first: int
    last: int
    order: int = 0
    alignment: int = 1

    def overlaps(self, other: BufferLifetime) -> bool:
        """Whether the two lifetimes share a tick."""
        return self.first <= other.last and other.first <= self.last


@dataclass(frozen=True, slots=True)
class InplaceHint:
    """`reuser` may take exactly the bytes of `donor` although they conflict.

    The donor is read for the last time by the op that first writes the
    reuser, element by element at the same index, so sharing the same start
    offset is safe (see `docs/lifetimes.md`). A planner may accept the hint
    (give both the same offset) or ignore it; any other overlap stays
    forbidden. The reuser is never larger than the donor.
    """

    donor: int
    reuser: int


@dataclass(frozen=True)
class PlanningProblem:
    """One allocation scope's buffers, as every planner receives them.

    `alignment` is the granularity of the arena (the pass option): every
    buffer occupies its size rounded up to it (`reserved`), and every offset is
    a multiple of both it and the buffer's own alignment (`alignment_of`).
    `conflicts`, when given, maps each buffer id to the ids it must not share
    bytes with and replaces lifetime overlap; it is symmetric and a subset of
    lifetime overlap.
    """

    buffers: Sequence[BufferLifetime]
    alignment: int = 1
    conflicts: Mapping[int, frozenset[int]] | None = None
    inplace: Sequence[InplaceHint] = ()
    _by_id: dict[int, BufferLifetime] = field(
        default_factory=dict[int, BufferLifetime], init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        if not is_power_of_two(self.alignment):
            raise ValueError(
                f"alignment must be a positive power of two, got {self.alignment}"
            )
        for buffer in self.buffers:
            if not is_power_of_two(buffer.alignment):
                raise ValueError(
                    f"buffer {buffer.id}: alignment must be a positive power of "
                    f"two, got {buffer.alignment}"
                )
            if buffer.id in self._by_id:
                raise ValueError(f"buffer id {buffer.id} appears twice")
            self._by_id[buffer.id] = buffer

    def buffer(self, buffer_id: int) -> BufferLifetime:
        return self._by_id[buffer_id]

    def alignment_of(self, buffer: BufferLifetime) -> int:
        """The alignment `buffer`'s offset must have."""
        return max(buffer.alignment, self.alignment)

    def reserved(self, buffer: BufferLifetime) -> int:
        """The bytes `buffer` occupies: its size rounded up to the granularity."""
        return aligned(buffer.size, self.alignment)

    @property
    def max_alignment(self) -> int:
        """The largest alignment any offset needs (the arena's alignment)."""
        return max((buffer.alignment for buffer in self.buffers), default=1)

    @property
    def uniform_alignment(self) -> int:
        """One alignment that satisfies every buffer: the granularity, raised
        to the largest buffer alignment. Planners that place every buffer at
        one granularity use it (at the price of some padding)."""
        return max(self.alignment, self.max_alignment)

    def conflict(self, a: BufferLifetime, b: BufferLifetime) -> bool:
        """Whether `a` and `b` must not share bytes (ignoring in-place hints)."""
        if a.id == b.id:
            return False
        if self.conflicts is not None:
            return b.id in self.conflicts.get(a.id, frozenset())
        return a.overlaps(b)

    def conflict_pairs(self) -> Iterator[tuple[BufferLifetime, BufferLifetime]]:
        """Every conflicting pair once, in O(n log n + pairs)."""
        if self.conflicts is not None:
            for buffer in self.buffers:
                for other_id in sorted(self.conflicts.get(buffer.id, ())):
                    if other_id > buffer.id:
                        yield buffer, self._by_id[other_id]
            return
        starts = sorted(self.buffers, key=lambda b: (b.first, b.id))
        live: list[BufferLifetime] = []
        for buffer in starts:
            live = [other for other in live if other.last >= buffer.first]
            for other in live:
                yield other, buffer
            live.append(buffer)

    def lower_bound(self) -> int:
        """A lower bound of any valid arena.

        With interval conflicts it is the peak of live bytes (sizes rounded to
        the granularity), which every plan must hold at once. With an explicit
        relation the buffers live at one tick need not all conflict, so the
        bound is, per tick, the heaviest set of live buffers that pairwise
        conflict found greedily (largest first): still a set that no plan can
        overlap, so still a valid bound, if not always the tightest.

        In-place hints let a donor and its reuser share bytes, so a bound
        that counts both would exclude valid plans: while both are live the
        pair counts as its larger member (with interval conflicts: the sum of
        live bytes minus, for each hinted pair live together, the smaller of
        the two, which no union of the buffers can undercut; with explicit
        conflicts a hinted pair never joins the same set).
        """
        hinted = {(hint.donor, hint.reuser) for hint in self.inplace}
        hinted |= {(reuser, donor) for donor, reuser in hinted}
        if self.conflicts is None:
            if not self.inplace:
                return peak_live_bytes(self.buffers, self.alignment)
            return self._peak_with_shared_pairs()
        best = 0
        starts = sorted(self.buffers, key=lambda b: (b.first, b.id))
        live: list[BufferLifetime] = []
        for buffer in starts:
            live = [other for other in live if other.last >= buffer.first]
            live.append(buffer)
            clique: list[BufferLifetime] = []
            for candidate in sorted(live, key=lambda b: (-b.size, b.id)):
                if all(
                    self.conflict(candidate, member)
                    and (candidate.id, member.id) not in hinted
                    for member in clique
                ):
                    clique.append(candidate)
            best = max(best, sum(self.reserved(member) for member in clique))
        return best

    def _peak_with_shared_pairs(self) -> int:
        """`peak_live_bytes`, less the smaller member of every hinted pair
        over the ticks where both are live."""
        events = _live_byte_events(self.buffers, self.alignment)
        for hint in self.inplace:
            donor, reuser = self.buffer(hint.donor), self.buffer(hint.reuser)
            first = max(donor.first, reuser.first)
            last = min(donor.last, reuser.last)
            if first <= last:
                shared = aligned(min(donor.size, reuser.size), self.alignment)
                events += [(first, -shared), (last + 1, shared)]
        return peak_of_events(events)


@dataclass(frozen=True, slots=True)
class MemorySchedule:
    """A planner's answer: the arena size and the byte offset of each buffer id.

    `proven_optimal` is set by planners that prove no smaller arena exists
    (an exact solver, or a plan whose total equals the lower bound).
    """

    total: int
    offsets: Mapping[int, int]
    proven_optimal: bool = False


class MemoryPlanner(Protocol):
    """A planner: places the buffers of `problem` in one arena.

    Contract (checked by `validate_schedule` on every plan the pass uses):
    every buffer has an offset that is a non-negative multiple of
    `problem.alignment_of(buffer)`; `offset + size <= total`; two conflicting
    buffers occupy disjoint byte ranges unless an in-place hint pairs them at
    the same offset. Planners are deterministic: the same problem gives the
    same offsets.
    """

    def __call__(self, problem: PlanningProblem) -> MemorySchedule: ...


def peak_live_bytes(buffers: Sequence[BufferLifetime], alignment: int = 1) -> int:
    """The lower bound of any plan with interval conflicts: the largest sum of
    sizes live at one tick.

    Sizes are rounded up to `alignment`, as every planner here must do.
    """
    return peak_of_events(_live_byte_events(buffers, alignment))


def _live_byte_events(
    buffers: Sequence[BufferLifetime], alignment: int
) -> list[tuple[int, int]]:
    """`(tick, change of live bytes)`: each buffer adds its rounded size at
    its first tick and removes it after its last."""
    events: list[tuple[int, int]] = []
    for buffer in buffers:
        size = aligned(buffer.size, alignment)
        events += [(buffer.first, size), (buffer.last + 1, -size)]
    return events


def peak_of_events(events: list[tuple[int, int]]) -> int:
    """The largest running sum of `events` at any tick. At equal ticks the
    decreases apply first (intervals are inclusive, so a buffer ending at t-1
    is gone before one starting at t), and the running sum then only rises
    towards that tick's value."""
    events.sort()
    live = peak = 0
    for _, delta in events:
        live += delta
        peak = max(peak, live)
    return peak


class ScheduleError(ValueError):
    """A schedule violates the planner contract."""


def _integer(value: object, what: str) -> int:
    """`value` as a Python int: numpy's integers convert (`operator.index`),
    anything else (a float, a bool, a string) is a `ScheduleError`."""
    if type(value) is int:
        return value
    if isinstance(value, bool):
        raise ScheduleError(f"{what} is a bool ({value}), not an integer")
    try:
        return operator.index(value)  # pyright: ignore[reportArgumentType]
    except TypeError:
        raise ScheduleError(
            f"{what} is a {type(value).__name__} ({value!r}), not an integer"
        ) from None


def integral_schedule(schedule: MemorySchedule) -> MemorySchedule:
    """`schedule` with its total and offsets as Python ints.

    A planner registered from Python may compute offsets with numpy (whose
    integers the IR's integer attributes refuse) or by mistake as floats;
    `validate_schedule` would accept 65536.0 as a multiple of 64, and the
    rewrite then fails deep in xDSL. Integers of any kind are converted, the
    rest is a `ScheduleError` naming the buffer.
    """
    offsets = schedule.offsets
    if type(schedule.total) is int and all(type(v) is int for v in offsets.values()):
        return schedule
    integral = {
        buffer_id: _integer(offset, f"buffer {buffer_id}: offset")
        for buffer_id, offset in offsets.items()
    }
    total = _integer(schedule.total, "the total")
    return MemorySchedule(total, integral, schedule.proven_optimal)


def _inplace_allowed(
    problem: PlanningProblem,
    schedule: MemorySchedule,
    a: BufferLifetime,
    b: BufferLifetime,
    pairs: set[tuple[int, int]],
) -> bool:
    if (a.id, b.id) in pairs:
        donor, reuser = a, b
    elif (b.id, a.id) in pairs:
        donor, reuser = b, a
    else:
        return False
    same_start = schedule.offsets[donor.id] == schedule.offsets[reuser.id]
    return same_start and reuser.size <= donor.size


def validate_schedule(problem: PlanningProblem, schedule: MemorySchedule) -> None:
    """Raise `ScheduleError` unless `schedule` is a valid plan of `problem`.

    With interval conflicts and no in-place hints it sweeps the tick axis,
    keeping the live buffers ordered by offset, in O(n log n); otherwise it
    checks every conflicting pair.
    """
    for buffer in problem.buffers:
        if buffer.id not in schedule.offsets:
            raise ScheduleError(f"buffer {buffer.id} has no offset")
        offset = schedule.offsets[buffer.id]
        alignment = problem.alignment_of(buffer)
        if offset < 0 or offset % alignment:
            raise ScheduleError(
                f"buffer {buffer.id}: offset {offset} is not a non-negative "
                f"multiple of {alignment}"
            )
        if offset + buffer.size > schedule.total:
            raise ScheduleError(
                f"buffer {buffer.id}: [{offset}, {offset + buffer.size}) lies "
                f"outside the arena of {schedule.total} bytes"
            )
    if problem.conflicts is None and not problem.inplace:
        _sweep(problem.buffers, schedule)
        return
    pairs = {(hint.donor, hint.reuser) for hint in problem.inplace}
    for a, b in problem.conflict_pairs():
        if a.size <= 0 or b.size <= 0:
            continue
        start_a, start_b = schedule.offsets[a.id], schedule.offsets[b.id]
        disjoint = start_a + a.size <= start_b or start_b + b.size <= start_a
        if not disjoint and not _inplace_allowed(problem, schedule, a, b, pairs):
            raise ScheduleError(f"buffers {a.id} and {b.id} conflict and share bytes")


def _sweep(buffers: Sequence[BufferLifetime], schedule: MemorySchedule) -> None:
    """At each tick, the live set must be pairwise byte-disjoint. Live buffers
    are kept ordered by offset; they are disjoint, so a new buffer can only
    collide with its two neighbours in that order."""
    starts = sorted(buffers, key=lambda b: (b.first, b.id))
    ends = sorted(buffers, key=lambda b: (b.last, b.id))
    # Entries (offset, id, size); ids are unique, so sizes never decide order.
    live: Any = SortedList()
    end_index = 0
    for buffer in starts:
        while end_index < len(ends) and ends[end_index].last < buffer.first:
            ended = ends[end_index]
            live.discard((schedule.offsets[ended.id], ended.id, ended.size))
            end_index += 1
        if buffer.size <= 0:
            continue
        entry = (schedule.offsets[buffer.id], buffer.id, buffer.size)
        position = cast(int, live.bisect_left(entry))
        neighbours = cast(
            list[tuple[int, int, int]], live[max(0, position - 1) : position + 1]
        )
        offset = entry[0]
        for other, other_id, other_size in neighbours:
            if offset < other + other_size and other < offset + buffer.size:
                raise ScheduleError(
                    f"buffers {other_id} and {buffer.id} are live at the "
                    f"same time and share bytes"
                )
        live.add(entry)
