"""`merge_alloc.report.totals`: every byte a call allocates, on a small
program with each kind of alloc the pass leaves alone (the counts are checked
against a running program in tests/e2e/test_counted_allocations.py)."""

from __future__ import annotations

import logging

import pytest

from merge_alloc.cli import parse_mlir
from merge_alloc.driver import merge_alloc
from merge_alloc.options import MergeAllocOptions
from merge_alloc.report.totals import Bytes, allocation_totals

PROGRAM = """
func.func @kept(%n: index, %p: memref<memref<8xf32>>, %q: memref<memref<?xf32>>)
    -> memref<4xf32> {
  %a = memref.alloc() : memref<64xf32>
  "test.use"(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<32xf32>
  "test.use"(%b) : (memref<32xf32>) -> ()
  %stored = memref.alloc() : memref<8xf32>
  memref.store %stored, %p[] : memref<memref<8xf32>>
  %grown = memref.alloc() : memref<2xf32>
  %bigger = memref.realloc %grown : memref<2xf32> to memref<6xf32>
  "test.use"(%bigger) : (memref<6xf32>) -> ()
  %bounded = memref.alloc(%n) {merge_alloc.upper_bound = array<i64: 10>} : memref<?xf32>
  memref.store %bounded, %q[] : memref<memref<?xf32>>
  %free = memref.alloc(%n) : memref<?xf32>
  "test.use"(%free) : (memref<?xf32>) -> ()
  %r = memref.alloc() : memref<4xf32>
  return %r : memref<4xf32>
}
"""


def test_every_alloc_left_alone_is_counted_and_named(
    caplog: pytest.LogCaptureFixture,
) -> None:
    module = parse_mlir(PROGRAM, "kept.mlir")
    with caplog.at_level(logging.WARNING, logger="merge_alloc"):
        report = merge_alloc(module, MergeAllocOptions(alignment=64))
    totals = allocation_totals(report)
    (function,) = totals.functions
    assert [m.bytes for m in function.merged] == [256]  # %a, then %b in its bytes
    # %stored, %grown (fed to memref.realloc), %bounded (at its bound of 10),
    # %free (no bound: unknown, not 0)
    assert [a.bytes for a in function.left_alone] == [32, 8, 40, None]
    assert totals.left_alone == Bytes(32 + 8 + 40, unknown=1)
    assert totals.returned == Bytes(16)
    assert totals.allocated == Bytes(256 + 80, unknown=1)
    assert totals.summary() == (
        "allocates 336 B + 1 alloc of unknown size per call (merged 256 B + "
        "80 B + 1 alloc of unknown size in 4 allocs left alone; returned 16 B)"
    )
    warned = [record.getMessage() for record in caplog.records]
    assert len(warned) == 4, warned
    assert not any("%r " in line for line in warned)  # the result stays quiet
    for name in ("%stored", "%grown", "%bounded", "%free"):
        assert any(f"op {name} left as it is" in line for line in warned), name
