"""The checker's own table of element sizes and alignments.

A view's byte range is its element count times the distance LLVM puts
between two elements, so a checker that sized elements like the pass would
miss every overlap a wrong size hides. This table is written apart from the
pass (the checker shares no code with it) from LLVM's default data layout,
which MLIR 22's lowering and mlir-runner use for a module with no `dlti`
spec; `tests/analysis/test_layout_sizes.py` measures both tables against
mlir-runner.

A scalar of ``b`` bits stores ``ceil(b/8)`` bytes and is padded to its ABI
alignment; a vector packs its scalars' bits and its innermost dimension is
one LLVM vector (padded to a power of two bytes, its alignment too); outer
dimensions are arrays of those rows; a complex is a pair of its parts.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute

_NATIVE_FLOATS: dict[str, tuple[int, int]] = {
    "f16": (2, 2),
    "bf16": (2, 2),
    "f32": (4, 4),
    "f64": (8, 8),
    "f80": (16, 16),
    "f128": (16, 16),
}
"""Allocation bytes and ABI alignment of the floats LLVM has, by MLIR name.
Every other float but ``tf32`` is lowered to an integer of its width."""

_FLOAT_BITS_INSIDE_VECTOR: dict[str, int] = {"f80": 80}
"""In a vector, scalars are packed at their bit width: f80 counts 80 bits."""


def _pad(n: int, to: int) -> int:
    return (n + to - 1) // to * to


def _next_power_of_two(n: int) -> int:
    power = 1
    while power < n:
        power *= 2
    return power


def _integer(bits: int) -> tuple[int, int] | None:
    """(bytes, alignment) of ``iN``: i1..i8 align 1, i9..i16 2, the rest 4
    (LLVM's default layout gives i64, the widest it names, 4-byte alignment)."""
    if bits < 1:
        return None
    align = 1 if bits <= 8 else 2 if bits <= 16 else 4
    return _pad((bits + 7) // 8, align), align


def _scalar_bits(element: Attribute, index_bitwidth: int) -> int | None:
    """Width in bits of a scalar as the lowering converts it, or None."""
    if isinstance(element, IntegerType):
        return element.bitwidth
    if isinstance(element, IndexType):
        return index_bitwidth
    if isinstance(element, AnyFloat):
        name = str(element)
        if name == "tf32":
            return None
        return _FLOAT_BITS_INSIDE_VECTOR.get(name, element.bitwidth)
    return None


def _scalar(element: Attribute, index_bitwidth: int) -> tuple[int, int] | None:
    if isinstance(element, AnyFloat) and str(element) in _NATIVE_FLOATS:
        return _NATIVE_FLOATS[str(element)]
    bits = _scalar_bits(element, index_bitwidth)
    return None if bits is None else _integer(bits)


def element_layout(element: Attribute, index_bitwidth: int) -> tuple[int, int] | None:
    """(bytes between consecutive elements, ABI alignment), or None."""
    declared: Attribute = element
    if isinstance(element, ComplexType):
        part_type: object = getattr(declared, "element_type")  # noqa: B009
        assert isinstance(part_type, Attribute)
        part = _scalar(part_type, index_bitwidth)
        return None if part is None else (2 * part[0], part[1])
    if isinstance(element, VectorType):
        if element.get_num_scalable_dims():
            return None
        inner: object = getattr(declared, "element_type")  # noqa: B009
        assert isinstance(inner, Attribute)
        bits = _scalar_bits(inner, index_bitwidth)
        if bits is None or bits < 1:
            return None
        shape = list(element.get_shape()) or [1]
        row = _next_power_of_two((shape[-1] * bits + 7) // 8)
        count = 1
        for extent in shape[:-1]:
            count *= extent
        return count * row, row
    return _scalar(element, index_bitwidth)
