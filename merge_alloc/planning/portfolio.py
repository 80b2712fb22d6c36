"""`best`: fast heuristics, a short search, the smallest plan wins.

No single order suits every trace: on the MiniMalloc benchmarks the best
bottom-up order differs from file to file (by last tick, first tick, conflict
degree, lifetime...), and a few traces favour the reference planner's chunk
merging. `best` runs, in a fixed sequence,

1. bottom-up placement (`skyline.rise`) under each priority of `ORDERINGS`
   -- on problems of up to `batch_rise.MAX_BUFFERS` buffers together with
   those of `BATCH_ORDERINGS`, all placed in one numpy batch (up to
   `SEQUENTIAL_BUFFERS` buffers one at a time, without numpy), and, unless
   one met the lower bound, their missing time mirrors
   (`MIRRORED_ORDERINGS`, see `skyline`) in a second batch; the
   mirrors' plans are held back until after step 6 (see
   `heuristic_plans`), but when one is smaller than every other plan of
   steps 1-2, one canonical attempt at the lower bound under its priority
   (`mirror_dive`) comes before step 4;
2. TFLite's greedy-by-size, then the first-fit greedy by size and by area
   (`FIRST_FIT_ORDERS`, omnimalloc's `greedy_by_size` and `greedy_by_area`);
   then, unless a plan meets the lower bound, the tight-tick tiling
   (`peak_tiling.tile_peaks`, `TILING_WORK` work units per buffer): filling, tick by
   tick, the ticks where the live bytes equal the bound, which finds the
   plans at the bound that bottom-up placement misses on unrolled LSTMs;
3. the reference's `size-first` and `cost-model` ports -- unless the
   problem is batched and has no in-place hints (only these ports use the
   hints; on the batched problems the search below is a better use of the
   time);
4. on batched problems, a local search over priority lists
   (`batch.improve_batch`) from the `WALKS` smallest bottom-up plans, with a
   work budget by problem size (`search_work`: `SEARCH_BUFFER_WORK` a
   buffer, from `SEARCH_WORK`, about 30 ms of CPU time, up to
   `SEARCH_WORK_CAP`, about a third of a second; counted in work, never read
   from the clock, so the plan is the same on every machine), stopped early
   when it stalls (`SEARCH_PATIENCE`, `SEARCH_IDLE_PATIENCE`);
5. on batched problems, short capacity-guided canonical searches
   (`canonical_optimise.descend`): MiniMalloc's exact search, cut
   after a dive or so, aimed a quarter of the way from the best plan to the
   lower bound; its section rule steers a dive past placements that would
   overflow, which often lands well below any bottom-up plan, and a
   preorder that found a plan follows it down with a longer attempt. They get
   `DIVE_WORK`, what a stalled search left, and, on problems where the
   budget affords fewer generations than `RESERVE_BELOW_GENERATIONS` (about
   420 buffers and more), one attempt reserved from the search's budget
   (`DIVE_RESERVE`): there one dive goes further than the generations it
   replaces;
6. once the dives stall (`DESCENT_PATIENCE`), the rest of their nodes search
   the top of the best plan again (`canonical_optimise.rebuild`: its lower
   buffers keep their place, the others are searched),

and keeps the first plan with the smallest arena (so ties are broken by that
sequence, and the result is deterministic). It stops as soon as a plan meets
the lower bound. `best` is never larger than greedy-by-size (up to
`GREEDY_WORK`, and where it scans lifetimes up to the buffers `SCAN_WORK`
affords it), nor than the reference ports where they run. On MiniMalloc's
challenging A-K (alignment 1) it is 1.051 x the lower bound (geometric
mean) at under 0.3 s of CPU time per file on an idle 2-core machine;
`benchmarks/results.md` has the tables.

Large problems get less, and the fast stages first: beyond `REFERENCE_WORK`
buffers + conflicting pairs the tiling (where the live bytes meet the bound
often, `tile_first`), greedy-by-size (up to `GREEDY_WORK`, or by lifetimes)
and the first fits run before the bottom-up placements, because on the
traces of large functions one of them often meets the lower bound at once;
beyond `FULL_WORK` only the first `LARGE_ORDERINGS` priorities run, with
heights instead of adjacency lists, each within `LARGE_RISE_WORK` a buffer;
the reference ports only up to `REFERENCE_WORK` (they walk every conflict in
Python). So 20,000 buffers plan in a fraction of a second.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from merge_alloc.planning.baselines import (
    gaps_by_lifetimes,
    place_in_smallest_gap,
    size_order,
)
from merge_alloc.planning.batch import BatchRise
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.problem import MemorySchedule, PlanningProblem
from merge_alloc.planning.skyline import (
    BATCH_ORDERINGS,
    MIRRORED_ORDERINGS,
    ORDERINGS,
    rank_of,
    rise,
    rise_counted,
)

# The later stages are imported where they run: most scopes of a pass end
# with the first bottom-up plan at the lower bound and never need them (an
# `xdsl-opt -p merge-alloc` start pays for what it imports,
# benchmarks/startup.py).
if TYPE_CHECKING:
    from merge_alloc.planning.batch import BatchResult
    from merge_alloc.planning.canonical import CanonicalSearch

FULL_WORK = 200_000
"""Up to this many buffers + conflicting pairs, every heuristic runs."""

LARGE_ORDERINGS = 2
"""How many `ORDERINGS` run on larger problems."""

REFERENCE_WORK = 250_000
"""Up to this many buffers + conflicting pairs, the reference ports run too."""

SEARCH_WORK = 20_000_000
"""The least work units (`batch_search.generations_for`) of `best`'s
batched search, about 30 ms of CPU time on a loaded 2-core machine, shared
with the canonical dives where the search stalls or a problem is large (see
`DIVE_RESERVE`, `SEARCH_PATIENCE`): what every problem of up to about 60
buffers gets (`search_work`). Counted in work, never read from the clock,
so the plan is the same on every machine."""

SEARCH_BUFFER_WORK = 330_000
"""The work units of `best`'s search per buffer (`search_work`), above
`SEARCH_WORK` and up to `SEARCH_WORK_CAP`. The fixed `SEARCH_WORK` was too
little on MiniMalloc's A-K (154-454 buffers) for the walks and dives to get
far: 1.069 x the lower bound (geometric mean); 330,000 a buffer (51-100
million units there) gives 1.051, and 300,000 or 360,000 a buffer 1.052 or
1.051 (each file's plan moves chaotically with the budget, the mean does
not). Per buffer, so that a pass planning many small scopes pays for their
buffers, not their count."""

SEARCH_WORK_CAP = 100_000_000
"""The most work units of `best`'s search, reached at about 300 buffers:
about a third of a second of CPU on a loaded 2-core machine (the
calibration of `batch.KEY_UPDATES_PER_SECOND`), whatever the size, so that
no problem of up to `batch.MAX_BUFFERS` buffers, where the search runs,
comes near a second."""

NODE_WORK = 25_000
"""The fixed cost of one canonical search node (`canonical_optimise.descend`)
in the search's work units: a node is a few dozen numpy calls."""

