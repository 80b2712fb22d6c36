"""The planners with a time budget: `search` (local search from the best
heuristic plan) and `optimal` (exact search from `search`'s plan), with
`make_search` and `make_optimal` (pass option `plan-seconds`).

`search`: improve the best heuristic plan by local search, within a budget.

The bottom-up placement (`skyline.rise`) turns any priority list into a
plan, so the search walks priority lists: it starts from the best priorities
of the portfolio and repeatedly perturbs them where the plan is tight -- at
a buffer that reaches the top of the arena, it moves that buffer or one of
its conflicting buffers to the front of the list and swaps it with another
of them -- re-plans, and keeps the new list if its arena is not larger
(equal arenas are accepted, so the walk crosses plateaus). It stops at the
lower bound, which no plan can beat. The answer is the smallest plan seen,
the portfolio's included.

Problems of up to `batch_rise.MAX_BUFFERS` buffers are first searched
exactly as `best` searches them (`portfolio.portfolio_and_search`: two
walks, a batch of perturbed lists placed at once), so `search` is never
larger than `best`; then one walk goes on from `best`'s plan with the rest
of the budget, every child of a batch its own. Larger
problems walk one list at a time (`improve`). On MiniMalloc's A-K the
default second gives 1.050 x the lower bound (geometric mean; `best`
1.051).

Determinism: the random choices come from a generator seeded with a
constant, and the budget is a number of re-plans (or generations) computed
from the problem size (`evaluations_for`, `batch_search.generations_for`),
not from the clock: the same problem gives the same plan on any machine.
The rates behind those numbers are about half of what one core of a loaded
2-core machine does, so the plan normally comes well within the time asked
for. The clock is only a safety cap: if the process has spent `seconds` of
CPU time (a much slower machine), the search stops early and the plan may
then differ between runs. CPU time rather than wall time, so that other load
on the machine does not change the plan.
"""

from __future__ import annotations

import importlib.util
import logging
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from merge_alloc.planning.batch import (
    KEY_UPDATES_PER_SECOND,
    BatchRise,
    generations_for,
    improve_batch,
)
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import (
    heuristic_plans,
    portfolio_and_search,
    search_cap,
    search_work,
)
from merge_alloc.planning.problem import MemoryPlanner, MemorySchedule, PlanningProblem
from merge_alloc.planning.skyline import ORDERINGS, rise

DEFAULT_SECONDS = 1.0
"""The budget when none is given (the pass option `plan-seconds`)."""

WORK_PER_SECOND = 10_000_000
"""Work units the search counts on re-planning per CPU second (see the
module docstring and `evaluations_for`)."""

BUFFER_WORK = 16
"""A re-plan costs, per buffer, about as much as 16 conflict-list entries
(ranking, filing, the scan for the top of the arena)."""

PORTFOLIO_REPLANS = 12
"""The portfolio's cost, in re-plans, taken from the budget first."""

REPLANS_PER_BUFFER_SECOND = 20
"""Small problems re-plan in microseconds; past about 20 re-plans per buffer
the walk has long settled, so the count is also capped by the size."""

BATCH_GENERATIONS_PER_SECOND = 2_000
"""At most this many generations of the batched search per second of budget
(small problems settle long before)."""

SEED = 20231
"""The seed of the search's random choices."""


def evaluations_for(graph: ConflictGraph, seconds: float) -> int:
    """How many re-plans the search makes on `graph` within `seconds`."""
    count = len(graph)
    work = BUFFER_WORK * count + 2 * graph.pair_count
    by_rate = int(seconds * WORK_PER_SECOND / max(1, work)) - PORTFOLIO_REPLANS
    by_size = int(seconds * (REPLANS_PER_BUFFER_SECOND * count + 500))
    return max(0, min(by_rate, by_size))


