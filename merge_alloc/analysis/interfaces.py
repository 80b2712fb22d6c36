"""What every analysis knows about an op: one registry, asked by op class.

The reference pass asks MLIR's interfaces and traits (ViewLikeOpInterface,
RegionBranchOpInterface, LoopLikeOpInterface, BranchOpInterface,
MemoryEffectOpInterface, the ReturnLike and AutomaticAllocationScope traits).
xDSL 0.74 has some of them as traits (`ReturnLike`, the `MemoryEffect`
family with `RecursiveMemoryEffect`) and none of the others, and only
`func.return` carries `ReturnLike`. This module is the one place that answers
them for xDSL ops: from xDSL's traits where they exist, from the
registrations below (`register`) where they do not. The analyses (aliases,
ticks, scopes, exclusive branches, the call graph, arena lifting, address
uses) ask `behaviour(op)` and never test op classes themselves, so a new
loop op is taught to the pass here, once.

`behaviour(op)` is one dict lookup keyed by `type(op)`: the answer for a
class is worked out the first time an op of that class is asked about (the
registration of the nearest registered base class, in method resolution
order, so a subclass behaves like the op it extends, as `isinstance` would
have said), then cached. A pass over 20,000 allocs asks about a million
times; through chains of `isinstance` on xDSL's op classes (ABCMeta, a
Python-level `__instancecheck__` each) that was a third of the pass
(docs/performance.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum, auto

from xdsl.dialects import affine, arith, builtin, cf, func, gpu, memref, scf
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import YieldOp as LinalgYieldOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.traits import MemoryEffect, RecursiveMemoryEffect, ReturnLike

from merge_alloc.dialects import ForallOp
from merge_alloc.dialects.linalg_effects import destination_operands, linalg_effects


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
    zero: an alias, not an access and not an escape."""
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
    own_memory: bool = False
    """Its memref result is memory the module itself created (`memref.alloc`,
    `memref.alloca`), not memory of unknown origin."""
    region_terminator: bool = False
    """Hands its operands to the regions or results of its parent without
    being ReturnLike (RegionBranchTerminatorOpInterface: `scf.condition`)."""
    induction_bounds: InductionBounds | None = None
    """The bounds of its induction variables (`merge_alloc.analysis.upper_bounds`
    bounds a size computed from one); None: its block arguments are not
    induction variables the pass can bound."""

    @property
    def loop_like(self) -> bool:
        """LoopLikeOpInterface: a value yielded to it escapes an iteration."""
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


# -- value flow of the ops that forward values ---------------------------------


def _yielded(block: Block) -> tuple[SSAValue, ...]:
    terminator = block.last_op
    return tuple(terminator.operands) if terminator is not None else ()


def _pairs(
    *parts: tuple[Sequence[SSAValue], Sequence[SSAValue]],
) -> Iterator[tuple[SSAValue, SSAValue]]:
    for sources, targets in parts:
        yield from zip(sources, targets, strict=False)


def _counted_loop_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    """`scf.for` / `affine.for`: inits to iter_args and (zero trips) to the
    results; yielded values to the next iter_args and to the results."""
    assert isinstance(op, scf.ForOp | affine.ForOp)
    body = op.body.block
    inits = op.iter_args if isinstance(op, scf.ForOp) else op.inits
    iter_args = body.args[1:]
    yielded = _yielded(body)
    return _pairs(
        (inits, iter_args),
        (inits, op.results),
        (yielded, iter_args),
        (yielded, op.results),
    )


def _while_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    assert isinstance(op, scf.WhileOp)
    before, after = op.before_region.block, op.after_region.block
    condition = before.last_op
    forwarded = tuple(condition.operands[1:]) if condition is not None else ()
    return _pairs(
        (op.arguments, before.args),
        (forwarded, after.args),
        (forwarded, op.results),
        (_yielded(after), before.args),
    )