NODE_PAIR_WORK = 0.5
"""What a node costs beyond `NODE_WORK` per conflicting pair of the
problem (its arrays grow with the lifetimes' overlap)."""

DIVE_RESERVE = 0.8
"""The largest share of the budget reserved for one canonical attempt
before the search starts (`canonical_optimise.DESCENT_ATTEMPT` times the
buffer count in nodes). Without the reserve the search takes everything on
problems of 300 buffers and more, and there one dive often goes further
than the whole search; a problem whose attempt would cost more than this
share keeps the whole budget for the search."""

DIVE_ATTEMPTS = 10
"""The most canonical attempts (small problems would afford hundreds, and a
pass may plan thousands of scopes)."""

SEARCH_PATIENCE = 5
"""The search hands the rest of its budget to the dives after this many
generations in a row without a smaller plan (on some problems it stalls
after one generation, where the dives still find much smaller plans)."""

SEARCH_IDLE_PATIENCE = 3
"""The search hands the rest of its budget to the dives after this many
generations when none of them found a plan smaller than the bottom-up ones
(where the walks start)."""

RESERVE_BELOW_GENERATIONS = 20
"""When the budget affords fewer generations than this (with `best`'s
budget, `search_work`, problems of about 420 buffers and more), one
canonical attempt is reserved first. MiniMalloc's K (454 buffers, 16
generations): 1.110 x the lower bound without the reserve, 1.095 with it
(any threshold from 20 to 30 gives K that plan, and A-K 1.0514-1.0515 x
the bound, geometric mean); J (409 buffers, 20 generations) keeps its
whole search."""

