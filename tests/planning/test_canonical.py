"""The canonical search (`canonical`): plans it finds are valid and within
the capacity it was given; a search that runs to the end is exact (its
optimum equals a brute-force one over every order of placement); and
`optimal`, which starts with it, is never larger than `best`."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from merge_alloc.planning import (
    BufferLifetime,
    PlanningProblem,
    best,
    canonical,
    make_optimal,
    validate_schedule,
)
from merge_alloc.planning.canonical import (
    CanonicalSearch,
    Outcome,
    preorders,
    rank_by_offsets,
)
from merge_alloc.planning.canonical_optimise import descend, minimize, rebuild
from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.skyline import rise
from merge_alloc.planning.traces import random_trace
from tests.planning.tilings import guillotine_tiling
from tests.tiers import examples

B = BufferLifetime


@st.composite
def small_problems(draw: st.DrawFn, max_buffers: int = 7) -> PlanningProblem:
    """Small problems, so that every order of placement can be tried: sizes
    on a coarse grid (many ties), some buffers needing more alignment than
    the granularity, sometimes an explicit conflict relation."""
    count = draw(st.integers(1, max_buffers))
    buffers: list[BufferLifetime] = []
    for buffer_id in range(count):
        size = draw(st.integers(1, 6)) * draw(st.sampled_from([8, 24]))
        first = draw(st.integers(0, 6))
        last = first + draw(st.integers(0, 4))
        alignment = draw(st.sampled_from([1, 1, 16, 32]))
        buffers.append(B(buffer_id, size, first, last, alignment=alignment))
    granularity = draw(st.sampled_from([1, 8]))
    if draw(st.booleans()):
        # A subset of lifetime overlap, as the collector produces.
        conflicts: dict[int, set[int]] = {b.id: set() for b in buffers}
        for a, b in itertools.combinations(buffers, 2):
            if a.overlaps(b) and draw(st.booleans()):
                conflicts[a.id].add(b.id)
                conflicts[b.id].add(a.id)
        return PlanningProblem(
            buffers,
            granularity,
            {key: frozenset(value) for key, value in conflicts.items()},
        )
    return PlanningProblem(buffers, granularity)


def settled_optimum(graph: ConflictGraph) -> int:
    """The smallest arena of any bottom-up placement order: every settled
    plan is `rise` of some order (brute force over all of them)."""
    count = len(graph)
    smallest = None
    for order in itertools.permutations(range(count)):
        total = graph.total(_in_order(graph, list(order)))
        smallest = total if smallest is None else min(smallest, total)
    assert smallest is not None
    return smallest


def _in_order(graph: ConflictGraph, order: list[int]) -> list[int]:
    """Each buffer in turn at the lowest aligned offset where it fits
    beside the buffers placed before it (first fit, gaps included)."""
    offsets = [0] * len(graph)
    placed: list[int] = []
    for index in order:
        alignment = graph.alignments[index]
        size = graph.sizes[index]
        others = sorted(
            (offsets[other], offsets[other] + graph.sizes[other])
            for other in placed
            if graph.problem.conflict(
                graph.problem.buffer(graph.ids[index]),
                graph.problem.buffer(graph.ids[other]),
            )
        )
        offset = 0
        for start, end in others:
            if offset + size <= start:
                break
            offset = max(offset, -(-end // alignment) * alignment)
        offsets[index] = offset
        placed.append(index)
    return offsets


@settings(max_examples=examples(150), deadline=None)
@given(problem=small_problems())
def test_minimize_is_exact_on_small_problems(problem: PlanningProblem) -> None:
    graph = ConflictGraph(problem)
    if len(graph) == 0:
        return
    start = rise(graph, list(range(len(graph))))
    found = minimize(graph, start, 1_000_000)
    validate_schedule(problem, graph.schedule(found.offsets))
    # Small problems are searched to the end: the answer is proven, and it
    # is the optimum of first-fit over every order (which reaches every
    # settled plan, hence an optimal one).
    assert found.proven
    assert graph.total(found.offsets) == settled_optimum(graph)


@settings(max_examples=examples(150), deadline=None)
@given(problem=small_problems(max_buffers=9), slack=st.integers(0, 64))
def test_decide_answers_within_the_capacity(
    problem: PlanningProblem, slack: int
) -> None:
    graph = ConflictGraph(problem)
    search = CanonicalSearch(graph)
    capacity = graph.lower_bound + slack
    outcomes: set[Outcome] = set()
    for rank in preorders(graph):
        result = search.decide(capacity, rank, 100_000)
        assert result.outcome is not Outcome.ABORTED
        outcomes.add(result.outcome)
        if result.outcome is Outcome.FOUND:
            assert result.offsets is not None
            validate_schedule(problem, graph.schedule(result.offsets))
            assert graph.total(result.offsets) <= capacity
    # Searches that run to the end agree, whatever the preorder.
    assert len(outcomes) == 1


def _no_ceiling(run: canonical._Run, *_: int) -> int:  # pyright: ignore[reportPrivateUsage]
    """`_Run.ceiling` that never cuts."""
    return run.mark


def _never_stranded(*_: object) -> bool:
    """`_Run.stranded` that never cuts."""
    return False


@settings(max_examples=examples(150), deadline=None)
@given(
    problem=small_problems(max_buffers=10),
    slack=st.integers(0, 96),
    rule=st.sampled_from(["ceiling", "stranded"]),
)
def test_the_cuts_of_dead_nodes_change_no_answer(
    problem: PlanningProblem, slack: int, rule: str
) -> None:
    # Without the ceiling of crowded sections, the same children are
    # placed and rejected one by one; without the stranded rule, the
    # subtree under a buffer left behind is searched to its end. Both only
    # cut nodes without a plan below them: the same answers (the same
    # first plan), never more nodes.
    graph = ConflictGraph(problem)
    capacity = graph.lower_bound + slack
    cut = [
        CanonicalSearch(graph).decide(capacity, rank, 100_000)
        for rank in preorders(graph)
    ]
    with pytest.MonkeyPatch.context() as patch:
        off = _no_ceiling if rule == "ceiling" else _never_stranded
        patch.setattr(canonical._Run, rule, off)  # pyright: ignore[reportPrivateUsage]
        uncut = [
            CanonicalSearch(graph).decide(capacity, rank, 100_000)
            for rank in preorders(graph)
        ]
    for fast, slow in zip(cut, uncut, strict=True):
        assert (fast.outcome, fast.offsets) == (slow.outcome, slow.offsets)
        assert fast.nodes <= slow.nodes


def test_first_dive_is_the_bottom_up_plan() -> None:
    problem = PlanningProblem(random_trace(120, seed=3), 64)
    graph = ConflictGraph(problem)
    rank = preorders(graph)[1]
    plan = rise(graph, rank)
    result = CanonicalSearch(graph).decide(graph.total(plan), rank, len(graph))
    assert result.outcome is Outcome.FOUND
    assert result.offsets == plan
    # And a settled plan is rebuilt from its own offsets.
    again = CanonicalSearch(graph).decide(
        graph.total(plan), rank_by_offsets(plan), len(graph)
    )
    assert again.offsets == plan


def test_minimize_finds_the_perfect_packing() -> None:
    problem = PlanningProblem(guillotine_tiling(22, 40), 64)
    graph = ConflictGraph(problem)
    start = rise(graph, preorders(graph)[0])
    found = minimize(graph, start, 200_000)
    validate_schedule(problem, graph.schedule(found.offsets))
    assert graph.total(found.offsets) == graph.lower_bound
    assert found.proven


def test_minimize_proves_an_optimum_above_the_lower_bound() -> None:
    # A 5-cycle of explicit conflicts needs three 64-byte rows, though any
    # two neighbours fit in the lower bound of 128.
    buffers = [B(i, 64, 0, 9) for i in range(5)]
    conflicts = {i: frozenset({(i + 1) % 5, (i - 1) % 5}) for i in range(5)}
    problem = PlanningProblem(buffers, 64, conflicts)
    graph = ConflictGraph(problem)
    found = minimize(graph, [64 * i for i in range(5)], 10_000)
    assert graph.total(found.offsets) == 192
    assert found.proven


def test_an_exhausted_budget_proves_nothing() -> None:
    problem = PlanningProblem(random_trace(300, seed=11), 64)
    graph = ConflictGraph(problem)
    start = rise(graph, preorders(graph)[0])
    found = minimize(graph, start, 10)
    assert graph.total(found.offsets) <= graph.total(start)
    if graph.total(found.offsets) > graph.lower_bound:
        assert not found.proven


@settings(max_examples=60, deadline=None)
@given(problem=small_problems(max_buffers=12))
def test_descend_never_worsens(problem: PlanningProblem) -> None:
    graph = ConflictGraph(problem)
    start = rise(graph, list(range(len(graph))))
    improved, spent = descend(graph, start, preorders(graph), 500)
    validate_schedule(problem, graph.schedule(improved))
    assert graph.total(improved) <= graph.total(start)
    # A decision search checks its limit once per node, so the last node
    # may try all its children past it.
    assert 0 <= spent <= 500 + len(graph)


@settings(max_examples=60, deadline=None)
@given(problem=small_problems(max_buffers=12))
def test_rebuild_never_worsens(problem: PlanningProblem) -> None:
    graph = ConflictGraph(problem)
    start = rise(graph, list(range(len(graph))))
    rebuilt = rebuild(graph, start, preorders(graph), 300)
    validate_schedule(problem, graph.schedule(rebuilt))
    assert graph.total(rebuilt) <= graph.total(start)
    assert rebuilt == rebuild(graph, start, preorders(graph), 300)


@pytest.mark.parametrize("seed", range(4))
def test_optimal_is_never_above_best(seed: int) -> None:
    pytest.importorskip("ortools")
    problem = PlanningProblem(random_trace(60, seed=seed), 64)
    heuristic = best(problem)
    schedule = make_optimal(2.0)(problem)
    validate_schedule(problem, schedule)
    assert schedule.total <= heuristic.total
    if schedule.proven_optimal:
        assert schedule.total >= problem.lower_bound()
