"""`merge_alloc.compile` keeps each candidate's warnings and totals instead of
printing them: only the chosen program's are printed, once per alloc."""

from __future__ import annotations

import logging

import pytest

from merge_alloc.compile.runs import evaluate
from merge_alloc.options import MergeAllocOptions
from merge_alloc.report.totals import Bytes

MEMREF_PROGRAM = """
func.func @forward(%p: memref<memref<8xf32>>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %one, %a[%c0] : memref<16xf32>
  %v = memref.load %a[%c0] : memref<16xf32>
  %stored = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
  memref.store %stored, %p[] : memref<memref<8xf32>>
  %r = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  memref.store %v, %r[%c0] : memref<4xf32>
  return %r : memref<4xf32>
}
"""


def test_a_candidate_keeps_its_warnings_and_totals(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING, logger="merge_alloc"):
        outcome, module = evaluate(MEMREF_PROGRAM, MergeAllocOptions())
    assert outcome.error is None and module is not None
    assert caplog.records == []  # kept, not written
    (warning,) = outcome.warnings
    assert "warning: 'memref.alloc' op %stored left as it is: its address " in (warning)
    assert outcome.arena == 64
    assert outcome.left_alone == Bytes(32)
    assert outcome.returned == Bytes(16)
    assert outcome.allocated == Bytes(64 + 32)
    (forward,) = outcome.functions
    assert (forward.allocations, forward.results) == (3, 1)
