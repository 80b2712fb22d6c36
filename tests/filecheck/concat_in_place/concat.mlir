// RUN: xdsl-opt -p concat-in-place %s | filecheck %s

// Two producers with outs chains from tensor.empty (a fill then a conv; a
// generic), concatenated with a function argument: each producer writes into
// its slice of one destination, created before the first producer's chain,
// in the producers' order (the second concat input first); the argument is
// inserted (a copy) where the concatenation was.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @producers(%a: tensor<1x4x8x8xf32>, %w: tensor<4x4x1x1xf32>) -> tensor<1x12x8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x4x8x8xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %r1 = linalg.conv_2d_nchw_fchw ins(%a, %w : tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32>) outs(%f1 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %e2 = tensor.empty() : tensor<1x4x8x8xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x4x8x8xf32>) outs(%e2 : tensor<1x4x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<1x4x8x8xf32>
  %c = tensor.concat dim(1) %r2, %a, %r1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x12x8x8xf32>
  func.return %c : tensor<1x12x8x8xf32>
}

// CHECK-LABEL: func.func @producers
// CHECK:         %[[D:.*]] = tensor.empty() : tensor<1x12x8x8xf32>
// CHECK-NEXT:    %[[S1:.*]] = tensor.extract_slice %[[D]][0, 8, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1]
// CHECK-NEXT:    %f1 = linalg.fill ins(%z : f32) outs(%[[S1]] : tensor<1x4x8x8xf32>)
// CHECK-NEXT:    %r1 = linalg.conv_2d_nchw_fchw
// CHECK-NEXT:    %[[I1:.*]] = tensor.insert_slice %r1 into %[[D]][0, 8, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1]
// CHECK-NEXT:    %[[S2:.*]] = tensor.extract_slice %[[I1]][0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1]
// CHECK-NEXT:    %r2 = linalg.generic {{.*}} ins(%a : tensor<1x4x8x8xf32>) outs(%[[S2]] : tensor<1x4x8x8xf32>)
// CHECK:         %[[I2:.*]] = tensor.insert_slice %r2 into %[[I1]][0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1]
// CHECK-NEXT:    %[[I3:.*]] = tensor.insert_slice %a into %[[I2]][0, 4, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1]
// CHECK-NEXT:    func.return %[[I3]] : tensor<1x12x8x8xf32>
// CHECK-NOT:     tensor.concat

// An input read after the concatenation stays a copy (its buffer is not
// the result's slice); with no input in place the concatenation is left as
// it is.
func.func @read_after(%a: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>) {
  %e = tensor.empty() : tensor<2x4xf32>
  %b = linalg.copy ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %c = tensor.concat dim(0) %b, %a : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %d = linalg.copy ins(%b : tensor<2x4xf32>) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %c, %d : tensor<4x4xf32>, tensor<2x4xf32>
}

// CHECK-LABEL: func.func @read_after
// CHECK:         %c = tensor.concat dim(0) %b, %a
// CHECK-NOT:     tensor.extract_slice

// A producer whose outs is shared (not a single-use chain from a
// tensor.empty) stays a copy too.
func.func @shared_outs(%a: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>) {
  %e = tensor.empty() : tensor<2x4xf32>
  %b = linalg.copy ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %d = linalg.copy ins(%b : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %c = tensor.concat dim(0) %b, %d : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  func.return %c, %d : tensor<4x4xf32>, tensor<2x4xf32>
}

// CHECK-LABEL: func.func @shared_outs
// CHECK:         %c = tensor.concat dim(0) %b, %d
