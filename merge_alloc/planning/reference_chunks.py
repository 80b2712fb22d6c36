"""The reference planner's arena and scores: chunks, the ordered free maps,
and the float32 scores (first here).

The three kinds of chunks of docs/reference-planner.md ("Chunks": an origin
chunk holds one buffer, a split chunk is a free piece cut from another, a
merged chunk joins neighbours) and the two free maps the planner keeps them
in (by size, by the tick they were last freed): ordered multimaps that keep
insertion order among equal keys. Used by `merge_alloc.planning.reference`.
"""

from __future__ import annotations

import bisect
import enum
import itertools
import struct
from abc import ABC, abstractmethod
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any, cast

from sortedcontainers import SortedList

# The reference planner's scores, computed in IEEE float32 as the original
# does (docs/reference-planner.md, "Scoring in float32"): a float64 model
# disagrees with the reference on near-ties. Used by
# `merge_alloc.planning.reference`.

if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

FLOAT32 = struct.Struct("<f")
EXACT_INT_LIMIT = 1 << 24
"""Integers below this magnitude convert to float32 exactly."""


def _round_f32(value: float) -> float:
    """`value` rounded to the nearest IEEE float32 (ties to even).

    One float32 operation on float32 operands equals the float64 operation
    rounded once to float32 (float64 has more than 2*24+2 bits), so every
    step of the reference's float arithmetic is modelled by doing it in Python
    floats and rounding the result here.
    """
    return cast(float, FLOAT32.unpack(FLOAT32.pack(value))[0])


def _int_to_f32(value: int) -> float:
    """An integer converted to float32, as `(float)value` does in C++."""
    if -EXACT_INT_LIMIT <= value <= EXACT_INT_LIMIT:
        return float(value)
    return _round_f32(float(value))


def size_score(chunk_size: int, request: int) -> float:
    """How well a chunk of `chunk_size` fits `request`, in float32.

    `-|c - a| / max(c, a)`, plus 1 when the chunk is large enough. A perfect fit
    scores 1; too small chunks score negative, so extending is the last resort.
    """
    difference = _int_to_f32(abs(chunk_size - request))
    largest = _int_to_f32(max(chunk_size, request))
    score = _round_f32(-difference / largest)
    if request <= chunk_size:
        score = _round_f32(score + 1.0)
    return score


def _tick_score_of_age(age: int) -> float:
    return _round_f32(1.0 - min(_round_f32(_int_to_f32(age) / 10.0), 1.0))


TICK_SCORES = tuple(_tick_score_of_age(age) for age in range(10))
"""`tick_score` for ages 0..9; from age 10 on, `min(age/10, 1)` is 1 and the score 0."""


@cache
def tick_score_table() -> NDArray[numpy.float32]:
    """`tick_score` of ages clipped to 0..10, for the vectorised scan (made
    on first use: only large free lists import numpy)."""
    import numpy

    return numpy.array([*TICK_SCORES, 0.0], dtype=numpy.float32)


def tick_score(age: int) -> float:
    """`1 - min(age/10, 1)` in float32: recently freed (hot) chunks score higher."""
    if 0 <= age < 10:
        return TICK_SCORES[age]
    if age >= 10:
        return 0.0
    return _tick_score_of_age(age)


def hot_score(chunk_size: int, request: int, age: int) -> float:
    """The cost model's score of a free chunk: size fit plus recency, float32."""
    recency = tick_score(age)
    fit = size_score(chunk_size, request)
    if recency == 0.0:
        return fit
    return _round_f32(fit + recency)


class InplaceKind(enum.Enum):
    """How an in-place candidate may be reused (see "In-place hints")."""

    FREE = "FREE"
    """The candidate may be reused at any position of the new buffer."""
    ZERO_OFFSET = "ZERO_OFFSET"
    """The candidate may only be reused at offset 0 of the new buffer."""


