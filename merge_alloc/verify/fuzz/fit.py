"""Does a plan fit the `index` type it was made for?

Why a check of its own: with `index-bitwidth=32` every byte offset of a
`memref.view` and the size of every merged buffer must be an `index` value,
at most 2**31 - 1. Buffers that each fit may not fit side by side: two
1 GiB buffers live together need 2 GiB of merged buffer, one byte too many,
and a plan that sums them anyway wraps its offsets round on the 32-bit
target (docs/testing.md, "Shapes of the adversarial programs"). Such
programs cannot be executed (gigabytes each), so this is what judges them:
the pass must refuse (a pass error) or plan within the range.

It reads only the IR before and after the pass (no code of the pass, like
the plan checker): sizes and offsets the pass introduced that the user's
program did not already hold.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects import arith, builtin, memref
from xdsl.ir import Attribute, Operation

from merge_alloc.analysis.walk import walk

_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "f32": 4}


def _static_bytes(type_: Attribute, bits: int) -> int | None:
    """Bytes of a static memref of a scalar element (None: unknown)."""
    if not isinstance(type_, builtin.MemRefType):
        return None
    memref_type = cast("builtin.MemRefType[Attribute]", type_)
    shape = memref_type.get_shape()
    if any(d < 0 for d in shape):
        return None
    element = str(memref_type.get_element_type())
    width = bits // 8 if element == "index" else _BYTES.get(element, 8)
    total = width
    for extent in shape:
        total *= extent
    return total


def _sizes(module: Operation, bits: int) -> set[int]:
    found: set[int] = set()
    for op in walk(module):
        types = [r.type for r in op.results]
        if isinstance(op, memref.GlobalOp):
            types.append(op.type)
        for type_ in types:
            size = _static_bytes(type_, bits)
            if size is not None:
                found.add(size)
    return found


def _index_constants(module: Operation) -> set[int]:
    found: set[int] = set()
    for op in walk(module):
        if (
            isinstance(op, arith.ConstantOp)
            and isinstance(op.value, builtin.IntegerAttr)
            and isinstance(op.result.type, builtin.IndexType)
        ):
            found.add(op.value.value.data)
    return found


def index_range_violations(before: Operation, after: Operation, bits: int) -> list[str]:
    """One line per size or `index` constant of `after` beyond `bits`-bit
    `index` that `before` did not hold already (empty: the plan fits)."""
    largest = (1 << (bits - 1)) - 1
    problems: list[str] = []
    new_sizes = _sizes(after, bits) - _sizes(before, bits)
    for size in sorted(s for s in new_sizes if s > largest):
        problems.append(
            f"index-range: a buffer of {size} bytes is beyond {bits}-bit index "
            f"(at most {largest})"
        )
    new_constants = _index_constants(after) - _index_constants(before)
    for value in sorted(v for v in new_constants if v > largest or v < -largest - 1):
        problems.append(
            f"index-range: offset constant {value} is beyond {bits}-bit index"
        )
    return problems
