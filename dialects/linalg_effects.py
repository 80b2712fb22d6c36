"""Memory effects of linalg ops, as MLIR's ``getGenericEffectsImpl`` states them.

xDSL 0.74 gives its linalg ops no memory-effect trait at all, so every linalg
op counts as "unknown effects" (which merge-alloc treats as touching every
operand, and xDSL's DCE as unremovable even on tensors). MLIR is precise:
on buffers, a linalg op *reads* each ``ins`` operand, *writes* each ``outs``
operand and also reads it when the body uses its value (``linalg.copy`` and
``linalg.fill`` do not, ``linalg.matmul`` does); on tensors it has no effect.

`DestinationStyleEffects` is that rule as an xDSL trait, with the affected
value recorded on each effect, plus the effects of the body ops, because a
body may itself read memory (a ``memref.load`` after bufferizing
``tensor.extract``). In bodies, ``linalg.yield`` and every ``arith``/``math``
op count as effect-free, as MLIR declares them: xDSL 0.74 forgets the trait on
its ``linalg.yield``, ``arith.extsi`` and ``arith.remui``, which would make
every integer convolution "unknown". `destination_operands` finds the
``ins``/``outs`` of our ops (any `DestinationStyle` op) and of xDSL's own
linalg ops, so merge-alloc can answer for both.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import BroadcastOp, ReduceOp, YieldOp
from xdsl.ir import Operation, SSAValue
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, get_effects

PURE_BODY_DIALECTS = frozenset({"arith", "math"})
"""Dialects whose ops are all effect-free in MLIR."""


class DestinationStyle(ABC):
    """Mixin of our linalg ops: which operands are read (``ins``) and which
    are written (``outs``, a.k.a. inits)."""

    @abstractmethod
    def dps_inputs(self) -> Sequence[SSAValue]: ...

    @abstractmethod
    def dps_inits(self) -> Sequence[SSAValue]: ...


def destination_operands(
    op: Operation,
) -> tuple[Sequence[SSAValue], Sequence[SSAValue]] | None:
    """``(ins, outs)`` of a linalg op, or None for any other op."""
    if isinstance(op, DestinationStyle):
        return op.dps_inputs(), op.dps_inits()
    if isinstance(op, LinalgStructuredOperation):
        return tuple(op.inputs), tuple(op.outputs)
    if isinstance(op, BroadcastOp | ReduceOp):
        return (op.input,), (op.init,)
    return None


def is_structured(op: Operation) -> bool:
    """Whether `op` is a linalg op whose body is a per-element computation run
    while the op executes (MLIR's LinalgOp interface, plus ``linalg.map``,
    ``linalg.reduce`` and ``linalg.broadcast``)."""
    return bool(op.regions) and destination_operands(op) is not None


def _is_buffer(value: SSAValue) -> bool:
    return isinstance(value.type, MemRefType | UnrankedMemRefType)


def _body_reads(op: Operation, init_position: int) -> bool:
    """Whether the body uses the block argument of the operand at
    `init_position` (MLIR's ``payloadUsesValueForOperand``); without a body,
    the op is assumed to read its init."""
    if not op.regions or not op.regions[0].blocks:
        return True
    args = op.regions[0].blocks[0].args
    if init_position >= len(args):
        return True
    return bool(args[init_position].uses)


def body_effects(op: Operation) -> set[EffectInstance] | None:
    """The effects of the ops in `op`'s regions; None when one is unknown."""
    effects: set[EffectInstance] = set()
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                if isinstance(child, YieldOp) or (
                    child.dialect_name() in PURE_BODY_DIALECTS and not child.regions
                ):
                    continue
                child_effects = get_effects(child)
                if child_effects is None:
                    return None
                effects |= child_effects
    return effects


def linalg_effects(op: Operation) -> AbstractSet[EffectInstance] | None:
    """The memory effects of a linalg op (operands and body), or None if `op`
    is not a linalg op this module knows or its body has unknown effects."""
    operands = destination_operands(op)
    if operands is None:
        return None
    inputs, inits = operands
    effects = body_effects(op)
    if effects is None:
        return None
    for value in inputs:
        if _is_buffer(value):
            effects.add(EffectInstance(MemoryEffectKind.READ, value))
    for position, value in enumerate(inits, start=len(inputs)):
        if not _is_buffer(value):
            continue
        if _body_reads(op, position):
            effects.add(EffectInstance(MemoryEffectKind.READ, value))
        effects.add(EffectInstance(MemoryEffectKind.WRITE, value))
    return effects


class DestinationStyleEffects(MemoryEffect):
    """Read ``ins`` buffers, write ``outs`` buffers (and read them when the
    body uses their value); nothing on tensors."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance] | None:
        return linalg_effects(op)
