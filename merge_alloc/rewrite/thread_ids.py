"""The linear id of the current thread over parallel loops, as IR.

A buffer hoisted out of `scf.forall` loops (docs/lifetimes.md) gets one slot
per thread, and a nested arena lifted out of them (`merge_alloc.deploy.
arena_lifting`) one block per thread; both address theirs by this id. Per
loop, row-major over its dimensions (the first most significant), each
induction variable normalised to `(iv - lb) / step`; across loops, the
innermost (first in `loops`) varies fastest. The loops' bounds and steps are
constants: the collector hoists only past such loops.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from xdsl.dialects import arith
from xdsl.ir import Operation, SSAValue

if TYPE_CHECKING:
    from merge_alloc.dialects.scf import ForallOp


def linear_thread_id(
    loops: tuple[ForallOp, ...],
    constant: Callable[[int], SSAValue],
    emit: list[Operation],
) -> SSAValue:
    """The thread id over `loops` (innermost first); its ops are appended to
    `emit`, index constants come from `constant(value)`."""

    def append(op: Operation) -> SSAValue:
        emit.append(op)
        return op.results[0]

    linear: SSAValue | None = None
    inner_threads = 1
    for loop in loops:
        trip_counts = loop.constant_trip_counts()
        assert trip_counts is not None
        lower_bounds = _constant_bounds(loop.get_mixed_lower_bounds())
        steps = _constant_bounds(loop.get_mixed_steps())
        level: SSAValue | None = None
        for iv, lower, step, trips in zip(
            loop.induction_variables, lower_bounds, steps, trip_counts, strict=True
        ):
            index: SSAValue = iv
            if lower != 0:
                index = append(arith.SubiOp(index, constant(lower)))
            if step != 1:
                index = append(arith.DivSIOp(index, constant(step)))
            if level is None:
                level = index
            else:
                scaled = append(arith.MuliOp(level, constant(trips)))
                level = append(arith.AddiOp(scaled, index))
        assert level is not None
        if linear is None:
            linear = level
        else:
            scaled = append(arith.MuliOp(level, constant(inner_threads)))
            linear = append(arith.AddiOp(linear, scaled))
        for trips in trip_counts:
            inner_threads *= trips
    assert linear is not None
    return linear


def _constant_bounds(bounds: list[int | SSAValue]) -> list[int]:
    """Bounds of a loop the trace hoisted past: all constant by construction."""
    # Imported here, with a loop to read: a program without `scf.forall`
    # never loads the `scf` module (tests/plugin/test_startup_imports.py).
    from merge_alloc.dialects.scf import constant_index_value

    values = [constant_index_value(bound) for bound in bounds]
    assert all(value is not None for value in values)
    return [value for value in values if value is not None]
