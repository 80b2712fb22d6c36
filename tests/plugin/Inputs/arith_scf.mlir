// Folding, common subexpressions, loop-invariant code and region ops that
// xDSL 0.74 prints in its own custom syntax.
func.func @arith_scf(%n: index, %p: i1, %x: f32) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.addi %c1, %c2 : index
  %same = arith.addi %c1, %c2 : index
  %zero = arith.muli %n, %c0 : index
  %sum = arith.addi %n, %zero : index
  %y = arith.select %p, %sum, %c3 : index
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %invariant = arith.mulf %x, %x : f32
    %next = arith.addf %acc, %invariant : f32
    scf.yield %next : f32
  }
  %branch = scf.if %p -> (index) {
    scf.yield %same : index
  } else {
    scf.yield %y : index
  }
  %w = scf.while (%i = %c0) : (index) -> index {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%i2: index):
    %i3 = arith.addi %i2, %c1 : index
    scf.yield %i3 : index
  }
  %e = scf.execute_region -> (index) {
    scf.yield %w : index
  }
  %s = scf.index_switch %e -> index
  case 1 {
    scf.yield %c1 : index
  }
  default {
    scf.yield %branch : index
  }
  %t = arith.addi %s, %c3 : index
  func.return %t, %loop : index, f32
}

func.func @empty_loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  %unused = arith.addi %n, %n : index
  func.return
}
