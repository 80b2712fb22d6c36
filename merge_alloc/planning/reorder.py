"""An order of a DAG of tensor ops that keeps the peak of live bytes small.

The compiled program runs its ops in the order the exporter wrote them; on
branchy networks (random graphs, NAS cells, U-Net skips) another topological
order holds fewer tensors at once, and no offset planner can win that back
(docs/reorder.md). This module is the IR-free half of the
`reorder-for-memory` pass: a graph of nodes with byte sizes in, an order out.

The cost of an order is the peak of live bytes: a node's result is live from
the node to its last user (to the end when `kept`), an input of the graph
until its last user, `base` bytes throughout. While a node runs, its result
and its operands are live together.

The candidates are those of XLA's and PyTorch Inductor's memory schedulers,
plus Serenity's exact search:

- `program`: the given order (node 0, 1, ...), always a candidate, so the
  chosen order is never worse by this cost;
- `list`: greedy, next the ready node that adds the fewest bytes (its size
  minus what it frees; XLA's list scheduler);
- `lpmf`: greedy, next the ready node of smallest peak while it runs, then the
  most freed (Inductor's least-peak-memory-first);
- `bfs`, `dfs`: topological orders, breadth-first and depth-first from the
  sinks (operands in program order);
- `exact`: dynamic programming over the sets of scheduled nodes (the live
  bytes after a set depend on the set alone, so each set is kept once with
  its best peak), on chunks of at most `EXACT_NODES` nodes and within a
  budget of states, so results do not depend on the machine's speed;
- `window`: on a chunk too wide for that, the best of the others with the
  `WINDOW_NODES` nodes around its peak ordered exactly, again and again
  while the peak falls (a peephole over the order; the same budget).

The graph is first cut at its articulation nodes, those every other node
precedes or follows: no order moves anything across one, and the peak of an
order is the largest of its chunks' peaks, so each chunk is solved alone and
the best candidate of each chunk is kept (`Schedule.wins` counts them).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

EXACT_NODES = 24
"""Largest chunk the exact search tries (its states grow with the chunk's
width, and a bitmask per state stays a small integer)."""

EXACT_STATES = 20_000
"""States the exact search may create in one chunk before it gives up."""

TOTAL_STATES = 400_000
"""States the exact search may create over one graph."""

WINDOW_NODES = 14
"""Nodes of the window around a peak that `_refine` orders exactly."""


@dataclass(frozen=True, slots=True)
class Dag:
    """Nodes to order, in program order: node `v` reads `preds[v]`."""

    sizes: Sequence[int]
    preds: Sequence[Sequence[int]]
    """Earlier nodes whose results node `v` reads (each once)."""
    kept: Sequence[bool]
    """The result is live to the end (read after the graph, or returned)."""
    inputs: Sequence[tuple[int, Sequence[int]]] = ()
    """Values defined before the graph and dead after it: (bytes, readers)."""
    base: int = 0
    """Bytes live throughout (arguments, values read after the graph)."""
    reuses: Sequence[int | None] = ()
    """Per node (empty: none), a node among its `preds` (or `-1 - i` for
    input `i` it reads) whose bytes it writes in place when it is that
    value's last reader (a linalg op on its `outs`): its result then adds no
    bytes while it runs."""

    extra: Sequence[int] = ()
    """Per node (empty: none), bytes live only while it runs (the result of
    an op glued right before it, such as the `linalg.fill` it writes over)."""

    def transient(self, v: int) -> int:
        """`extra[v]`, or 0 when there are none."""
        return self.extra[v] if self.extra else 0

    def reused(self, v: int) -> int | None:
        """`reuses[v]`, or None when there are none."""
        return self.reuses[v] if self.reuses else None

    def users(self) -> list[list[int]]:
        """Readers of each node, in program order."""
        users: list[list[int]] = [[] for _ in self.sizes]
        for v, preds in enumerate(self.preds):
            for p in preds:
                users[p].append(v)
        return users


@dataclass(slots=True)
class _Live:
    """Live bytes while an order is being built (one per greedy or simulation)."""

    dag: Dag
    users: list[list[int]]
    remaining: list[int]
    input_remaining: list[int]
    reads: list[list[int]]
    """Inputs of the graph each node reads."""
    live: int = 0

    @staticmethod
    def start(dag: Dag, users: list[list[int]], reads: list[list[int]]) -> _Live:
        live = dag.base + sum(size for size, _ in dag.inputs)
        return _Live(
            dag,
            users,
            [len(u) for u in users],
            [len(readers) for _, readers in dag.inputs],
            reads,
            live,
        )

    def in_place(self, v: int) -> int:
        """Bytes of `v`'s result written over an operand it reads last."""
        p = self.dag.reused(v)
        if p is None:
            return 0
        if p < 0:
            if self.input_remaining[-1 - p] != 1:
                return 0
            return min(self.dag.inputs[-1 - p][0], self.dag.sizes[v])
        if self.remaining[p] != 1 or self.dag.kept[p]:
            return 0
        return min(self.dag.sizes[p], self.dag.sizes[v])

    def freed(self, v: int) -> int:
        """Bytes scheduling `v` now frees (its last reads, a dead result)."""
        dag = self.dag
        total = 0
        for p in dag.preds[v]:
            if self.remaining[p] == 1 and not dag.kept[p]:
                total += dag.sizes[p]
        for i in self.reads[v]:
            if self.input_remaining[i] == 1:
                total += dag.inputs[i][0]
        if not self.users[v] and not dag.kept[v]:
            total += dag.sizes[v]
        return total

    def run(self, v: int) -> int:
        """Schedule `v`; returns the live bytes while it runs."""
        during = (
            self.live + self.dag.sizes[v] - self.in_place(v) + self.dag.transient(v)
        )
        self.live += self.dag.sizes[v] - self.freed(v)
        for p in self.dag.preds[v]:
            self.remaining[p] -= 1
        for i in self.reads[v]:
            self.input_remaining[i] -= 1
        return during


