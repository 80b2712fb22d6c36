"""The checker's own rule for which uses may write a buffer (independent of
the pass's `merge_alloc.analysis.writes`).

An argument that `inputs-in-workspace` moved into the workspace (a view
marked ``merge_alloc.input``) is written by the caller before the call. If
the function writes it, it is an output parameter: the caller reads it after
the call, so its bytes must stay untouched to the function's end. Liveness
from its uses alone would end at the last write, and a later buffer sharing
its bytes would overwrite the result (docs/deployment.md, inputs in the
workspace).

A use writes unless the checker knows it only reads: loads and reads of
vectors, shape queries, the source of ``memref.copy``, the ``ins`` of a
linalg op, and ops whose declared effects only read that operand. View-like
ops, terminators and region ops hand the value on; the liveness walk already
reached the aliases they make, whose own uses are judged here. An op with
unknown effects (a call, an unregistered op) may write.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.ir import Operation, SSAValue, Use
from xdsl.traits import MemoryEffectKind, get_effects

from merge_alloc.verify.check.aliases import VIEW_LIKE, YIELD_LIKE, is_memref
from merge_alloc.verify.check.structure import op_name

READS_ONLY = frozenset(
    {
        "memref.load",
        "affine.load",
        "vector.load",
        "vector.maskedload",
        "vector.transfer_read",
        "vector.gather",
        "memref.dim",
        "memref.rank",
        "memref.extract_aligned_pointer_as_index",
        "func.return",
    }
)
"""Ops that read their memref operands and write none."""


def _linalg_outputs(op: Operation) -> list[SSAValue] | None:
    """The ``outs`` of a linalg op (the last operand group), or None."""
    if not op_name(op).startswith("linalg."):
        return None
    outputs = getattr(op, "outputs", None)
    if isinstance(outputs, tuple | list):
        return [v for v in outputs if isinstance(v, SSAValue)]  # pyright: ignore[reportUnknownVariableType]
    return None


def may_write(use: Use) -> bool:
    """Whether the op of ``use`` may write its operand."""
    op = use.operation
    name = op_name(op)
    if name in READS_ONLY or name in VIEW_LIKE or name in YIELD_LIKE:
        return False
    if name == "memref.copy":
        return use.index == 1
    outputs = _linalg_outputs(op)
    if outputs is not None:
        return op.operands[use.index] in outputs
    if op.regions:
        return False  # hands it to its regions, where the uses are judged
    effects = get_effects(op)
    if effects is None:
        return True
    value = op.operands[use.index]
    return any(
        effect.kind is not MemoryEffectKind.READ
        and (effect.value is None or effect.value is value)
        for effect in effects
    )


def first_write(aliases: Iterable[SSAValue]) -> Operation | None:
    """An op that may write one of ``aliases`` (the aliases of one view),
    or None."""
    for value in aliases:
        if not is_memref(value):
            continue
        for use in value.uses:
            if may_write(use):
                return use.operation
    return None