DIVE_WORK = 100_000
"""Besides what the search leaves, the dives get `DIVE_WORK // (DIVE_BASE_WORK
+ the buffer count)` nodes (about 10 ms of CPU time; enough for attempts
on problems of up to about 200 buffers)."""

DIVE_BASE_WORK = 200
"""The constant part of a canonical search node's cost, in buffers."""

DESCENT_PATIENCE = 2
"""`descend` hands the rest of its nodes to `canonical_optimise.rebuild`
(searching the top of the best plan again) after this many attempts in a
row without a plan, or as soon as a preorder that found a plan fails to
find the next one (MiniMalloc B: the best bottom-up priority finds nothing,
"last tick", the second, finds 1.064 and then 1.048)."""

DIVE_ORDERINGS = (
    "last tick",
    "last tick, largest area",
    "first tick",
    "contention",
    "first tick, last tick",
    "first tick, longest",
)
"""The bottom-up priorities the last stage tries first (after the search's
best priority), those whose capacity-guided dives most often met a capacity
on the MiniMalloc benchmarks; then MiniMalloc's preorders, then the other
priorities."""

SEARCH_GENERATIONS = 40
"""The most generations of `best`'s search (small problems)."""

WALKS = 2
"""How many walks the batched search runs side by side, from the smallest
bottom-up plans (a single walk from the best one gets stuck on some
MiniMalloc benchmarks that another start passes)."""

SAFETY_SECONDS = 1.0
"""CPU seconds after which `best`'s search stops whatever its budget (only
on a machine far slower than the calibration)."""

SEQUENTIAL_BUFFERS = 32
"""Up to this many buffers the bottom-up plans of a batched problem are
placed one at a time (`skyline.rise`, the same plans), stopping at the first
that meets the lower bound, as most small scopes' first priority does:
sixteen `rise`s of 32 buffers cost about twice one numpy batch (1.2 ms
against 0.6), the first alone a sixteenth of that, and a scope that needs
no batch does not import numpy (about 90 ms of an `xdsl-opt` start)."""

TILING_WORK = 100
"""The work units per buffer the tight-tick tiling may spend (see
`peak_tiling.tile_peaks`) on problems up to `FULL_WORK`: `lstm-2x35-medium`
needs 32,290 of its 87,900, and on MiniMalloc's A-K, where it finds nothing,
the budget bounds its cost (39 ms for the eleven files, 38 ms with the
tiling before its short conflict lists, which counted more work a step)."""

LARGE_TILING_WORK = 150
"""The same beyond `FULL_WORK`, where the tiling runs only where the live
bytes meet the bound often (`peak_tiling.repeats_peaks`), first:
`lstm-3x200` needs 1,011,274 units of its 1,110,900 (0.3-0.5 s on a loaded
2-core machine). A problem whose tight ticks hold more members than the
budget could fill is not searched at all (`peak_tiling.tile_peaks`): the
13,002-buffer `lstm-t1000-1l`, whose 1,000 inputs are live at each of its
1,000 tight ticks, spent its whole budget, about half a second, on the
first 131 ticks and found nothing."""

LARGE_RISE_WORK = 600
"""Beyond `REFERENCE_WORK`, the bottom-up placements may refile buffers for
this many work units a buffer, shared in turn (`_shared_rises`,
`skyline.rise_counted`), about 0.3 s of CPU for 10,000 buffers on a loaded
2-core machine; a priority that needs more than is left gives no plan
(greedy-by-size, which runs first there, is the fallback).
Without it, a 10,000-buffer LSTM trace spent 7 s in one placement; with
it `best` plans that trace at its lower bound in 0.8 s (greedy-by-size
meets the bound)."""

