"""`optimal`: the smallest arena, found (and usually proven) by OR-Tools CP-SAT.

The model counts bytes in units of the greatest common divisor of the
reserved sizes (cut down to a power of two if some alignment does not divide
it): an optimal plan exists whose offsets are all multiples of it, since
pushing every buffer down until it rests on another (or on 0) never raises
the arena.

* buffer `i` starts at `alignment_i * k_i` for an integer `k_i >= 0`, so
  every offset is aligned by construction;
* it occupies the box *lifetime x [start, start + size)*; with lifetime
  conflicts the boxes may not overlap (`NoOverlap2D`, plus the redundant
  `Cumulative` over time whose capacity is the arena, which is the lower
  bound's argument), and with an explicit conflict relation each
  conflicting pair gets a disjunction (one above the other);
* every buffer ends below the arena height `H`, which is minimised between
  the lower bound and the best heuristic plan (`search`), whose offsets are
  given to the solver as a hint.

The result is the solver's best plan, or the heuristic one if the solver
found nothing better in time; `proven_optimal` is set when CP-SAT proves
optimality or the total meets the lower bound.

Determinism: CP-SAT runs its portfolio of workers interleaved in one thread
(`interleave_search`), bounded by *deterministic* time, so the same problem
gives the same plan; the wall-clock limit (`seconds`) is a safety cap that
only cuts in on a machine several times slower than the deterministic
budget assumes.

OR-Tools is an optional dependency (`pip install 'merge-alloc[optimal]'`);
selecting `optimal` without it raises `OptimalPlannerUnavailable`, whose
message names the extra.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from merge_alloc.diagnostics import MergeAllocOptionError
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import ORDERINGS
from merge_alloc.planning.problem import MemoryPlanner, MemorySchedule, PlanningProblem
from merge_alloc.planning.search import make_search

DEFAULT_SECONDS = 10.0
"""The solver's wall-clock limit when none is given."""

PROBE_ORDERINGS = ("first tick", "last tick", "lifetime", "conflict degree", "size")
"""The bottom-up priorities CP-SAT's fixed search tries, in turn, at each
target height."""

PROBE_CONFLICTS = 400
"""How many conflicts one fixed-search probe may meet before it gives up."""

SEED = 0
"""CP-SAT's random seed."""

PROOF_FRACTION = 0.25
"""The deterministic time of the final (proof) search, per second of limit."""

HINT_SECONDS = 1.0
"""The `search` budget spent on the hint (and on the fallback plan)."""

MAX_BUFFERS = 5_000
"""Beyond this many buffers the model alone outgrows any reasonable time
limit; the planner then answers with the heuristic plan (still proven optimal
when it meets the lower bound)."""


class OptimalPlannerUnavailable(MergeAllocOptionError):
    """`optimal` was selected but OR-Tools is not installed: a user error
    about the `planner` option, reported as one line (no traceback)."""

    def __init__(self) -> None:
        super().__init__(
            "planner",
            "'optimal' needs OR-Tools, which is not installed; install the "
            "extra: pip install 'merge-alloc[optimal]'",
        )


def _cp_model() -> Any:
    """The `ortools.sat.python.cp_model` module, or the error naming the
    extra."""
    try:
        from ortools.sat.python import (  # pyright: ignore[reportMissingTypeStubs]
            cp_model,
        )
    except ImportError:
        raise OptimalPlannerUnavailable() from None
    return cp_model


