"""A `memref.view` standing for a value whose type spells its identity layout.

MLIR drops an identity `affine_map` layout when it builds a memref type, so
`memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>` *is* `memref<4x4xf32>`
there. merge-alloc reads such text the same way
(`merge_alloc.dialects.xdsl_patch`, docs/upstream.md entry 14),
but a type built in Python may still carry the map: xDSL keeps it, the two
are then different types, and `memref.view`, whose result must have no
layout, cannot produce the first. Such a buffer is still laid out row-major
from offset zero (docs/lifetimes.md, "What is not placed", counts it as an
identity layout), so it is placed like any other: its view has the
layout-free type, and a `memref.cast` back to the type the users were built
with replaces the old value (a cast between equal types in MLIR, which
canonicalization folds). For parsed types the view is used directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import builtin, memref
from xdsl.ir import Attribute, Operation, SSAValue

from merge_alloc.dialects.memref import CastOp


def layout_free(memref_type: builtin.MemRefType) -> builtin.MemRefType:
    """`memref_type` without its layout attribute (what MLIR would build)."""
    if isinstance(memref_type.layout, builtin.NoneAttr):
        return memref_type
    space: Attribute = memref_type.memory_space
    return builtin.MemRefType(
        memref_type.get_element_type(),
        memref_type.get_shape(),
        builtin.NoneAttr(),
        space,
    )


def typed_view(
    base: SSAValue,
    byte_shift: SSAValue,
    sizes: Sequence[SSAValue],
    memref_type: builtin.MemRefType,
    name_hint: str | None = None,
) -> tuple[list[Operation], SSAValue]:
    """The ops of a view of `base` at `byte_shift` and the value of type
    `memref_type` standing for it: the view itself, or a cast of it when
    `memref_type` spells its identity layout."""
    # `memref.view` has one variadic operand group (the sizes), so the flat
    # operand list needs no segment sizes.
    view = memref.ViewOp.create(
        operands=(base, byte_shift, *sizes),
        result_types=(layout_free(memref_type),),
    )
    viewed = view.results[0]
    viewed.name_hint = name_hint
    if viewed.type == memref_type:
        return [view], viewed
    cast = CastOp.create(operands=[viewed], result_types=[memref_type])
    cast.results[0].name_hint = name_hint
    return [view, cast], cast.results[0]


def view_of(value: SSAValue) -> memref.ViewOp:
    """The `memref.view` behind a value `typed_view` returned."""
    owner = value.owner
    if isinstance(owner, memref.CastOp):
        owner = owner.source.owner
    assert isinstance(owner, memref.ViewOp)
    return owner
