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

The facts are `OpBehaviour`'s (`merge_alloc.analysis.op_behaviour`).
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

import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import cast

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.traits import (
    MemoryEffect,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    ReturnLike,
    get_effects,
)

from merge_alloc.analysis.free_effects import may_free
from merge_alloc.analysis.op_behaviour import (
    AffineBound,
    LoopBound,
    OpBehaviour,
    OpRole,
    RegionFlow,
    ValueFlow,
)

# -- value flow of the ops that forward values ---------------------------------


def _yielded(block: Block) -> tuple[SSAValue, ...]:
    terminator = block.last_op
    return tuple(terminator.operands) if terminator is not None else ()


def _pairs(
    *parts: tuple[Sequence[SSAValue], Sequence[SSAValue]],
) -> Iterator[tuple[SSAValue, SSAValue]]:
    for sources, targets in parts:
        yield from zip(sources, targets, strict=False)


def _counted_loop_flow(
    op: Operation, inits: Sequence[SSAValue], body: Block
) -> Iterable[tuple[SSAValue, SSAValue]]:
    """`scf.for` / `affine.for`: inits to iter_args and (zero trips) to the
    results; yielded values to the next iter_args and to the results."""
    iter_args = body.args[1:]
    yielded = _yielded(body)
    return _pairs(
        (inits, iter_args),
        (inits, op.results),
        (yielded, iter_args),
        (yielded, op.results),
    )


