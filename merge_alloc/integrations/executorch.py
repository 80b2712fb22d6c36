"""merge-alloc's planners as an ExecuTorch memory-planning algorithm.

ExecuTorch 1.5's `MemoryPlanningPass(memory_planning_algo=...)` calls its
algorithm as `algo(alignment, specs, graph_module, graph_signature,
extra_padding)` and uses the list it returns as the buffer size of each
memory id; the default algorithm, `MemoryPlanningAlgorithmSuite`, calls
each of its `algo_list` members the same way, reads `.bufsizes` and
`.spec_dict` (spec -> `mem_id`, `mem_obj_id`, `mem_offset`) of what they
return, keeps the smallest and writes its placements on the specs.

`merge_alloc_algo(...)` is one callable for both places: it plans every
memory id of the specs with a merge-alloc planner, writes the placements on
the specs (as the suite does for its winner, and as a pass-level algorithm
must) and returns a `PlannedBuffers`, a list of the buffer sizes that also
carries `bufsizes` and `spec_dict`::

    from executorch.exir.passes import MemoryPlanningPass
    from merge_alloc.integrations.executorch import merge_alloc_algo
    planning = MemoryPlanningPass(memory_planning_algo=merge_alloc_algo())

In a suite that also runs ExecuTorch's `greedy`, the suite then writes the
winner's placements over every spec, so what this algorithm wrote when it
loses is replaced. Nothing of ExecuTorch is imported here: the specs are
read and written through the attributes ExecuTorch 1.5.1's `TensorSpec` has
(`docs/executorch.md`), and the planning itself is `spec_planning`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

from merge_alloc.integrations.spec_planning import (
    PoolOverflowError,
    SpecPlacement,
    SpecPlan,
    SpecPlanningError,
    plan_specs,
    resolve_planner,
)
from merge_alloc.planning import DEFAULT_PLANNER, MemoryPlanner


class ExecutorchSpec(Protocol):
    """What the algorithm reads and writes of an ExecuTorch `TensorSpec`: what
    the planning reads (`PlannableSpec`), the three placement fields and
    `realign`, which sets the alignment `allocated_memory` is rounded to."""

    mem_id: int | None
    mem_offset: int | None
    mem_obj_id: int | None
    storage_base_offset: int

    @property
    def lifetime(self) -> Sequence[int | None]: ...
    @property
    def storage_base(self) -> ExecutorchSpec | None: ...
    @property
    def allocated_memory(self) -> int: ...
    def realign(self, new_alignment: int) -> int: ...


class PlannedBuffers(list[int]):
    """The buffer size of each memory id (what `MemoryPlanningPass` expects of
    its algorithm), carrying what `MemoryPlanningAlgorithmSuite` reads of a
    member's `MemoryAlgoResult`: `bufsizes` and `spec_dict`, and the plan
    itself (`plan`: problems, schedules, lower bounds)."""

    def __init__(
        self,
        bufsizes: Iterable[int],
        spec_dict: Mapping[ExecutorchSpec, SpecPlacement],
        plan: SpecPlan,
    ) -> None:
        super().__init__(bufsizes)
        self.spec_dict = dict(spec_dict)
        self.plan = plan

    @property
    def bufsizes(self) -> list[int]:
        return list(self)


class MergeAllocAlgorithm:
    """An ExecuTorch memory-planning algorithm planning with one merge-alloc
    planner (see the module docstring for where it can be used)."""

    def __init__(
        self,
        planner: MemoryPlanner,
        name: str,
        capacities: Mapping[int, int] | None = None,
    ) -> None:
        self.planner = planner
        self.capacities = dict(capacities) if capacities is not None else None
        # The suite names its members by `__name__`, the pass its algorithm.
        self.__name__ = name

    def __repr__(self) -> str:
        return f"{self.__name__}(capacities={self.capacities})"

    def __call__(
        self,
        alignment: int,
        specs: Iterable[ExecutorchSpec],
        graph_module: object = None,
        graph_signature: object = None,
        extra_padding: int = 0,
    ) -> PlannedBuffers:
        """Plan `specs` (ExecuTorch's signature; `graph_signature` is unused,
        as greedy leaves it) and write `mem_id`, `mem_offset` and
        `mem_obj_id` on each."""
        del graph_signature
        ordered = list(specs)
        for spec in ordered:
            spec.realign(alignment)  # as greedy: allocated_memory follows it
        # Bytes the control-flow submodules use at the start of each memory
        # (ExecuTorch sets this on the graph module before calling).
        submodules: Iterable[int] = (
            getattr(graph_module, "input_mem_buffer_sizes", None) or ()
        )
        reserved = [int(size) for size in submodules]
        plan = plan_specs(
            ordered,
            alignment,
            self.planner,
            reserved=reserved,
            extra_padding=extra_padding,
            capacities=self.capacities,
        )
        spec_dict = dict(zip(ordered, plan.placements, strict=True))
        for spec, placement in spec_dict.items():
            spec.mem_id = placement.mem_id
            spec.mem_offset = placement.mem_offset
            spec.mem_obj_id = placement.mem_obj_id
        return PlannedBuffers(plan.bufsizes, spec_dict, plan)


def merge_alloc_algo(
    planner: str | MemoryPlanner = DEFAULT_PLANNER,
    *,
    capacities: Mapping[int, int] | None = None,
    plan_seconds: float | None = None,
    name: str | None = None,
) -> MergeAllocAlgorithm:
    """An ExecuTorch memory-planning algorithm planning with `planner`: a
    registered name (`best` by default, `docs/planners.md`) or a callable
    `PlanningProblem -> MemorySchedule`. `capacities` maps a memory id to the
    most bytes it may take (a `PoolOverflowError` names the first that would
    not fit); `plan_seconds` is the budget of `search` and `optimal`. An
    unknown planner or a misplaced budget is a `SpecPlanningError` here,
    before ExecuTorch runs."""
    resolved = resolve_planner(planner, plan_seconds)
    if name is None:
        label = planner if isinstance(planner, str) else "custom"
        name = f"merge_alloc_{label.replace('-', '_')}"
    return MergeAllocAlgorithm(resolved, name, capacities)


__all__ = [
    "MergeAllocAlgorithm",
    "PlannedBuffers",
    "PoolOverflowError",
    "SpecPlanningError",
    "merge_alloc_algo",
]