def _reads(dag: Dag) -> list[list[int]]:
    reads: list[list[int]] = [[] for _ in dag.sizes]
    for i, (_, readers) in enumerate(dag.inputs):
        for v in readers:
            reads[v].append(i)
    return reads


def peak(dag: Dag, order: Sequence[int]) -> int:
    """The peak of live bytes of `order` (a topological order of `dag`)."""
    state = _Live.start(dag, dag.users(), _reads(dag))
    best = state.live
    for v in order:
        best = max(best, state.run(v))
    return best


def _greedy(dag: Dag, key: Callable[[_Live, int], tuple[int, ...]]) -> list[int]:
    """Repeatedly schedule the ready node of smallest `key` (then the
    earliest). A ready node's key changes only when a node it reads loses a
    reader, so stale heap entries are recomputed when popped."""
    users = dag.users()
    state = _Live.start(dag, users, _reads(dag))
    waiting = [len(p) for p in dag.preds]
    heap: list[tuple[tuple[int, ...], int]] = [
        (key(state, v), v) for v in range(len(dag.sizes)) if not waiting[v]
    ]
    heapq.heapify(heap)
    done = [False] * len(dag.sizes)
    order: list[int] = []
    while heap:
        score, v = heapq.heappop(heap)
        if done[v]:
            continue
        now = key(state, v)
        if now != score:
            heapq.heappush(heap, (now, v))
            continue
        done[v] = True
        order.append(v)
        state.run(v)
        for w in users[v]:
            waiting[w] -= 1
            if not waiting[w]:
                heapq.heappush(heap, (key(state, w), w))
    return order


def list_order(dag: Dag) -> list[int]:
    """XLA's list scheduler: the fewest bytes added (defined minus freed)."""
    return _greedy(dag, lambda s, v: (s.dag.sizes[v] - s.freed(v),))


def lpmf_order(dag: Dag) -> list[int]:
    """Least peak memory first: the smallest peak while the node runs (the
    live bytes are the same for every ready node, so its size), then the
    most bytes freed."""
    return _greedy(
        dag,
        lambda s, v: (
            s.dag.sizes[v] - s.in_place(v) + s.dag.transient(v),
            -s.freed(v),
        ),
    )


