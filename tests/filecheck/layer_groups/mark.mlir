// RUN: xdsl-opt -p mark-layer-groups %s | filecheck %s

// The stem of a CNN: conv 3x3 + ReLU + pad + max-pool 3x3/2 over 64 rows.
// The live-bytes peak is the ReLU's output beside the pool's padded input:
// the pool is the root of the one group (its members have one use each).

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @stem(%w: tensor<2x2x3x3xf32>, %image: tensor<1x2x64x20xf32>) -> tensor<1x2x32x10xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %p = tensor.pad %image low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x2x64x20xf32> to tensor<1x2x66x22xf32>
  %e = tensor.empty() : tensor<1x2x64x20xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x64x20xf32>) -> tensor<1x2x64x20xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%p, %w : tensor<1x2x66x22xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x64x20xf32>) -> tensor<1x2x64x20xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x2x64x20xf32>) outs(%e : tensor<1x2x64x20xf32>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x2x64x20xf32>
  %pp = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %lowest : f32
  } : tensor<1x2x64x20xf32> to tensor<1x2x66x22xf32>
  %pe = tensor.empty() : tensor<1x2x32x10xf32>
  %pf = linalg.fill ins(%lowest : f32) outs(%pe : tensor<1x2x32x10xf32>) -> tensor<1x2x32x10xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%pp, %window : tensor<1x2x66x22xf32>, tensor<3x3xf32>) outs(%pf : tensor<1x2x32x10xf32>) -> tensor<1x2x32x10xf32>
  func.return %pool : tensor<1x2x32x10xf32>
}

// CHECK-LABEL: func.func @stem
// CHECK:         %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins
// CHECK:         %pool = linalg.pooling_nchw_max {{.*}}merge_alloc.layer_group = "g0", merge_alloc.layer_group_recompute = 2.500000e-01 : f64}
// CHECK-NOT:     merge_alloc.layer_group

// The ReLU's output is also returned: it has two uses, so it is computed
// whole, and the pool alone (with its pad) fuses no computation: no group.

func.func @returned(%w: tensor<2x2x3x3xf32>, %image: tensor<1x2x64x20xf32>) -> (tensor<1x2x32x10xf32>, tensor<1x2x64x20xf32>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x2x64x20xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%image : tensor<1x2x64x20xf32>) outs(%e : tensor<1x2x64x20xf32>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x2x64x20xf32>
  %pp = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %lowest : f32
  } : tensor<1x2x64x20xf32> to tensor<1x2x66x22xf32>
  %pe = tensor.empty() : tensor<1x2x32x10xf32>
  %pf = linalg.fill ins(%lowest : f32) outs(%pe : tensor<1x2x32x10xf32>) -> tensor<1x2x32x10xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%pp, %window : tensor<1x2x66x22xf32>, tensor<3x3xf32>) outs(%pf : tensor<1x2x32x10xf32>) -> tensor<1x2x32x10xf32>
  func.return %pool, %r : tensor<1x2x32x10xf32>, tensor<1x2x64x20xf32>
}

// CHECK-LABEL: func.func @returned
// CHECK-NOT:     merge_alloc.layer_group
