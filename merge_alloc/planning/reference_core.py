"""The reference planner's event loop and decisions, shared by both implementations.

`PlannerCore` owns every decision of the reference planner (docs/reference-planner.md:
"Allocation and freeing", "In-place hints"); its subclasses in
`merge_alloc.planning.reference` own only the chunk geometry (`cur` and how an
extend moves chunks).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import cast

from merge_alloc.planning.alignment import aligned
from merge_alloc.planning.reference_chunks import (
    Chunk,
    FreeMap,
    InplaceKind,
    MergedChunk,
    OriginChunk,
    SplitChunk,
)
from merge_alloc.planning.reference_scores import (
    hot_score,
    size_score,
)

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
        # The reference passes the unaligned size down this path (a quirk).
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
