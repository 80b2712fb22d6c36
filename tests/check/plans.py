"""Hand-written merged IR for the checker tests.

Each *correct* plan lists ``live_pairs``: pairs of view names that are, by
construction (reasoned by hand from the program), live at the same time or in
concurrent threads.  Moving one of them onto the other must be flagged.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    """A correct merged module and the view pairs that must never share bytes."""

    name: str
    text: str
    live_pairs: tuple[tuple[str, str], ...]


SEQUENTIAL = Plan(
    "sequential",
    """
func.func @seq() {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %x = memref.view %merged[%c0][] : memref<192xi8> to memref<16xf32>
  %y = memref.view %merged[%c64][] : memref<192xi8> to memref<16xf32>
  %z = memref.view %merged[%c0][] : memref<192xi8> to memref<16xf32>
  %w = memref.view %merged[%c128][] : memref<192xi8> to memref<8xf64>
  "test.write"(%x) : (memref<16xf32>) -> ()
  "test.write"(%y) : (memref<16xf32>) -> ()
  "test.read"(%x, %y) : (memref<16xf32>, memref<16xf32>) -> ()
  "test.write"(%z) : (memref<16xf32>) -> ()
  "test.write"(%w) : (memref<8xf64>) -> ()
  "test.read"(%y, %z, %w) : (memref<16xf32>, memref<16xf32>, memref<8xf64>) -> ()
  func.return
}
""",
    (("x", "y"), ("y", "z"), ("z", "w"), ("y", "w")),
)

NESTED_LOOPS = Plan(
    "nested_loops",
    """
func.func @loops(%n: index) {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %x = memref.view %merged[%c0][] : memref<192xi8> to memref<16xf32>
  %y = memref.view %merged[%c64][] : memref<192xi8> to memref<16xf32>
  %t = memref.view %merged[%c128][] : memref<192xi8> to memref<16xf32>
  %u = memref.view %merged[%c128][] : memref<192xi8> to memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      "test.use"(%x) : (memref<16xf32>) -> ()
    }
    scf.for %j = %c0 to %n step %c1 {
      "test.use"(%y) : (memref<16xf32>) -> ()
    }
  }
  "test.use"(%t) : (memref<16xf32>) -> ()
  "test.use"(%u) : (memref<16xf32>) -> ()
  func.return
}
""",
    (("x", "y"),),
)

BRANCHES_AND_ALIASES = Plan(
    "branches_and_aliases",
    """
func.func @branches(%p: i1, %n: index) {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %a = memref.view %merged[%c0][] : memref<256xi8> to memref<16xf32>
  %b = memref.view %merged[%c64][] : memref<256xi8> to memref<16xf32>
  %c = memref.view %merged[%c128][] : memref<256xi8> to memref<16xf32>
  %d = memref.view %merged[%c192][] : memref<256xi8> to memref<4x4xf32>
  %e = memref.view %merged[%c0][] : memref<256xi8> to memref<16xf32>
  "test.write"(%a) : (memref<16xf32>) -> ()
  %sel = scf.if %p -> (memref<16xf32>) {
    "test.write"(%b) : (memref<16xf32>) -> ()
    scf.yield %b : memref<16xf32>
  } else {
    scf.yield %c : memref<16xf32>
  }
  %sub = memref.subview %d[0, 0] [2, 2] [1, 1]
      : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %sel) -> (memref<16xf32>) {
    "test.use"(%acc, %sub) : (memref<16xf32>, memref<2x2xf32, strided<[4, 1]>>) -> ()
    scf.yield %acc : memref<16xf32>
  }
  "test.read"(%a, %r) : (memref<16xf32>, memref<16xf32>) -> ()
  "test.write"(%e) : (memref<16xf32>) -> ()
  func.return
}
""",
    (("a", "b"), ("a", "c"), ("a", "d"), ("b", "d"), ("c", "d")),
)

WHILE_LOOP = Plan(
    "while_loop",
    """
func.func @while() {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %x = memref.view %merged[%c0][] : memref<128xi8> to memref<16xf32>
  %y = memref.view %merged[%c64][] : memref<128xi8> to memref<16xf32>
  scf.while () : () -> () {
    %cond = "test.cond"(%x) : (memref<16xf32>) -> i1
    scf.condition(%cond)
  } do {
    "test.use"(%y) : (memref<16xf32>) -> ()
    scf.yield
  }
  func.return
}
""",
    (("x", "y"),),
)

HOISTED = Plan(
    "hoisted",
    """
