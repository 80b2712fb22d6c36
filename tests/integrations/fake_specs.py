"""Stand-ins for ExecuTorch's `TensorSpec`: exactly the attributes
`merge_alloc.integrations.executorch` reads and writes, with ExecuTorch
1.5.1's rule for `allocated_memory` (bytes rounded up to `alignment`, which
`realign` sets)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from merge_alloc.planning import aligned


@dataclass(eq=False)  # hashed by identity, as TensorSpec is
class FakeSpec:
    nbytes: int
    lifetime: Sequence[int | None]
    mem_id: int | None = None
    storage_base: FakeSpec | None = None
    storage_base_offset: int = 0
    alignment: int = 16
    mem_offset: int | None = field(default=None, init=False)
    mem_obj_id: int | None = field(default=None, init=False)

    @property
    def allocated_memory(self) -> int:
        return aligned(self.nbytes, self.alignment)

    def realign(self, new_alignment: int) -> int:
        self.alignment = new_alignment
        return self.allocated_memory


@dataclass
class FakeGraphModule:
    """What the algorithm reads of ExecuTorch's graph module: the bytes its
    control-flow submodules reserve at the start of each memory."""

    input_mem_buffer_sizes: list[int]


def placement_errors(specs: Sequence[FakeSpec], bufsizes: Sequence[int]) -> list[str]:
    """Everything wrong with the placements written on `specs`, checked
    pair by pair (independently of the planner's own validation): two specs
    live at one node in one memory sharing a byte, unless one is stored in
    the other; an offset off the alignment; bytes past the memory's size;
    two specs sharing a byte with different `mem_obj_id`s."""
    errors: list[str] = []

    def chain(spec: FakeSpec | None) -> list[FakeSpec]:
        found: list[FakeSpec] = []
        while spec is not None:
            found.append(spec)
            spec = spec.storage_base
        return found

    def span(spec: FakeSpec) -> tuple[int, int]:
        first, last = spec.lifetime
        assert first is not None and last is not None
        return first, last

    for index, spec in enumerate(specs):
        assert spec.mem_offset is not None and spec.mem_id is not None
        if spec.mem_offset % spec.alignment:
            errors.append(f"spec {index}: offset {spec.mem_offset} unaligned")
        if spec.mem_offset + spec.allocated_memory > bufsizes[spec.mem_id]:
            errors.append(f"spec {index}: past the end of memory {spec.mem_id}")
    for index, a in enumerate(specs):
        for b in specs[index + 1 :]:
            assert a.mem_offset is not None and b.mem_offset is not None
            if a.mem_id != b.mem_id or not a.allocated_memory or not b.allocated_memory:
                continue
            bytes_meet = (
                a.mem_offset < b.mem_offset + b.allocated_memory
                and b.mem_offset < a.mem_offset + a.allocated_memory
            )
            if not bytes_meet:
                continue
            if a.mem_obj_id != b.mem_obj_id:
                errors.append(f"{a} and {b} share bytes but not mem_obj_id")
            (a_first, a_last), (b_first, b_last) = span(a), span(b)
            live_together = a_first <= b_last and b_first <= a_last
            related = a in chain(b) or b in chain(a)
            if live_together and not related:
                errors.append(f"{a} and {b} are live together and share bytes")
    return errors
