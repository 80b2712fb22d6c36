"""The priorities of bottom-up placement, and their time mirrors: a mirror's
key on a problem is its priority's key on the time-reversed problem, so the
two place alike; `best` offers the mirrors' plans but seeds no search with
them (see `docs/planners.md`, "Time mirrors")."""

from __future__ import annotations

from pathlib import Path
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import (
    BufferLifetime,
    PlanningProblem,
    best,
    validate_schedule,
)
from merge_alloc.planning.batch import BatchRise
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.portfolio import (
    heuristic_plans,
    portfolio_and_search,
    search_cap,
    search_work,
)
from merge_alloc.planning.skyline import (
    BATCH_ORDERINGS,
    MIRROR_OF,
    MIRRORED_ORDERINGS,
    ORDERINGS,
    rank_of,
    rise,
)
from merge_alloc.planning.traces import read_trace_csv
from tests.planning.test_skyline import interval_problems
from tests.planning.tilings import guillotine_tiling
from tests.tiers import examples

CHALLENGING = (
    Path(__file__).parents[2] / "benchmarks" / "traces" / "minimalloc" / "challenging"
)

SUPERMALLOC_A = 1.034
"""omnimalloc's supermalloc on MiniMalloc's A (its best run, 3 s of wall
time on two threads, `benchmarks/results.md`), in lower bounds."""


def reversed_in_time(problem: PlanningProblem) -> PlanningProblem:
    """The same buffers with every lifetime `[first, last]` turned into
    `[end - last, end - first]`, `end` the last tick: every pair conflicts
    exactly when it did (a buffer never accessed, `[-1, -1]`, goes to the
    tick after `end`, where it meets no other buffer either)."""
    end = max((buffer.last for buffer in problem.buffers), default=0)
    return PlanningProblem(
        [
            BufferLifetime(
                buffer.id,
                buffer.size,
                end - buffer.last,
                end - buffer.first,
                buffer.order,
                buffer.alignment,
            )
            for buffer in problem.buffers
        ],
        problem.alignment,
    )


@settings(max_examples=examples(150), deadline=None)
@given(problem=interval_problems())
def test_a_mirror_places_as_its_priority_on_the_reversed_problem(
    problem: PlanningProblem,
) -> None:
    graph = ConflictGraph(problem)
    mirrored = ConflictGraph(reversed_in_time(problem))
    assert mirrored.neighbours == graph.neighbours
    every = {**ORDERINGS, **BATCH_ORDERINGS}
    for name, priority in MIRRORED_ORDERINGS.items():
        rank = rank_of(graph, priority(graph))
        assert rank == rank_of(mirrored, every[MIRROR_OF[name]](mirrored))
        offsets = rise(graph, rank)
        assert offsets == rise(mirrored, rank)
        validate_schedule(problem, graph.schedule(offsets))


def test_every_priority_has_its_mirror_or_is_one() -> None:
    # The mirrors mirror listed priorities and are not listed themselves.
    listed = {**ORDERINGS, **BATCH_ORDERINGS}
    assert set(MIRROR_OF) == set(MIRRORED_ORDERINGS)
    assert set(MIRROR_OF.values()) <= set(listed)
    assert not set(MIRRORED_ORDERINGS) & set(listed)


def _challenging(name: str) -> PlanningProblem:
    (path,) = CHALLENGING.glob(f"{name}.*.csv")
    return PlanningProblem(read_trace_csv(path), 1)


def test_the_oldest_buffer_lowest_stacks_minimalloc_a_as_a_staircase() -> None:
    # At A's peak ticks fourteen buffers that die at the last tick are
    # live; "last tick" stacks them by size (1.256 x the lower bound) and
    # "last tick, longest" by first tick, oldest lowest (1.025).
    problem = _challenging("A")
    graph = ConflictGraph(problem)
    end = max(graph.lasts)
    dying_last = [i for i in range(len(graph)) if graph.lasts[i] == end]
    assert len(dying_last) == 15
    for name, bound in (("last tick", 1.25), ("last tick, longest", 1.026)):
        every = {**ORDERINGS, **MIRRORED_ORDERINGS}
        offsets = rise(graph, rank_of(graph, every[name](graph)))
        ratio = graph.total(offsets) / graph.lower_bound
        assert ratio > 1.25 if name == "last tick" else ratio < bound
        if name == "last tick, longest":
            stacked = sorted(dying_last, key=offsets.__getitem__)
            firsts = [graph.firsts[i] for i in stacked]
            assert firsts == sorted(firsts)


def test_a_mirror_plan_is_held_back_and_seeds_no_walk() -> None:
    problem = _challenging("A")
    graph = ConflictGraph(problem)
    incumbent = heuristic_plans(graph, BatchRise(graph))
    assert incumbent.source not in MIRRORED_ORDERINGS
    assert not set(incumbent.rise_names) & set(MIRRORED_ORDERINGS)
    total, name, offsets = min(incumbent.mirrored)
    assert name == "last tick, longest"
    assert total < incumbent.total
    assert all(seed != offsets for _, seed in incumbent.seeds(2))
    incumbent.offer_mirrored()
    assert (incumbent.source, incumbent.offsets) == (name, offsets)


def test_the_mirror_dive_reaches_the_bound_on_minimalloc_a() -> None:
    # From "last tick, longest"'s 1.025 x the lower bound, one attempt at
    # the bound under that priority finds a plan there; before the
    # mirrors `best` ended at 1.051 (1,101,824 bytes), omnimalloc's
    # supermalloc at 1.034.
    problem = _challenging("A")
    graph = ConflictGraph(problem)
    incumbent = portfolio_and_search(
        graph, search_work(len(graph)), search_cap(len(graph))
    )
    assert incumbent.source == "mirror dive"
    assert incumbent.searched is None  # it ended before the batched search
    schedule = best(problem)
    validate_schedule(problem, schedule)
    assert schedule.total == problem.lower_bound() < SUPERMALLOC_A * schedule.total
    assert schedule.proven_optimal
    assert schedule == best(problem)


@st.composite
def holed_tilings(draw: st.DrawFn) -> PlanningProblem:
    """MiniMalloc's challenging traces in small: a guillotine tiling of
    ticks x bytes with some pieces left out, so that a plan within the
    rectangle's bytes exists but the lower bound may be below it."""
    seed = draw(st.integers(0, 2**32))
    pieces = guillotine_tiling(seed, draw(st.integers(20, 120)), 256, 128)
    kept = [piece for piece in pieces if draw(st.integers(0, 11))]
    return PlanningProblem(
        [
            BufferLifetime(index, piece.size, piece.first, piece.last, index)
            for index, piece in enumerate(kept)
        ],
        64,
    )


@settings(max_examples=25, deadline=None)
@given(problem=holed_tilings())
def test_the_mirrors_change_a_plan_only_for_a_smaller_one(
    problem: PlanningProblem,
) -> None:
    # Held back until the last stage, and dived from only when the
    # portfolio has nothing smaller: every other stage starts from what it
    # did without them. (A mirror plan at the lower bound ends `best` at
    # once, in place of a later stage's plan at the bound.)
    with_mirrors = best(problem)
    with patch.dict(MIRRORED_ORDERINGS, clear=True):
        without = best(problem)
    validate_schedule(problem, with_mirrors)
    assert with_mirrors.total <= without.total
    if with_mirrors.total == without.total > problem.lower_bound():
        assert with_mirrors == without
