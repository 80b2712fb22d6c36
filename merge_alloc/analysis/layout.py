"""Byte sizes of memref types, following LLVM's default data layout.

The reference sized an element as `max(1, bitwidth / 8)`, which under-sizes
i12 or i33 and crashes on `index` and vectors (B7/B8 in docs/differences.md).
Here an element
takes what the lowering to LLVM gives it: integers and floats their bit width
rounded up to a power-of-two number of bytes, `index` the index bit width,
`complex<T>` twice T, `vector<...xT>` the element size times the count rounded
up to a power of two. Anything else has no known size: the alloc is then not
mergeable, never a crash.
"""

from __future__ import annotations

from math import prod
from typing import cast

from xdsl.dialects import builtin
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap

from merge_alloc.planning.alignment import power_of_two_at_least


def element_bytes(element: Attribute, index_bitwidth: int = 64) -> int | None:
    """Bytes one element of type `element` occupies in memory, or None."""
    if isinstance(element, builtin.IntegerType):
        return power_of_two_at_least(max(1, -(-element.bitwidth // 8)))
    if isinstance(element, builtin.AnyFloat):
        return power_of_two_at_least(-(-element.bitwidth // 8))
    if isinstance(element, builtin.IndexType):
        return power_of_two_at_least(max(1, -(-index_bitwidth // 8)))
    if isinstance(element, builtin.ComplexType):
        inner = cast(Attribute, element.element_type)  # pyright: ignore[reportUnknownMemberType]
        part = element_bytes(inner, index_bitwidth)
        return None if part is None else 2 * part
    if isinstance(element, builtin.VectorType):
        vector_type = cast(builtin.VectorType[Attribute], element)
        part = element_bytes(vector_type.get_element_type(), index_bitwidth)
        if part is None or element.get_num_scalable_dims():
            return None
        return power_of_two_at_least(part * prod(element.get_shape()))
    return None


def element_alignment(element: Attribute, index_bitwidth: int = 64) -> int | None:
    """The ABI alignment LLVM's default data layout gives `element`: its size
    for integers, floats, `index` and vectors (all powers of two here), the
    alignment of the parts for `complex`. Loads and stores of vectors are
    lowered assuming it, so a buffer placed below it can crash at run time."""
    if isinstance(element, builtin.ComplexType):
        inner = cast(Attribute, element.element_type)  # pyright: ignore[reportUnknownMemberType]
        return element_alignment(inner, index_bitwidth)
    return element_bytes(element, index_bitwidth)


def has_identity_layout(memref_type: builtin.MemRefType) -> bool:
    """True if `memref_type` is laid out contiguously, row-major, at offset 0
    with no explicit layout: the only result type `memref.view` accepts."""
    layout = memref_type.layout
    if isinstance(layout, builtin.NoneAttr):
        return True
    if isinstance(layout, builtin.AffineMapAttr):
        return layout.data == AffineMap.identity(memref_type.get_num_dims())
    return False


def memref_bytes(
    memref_type: builtin.MemRefType, index_bitwidth: int = 64
) -> int | None:
    """Bytes of a statically shaped memref with identity layout, else None."""
    shape = memref_type.get_shape()
    if any(dim < 0 for dim in shape):
        return None
    element = element_bytes(memref_type.get_element_type(), index_bitwidth)
    return None if element is None else element * prod(shape)
