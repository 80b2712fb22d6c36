"""The knobs of one merge-alloc run and the three replaceable stages.

Each stage is a plain callable, so a user can swap one without subclassing
(register it by name in `merge_alloc.stages` to use it from the pass or the
command line, or hand it to `merge_alloc.driver.merge_alloc` directly):

- `TraceCollector(function, aliases, options) -> FunctionTrace`: which allocs
  are mergeable, their scopes and lifetimes (default: the tick-based collector);
- `MemoryPlanner(buffers, alignment) -> MemorySchedule`: pure, sees no IR
  (default: chosen by name from `merge_alloc.planning.PLANNERS`);
- `MergeMutator(trace, schedule, options) -> None`: the IR rewrite of one scope
  (default: merged `i8` buffer + `memref.view`s).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from merge_alloc.planning.problem import MemoryPlanner, MemorySchedule

if TYPE_CHECKING:
    from xdsl.dialects import func

    from merge_alloc.analysis.alias import BufferAliases
    from merge_alloc.analysis.trace import FunctionTrace, LifetimeTrace


class TraceCollector(Protocol):
    def __call__(
        self, function: func.FuncOp, aliases: BufferAliases, options: MergeAllocOptions
    ) -> FunctionTrace: ...


class MergeMutator(Protocol):
    def __call__(
        self, trace: LifetimeTrace, schedule: MemorySchedule, options: MergeAllocOptions
    ) -> None: ...


@dataclass(frozen=True)
class MergeAllocOptions:
    """Everything a stage may need to know about the run.

    `tracer`, `planner` and `mutator` left as None mean the defaults; the
    driver fills them in (`merge_alloc.driver.resolve_options`).
    """

    alignment: int = 64
    """Byte alignment of the merged buffer and granularity of every offset."""
    analysis_only: bool = False
    """Annotate allocs with their lifetimes and stop (no planning, no rewrite)."""
    index_bitwidth: int = 64
    """Bits of `index` when sizing `memref<...xindex>`."""
    strict: bool = False
    """Fail (instead of warning and leaving it alone) on an alloc whose type the
    pass cannot place: dynamic shape, non-identity layout, element type of
    unknown size, zero size. For deployments that must know every byte."""
    inplace: bool = True
    """In-place reuse: an element-wise op's output may take the bytes of an
    input it reads for the last time (`merge_alloc.analysis.inplace_candidates`)."""
    tracer: TraceCollector | None = None
    planner: MemoryPlanner | None = None
    mutator: MergeMutator | None = None
    arena: str = "alloc"
    """Where a function's merged buffer lives (docs/deployment.md): `alloc` (a
    `memref.alloc`), `global` (a private `memref.global`) or `argument` (a
    trailing workspace argument the caller provides)."""
    call_tree: bool = False
    """Plan a callee's arena as a block of its caller's, live only during the
    call, so one workspace serves a whole call tree at its true peak."""
    shared_arena: bool = False
    """Entry points share one arena (per workspace) sized to the largest."""
    pools: str = ""
    """Named memory pools with capacities and fallbacks, e.g. `sram:65536,dram`
    (syntax in `merge_alloc.deploy.pools`); empty means one unbounded pool per space."""
    outputs_in_workspace: bool = False
    """Place returned buffers in the workspace instead of real allocations."""
    inputs_in_workspace: bool = False
    """Entry points read their memref arguments from the workspace, where the
    caller writes them (accessors `@NAME_input_K` say where)."""
    pack_constants: bool = False
    """Pack the module's private constant globals into one `i8` global."""
    constants_alignment: int = 64
    """Alignment of each constant inside the packed global."""
