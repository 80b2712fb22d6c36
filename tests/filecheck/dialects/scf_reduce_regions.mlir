// RUN: merge-alloc-opt %s | filecheck %s
// RUN: %if mlir-opt %{ merge-alloc-opt %s | %mlir_verify - | filecheck %s %}
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s

// scf.reduce with several reductions: MLIR writes its regions separated by
// commas (`{...}, {...}`), as in the upstream test
// mlir/test/Dialect/SCF/ops.mlir.

func.func @two_reductions(%lb: index, %ub: index, %s: index) -> (f32, i32) {
  %zero = arith.constant 0.0 : f32
  %int_zero = arith.constant 0 : i32
  %red:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%zero, %int_zero) -> (f32, i32) {
    %one = arith.constant 1.0 : f32
    %int_one = arith.constant 1 : i32
    scf.reduce(%one, %int_one : f32, i32) {
      ^bb0(%lhs : f32, %rhs: f32):
        %res = arith.addf %lhs, %rhs : f32
        scf.reduce.return %res : f32
    }, {
      ^bb0(%lhs : i32, %rhs: i32):
        %res = arith.muli %lhs, %rhs : i32
        scf.reduce.return %res : i32
    }
  }
  return %red#0, %red#1 : f32, i32
}

// CHECK:      scf.reduce(%{{.*}}, %{{.*}} : f32, i32) {
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:   %{{.*}} = arith.addf
// CHECK-NEXT:   scf.reduce.return %{{.*}} : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%{{.*}}: i32, %{{.*}}: i32):
// CHECK-NEXT:   %{{.*}} = arith.muli
// CHECK-NEXT:   scf.reduce.return %{{.*}} : i32
// CHECK-NEXT: }

func.func @no_reduction(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @no_reduction
// CHECK:         scf.parallel
// CHECK-NEXT:      scf.reduce{{ *$}}
// CHECK-NEXT:    }

// UNSUPPORTED: fast-tier
