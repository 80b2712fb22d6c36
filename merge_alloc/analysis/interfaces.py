"""What every analysis knows about an op: one registry, asked by op class.

The analyses need what MLIR's interfaces and traits say of an op
(ViewLikeOpInterface, RegionBranchOpInterface, LoopLikeOpInterface,
BranchOpInterface, MemoryEffectOpInterface, the ReturnLike and
AutomaticAllocationScope traits; docs/aliases.md).
xDSL 0.74 has some of them as traits (`ReturnLike`, the `MemoryEffect`
family with `RecursiveMemoryEffect`) and none of the others, and only
`func.return` carries `ReturnLike`. This module is the one place that answers
them for xDSL ops: from xDSL's traits where they exist, from the
registrations below (`register`) where they do not. The analyses (aliases,
ticks, scopes, exclusive branches, the call graph, arena lifting, address
uses) ask `behaviour(op)` and never test op classes themselves, so a new
loop op is taught to the pass here, once. What the analyses derive from
these facts per op or value (memref values, escaping and freed operands,
effect-freedom) is `merge_alloc.analysis.behaviour_queries`.

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

import importlib
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import cast

from xdsl.dialects import arith, builtin, func, memref
from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import (
    MemoryAllocEffect,
    MemoryEffect,
    MemoryFreeEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    ReturnLike,
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
_WHEN_IMPORTED: dict[str, list[Callable[[], None]]] = {}
"""Registrations of the ops of one dialect, by the module that defines
them (one module may define several groups): made once that module has
been imported (by whatever parsed or built the IR), before an answer is
worked out. An op of a module never imported cannot be in the IR, so a
run pays only for the dialects it uses (xDSL's `gpu` and `linalg` take
20-30 ms each to import)."""


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
        _WHEN_IMPORTED.setdefault(module, []).append(registrations)
        return registrations

    return defer


def _register_imported_dialects() -> None:
    """Make the registrations whose module has been imported since the last
    call. (An answer already cached stays right: its class's bases were all
    imported, so their registrations were made before it.)"""
    for module in [name for name in _WHEN_IMPORTED if name in sys.modules]:
        # (popped first: a registration may call back in, as `register` does)
        for registrations in _WHEN_IMPORTED.pop(module, []):
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


@_when_imported("merge_alloc.dialects.scf")
def _scf_forall() -> None:
    from merge_alloc.dialects.scf import ForallOp

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


@_when_imported("merge_alloc.dialects.memref")
def _memref_reshape() -> None:
    from merge_alloc.dialects.memref import ReshapeOp

    # ViewLikeOpInterface: the result is a view of the source; the shape
    # operand is only read (the op's declared effect).
    register(ReshapeOp, view_like=True)


@_when_imported("merge_alloc.dialects.memref")
def _memref_dma() -> None:
    from merge_alloc.dialects.memref import DmaStartOp

    # Its declared effects (reads the source and the tag, writes the
    # destination) happen while the transfer runs, up to the dma_wait.
    register(DmaStartOp, asynchronous=True)


@_when_imported("merge_alloc.dialects.vector")
def _vector_mask() -> None:
    from merge_alloc.dialects.vector import MaskOp

    # RegionBranchOpInterface: the region runs once, in place, and yields
    # the results (vector.yield has the ReturnLike trait); its effects are
    # the masked op's (RecursiveMemoryEffects, read from the trait).
    register(
        MaskOp,
        region_flow=RegionFlow.ONCE,
        region_branch=True,
        value_flow=_yields_to_results,
    )


@_when_imported("merge_alloc.dialects.func")
def _func_indirect() -> None:
    from merge_alloc.dialects.func import CallIndirectOp

    # The callee is a value: any function whose address is taken.
    register(CallIndirectOp, calls_unknown=True)


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

    # MLIR's LinalgOp interface; `dialects.linalg.destination_operands` knows
    # the operands of exactly the classes registered `destination_style`.
    register(LinalgStructuredOperation, structured_linalg=True, destination_style=True)


@_when_imported("xdsl.dialects.linalg.ops")
def _linalg() -> None:
    from xdsl.dialects.linalg.ops import BroadcastOp, ReduceOp, YieldOp

    register(YieldOp, return_like=True)
    for op_type in (BroadcastOp, ReduceOp):
        register(op_type, destination_style=True)


@_when_imported("merge_alloc.dialects.linalg")
def _destination_style() -> None:
    from merge_alloc.dialects.linalg import DestinationStyle

    # A mixin of merge-alloc's linalg ops: its subclasses are ops.
    register(cast("type[Operation]", DestinationStyle), destination_style=True)


def _behaviour_of(op: Operation) -> OpBehaviour:
    """Work out (and cache) the answer for `type(op)`."""
    return behaviour_of_class(type(op))


def behaviour_of_class(op_type: type[Operation]) -> OpBehaviour:
    """What the analyses know about ops of class `op_type` (`behaviour`
    without an op at hand: the fuzzer's coverage report asks it of every
    registered class)."""
    known = _BEHAVIOURS.get(op_type)
    if known is not None:
        return known
    _register_imported_dialects()
    facts: dict[str, object] = {}
    for base in reversed(op_type.__mro__):  # nearest registration wins
        registered = _REGISTERED.get(base)  # pyright: ignore[reportArgumentType]
        if registered is not None:
            facts.update(registered)
    effect_traits = tuple(op_type.get_traits_of_type(MemoryEffect))
    facts["effect_traits"] = effect_traits
    if any(isinstance(trait, RecursiveMemoryEffect) for trait in effect_traits):
        facts["recursive_effects"] = True
    else:
        constant = [_constant_effects(trait) for trait in effect_traits]
        if constant and None not in constant:
            facts["free_by_traits"] = all(base is NoMemoryEffect for base in constant)
    if op_type.has_trait(ReturnLike, value_if_unregistered=False):
        facts["return_like"] = True
    if issubclass(op_type, builtin.UnregisteredOp):
        facts["unregistered"] = True
    facts["may_free"] = may_free(op_type, facts)
    answer = OpBehaviour(**facts)  # pyright: ignore[reportArgumentType]
    _BEHAVIOURS[op_type] = answer
    return answer


_CONSTANT_EFFECT_TRAITS: tuple[type[MemoryEffect], ...] = (
    NoMemoryEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    MemoryAllocEffect,
    MemoryFreeEffect,
)
"""xDSL's effect traits whose `get_effects` returns one constant set."""


