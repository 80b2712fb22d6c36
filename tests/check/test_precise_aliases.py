"""Two false alarms of the checker on correct plans, found by running
`python -m merge_alloc.verify.check` on programs bufferized by MLIR 22 and merged:

* an `scf.while` whose before region hands a view to the after region
  (`scf.condition`) and frees its own iteration argument (ownership-based
  deallocation with `allow-return-allocs-from-loops`): the view was taken to
  reach every argument of the loop, so the free was a "freed-view";
* a callee that hands its workspace block to a callee returning only fresh
  allocations: the inner call's result was taken to point into the block,
  so the caller's free of the result was a "freed-view" and two calls given
  the same bytes one after the other an "overlap" (`call-tree`).

Each plan has a twin with the real miscompile (the view carried back to the
freeing argument; the callee returning a view of its workspace), which must
still be flagged.
"""

from __future__ import annotations

from merge_alloc.verify.check import FREED, OVERLAP, check_text

WHILE = """
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %false = arith.constant false
  %true = arith.constant true
  %block = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %first = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%first : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %x = %first, %own = %false)
      : (index, memref<16xf32>, i1) -> (index, memref<16xf32>) {
    %v = memref.view %block[%c0][] : memref<64xi8> to memref<16xf32>
    memref.copy %x, %v : memref<16xf32> to memref<16xf32>
    scf.if %own {
      memref.dealloc %x : memref<16xf32>
    }
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %v : index, memref<16xf32>
  } do {
  ^bb0(%i: index, %y: memref<16xf32>):
    %next = memref.alloc() : memref<16xf32>
    memref.copy %y, %next : memref<16xf32> to memref<16xf32>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, YIELDED, %true : index, memref<16xf32>, i1
  }
  memref.dealloc %block : memref<64xi8>
  return
}
"""

WORKSPACES = "{ws = {bytes = 64 : i64, alignment = 64 : i64}}"

CHAIN = """
func.func @inner(%x: memref<16xf32>, %ws: memref<64xi8>) -> memref<16xf32>
    attributes {merge_alloc.workspaces = WORKSPACES} {
  %c0 = arith.constant 0 : index
  %t = memref.view %ws[%c0][] : memref<64xi8> to memref<16xf32>
  memref.copy %x, %t : memref<16xf32> to memref<16xf32>
  %r = memref.alloc() : memref<16xf32>
  memref.copy %t, %r : memref<16xf32> to memref<16xf32>
  return RETURNED : memref<16xf32>
}
func.func @outer(%x: memref<16xf32>, %ws: memref<64xi8>) -> memref<16xf32>
    attributes {merge_alloc.workspaces = WORKSPACES} {
  %c0 = arith.constant 0 : index
  %b = memref.view %ws[%c0][] : memref<64xi8> to memref<64xi8>
  %r = func.call @inner(%x, %b) : (memref<16xf32>, memref<64xi8>) -> memref<16xf32>
  return %r : memref<16xf32>
}
func.func @main(%x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %arena = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %b1 = memref.view %arena[%c0][] : memref<64xi8> to memref<64xi8>
  %r1 = func.call @outer(%x, %b1) : (memref<16xf32>, memref<64xi8>) -> memref<16xf32>
  %b2 = memref.view %arena[%c0][] : memref<64xi8> to memref<64xi8>
  %r2 = func.call @outer(%r1, %b2) : (memref<16xf32>, memref<64xi8>) -> memref<16xf32>
  memref.dealloc %r1 : memref<16xf32>
  memref.dealloc %r2 : memref<16xf32>
  memref.dealloc %arena : memref<64xi8>
  return
}
"""


def _chain(returned: str) -> str:
    return CHAIN.replace("WORKSPACES", WORKSPACES).replace("RETURNED", returned)


def test_while_view_handed_to_after_region_is_not_the_freed_argument() -> None:
    report = check_text(WHILE.replace("YIELDED", "%next"))
    assert report.ok, report.violations


def test_while_view_carried_back_to_the_freed_argument_is_flagged() -> None:
    report = check_text(WHILE.replace("YIELDED", "%y"))
    # The view made in the before region comes back as the next iteration's
    # %x: freed there, and two iterations' instances of %v share one slot.
    assert [v.kind for v in report.violations] == [FREED, OVERLAP]
    assert "frees %x, which may point into %v" in str(report.violations[0])
    assert "carried into the next iteration of scf.while" in str(report.violations[1])


def test_block_given_to_a_callee_returning_fresh_buffers_does_not_come_back() -> None:
    report = check_text(_chain("%r"))
    assert report.ok, report.violations


def test_block_returned_through_a_chain_of_calls_is_flagged() -> None:
    report = check_text(_chain("%t"))
    kinds = sorted(v.kind for v in report.violations)
    assert OVERLAP in kinds
    assert FREED in kinds
    freed = [str(v) for v in report.violations if v.kind == FREED]
    assert any("frees %r1, which may point into %b1" in m for m in freed)
    assert any("frees %r2, which may point into %b2" in m for m in freed)