func.func @hoisted() {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<768xi8>
  scf.forall (%i) in (4) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = arith.muli %i, %c64 : index
    %o = arith.addi %c0, %t : index
    %a = memref.view %merged[%o][] : memref<768xi8> to memref<16xf32>
    scf.forall (%j) in (4) {
      "test.use"(%a) : (memref<16xf32>) -> ()
    }
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %t2 = arith.muli %i, %c128 : index
    %o2 = arith.addi %c256, %t2 : index
    %b = memref.view %merged[%o2][] : memref<768xi8> to memref<32xf32>
    scf.forall (%k) in (4) {
      "test.use"(%b) : (memref<32xf32>) -> ()
    }
  }
  func.return
}
""",
    (("a", "b"),),
)

HOISTED_2D = Plan(
    "hoisted_2d",
    """
func.func @hoisted_2d() {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<1088xi8>
  %c1024 = arith.constant 1024 : index
  %s = memref.view %merged[%c1024][] : memref<1088xi8> to memref<16xf32>
  "test.write"(%s) : (memref<16xf32>) -> ()
  scf.forall (%i, %j) = (0, 2) to (8, 6) step (2, 1) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %i0 = arith.divsi %i, %c2 : index
    %j0 = arith.subi %j, %c2 : index
    %lin0 = arith.muli %i0, %c4 : index
    %lin = arith.addi %lin0, %j0 : index
    %t = arith.muli %lin, %c64 : index
    %o = arith.addi %c0, %t : index
    %a = memref.view %merged[%o][] : memref<1088xi8> to memref<16xf32>
    "test.use"(%a, %s) : (memref<16xf32>, memref<16xf32>) -> ()
  }
  func.return
}
""",
    (("a", "s"),),
)

RESHAPE = Plan(
    "reshape",
    """
func.func @reshape() {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c16 = arith.constant 16 : index
  %shape = memref.view %merged[%c0][] : memref<192xi8> to memref<1xindex>
  memref.store %c16, %shape[%c0] : memref<1xindex>
  %a = memref.view %merged[%c64][] : memref<192xi8> to memref<4x4xf32>
  "test.write"(%a) : (memref<4x4xf32>) -> ()
  %d = memref.view %merged[%c128][] : memref<192xi8> to memref<1xindex>
  "test.write"(%d) : (memref<1xindex>) -> ()
  %v = memref.reshape %a(%shape) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xf32>
  %b = memref.view %merged[%c0][] : memref<192xi8> to memref<16xf32>
  "test.write"(%b) : (memref<16xf32>) -> ()
  "test.read"(%v) : (memref<16xf32>) -> ()
  func.return
}
""",
    # %a is read through the reshape after %b is written; the reshape reads
    # %shape after %d is written. %b may reuse %shape's bytes: the reshape
    # read them before, and its result is no alias of the shape.
    (("a", "b"), ("shape", "d"), ("a", "d")),
)

LOOP_CARRIED = Plan(
    "loop_carried",
    """
func.func @carried(%n: index) {
  %merged = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %acc = memref.view %merged[%c0][] : memref<256xi8> to memref<16xf32>
  %pre = memref.view %merged[%c64][] : memref<256xi8> to memref<16xf32>
  "test.write"(%pre) : (memref<16xf32>) -> ()
  "test.read"(%pre) : (memref<16xf32>) -> ()
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> (memref<16xf32>) {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (memref<16xf32>) {
      %tmp = memref.view %merged[%c64][] : memref<256xi8> to memref<16xf32>
      "test.write"(%tmp) : (memref<16xf32>) -> ()
      "test.update"(%b, %tmp) : (memref<16xf32>, memref<16xf32>) -> ()
      scf.yield %b : memref<16xf32>
    }
    scf.yield %r2 : memref<16xf32>
  }
  %q = memref.view %merged[%c128][] : memref<256xi8> to memref<16xf32>
  %s = affine.for %k = 0 to 4 iter_args(%c = %q) -> (memref<16xf32>) {
    %t = memref.view %merged[%c192][] : memref<256xi8> to memref<16xf32>
    "test.write"(%t) : (memref<16xf32>) -> ()
    "test.update"(%c, %t) : (memref<16xf32>, memref<16xf32>) -> ()
    affine.yield %c : memref<16xf32>
  }
  %w = memref.view %merged[%c192][] : memref<256xi8> to memref<16xf32>
  "test.write"(%w) : (memref<16xf32>) -> ()
  "test.read"(%r, %s, %w) : (memref<16xf32>, memref<16xf32>, memref<16xf32>) -> ()
  func.return
}
""",
    # %acc is live over both loops and up to the read of %r; %q over the
    # affine.for and up to that read too. %tmp is dead outside its
    # iteration, and %pre is dead before %acc's first access (inside the
    # loop), so they share bytes.
    (
        ("acc", "tmp"),
        ("acc", "q"),
        ("acc", "t"),
        ("acc", "w"),
        ("q", "t"),
        ("q", "w"),
    ),
)

CORRECT_PLANS = (
    SEQUENTIAL,
    NESTED_LOOPS,
    BRANCHES_AND_ALIASES,
    WHILE_LOOP,
    HOISTED,
    HOISTED_2D,
    RESHAPE,
    LOOP_CARRIED,
)
