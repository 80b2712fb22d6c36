"""Port of the reference static memory planner: `cost-model` and `size-first`.

The algorithm is described in docs/reference-planner.md.

The planner walks an ordered list of alloc/free events and keeps the arena as
*chunks*: address-ordered top-level chunks (`cur`) that tile `[0, total)`, and
two ordered free maps (by size, by the tick they were last freed). An alloc
either carves a new chunk from the end of the arena, splits a free chunk, or
*extends* a free chunk that is too small, which pushes every chunk to its right
further up. Buffers planned earlier therefore move, and offsets are only final
after the last event.

Two implementations share the algorithm (`PlannerCore`, below)
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
(in `reference_chunks`, with the chunks and free maps).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import cast

from merge_alloc.planning.problem import (
    BufferLifetime,
    MemorySchedule,
    PlanningProblem,
    aligned,
)
from merge_alloc.planning.reference_chunks import (
    EXACT_INT_LIMIT,
    FLOAT32,
    TICK_SCORES,
    Chunk,
    FreeMap,
    InplaceKind,
    ListFreeMap,
    MergedChunk,
    OriginChunk,
    SortedFreeMap,
    SplitChunk,
    hot_score,
    size_score,
    tick_score_table,
)

# The reference planner's event loop and decisions, shared by both implementations.
#
# `PlannerCore` owns every decision of the reference planner
# (docs/reference-planner.md: "Allocation and freeing", "In-place hints"); its
# subclasses below own only the chunk geometry (`cur` and how an extend moves
# chunks).

# ---------------------------------------------------------------------------
# The planner ("Allocation and freeing", "In-place hints")
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReferencePlan:
    """What the reference planner answers for one event list."""

    total: int
    offsets: dict[int, int]
    inplace_selection: dict[int, list[int]] = field(
        default_factory=dict[int, list[int]]
    )


Inplace = Mapping[int, Sequence[tuple[int, InplaceKind]]]
"""In-place hints: `id -> [(candidate id, kind)]`."""


class PlannerCore(ABC):
    """The event loop and all decisions; subclasses own `cur` and moves."""

    def __init__(self, alignment: int, hot_first: bool, inplace: Inplace) -> None:
        if alignment <= 0:
            raise ValueError(f"alignment must be positive, got {alignment}")
        self.alignment = alignment
        self.hot_first = hot_first
        self.inplace = inplace
        self.total = 0
        self.tick = 0
        self.alloc_of: dict[int, Chunk] = {}
        self.live_of: dict[int, Chunk] = {}
        self.inplace_selection: dict[int, list[int]] = {}
        self.free_by_size = self._new_free_map()
        self.free_by_tick = self._new_free_map()

    # -- structure, implemented by subclasses -------------------------------

    @abstractmethod
    def _new_free_map(self) -> FreeMap: ...

    @abstractmethod
    def _append(self, chunk: OriginChunk) -> None:
        """Append a new origin chunk to the end of `cur`."""

    @abstractmethod
    def _replace_by_split(self, chunk: Chunk, left: Chunk, right: Chunk) -> None: ...

    @abstractmethod
    def _replace_by_merged(self, parts: list[Chunk], merged: MergedChunk) -> None: ...

    @abstractmethod
    def _move_after(self, chunk: Chunk, delta: int) -> None:
        """Move every top-level chunk after `chunk` in `cur` by `delta`."""

    @abstractmethod
    def _next(self, chunk: Chunk) -> Chunk | None: ...

    @abstractmethod
    def _prev(self, chunk: Chunk) -> Chunk | None: ...

    @abstractmethod
    def _finish(self) -> None:
        """Make `offset()` valid once all events are planned."""

    # -- event loop ----------------------------------------------------------

    def run(self, events: Sequence[tuple[int, int]]) -> ReferencePlan:
        for buffer_id, size in events:
            if size > 0:
                self.alloc(buffer_id, size)
            else:
                self.free(buffer_id)
        self._finish()
        offsets = {
            buffer_id: chunk.offset() for buffer_id, chunk in self.alloc_of.items()
        }
        return ReferencePlan(self.total, offsets, self.inplace_selection)

    # -- free maps -----------------------------------------------------------

    def _insert_free(self, chunk: Chunk) -> None:
        self.free_by_size.insert(chunk.size, chunk)
        self.free_by_tick.insert(chunk.last_freed_tick, chunk)

    def _remove_free(self, chunk: Chunk) -> None:
        self.free_by_size.remove(chunk)
        self.free_by_tick.remove(chunk)

    def _has_free(self) -> bool:
        return len(self.free_by_size) > 0

    # -- chunk operations ----------------------------------------------------

    def _split(self, chunk: Chunk, size: int, remainder_of: int | None = None) -> Chunk:
        """Take the left `size` bytes of `chunk`; the rest stays free.

        With `remainder_of`, the remainder is instead the live chunk of that
        in-place candidate (see "In-place hints").
        """
        if chunk.size == size:
            self._remove_free(chunk)
            chunk.is_free = False
            return chunk
        left = SplitChunk(chunk, True, size)
        right = SplitChunk(chunk, False, chunk.size - size)
        self._replace_by_split(chunk, left, right)
        right.last_freed_tick = chunk.last_freed_tick
        if remainder_of is None:
            right.is_free = True
            self._insert_free(right)
        else:
            right.inplace_split_remainder = True
            self.live_of[remainder_of] = right
        self._remove_free(chunk)
        return left

    def _extend(self, chunk: Chunk, size: int) -> None:
        """Grow `chunk` to `size`, pushing everything to its right."""
        self._remove_free(chunk)
        delta = size - chunk.size
        self.total += delta
        chunk.extend(delta)
        self._move_after(chunk, delta)
        chunk.is_free = False

    def _merge(self, parts: list[Chunk]) -> MergedChunk:
        merged = MergedChunk(parts)
        self._replace_by_merged(parts, merged)
        return merged

    # -- alloc and free ("Allocation and freeing") ------------------------------

    def alloc(self, buffer_id: int, size: int) -> None:
        self.tick += 1
        request = aligned(size, self.alignment)
        hints = self.inplace.get(buffer_id)
        chunk = self._alloc_inplace(buffer_id, size, hints) if hints else None
        if chunk is None:
            chunk = self._alloc_normal(request)
        self.alloc_of[buffer_id] = chunk
        self.live_of[buffer_id] = chunk

    def _alloc_normal(self, request: int) -> Chunk:
        if not self._has_free():
            origin = OriginChunk(self.total, request)
            self._append(origin)
            self.total += request
            return origin
        if self.hot_first:
            best = self._pick_hot(request)
            if best.size < request:
                self._extend(best, request)
                return best
            return self._split(best, request)
        fit = self.free_by_size.first_at_least(request)
        if fit is not None:
            return self._split(fit, request)
        _, largest = self.free_by_size.last()
        self._extend(largest, request)
        return largest

    def _pick_hot(self, request: int) -> Chunk:
        """The cost model's choice among the free chunks ("Scoring in float32").

        Start from the most recently freed entry, then scan by ascending tick
        and switch only on a strictly greater score.
        """
        best_tick, best = self.free_by_tick.last()
        best_score = hot_score(best.size, request, self.tick - best_tick)
        for freed_tick, candidate in self.free_by_tick.items():
            score = hot_score(candidate.size, request, self.tick - freed_tick)
            if score > best_score:
                best_score, best = score, candidate
        return best

    def free(self, buffer_id: int) -> None:
        chunk = self.live_of.pop(buffer_id, None)
        if chunk is None:
            return
        chunk.inplace_split_remainder = False
        self.tick += 1
        chunk.last_freed_tick = self.tick
        chunk.is_free = True
        self._insert_free(chunk)
        first = last = chunk
        while (before := self._prev(first)) is not None and before.is_free:
            first = before
        while (after := self._next(last)) is not None and after.is_free:
            last = after
        if first is last:
            return
        parts = [first]
        while parts[-1] is not last:
            parts.append(cast(Chunk, self._next(parts[-1])))
        for part in parts:
            self._remove_free(part)
        merged = self._merge(parts)
        merged.is_free = True
        merged.last_freed_tick = self.tick
        self._insert_free(merged)

    # -- in-place reuse ("In-place hints") --------------------------------------

    def _alloc_inplace(
        self, buffer_id: int, size: int, hints: Sequence[tuple[int, InplaceKind]]
    ) -> Chunk | None:
        # The reference passes the unaligned size down this path, a quirk
        # kept (docs/reference-planner.md, "In-place hints").
        request = size
        kind_of_live: dict[Chunk, InplaceKind] = {}
        id_of_live: dict[Chunk, int] = {}
        for candidate, kind in hints:
            live = self.live_of.get(candidate)
            if live is not None:
                kind_of_live[live] = kind
                id_of_live[live] = candidate
        best_range: list[Chunk] | None = None
        best_size = 0
        best_score = 0.0
        for candidate, kind in hints:
            start = self.live_of.get(candidate)
            if start is None:
                continue
            if start.inplace_split_remainder and kind is InplaceKind.ZERO_OFFSET:
                continue
            collected = [start]
            collected_size = start.size
            while collected_size < request:
                following = self._next(collected[-1])
                if following is None or not (
                    following.is_free or kind_of_live.get(following) is InplaceKind.FREE
                ):
                    break
                collected.append(following)
                collected_size += following.size
            score = size_score(collected_size, request)
            if best_range is None or score > best_score:
                best_range, best_size, best_score = collected, collected_size, score
        if best_range is None or best_size * 10 < request:
            return None
        best_range[0].last_freed_tick = self.tick
        selection = self.inplace_selection.setdefault(buffer_id, [])
        selection.extend(id_of_live[c] for c in best_range if c in id_of_live)
        last = best_range[-1]
        if best_size < request:
            last.is_free = True
            self._extend(last, last.size + request - best_size)
            best_size = request
        for part in best_range:
            if part.is_free:
                self._remove_free(part)
                part.is_free = False
            if part in id_of_live:
                del self.live_of[id_of_live[part]]
        chunk = best_range[0]
        if len(best_range) > 1:
            chunk = self._merge(best_range)
            chunk.last_freed_tick = self.tick
        if best_size > request:
            remainder_of = id_of_live.get(last)
            chunk = self._split(chunk, request, remainder_of)
        return chunk


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
        # rounded before float32, so that the plan still completes
        # (docs/reference-planner.md, "Scoring in float32").
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