def improve(
    graph: ConflictGraph, rank: list[int], evaluations: int, deadline: float
) -> tuple[list[int], int]:
    """Local search from priority `rank`; the best offsets and their total."""
    sizes = graph.sizes
    count = len(sizes)
    lower_bound = graph.lower_bound
    neighbours = graph.neighbours if "neighbours" in graph.__dict__ else None
    generator = random.Random(SEED)
    offsets = rise(graph, rank)
    total = graph.total(offsets)
    best_offsets, best_total = offsets, total
    front = -1
    for _ in range(evaluations):
        if best_total <= lower_bound or time.process_time() > deadline:
            break
        at_top = [i for i in range(count) if offsets[i] + sizes[i] == total]
        tight = at_top[generator.randrange(len(at_top))]
        near = [tight] if neighbours is None else [*neighbours[tight], tight]
        moved = near[generator.randrange(len(near))]
        trial = rank.copy()
        if generator.random() < 0.5:
            trial[moved] = front
            front -= 1
        other = near[generator.randrange(len(near))]
        trial[moved], trial[other] = trial[other], trial[moved]
        trial_offsets = rise(graph, trial)
        trial_total = graph.total(trial_offsets)
        if trial_total <= total:
            rank, offsets, total = trial, trial_offsets, trial_total
            if total < best_total:
                best_offsets, best_total = offsets, total
    return best_offsets, best_total


def make_search(seconds: float = DEFAULT_SECONDS) -> MemoryPlanner:
    """The `search` planner with a budget of `seconds` (see the module
    docstring for how the budget is spent)."""
    if seconds < 0:
        raise ValueError(f"the search budget must not be negative, got {seconds}")

    def search(problem: PlanningProblem) -> MemorySchedule:
        """The portfolio's plan, improved by local search."""
        deadline = time.process_time() + seconds
        graph = ConflictGraph(problem)
        if BatchRise.fits(graph):
            # First exactly `best` (so `search` is never larger), then one
            # walk from its result with the rest of the budget: with more
            # generations a single walk with every child goes deeper.
            cap = search_cap(len(graph))
            spent = search_work(len(graph))
            incumbent = portfolio_and_search(graph, spent, cap)
            found, batch = incumbent.searched, incumbent.batch
            if incumbent.optimal or found is None or batch is None:
                return incumbent.schedule()
            work = int(seconds * KEY_UPDATES_PER_SECOND) - spent
            cap = int(seconds * BATCH_GENERATIONS_PER_SECOND)
            generations = generations_for(len(graph), work, cap)
            seeds = [(found.rank, found.offsets)]
            more = improve_batch(graph, batch, seeds, generations, deadline)
            incumbent.offer(more.offsets, "search")
            return incumbent.schedule()
        incumbent = heuristic_plans(graph)
        if incumbent.optimal or len(graph) == 0:
            return incumbent.schedule()
        evaluations = evaluations_for(graph, seconds)
        if evaluations == 0:
            return incumbent.schedule()
        assert incumbent.rise_rank is not None
        offsets, _ = improve(graph, incumbent.rise_rank, evaluations, deadline)
        incumbent.offer(offsets, "search")
        return incumbent.schedule()

    search.__name__ = "search"
    search.__qualname__ = "search"
    return search


search = make_search()
"""`search` with the default budget of one second."""


