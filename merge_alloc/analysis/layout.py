"""Byte sizes and alignments of memref element types, as LLVM lays them out.

A buffer the pass merges becomes a `memref.view` of bytes, so the bytes it is
given must be the bytes the lowered program addresses: MLIR 22's lowering
sizes `memref.alloc` and indexes elements with `llvm.getelementptr` over the
element's LLVM type, whose size and alignment LLVM's data layout decides.
A module without a `dlti` data layout spec is lowered and run (mlir-runner)
with LLVM's default data layout, which this module restates:

- integers `iN` (and `index` as `i<index-bitwidth>`): `ceil(N/8)` bytes
  rounded up to the alignment of the next wider integer the layout names
  (i1/i8: 1, i16: 2, i32: 4, i64: 4; wider ones take i64's 4), so i12 takes
  2 bytes, i33 8, i65 12 and i129 20;
- `f16`, `bf16`, `f32`, `f64`, `f128` their width; `f80` (x86_fp80) 16 bytes
  aligned to 16; the 8-, 6- and 4-bit floats become integers of their width
  (1 byte); `tf32` has no LLVM conversion;
- `complex<T>` a struct of two T: twice T, aligned as T;
- a 1-D `vector<NxT>` its `N * width(T)` bits in whole bytes, rounded up to a
  power of two, which is also its alignment (`vector<3xf32>`: 16 bytes); a
  0-D vector is a vector of one;
- a rank >= 2 vector an array of its innermost 1-D vectors, each padded to
  its own size: `vector<5x3xf32>` is five 16-byte rows, 80 bytes aligned to
  16, and `vector<5x3xi8>` five 4-byte rows, 20 bytes aligned to 4.

Anything else (scalable vectors, `tf32`, types the lowering does not convert)
has no known size: such an alloc is left alone with the reason, never merged
with a guessed size (docs/differences.md, B7/B8). `tests/analysis/
test_layout_sizes.py` compares every rule with what mlir-opt's own lowering
computes under mlir-runner.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import prod
from typing import cast

from xdsl.dialects import builtin
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap

from merge_alloc.planning.problem import aligned, power_of_two_at_least

_INTEGER_ALIGNMENTS: tuple[tuple[int, int], ...] = (
    (1, 1),
    (8, 1),
    (16, 2),
    (32, 4),
    (64, 4),
)
"""(bit width, ABI alignment in bytes) of the integers LLVM's default data
layout names (`i64:32:64`: 4-byte ABI alignment). An unnamed width takes the
alignment of the next wider named one, a width above all of them the widest's
(LLVM's `DataLayout::getIntegerAlignment`)."""

_FLOAT_LAYOUT: dict[type[Attribute], tuple[int, int, int]] = {
    builtin.Float16Type: (16, 2, 2),
    builtin.BFloat16Type: (16, 2, 2),
    builtin.Float32Type: (32, 4, 4),
    builtin.Float64Type: (64, 8, 8),
    builtin.Float80Type: (80, 16, 16),
    builtin.Float128Type: (128, 16, 16),
}
"""(bits, allocation bytes, ABI alignment) of the floats LLVM has natively;
x86_fp80 stores 10 bytes but is allocated and aligned as 16."""

_FLOATS_AS_INTEGERS: tuple[type[Attribute], ...] = (
    builtin.Float8E5M2Type,
    builtin.Float8E4M3Type,
    builtin.Float8E4M3FNType,
    builtin.Float8E5M2FNUZType,
    builtin.Float8E4M3FNUZType,
    builtin.Float8E4M3B11FNUZType,
    builtin.Float8E3M4Type,
    builtin.Float8E8M0FNUType,
    builtin.Float6E2M3FNType,
    builtin.Float6E3M2FNType,
    builtin.Float4E2M1FNType,
)
"""Floats LLVM lacks that MLIR's type converter lowers to `iN` of their width."""


@dataclass(frozen=True, slots=True)
class ElementLayout:
    """How LLVM lays out one element: `size` bytes between consecutive
    elements (its allocation size), `alignment` its ABI alignment, and `bits`
    its width inside a vector (where elements are packed, not padded)."""

    size: int
    alignment: int
    bits: int


def _integer_layout(bits: int) -> ElementLayout | None:
    if bits <= 0:
        return None
    alignment = next(
        (align for width, align in _INTEGER_ALIGNMENTS if width >= bits),
        _INTEGER_ALIGNMENTS[-1][1],
    )
    return ElementLayout(aligned(-(-bits // 8), alignment), alignment, bits)


def _scalar_layout(element: Attribute, index_bitwidth: int) -> ElementLayout | None:
    """Layout of an integer, index or float element, or None."""
    if isinstance(element, builtin.IntegerType):
        return _integer_layout(element.bitwidth)
    if isinstance(element, builtin.IndexType):
        return _integer_layout(index_bitwidth)
    native = _FLOAT_LAYOUT.get(type(element))
    if native is not None:
        bits, size, alignment = native
        return ElementLayout(size, alignment, bits)
    if isinstance(element, _FLOATS_AS_INTEGERS):
        return _integer_layout(cast(builtin.AnyFloat, element).bitwidth)
    return None


def _vector_layout(
    vector_type: builtin.VectorType[Attribute], index_bitwidth: int
) -> ElementLayout | None:
    """An n-D vector as the lowering gives it: nested arrays of 1-D vectors."""
    if vector_type.get_num_scalable_dims():
        return None
    scalar = _scalar_layout(vector_type.get_element_type(), index_bitwidth)
    if scalar is None:
        return None
    shape = vector_type.get_shape()
    row = shape[-1] if shape else 1
    row_bytes = power_of_two_at_least(-(-(row * scalar.bits) // 8))
    rows = prod(shape[:-1])
    return ElementLayout(rows * row_bytes, row_bytes, rows * row_bytes * 8)


def element_layout(
    element: Attribute, index_bitwidth: int = 64
) -> ElementLayout | None:
    """The LLVM layout of one element of type `element`, or None if the
    lowering gives it none this module knows.

    Remembered per element type: a function has a handful of element types
    and the analysis asks for each alloc several times (its size, its
    alignment); attributes are immutable, so an answer never goes stale
    (docs/performance.md)."""
    return _element_layout(element, index_bitwidth)


@lru_cache(maxsize=1024)
def _element_layout(element: Attribute, index_bitwidth: int) -> ElementLayout | None:
    if isinstance(element, builtin.ComplexType):
        inner = cast(Attribute, element.element_type)  # pyright: ignore[reportUnknownMemberType]
        part = _scalar_layout(inner, index_bitwidth)
        if part is None:
            return None
        return ElementLayout(2 * part.size, part.alignment, 2 * part.size * 8)
    if isinstance(element, builtin.VectorType):
        vector_type = cast(builtin.VectorType[Attribute], element)
        return _vector_layout(vector_type, index_bitwidth)
    return _scalar_layout(element, index_bitwidth)


def element_bytes(element: Attribute, index_bitwidth: int = 64) -> int | None:
    """Bytes from one element of type `element` to the next, or None."""
    layout = element_layout(element, index_bitwidth)
    return None if layout is None else layout.size


def element_alignment(element: Attribute, index_bitwidth: int = 64) -> int | None:
    """The ABI alignment LLVM's data layout gives `element`. Loads and stores
    are lowered assuming it (vector ones in particular), so a buffer placed
    below it can crash at run time."""
    layout = element_layout(element, index_bitwidth)
    return None if layout is None else layout.alignment


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
