"""Port of the reference static memory planner: `cost-model` and `size-first`.

The algorithm is described in docs/reference-planner.md.

The planner walks an ordered list of alloc/free events and keeps the arena as
*chunks*: address-ordered top-level chunks (`cur`) that tile `[0, total)`, and
two ordered free maps (by size, by the tick they were last freed). An alloc
either carves a new chunk from the end of the arena, splits a free chunk, or
*extends* a free chunk that is too small, which pushes every chunk to its right
further up. Buffers planned earlier therefore move, and offsets are only final
after the last event.

Two implementations share the algorithm (`PlannerCore`, in `reference_core`)
and differ only in how the chunk geometry is maintained:

* `_LiteralPlanner` mirrors docs/reference-planner.md word for word: `cur`
  is a Python list and an extend calls `move` on every top-level chunk to its
  right. It is the
  oracle for tests and costs O(n) per extend.
* `_FastPlanner` keeps `cur` as a linked list and never moves anything while
  planning. Every `Origin` chunk is "owned" by exactly one top-level chunk (the
  one whose `move` would reach it), and its start always equals the owner's
  position plus a fixed delta. Ownership is a union-find: a split hands the
  owned origins to the left part, a merge unions the parts' sets with the
  parts' local offsets. Since top-level chunks tile the arena, the owners'
  positions at the end are prefix sums over `cur`, which yields every origin's
  final start; from there each chunk's `offset()` follows the tree rules.

Both give identical results (a hypothesis test in `tests/planning` checks
this). All scores are computed in IEEE float32 as the original does
(`reference_scores`); the chunks and free maps are `reference_chunks`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from merge_alloc.planning.problem import (
    BufferLifetime,
    MemorySchedule,
    PlanningProblem,
)
from merge_alloc.planning.reference_chunks import (
    Chunk,
    FreeMap,
    ListFreeMap,
    MergedChunk,
    OriginChunk,
    SortedFreeMap,
)
from merge_alloc.planning.reference_core import Inplace, PlannerCore, ReferencePlan
from merge_alloc.planning.reference_scores import (
    EXACT_INT_LIMIT,
    FLOAT32,
    TICK_SCORES,
    tick_score_table,
)

_INT64_LIMIT = 1 << 63
"""Sizes from here on do not fit the reference's int64 arithmetic."""


class _LiteralPlanner(PlannerCore):
    """The reference planner word for word: `cur` is a list and extends move
    chunks eagerly."""

    def __init__(self, alignment: int, hot_first: bool, inplace: Inplace) -> None:
        self.cur: list[Chunk] = []
        super().__init__(alignment, hot_first, inplace)

    def _new_free_map(self) -> FreeMap:
        return ListFreeMap()

    def _append(self, chunk: OriginChunk) -> None:
        self.cur.append(chunk)

    def _replace_by_split(self, chunk: Chunk, left: Chunk, right: Chunk) -> None:
        position = self._index(chunk)
        self.cur[position : position + 1] = [left, right]

    def _replace_by_merged(self, parts: list[Chunk], merged: MergedChunk) -> None:
        position = self._index(parts[0])
        self.cur[position : position + len(parts)] = [merged]

    def _finish(self) -> None:
        """Nothing to do: extends already moved every chunk."""

    def _move_after(self, chunk: Chunk, delta: int) -> None:
        for later in self.cur[self._index(chunk) + 1 :]:
            later.move(delta)

    def _next(self, chunk: Chunk) -> Chunk | None:
        position = self._index(chunk) + 1
        return self.cur[position] if position < len(self.cur) else None

    def _prev(self, chunk: Chunk) -> Chunk | None:
        position = self._index(chunk)
        return self.cur[position - 1] if position > 0 else None

    def _index(self, chunk: Chunk) -> int:
        for position, candidate in enumerate(self.cur):
            if candidate is chunk:
                return position
        raise ValueError("chunk is not top-level")


VECTOR_THRESHOLD = 64
"""From this many free chunks on, `_FastPlanner` scores them with numpy."""