GREEDY_WORK = 500_000
"""Up to this many buffers + conflicting pairs, greedy-by-size runs; above
`REFERENCE_WORK` it runs first, since on function-like traces it often meets
the lower bound and the priorities are then skipped. Beyond it too where
greedy-by-size scans lifetimes instead of adjacency lists
(`greedy.gaps_by_lifetimes`: up to 30,000 buffers), which costs no pair walk."""


@dataclass
class Incumbent:
    """The smallest plan seen so far; a later plan replaces it only if it is
    strictly smaller, so the first of equal plans wins."""

    graph: ConflictGraph
    offsets: list[int] | None = None
    total: int = 0
    source: str = ""
    rise_rank: list[int] | None = None
    """The priority whose bottom-up plan was smallest (where a search may
    start)."""
    rise_total: int = 0
    rise_plans: list[tuple[int, list[int], list[int]]] = field(
        default_factory=list[tuple[int, list[int], list[int]]]
    )
    """Every bottom-up plan: `(total, rank, offsets)`."""
    rise_names: list[str] = field(default_factory=list[str])
    """The priority of each of `rise_plans`."""
    batch: BatchRise | None = None
    searched: BatchResult | None = None
    """The batched search's smallest plan, when it ran."""
    mirrored: list[tuple[int, str, list[int]]] = field(
        default_factory=list[tuple[int, str, list[int]]]
    )
    """The bottom-up plans of `MIRRORED_ORDERINGS`, `(total, priority,
    offsets)`, held back until every other stage has run (see
    `heuristic_plans`)."""

    def seeds(self, count: int) -> list[tuple[list[int], list[int]]]:
        """The `count` smallest bottom-up plans of distinct arenas (the first
        priority of each size), as `(rank, offsets)`: where walks start."""
        chosen: list[tuple[list[int], list[int]]] = []
        seen: set[int] = set()
        for total, rank, offsets in sorted(self.rise_plans, key=lambda p: p[0]):
            if total not in seen and len(chosen) < count:
                seen.add(total)
                chosen.append((rank, offsets))
        return chosen

    def offer_mirrored(self) -> None:
        """Offer the held-back plans of `mirrored`, after every other plan
        (so that an equal plan of the other stages keeps its place)."""
        for total, name, offsets in self.mirrored:
            self.offer(offsets, name, total)
        self.mirrored = []

    def offer(self, offsets: list[int], source: str, total: int | None = None) -> None:
        """Keep `offsets` if smaller than the incumbent (`total`, its arena,
        when the caller knows it)."""
        if total is None:
            total = self.graph.total(offsets)
        if self.offsets is None or total < self.total:
            self.offsets, self.total, self.source = offsets, total, source

    @property
    def optimal(self) -> bool:
        return self.offsets is not None and self.total <= self.graph.lower_bound

    def schedule(self) -> MemorySchedule:
        assert self.offsets is not None
        return self.graph.schedule(self.offsets, proven_optimal=self.optimal)


def greedy_by_size_offsets(graph: ConflictGraph) -> list[int]:
    """TFLite's greedy-by-size plan of `graph`."""
    return place_in_smallest_gap(graph, size_order(graph))


def _reference_offsets(
    graph: ConflictGraph, planner: Callable[[PlanningProblem], MemorySchedule]
) -> list[int]:
    schedule = planner(graph.problem)
    return [schedule.offsets[buffer_id] for buffer_id in graph.ids]


