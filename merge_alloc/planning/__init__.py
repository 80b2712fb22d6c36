"""Memory planners: from buffer lifetimes to a `MemorySchedule`.

A planner is any callable `(PlanningProblem) -> MemorySchedule` (see
`MemoryPlanner` and `docs/planners.md`). The registry maps the names the pass
option `planner=` accepts to planners (a `Registry`, defined here and used by
`merge_alloc.stages` for tracers and mutators too); users may add their own with
`register_planner`.

Registered planners (arena / lower bound, geometric mean over the MiniMalloc
"challenging" benchmarks A-K at alignment 1, and the CPU time of the slowest
file on a shared 2-core machine; `benchmarks/results.md` has the tables):

* `naive`: no reuse, every buffer its own bytes (the baseline; 21.0).
* `greedy-by-size`: TFLite's offset calculation (1.355, 11 ms).
* `best-fit`: ExecuTorch's greedy shared objects (1.505, 9 ms).
* `greedy-by-conflicts`: TVM USMP's (2.621, 7 ms).
* `hill-climb`: TVM USMP's hill climb, seeded as TVM seeds it (1.231, 5 s).
* `cost-model`, `size-first`: exact ports of the reference planner
  (1.466, 1.454; 6 ms).
* `best` (the default): bottom-up placement under sixteen priorities placed
  in one numpy batch, greedy-by-size, a short batched local search
  (`portfolio`, `batch`), then short capacity-guided canonical
  searches and a search of the best plan's top (`canonical_optimise.descend`,
  `rebuild`), with a budget in work units by problem size: 1.051 at under
  0.3 s (omnimalloc's
  supermalloc, a C++ canonical branch-and-bound, 1.12 at seconds); never
  larger than greedy-by-size up to 500,000 buffers + conflicting pairs, nor
  than the reference ports where they run; a random 20,000-buffer trace
  plans in about 0.3 s.
* `search`: the same search with a budget (`make_search(seconds)`; 1.050
  with the default 1 s), never larger than `best`.
* `optimal`: MiniMalloc's canonical depth-first search (`canonical`), then
  OR-Tools CP-SAT as the fallback, both from `search`'s plan
  (`make_optimal(seconds)`; CP-SAT is an optional extra,
  `pip install 'merge-alloc[optimal]'`: without it the canonical search alone runs,
  with the whole limit, and says so once); with 60 s it proves the optimum
  of the 9 benchmarks whose lower bound is reachable and goes below the
  best known arenas of D and J (1.046 and 1.051 x the lower bound, against
  1.053 for both), without a proof.

Every planner is deterministic: the same problem gives the same plan.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from merge_alloc.planning.problem import (
    BufferLifetime,
    InplaceHint,
    MemoryPlanner,
    MemorySchedule,
    PlanningProblem,
    ScheduleError,
    aligned,
    peak_live_bytes,
    validate_schedule,
)

# Stages selectable by name: the one registry of planners, tracers and mutators.
#
# A pass option can only hold what a command line can spell, so every
# replaceable stage of the pass (planners here, tracers and mutators in
# `merge_alloc.stages`) is a name in a `Registry`. The registry owns the two
# rules every name follows, in one place:
#
# * a registered name must survive a round trip through a pass pipeline string,
#   where it is printed between double quotes (`check_stage_name`);
# * an unknown name is a `KeyError` that lists the known ones.
#
# Built-in stages are registered *lazily*, as `"module:attribute"`: a run of
# the pass on a small function imports the planner it names (`best`) and
# nothing else, so `optimal`, the reference ports or the batched search cost a
# start nothing until named (`benchmarks/startup.py` measures it; see
# `docs/performance.md`). Listing the names or testing membership never
# imports; only looking a stage up does.

Stage = TypeVar("Stage")


def check_stage_name(name: str) -> None:
    """A stage name must survive a round trip through a pass pipeline string,
    where it is printed between double quotes: `ValueError` otherwise."""
    if not name or any(c in name for c in '"\\\n\r\t\f\v'):
        raise ValueError(
            f"stage name {name!r} cannot be written in a pass pipeline: use a "
            "non-empty name without quotes, backslashes or control characters"
        )


class Registry(MutableMapping[str, Stage], Generic[Stage]):
    """Stages of one kind (`kind` names it in errors) by name, in the order
    registered. A built-in entry may be a `"module:attribute"` reference
    (`lazy`), imported on first lookup and then kept; `register` (and item
    assignment) checks the name and replaces any stage of that name."""

    def __init__(
        self,
        kind: str,
        lazy: Mapping[str, str] | None = None,
        stages: Mapping[str, Stage] | None = None,
    ) -> None:
        self.kind = kind
        self._entries: dict[str, Stage | str] = {}
        for name, reference in (lazy or {}).items():
            check_stage_name(name)
            module, _, attribute = reference.partition(":")
            assert module and attribute, f"not a module:attribute: {reference!r}"
            self._entries[name] = reference
        for name, stage in (stages or {}).items():
            self.register(name, stage)

    def register(self, name: str, stage: Stage) -> None:
        """Make `stage` selectable as `name` (replacing any stage of that name)."""
        check_stage_name(name)
        self._entries[name] = stage

    def __setitem__(self, name: str, stage: Stage) -> None:
        self.register(name, stage)

    def __getitem__(self, name: str) -> Stage:
        try:
            entry = self._entries[name]
        except KeyError:
            known = ", ".join(sorted(self._entries))
            raise KeyError(
                f"unknown {self.kind} {name!r}; known {self.kind}s: {known}"
            ) from None
        if isinstance(entry, str):
            module, _, attribute = entry.partition(":")
            stage = cast(Stage, getattr(importlib.import_module(module), attribute))
            self._entries[name] = stage
            return stage
        return entry

    def __delitem__(self, name: str) -> None:
        del self._entries[name]

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def copy(self) -> Registry[Stage]:
        """A registry with the same entries (lazy ones still lazy): what a
        test registers into and then drops."""
        copied = Registry[Stage](self.kind)
        copied._entries = dict(self._entries)
        return copied


if TYPE_CHECKING:
    from merge_alloc.planning.baselines import (
        best_fit,
        greedy_by_conflicts,
        greedy_by_size,
        hill_climb,
        naive,
    )
    from merge_alloc.planning.portfolio import best
    from merge_alloc.planning.reference import (
        ReferencePlan,
        cost_model,
        plan_events,
        reference_events,
        size_first,
    )
    from merge_alloc.planning.reference_chunks import InplaceKind
    from merge_alloc.planning.search import make_optimal, make_search, optimal, search

_LAZY: dict[str, str] = {
    "cost-model": "merge_alloc.planning.reference:cost_model",
    "size-first": "merge_alloc.planning.reference:size_first",
    "naive": "merge_alloc.planning.baselines:naive",
    "greedy-by-size": "merge_alloc.planning.baselines:greedy_by_size",
    "best-fit": "merge_alloc.planning.baselines:best_fit",
    "greedy-by-conflicts": "merge_alloc.planning.baselines:greedy_by_conflicts",
    "hill-climb": "merge_alloc.planning.baselines:hill_climb",
    "best": "merge_alloc.planning.portfolio:best",
    "search": "merge_alloc.planning.search:search",
    "optimal": "merge_alloc.planning.search:optimal",
}
"""The built-in planners by name, as `module:attribute`: imported when first
looked up, so that a run naming one planner imports only that one."""

PLANNERS: Registry[MemoryPlanner] = Registry("planner", _LAZY)
"""Every planner the pass can select by name (lazily imported, see
`merge_alloc.planning`)."""

BUDGETED_PLANNERS: Registry[Callable[[float], MemoryPlanner]] = Registry(
    "budgeted planner",
    {
        "search": "merge_alloc.planning.search:make_search",
        "optimal": "merge_alloc.planning.search:make_optimal",
    },
)
"""The planners that take a time budget (pass option `plan-seconds`), by the
name they are registered under, and how to make one with a given budget."""

DEFAULT_PLANNER = "best"
"""The planner used when the pass option names none: the smallest arenas at
compile-time speed."""

_ATTRIBUTES: dict[str, str] = {
    **{reference.partition(":")[2]: reference for reference in _LAZY.values()},
    "make_optimal": "merge_alloc.planning.search:make_optimal",
    "make_search": "merge_alloc.planning.search:make_search",
    "ReferencePlan": "merge_alloc.planning.reference:ReferencePlan",
    "plan_events": "merge_alloc.planning.reference:plan_events",
    "reference_events": "merge_alloc.planning.reference:reference_events",
    "InplaceKind": "merge_alloc.planning.reference_chunks:InplaceKind",
}
"""The planners and their helpers this package re-exports, imported on first
access (PEP 562), for the same reason as `PLANNERS`."""


def __getattr__(name: str) -> object:
    reference = _ATTRIBUTES.get(name)
    if reference is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, _, attribute = reference.partition(":")
    value = getattr(importlib.import_module(module), attribute)
    globals()[name] = value
    return value


def limited_planners() -> dict[str, str]:
    """Registered planners that run without a part whose optional dependency
    is not installed, each with what it runs without: a command line that
    silences the planners' warnings (the fuzzer) prints one note each, so
    that their results are read as such."""
    from merge_alloc.planning.search import ortools_installed

    limited: dict[str, str] = {}
    if not ortools_installed():
        limited["optimal"] = (
            "without CP-SAT, canonical search only: OR-Tools is not installed "
            "(pip install 'merge-alloc[optimal]')"
        )
    return limited


def register_planner(name: str, planner: MemoryPlanner) -> None:
    """Make `planner` selectable as `name` (replacing any planner of that
    name); `ValueError` for a name a pass pipeline cannot spell."""
    PLANNERS.register(name, planner)


def get_planner(name: str) -> MemoryPlanner:
    """The planner registered as `name`; `KeyError` listing the known names if none."""
    return PLANNERS[name]


__all__ = [
    "BUDGETED_PLANNERS",
    "DEFAULT_PLANNER",
    "PLANNERS",
    "BufferLifetime",
    "InplaceHint",
    "InplaceKind",
    "MemoryPlanner",
    "MemorySchedule",
    "PlanningProblem",
    "ReferencePlan",
    "Registry",
    "ScheduleError",
    "aligned",
    "best",
    "best_fit",
    "check_stage_name",
    "cost_model",
    "get_planner",
    "greedy_by_conflicts",
    "greedy_by_size",
    "hill_climb",
    "limited_planners",
    "make_optimal",
    "make_search",
    "naive",
    "optimal",
    "peak_live_bytes",
    "plan_events",
    "reference_events",
    "register_planner",
    "search",
    "size_first",
    "validate_schedule",
]
