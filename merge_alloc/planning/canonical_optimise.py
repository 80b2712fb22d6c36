"""Optimisers over the canonical search (`canonical`): `minimize` for
`optimal`, `descend` and `rebuild` for `best`.

All ask `CanonicalSearch.decide` for plans within capacities below the best
plan so far. They differ in how much they may spend: `minimize` restarts the
search over several preorders with doubling node limits (MiniMalloc's round
robin) and can prove an optimum; `descend` gives each capacity a single dive
or so; `rebuild` keeps the bottom of the best plan and searches its top.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from merge_alloc.planning.canonical import (
    CanonicalSearch,
    Outcome,
    SearchResult,
    plan_unit,
    preorders,
    rank_by_offsets,
)
from merge_alloc.planning.conflict_graph import ConflictGraph

ROUND_ROBIN_START = 2
"""The first node limit of the round robin, times the buffer count."""


def round_robin(
    search: CanonicalSearch,
    capacity: int,
    ranks: Sequence[Sequence[int]],
    nodes: int,
    deadline: float = float("inf"),
) -> SearchResult:
    """MiniMalloc's restarts: each preorder of `ranks` in turn with a node
    limit that doubles every round (from `ROUND_ROBIN_START` times the
    buffer count), until one answers or `nodes` are spent. A complete search
    under any preorder answers for all (`INFEASIBLE` is a proof)."""
    spent = 0
    limit = max(1, ROUND_ROBIN_START * search.count)
    while True:
        for rank in ranks:
            allowed = min(limit, nodes - spent)
            if allowed <= 0 or time.process_time() > deadline:
                return SearchResult(Outcome.ABORTED, None, spent)
            result = search.decide(capacity, rank, allowed, deadline)
            spent += result.nodes
            if result.outcome is not Outcome.ABORTED:
                return SearchResult(result.outcome, result.offsets, spent)
        limit *= 2


@dataclass
class Minimized:
    """`minimize`'s answer: the smallest plan found, whether it is proven
    optimal, and the nodes spent."""

    offsets: list[int]
    proven: bool
    nodes: int


LOWER_BOUND_SHARE = 0.3
"""The share of `minimize`'s nodes spent looking for a plan at the lower
bound."""

ATTEMPT_SHARE = 0.15
"""The share of `minimize`'s nodes one capacity of the bisection may take."""