def heuristic_plans(graph: ConflictGraph, batch: BatchRise | None = None) -> Incumbent:
    """Run the portfolio on `graph` and return the winner (see the module
    docstring for what runs when); with `batch`, the bottom-up placements
    run together.

    The plans of `MIRRORED_ORDERINGS` (batched problems only, when no
    other priority met the lower bound) are held back in `mirrored` unless
    one meets the bound: they are not `rise_plans`, so no walk of the
    batched search starts from them and no dive takes their preorder, and
    `portfolio_and_search` offers them only after its last stage, so that
    no stage starts from a different plan than it would without them and
    `best` is never larger for them. Which start leads a search somewhere
    is chaotic: on MiniMalloc's F, "last tick, longest" (1.134 x the lower
    bound) would displace "last tick, largest area" (1.135) as the second
    walk's start, and the walks would end at 1.108 instead of 1.062; the
    mirrors are there for the traces whose bottom-up plan they make
    outright (A: 1.025, where every other stage ends at 1.051 or above)."""
    incumbent = Incumbent(graph)
    if len(graph) == 0:
        incumbent.offer([], "empty")
        return incumbent
    work = len(graph) + graph.pair_count
    orderings: Sequence[str] = list(ORDERINGS)
    if work <= FULL_WORK:
        graph.neighbours  # noqa: B018 -- adjacency makes `rise` faster here
    else:
        orderings = orderings[:LARGE_ORDERINGS]
    large = work > REFERENCE_WORK
    if large:
        # The fast stages first: the tiling where the live bytes meet the
        # bound often (it meets it on the unrolled LSTMs, where nothing else
        # does), then the greedy placements, which place every buffer once
        # and on the traces of long functions often meet the bound.
        tile_first(graph, incumbent)
        if incumbent.optimal:
            return incumbent
        if gaps_by_lifetimes(graph):
            scans = scan_budget(graph)
            offer_first_fits(graph, incumbent, min(1, scans))
            if scans >= 2 and not incumbent.optimal:
                incumbent.offer(greedy_by_size_offsets(graph), "greedy-by-size")
            offer_first_fits(graph, incumbent, scans - 2, skip=1)
        elif work <= GREEDY_WORK:
            incumbent.offer(greedy_by_size_offsets(graph), "greedy-by-size")
        if incumbent.optimal:
            return incumbent
    if batch is not None:
        orderings = [*orderings, *BATCH_ORDERINGS]
        every = {**ORDERINGS, **BATCH_ORDERINGS}
        ranks = [rank_of(graph, every[name](graph)) for name in orderings]
        placed: Iterable[list[int]] = (
            (rise(graph, rank) for rank in ranks)
            if len(graph) <= SEQUENTIAL_BUFFERS
            else batch.place(ranks).tolist()
        )
        plans = zip(orderings, ranks, placed, strict=True)
    elif large:
        plans = _shared_rises(graph, orderings, LARGE_RISE_WORK * len(graph))
    else:
        plans = (
            (name, rank, rise(graph, rank))
            for name in orderings
            for rank in [rank_of(graph, ORDERINGS[name](graph))]
        )
    for name, rank, offsets in plans:
        total = graph.total(offsets)
        if incumbent.rise_rank is None or total < incumbent.rise_total:
            incumbent.rise_rank, incumbent.rise_total = rank, total
        incumbent.rise_plans.append((total, rank, offsets))
        incumbent.rise_names.append(name)
        incumbent.offer(offsets, name, total)
        if incumbent.optimal:
            return incumbent
    if batch is not None:
        for name, offsets in _mirrored_plans(graph, batch):
            total = graph.total(offsets)
            if total <= graph.lower_bound:
                incumbent.offer(offsets, name, total)
                return incumbent
            incumbent.mirrored.append((total, name, offsets))
    if large:
        return incumbent
    incumbent.offer(greedy_by_size_offsets(graph), "greedy-by-size")
    offer_first_fits(graph, incumbent)
    if batch is not None and not graph.problem.inplace:
        return incumbent
    from merge_alloc.planning.reference import cost_model, size_first

    for name, planner in (("size-first", size_first), ("cost-model", cost_model)):
        if incumbent.optimal:
            break
        incumbent.offer(_reference_offsets(graph, planner), name)
    return incumbent


