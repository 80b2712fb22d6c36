"""The data a memory planner consumes and produces: the planner contract.

A planner never sees IR. It receives one allocation scope as a
`PlanningProblem` -- the buffers (byte size, required alignment, lifetime),
the granularity of the arena, optionally an explicit conflict relation and
in-place hints -- and answers with a `MemorySchedule`: the arena size and a
byte offset per buffer. This is what makes planners testable,
benchmarkable on recorded traces (see `traces`) and replaceable by users.
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

from sortedcontainers import SortedList

# Byte alignment: the one place that says what an alignment is and how to
# round to it.
#
# Every alignment in merge-alloc (the pass option, an alloc's `alignment`
# attribute, a pool's, the constants') is a positive power of two, and every
# size or offset is rounded *up* to one. IR-free, so planners, analyses and the
# option checks share it. (The plan checker, `merge_alloc.verify.check`, keeps
# its own arithmetic on purpose: it shares no code with the pass.)


def is_power_of_two(value: int) -> bool:
    """Whether `value` can be an alignment: a positive power of two."""
    return value > 0 and value & (value - 1) == 0


def aligned(size: int, alignment: int) -> int:
    """`size` rounded up to a multiple of `alignment`.

    Planners' innermost loops write the same `-(-size // alignment) *
    alignment` inline (a call costs more than the arithmetic there)."""
    return -(-size // alignment) * alignment


def power_of_two_at_least(value: int) -> int:
    """The smallest power of two that is at least `value` (1 for `value <= 1`)."""
    return 1 << max(0, (value - 1).bit_length())


def largest_index(index_bitwidth: int) -> int:
    """The largest value of an `index` the lowering makes `index_bitwidth`
    bits wide (signed): every byte size and offset the pass prints as an
    `index` constant or a memref dimension must fit it, or the lowered
    program computes with wrapped addresses."""
    return (1 << (index_bitwidth - 1)) - 1


def alignment_problem(alignment: int, index_bitwidth: int = 64) -> str | None:
    """Why `alignment` cannot be honoured, or None when it can.

    An alignment must be a positive power of two that an `index` offset can
    hold: the first offset above 0 a plan may use is the alignment itself, and
    the largest `index` value is 2**(index_bitwidth - 1) - 1, so at most
    2**(index_bitwidth - 2) (4611686018427387904 with 64-bit indices). The
    planners compute with unbounded integers, so every such alignment is
    representable for them (`tests/planning/test_bounded_search.py`).
    """
    if not is_power_of_two(alignment):
        return f"must be a positive power of two, got {alignment}"
    largest = 1 << (index_bitwidth - 2)
    if alignment > largest:
        return (
            f"{alignment} is beyond the address space of {index_bitwidth}-bit "
            f"indices (at most {largest})"
        )
    return None


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


# Accepting in-place hints in any planner: pre-merge donor and reuser.
#
# An `InplaceHint(donor, reuser)` says the reuser may start at the donor's
# offset although their lifetimes touch (the op that reads the donor for the
# last time writes the reuser element by element). The simplest way to accept
# it whatever the planner: replace the pair by one buffer that lives from the
# donor's first tick to the reuser's last, as large as the larger of the two
# (the donor), with the stricter alignment; plan that; then give both the
# merged buffer's offset. A chain of hints (`a -> b -> c`) becomes one buffer.
#
# This never makes a plan invalid: the merged buffer conflicts with everything
# either member conflicts with. It can cost bytes only when the union of the
# two lifetimes covers ticks neither needs, which the collector's hints never
# do (the donor's last tick is the reuser's first).
#
# `accepting_inplace(planner)` wraps any planner; `premerge` is the step
# itself, for planners that want to combine it with their own search.


@dataclass(frozen=True, slots=True)
class Premerged:
    """A problem whose hinted pairs are single buffers, and the way back."""

    problem: PlanningProblem
    members: Mapping[int, tuple[int, ...]]
    """Id of each buffer of `problem` -> ids of the original buffers it holds."""

    def expand(self, schedule: MemorySchedule) -> MemorySchedule:
        """The merged problem's schedule as a schedule of the original one."""
        offsets = {
            member: schedule.offsets[merged]
            for merged, members in self.members.items()
            for member in members
        }
        return MemorySchedule(schedule.total, offsets, schedule.proven_optimal)


def _usable_pairs(problem: PlanningProblem) -> list[tuple[int, int]]:
    """Hints that name known buffers, shrink or keep the size, and pair each
    donor and each reuser once (the first hint wins)."""
    known = {buffer.id for buffer in problem.buffers}
    donors: set[int] = set()
    reusers: set[int] = set()
    pairs: list[tuple[int, int]] = []
    for hint in problem.inplace:
        donor, reuser = hint.donor, hint.reuser
        if donor not in known or reuser not in known or donor == reuser:
            continue
        if donor in donors or reuser in reusers:
            continue
        if problem.buffer(reuser).size > problem.buffer(donor).size:
            continue
        donors.add(donor)
        reusers.add(reuser)
        pairs.append((donor, reuser))
    return pairs


@dataclass(slots=True)
class _Group:
    """Buffers merged so far: enough to tell whether another may join."""

    members: list[BufferLifetime]
    lasts: list[tuple[int, int]]
    """The two latest `(last, id)` of the members, latest first."""
    firsts: list[tuple[int, int]]
    """The two earliest `(first, id)` of the members, earliest first."""

    @staticmethod
    def of(buffer: BufferLifetime) -> _Group:
        return _Group([buffer], [(buffer.last, buffer.id)], [(buffer.first, buffer.id)])

    def last_without(self, buffer_id: int) -> int:
        """The latest last tick of the members other than `buffer_id`."""
        rest = [last for last, member in self.lasts if member != buffer_id]
        return rest[0] if rest else -(2**62)

    def first_without(self, buffer_id: int) -> int:
        """The earliest first tick of the members other than `buffer_id`."""
        rest = [first for first, member in self.firsts if member != buffer_id]
        return rest[0] if rest else 2**62

    def absorb(self, other: _Group) -> None:
        self.members.extend(other.members)
        self.lasts = sorted(self.lasts + other.lasts, reverse=True)[:2]
        self.firsts = sorted(self.firsts + other.firsts)[:2]


def premerge(problem: PlanningProblem) -> Premerged:
    """`problem` with every usable hinted pair (and chain) as one buffer.

    Two groups join through a hint `(donor, reuser)` only if, apart from
    that pair, every member of the donor's group ends before every member
    of the reuser's group starts: the merged buffer then never holds two
    lifetimes that overlap without a hint allowing it."""
    group_of: dict[int, _Group] = {
        buffer.id: _Group.of(buffer) for buffer in problem.buffers
    }
    for donor_id, reuser_id in _usable_pairs(problem):
        donor, reuser = problem.buffer(donor_id), problem.buffer(reuser_id)
        given, taken = group_of[donor_id], group_of[reuser_id]
        if given is taken or donor.first < 0 or reuser.first < 0:
            continue
        if given.last_without(donor_id) >= taken.firsts[0][0]:
            continue
        if donor.last >= taken.first_without(reuser_id):
            continue
        given.absorb(taken)
        for member in taken.members:
            group_of[member.id] = given
    merged: list[BufferLifetime] = []
    members: dict[int, tuple[int, ...]] = {}
    representative: dict[int, int] = {}
    seen: set[int] = set()
    for buffer in problem.buffers:
        group = group_of[buffer.id]
        if id(group) in seen:
            continue
        seen.add(id(group))
        head = group.members[0].id
        members[head] = tuple(b.id for b in group.members)
        for member in group.members:
            representative[member.id] = head
        if len(group.members) == 1:
            merged.append(group.members[0])
            continue
        merged.append(
            BufferLifetime(
                head,
                max(b.size for b in group.members),
                group.firsts[0][0],
                group.lasts[0][0],
                min(b.order for b in group.members),
                max(b.alignment for b in group.members),
            )
        )
    conflicts = None
    if problem.conflicts is not None:
        relation: dict[int, set[int]] = {head: set() for head in members}
        for buffer_id, others in problem.conflicts.items():
            mine = representative[buffer_id]
            relation[mine].update(representative[other] for other in others)
        conflicts = {head: frozenset(o - {head}) for head, o in relation.items()}
    return Premerged(PlanningProblem(merged, problem.alignment, conflicts), members)


def accepting_inplace(planner: MemoryPlanner) -> MemoryPlanner:
    """`planner`, made to honour the problem's in-place hints by `premerge`."""

    def plan(problem: PlanningProblem) -> MemorySchedule:
        if not problem.inplace:
            return planner(problem)
        premerged = premerge(problem)
        return premerged.expand(planner(premerged.problem))

    plan.__name__ = getattr(planner, "__name__", "planner")
    plan.__doc__ = planner.__doc__
    return plan
