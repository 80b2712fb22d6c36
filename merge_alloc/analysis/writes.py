"""Which buffers a function may write: for the arguments that
`inputs-in-workspace` may move into the workspace (docs/deployment.md).

An argument the function writes is an output parameter: the caller reads it
after the call. Moved into the workspace, it would be live only to its last
use in the function, and later buffers would take its bytes before the
caller reads them. So only arguments the function never writes move.

An op may write a memref operand when its declared effects write (or free)
it; when they name no operand, every memref operand, unless the registry
names the one it writes (`memref.copy`'s target); and when its effects are
unknown (a call, an unregistered op): the answer errs towards "written".
View-like ops, shape queries and ops that only hand a value on (terminators,
region ops) write nothing themselves; the accesses through the values they
produce are found at the ops that use those values.
"""

from __future__ import annotations

from collections.abc import Container

from xdsl.dialects import func, memref
from xdsl.ir import Operation, SSAValue
from xdsl.traits import MemoryEffectKind, get_effects

from merge_alloc.analysis.alias import BufferAliases
from merge_alloc.analysis.behaviour_queries import is_memref
from merge_alloc.analysis.interfaces import behaviour
from merge_alloc.analysis.walk import walk
from merge_alloc.dialects.linalg import linalg_effects


def written_operands(op: Operation) -> list[SSAValue]:
    """The memref operands `op` may write or free."""
    memrefs = [v for v in op.operands if is_memref(v)]
    if not memrefs:
        return []
    known = behaviour(op)
    if known.view_like or known.shape_query or known.forwards_operands:
        return []
    if known.written_operand is not None:
        return [op.operands[known.written_operand]]
    effects = get_effects(op)
    if effects is None and known.destination_style:
        effects = linalg_effects(op)
    if effects is None:
        return memrefs
    written: list[SSAValue] = []
    for effect in effects:
        if effect.kind is MemoryEffectKind.READ:
            continue
        if effect.value is None:
            return memrefs
        if isinstance(effect.value, SSAValue) and effect.value in memrefs:
            written.append(effect.value)
    return written


def written_allocs(
    function: func.FuncOp,
    aliases: BufferAliases,
    ignored: Container[Operation] = (),
) -> set[memref.AllocOp]:
    """The allocs some op of `function` but the `ignored` ones (the
    deployment's own stand-ins) may write."""
    found: set[memref.AllocOp] = set()
    for op in walk(function):
        if op is function or op in ignored:
            continue
        for value in written_operands(op):
            found |= aliases.allocs_of(value)
    return found
