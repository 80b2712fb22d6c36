"""`hill-climb`: TVM USMP's hill-climb planner (`tir/usmp/algo/hill_climb.cc`).

TVM repeatedly runs a first-fit greedy over a priority list (initially
TVM's greedy-by-size order) and perturbs the list between runs: it picks a
buffer at the top of the arena, one of its conflicting buffers that comes
earlier in the list, and one of *their* earlier conflicting buffers (or
another first-level one), and swaps the two. A worse plan is rolled back
(or, rarely, kept with a probability that shrinks with the attempt count).
It stops after 500 attempts or when the arena reaches the memory pressure
(the lower bound).

The port reproduces TVM's decisions, including its random numbers: TVM draws
them with glibc's `rand_r` from seed 0, reimplemented here, so the planner
is deterministic and matches TVM run for run. Also reproduced: the returned
plan is the last accepted one, and a swap index left over from an attempt
that found nothing to swap is rolled back again by the next rejection.

One deviation: Python is about fifty times slower than TVM's C++, and the
attempt count is TVM's constant. Problems whose greedy pass visits more
than `FULL_WORK` buffers and conflicts get fewer attempts, shrinking with the
cube of that size, so that planning time stays bounded (the pass plans
20,000-buffer scopes; they get 2 attempts).
"""

from __future__ import annotations

from merge_alloc.planning.conflict_graph import ConflictGraph
from merge_alloc.planning.greedy import place_first_fit, tvm_size_order
from merge_alloc.planning.problem import MemorySchedule, PlanningProblem

ATTEMPTS = 500
"""TVM's `_max_attempts`."""

FULL_WORK = 250_000
"""Problems up to this many buffers plus conflict-list entries get all 500
attempts."""


MAX_PARTNER_DRAWS = 1000
"""Draws of a buffer to swap with the picked one before the attempt gives up
(TVM draws without limit; one draw in four or more finds another buffer)."""


class GlibcRandR:
    """glibc's `rand_r`: three steps of the ANSI C linear congruential
    generator combined into one 31-bit number."""

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> int:
        state = self.state
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        result = (state >> 16) % 2048
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        result = (result << 10) ^ ((state >> 16) % 1024)
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        result = (result << 10) ^ ((state >> 16) % 1024)
        self.state = state
        return result


def attempts_for(graph: ConflictGraph) -> int:
    """TVM's 500 attempts, fewer on problems too large for Python (see the
    module docstring)."""
    work = len(graph) + 2 * graph.pair_count
    if work <= FULL_WORK:
        return ATTEMPTS
    return max(2, ATTEMPTS * FULL_WORK**3 // work**3)


def hill_climb(problem: PlanningProblem) -> MemorySchedule:
    """TVM USMP's hill climb, seeded as TVM seeds it."""
    graph = ConflictGraph(problem)
    count = len(graph)
    if count == 0:
        return graph.schedule([])
    sizes = graph.sizes
    neighbours = graph.neighbours
    rand = GlibcRandR(0)
    order = tvm_size_order(graph)
    position = [0] * count
    for place, index in enumerate(order):
        position[index] = place

    def swap(first: int, second: int) -> None:
        if first == second:
            return
        a, b = order[first], order[second]
        order[first], order[second] = b, a
        position[a], position[b] = second, first

    desired = graph.lower_bound
    best_total = 0
    swap_first = swap_second = -1
    current: list[int] = []
    result: list[int] = []
    for attempt in range(attempts_for(graph)):
        rollback = current
        current = place_first_fit(graph, order)
        total = graph.total(current)
        accept = (
            best_total == 0
            or best_total > total
            or rand() % 100 < 50 * (total - best_total) // total // attempt
        )
        if accept:
            result = current
            best_total = total
            if best_total <= desired:
                break
        else:
            swap(swap_second, swap_first)
            current = rollback
            total = graph.total(current)
        at_top = sorted(
            (i for i in range(count) if current[i] + sizes[i] == total),
            key=position.__getitem__,
        )
        node = at_top[rand() % len(at_top)]
        first_level: list[int] = []
        second_level: list[int] = []
        for near in neighbours[node]:
            if position[node] > position[near]:
                first_level.append(near)
            second_level.extend(
                far for far in neighbours[near] if position[near] > position[far]
            )
        if not first_level:
            continue
        first_level.sort(key=position.__getitem__)
        second_level.sort(key=position.__getitem__)
        pick = first_level[rand() % len(first_level)]
        other = pick
        # TVM draws until it finds another buffer; the draws are capped so
        # that the search is bounded whatever the generator does (at least
        # one of 2 or more distinct candidates differs from `pick`, so TVM's
        # loop ends long before the cap).
        for _ in range(MAX_PARTNER_DRAWS):
            if second_level and rand() % 100 > 25:
                other = second_level[rand() % len(second_level)]
            else:
                other = first_level[rand() % len(first_level)]
            if other != pick or (len(second_level) < 2 and len(first_level) < 2):
                break
        if pick == other:
            continue
        swap_first, swap_second = position[pick], position[other]
        swap(swap_first, swap_second)
    return graph.schedule(result, proven_optimal=best_total <= desired)