# `optimal`: the smallest arena, found (and often proven) by an exact search.
#
# `optimal` runs, in order:
#
# 1. the heuristic plan (`search`, with `HINT_SHARE` of the time limit, at
#    most `HINT_SECONDS`): the incumbent;
# 2. MiniMalloc's canonical depth-first search (`canonical_optimise.minimize`, up to
#    `CANONICAL_SHARE` of the limit, counted in nodes): a plan at the lower
#    bound, then bisection between the capacities that failed and the best
#    plan. It proves optimality when the lower bound is met or a capacity
#    just below the best plan is searched to the end. On MiniMalloc's A-K it
#    is the engine that reaches D and J below their best published arenas;
# 3. unless that proved the plan optimal, OR-Tools CP-SAT with the rest of
#    the limit, hinted with the best plan so far (below): the fallback that
#    settles the lower bound where the canonical search ran out of nodes, and
#    proves optima above the lower bound on small problems.
#
# The CP-SAT model counts bytes in units of the greatest common divisor of the
# reserved sizes (cut down to a power of two if some alignment does not divide
# it): an optimal plan exists whose offsets are all multiples of it, since
# pushing every buffer down until it rests on another (or on 0) never raises
# the arena.
#
# * buffer `i` starts at `alignment_i * k_i` for an integer `k_i >= 0`, so
#   every offset is aligned by construction;
# * it occupies the box *lifetime x [start, start + size)*; with lifetime
#   conflicts the boxes may not overlap (`NoOverlap2D`, plus the redundant
#   `Cumulative` over time whose capacity is the arena, which is the lower
#   bound's argument), and with an explicit conflict relation each
#   conflicting pair gets a disjunction (one above the other);
# * every buffer ends below the arena height `H`, which is minimised between
#   the lower bound and the best plan so far, whose offsets are given to the
#   solver as a hint.
#
# The result is the smallest plan any stage found; `proven_optimal` is set
# when a stage proves optimality or the total meets the lower bound.
#
# Determinism: CP-SAT runs its portfolio of workers interleaved in one thread
# (`interleave_search`), bounded by *deterministic* time, so the same problem
# gives the same plan; the wall clock (`WALL_ALLOWANCE` times `seconds`) is
# a safety cap that only cuts in on a machine several times slower, or more
# loaded, than the deterministic budget assumes. (A plain `seconds` of wall
# time would let the load of other processes decide the plan: on a 2-core
# machine shared by eight busy users, 60 s of wall time were 10 s of CPU.)
#
# OR-Tools is an optional dependency (`pip install 'merge-alloc[optimal]'`), and
# imported only when the CP-SAT stage runs (about a second). Without it
# `optimal` still runs: the canonical search gets the whole limit
# (`without_cp_sat`), and the first plan of each planner says, as one warning
# on the `merge_alloc` logger, that CP-SAT was not available (`CP_SAT_MISSING`).

OPTIMAL_SECONDS = 10.0
"""The time limit when none is given."""

WALL_ALLOWANCE = 3.0
"""The wall-clock safety cap, as a multiple of the time limit."""

PROBE_ORDERINGS = ("first tick", "last tick", "lifetime", "conflict degree", "size")
"""The bottom-up priorities CP-SAT's fixed search tries, in turn, at each
target height."""

PROBE_CONFLICTS = 100
"""How many conflicts one fixed-search probe may meet before it gives up
(times the round's scale)."""

PROBE_DETERMINISTIC = 0.01
"""The deterministic time one probe may take (times the round's scale)."""

PROBE_ROUNDS = (1, 4)
"""The scales of the rounds of probes at the lower bound."""

DETERMINISTIC_PER_SECOND = 0.01
"""CP-SAT deterministic time per second of limit. On these models CP-SAT's
unit is far shorter than a second (about 0.02 per CPU second on the dense
MiniMalloc benchmarks); half of that leaves room for a loaded machine."""

BISECTION_SCALE = 4
"""The scale of the probes that bisect between the lower bound and the best
plan."""

CP_SAT_SEED = 0
"""CP-SAT's random seed."""

SMALL_PROBLEM = 64
"""Up to this many buffers, no probes: CP-SAT's default search directly."""

HINT_SECONDS = 1.0
"""The most `search` budget spent on the hint (and on the fallback plan):
the canonical search improves on it far faster than a longer local search
would."""

HINT_SHARE = 0.05
"""The share of the time limit the hint may take, when that is less than
`HINT_SECONDS`."""

