"""What the trace collector hands to planners and mutators.

One `LifetimeTrace` per (allocation scope block, memory space): the mergeable
allocs of that group with byte size and tick lifetime. A `FunctionTrace` adds the
record of every `memref.alloc` walked, mergeable or not, with the reason when
not, so that analysis-only output and reports never drop an alloc silently.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from xdsl.dialects import func, memref
from xdsl.ir import Attribute, Block, Operation, Region

from merge_alloc.analysis.exclusive import ExclusiveGroup
from merge_alloc.analysis.inplace_candidates import InplaceCandidate

if TYPE_CHECKING:
    from merge_alloc.dialects.scf import ForallOp
from merge_alloc.planning.problem import BufferLifetime, InplaceHint, PlanningProblem

NO_ACCESS = -1
"""Tick value of a buffer that is never accessed."""

UNTRACEABLE = -2
"""Tick value of a buffer whose address escapes the analysis."""


class RejectionKind(Enum):
    """Why an alloc is left as it is."""

    ESCAPES = "escapes"
    """Its address leaves the analysis (returned, stored, cast to a pointer,
    yielded to a loop whose value flow is unknown): a normal situation, not
    the user's mistake."""
    LOOP_CARRIED = "loop-carried"
    """Allocated inside a loop and carried into the loop's next iteration:
    two iterations' instances are live at once, so no single offset fits."""
    MULTI_BLOCK_FUNCTION = "multi-block-function"
    """In a function whose body has several blocks (a loop or branches
    written with `cf`): the pass plans single-block scopes, so the whole
    function is left as it is, with one warning naming it."""
    DEALLOC_ALIAS = "dealloc-alias"
    DYNAMIC_SHAPE = "dynamic-shape"
    LAYOUT = "layout"
    ELEMENT_TYPE = "element-type"
    ZERO_SIZE = "zero-size"
    NEGATIVE_SIZE = "negative-size"

    @property
    def unsupported(self) -> bool:
        """A type the pass cannot place: an error under `strict`, else a warning."""
        return self in _UNSUPPORTED


_UNSUPPORTED = frozenset(
    {
        RejectionKind.DYNAMIC_SHAPE,
        RejectionKind.LAYOUT,
        RejectionKind.ELEMENT_TYPE,
        RejectionKind.NEGATIVE_SIZE,
        RejectionKind.MULTI_BLOCK_FUNCTION,
    }
)
"""Zero-sized allocs are not among them: they occupy no memory, so leaving
them alone costs nothing (MLIR's deallocation lowering creates them)."""


@dataclass(frozen=True, slots=True)
class Rejection:
    kind: RejectionKind
    reason: str
    returned: bool = False
    """It escapes as the function's result (`func.return`): the caller owns
    and frees it, so it is neither warned about nor counted among the bytes
    the function keeps (docs/lifetimes.md, "Escapes")."""

    def __str__(self) -> str:
        return self.reason


@dataclass(slots=True)
class AllocRecord:
    """The tick record of one `memref.alloc`, mergeable or not."""

    alloc: memref.AllocOp
    alloc_tick: int
    first: int = NO_ACCESS
    last: int = NO_ACCESS
    scope: Operation | None = None
    """The op whose single block will hold the merged buffer (after hoisting)."""
    rejection: Rejection | None = None
    """Why the alloc is not mergeable; None when it is."""
    first_use: int = NO_ACCESS
    """The tick of the first use of the buffer or an alias, before any
    widening: where the lifetime starts, wherever the alloc itself is."""
    region: Region | None = None
    """The innermost region holding every use (and every loop the lifetime
    was widened to)."""
    exclusive: ExclusiveGroup | None = None
    """The innermost branch op one region of which holds every use: the
    buffer is never live while another region of that op runs."""
    bounds: tuple[int, ...] | None = None
    """The upper bound each dynamic size is planned at, in operand order."""
    promised: tuple[bool, ...] = ()
    """Per dynamic size: whether its bound is the user's promise
    (`merge_alloc.upper_bound`), not a proof."""
    size: int | None = None
    """Its bytes, dynamic sizes at their bounds, once
    `BufferLegality.rejection` has found that it can be placed."""


@dataclass(slots=True)
class TracedBuffer:
    """A mergeable alloc as the planner and the mutator see it."""

    alloc: memref.AllocOp
    size: int
    """Bytes to reserve: `slot_size` times the number of threads of `hoisted_past`."""
    first: int
    last: int
    alloc_tick: int
    slot_size: int
    """Distance between two threads' slots: the alloc's byte size, rounded up
    to `alignment`. Equals `size` when not hoisted."""
    alignment: int
    """The byte alignment the buffer needs: the largest of its `alignment`
    attribute, its element's ABI alignment and the pass option."""
    hoisted_past: tuple[ForallOp, ...] = ()
    """The static-bound `scf.forall` ops the alloc was hoisted out of, innermost
    first. Each thread of their iteration space gets its own slot."""
    deallocs: tuple[memref.DeallocOp, ...] = ()
    """The deallocs that may free this buffer (directly or through an alias);
    every buffer they may free is merged, so the rewrite removes them."""
    bounds: tuple[int, ...] = ()
    """The upper bounds the dynamic sizes are planned at (operand order)."""
    promised: tuple[bool, ...] = ()
    """Per dynamic size: whether the rewrite must check its bound at run time."""


@dataclass(slots=True, eq=False)
class LifetimeTrace:
    """The mergeable allocs of one (scope block, memory space) group."""

    scope: Block
    memory_space: Attribute | None
    buffers: list[TracedBuffer] = field(default_factory=list[TracedBuffer])
    inplace: list[tuple[int, int]] = field(default_factory=list[tuple[int, int]])
    """In-place pairs `(donor, reuser)` as indices into `buffers`: the
    reuser may start at the donor's offset
    (`merge_alloc.analysis.inplace_candidates`)."""

    def lifetimes(self) -> list[BufferLifetime]:
        """The planner's view: buffer `i` is `self.buffers[i]`."""
        return [
            BufferLifetime(i, b.size, b.first, b.last, b.alloc_tick, b.alignment)
            for i, b in enumerate(self.buffers)
        ]

    def problem(self, granularity: int) -> PlanningProblem:
        """What the planner is asked to solve for this scope."""
        hints = [InplaceHint(donor, reuser) for donor, reuser in self.inplace]
        return PlanningProblem(self.lifetimes(), granularity, inplace=hints)

    @property
    def alignment(self) -> int:
        """The merged buffer's alignment: the largest any buffer needs."""
        return max((buffer.alignment for buffer in self.buffers), default=1)


@dataclass(slots=True)
class FunctionTrace:
    """Everything the collector found in one function."""

    function: func.FuncOp
    records: list[AllocRecord] = field(default_factory=list[AllocRecord])
    traces: list[LifetimeTrace] = field(default_factory=list[LifetimeTrace])
    inplace: list[InplaceCandidate] = field(default_factory=list[InplaceCandidate])
    """The in-place pairs handed to the planner (only with `inplace` on)."""
