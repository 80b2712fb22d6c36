"""The questions the analyses ask of an op, answered from the op-behaviour
registry (`merge_alloc.analysis.interfaces`).

The registry says what each op class does (`behaviour(op)`); this module
derives what the analyses need from it, per op or value: whether a value is
a memref, whether an op opens an allocation scope or runs its regions in
place, which memref operands an op lets escape or frees (docs/lifetimes.md,
"Escapes"), and whether an op, with everything nested in it, has no memory
effect (`EffectOracle`, MLIR's `isMemoryEffectFree`). Each answer is a few
lookups in the registry's cached facts, so the analyses ask per op without
testing op classes themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import builtin, func, memref
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import MemoryEffectKind, RecursiveMemoryEffect, get_effects

from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.op_behaviour import OpBehaviour, OpRole

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
        from merge_alloc.dialects import extended_op_type

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


def returns_from_function(op: Operation) -> bool:
    """`op` hands its operands to the function's caller (a return-like
    terminator of a function body, such as `func.return`): an alloc escaping
    there is the function's result, which the caller frees, so the pass
    neither warns about it nor counts it among the bytes the function keeps
    (docs/lifetimes.md, "Escapes")."""
    if not behaviour(op).return_like:
        return False
    return isinstance(op.parent_op(), func.FuncOp)


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
        and not all(is_memref(r) for r in op.results)
        and any(is_memref(v) for v in op.operands)
        and all(trait.get_effects(op) == set() for trait in effects)
    ):
        return [v for v in op.operands if is_memref(v)]
    return []


def _class_answer(known: OpBehaviour) -> bool | None:
    """Whether ops of a class are free of memory effects, when the class
    alone says (registered `effect_free`, or xDSL's constant effect traits:
    `free_by_traits`); None when the op must be asked."""
    return True if known.effect_free else known.free_by_traits


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
        if not op.regions:
            # Most ops: when the class answers, nothing to remember per op.
            by_class = _class_answer(behaviour(op))
            if by_class is not None:
                return by_class
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
        by_class = _class_answer(known)
        if by_class is not None:
            return by_class
        traits = known.effect_traits
        recursive = known.recursive_effects
        if not traits and not recursive:
            # Without the trait, effects are unknown (not free), unregistered
            # ops included; except for xDSL's own linalg ops (e.g. built by
            # its transforms), which get MLIR's rule as ours do: ins buffers
            # read, outs buffers written, nothing on tensors.
            if not known.destination_style:
                return False
            from merge_alloc.dialects.linalg import linalg_effects

            effects = linalg_effects(op)
            return effects is not None and not effects
        for trait in traits:
            if isinstance(trait, RecursiveMemoryEffect):
                continue
            effects = trait.get_effects(op)
            if effects is None or effects:
                return False
        return None if recursive else True