CANONICAL_SHARE = 0.6
"""The share of the time limit the canonical search may take (in nodes,
`NODE_WORK_PER_SECOND`); CP-SAT gets the rest."""

SMALL_PROBLEM_BUFFERS = 100
"""Below this many buffers CP-SAT proves most optima within a second, faster
than the canonical search's node budget would take, so the canonical search
gets only `SMALL_CANONICAL_SHARE` there (a random 20- to 30-buffer scope:
about 5 s with the full share, against 1-2 s for CP-SAT)."""

SMALL_CANONICAL_SHARE = 0.05
"""The canonical search's share of the time limit below
`SMALL_PROBLEM_BUFFERS` buffers."""

NODE_WORK_PER_SECOND = 10_000_000
"""Nodes of the canonical search per CPU second, times (`NODE_BASE_WORK` +
the buffer count): a node's numpy calls cost a constant plus a little per
buffer. About half of what one core of the loaded 2-core machine does
(D: 45,000 nodes a second at 213 buffers; J: 26,000 at 409), so the search
normally ends well within its share."""

NODE_BASE_WORK = 200
"""The constant part of a node's cost, in buffers."""

CANONICAL_MAX_BUFFERS = 2_000
"""Beyond this many buffers CP-SAT alone runs: the canonical search recurses
a few frames per placed buffer, and a node costs more than its budget
assumes."""

MAX_BUFFERS = 5_000
"""Beyond this many buffers the model alone outgrows any reasonable time
limit; the planner then answers with the heuristic plan (still proven optimal
when it meets the lower bound)."""

CP_SAT_MAX_UNITS = (1 << 62) - 1
"""The largest value of a CP-SAT variable's domain (kint64max / 2). A best
plan taller than this many units (sizes and alignments near 2**62 bytes)
cannot be modelled: the planner keeps the plan of the searches before it."""


CP_SAT_MISSING = (
    "merge-alloc: warning: planner 'optimal': CP-SAT is not available "
    "(OR-Tools is not installed; pip install 'merge-alloc[optimal]'): MiniMalloc's "
    "canonical search alone plans, with the whole time limit"
)
"""What `optimal` says (once per planner) when it runs without CP-SAT."""

logger = logging.getLogger("merge_alloc")


def ortools_installed() -> bool:
    """True when CP-SAT can run: OR-Tools' CP-SAT package is there (found
    without importing the solver itself, which takes about a second)."""
    try:
        return importlib.util.find_spec("ortools.sat.python") is not None
    except ImportError:
        return False


def _cp_model() -> Any | None:
    """The `ortools.sat.python.cp_model` module, or None when it cannot be
    imported."""
    try:
        from ortools.sat.python import (  # pyright: ignore[reportMissingTypeStubs]
            cp_model,
        )
    except ImportError:
        return None
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
        """The largest unit that loses no plan (`canonical.plan_unit`)."""
        from merge_alloc.planning.canonical import plan_unit

        unit = plan_unit(graph)
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
            start = k
            if step > 1:
                # A variable of its own, so that searches can branch on it.
                start = model.new_int_var(0, highest - size, f"start{index}")
                model.add(start == step * k)
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


