"""Byte alignment: the one place that says what an alignment is and how to
round to it.

Every alignment in merge-alloc (the pass option, an alloc's `alignment`
attribute, a pool's, the constants') is a positive power of two, and every
size or offset is rounded *up* to one. IR-free, so planners, analyses and the
option checks share it. (The plan checker, `merge_alloc.verify.check`, keeps
its own arithmetic on purpose: it shares no code with the pass.)
"""

from __future__ import annotations


def is_power_of_two(value: int) -> bool:
    """Whether `value` can be an alignment: a positive power of two."""
    return value > 0 and value & (value - 1) == 0


def aligned(size: int, alignment: int) -> int:
    """`size` rounded up to a multiple of `alignment`.

    Planners' innermost loops write the same `-(-size // alignment) *
    alignment` inline (a call costs more than the arithmetic there)."""
    return -(-size // alignment) * alignment


def power_of_two_at_least(value: int) -> int:
    """The smallest power of two that is at least `value` (1 for `value <= 1`)."""
    return 1 << max(0, (value - 1).bit_length())


def largest_index(index_bitwidth: int) -> int:
    """The largest value of an `index` the lowering makes `index_bitwidth`
    bits wide (signed): every byte size and offset the pass prints as an
    `index` constant or a memref dimension must fit it, or the lowered
    program computes with wrapped addresses."""
    return (1 << (index_bitwidth - 1)) - 1


def alignment_problem(alignment: int, index_bitwidth: int = 64) -> str | None:
    """Why `alignment` cannot be honoured, or None when it can.

    An alignment must be a positive power of two that an `index` offset can
    hold: the first offset above 0 a plan may use is the alignment itself, and
    the largest `index` value is 2**(index_bitwidth - 1) - 1, so at most
    2**(index_bitwidth - 2) (4611686018427387904 with 64-bit indices). The
    planners compute with unbounded integers, so every such alignment is
    representable for them (`tests/planning/test_bounded_search.py`).
    """
    if not is_power_of_two(alignment):
        return f"must be a positive power of two, got {alignment}"
    largest = 1 << (index_bitwidth - 2)
    if alignment > largest:
        return (
            f"{alignment} is beyond the address space of {index_bitwidth}-bit "
            f"indices (at most {largest})"
        )
    return None