def _constant_effects(trait: MemoryEffect) -> type[MemoryEffect] | None:
    """The constant trait whose `get_effects` `trait`'s class uses unchanged
    (`Pure` inherits `NoMemoryEffect`'s), or None: a class that overrides it
    may look at the op."""
    method = type(trait).get_effects.__func__
    return next(
        (
            base
            for base in _CONSTANT_EFFECT_TRAITS
            if method is base.get_effects.__func__
        ),
        None,
    )


def registered_behaviours() -> dict[type[Operation], OpBehaviour]:
    """Every op class with registered facts and the facts registered for it
    (and its registered bases; xDSL's traits are not consulted), the
    registrations that wait for their dialect's module included (those
    modules are imported here): what the registry knows, for the fuzzer's
    coverage report to compare with what generated programs exercise."""
    for module in list(_WHEN_IMPORTED):
        importlib.import_module(module)
    _register_imported_dialects()
    answers: dict[type[Operation], OpBehaviour] = {}
    for op_type in _REGISTERED:
        facts: dict[str, object] = {}
        for base in reversed(op_type.__mro__):
            facts.update(_REGISTERED.get(base, {}))  # pyright: ignore[reportArgumentType]
        answers[op_type] = OpBehaviour(**facts)  # pyright: ignore[reportArgumentType]
    return answers


def behaviour(op: Operation) -> OpBehaviour:
    """What the analyses know about `op`'s class (one dict lookup)."""
    known = _BEHAVIOURS.get(type(op))
    return known if known is not None else _behaviour_of(op)