def minimize(
    graph: ConflictGraph,
    incumbent: Sequence[int],
    nodes: int,
    deadline: float = float("inf"),
) -> Minimized:
    """The smallest plan the canonical search finds within `nodes` nodes,
    starting from the plan `incumbent`: first at the lower bound (a plan
    there is optimal), then by bisection between the highest capacity that
    failed and the best plan so far. A capacity whose search runs to the end
    without a plan is proven infeasible; when that is just below the best
    plan, the best plan is optimal.

    Tight capacities are searched first on purpose: the section rule cuts
    far more there, so a search just below the incumbent (where the first
    dive already fits nearly everything) is often the slowest of all."""
    best = list(incumbent)
    if len(graph) == 0:
        return Minimized(best, True, 0)
    search = CanonicalSearch(graph)
    unit = plan_unit(graph)
    lower = -(-graph.lower_bound // unit) * unit
    upper = graph.total(best)
    if upper <= lower:
        return Minimized(best, True, 0)
    ranks = [*preorders(graph), rank_by_offsets(best)]
    first = round_robin(search, lower, ranks, int(nodes * LOWER_BOUND_SHARE), deadline)
    spent = first.nodes
    if first.outcome is Outcome.FOUND and first.offsets is not None:
        return Minimized(first.offsets, True, spent)
    if first.outcome is Outcome.INFEASIBLE:
        lower += unit
    failed = lower - unit
    """The highest capacity with no plan found (proven or not)."""
    while upper - failed > unit and spent < nodes and time.process_time() <= deadline:
        target = failed + (upper - failed) // (2 * unit) * unit
        ranks[-1] = rank_by_offsets(best)
        budget = min(int(nodes * ATTEMPT_SHARE), nodes - spent)
        result = round_robin(search, target, ranks, budget, deadline)
        spent += result.nodes
        if result.outcome is Outcome.FOUND and result.offsets is not None:
            best = result.offsets
            upper = graph.total(best)
        else:
            failed = target
            if result.outcome is Outcome.INFEASIBLE:
                lower = target + unit
    return Minimized(best, upper <= lower, spent)


DESCENT_STEP = 0.25
"""`descend` aims below the best plan by this share of its distance to the
lower bound."""

DESCENT_ATTEMPT = 1.2
"""`descend`'s node limit per attempt, times the buffer count: a search
that finds a plan mostly dives straight through, the section rule steering
it past placements that would overflow."""

DESCENT_FOLLOW = 1.8
"""`descend`'s node limit, times the buffer count, for the attempt that
follows a plan found: the same preorder again, below that plan. The
searches are heavy-tailed (a preorder finds a plan within a few hundred
nodes at one capacity and not in thousands at the next), and a preorder
that has just found a plan is the best bet for a longer attempt (MiniMalloc
B: "last tick" finds 1.064 x the lower bound in 200 nodes, then 1.048 in
225, where the search's best priority finds nothing in 1,000). `best`'s
plans of MiniMalloc's A-K are the same from 1.5 to 2 (at 2.4, A's follow
leaves `rebuild` too few nodes)."""


def descend(
    graph: ConflictGraph,
    incumbent: Sequence[int],
    ranks: Sequence[Sequence[int]],
    nodes: int,
    patience: int = 0,
    search: CanonicalSearch | None = None,
) -> tuple[list[int], int]:
    """A quick improvement of the plan `incumbent` by short canonical
    searches (`best`'s last stage): each attempt takes the next preorder of
    `ranks` and a capacity below the best plan so far (see `DESCENT_STEP`);
    a plan found becomes the best plan and the same preorder follows it
    down with a longer attempt (`DESCENT_FOLLOW`); when every preorder has
    failed at a capacity, the capacity moves halfway back up. At most
    `nodes` nodes in all; with `patience`, it stops after that many attempts
    in a row without a plan, or once a preorder that found a plan fails to
    find the next one (where `best` hands the rest to `rebuild`). Never a
    larger plan. Returns the plan and the nodes spent."""
    best = list(incumbent)
    if len(graph) == 0 or not ranks:
        return best, 0
    unit = plan_unit(graph)
    lower = -(-graph.lower_bound // unit) * unit
    upper = graph.total(best)
    per_attempt = max(1, int(DESCENT_ATTEMPT * len(graph)))
    per_follow = max(per_attempt, int(DESCENT_FOLLOW * len(graph)))
    if upper <= lower or nodes < per_attempt:
        return best, 0
    search = search or CanonicalSearch(graph)

    def aim(upper: int, lower: int) -> int:
        return upper - max(unit, int((upper - lower) * DESCENT_STEP) // unit * unit)

    spent = 0
    target = aim(upper, lower)
    attempt = failed = 0
    winner: Sequence[int] | None = None
    """The preorder that found the best plan, while it has not failed."""
    while upper > lower and nodes - spent >= per_attempt:
        if patience and failed >= patience:
            break
        if winner is not None:
            rank, limit = winner, min(per_follow, nodes - spent)
        else:
            rank, limit = ranks[attempt % len(ranks)], per_attempt
            attempt += 1
        result = search.decide(target, rank, limit)
        spent += result.nodes
        if result.outcome is Outcome.FOUND and result.offsets is not None:
            best = result.offsets
            upper = graph.total(best)
            target = aim(upper, lower)
            failed = 0
            winner = rank
            continue
        failed += 1
        if winner is not None and patience:
            break
        winner = None
        if result.outcome is Outcome.INFEASIBLE:
            lower = max(lower, target + unit)
            target = aim(upper, lower)
        elif attempt % len(ranks) == 0:
            # Every preorder failed at this capacity: aim higher.
            target += max(unit, (upper - target) // (2 * unit) * unit)
        target = min(target, upper - unit)
    return best, spent


REBUILD_STEP = 0.1
"""`rebuild` aims below the best plan by this share of its distance to the
lower bound."""

REBUILD_SUFFIX = 2.0
"""`rebuild`'s node limit per attempt: the kept buffers (placed on the first
dive, one node each) plus this many times the buffers searched again."""

REBUILD_CUTS = (0.4, 0.9)
"""The range of heights, as shares of the best plan's arena, below which
`rebuild` keeps the buffers in place: drawn anew for every attempt."""

REBUILD_SEED = 1
"""The seed of `rebuild`'s draws (the plan is the same on every run)."""


def rebuild(
    graph: ConflictGraph,
    incumbent: Sequence[int],
    ranks: Sequence[Sequence[int]],
    nodes: int,
    search: CanonicalSearch | None = None,
) -> list[int]:
    """Improve the plan `incumbent` by searching its top again: each attempt
    keeps the buffers that end below a height (drawn from `REBUILD_CUTS`)
    where they are, and looks for the others, in the order of the next
    preorder of `ranks`, within a capacity just below the best plan (see
    `REBUILD_STEP`). The kept buffers come first in the attempt's preorder,
    by offset, so the search's first path mostly rebuilds the bottom of the
    plan and the search spends its nodes on the top (a large neighbourhood
    search whose neighbourhood is the top of the arena, where the peak is).
    At most `nodes` nodes in all; never a larger plan."""
    best = list(incumbent)
    count = len(graph)
    if count == 0 or not ranks:
        return best
    unit = plan_unit(graph)
    lower = -(-graph.lower_bound // unit) * unit
    upper = graph.total(best)
    if upper <= lower:
        return best
    search = search or CanonicalSearch(graph)
    sizes = graph.sizes
    draws = random.Random(REBUILD_SEED)
    spent = 0
    attempt = 0
    while upper > lower and spent < nodes:
        cut = draws.uniform(*REBUILD_CUTS) * upper
        by_offset = sorted(range(count), key=best.__getitem__)
        kept = [i for i in by_offset if best[i] + sizes[i] <= cut]
        kept_set = set(kept)
        preorder = ranks[attempt % len(ranks)]
        attempt += 1
        rest = sorted(
            (i for i in range(count) if i not in kept_set), key=preorder.__getitem__
        )
        rank = [0] * count
        for position, index in enumerate(kept + rest):
            rank[index] = position
        limit = len(kept) + int(REBUILD_SUFFIX * len(rest))
        limit = min(limit, nodes - spent)
        target = upper - max(unit, int((upper - lower) * REBUILD_STEP) // unit * unit)
        result = search.decide(target, rank, limit)
        spent += max(1, result.nodes)
        if result.outcome is Outcome.FOUND and result.offsets is not None:
            best = result.offsets
            upper = graph.total(best)
    return best