def _shared_rises(
    graph: ConflictGraph, orderings: Sequence[str], work: int
) -> Iterable[tuple[str, list[int], list[int]]]:
    """The bottom-up plans of `orderings` that `work` units, shared in turn,
    afford (`skyline.rise_counted`): each placement gets what the ones
    before it left, and once one gives up the rest do not run. So the stage
    costs `LARGE_RISE_WORK` a buffer at most, not that much per priority:
    on the long LSTMs, where no priority finishes, the second one spent as
    much as the first in vain (0.15-0.2 s on 10,000-13,000 buffers); on
    random traces of 16,000-30,000 buffers both finish within it (the two
    together 400-530 units a buffer)."""
    for name in orderings:
        if work <= 0:
            return
        rank = rank_of(graph, ORDERINGS[name](graph))
        offsets, work = rise_counted(graph, rank, work)
        if offsets is not None:
            yield name, rank, offsets


FIRST_FIT_ORDERS = ("size", "area")
"""The orders of the first-fit greedy placements `best` offers (each buffer
at the lowest offset it fits, `greedy.place_first_fit`), largest first, ties
in input order: omnimalloc's `greedy_by_size` and `greedy_by_area`, which
on some long traces pack tighter than every bottom-up priority and TFLite's
smallest gap (bilstm-2x100: 1.0032 x the lower bound against 1.0064)."""


SCAN_WORK = 7_168
"""The work units a buffer that the greedy placements by lifetimes
(`greedy.gaps_by_lifetimes`: the first fit by size, greedy-by-size, the
first fit by area, in that order) may spend together on a large problem;
one placement of n buffers costs n * n / 2 units (each buffer's overlap
test over the placed ones, about 10 ns a unit on a loaded 2-core machine).
So up to 7,168 buffers afford the first two (bilstm-2x100: the first fit
by size is omnimalloc's `greedy_by_size` plan, 1.0032 x the lower bound),
up to 14,336 the first fit by size alone (the smaller of the two on the
long LSTMs), and the cost stays linear in the buffers: beyond, none runs
(the bottom-up placements, within their own budget, remain)."""


def scan_budget(graph: ConflictGraph) -> int:
    """How many greedy placements by lifetimes `SCAN_WORK` affords `graph`."""
    count = len(graph)
    return (SCAN_WORK * count) // max(1, count * count // 2)


def offer_first_fits(
    graph: ConflictGraph,
    incumbent: Incumbent,
    most: int = len(FIRST_FIT_ORDERS),
    skip: int = 0,
) -> None:
    """Offer the first-fit plans of `FIRST_FIT_ORDERS[skip:skip + most]`
    until one meets the lower bound (by lifetimes where greedy-by-size scans
    them, else over the adjacency lists)."""
    from merge_alloc.planning.baselines import first_fit_by_lifetimes, place_first_fit

    sizes, firsts, lasts = graph.sizes, graph.firsts, graph.lasts
    weights: dict[str, Callable[[int], int]] = {
        "size": lambda i: sizes[i],
        "area": lambda i: sizes[i] * (lasts[i] - firsts[i] + 1),
    }
    place = first_fit_by_lifetimes if gaps_by_lifetimes(graph) else place_first_fit
    for name in FIRST_FIT_ORDERS[skip : skip + max(0, most)]:
        if incumbent.optimal:
            return
        weight = weights[name]
        order = sorted(range(len(graph)), key=lambda i: (-weight(i), i))
        incumbent.offer(place(graph, order), f"first fit by {name}")


def tile_first(graph: ConflictGraph, incumbent: Incumbent) -> None:
    """On large problems whose live bytes meet the lower bound often
    (`peak_tiling.repeats_peaks`, the unrolled LSTMs), the tight-tick tiling
    before the bottom-up placements: where it meets the bound (lstm-3x200)
    the placements, which do not, are skipped; `LARGE_TILING_WORK` a buffer."""
    from merge_alloc.planning.peak_tiling import repeats_peaks, tile_peaks

    if repeats_peaks(graph):
        tiled = tile_peaks(graph, LARGE_TILING_WORK * len(graph))
        if tiled is not None:
            incumbent.offer(tiled, "tiling")


