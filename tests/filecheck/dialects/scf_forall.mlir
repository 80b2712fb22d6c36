// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.generic.mlir | filecheck %s
// RUN: filecheck %s --input-file=%t.generic.mlir --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=VERIFY %}

// scf.forall and its implicit scf.forall.in_parallel terminator.

func.func @bounds(%x: tensor<16x4xf32>, %ub: index) -> tensor<16x4xf32> {
  %c16 = arith.constant 16 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%c16, 4) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i) = (0) to (%ub) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  // Constant SSA lower bound 0 and step 1: printed in the short form, as MLIR does.
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %x) -> (tensor<16x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [4, 4] [1, 1] : tensor<16x4xf32> to tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x4xf32>
    }
  }
  %r2 = scf.forall (%i) in (4) shared_outs(%o = %x) -> (tensor<16x4xf32>) {
  }
  func.return %r : tensor<16x4xf32>
}

// CHECK-LABEL: func.func @bounds
// CHECK:       scf.forall (%[[I:.*]], %[[J:.*]]) in (%c16, 4) {
// CHECK-NEXT:    "test.use"(%[[I]], %[[J]]) : (index, index) -> ()
// CHECK-NEXT:  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK:       scf.forall (%[[K:.*]]) = (0) to (%ub) step (2) {
// CHECK-NEXT:    "test.use"(%[[K]]) : (index) -> ()
// CHECK-NEXT:  }
// CHECK:       scf.forall (%{{.*}}) in (%ub) {
// CHECK:       %r = scf.forall (%[[L:.*]]) in (4) shared_outs(%[[O:.*]] = %x) -> (tensor<16x4xf32>) {
// CHECK-NEXT:    %s = tensor.extract_slice %[[O]][%[[L]], 0] [4, 4] [1, 1] : tensor<16x4xf32> to tensor<4x4xf32>
// CHECK-NEXT:    scf.forall.in_parallel {
// CHECK-NEXT:      tensor.parallel_insert_slice %s into %[[O]][%[[L]], 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:       %r2 = scf.forall (%{{.*}}) in (4) shared_outs(%{{.*}} = %x) -> (tensor<16x4xf32>) {
// CHECK-NEXT:    scf.forall.in_parallel {
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// The implicit terminator exists in the IR (generic form shows it) with one block.
// GENERIC:      "scf.forall"(%c16) <{
// GENERIC-SAME:   staticLowerBound = array<i64: 0, 0>, staticUpperBound = array<i64: -9223372036854775808, 4>, staticStep = array<i64: 1, 1>
// GENERIC-SAME:   mapping = [#gpu.thread<x>, #gpu.thread<y>]
// GENERIC:        "scf.forall.in_parallel"() ({
// GENERIC-NEXT:   ^{{.*}}:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC:      "scf.forall"(%ub) <{staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, operandSegmentSizes = array<i32: 0, 1, 0, 0>}>

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).
// VERIFY:      {{^ *}}module {
// VERIFY-NEXT:   func.func @bounds(%arg0: tensor<16x4xf32>, %arg1: index) -> tensor<16x4xf32> {
// VERIFY-NEXT:     %c16 = arith.constant 16 : index
// VERIFY-NEXT:     %c0 = arith.constant 0 : index
// VERIFY-NEXT:     %c1 = arith.constant 1 : index
// VERIFY-NEXT:     scf.forall (%arg2, %arg3) in (%c16, 4) {
// VERIFY-NEXT:       "test.use"(%arg2, %arg3) : (index, index) -> ()
// VERIFY-NEXT:     } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// VERIFY-NEXT:     scf.forall (%arg2) = (0) to (%arg1) step (2) {
// VERIFY-NEXT:       "test.use"(%arg2) : (index) -> ()
// VERIFY-NEXT:     }
// VERIFY-NEXT:     scf.forall (%arg2) in (%arg1) {
// VERIFY-NEXT:       "test.use"(%arg2) : (index) -> ()
// VERIFY-NEXT:     }
// VERIFY-NEXT:     %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<16x4xf32>) {
// VERIFY-NEXT:       %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [4, 4] [1, 1] : tensor<16x4xf32> to tensor<4x4xf32>
// VERIFY-NEXT:       scf.forall.in_parallel {
// VERIFY-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x4xf32>
// VERIFY-NEXT:       }
// VERIFY-NEXT:     }
// VERIFY-NEXT:     %1 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<16x4xf32>) {
// VERIFY-NEXT:       scf.forall.in_parallel {
// VERIFY-NEXT:       }
// VERIFY-NEXT:     }
// VERIFY-NEXT:     {{^ *}}return %0 : tensor<16x4xf32>
// VERIFY-NEXT:   }
// VERIFY-NEXT: }

// UNSUPPORTED: fast-tier