class _FastPlanner(PlannerCore):
    """Same decisions, lazy geometry: see the module docstring."""

    def __init__(self, alignment: int, hot_first: bool, inplace: Inplace) -> None:
        self.head: Chunk | None = None
        self.tail: Chunk | None = None
        self.vector_threshold = VECTOR_THRESHOLD
        self.group: dict[Chunk, OriginChunk] = {}
        """Top-level chunk -> root of the origins it owns (absent: owns none)."""
        super().__init__(alignment, hot_first, inplace)

    def _new_free_map(self) -> FreeMap:
        return SortedFreeMap()

    def _append(self, chunk: OriginChunk) -> None:
        chunk.prev = self.tail
        if self.tail is None:
            self.head = chunk
        else:
            self.tail.next = chunk
        self.tail = chunk
        self.group[chunk] = chunk

    def _link(self, before: Chunk | None, chunk: Chunk, after: Chunk | None) -> None:
        chunk.prev, chunk.next = before, after
        if before is None:
            self.head = chunk
        else:
            before.next = chunk
        if after is None:
            self.tail = chunk
        else:
            after.prev = chunk

    def _replace_by_split(self, chunk: Chunk, left: Chunk, right: Chunk) -> None:
        before, after = chunk.prev, chunk.next
        self._link(before, left, right)
        self._link(left, right, after)
        chunk.prev = chunk.next = None
        root = self.group.pop(chunk, None)
        if root is not None:
            # The left part starts where `chunk` did and inherits its moves.
            self.group[left] = root

    def _replace_by_merged(self, parts: list[Chunk], merged: MergedChunk) -> None:
        self._link(parts[0].prev, merged, parts[-1].next)
        roots: list[tuple[OriginChunk, int]] = []
        local = 0
        for part in parts:
            part.prev = part.next = None
            root = self.group.pop(part, None)
            if root is not None:
                roots.append((root, local))
            local += part.size
        if not roots:
            return
        # Re-express each root relative to the merged chunk's position, then
        # hang the smaller groups under the first root.
        keep, keep_local = roots[0]
        keep.group_rel += keep_local
        for root, root_local in roots[1:]:
            root.group_parent = keep
            root.group_rel += root_local - keep.group_rel
        self.group[merged] = keep

    def _move_after(self, chunk: Chunk, delta: int) -> None:
        """Nothing to do: positions are recomputed from sizes at the end."""

    # Hot-first never reads `free_by_size` and size-first never reads
    # `free_by_tick`; keeping only the map the mode reads halves the
    # bookkeeping without changing any decision.

    def _insert_free(self, chunk: Chunk) -> None:
        if self.hot_first:
            self.free_by_tick.insert(chunk.last_freed_tick, chunk)
        else:
            self.free_by_size.insert(chunk.size, chunk)

    def _remove_free(self, chunk: Chunk) -> None:
        (self.free_by_tick if self.hot_first else self.free_by_size).remove(chunk)

    def _has_free(self) -> bool:
        return len(self.free_by_tick if self.hot_first else self.free_by_size) > 0

    def _pick_hot(self, request: int) -> Chunk:
        """`PlannerCore._pick_hot` with the same float32 scores, computed faster.

        Few free chunks: one inlined loop (`hot_score` without the calls).
        Many: numpy, whose float32 arithmetic rounds every operation to float32
        as the reference does, so the scores are bit-identical either way.
        """
        free_by_tick = cast(SortedFreeMap, self.free_by_tick)
        if (
            len(free_by_tick) >= self.vector_threshold
            or request >= EXACT_INT_LIMIT
            or self.total >= EXACT_INT_LIMIT
        ):
            # numpy also converts sizes of 2**24 and more to float32 correctly;
            # the loop below relies on sizes being exact floats.
            return self._pick_hot_vector(request, *free_by_tick.keys_and_chunks())
        pack, unpack = FLOAT32.pack, FLOAT32.unpack
        tick_scores = TICK_SCORES
        now = self.tick
        chunks: list[Chunk] = []
        scores: list[float] = []
        for freed_tick, _, chunk in free_by_tick.entries():
            size = chunk.size
            if size >= request:
                fit = unpack(pack(1.0 + unpack(pack((request - size) / size))[0]))[0]
            else:
                fit = unpack(pack((size - request) / request))[0]
            age = now - freed_tick
            if age < 10:
                fit = unpack(pack(fit + tick_scores[age]))[0]
            chunks.append(chunk)
            scores.append(fit)
        best_index = len(chunks) - 1
        best_score = scores[best_index]
        for index, score in enumerate(scores):
            if score > best_score:
                best_index, best_score = index, score
        return chunks[best_index]

    def _pick_hot_vector(
        self, request: int, ticks: list[int], chunks: list[Chunk]
    ) -> Chunk:
        # The reference computes in int64; arenas of 2**63 bytes or more
        # (which the pass rejects afterwards) are scored in float64 instead,
        # rounded before float32, so that the plan still completes.
        import numpy

        exact = self.total < _INT64_LIMIT and request < _INT64_LIMIT
        sizes = numpy.fromiter(
            (chunk.size for chunk in chunks),
            numpy.int64 if exact else numpy.float64,
            len(chunks),
        )
        ages = self.tick - numpy.asarray(ticks, dtype=numpy.int64)
        difference = numpy.abs(sizes - request).astype(numpy.float32)
        largest = numpy.maximum(sizes, request).astype(numpy.float32)
        fit = -difference / largest
        fit = numpy.where(sizes >= request, fit + numpy.float32(1.0), fit)
        scores = fit + tick_score_table()[numpy.minimum(ages, 10)]
        winner = int(numpy.argmax(scores))
        if scores[winner] > scores[-1]:
            return chunks[winner]
        return chunks[-1]

    def _next(self, chunk: Chunk) -> Chunk | None:
        return chunk.next

    def _prev(self, chunk: Chunk) -> Chunk | None:
        return chunk.prev

    def _finish(self) -> None:
        position = 0
        node = self.head
        while node is not None:
            root = self.group.get(node)
            if root is not None:
                root.start = position + root.group_rel
                root.group_parent = None
            node_size = node.size
            node = node.next
            position += node_size
        # Non-root origins resolve their start on demand in `_own_offset`.