def _yields_to_results(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    """Ops whose regions each yield the op's results (`scf.if`, ...)."""
    return _pairs(
        *(
            (_yielded(block), op.results)
            for region in op.regions
            for block in region.blocks
        )
    )


def _select_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
    assert isinstance(op, arith.SelectOp)
    return _pairs(((op.lhs, op.rhs), (op.result, op.result)))


# -- the registry ----------------------------------------------------------------


_REGISTERED: dict[type[Operation], dict[str, object]] = {}
_BEHAVIOURS: dict[type[Operation], OpBehaviour] = {}
_WHEN_IMPORTED: dict[str, Callable[[], None]] = {}
"""Registrations of the ops of one dialect, by the module that defines
them: made once that module has been imported (by whatever parsed or built
the IR), before an answer is worked out. An op of a module never imported
cannot be in the IR, so a run pays only for the dialects it uses (xDSL's
`gpu` and `linalg` take 20-30 ms each to import)."""


def register(op_type: type[Operation], **facts: object) -> None:
    """Declare what `op_type` (and its subclasses) does, in `OpBehaviour`'s
    field names; facts given again for the same class are merged.

    For ops of other dialects or of a user's own: call it before the pass
    runs. The answers already cached are dropped.
    """
    unknown = set(facts) - set(OpBehaviour.__dataclass_fields__)
    if unknown:
        raise TypeError(f"unknown op facts {sorted(unknown)}")
    # merge-alloc's own facts about the op's dialect come first, so that
    # these override them.
    _register_imported_dialects()
    _REGISTERED.setdefault(op_type, {}).update(facts)
    _BEHAVIOURS.clear()


def _when_imported(module: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    """Run the decorated registrations once `module` is imported."""

    def defer(registrations: Callable[[], None]) -> Callable[[], None]:
        _WHEN_IMPORTED[module] = registrations
        return registrations

    return defer


def _register_imported_dialects() -> None:
    """Make the registrations whose module has been imported since the last
    call. (An answer already cached stays right: its class's bases were all
    imported, so their registrations were made before it.)"""
    for module in [name for name in _WHEN_IMPORTED if name in sys.modules]:
        registrations = _WHEN_IMPORTED.pop(module, None)
        if registrations is not None:  # (not made already by a nested call)
            registrations()


def _loop(flow: ValueFlow | None, *, parallel: bool = False) -> dict[str, object]:
    return {
        "region_flow": RegionFlow.PARALLEL if parallel else RegionFlow.LOOP,
        "region_branch": True,
        "value_flow": flow,
    }


_BRANCH: dict[str, object] = {
    "region_flow": RegionFlow.BRANCH,
    "region_branch": True,
    "value_flow": _yields_to_results,
}
"""Runs exactly one of its regions, each yielding the results."""


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
# func.return has xDSL's ReturnLike trait.
register(memref.AllocaScopeReturnOp, return_like=True, effect_free=True)
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
register(arith.SelectOp, value_flow=_select_flow)
register(memref.ExtractAlignedPointerAsIndexOp, pointer_escape=True)
register(memref.DimOp, shape_query=True)
register(memref.RankOp, shape_query=True)
register(memref.AllocOp, role=OpRole.ALLOC, own_memory=True)
register(memref.AllocaOp, own_memory=True)
register(memref.DeallocOp, role=OpRole.DEALLOC)
register(memref.StoreOp, role=OpRole.STORE)
register(memref.CopyOp, written_operand=1)
register(func.CallOp, role=OpRole.CALL)


@_when_imported("xdsl.dialects.scf")
def _scf() -> None:
    from xdsl.dialects import scf

    def for_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
        assert isinstance(op, scf.ForOp)
        return _counted_loop_flow(op, op.iter_args, op.body.block)

    def for_bounds(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
        assert isinstance(op, scf.ForOp)
        return (op.lb, op.ub) if index == 0 else None

    def while_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
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

    def parallel_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
        assert isinstance(op, scf.ParallelOp)
        return _pairs((op.initVals, op.results))

    def parallel_bounds(
        op: Operation, index: int
    ) -> tuple[LoopBound, LoopBound] | None:
        assert isinstance(op, scf.ParallelOp)
        if index >= len(op.lowerBound):
            return None
        return op.lowerBound[index], op.upperBound[index]

    register(scf.YieldOp, return_like=True)
    register(scf.ConditionOp, region_terminator=True)
    register(
        scf.ForOp,
        allocation_scope=True,
        induction_bounds=for_bounds,
        **_loop(for_flow),
    )
    register(scf.WhileOp, **_loop(while_flow))
    register(
        scf.ParallelOp,
        allocation_scope=True,
        holds_merged_buffer=True,
        induction_bounds=parallel_bounds,
        **_loop(parallel_flow, parallel=True),
    )
    for branch in (scf.IfOp, scf.IndexSwitchOp):
        register(branch, **_BRANCH)
    register(
        scf.ExecuteRegionOp,
        region_flow=RegionFlow.ONCE,
        region_branch=True,
        value_flow=_yields_to_results,
    )


@_when_imported("merge_alloc.dialects.scf_forall")
def _scf_forall() -> None:
    from merge_alloc.dialects import ForallOp

    def flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
        assert isinstance(op, ForallOp)
        outputs = op.body.args[len(op.induction_variables) :]
        return _pairs((op.outputs, outputs), (op.outputs, op.results))

    def bounds(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
        assert isinstance(op, ForallOp)
        if index >= op.rank:
            return None
        return op.get_mixed_lower_bounds()[index], op.get_mixed_upper_bounds()[index]

    register(
        ForallOp,
        allocation_scope=True,
        holds_merged_buffer=True,
        induction_bounds=bounds,
        **_loop(flow, parallel=True),
    )


@_when_imported("merge_alloc.dialects.memref_reshape")
def _memref_reshape() -> None:
    from merge_alloc.dialects.memref_reshape import ReshapeOp

    # ViewLikeOpInterface: the result is a view of the source; the shape
    # operand is only read (the op's declared effect).
    register(ReshapeOp, view_like=True)


@_when_imported("merge_alloc.dialects.memref_dma")
def _memref_dma() -> None:
    from merge_alloc.dialects.memref_dma import DmaStartOp

    # Its declared effects (reads the source and the tag, writes the
    # destination) happen while the transfer runs, up to the dma_wait.
    register(DmaStartOp, asynchronous=True)


@_when_imported("xdsl.dialects.affine")
def _affine() -> None:
    from xdsl.dialects import affine

    def for_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
        assert isinstance(op, affine.ForOp)
        return _counted_loop_flow(op, op.inits, op.body.block)

    def for_bounds(op: Operation, index: int) -> tuple[LoopBound, LoopBound] | None:
        assert isinstance(op, affine.ForOp)
        if index != 0:
            return None
        return (
            AffineBound(op.lowerBoundMap.data, op.lowerBoundOperands),
            AffineBound(op.upperBoundMap.data, op.upperBoundOperands),
        )

    register(affine.YieldOp, return_like=True)
    register(
        affine.ForOp,
        allocation_scope=True,
        holds_merged_buffer=True,
        induction_bounds=for_bounds,
        **_loop(for_flow),
    )
    register(
        affine.ParallelOp,
        allocation_scope=True,
        holds_merged_buffer=True,
        region_flow=RegionFlow.PARALLEL,
    )
    register(affine.IfOp, **_BRANCH)


@_when_imported("xdsl.dialects.cf")
def _cf() -> None:
    from xdsl.dialects import cf

    def branch_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
        assert isinstance(op, cf.BranchOp)
        return _pairs((op.arguments, op.successor.args))

    def conditional_flow(op: Operation) -> Iterable[tuple[SSAValue, SSAValue]]:
        assert isinstance(op, cf.ConditionalBranchOp)
        return _pairs(
            (op.then_arguments, op.then_block.args),
            (op.else_arguments, op.else_block.args),
        )

    register(cf.BranchOp, value_flow=branch_flow)
    register(cf.ConditionalBranchOp, value_flow=conditional_flow)


@_when_imported("xdsl.dialects.gpu")
def _gpu() -> None:
    from xdsl.dialects import gpu

    register(gpu.LaunchOp, allocation_scope=True, holds_merged_buffer=True)


@_when_imported("xdsl.dialects.linalg.abstract_ops")
def _linalg_structured() -> None:
    from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation

    # MLIR's LinalgOp interface; `linalg_effects.destination_operands` knows
    # the operands of exactly the classes registered `destination_style`.
    register(LinalgStructuredOperation, structured_linalg=True, destination_style=True)


@_when_imported("xdsl.dialects.linalg.ops")
def _linalg() -> None:
    from xdsl.dialects.linalg.ops import BroadcastOp, ReduceOp, YieldOp

    register(YieldOp, return_like=True)
    for op_type in (BroadcastOp, ReduceOp):
        register(op_type, destination_style=True)


@_when_imported("merge_alloc.dialects.linalg_effects")
def _destination_style() -> None:
    from merge_alloc.dialects.linalg_effects import DestinationStyle

    # A mixin of merge-alloc's linalg ops: its subclasses are ops.
    register(cast("type[Operation]", DestinationStyle), destination_style=True)


def _behaviour_of(op: Operation) -> OpBehaviour:
    """Work out (and cache) the answer for `type(op)`."""
    _register_imported_dialects()
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
    if issubclass(op_type, builtin.UnregisteredOp):
        facts["unregistered"] = True
    facts["may_free"] = may_free(op_type, facts)
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


_DEFINED_MAY_FREE: dict[str, bool] = {}


def _defined_op_may_free(name: str) -> bool:
    """Whether merge-alloc's definition of the op called `name` (one of the
    dialects it extends) may free its operands; False when it defines none.
    An unregistered op of that name (generic form read in a context without
    merge-alloc's dialects) is that op: its frees are the definition's."""
    known = _DEFINED_MAY_FREE.get(name)
    if known is None:
        from merge_alloc.dialects.registration import extended_op_type

        op_type = extended_op_type(name)
        # (a bare op of the class: only its class matters to the registry)
        known = op_type is not None and behaviour(op_type.create()).may_free
        _DEFINED_MAY_FREE[name] = known
    return known


def frees_operands(op: Operation) -> bool:
    """Whether `op` frees (some of) its memref operands and is not a
    `memref.dealloc`: a memory effect `FREE` on an operand of a registered
    op (`bufferization.dealloc`, `memref.realloc`), or an unregistered op
    named like such an op. Every memref operand of such an op must stay a
    real allocation: docs/lifetimes.md, "Escapes"."""
    known = behaviour(op)
    if known.unregistered:
        return _defined_op_may_free(cast(builtin.UnregisteredOp, op).op_name.data)
    if not known.may_free:
        return False
    effects = get_effects(op)
    return effects is not None and any(
        effect.kind is MemoryEffectKind.FREE for effect in effects
    )


def escaping_operands(op: Operation) -> Sequence[SSAValue]:
    """Memref operands whose address `op` lets leave the analysis.

    See docs/lifetimes.md, "Escapes".

    Pointer extraction; storing a memref into memory; an asynchronous op
    (`memref.dma_start`), whose accesses no tick bounds; any effect-free op
    that turns a memref into a non-memref value (e.g.
    `builtin.unrealized_conversion_cast` to an LLVM struct), because such an op
    hides the pointer without anything the analysis would see as an access;
    and ops that free their operands other than `memref.dealloc`
    (`frees_operands`), whose buffers, freed or retained, must stay real
    allocations.
    """
    known = behaviour(op)
    if (
        known.pointer_escape
        or known.asynchronous
        or ((known.may_free or known.unregistered) and frees_operands(op))
    ):
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
            if not known.destination_style:
                return False
            from merge_alloc.dialects.linalg_effects import linalg_effects

            effects = linalg_effects(op)
            return effects is not None and not effects
        for trait in traits:
            if isinstance(trait, RecursiveMemoryEffect):
                continue
            effects = trait.get_effects(op)
            if effects is None or effects:
                return False
        return None if recursive else True