def bfs_order(dag: Dag) -> list[int]:
    """Kahn's algorithm with a first-in first-out queue of ready nodes."""
    users = dag.users()
    waiting = [len(p) for p in dag.preds]
    queue = [v for v in range(len(dag.sizes)) if not waiting[v]]
    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        for w in users[v]:
            waiting[w] -= 1
            if not waiting[w]:
                queue.append(w)
    return queue


def dfs_order(dag: Dag) -> list[int]:
    """Post-order depth-first search from each sink in program order: a node
    runs right after the last of its operands (with an explicit stack)."""
    users = dag.users()
    done = [False] * len(dag.sizes)
    order: list[int] = []
    for sink in range(len(dag.sizes)):
        if users[sink] or done[sink]:
            continue
        stack: list[tuple[int, int]] = [(sink, 0)]
        while stack:
            v, next_pred = stack.pop()
            preds = dag.preds[v]
            while next_pred < len(preds) and done[preds[next_pred]]:
                next_pred += 1
            if next_pred < len(preds):
                stack.append((v, next_pred + 1))
                stack.append((preds[next_pred], 0))
                continue
            if not done[v]:
                done[v] = True
                order.append(v)
    return order


def exact_order(dag: Dag, budget: int = EXACT_STATES) -> tuple[list[int], int] | None:
    """The order of least peak, by dynamic programming over the sets of
    scheduled nodes (Serenity), with the number of states it created; None
    when the graph has more than `EXACT_NODES` nodes or the search would
    create more than `budget` states."""
    n = len(dag.sizes)
    if n > EXACT_NODES:
        return None
    users = dag.users()
    pred_mask = [sum(1 << p for p in preds) for preds in dag.preds]
    user_mask = [sum(1 << w for w in u) for u in users]
    input_mask = [sum(1 << w for w in readers) for _, readers in dag.inputs]
    reads = _reads(dag)
    start = dag.base + sum(size for size, _ in dag.inputs)
    # mask -> (peak so far, live bytes after, previous mask, last node)
    layer: dict[int, tuple[int, int]] = {0: (start, start)}
    parent: dict[int, tuple[int, int]] = {}
    states = 0
    for _ in range(n):
        following: dict[int, tuple[int, int]] = {}
        for mask, (best, live) in layer.items():
            for v in range(n):
                bit = 1 << v
                if mask & bit or pred_mask[v] & ~mask:
                    continue
                new = mask | bit
                during = live + dag.sizes[v] + dag.transient(v)
                p = dag.reused(v)
                if p is None:
                    pass
                elif p < 0:
                    if input_mask[-1 - p] & ~new == 0:
                        during -= min(dag.inputs[-1 - p][0], dag.sizes[v])
                elif not dag.kept[p] and user_mask[p] & ~new == 0:
                    during -= min(dag.sizes[p], dag.sizes[v])
                freed = 0
                for p in dag.preds[v]:
                    if not dag.kept[p] and user_mask[p] & ~new == 0:
                        freed += dag.sizes[p]
                for i in reads[v]:
                    if input_mask[i] & ~new == 0:
                        freed += dag.inputs[i][0]
                if not users[v] and not dag.kept[v]:
                    freed += dag.sizes[v]
                candidate = (max(best, during), live + dag.sizes[v] - freed)
                states += 1
                if states > budget:
                    return None
                known = following.get(new)
                if known is None or candidate[0] < known[0]:
                    following[new] = candidate
                    parent[new] = (mask, v)
        layer = following
    order: list[int] = []
    mask = (1 << n) - 1
    while mask:
        mask, v = parent[mask]
        order.append(v)
    order.reverse()
    return order, states


HEURISTICS: dict[str, Callable[[Dag], list[int]]] = {
    "program": lambda dag: list(range(len(dag.sizes))),
    "list": list_order,
    "lpmf": lpmf_order,
    "bfs": bfs_order,
    "dfs": dfs_order,
}
"""The heuristic candidates, in the order ties are broken (program first)."""


@dataclass(slots=True)
class Schedule:
    """The chosen order of a graph and how it was found."""

    order: list[int]
    peak: int
    program_peak: int
    wins: dict[str, int] = field(default_factory=dict[str, int])
    """Chunks whose order each candidate gave (the first best on a tie)."""
    states: int = 0
    """States the exact search created."""

    @property
    def winner(self) -> str:
        """The candidate that gave the most chunks an order other than the
        program's ('program' when none did)."""
        others = {k: n for k, n in self.wins.items() if k != "program"}
        return max(others, key=lambda k: others[k]) if others else "program"


