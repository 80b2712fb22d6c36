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