class Chunk:
    """A piece of the arena: one of the three kinds of "Chunks"."""

    __slots__ = (
        "_offset",
        "inplace_split_remainder",
        "is_free",
        "last_freed_tick",
        "next",
        "prev",
        "size",
    )

    def __init__(self, size: int) -> None:
        self.size = size
        self.is_free = False
        self.last_freed_tick = 0
        self.inplace_split_remainder = False
        self._offset: int | None = None
        # Neighbours in `cur`; only `_FastPlanner` maintains them.
        self.prev: Chunk | None = None
        self.next: Chunk | None = None

    def offset(self) -> int:
        """The chunk's offset, derived from the tree and cached.

        Only valid once planning is over. Walks the chain of offset sources
        iteratively: the tree can be thousands of levels deep.
        """
        chain: list[Chunk] = []
        node: Chunk = self
        while node._offset is None and not isinstance(node, OriginChunk):
            chain.append(node)
            node = node._offset_source()
        # The origin of the chain, a chunk of this module's own hierarchy.
        base = node._offset if node._offset is not None else node._own_offset(0)  # pyright: ignore[reportPrivateUsage]
        node._offset = base
        for link in reversed(chain):
            base = link._own_offset(base)
            link._offset = base
        return base

    def _offset_source(self) -> Chunk:
        raise NotImplementedError

    def _own_offset(self, source_offset: int) -> int:
        raise NotImplementedError

    def move(self, delta: int) -> None:
        """Shift the chunk right by `delta` (used by the literal port only)."""
        stack: list[Chunk] = [self]
        while stack:
            node = stack.pop()
            if isinstance(node, OriginChunk):
                node.start += delta
            elif isinstance(node, SplitChunk):
                if node.is_lhs:
                    stack.append(node.parent)
            elif isinstance(node, MergedChunk):
                stack.extend(node.parts)

    def extend(self, delta: int) -> None:
        """Grow the chunk at its end; the growth propagates down the tree."""
        node: Chunk | None = self
        while node is not None:
            node.size += delta
            if isinstance(node, SplitChunk):
                node = node.parent
            elif isinstance(node, MergedChunk):
                node = node.parts[-1]
            else:
                node = None


class OriginChunk(Chunk):
    """A chunk carved from the end of the arena: `offset = start`."""

    __slots__ = ("group_parent", "group_rel", "start")

    def __init__(self, start: int, size: int) -> None:
        super().__init__(size)
        self.start = start
        # Union-find of origins owned by one top-level chunk (`_FastPlanner`).
        self.group_parent: OriginChunk | None = None
        self.group_rel = 0

    def _own_offset(self, source_offset: int) -> int:
        if self.group_parent is not None:
            self._resolve_start()
        return self.start

    def _resolve_start(self) -> None:
        """Final start of a non-root origin of `_FastPlanner`: root + path deltas.

        Compresses the path, so resolving every origin costs O(n) overall.
        The literal port never sets `group_parent`.
        """
        path: list[OriginChunk] = []
        node = self
        while node.group_parent is not None:
            path.append(node)
            node = node.group_parent
        start = node.start
        for member in reversed(path):
            start += member.group_rel
            member.start = start
            member.group_parent = None


class SplitChunk(Chunk):
    """The left (requested) or right (remainder) part of a split chunk."""

    __slots__ = ("is_lhs", "parent")

    def __init__(self, parent: Chunk, is_lhs: bool, size: int) -> None:
        super().__init__(size)
        self.parent = parent
        self.is_lhs = is_lhs

    def _offset_source(self) -> Chunk:
        return self.parent

    def _own_offset(self, source_offset: int) -> int:
        if self.is_lhs:
            return source_offset
        return source_offset + self.parent.size - self.size


class MergedChunk(Chunk):
    """Adjacent chunks joined into one (free neighbours, or an in-place range)."""

    __slots__ = ("parts",)

    def __init__(self, parts: list[Chunk]) -> None:
        super().__init__(sum(part.size for part in parts))
        self.parts = parts

    def _offset_source(self) -> Chunk:
        return self.parts[0]

    def _own_offset(self, source_offset: int) -> int:
        return source_offset