def _mirrored_plans(
    graph: ConflictGraph, batch: BatchRise
) -> Iterable[tuple[str, list[int]]]:
    """The bottom-up plans of `MIRRORED_ORDERINGS`, by name. A batch of
    their own, placed only where no other priority met the lower bound:
    in the batch of the others they would cost every problem about a fifth
    more (30 -> 36 ms on the network traces of about 1,000 buffers that the
    first priority places at the bound), alone 1.2 and 4.4 ms on
    MiniMalloc's A and K."""
    ranks = [rank_of(graph, key(graph)) for key in MIRRORED_ORDERINGS.values()]
    placed: Iterable[list[int]] = (
        (rise(graph, rank) for rank in ranks)
        if len(graph) <= SEQUENTIAL_BUFFERS or not ranks
        else batch.place(ranks).tolist()
    )
    return zip(MIRRORED_ORDERINGS, placed, strict=True)


def best(problem: PlanningProblem) -> MemorySchedule:
    """The smallest plan of the heuristic portfolio, improved by a short
    batched search on problems of up to `batch_rise.MAX_BUFFERS` buffers."""
    graph = ConflictGraph(problem)
    count = len(graph)
    return portfolio_and_search(graph, search_work(count), search_cap(count)).schedule()


def search_work(count: int) -> int:
    """The work units of `best`'s search (and dives) on `count` buffers:
    `SEARCH_BUFFER_WORK` a buffer, at least `SEARCH_WORK`, at most
    `SEARCH_WORK_CAP`."""
    return min(SEARCH_WORK_CAP, max(SEARCH_WORK, SEARCH_BUFFER_WORK * count))


