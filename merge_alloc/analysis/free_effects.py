"""Which op classes may free a memref operand, from their effect traits
(`OpBehaviour.may_free`).

An op that frees a buffer other than `memref.dealloc` (`bufferization.dealloc`,
`memref.realloc`) must never be handed a view of a merged buffer: it would
free the merged buffer (docs/lifetimes.md, "Escapes"). Which operands an op
frees is a per-op question (`behaviour_queries.frees_operands` asks the op's
effects); this module answers the per-class one, so that the ops that cannot
free (nearly all) are never asked.
"""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.ir import Operation
from xdsl.traits import (
    MemoryAllocEffect,
    MemoryEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    RecursiveMemoryEffect,
)

from merge_alloc.analysis.op_behaviour import OpRole

_NEVER_FREE = (
    NoMemoryEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    MemoryAllocEffect,
    RecursiveMemoryEffect,
)
"""xDSL's effect traits whose effects are fixed and free nothing (a
recursive op's frees are its body's ops')."""


def may_free(op_type: type[Operation], facts: Mapping[str, object]) -> bool:
    """Whether an op of `op_type`, with the registry's `facts`, may free a
    memref operand: one of its effect traits may report a free, and it is
    neither `memref.dealloc` (role DEALLOC: end of life, docs/lifetimes.md,
    "Deallocations") nor a linalg op (reads and writes its operands, MLIR's
    rule)."""
    if facts.get("role") is OpRole.DEALLOC or facts.get("destination_style"):
        return False
    traits = op_type.get_traits_of_type(MemoryEffect)
    return any(not isinstance(trait, _NEVER_FREE) for trait in traits)
