"""Memref types read as MLIR builds them: no identity layout, no memory space 0.

MLIR's `MemRefType::get` replaces an identity `affine_map` layout by the
default layout and an integer memory space of 0 by no memory space (as
`UnrankedMemRefType::get` does for the memory space), so
`memref<256xf32, affine_map<(d0) -> (d0)>, 0>` and `memref<256xf32>` are one
type: a value defined with the first may be used with the second. xDSL 0.74
keeps what was written, so the same program is rejected with "operand is used
with type memref<256xf32>, but has been previously used or defined with type
..." (docs/upstream.md, entry 14).

`canonical_memref_attrs` replaces `AttrParser._parse_memref_attrs`, the one
function that reads the body of every `memref<...>` type, custom or generic
form: it reads the type as before, then drops exactly what MLIR drops. An
identity map is one with as many dimensions as the memref has, no symbols and
the dimensions as results in order, at any rank (`affine_map<() -> ()>` for a
rank-0 memref); a memory space is dropped when it is an `IntegerAttr` of value
0, whatever its integer type. Strided layouts (even `strided<[1]>`, which MLIR
keeps), other maps and other memory spaces stay. Types built in Python are not
touched: only text is read differently, and only for runs that use merge-alloc
(`merge_alloc.dialects.xdsl_patch` installs it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from xdsl.dialects.builtin import (
    AffineMapAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap
from xdsl.parser import AttrParser

AnyMemRefType = MemRefType[Attribute] | UnrankedMemRefType[Attribute]
"""What `AttrParser._parse_memref_attrs` returns: a ranked or unranked memref."""

ParseMemref = Callable[[AttrParser], AnyMemRefType]
"""The signature of `AttrParser._parse_memref_attrs`."""


def is_zero_memory_space(memory_space: Attribute) -> bool:
    """Whether `memory_space` is an integer attribute of value 0, the memory
    space MLIR drops (its `skipDefaultMemorySpace`)."""
    if not isinstance(memory_space, IntegerAttr):
        return False
    return cast(IntegerAttr, memory_space).value.data == 0


def is_identity_layout(layout: Attribute, rank: int) -> bool:
    """Whether `layout` is the identity `affine_map` of a memref of `rank`
    dimensions (what MLIR stores for a memref written without layout)."""
    return isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(rank)


def canonical_memref_type(memref_type: AnyMemRefType) -> AnyMemRefType:
    """`memref_type` as MLIR's type builders would return it: without an
    identity layout and without a memory space of 0."""
    if isinstance(memref_type, UnrankedMemRefType):
        if not is_zero_memory_space(memref_type.memory_space):
            return memref_type
        return UnrankedMemRefType.from_type(memref_type.element_type)
    memory_space = memref_type.memory_space
    identity = is_identity_layout(memref_type.layout, memref_type.get_num_dims())
    zero_space = is_zero_memory_space(memory_space)
    if not identity and not zero_space:
        return memref_type
    return MemRefType(
        memref_type.get_element_type(),
        memref_type.shape,
        NoneAttr() if identity else memref_type.layout,
        NoneAttr() if zero_space else memory_space,
    )


def canonical_memref_attrs(original: ParseMemref) -> ParseMemref:
    """The replacement of `AttrParser._parse_memref_attrs`: the original
    parse, then `canonical_memref_type`."""

    def parse_canonical_memref_attrs(self: AttrParser) -> AnyMemRefType:
        return canonical_memref_type(original(self))

    return parse_canonical_memref_attrs
