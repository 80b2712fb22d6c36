// The shape operand of `tensor.reshape` as torch-mlir exports it with a
// dynamic length: one `tensor.from_elements` of the length (a scalar computed
// in the function) read by every layer's reshape. Each reshape gets its own
// right before it, so that its buffer is live only for that reshape
// (docs/dynamic-shapes.md, "The arena by length").
// RUN: xdsl-opt -p rematerialize-per-use %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-LABEL: func.func @shared_shape(
// CHECK:         %n = arith.index_cast %dim : index to i64
// CHECK-NEXT:    %e = tensor.empty
// CHECK-NEXT:    %[[S1:.*]] = tensor.from_elements %c1_i64, %c4, %n : tensor<3xi64>
// CHECK-NEXT:    %r1 = tensor.reshape %x(%[[S1]])
// CHECK-NEXT:    %b = linalg.exp
// CHECK-NEXT:    %[[S2:.*]] = tensor.from_elements %c1_i64, %c4, %n : tensor<3xi64>
// CHECK-NEXT:    %r2 = tensor.reshape %b(%[[S2]])
// CHECK-NOT:     tensor.from_elements
// CHECK:         func.return %r1, %r2
// UPSTREAM-LABEL: func.func @shared_shape(
func.func @shared_shape(%x: tensor<4x?xf32>) -> (tensor<1x4x?xf32>, tensor<1x4x?xf32>) {
  %c1 = arith.constant 1 : index
  %c1_i64 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %dim = tensor.dim %x, %c1 : tensor<4x?xf32>
  %n = arith.index_cast %dim : index to i64
  %shape = tensor.from_elements %c1_i64, %c4, %n : tensor<3xi64>
  %e = tensor.empty(%dim) : tensor<4x?xf32>
  %r1 = tensor.reshape %x(%shape) : (tensor<4x?xf32>, tensor<3xi64>) -> tensor<1x4x?xf32>
  %b = linalg.exp ins(%x : tensor<4x?xf32>) outs(%e : tensor<4x?xf32>) -> tensor<4x?xf32>
  %r2 = tensor.reshape %b(%shape) : (tensor<4x?xf32>, tensor<3xi64>) -> tensor<1x4x?xf32>
  func.return %r1, %r2 : tensor<1x4x?xf32>, tensor<1x4x?xf32>
}

// One use: left where it is.
// CHECK-LABEL: func.func @single_use(
// CHECK-COUNT-1: tensor.from_elements
// CHECK-NOT:     tensor.from_elements
// UPSTREAM-LABEL: func.func @single_use(
func.func @single_use(%x: tensor<8xf32>) -> tensor<2x4xf32> {
  %c2 = arith.constant 2 : i64
  %c4 = arith.constant 4 : i64
  %shape = tensor.from_elements %c2, %c4 : tensor<2xi64>
  %r = tensor.reshape %x(%shape) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return %r : tensor<2x4xf32>
}
