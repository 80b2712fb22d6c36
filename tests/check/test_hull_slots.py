"""Per-thread slots of views with too many threads to enumerate.

Above `PER_VIEW_THREAD_LIMIT` threads the checker reasons on each view's
affine hull. Two hoisted buffers of one forall share a per-thread slot layout
(the same stride per thread coordinate, disjoint bytes inside one thread's
slot): their hulls overlap although no two instances share a byte, which the
checker used to report (the `deep` shape of the matrix campaign found it). A
plan that really overlaps, in one thread or across threads, must still be
reported.
"""

from __future__ import annotations

import re

import pytest
from xdsl.dialects.builtin import ModuleOp

from merge_alloc.driver import merge_alloc
from merge_alloc.passes import MergeAllocPass
from merge_alloc.verify.check import OVERLAP, check_text, parse_module

PROGRAM = """
func.func @kernel(%out: memref<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.forall (%i, %j) in (64, 128) {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<2xf32>
    memref.store %one, %a[%c0] : memref<4xf32>
    memref.store %one, %b[%c1] : memref<2xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    %y = memref.load %b[%c1] : memref<2xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %out[%i, %j] : memref<64x128xf32>
  }
  return
}
"""


def _planned() -> str:
    module = parse_module(PROGRAM)
    assert isinstance(module, ModuleOp)
    merge_alloc(module, MergeAllocPass(arena="global").options())
    return str(module)


def _offset_of(after: str, name: str) -> str:
    match = re.search(rf"{name} = memref\.view %workspace\[(%\w+)\]", after)
    assert match is not None, after
    return match.group(1)


def test_interleaved_slots_are_accepted() -> None:
    after = _planned()
    assert _offset_of(after, "%a") != _offset_of(after, "%b")
    report = check_text(after, PROGRAM)
    assert report.ok, report.summary()


def _moved(after: str, offset: str) -> str:
    line = next(x for x in after.splitlines() if "%a = memref.view" in x)
    moved = re.sub(r"\[%\w+\]\[\]", f"[{offset}][]", line)
    return after.replace(line, moved)


@pytest.mark.parametrize("where", ["same thread", "across threads"])
def test_overlapping_slots_are_reported(where: str) -> None:
    after = _planned()
    # %b's offset: %a then shares %b's bytes in every thread. The linear
    # thread index (stride 1): neighbouring threads' %a overlap.
    thread = re.search(r"(%\w+) = arith.addi %\w+, %j : index", after)
    assert thread is not None, after
    offset = _offset_of(after, "%b") if where == "same thread" else thread.group(1)
    report = check_text(_moved(after, offset), PROGRAM)
    assert not report.ok
    assert any(v.kind == OVERLAP for v in report.violations), report.summary()
