"""Accepting in-place hints in any planner: pre-merge donor and reuser.

An `InplaceHint(donor, reuser)` says the reuser may start at the donor's
offset although their lifetimes touch (the op that reads the donor for the
last time writes the reuser element by element). The simplest way to accept
it whatever the planner: replace the pair by one buffer that lives from the
donor's first tick to the reuser's last, as large as the larger of the two
(the donor), with the stricter alignment; plan that; then give both the
merged buffer's offset. A chain of hints (`a -> b -> c`) becomes one buffer.

This never makes a plan invalid: the merged buffer conflicts with everything
either member conflicts with. It can cost bytes only when the union of the
two lifetimes covers ticks neither needs, which the collector's hints never
do (the donor's last tick is the reuser's first).

`accepting_inplace(planner)` wraps any planner; `premerge` is the step
itself, for planners that want to combine it with their own search.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from merge_alloc.planning.problem import (
    BufferLifetime,
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
)


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