def search_cap(count: int) -> int:
    """The most generations `best` searches `count` buffers for: a quarter
    of the count (at least 4, at most `SEARCH_GENERATIONS`). The work budget
    alone would give a tiny scope hundreds of generations, each paying
    numpy's fixed cost per step, and a pass may plan thousands of scopes;
    from about 160 buffers on, the work budget decides."""
    return max(4, min(SEARCH_GENERATIONS, count // 4))


def portfolio_and_search(
    graph: ConflictGraph,
    work: int,
    cap: int,
    seconds: float = SAFETY_SECONDS,
    dive_work: int = DIVE_WORK,
) -> Incumbent:
    """The portfolio, then, unless it met the lower bound, the batched
    search (`batch.improve_batch`) from its `WALKS` best priorities with `work`
    units (at most `cap` generations; CPU time `seconds` as a safety cap).
    The incumbent keeps the batch and the search's result, where a longer
    search may go on."""
    deadline = time.process_time() + seconds
    batch = BatchRise(graph) if BatchRise.fits(graph) else None
    incumbent = heuristic_plans(graph, batch)
    if incumbent.optimal:
        return incumbent
    from merge_alloc.planning.peak_tiling import repeats_peaks, tile_peaks

    extent = len(graph) + graph.pair_count
    if extent <= FULL_WORK:
        tiled = tile_peaks(graph, TILING_WORK * len(graph))
        if tiled is not None:
            incumbent.offer(tiled, "tiling")
    elif extent <= REFERENCE_WORK and repeats_peaks(graph):
        # (Beyond REFERENCE_WORK `heuristic_plans` tiled before the rises.)
        tiled = tile_peaks(graph, LARGE_TILING_WORK * len(graph))
        if tiled is not None:
            incumbent.offer(tiled, "tiling")
    if batch is None or incumbent.optimal:
        return incumbent
    # Imported here: they import numpy, which the scopes that end with the
    # portfolio never need (see `SEQUENTIAL_BUFFERS`).
    from merge_alloc.planning.batch import (
        generation_work,
        generations_for,
        improve_batch,
    )
    from merge_alloc.planning.canonical import CanonicalSearch
    from merge_alloc.planning.canonical_optimise import (
        DESCENT_ATTEMPT,
        descend,
        rebuild,
    )

    count = len(graph)
    node = node_work(graph)
    generation = generation_work(count)
    per_attempt = int(DESCENT_ATTEMPT * count)
    bound_search: CanonicalSearch | None = None
    mirrored = min(incumbent.mirrored, default=None)
    if mirrored is not None and mirrored[0] < incumbent.total:
        bound_search = CanonicalSearch(graph)
        mirror_dive(graph, incumbent, mirrored[1], bound_search, per_attempt)
        if incumbent.optimal:
            return incumbent
    attempt = per_attempt * node
    reserve = 0
    if (
        dive_work
        and generations_for(count, work, cap) < RESERVE_BELOW_GENERATIONS
        and attempt <= DIVE_RESERVE * work
    ):
        reserve = attempt
    generations = generations_for(count, work - reserve, cap)
    found = improve_batch(
        graph,
        batch,
        incumbent.seeds(WALKS),
        generations,
        deadline,
        SEARCH_PATIENCE if dive_work else 0,
        SEARCH_IDLE_PATIENCE if dive_work else 0,
    )
    incumbent.offer(found.offsets, "search")
    incumbent.batch, incumbent.searched = batch, found
    if dive_work and not incumbent.optimal and incumbent.offsets is not None:
        # The generations the search did not run (it stalled), not the
        # remainder of the budget's division, so that a search that ran
        # to the end costs what it did before the dives.
        left = (reserve + (generations - found.generations) * generation) // node
        bonus = dive_work // (DIVE_BASE_WORK + count)
        nodes = min(left + bonus, DIVE_ATTEMPTS * per_attempt)
        ranks = dive_ranks(graph, incumbent)
        search = (
            (bound_search or CanonicalSearch(graph)) if nodes >= per_attempt else None
        )
        dived, spent = descend(
            graph, incumbent.offsets, ranks, nodes, DESCENT_PATIENCE, search
        )
        incumbent.offer(dived, "canonical")
        if (
            search is not None
            and nodes - spent >= per_attempt // 2
            and not incumbent.optimal
        ):
            rebuilt = rebuild(graph, incumbent.offsets, ranks, nodes - spent, search)
            incumbent.offer(rebuilt, "rebuilt")
    incumbent.offer_mirrored()
    return incumbent


def mirror_dive(
    graph: ConflictGraph,
    incumbent: Incumbent,
    name: str,
    search: CanonicalSearch,
    nodes: int,
) -> None:
    """When the plan of the mirror `name` is smaller than every other plan
    of the portfolio (and held back, see `heuristic_plans`), one canonical
    attempt at the lower bound under its priority, `nodes` nodes at most
    (the limit of an attempt of `canonical_optimise.descend`); a plan found
    is offered. The attempt's first path is that priority's bottom-up
    placement, steered by the section rule, which the bound makes strongest
    (a tick whose live bytes equal the bound must be filled without a gap).
    The nodes come on top of `best`'s budget, so an attempt that finds
    nothing changes no later stage. MiniMalloc's A: the plan at the bound
    in 160 nodes, from "last tick, longest"'s 1.025 (see "Time mirrors" in
    `docs/planners.md`)."""
    from merge_alloc.planning.canonical import Outcome, plan_unit

    unit = plan_unit(graph)
    bound = -(-graph.lower_bound // unit) * unit
    priority = MIRRORED_ORDERINGS[name](graph)
    result = search.decide(bound, rank_of(graph, priority), nodes)
    if result.outcome is Outcome.FOUND and result.offsets is not None:
        incumbent.offer(result.offsets, "mirror dive")


def node_work(graph: ConflictGraph) -> int:
    """The work units of one canonical search node on `graph`."""
    return NODE_WORK + int(NODE_PAIR_WORK * graph.pair_count)


def dive_ranks(graph: ConflictGraph, incumbent: Incumbent) -> list[list[int]]:
    """The preorders of the last stage, in turn: the search's best priority,
    `DIVE_ORDERINGS`, MiniMalloc's preorders, the other bottom-up
    priorities."""
    from merge_alloc.planning.canonical import preorders

    by_name = {
        name: rank
        for name, (_, rank, _) in zip(
            incumbent.rise_names, incumbent.rise_plans, strict=True
        )
    }
    ranks: list[list[int]] = []
    if incumbent.searched is not None:
        ranks.append(incumbent.searched.rank)
    ranks += [by_name[name] for name in DIVE_ORDERINGS if name in by_name]
    ranks += preorders(graph)
    ranks += [rank for name, rank in by_name.items() if name not in DIVE_ORDERINGS]
    return ranks
