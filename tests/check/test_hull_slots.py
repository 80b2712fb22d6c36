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


REUSED = """
func.func @kernel(%out: memref<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.forall (%i, %j) in (64, 128) {
    %a = memref.alloc() : memref<4xf32>
    memref.store %one, %a[%c0] : memref<4xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    %b = memref.alloc() : memref<2xf32>
    memref.store %x, %b[%c1] : memref<2xf32>
    %y = memref.load %b[%c1] : memref<2xf32>
    memref.store %y, %out[%i, %j] : memref<64x128xf32>
    memref.dealloc %b : memref<2xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
"""
"""One thread's two buffers whose lifetimes do not meet: the pass gives them
the same per-thread slot. Minimised from the `calls` program of the matrix
campaign (seed 42, `call-tree`, 4,800 threads): the checker reported the two
hulls as "overlap (concurrent threads of scf.forall)", because the per-thread
slot argument also demanded disjoint bytes within one thread, which is the
time sweep's question, not the threads'."""


def _reused() -> str:
    module = parse_module(REUSED)
    assert isinstance(module, ModuleOp)
    merge_alloc(module, MergeAllocPass(arena="global").options())
    return str(module)


def test_one_slot_reused_in_time_is_accepted() -> None:
    after = _reused()
    assert _offset_of(after, "%a") == _offset_of(after, "%b"), after
    report = check_text(after, REUSED)
    assert report.ok, report.summary()


def _shifted_b(after: str, offset: str, shift: int) -> str:
    """%b's view moved to ``offset + shift`` bytes."""
    line = next(x for x in after.splitlines() if "%b = memref.view" in x)
    indent = line[: len(line) - len(line.lstrip())]
    moved = (
        f"{indent}%shift = arith.constant {shift} : index\n"
        f"{indent}%shifted = arith.addi {offset}, %shift : index\n"
        + re.sub(r"\[%\w+\]\[\]", "[%shifted][]", line)
    )
    return after.replace(line, moved)


def test_reused_slot_reaching_the_next_thread_is_reported() -> None:
    """%b 60 bytes into the 64-byte slot: its 8 bytes reach into the next
    thread's %a, while %a is live there (only the threads rule sees it: in
    one thread the two are apart in time and in bytes)."""
    after = _reused()
    offset = _offset_of(after, "%a")
    assert f"memref<{64 * 128 * 64}xi8>" in after, after  # 64-byte slots
    report = check_text(_shifted_b(after, offset, 60), REUSED)
    overlaps = report.of_kind(OVERLAP)
    assert any("concurrent threads" in v.message for v in overlaps), report.summary()


def test_reused_slot_on_the_neighbours_bytes_is_reported() -> None:
    """%b at the linear thread index (stride 1): threads' slots interleave."""
    after = _reused()
    thread = re.search(r"(%\w+) = arith.addi %\w+, %j : index", after)
    assert thread is not None, after
    line = next(x for x in after.splitlines() if "%b = memref.view" in x)
    moved = after.replace(line, re.sub(r"\[%\w+\]\[\]", f"[{thread.group(1)}][]", line))
    report = check_text(moved, REUSED)
    assert report.of_kind(OVERLAP), report.summary()


def test_reused_slot_while_both_live_is_reported() -> None:
    """The same slot while %a is still read after %b is written: one
    thread's own conflict (the time sweep)."""
    late = REUSED.replace(
        "    memref.store %y, %out[%i, %j] : memref<64x128xf32>\n",
        "    %z = memref.load %a[%c0] : memref<4xf32>\n"
        "    %s = arith.addf %y, %z : f32\n"
        "    memref.store %s, %out[%i, %j] : memref<64x128xf32>\n",
    )
    after = _reused()
    after = after.replace(
        "memref.store %y, %out[%i, %j]",
        "%z = memref.load %a[%c0] : memref<4xf32>\n      %s = arith.addf %y, %z : f32\n"
        "      memref.store %s, %out[%i, %j]",
    )
    report = check_text(after, late)
    assert any("both live" in v.message for v in report.of_kind(OVERLAP)), (
        report.summary()
    )