def _cuts(dag: Dag, users: list[list[int]]) -> list[int]:
    """Chunk number of each node: how many articulation nodes (nodes every
    other node precedes or follows) strictly precede it, counting itself
    apart (an articulation node is a chunk of its own)."""
    n = len(dag.sizes)
    ancestors = [0] * n
    for v in range(n):
        mask = 0
        for p in dag.preds[v]:
            mask |= ancestors[p] | (1 << p)
        ancestors[v] = mask
    descendants = [0] * n
    for v in reversed(range(n)):
        mask = 0
        for w in users[v]:
            mask |= descendants[w] | (1 << w)
        descendants[v] = mask
    everyone = (1 << n) - 1
    chunk = [0] * n
    number = 0
    for v in range(n):
        if (ancestors[v] | descendants[v] | (1 << v)) == everyone:
            number += 1
            chunk[v] = number
            number += 1
        else:
            chunk[v] = number
    return chunk


def _local(
    dag: Dag,
    users: list[list[int]],
    members: list[int],
    open_nodes: Sequence[int],
    open_inputs: Sequence[int],
    base: int,
) -> Dag:
    """The graph of one chunk as a problem of its own: `open_nodes` and
    `open_inputs` (earlier nodes and graph inputs still to be read) are its
    inputs or, when a later chunk reads them too, part of its `base`; what a
    later chunk reads is kept."""
    index = {v: i for i, v in enumerate(members)}
    last = members[-1]
    inputs: list[tuple[int, list[int]]] = []
    as_input: dict[int, int] = {}
    """Original reuse code (node, or -1 - input) -> local -1 - input."""
    for i in open_inputs:
        size, readers = dag.inputs[i]
        if readers[-1] > last:
            base += size
        else:
            as_input[-1 - i] = -1 - len(inputs)
            inputs.append((size, [index[w] for w in readers if w in index]))
    for p in open_nodes:
        if users[p][-1] > last:
            base += dag.sizes[p]
        else:
            as_input[p] = -1 - len(inputs)
            inputs.append((dag.sizes[p], [index[w] for w in users[p] if w in index]))
    return Dag(
        [dag.sizes[v] for v in members],
        [[index[p] for p in dag.preds[v] if p in index] for v in members],
        [dag.kept[v] or (bool(users[v]) and users[v][-1] > last) for v in members],
        inputs,
        base,
        [_local_reuse(dag.reused(v), index, as_input) for v in members]
        if dag.reuses
        else (),
        [dag.transient(v) for v in members] if dag.extra else (),
    )


def _local_reuse(
    p: int | None, index: dict[int, int], as_input: dict[int, int]
) -> int | None:
    if p is None:
        return None
    if p in as_input:
        return as_input[p]
    return index.get(p) if p >= 0 else None


def _permuted(dag: Dag, order: Sequence[int]) -> Dag:
    """`dag` with its nodes numbered in `order` (a topological order), so
    that `order` is the new graph's program order."""
    position = [0] * len(order)
    for i, v in enumerate(order):
        position[v] = i
    reuses: list[int | None] = []
    if dag.reuses:
        for v in order:
            r = dag.reused(v)
            reuses.append(r if r is None or r < 0 else position[r])
    return Dag(
        [dag.sizes[v] for v in order],
        [sorted(position[p] for p in dag.preds[v]) for v in order],
        [dag.kept[v] for v in order],
        [(size, sorted(position[w] for w in readers)) for size, readers in dag.inputs],
        dag.base,
        reuses,
        [dag.transient(v) for v in order] if dag.extra else (),
    )


def _profile(dag: Dag) -> list[int]:
    """Live bytes while each node runs, in program order."""
    state = _Live.start(dag, dag.users(), _reads(dag))
    return [state.run(v) for v in range(len(dag.sizes))]


