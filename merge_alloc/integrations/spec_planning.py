"""ExecuTorch's tensor specs as merge-alloc planning problems, and back.

ExecuTorch's memory planning hands its algorithm a collection of
`TensorSpec`s: each has an inclusive lifetime of graph node indices, a
memory id (`mem_id`, `None` meaning the activation arena 1), a byte size
already rounded to the alignment (`allocated_memory`) and, for a tensor
stored inside another one (an in-place op's result, a slice ExecuTorch
aliases), a `storage_base` spec and a byte `storage_base_offset` into it.

This module is the planning half of `merge_alloc.integrations.executorch`:
it never imports ExecuTorch and never writes a spec, so it is tested on
small stand-ins (`tests/integrations/`). What it does follows ExecuTorch
1.5.1's own `greedy` (`exir/memory_planning.py`) wherever greedy defines
the contract (`docs/executorch.md`):

* specs are grouped by `mem_id` and each memory is planned on its own;
* a storage-backed spec is not placed: it sits at its base's offset plus
  `storage_base_offset`, in its base's memory, and must fit inside the base
  at an aligned offset; the base (followed up the chain to its root) is
  planned live over the lifetimes of everything stored in it;
* a memory's offsets start after the bytes its control-flow submodules
  reserve (`input_mem_buffer_sizes`), and each planned memory gets
  `extra_padding` bytes at its end (ExecuTorch's room for XNNPACK);
* the buffer sizes are a list indexed by `mem_id` (0, the constants, stays
  0), as long as greedy's: one past the largest memory id, at least 2.

Where ExecuTorch's greedy groups tensors into "shared objects", a planner
here gives offsets; `mem_obj_id` (which ExecuTorch's verifier requires to be
equal for any two specs whose bytes overlap) is the number of the connected
run of overlapping byte ranges a spec falls in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from merge_alloc.planning import (
    BUDGETED_PLANNERS,
    BufferLifetime,
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
    ScheduleError,
    aligned,
    get_planner,
    validate_schedule,
)

ACTIVATIONS = 1
"""The memory id ExecuTorch gives a spec whose `mem_id` is unset."""


class PlannableSpec(Protocol):
    """What the planning reads of a spec (ExecuTorch's `TensorSpec` has it all)."""

    @property
    def lifetime(self) -> Sequence[int | None]: ...
    @property
    def mem_id(self) -> int | None: ...
    @property
    def allocated_memory(self) -> int: ...
    @property
    def storage_base(self) -> PlannableSpec | None: ...
    @property
    def storage_base_offset(self) -> int: ...


class SpecPlanningError(ValueError):
    """The specs cannot be planned as given (a one-line message naming why)."""


class PoolOverflowError(SpecPlanningError):
    """A memory's plan needs more bytes than the capacity the user gave it."""


@dataclass(frozen=True, slots=True)
class SpecPlacement:
    """Where one spec goes: the same three values ExecuTorch's
    `SpecAllocResult` carries, under the same names."""

    mem_id: int
    mem_obj_id: int
    mem_offset: int


@dataclass(frozen=True)
class SpecPlan:
    """The plan of every spec given, in their order, and per memory id the
    buffer size ExecuTorch should allocate (`bufsizes`), the problem that was
    planned, the planner's schedule and the problem's lower bound."""

    placements: Sequence[SpecPlacement]
    bufsizes: Sequence[int]
    problems: Mapping[int, PlanningProblem]
    schedules: Mapping[int, MemorySchedule]

    def lower_bound(self, mem_id: int) -> int:
        """The fewest bytes any plan of `mem_id`'s specs needs (peak live bytes)."""
        problem = self.problems.get(mem_id)
        return 0 if problem is None else problem.lower_bound()


def resolve_planner(
    planner: str | MemoryPlanner, plan_seconds: float | None = None
) -> MemoryPlanner:
    """A registered planner by name (`docs/planners.md`) or a callable
    `PlanningProblem -> MemorySchedule` as is; `plan_seconds` is the budget of
    the planners that take one (`search`, `optimal`) and an error for any
    other, as the pass option `plan-seconds` is."""
    if not isinstance(planner, str):
        if plan_seconds is not None:
            raise SpecPlanningError(
                "plan_seconds applies to the registered planners "
                f"{', '.join(sorted(BUDGETED_PLANNERS))} only, not to a callable"
            )
        return planner
    if plan_seconds is not None:
        make = BUDGETED_PLANNERS.get(planner)
        if make is None:
            raise SpecPlanningError(
                f"planner {planner!r} takes no time budget (plan_seconds); "
                f"those that do: {', '.join(sorted(BUDGETED_PLANNERS))}"
            )
        if not plan_seconds > 0:
            raise SpecPlanningError(
                f"plan_seconds must be positive, got {plan_seconds}"
            )
        return make(plan_seconds)
    try:
        return get_planner(planner)
    except KeyError as error:
        raise SpecPlanningError(str(error.args[0])) from None


def _lifetime(spec: PlannableSpec, index: int) -> tuple[int, int]:
    first, last = spec.lifetime[0], spec.lifetime[1]
    if first is None or last is None:
        raise SpecPlanningError(
            f"spec {index} ({spec.allocated_memory} bytes) has no lifetime: "
            "ExecuTorch sets lifetimes before it calls the planning algorithm"
        )
    return first, last


def _memory_of(spec: PlannableSpec) -> int:
    return ACTIVATIONS if spec.mem_id is None else spec.mem_id


def _root(spec: PlannableSpec, index: int) -> PlannableSpec:
    """The spec at the bottom of `spec`'s `storage_base` chain."""
    seen: set[int] = {id(spec)}
    while spec.storage_base is not None:
        spec = spec.storage_base
        if id(spec) in seen:
            raise SpecPlanningError(
                f"spec {index}: its storage_base chain comes back to itself"
            )
        seen.add(id(spec))
    return spec


def plan_specs(
    specs: Sequence[PlannableSpec],
    alignment: int,
    planner: MemoryPlanner,
    *,
    reserved: Sequence[int] = (),
    extra_padding: int = 0,
    capacities: Mapping[int, int] | None = None,
) -> SpecPlan:
    """Plan `specs` one memory id at a time with `planner`.

    `specs` are read after ExecuTorch's `realign(alignment)` (so
    `allocated_memory` is a multiple of `alignment`); `reserved[m]` is the
    bytes at the start of memory `m` that its submodules use (ExecuTorch's
    `graph_module.input_mem_buffer_sizes`); `capacities[m]`, when given, is
    the most bytes memory `m` may take, padding and reservation included.
    Every schedule is validated before it is used.
    """
    if capacities is not None:
        for mem_id, capacity in capacities.items():
            if capacity < 0:
                raise SpecPlanningError(
                    f"mem_id {mem_id}: capacity {capacity} is negative"
                )
    position = {id(spec): index for index, spec in enumerate(specs)}
    lifetimes = [_lifetime(spec, index) for index, spec in enumerate(specs)]
    root_of: list[int] = []
    for index, spec in enumerate(specs):
        root = _root(spec, index)
        if id(root) not in position:
            raise SpecPlanningError(
                f"spec {index} is stored in a spec that is not being planned "
                "(its storage_base chain leaves the specs given)"
            )
        root_of.append(position[id(root)])

    # A root is live whenever anything stored in it is (ExecuTorch extends
    # the base's lifetime the same way before planning; doing it here too
    # keeps a root placed over every tensor that lives in its bytes).
    spans = {index: lifetimes[index] for index in set(root_of)}
    for index, root in enumerate(root_of):
        first, last = spans[root]
        spans[root] = (min(first, lifetimes[index][0]), max(last, lifetimes[index][1]))

    by_memory: dict[int, list[BufferLifetime]] = {}
    for root, (first, last) in sorted(spans.items()):
        by_memory.setdefault(_memory_of(specs[root]), []).append(
            BufferLifetime(
                root,
                specs[root].allocated_memory,
                first,
                last,
                order=root,
                alignment=alignment,
            )
        )

    offsets: dict[int, int] = {}
    problems: dict[int, PlanningProblem] = {}
    schedules: dict[int, MemorySchedule] = {}
    sizes: dict[int, int] = {}
    for mem_id, buffers in sorted(by_memory.items()):
        problem = PlanningProblem(buffers, alignment)
        schedule = planner(problem)
        try:
            validate_schedule(problem, schedule)
        except ScheduleError as error:
            raise SpecPlanningError(
                f"mem_id {mem_id}: the planner's plan is invalid: {error}"
            ) from None
        # The planned bytes start after the submodules' (rounded up, so that
        # every offset stays a multiple of the alignment).
        start = aligned(reserved[mem_id] if mem_id < len(reserved) else 0, alignment)
        for buffer in buffers:
            offsets[buffer.id] = start + schedule.offsets[buffer.id]
        problems[mem_id], schedules[mem_id] = problem, schedule
        sizes[mem_id] = start + schedule.total + extra_padding

    placements: list[SpecPlacement] = []
    object_ids = _shared_object_ids(offsets, by_memory)
    for index, root in enumerate(root_of):
        offset = offsets[root] + _offset_in_root(specs[index])
        _check_inside_base(specs[index], index, offset, position, alignment)
        placements.append(
            SpecPlacement(_memory_of(specs[root]), object_ids[root], offset)
        )

    length = max([*sizes, ACTIVATIONS]) + 1
    bufsizes = [
        sizes.get(mem_id, reserved[mem_id] if mem_id < len(reserved) else 0)
        for mem_id in range(length)
    ]
    _check_capacities(bufsizes, capacities)
    return SpecPlan(placements, bufsizes, problems, schedules)


def _offset_in_root(spec: PlannableSpec) -> int:
    """The byte offset of `spec` inside the root of its storage chain."""
    offset = 0
    while spec.storage_base is not None:
        offset += spec.storage_base_offset
        spec = spec.storage_base
    return offset


def _check_inside_base(
    spec: PlannableSpec,
    index: int,
    offset: int,
    position: Mapping[int, int],
    alignment: int,
) -> None:
    """A storage-backed spec must start non-negatively inside its base, at an
    aligned byte, and end inside it (what ExecuTorch's greedy asserts)."""
    base = spec.storage_base
    if base is None:
        return
    if spec.storage_base_offset < 0:
        raise SpecPlanningError(
            f"spec {index}: storage_base_offset {spec.storage_base_offset} is negative"
        )
    if offset % alignment:
        raise SpecPlanningError(
            f"spec {index}: storage_base_offset {spec.storage_base_offset} puts it "
            f"at byte {offset}, not a multiple of the alignment {alignment}"
        )
    if spec.storage_base_offset + spec.allocated_memory > base.allocated_memory:
        raise SpecPlanningError(
            f"spec {index}: {spec.allocated_memory} bytes at "
            f"storage_base_offset {spec.storage_base_offset} do not fit in its "
            f"base of {base.allocated_memory} bytes (spec {position[id(base)]})"
        )


def _shared_object_ids(
    offsets: Mapping[int, int],
    by_memory: Mapping[int, Sequence[BufferLifetime]],
) -> dict[int, int]:
    """Per planned root, the id of the run of overlapping byte ranges it lies
    in within its memory (numbered from 0 in address order, as ExecuTorch
    numbers its shared objects per memory): any two specs sharing a byte get
    the same id, which is what ExecuTorch's verifier asks of `mem_obj_id`.
    An empty spec shares no byte and gets an id of its own."""
    ids: dict[int, int] = {}
    for buffers in by_memory.values():
        ordered = sorted(buffers, key=lambda b: (offsets[b.id], b.id))
        next_id, run, end = 0, 0, -1
        for buffer in ordered:
            start = offsets[buffer.id]
            if buffer.size <= 0:
                ids[buffer.id], next_id = next_id, next_id + 1
                continue
            if start >= end:  # past every byte of the run so far: a new run
                run, next_id = next_id, next_id + 1
            ids[buffer.id] = run
            end = max(end, start + buffer.size)
    return ids


def _check_capacities(
    bufsizes: Sequence[int], capacities: Mapping[int, int] | None
) -> None:
    if capacities is None:
        return
    for mem_id, capacity in sorted(capacities.items()):
        needed = bufsizes[mem_id] if 0 <= mem_id < len(bufsizes) else 0
        if needed > capacity:
            raise PoolOverflowError(
                f"mem_id {mem_id} needs {needed} bytes but its pool holds {capacity}"
            )