def plan_events(
    events: Sequence[tuple[int, int]],
    alignment: int,
    *,
    hot_first: bool,
    inplace: Inplace | None = None,
    literal: bool = False,
) -> ReferencePlan:
    """Run the reference planner on `events`: `(id, size > 0)` allocs, `(id, 0)` frees.

    `hot_first=True` is the cost model, `False` size-first. `inplace` holds the
    in-place hints (see "In-place hints"). `literal=True` runs the slow
    word-for-word port instead of the fast one; both give the same plan.
    """
    planner_type = _LiteralPlanner if literal else _FastPlanner
    return planner_type(alignment, hot_first, inplace or {}).run(events)


# ---------------------------------------------------------------------------
# From buffer lifetimes to events ("Event order"), and the two planners
# ---------------------------------------------------------------------------


def reference_events(buffers: Sequence[BufferLifetime]) -> list[tuple[int, int]]:
    """The reference's event order for one trace (docs/reference-planner.md,
    "Event order").

    Alloc at key `2*first`, free at `2*last + 1`; equal keys go by `order` (the
    alloc tick), then by position in `buffers`. Keys of allocs are even and of
    frees odd, so when one op ends X and starts Y, Y is allocated before X is
    freed and the two never share bytes. Unused buffers (`first == last == -1`)
    get keys -2 and -1: they all overlap at the very start. Zero-sized buffers
    produce no events (an alloc of size 0 would read as a free).
    """
    keyed: list[tuple[int, int, int, int, int]] = []
    for position, buffer in enumerate(buffers):
        if buffer.size <= 0:
            continue
        keyed.append((2 * buffer.first, buffer.order, position, buffer.id, buffer.size))
        keyed.append((2 * buffer.last + 1, buffer.order, position, buffer.id, 0))
    keyed.sort(key=lambda event: (event[0], event[1], event[2]))
    return [(buffer_id, size) for _, _, _, buffer_id, size in keyed]


def _schedule(problem: PlanningProblem, hot_first: bool) -> MemorySchedule:
    """Plan `problem` as the reference does.

    The reference knows one alignment only; a buffer that needs more than the
    granularity (an `alignment = 64` alloc under `alignment=16`, a vector
    element) is honoured by planning the whole scope at the largest alignment
    any buffer needs. When every buffer needs at most the granularity -- the
    only case the reference itself accepts -- the plan is the reference's,
    offset for offset. Explicit conflicts are not read: intervals are a
    superset of them, so the plan stays valid.
    """
    plan = plan_events(
        reference_events(problem.buffers),
        problem.uniform_alignment,
        hot_first=hot_first,
    )
    offsets = dict(plan.offsets)
    for buffer in problem.buffers:
        # Zero-sized buffers occupy no byte; offset 0 is valid for them.
        offsets.setdefault(buffer.id, 0)
    return MemorySchedule(plan.total, offsets)


def cost_model(problem: PlanningProblem) -> MemorySchedule:
    """The reference's default `cost-model` planner: hot-first scoring."""
    return _schedule(problem, hot_first=True)


def size_first(problem: PlanningProblem) -> MemorySchedule:
    """The reference's `size-first` planner: best fit, else extend the largest."""
    return _schedule(problem, hot_first=False)
