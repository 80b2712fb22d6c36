"""What the merged program allocates per call: every byte, not only the arena.

The merged buffer is not all a compiled program allocates: the allocs the
pass leaves alone (escapes, unsupported types, `memref.realloc` operands)
stay ordinary allocations, and the buffers a function returns are allocated
for its caller. A figure that names the merged buffer alone undercounts the
program (ResNet-18 before the deallocation pipeline ran in
`merge_alloc.compile`: arena 66,816 B, 271,616 B allocated per call). This
module is the one place that adds them up, per function and for the module,
from the driver's `MergeReport`; `merge_alloc.compile`, the plan report and
the benchmarks print what it says (docs/rewrite.md, "What the figures
count").

- `merged`: the merged buffers, one per scope block and memory space (a
  deployment's arenas when it placed them, `DeploymentReport.static_bytes`);
- `left_alone`: every alloc the pass did not merge and that is not a result
  of its function, with its bytes (static, or dynamic sizes at their upper
  bounds) and its reason; one without a bound counts as unknown, never as 0;
- `returned`: the allocs a function returns, counted apart: the caller owns
  them (and the entry point's result is the program's output).

An alloc is counted once, at its size, wherever it is: one left alone in a
loop body is allocated once per iteration but, freed at the end of the
iteration (as the deallocation pipeline does), holds its bytes once at a time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from merge_alloc.analysis.buffer_legality import BufferLegality
from merge_alloc.analysis.trace import AllocRecord
from merge_alloc.driver import MergeReport


@dataclass(frozen=True, slots=True)
class KeptAlloc:
    """An alloc left as an ordinary allocation, and what it costs."""

    record: AllocRecord
    bytes: int | None
    """Its size (dynamic sizes at their bounds); None when unknown."""


@dataclass(frozen=True, slots=True)
class MergedBytes:
    """One merged buffer: a scope of a function and its memory space."""

    scope: str
    memory_space: str | None
    bytes: int


@dataclass(frozen=True, slots=True)
class Bytes:
    """A sum of byte counts, some of which may be unknown."""

    known: int = 0
    unknown: int = 0
    """How many of the summed allocs have no known size."""

    def __add__(self, other: Bytes) -> Bytes:
        return Bytes(self.known + other.known, self.unknown + other.unknown)

    @staticmethod
    def of(allocs: list[KeptAlloc]) -> Bytes:
        return Bytes(
            sum(a.bytes for a in allocs if a.bytes is not None),
            sum(1 for a in allocs if a.bytes is None),
        )

    def text(self) -> str:
        """`1,024 B`, or `1,024 B + 2 allocs of unknown size`."""
        known = f"{self.known:,} B"
        if not self.unknown:
            return known
        plural = "s" if self.unknown > 1 else ""
        return f"{known} + {self.unknown} alloc{plural} of unknown size"

    def json(self) -> dict[str, int]:
        return {"bytes": self.known, "unknown_allocs": self.unknown}


@dataclass(frozen=True, slots=True)
class FunctionBytes:
    """A function's figures alone, small and picklable (what
    `merge_alloc.compile` keeps of each candidate)."""

    name: str
    allocated: Bytes
    """Merged plus left alone, the returned buffers aside."""
    returned: Bytes
    allocations: int
    """`memref.alloc`s one call runs once each: one per merged buffer, one
    per alloc left alone or returned (an alloc in a loop runs once per
    iteration)."""
    results: int
    """Of those, the ones returned (freed by the caller, not by the call)."""


@dataclass(frozen=True, slots=True)
class FunctionTotals:
    name: str
    merged: list[MergedBytes] = field(default_factory=list[MergedBytes])
    left_alone: list[KeptAlloc] = field(default_factory=list[KeptAlloc])
    """Not merged and not returned: the function frees them (or leaks them)."""
    returned: list[KeptAlloc] = field(default_factory=list[KeptAlloc])

    @property
    def merged_bytes(self) -> int:
        return sum(m.bytes for m in self.merged)

    @property
    def allocated(self) -> Bytes:
        """Merged plus left alone, the returned buffers aside."""
        return Bytes(self.merged_bytes) + Bytes.of(self.left_alone)

    def figures(self) -> FunctionBytes:
        return FunctionBytes(
            self.name,
            self.allocated,
            Bytes.of(self.returned),
            len(self.merged) + len(self.left_alone) + len(self.returned),
            len(self.returned),
        )


@dataclass(frozen=True, slots=True)
class AllocationTotals:
    """Per function and for the module (see the module's docstring)."""

    functions: list[FunctionTotals]
    merged: int
    """Bytes of every merged buffer (a deployment's arenas, if it placed
    them)."""

    @property
    def left_alone(self) -> Bytes:
        return sum((Bytes.of(f.left_alone) for f in self.functions), Bytes())

    @property
    def returned(self) -> Bytes:
        return sum((Bytes.of(f.returned) for f in self.functions), Bytes())

    @property
    def allocated(self) -> Bytes:
        """Every byte the program allocates but the returned buffers: the
        figure `merge_alloc.compile` prints and chooses its variant on."""
        return Bytes(self.merged) + self.left_alone

    def left_alone_allocs(self) -> int:
        return sum(len(f.left_alone) for f in self.functions)

    def summary(self) -> str:
        """`allocates 83,200 B per call (merged 83,200 B + 0 B in 0 allocs
        left alone; returned 40 B)`."""
        return (
            f"allocates {self.allocated.text()} per call (merged "
            f"{self.merged:,} B + {self.left_alone.text()} in "
            f"{self.left_alone_allocs()} allocs left alone; returned "
            f"{self.returned.text()})"
        )

    def to_json(self) -> dict[str, Any]:
        def alloc_json(alloc: KeptAlloc) -> dict[str, Any]:
            rejection = alloc.record.rejection
            return {
                "type": str(alloc.record.alloc.memref.type),
                "bytes": alloc.bytes,
                "kind": None if rejection is None else rejection.kind.value,
                "reason": None if rejection is None else rejection.reason,
            }

        return {
            "allocated": self.allocated.json(),
            "merged": self.merged,
            "left_alone": self.left_alone.json(),
            "returned": self.returned.json(),
            "functions": [
                {
                    "name": f.name,
                    "allocated": f.allocated.json(),
                    "merged": [
                        {
                            "scope": m.scope,
                            "memory_space": m.memory_space,
                            "bytes": m.bytes,
                        }
                        for m in f.merged
                    ],
                    "left_alone": [alloc_json(a) for a in f.left_alone],
                    "returned": [alloc_json(a) for a in f.returned],
                }
                for f in self.functions
            ],
        }


def allocation_totals(
    report: MergeReport, index_bitwidth: int = 64
) -> AllocationTotals:
    """The totals of one run of the pass (after its rewrite: the merged
    buffers are the planned schedules' totals)."""
    schedules = {scope.trace: scope.schedule for scope in report.planned}
    functions: list[FunctionTotals] = []
    for function_trace in report.functions:
        totals = FunctionTotals(function_trace.function.sym_name.data)
        for trace in function_trace.traces:
            schedule = schedules.get(trace)
            if schedule is None:
                continue
            owner = trace.scope.parent_op()
            totals.merged.append(
                MergedBytes(
                    "" if owner is None else owner.name,
                    None if trace.memory_space is None else str(trace.memory_space),
                    schedule.total,
                )
            )
        legality = BufferLegality({}, index_bitwidth)
        for record in function_trace.records:
            rejection = record.rejection
            if rejection is None:
                continue
            kept = KeptAlloc(record, legality.left_alone_bytes(record))
            (totals.returned if rejection.returned else totals.left_alone).append(kept)
        functions.append(totals)
    merged = sum(m.bytes for f in functions for m in f.merged)
    if report.deployment is not None and report.deployment.arenas:
        merged = report.deployment.static_bytes()
    return AllocationTotals(functions, merged)
