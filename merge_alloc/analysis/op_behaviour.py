"""What the analyses may know about an op class: the facts of the op
registry (`merge_alloc.analysis.interfaces`), MLIR's interfaces and traits
as one frozen record per class.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum, auto

from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.traits import MemoryEffect


class RegionFlow(Enum):
    """How an op runs its regions (what RegionBranchOpInterface and
    LoopLikeOpInterface would say about the order of its regions)."""

    UNKNOWN = auto()
    """No regions, or regions that may run later, concurrently or in an
    order the pass does not know (`gpu.launch`, unknown ops)."""
    BRANCH = auto()
    """Runs exactly one of its regions, once (`scf.if`, `scf.index_switch`,
    `affine.if`)."""
    ONCE = auto()
    """Runs its region once (`scf.execute_region`, `memref.alloca_scope`)."""
    LOOP = auto()
    """Runs its regions repeatedly, one iteration after another (`scf.for`,
    `scf.while`, `affine.for`)."""
    PARALLEL = auto()
    """Its iterations may run at the same time (`scf.forall`, `scf.parallel`,
    `affine.parallel`)."""


class OpRole(Enum):
    """What a few ops the walk treats specially are, MLIR's op-specific
    knowledge that no interface carries."""

    OTHER = auto()
    ALLOC = auto()
    """`memref.alloc`: the allocations merge-alloc plans."""
    DEALLOC = auto()
    """`memref.dealloc`: frees, but does not use, a buffer."""
    STORE = auto()
    """`memref.store`: its stored value escapes into memory."""
    CALL = auto()
    """`func.call`: its results alias what the callee returns."""


@dataclass(frozen=True, slots=True)
class AffineBound:
    """A loop bound given as an affine map of SSA operands (`affine.for`):
    a lower bound is the largest of the map's results, an upper bound the
    smallest."""

    map: AffineMap
    operands: Sequence[SSAValue]


LoopBound = int | SSAValue | AffineBound
"""One bound of an induction variable (MLIR's `OpFoldResult`, or an affine
map)."""

InductionBounds = Callable[[Operation, int], tuple[LoopBound, LoopBound] | None]
"""LoopLikeOpInterface's `getLoopLowerBounds` / `getLoopUpperBounds`: for the
argument number `index` of the op's body block, `(lower, upper)` (upper
exclusive) when it is an induction variable, else None."""

ValueFlow = Callable[[Operation], Iterable[tuple[SSAValue, SSAValue]]]
"""Pairs `(source, target)`: `target` may be the value `source` held
(RegionBranchOpInterface's successor operands and region arguments,
BranchOpInterface's successor operands, `arith.select`'s choice)."""


@dataclass(frozen=True, slots=True)
class OpBehaviour:
    """Everything the analyses ask about one op class."""

    role: OpRole = OpRole.OTHER
    view_like: bool = False
    """ViewLikeOpInterface: the first result is a view of the first operand.
    `extract_strided_metadata`'s base buffer is the same memory at offset
    zero: an alias, not an access and not an escape. Other memref operands
    are not viewed: they are accessed as the op's effects say
    (`memref.reshape` reads its shape)."""
    return_like: bool = False
    """The ReturnLike trait: a terminator handing its operands to its parent
    op. `scf.condition` and `scf.reduce.return` are not, as in MLIR."""
    region_flow: RegionFlow = RegionFlow.UNKNOWN
    region_branch: bool = False
    """RegionBranchOpInterface: control flow between its regions is known,
    so accesses inside can be ordered (`affine.parallel` is loop-like but not
    one: its reductions are not modelled)."""
    value_flow: ValueFlow | None = None
    """Where the op forwards values without touching memory; None: each
    memref result may be any memref operand, or new memory."""
    allocation_scope: bool = False
    """MLIR's AutomaticAllocationScope trait: candidates to hold a merged
    buffer. `scf.for` is one in MLIR, but merge-alloc always looks past it
    (`holds_merged_buffer`)."""
    holds_merged_buffer: bool = False
    pointer_escape: bool = False
    """Turns the address of its memref operand into an integer
    (`merge_alloc.analysis.address_uses` lets it pass when the integer is only
    compared)."""
    shape_query: bool = False
    """Effect-free and reads only the type or shape of a memref operand."""
    structured_linalg: bool = False
    """MLIR's LinalgOp interface (in-place reuse candidates)."""
    destination_style: bool = False
    """A linalg op with `ins` and `outs` (and with a body, a per-element
    computation run while the op executes)."""
    effect_traits: tuple[MemoryEffect, ...] = ()
    """xDSL's memory-effect traits of the class."""
    recursive_effects: bool = False
    """Its effects are those of the ops in its body (RecursiveMemoryEffects),
    from xDSL's trait or registered (`memref.alloca_scope`, for which xDSL
    declares none; the plugin must not change what stock xDSL passes do with
    it, so the fact lives here rather than on the op)."""
    effect_free: bool = False
    """Pure in MLIR although xDSL declares no effects (see above)."""
    free_by_traits: bool | None = None
    """Whether the class's effect traits alone say it has no memory effect,
    when each of them is one of xDSL's constant traits (`NoMemoryEffect`,
    `MemoryReadEffect`, ...), whose effects never depend on the op; None
    when an answer needs the op (its operands, its body). The tick walk asks
    it of every op, so it is worked out once per class."""
    own_memory: bool = False
    """Its memref result is memory the module itself created (`memref.alloc`,
    `memref.alloca`), not memory of unknown origin."""
    region_terminator: bool = False
    """Hands its operands to the regions or results of its parent without
    being ReturnLike (RegionBranchTerminatorOpInterface: `scf.condition`)."""
    written_operand: int | None = None
    """The position of the only operand it writes, where xDSL's declared
    effects name no operand (`memref.copy` writes its target, reads its
    source; `merge_alloc.analysis.writes`)."""
    asynchronous: bool = False
    """Its memory effects go on after it returns, until another op waits for
    them (`memref.dma_start`, completed by a `memref.dma_wait` on its tag):
    no tick bounds the accesses, so its memref operands escape
    (docs/lifetimes.md, "Escapes")."""
    may_free: bool = False
    """Its memory effects may free a memref operand, as `memref.dealloc`
    does not (its role: end of life): `bufferization.dealloc`,
    `memref.realloc`. Which operands, `behaviour_queries.frees_operands` asks the
    op's effects. A class whose effect traits can only read, write or
    allocate (or whose effects are its body's) never frees."""
    unregistered: bool = False
    """An op xDSL does not define, read with `--allow-unregistered-dialect`:
    its effects are unknown, unless merge-alloc defines an op of that name
    (`behaviour_queries.frees_operands`)."""
    calls_unknown: bool = False
    """Calls a function it does not name (`func.call_indirect`): any function
    whose address is taken may be the callee (the call graph,
    `merge_alloc.analysis.callgraph`)."""
    induction_bounds: InductionBounds | None = None
    """The bounds of its induction variables (`merge_alloc.analysis.upper_bounds`
    bounds a size computed from one); None: its block arguments are not
    induction variables the pass can bound."""

    @property
    def loop_like(self) -> bool:
        """LoopLikeOpInterface: a value yielded to it may reach the next
        iteration (an alloc inside it then may not be given one offset)."""
        return self.region_flow in (RegionFlow.LOOP, RegionFlow.PARALLEL)

    @property
    def forwards_operands(self) -> bool:
        """Only hands its memref operands on to values the alias graph links
        to them (a region's arguments, an op's results, a successor's
        arguments), without reading them."""
        return (
            self.return_like
            or self.region_terminator
            or self.region_branch
            or self.value_flow is not None
        )

    @property
    def sequential(self) -> bool:
        """Runs its regions one at a time, in the thread that runs it."""
        return self.region_flow in (RegionFlow.LOOP, RegionFlow.BRANCH, RegionFlow.ONCE)

    @property
    def once_in_tick_order(self) -> bool:
        """Runs its regions at most once each, in the order they are written
        (when each is a single block: `runs_regions_once_in_order`)."""
        return self.region_flow in (RegionFlow.BRANCH, RegionFlow.ONCE)
