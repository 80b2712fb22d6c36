"""The reference planner's scores, computed in IEEE float32 as the original
does (docs/reference-planner.md, "Scoring in float32"): a float64 model
disagrees with the reference on near-ties. Used by `merge_alloc.planning.
reference`.
"""

from __future__ import annotations

import struct
from functools import cache
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

FLOAT32 = struct.Struct("<f")
EXACT_INT_LIMIT = 1 << 24
"""Integers below this magnitude convert to float32 exactly."""


def _round_f32(value: float) -> float:
    """`value` rounded to the nearest IEEE float32 (ties to even).

    One float32 operation on float32 operands equals the float64 operation
    rounded once to float32 (float64 has more than 2*24+2 bits), so every
    step of the reference's float arithmetic is modelled by doing it in Python
    floats and rounding the result here.
    """
    return cast(float, FLOAT32.unpack(FLOAT32.pack(value))[0])


def _int_to_f32(value: int) -> float:
    """An integer converted to float32, as `(float)value` does in C++."""
    if -EXACT_INT_LIMIT <= value <= EXACT_INT_LIMIT:
        return float(value)
    return _round_f32(float(value))


def size_score(chunk_size: int, request: int) -> float:
    """How well a chunk of `chunk_size` fits `request`, in float32.

    `-|c - a| / max(c, a)`, plus 1 when the chunk is large enough. A perfect fit
    scores 1; too small chunks score negative, so extending is the last resort.
    """
    difference = _int_to_f32(abs(chunk_size - request))
    largest = _int_to_f32(max(chunk_size, request))
    score = _round_f32(-difference / largest)
    if request <= chunk_size:
        score = _round_f32(score + 1.0)
    return score


def _tick_score_of_age(age: int) -> float:
    return _round_f32(1.0 - min(_round_f32(_int_to_f32(age) / 10.0), 1.0))


TICK_SCORES = tuple(_tick_score_of_age(age) for age in range(10))
"""`tick_score` for ages 0..9; from age 10 on, `min(age/10, 1)` is 1 and the score 0."""


@cache
def tick_score_table() -> NDArray[numpy.float32]:
    """`tick_score` of ages clipped to 0..10, for the vectorised scan (made
    on first use: only large free lists import numpy)."""
    import numpy

    return numpy.array([*TICK_SCORES, 0.0], dtype=numpy.float32)


def tick_score(age: int) -> float:
    """`1 - min(age/10, 1)` in float32: recently freed (hot) chunks score higher."""
    if 0 <= age < 10:
        return TICK_SCORES[age]
    if age >= 10:
        return 0.0
    return _tick_score_of_age(age)


def hot_score(chunk_size: int, request: int, age: int) -> float:
    """The cost model's score of a free chunk: size fit plus recency, float32."""
    recency = tick_score(age)
    fit = size_score(chunk_size, request)
    if recency == 0.0:
        return fit
    return _round_f32(fit + recency)
