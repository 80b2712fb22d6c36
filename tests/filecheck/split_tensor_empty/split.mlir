// RUN: xdsl-opt -p split-tensor-empty %s | filecheck %s

// One empty shared by two unrelated fills: each use gets its own, created
// right before the user; a single-use empty is left as it is.
func.func @shared(%x: f32, %y: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %single = tensor.empty() : tensor<2xf32>
  %a = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.fill ins(%y : f32) outs(%single : tensor<2xf32>) -> tensor<2xf32>
  %b = linalg.fill ins(%y : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.return %a, %b, %s : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @shared
// CHECK-NEXT:    %single = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:    %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %a = linalg.fill ins(%x : f32) outs(%[[E1]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %s = linalg.fill ins(%y : f32) outs(%single : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[E2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %b = linalg.fill ins(%y : f32) outs(%[[E2]] : tensor<4xf32>) -> tensor<4xf32>

// Dynamic sizes: the clone reuses the size operand.
func.func @dynamic(%n: index, %x: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %b = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  func.return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT:    %[[E1:.*]] = tensor.empty(%n) : tensor<?xf32>
// CHECK-NEXT:    %a = linalg.fill ins(%x : f32) outs(%[[E1]] : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    %[[E2:.*]] = tensor.empty(%n) : tensor<?xf32>
// CHECK-NEXT:    %b = linalg.fill ins(%x : f32) outs(%[[E2]] : tensor<?xf32>) -> tensor<?xf32>