class _Solver:
    """One `optimal` run: CP-SAT solves sharing a deterministic-time budget.

    Every solve is single-threaded and limited by deterministic time (and,
    for probes, by conflicts), so its outcome does not depend on the
    machine; the budget of the whole run is `seconds` times
    `DETERMINISTIC_PER_SECOND`, counted from what CP-SAT reports. The wall
    clock (`seconds`) only caps it.
    """

    def __init__(
        self, cp_model: Any, graph: ConflictGraph, seconds: float, wall: float
    ) -> None:
        self.cp_model = cp_model
        self.graph = graph
        self.deadline = time.monotonic() + wall
        self.budget = seconds * DETERMINISTIC_PER_SECOND
        self.spent = 0.0
        self.scaled = _Scaled.of(graph)
        self.lowest = -(-graph.lower_bound // self.scaled.unit)

    @property
    def exhausted(self) -> bool:
        return self.spent >= self.budget or time.monotonic() >= self.deadline

    def run(
        self, model: Any, *, conflicts: int | None = None, deterministic: float
    ) -> tuple[Any, int]:
        """Solve `model`: a fixed search limited to `conflicts`, or CP-SAT's
        default search; at most `deterministic` of the budget."""
        cp_model = self.cp_model
        solver = cp_model.CpSolver()
        parameters = solver.parameters
        parameters.max_time_in_seconds = max(self.deadline - time.monotonic(), 0.001)
        parameters.max_deterministic_time = max(
            min(deterministic, self.budget - self.spent), 0.0
        )
        parameters.num_workers = 1
        parameters.random_seed = CP_SAT_SEED
        if conflicts is not None:
            parameters.max_number_of_conflicts = conflicts
            parameters.search_branching = cp_model.FIXED_SEARCH
        status = solver.solve(model)
        self.spent += solver.response_proto.deterministic_time
        return solver, status

    def probe(self, target: int, ordering: str, scale: int) -> list[int] | None:
        """A plan of at most `target` units found by placing buffers bottom up
        in `ordering` (CP-SAT's fixed search), or None; `scale` multiplies the
        probe's limits."""
        cp_model, graph, scaled = self.cp_model, self.graph, self.scaled
        model, _, starts, _ = scaled.model(cp_model, self.lowest, target)
        order = sorted(range(len(graph)), key=ORDERINGS[ordering](graph))
        model.add_decision_strategy(
            [starts[index] for index in order],
            cp_model.CHOOSE_LOWEST_MIN,
            cp_model.SELECT_MIN_VALUE,
        )
        solver, status = self.run(
            model,
            conflicts=PROBE_CONFLICTS * scale,
            deterministic=PROBE_DETERMINISTIC * scale,
        )
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return None
        return [int(solver.value(start)) * scaled.unit for start in starts]

    def below(self, best: list[int]) -> tuple[list[int] | None, bool]:
        """CP-SAT's default search for a plan strictly smaller than `best`,
        hinted with it: a smaller plan (or None), and whether the search was
        complete (the answer is optimal, or `best` is)."""
        cp_model, scaled = self.cp_model, self.scaled
        height_limit = self.graph.total(best) // scaled.unit - 1
        model, height, starts, steps = scaled.model(cp_model, self.lowest, height_limit)
        for index, k in enumerate(steps):
            model.add_hint(k, best[index] // (scaled.unit * scaled.steps[index]))
        model.minimize(height)
        solver, status = self.run(model, deterministic=self.budget)
        if status == cp_model.INFEASIBLE:
            return None, True
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return None, False
        offsets = [int(solver.value(start)) * scaled.unit for start in starts]
        return offsets, status == cp_model.OPTIMAL


def solve(
    graph: ConflictGraph,
    hint: Sequence[int],
    seconds: float,
    wall: float | None = None,
) -> tuple[list[int], bool]:
    """CP-SAT's best offsets for `graph` (at least as good as `hint`), and
    whether they are proven optimal (see the module docstring). `seconds`
    sets the deterministic budget, `wall` (default `seconds`) caps the wall
    time. Without OR-Tools: `hint`, unproven (unless at the lower bound)."""
    cp_model = _cp_model()
    if cp_model is None:
        return list(hint), graph.total(hint) <= graph.lower_bound
    solver = _Solver(cp_model, graph, seconds, seconds if wall is None else wall)
    unit, lowest = solver.scaled.unit, solver.lowest
    best = list(hint)
    if graph.total(best) // unit <= lowest:
        return best, True
    if graph.total(best) // unit > CP_SAT_MAX_UNITS:
        return best, False
    # Perfect packings first: a plan at the lower bound is optimal. Each
    # round gives every priority a larger limit. (Small problems go straight
    # to CP-SAT's own search, which settles them at once.)
    rounds = PROBE_ROUNDS if len(graph) > SMALL_PROBLEM else ()
    for scale in rounds:
        for ordering in PROBE_ORDERINGS:
            if solver.exhausted:
                return best, False
            found = solver.probe(lowest, ordering, scale)
            if found is not None:
                return found, True
    # Then bisect between the highest target no probe met and the best plan.
    failed = lowest
    while rounds and graph.total(best) // unit - failed > 1 and not solver.exhausted:
        target = (failed + graph.total(best) // unit) // 2
        for ordering in PROBE_ORDERINGS:
            found = (
                None
                if solver.exhausted
                else solver.probe(target, ordering, BISECTION_SCALE)
            )
            if found is not None:
                if graph.total(found) < graph.total(best):
                    best = found
                break
        else:
            failed = target
    # Finally CP-SAT's own search below the best plan: infeasible proves it.
    while not solver.exhausted:
        smaller, complete = solver.below(best)
        if smaller is None:
            return best, complete
        best = smaller
        if complete or graph.total(best) // unit <= lowest:
            return best, True
    return best, False


def make_optimal(seconds: float = OPTIMAL_SECONDS) -> MemoryPlanner:
    """The `optimal` planner with a solver limit of `seconds`.

    Without OR-Tools the canonical search gets the whole limit after the
    hint, and the planner's first plan logs `CP_SAT_MISSING`."""
    if seconds <= 0:
        raise ValueError(f"the solver's time limit must be positive, got {seconds}")
    hint_seconds = min(HINT_SECONDS, seconds * HINT_SHARE)
    heuristic = make_search(hint_seconds)
    warned = False

    def optimal(problem: PlanningProblem) -> MemorySchedule:
        """The smallest arena the canonical search and CP-SAT find within the
        limit."""
        from merge_alloc.planning.canonical_optimise import Minimized, minimize

        nonlocal warned
        cp_sat = ortools_installed()
        if not cp_sat and not warned:
            warned = True
            logger.warning(CP_SAT_MISSING)
        deadline = time.monotonic() + seconds * WALL_ALLOWANCE
        cpu_deadline = time.process_time() + seconds * WALL_ALLOWANCE
        graph = ConflictGraph(problem)
        start = heuristic(problem)
        hint = [start.offsets[buffer_id] for buffer_id in graph.ids]
        if start.proven_optimal or len(graph) > MAX_BUFFERS:
            return graph.schedule(hint, proven_optimal=start.proven_optimal)
        if not cp_sat:
            share = 1 - hint_seconds / seconds
        elif len(graph) < SMALL_PROBLEM_BUFFERS:
            share = SMALL_CANONICAL_SHARE
        else:
            share = CANONICAL_SHARE
        nodes = int(
            seconds * share * NODE_WORK_PER_SECOND / (NODE_BASE_WORK + len(graph))
        )
        found = (
            minimize(graph, hint, nodes, cpu_deadline)
            if len(graph) <= CANONICAL_MAX_BUFFERS
            else Minimized(hint, False, 0)
        )
        if found.proven or not cp_sat:
            proven = found.proven or graph.total(found.offsets) <= graph.lower_bound
            return graph.schedule(found.offsets, proven_optimal=proven)
        # Every budget is deterministic: the solver gets the rest of the
        # nominal time, capped by the wall time actually left.
        wall = max(deadline - time.monotonic(), 0.001)
        rest = seconds * (1 - share) - hint_seconds
        offsets, proven = solve(graph, found.offsets, max(rest, 0.001), wall)
        proven = proven or graph.total(offsets) <= graph.lower_bound
        return graph.schedule(offsets, proven_optimal=proven)

    optimal.__name__ = "optimal"
    optimal.__qualname__ = "optimal"
    return optimal


optimal = make_optimal()
"""`optimal` with the default limit of ten seconds."""