def _forall_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    assert isinstance(op, ForallOp)
    outputs = op.body.args[len(op.induction_variables) :]
    return _pairs((op.outputs, outputs), (op.outputs, op.results))


def _yields_to_results(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    """Ops whose regions each yield the op's results (`scf.if`, ...)."""
    return _pairs(
        *(
            (_yielded(block), op.results)
            for region in op.regions
            for block in region.blocks
        )
    )


def _parallel_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    assert isinstance(op, scf.ParallelOp)
    return _pairs((op.initVals, op.results))


def _for_bounds(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
    assert isinstance(op, scf.ForOp)
    return (op.lb, op.ub) if index == 0 else None


def _affine_for_bounds(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
    assert isinstance(op, affine.ForOp)
    if index != 0:
        return None
    return (
        AffineBound(op.lowerBoundMap.data, op.lowerBoundOperands),
        AffineBound(op.upperBoundMap.data, op.upperBoundOperands),
    )


def _forall_bounds(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
    assert isinstance(op, ForallOp)
    if index >= op.rank:
        return None
    return op.get_mixed_lower_bounds()[index], op.get_mixed_upper_bounds()[index]


def _parallel_bounds(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
    assert isinstance(op, scf.ParallelOp)
    if index >= len(op.lowerBound):
        return None
    return op.lowerBound[index], op.upperBound[index]


def _select_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    assert isinstance(op, arith.SelectOp)
    return _pairs(((op.lhs, op.rhs), (op.result, op.result)))


def _branch_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    assert isinstance(op, cf.BranchOp)
    return _pairs((op.arguments, op.successor.args))


def _conditional_branch_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    assert isinstance(op, cf.ConditionalBranchOp)
    return _pairs(
        (op.then_arguments, op.then_block.args), (op.else_arguments, op.else_block.args)
    )


# -- the registry ----------------------------------------------------------------


_REGISTERED: dict[type[Operation], dict[str, object]] = {}
_BEHAVIOURS: dict[type[Operation], OpBehaviour] = {}


def register(op_type: type[Operation], **facts: object) -> None:
    """Declare what `op_type` (and its subclasses) does, in `OpBehaviour`'s
    field names; facts given again for the same class are merged.

    For ops of other dialects or of a user's own: call it before the pass
    runs. The answers already cached are dropped.
    """
    unknown = set(facts) - set(OpBehaviour.__dataclass_fields__)
    if unknown:
        raise TypeError(f"unknown op facts {sorted(unknown)}")
    _REGISTERED.setdefault(op_type, {}).update(facts)
    _BEHAVIOURS.clear()


def _loop(flow: ValueFlow | None, *, parallel: bool = False) -> dict[str, object]:
    return {
        "region_flow": RegionFlow.PARALLEL if parallel else RegionFlow.LOOP,
        "region_branch": True,
        "value_flow": flow,
    }


for _view in (
    memref.SubviewOp,
    memref.ViewOp,
    memref.CastOp,
    memref.ReinterpretCastOp,
    memref.ExpandShapeOp,
    memref.CollapseShapeOp,
    memref.MemorySpaceCastOp,
    memref.ExtractStridedMetaDataOp,
):
    register(_view, view_like=True)
for _yield in (scf.YieldOp, affine.YieldOp, LinalgYieldOp, memref.AllocaScopeReturnOp):
    register(_yield, return_like=True)  # func.return has xDSL's ReturnLike trait
register(memref.AllocaScopeReturnOp, effect_free=True)
register(scf.ConditionOp, region_terminator=True)
register(
    scf.ForOp,
    allocation_scope=True,
    induction_bounds=_for_bounds,
    **_loop(_counted_loop_flow),
)
register(
    affine.ForOp,
    allocation_scope=True,
    holds_merged_buffer=True,
    induction_bounds=_affine_for_bounds,
    **_loop(_counted_loop_flow),
)
register(scf.WhileOp, **_loop(_while_flow))
register(
    ForallOp,
    allocation_scope=True,
    holds_merged_buffer=True,
    induction_bounds=_forall_bounds,
    **_loop(_forall_flow, parallel=True),
)
register(
    scf.ParallelOp,
    allocation_scope=True,
    holds_merged_buffer=True,
    induction_bounds=_parallel_bounds,
    **_loop(_parallel_flow, parallel=True),
)
register(
    affine.ParallelOp,
    allocation_scope=True,
    holds_merged_buffer=True,
    region_flow=RegionFlow.PARALLEL,
)
for _branch in (scf.IfOp, scf.IndexSwitchOp, affine.IfOp):
    register(
        _branch,
        region_flow=RegionFlow.BRANCH,
        region_branch=True,
        value_flow=_yields_to_results,
    )
register(
    scf.ExecuteRegionOp,
    region_flow=RegionFlow.ONCE,
    region_branch=True,
    value_flow=_yields_to_results,
)
register(
    memref.AllocaScopeOp,
    region_flow=RegionFlow.ONCE,
    region_branch=True,
    value_flow=_yields_to_results,
    allocation_scope=True,
    holds_merged_buffer=True,
    recursive_effects=True,
)
register(func.FuncOp, allocation_scope=True, holds_merged_buffer=True)
register(gpu.LaunchOp, allocation_scope=True, holds_merged_buffer=True)
register(arith.SelectOp, value_flow=_select_flow)
register(cf.BranchOp, value_flow=_branch_flow)
register(cf.ConditionalBranchOp, value_flow=_conditional_branch_flow)
register(memref.ExtractAlignedPointerAsIndexOp, pointer_escape=True)
register(memref.DimOp, shape_query=True)
register(memref.RankOp, shape_query=True)
register(memref.AllocOp, role=OpRole.ALLOC, own_memory=True)
register(memref.AllocaOp, own_memory=True)
register(memref.DeallocOp, role=OpRole.DEALLOC)
register(memref.StoreOp, role=OpRole.STORE)
register(func.CallOp, role=OpRole.CALL)


def _behaviour_of(op: Operation) -> OpBehaviour:
    """Work out (and cache) the answer for `type(op)`."""
    op_type = type(op)
    facts: dict[str, object] = {}
    for base in reversed(op_type.__mro__):  # nearest registration wins
        registered = _REGISTERED.get(base)  # pyright: ignore[reportArgumentType]
        if registered is not None:
            facts.update(registered)
    effect_traits = tuple(op_type.get_traits_of_type(MemoryEffect))
    facts["effect_traits"] = effect_traits
    if any(isinstance(trait, RecursiveMemoryEffect) for trait in effect_traits):
        facts["recursive_effects"] = True
    if op_type.has_trait(ReturnLike, value_if_unregistered=False):
        facts["return_like"] = True
    facts["structured_linalg"] = issubclass(op_type, LinalgStructuredOperation)
    # `destination_operands` decides by the op's class alone.
    facts["destination_style"] = destination_operands(op) is not None
    answer = OpBehaviour(**facts)  # pyright: ignore[reportArgumentType]
    _BEHAVIOURS[op_type] = answer
    return answer


def behaviour(op: Operation) -> OpBehaviour:
    """What the analyses know about `op`'s class (one dict lookup)."""
    known = _BEHAVIOURS.get(type(op))
    return known if known is not None else _behaviour_of(op)


# -- questions the analyses ask ------------------------------------------------

_MEMREF_TYPES: dict[type[Attribute], bool] = {}


def is_memref(value: SSAValue) -> bool:
    """Whether `value` is a memref (ranked or not), by a cache on its type's
    class rather than an `isinstance` through ABCMeta."""
    kind = type(value.type)
    known = _MEMREF_TYPES.get(kind)
    if known is None:
        known = _MEMREF_TYPES[kind] = issubclass(
            kind, builtin.MemRefType | builtin.UnrankedMemRefType
        )
    return known


def is_allocation_scope(op: Operation) -> bool:
    return behaviour(op).allocation_scope


def runs_regions_in_place(op: Operation) -> bool:
    """Whether the pass can order accesses inside `op`'s regions.

    True for RegionBranchOpInterface ops and for linalg ops with a body
    (structured ops, `linalg.map`, `linalg.reduce`, `linalg.broadcast`): a
    linalg body is a scalar computation run per element while the op executes,
    so a buffer read in it (`memref.load` after bufferizing `tensor.extract`)
    is simply live for the duration of the op. The reference rejected the
    latter; anything else with regions (`gpu.launch`, unknown ops) stays
    refused, since it may run its regions later or concurrently.
    """
    known = behaviour(op)
    return known.region_branch or (known.destination_style and bool(op.regions))


def escaping_operands(op: Operation) -> Sequence[SSAValue]:
    """Memref operands whose address `op` lets leave the analysis.

    See docs/lifetimes.md, "Escapes".

    Pointer extraction; storing a memref into memory; and any effect-free op
    that turns a memref into a non-memref value (e.g.
    `builtin.unrealized_conversion_cast` to an LLVM struct), because such an op
    hides the pointer without anything the analysis would see as an access.
    """
    known = behaviour(op)
    if known.pointer_escape:
        return [v for v in op.operands if is_memref(v)]
    if known.role is OpRole.STORE:
        assert isinstance(op, memref.StoreOp)
        return [op.value] if is_memref(op.value) else []
    if known.shape_query or known.view_like or known.role is OpRole.ALLOC:
        return []
    effects = known.effect_traits
    if (
        effects
        and not op.regions
        and not known.recursive_effects
        and any(is_memref(v) for v in op.operands)
        and not all(is_memref(r) for r in op.results)
        and all(trait.get_effects(op) == set() for trait in effects)
    ):
        return [v for v in op.operands if is_memref(v)]
    return []


def _children(op: Operation) -> list[Operation]:
    """The ops directly inside `op`'s regions."""
    return [
        child for region in op.regions for block in region.blocks for child in block.ops
    ]


class EffectOracle:
    """Answers MLIR's `isMemoryEffectFree(op)` with a per-op cache.

    xDSL's `get_effects` recomputes recursive effects by walking the whole body
    of a region op on every call; the tick walk asks for every region op it
    meets, which would make nested loops quadratic. Effects never change during
    the analysis, so one answer per op is enough.
    """

    def __init__(self) -> None:
        self._free: dict[Operation, bool] = {}

    def is_free(self, op: Operation) -> bool:
        """Whether `op` (with everything nested in it, for ops with recursive
        effects) has no memory effect. Nested ops are answered bottom-up from
        an explicit stack, not by recursion: nesting depth is unbounded."""
        known = self._free.get(op)
        if known is not None:
            return known
        free = self._free
        pending: list[tuple[Operation, bool]] = [(op, False)]
        while pending:
            current, children_known = pending.pop()
            if current in free:
                continue
            if children_known:
                free[current] = all(free[child] for child in _children(current))
                continue
            own = self._own(current)
            if own is not None:
                free[current] = own
                continue
            pending.append((current, True))
            pending.extend((child, False) for child in _children(current))
        return free[op]

    @staticmethod
    def _own(op: Operation) -> bool | None:
        """The answer for `op` from its own effects, or None when it is free
        exactly if every op nested in it is (recursive effects)."""
        known = behaviour(op)
        if known.effect_free:
            return True
        traits = known.effect_traits
        recursive = known.recursive_effects
        if not traits and not recursive:
            # Without the trait, effects are unknown (not free), unregistered
            # ops included; except for xDSL's own linalg ops (e.g. built by
            # its transforms), which get MLIR's rule as ours do: ins buffers
            # read, outs buffers written, nothing on tensors.
            effects = linalg_effects(op)
            return effects is not None and not effects
        for trait in traits:
            if isinstance(trait, RecursiveMemoryEffect):
                continue
            effects = trait.get_effects(op)
            if effects is None or effects:
                return False
        return None if recursive else True