def _window(dag: Dag, users: list[list[int]], lo: int, hi: int) -> Dag:
    """Nodes `lo`..`hi - 1` of `dag` (numbered in a topological order) as a
    problem of their own, what runs before them given."""
    open_nodes = [
        p for p in range(lo) if not dag.kept[p] and users[p] and users[p][-1] >= lo
    ]
    open_inputs = [
        i for i, (_, readers) in enumerate(dag.inputs) if readers and readers[-1] >= lo
    ]
    kept_before = sum(dag.sizes[p] for p in range(lo) if dag.kept[p])
    return _local(
        dag, users, list(range(lo, hi)), open_nodes, open_inputs, dag.base + kept_before
    )


def _refine(dag: Dag, order: list[int], budget: int) -> tuple[list[int], int]:
    """`order` improved where it peaks: the `WINDOW_NODES` nodes around each
    step at the peak are ordered exactly (`exact_order`), as long as that
    lowers the window's own peak and `budget` states last. The window holds
    the same nodes before and after, so every step outside it keeps its live
    bytes: the order's peak never rises. This finds what a greedy choice
    misses on a graph too wide to search whole (U-Net: the skip
    connection's convolution run before the upsampling it does not read,
    so that the skip dies first); returns the order and the states used."""
    used = 0
    n = len(order)
    if n <= 2:
        return order, used
    current = list(order)
    while used < budget:
        permuted = _permuted(dag, current)
        users = permuted.users()
        profile = _profile(permuted)
        top = max(profile)
        improved = False
        for step in (i for i, during in enumerate(profile) if during == top):
            lo = max(0, min(step - WINDOW_NODES // 2, n - WINDOW_NODES))
            hi = min(n, lo + WINDOW_NODES)
            local = _window(permuted, users, lo, hi)
            found = exact_order(local, min(EXACT_STATES, budget - used))
            if found is None:
                continue
            local_order, states = found
            used += states
            if peak(local, local_order) < peak(local, range(hi - lo)):
                window = [current[lo + i] for i in local_order]
                current = current[:lo] + window + current[hi:]
                improved = True
                break
        if not improved:
            break
    return current, used


def schedule(dag: Dag, *, total_states: int = TOTAL_STATES) -> Schedule:
    """The order of least peak among the candidates, chunk by chunk."""
    n = len(dag.sizes)
    if n == 0:
        return Schedule([], dag.base, dag.base)
    users = dag.users()
    chunk = _cuts(dag, users)
    groups: dict[int, list[int]] = {}
    for v in range(n):
        groups.setdefault(chunk[v], []).append(v)
    result = Schedule([], 0, peak(dag, range(n)))
    budget = total_states
    open_nodes: list[int] = []
    open_inputs = [i for i, (_, readers) in enumerate(dag.inputs) if readers]
    kept_before = 0
    for number in sorted(groups):
        members = groups[number]
        if len(groups) > 1:
            local = _local(
                dag, users, members, open_nodes, open_inputs, dag.base + kept_before
            )
        else:
            local = dag
        last = members[-1]
        open_inputs = [i for i in open_inputs if dag.inputs[i][1][-1] > last]
        open_nodes = [p for p in open_nodes if users[p][-1] > last]
        for v in members:
            if dag.kept[v]:
                kept_before += dag.sizes[v]
            elif users[v] and users[v][-1] > last:
                open_nodes.append(v)
        best_name, best_order = "program", list(range(len(members)))
        best_peak = peak(local, best_order)
        if len(members) > 1:
            for name, make in HEURISTICS.items():
                order = make(local)
                cost = peak(local, order)
                if cost < best_peak:
                    best_name, best_order, best_peak = name, order, cost
            found = None
            if budget > 0:
                found = exact_order(local, min(EXACT_STATES, budget))
                if found is not None:
                    order, states = found
                    budget -= states
                    result.states += states
                    cost = peak(local, order)
                    if cost < best_peak:
                        best_name, best_order, best_peak = "exact", order, cost
            # An exact order of the whole chunk leaves no window to improve.
            if budget > 0 and found is None:
                order, states = _refine(local, best_order, budget)
                budget -= states
                result.states += states
                cost = peak(local, order)
                if cost < best_peak:
                    best_name, best_order, best_peak = "window", order, cost
        result.wins[best_name] = result.wins.get(best_name, 0) + 1
        result.order.extend(members[i] for i in best_order)
        result.peak = max(result.peak, best_peak)
    return result
