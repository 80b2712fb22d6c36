// RUN: xdsl-opt -p rematerialize-per-use %s | filecheck %s
// RUN: xdsl-opt -p rematerialize-per-use,split-tensor-empty %s | filecheck %s --check-prefix=SPLIT

// A zero fill shared by two matmuls: each gets its own fill right before it.
func.func @shared_fill(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  func.return %m1, %m2 : tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @shared_fill
// CHECK:         %e = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:    %[[F1:.*]] = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:    %m1 = linalg.matmul ins(%a, %b : {{.*}}) outs(%[[F1]] : tensor<4x4xf32>)
// CHECK-NEXT:    %[[F2:.*]] = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:    %m2 = linalg.matmul ins(%a, %b : {{.*}}) outs(%[[F2]] : tensor<4x4xf32>)

// SPLIT-LABEL: func.func @shared_fill
// SPLIT:         %[[E1:.*]] = tensor.empty() : tensor<4x4xf32>
// SPLIT-NEXT:    %[[F1:.*]] = linalg.fill ins(%zero : f32) outs(%[[E1]] : tensor<4x4xf32>)
// SPLIT-NEXT:    linalg.matmul {{.*}} outs(%[[F1]] : tensor<4x4xf32>)
// SPLIT-NEXT:    %[[E2:.*]] = tensor.empty() : tensor<4x4xf32>
// SPLIT-NEXT:    %[[F2:.*]] = linalg.fill ins(%zero : f32) outs(%[[E2]] : tensor<4x4xf32>)
// SPLIT-NEXT:    linalg.matmul {{.*}} outs(%[[F2]] : tensor<4x4xf32>)

// A transposed weight (a function argument) used twice: one transpose per
// use, so that elementwise fusion can fold each into its consumer.
func.func @weight_copy(%w: tensor<8x4xf32>, %x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%w : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) permutation = [0, 1]
  %o = tensor.empty() : tensor<4x4xf32>
  %m1 = linalg.matmul ins(%x, %t : tensor<4x8xf32>, tensor<8x4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%y, %t : tensor<4x8xf32>, tensor<8x4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  func.return %m1, %m2 : tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @weight_copy
// CHECK:         %[[T1:.*]] = linalg.transpose ins(%w : tensor<8x4xf32>)
// CHECK-NEXT:    %m1 = linalg.matmul ins(%x, %[[T1]] : {{.*}})
// CHECK-NEXT:    %[[T2:.*]] = linalg.transpose ins(%w : tensor<8x4xf32>)
// CHECK-NEXT:    %m2 = linalg.matmul ins(%y, %[[T2]] : {{.*}})

// A tensor constant broadcast (torch-mlir's `where(mask, 0, x)` with a
// dynamic length) shared by two selects: one broadcast per use, so that
// elementwise fusion folds each into its select.
#scalar = affine_map<(d0) -> ()>
#id = affine_map<(d0) -> (d0)>
func.func @constant_broadcast(%m: tensor<4xi1>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant dense<0.0> : tensor<f32>
  %e = tensor.empty() : tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#scalar, #id], iterator_types = ["parallel"]} ins(%zero : tensor<f32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%m, %b, %x : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%c: i1, %z: f32, %v: f32, %out: f32):
    %r = arith.select %c, %z, %v : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%m, %b, %y : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%c: i1, %z: f32, %v: f32, %out: f32):
    %r = arith.select %c, %z, %v : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %s1, %s2 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @constant_broadcast
// CHECK:         %[[B1:.*]] = linalg.generic {{.*}} ins(%zero : tensor<f32>)
// CHECK:         %s1 = linalg.generic {{.*}} ins(%m, %[[B1]], %x : {{.*}})
// CHECK:         %[[B2:.*]] = linalg.generic {{.*}} ins(%zero : tensor<f32>)
// CHECK:         %s2 = linalg.generic {{.*}} ins(%m, %[[B2]], %y : {{.*}})

// Left alone: a single use; an op reading a computed tensor (cloning it
// would keep its input alive longer); an output that is not a tensor.empty
// (a clone would read it).
func.func @left_alone(%x: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %single = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %computed = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %copy = linalg.copy ins(%computed : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %refill = linalg.fill ins(%s : f32) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  func.return %single, %copy, %copy, %refill : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-1: %single = linalg.fill
// CHECK-COUNT-1: %copy = linalg.copy
// CHECK-COUNT-1: %refill = linalg.fill
// CHECK-NOT:     linalg.fill
// CHECK:         func.return %single, %copy, %copy, %refill
