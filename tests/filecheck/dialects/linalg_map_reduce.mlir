// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.generic.mlir | filecheck %s
// RUN: filecheck %s --input-file=%t.generic.mlir --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=VERIFY %}

// linalg.map (missing in xDSL 0.74), linalg.reduce (short form, several
// inputs), linalg.transpose and linalg.broadcast with MLIR 22's syntax:
// `{ op }` short forms, region forms with the block arguments after the
// operands, trailing attribute dictionaries, linalg.index inside linalg.map
// (also in the generic form with --allow-unregistered-dialect).

func.func @map(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>, %i: memref<4x8xi32>, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>) {note}
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
    (%in: f32, %init: f32) {
      %j = linalg.index 1 : index
      %k = arith.index_cast %j : index to i32
      %f = arith.sitofp %k : i32 to f32
      %s = arith.addf %in, %f : f32
      linalg.yield %s : f32
    }
  %r = linalg.map outs(%t : tensor<4x8xf32>) (%init: f32) {
    %z = arith.constant 0.0 : f32
    linalg.yield %z : f32
  }
  return %r : tensor<4x8xf32>
}

func.func @reduce(%a: memref<4x8xf32>, %r: memref<4xf32>, %c: memref<8xf32>, %t: tensor<4x8xf32>, %ti: tensor<4x8xi32>, %s: tensor<f32>, %si: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<8xf32>) dimensions = [0] {note}
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  %x:2 = linalg.reduce ins(%t, %ti : tensor<4x8xf32>, tensor<4x8xi32>) outs(%s, %si : tensor<f32>, tensor<i32>) dimensions = [0, 1]
    (%u: f32, %v: i32, %su: f32, %sv: i32) {
      %p = arith.addf %u, %su : f32
      %q = arith.addi %v, %sv : i32
      linalg.yield %p, %q : f32, i32
    }
  return %x#0, %x#1 : tensor<f32>, tensor<i32>
}

func.func @transpose_broadcast(%a: memref<4x8xf32>, %at: memref<8x4xf32>, %v: memref<4xf32>, %t: tensor<2x4x8xf32>, %tt: tensor<8x2x4xf32>) -> tensor<8x2x4xf32> {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%at : memref<8x4xf32>) permutation = [1, 0] {note}
  linalg.broadcast ins(%v : memref<4xf32>) outs(%a : memref<4x8xf32>) dimensions = [1] {note}
  %r = linalg.transpose ins(%t : tensor<2x4x8xf32>) outs(%tt : tensor<8x2x4xf32>) permutation = [2, 0, 1]
  return %r : tensor<8x2x4xf32>
}

// CHECK-LABEL: func.func @map
// CHECK-NEXT:  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
// CHECK-NEXT:  linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>) {note}
// CHECK-NEXT:  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) (%[[IN:.*]]: f32, %{{.*}}: f32) {
// CHECK-NEXT:    %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:    %[[K:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %[[K]] : i32 to f32
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[IN]], %[[F]] : f32
// CHECK-NEXT:    linalg.yield %[[S]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %r = linalg.map outs(%t : tensor<4x8xf32>) (%{{.*}}: f32) {
// CHECK-NEXT:    %z = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    linalg.yield %z : f32
// CHECK-NEXT:  }

// The body of a map takes the init too; the short form applies to the inputs.
// GENERIC:      "linalg.map"(%a, %b, %c) ({
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT:   %[[SUM:.*]] = "arith.addf"(%[[X]], %[[Y]])
// GENERIC-NEXT:   "linalg.yield"(%[[SUM]]) : (f32) -> ()

// CHECK-LABEL: func.func @reduce
// CHECK-NEXT:  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
// CHECK-NEXT:  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<8xf32>) dimensions = [0] {note} (%in: f32, %init: f32) {
// CHECK-NEXT:    %m = arith.maximumf %in, %init : f32
// CHECK-NEXT:    linalg.yield %m : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %x, %x_1 = linalg.reduce ins(%t, %ti : tensor<4x8xf32>, tensor<4x8xi32>) outs(%s, %si : tensor<f32>, tensor<i32>) dimensions = [0, 1] (%u: f32, %v: i32, %su: f32, %sv: i32) {

// The short form of a reduce applies the op to (init, input).
// GENERIC:      "linalg.reduce"(%a, %r) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%[[E:.*]]: f32, %[[ACC:.*]]: f32):
// GENERIC-NEXT:   %[[R:.*]] = "arith.addf"(%[[ACC]], %[[E]])
// GENERIC-NEXT:   "linalg.yield"(%[[R]]) : (f32) -> ()

// CHECK-LABEL: func.func @transpose_broadcast
// CHECK-NEXT:  linalg.transpose ins(%a : memref<4x8xf32>) outs(%at : memref<8x4xf32>) permutation = [1, 0] {note}
// CHECK-NEXT:  linalg.broadcast ins(%v : memref<4xf32>) outs(%a : memref<4x8xf32>) dimensions = [1] {note}
// CHECK-NEXT:  %r = linalg.transpose ins(%t : tensor<2x4x8xf32>) outs(%tt : tensor<8x2x4xf32>) permutation = [2, 0, 1]

// VERIFY: func.func @map
// VERIFY: func.func @reduce
// VERIFY: func.func @transpose_broadcast

// UNSUPPORTED: fast-tier