# ---------------------------------------------------------------------------
# Free maps: ordered multimaps, insertion order among equal keys
# ---------------------------------------------------------------------------


class FreeMap(ABC):
    """`key -> chunk`, ordered by key; equal keys keep insertion order."""

    @abstractmethod
    def insert(self, key: int, chunk: Chunk) -> None: ...

    @abstractmethod
    def remove(self, chunk: Chunk) -> None:
        """Remove `chunk` if present."""

    @abstractmethod
    def __len__(self) -> int: ...

    @abstractmethod
    def items(self) -> Iterator[tuple[int, Chunk]]: ...

    @abstractmethod
    def last(self) -> tuple[int, Chunk]: ...

    @abstractmethod
    def first_at_least(self, key: int) -> Chunk | None: ...


class ListFreeMap(FreeMap):
    """The obvious sorted list; O(n) updates. For the literal port."""

    def __init__(self) -> None:
        self._entries: list[tuple[int, int, Chunk]] = []
        self._sequence = itertools.count()

    def insert(self, key: int, chunk: Chunk) -> None:
        entry = (key, next(self._sequence), chunk)
        position = bisect.bisect_right(self._entries, (key, entry[1]), key=entry_order)
        self._entries.insert(position, entry)

    def remove(self, chunk: Chunk) -> None:
        for position, entry in enumerate(self._entries):
            if entry[2] is chunk:
                del self._entries[position]
                return

    def __len__(self) -> int:
        return len(self._entries)

    def items(self) -> Iterator[tuple[int, Chunk]]:
        return ((key, chunk) for key, _, chunk in self._entries)

    def last(self) -> tuple[int, Chunk]:
        key, _, chunk = self._entries[-1]
        return key, chunk

    def first_at_least(self, key: int) -> Chunk | None:
        position = bisect.bisect_left(self._entries, (key, -1), key=entry_order)
        return self._entries[position][2] if position < len(self._entries) else None


def entry_order(entry: tuple[int, int, Chunk]) -> tuple[int, int]:
    return entry[0], entry[1]


class SortedFreeMap(FreeMap):
    """A `SortedList` of `(key, sequence, chunk)`; O(log n) updates.

    The sequence number is unique, so tuples never compare chunks.
    """

    def __init__(self) -> None:
        self._order: Any = SortedList()
        self._entry_of: dict[Chunk, tuple[int, int, Chunk]] = {}
        self._sequence = itertools.count()

    def insert(self, key: int, chunk: Chunk) -> None:
        entry = (key, next(self._sequence), chunk)
        self._order.add(entry)
        self._entry_of[chunk] = entry

    def remove(self, chunk: Chunk) -> None:
        entry = self._entry_of.pop(chunk, None)
        if entry is not None:
            self._order.remove(entry)

    def __len__(self) -> int:
        return len(self._entry_of)

    def items(self) -> Iterator[tuple[int, Chunk]]:
        for key, _, chunk in cast(Iterator[tuple[int, int, Chunk]], iter(self._order)):
            yield key, chunk

    def entries(self) -> list[tuple[int, int, Chunk]]:
        """All `(key, sequence, chunk)` entries in order."""
        return cast(list[tuple[int, int, Chunk]], list(self._order))

    def keys_and_chunks(self) -> tuple[list[int], list[Chunk]]:
        """All keys and chunks in order, as two lists."""
        entries = cast(list[tuple[int, int, Chunk]], list(self._order))
        return [entry[0] for entry in entries], [entry[2] for entry in entries]

    def last(self) -> tuple[int, Chunk]:
        key, _, chunk = cast(tuple[int, int, Chunk], self._order[-1])
        return key, chunk

    def first_at_least(self, key: int) -> Chunk | None:
        position = cast(int, self._order.bisect_left((key, -1)))
        if position == len(self._entry_of):
            return None
        return cast(tuple[int, int, Chunk], self._order[position])[2]