@dataclass
class _Scaled:
    """The problem in units of `unit`: sizes and alignment steps."""

    graph: ConflictGraph
    unit: int
    sizes: list[int]
    steps: list[int]

    @classmethod
    def of(cls, graph: ConflictGraph) -> _Scaled:
        """The largest unit that loses no plan: the gcd of the sizes, cut
        down to a power of two when some alignment does not divide it (so
        that every alignment divides the unit or is a multiple of it)."""
        unit = 0
        for size in graph.sizes:
            unit = math.gcd(unit, size)
        unit = max(unit, 1)
        largest = max(graph.alignments, default=1)
        if unit % largest:
            unit = math.gcd(unit, largest)
        return cls(
            graph,
            unit,
            [size // unit for size in graph.sizes],
            [max(1, alignment // unit) for alignment in graph.alignments],
        )

    def model(
        self, cp_model: Any, lowest: int, highest: int
    ) -> tuple[Any, Any, list[Any], list[Any]]:
        """A model of plans whose arena is between `lowest` and `highest`
        units: the model, the height variable, the starts (in units) and the
        variables `k` (start = alignment step * k)."""
        graph = self.graph
        count = len(self.sizes)
        model = cp_model.CpModel()
        height = model.new_int_var(lowest, highest, "height")
        starts: list[Any] = []
        steps: list[Any] = []
        boxes: list[Any] = []
        for index in range(count):
            size, step = self.sizes[index], self.steps[index]
            k = model.new_int_var(0, (highest - size) // step, f"k{index}")
            start = k if step == 1 else step * k
            model.add(start + size <= height)
            starts.append(start)
            steps.append(k)
            boxes.append(model.new_fixed_size_interval_var(start, size, f"y{index}"))
        if graph.explicit:
            neighbours = graph.neighbours
            for index in range(count):
                for other in neighbours[index]:
                    if other < index:
                        continue
                    below = model.new_bool_var(f"b{index}_{other}")
                    model.add(
                        starts[index] + self.sizes[index] <= starts[other]
                    ).only_enforce_if(below)
                    model.add(
                        starts[other] + self.sizes[other] <= starts[index]
                    ).only_enforce_if(~below)
        else:
            lifetimes = [
                model.new_fixed_size_interval_var(
                    graph.firsts[index],
                    graph.lasts[index] - graph.firsts[index] + 1,
                    f"x{index}",
                )
                for index in range(count)
            ]
            model.add_no_overlap_2d(lifetimes, boxes)
            model.add_cumulative(lifetimes, self.sizes, height)
        return model, height, starts, steps


def _solve(
    cp_model: Any,
    model: Any,
    seconds: float,
    *,
    conflicts: int | None = None,
    deterministic_seconds: float | None = None,
) -> tuple[Any, int]:
    """Run CP-SAT single-threaded (deterministic) on `model`: a fixed search
    limited to `conflicts`, or its default search limited to
    `deterministic_seconds`; `seconds` of wall time is the safety cap."""
    solver = cp_model.CpSolver()
    parameters = solver.parameters
    parameters.max_time_in_seconds = max(seconds, 0.01)
    parameters.num_workers = 1
    parameters.random_seed = SEED
    if conflicts is not None:
        parameters.max_number_of_conflicts = conflicts
        parameters.search_branching = cp_model.FIXED_SEARCH
    if deterministic_seconds is not None:
        parameters.max_deterministic_time = deterministic_seconds
    return solver, solver.solve(model)


def solve(
    graph: ConflictGraph, hint: Sequence[int], seconds: float
) -> tuple[list[int], bool]:
    """CP-SAT's best offsets for `graph` (at least as good as `hint`), and
    whether they are proven optimal (see the module docstring)."""
    cp_model = _cp_model()
    deadline = time.monotonic() + seconds
    scaled = _Scaled.of(graph)
    unit = scaled.unit
    best = list(hint)
    best_height = graph.total(best) // unit
    lowest = -(-graph.lower_bound // unit)
    if best_height <= lowest:
        return best, True

    def probe(target: int, ordering: str) -> bool:
        """Look for a plan of at most `target` units, placing buffers bottom
        up in `ordering` (CP-SAT's fixed search), within `PROBE_CONFLICTS`."""
        nonlocal best, best_height
        model, _, starts, _ = scaled.model(cp_model, lowest, target)
        key = ORDERINGS[ordering](graph)
        order = sorted(range(len(graph)), key=key)
        model.add_decision_strategy(
            [starts[index] for index in order],
            cp_model.CHOOSE_LOWEST_MIN,
            cp_model.SELECT_MIN_VALUE,
        )
        solver, status = _solve(
            cp_model, model, deadline - time.monotonic(), conflicts=PROBE_CONFLICTS
        )
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return False
        offsets = [int(solver.value(start)) * unit for start in starts]
        if graph.total(offsets) < graph.total(best):
            best = offsets
            best_height = graph.total(best) // unit
        return True

    # Perfect packings first: a plan at the lower bound is optimal.
    failed = lowest - 1
    for ordering in PROBE_ORDERINGS:
        if time.monotonic() >= deadline:
            return best, False
        if probe(lowest, ordering):
            return best, True
    failed = lowest
    # Then bisect between the highest target no probe met and the best plan.
    while best_height - failed > 1 and time.monotonic() < deadline:
        target = (failed + best_height) // 2
        if not any(
            time.monotonic() < deadline and probe(target, ordering)
            for ordering in PROBE_ORDERINGS
        ):
            failed = target
    # Finally, CP-SAT's own search on "strictly smaller than the best plan":
    # infeasible proves the best plan optimal.
    while time.monotonic() < deadline:
        model, height, starts, steps = scaled.model(cp_model, lowest, best_height - 1)
        for index, k in enumerate(steps):
            model.add_hint(k, best[index] // (unit * scaled.steps[index]))
        model.minimize(height)
        solver, status = _solve(
            cp_model,
            model,
            deadline - time.monotonic(),
            deterministic_seconds=seconds * PROOF_FRACTION,
        )
        if status == cp_model.INFEASIBLE:
            return best, True
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return best, False
        best = [int(solver.value(start)) * unit for start in starts]
        best_height = graph.total(best) // unit
        if status == cp_model.OPTIMAL or best_height <= lowest:
            return best, True
    return best, False


def make_optimal(seconds: float = DEFAULT_SECONDS) -> MemoryPlanner:
    """The `optimal` planner with a solver limit of `seconds`."""
    if seconds <= 0:
        raise ValueError(f"the solver's time limit must be positive, got {seconds}")
    heuristic = make_search(HINT_SECONDS)

    def optimal(problem: PlanningProblem) -> MemorySchedule:
        """The smallest arena CP-SAT finds within the limit."""
        _cp_model()
        graph = ConflictGraph(problem)
        start = heuristic(problem)
        hint = [start.offsets[buffer_id] for buffer_id in graph.ids]
        if start.proven_optimal or len(graph) > MAX_BUFFERS:
            return graph.schedule(hint, proven_optimal=start.proven_optimal)
        offsets, proven = solve(graph, hint, seconds)
        proven = proven or graph.total(offsets) <= graph.lower_bound
        return graph.schedule(offsets, proven_optimal=proven)

    optimal.__name__ = "optimal"
    optimal.__qualname__ = "optimal"
    return optimal


optimal = make_optimal()
"""`optimal` with the default limit of ten seconds."""
