// RUN: xdsl-opt -p direct-transposed-conv %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// ConvTranspose2d(4, 2, kernel 2, stride 2) as torch-mlir lowers it: the
// input written every 2nd element into a zero fill padded by 1, then a
// stride-1 convolution with the flipped kernel.
func.func @upsample(%x: tensor<1x4x3x3xf32>, %k: tensor<2x4x2x2xf32>, %bias: tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x7x7xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  %ins = tensor.insert_slice %x into %z[0, 0, 1, 1] [1, 4, 3, 3] [1, 1, 2, 2] : tensor<1x4x3x3xf32> into tensor<1x4x7x7xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%ins, %k : tensor<1x4x7x7xf32>, tensor<2x4x2x2xf32>) outs(%bias : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}

// CHECK-LABEL: func.func @upsample
// CHECK-NOT:     tensor.insert_slice
// CHECK-NOT:     linalg.fill
// CHECK:         %[[SPLIT:.*]] = tensor.expand_shape %bias {{.*}} output_shape [1, 2, 3, 2, 3, 2] : tensor<1x2x6x6xf32> into tensor<1x2x3x2x3x2xf32>
// CHECK-NEXT:    %[[DIRECT:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d6, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d6, ((d3 * -1) + 1), ((d5 * -1) + 1))>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%x, %k : tensor<1x4x3x3xf32>, tensor<2x4x2x2xf32>) outs(%[[SPLIT]] : tensor<1x2x3x2x3x2xf32>)
// CHECK:           arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK:         %[[Y:.*]] = tensor.collapse_shape %[[DIRECT]] {{.*}} : tensor<1x2x3x2x3x2xf32> into tensor<1x2x6x6xf32>
// CHECK-NEXT:    func.return %[[Y]]

// UPSTREAM: affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d6, -d3 + 1, -d5 + 1)>
// UPSTREAM-LABEL: func.func @upsample
// UPSTREAM:         tensor.expand_shape %arg2 {{\[}}[0], [1], [2, 3], [4, 5]] output_shape [1, 2, 3, 2, 3, 2]
// UPSTREAM-NEXT:    linalg.generic
// UPSTREAM:         tensor.collapse_shape

// Left alone: a kernel larger than the stride (3 > 2) needs several taps
// per output element.
func.func @overlapping(%x: tensor<1x4x3x3xf32>, %k: tensor<2x4x3x3xf32>, %bias: tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x9x9xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x9x9xf32>) -> tensor<1x4x9x9xf32>
  %ins = tensor.insert_slice %x into %z[0, 0, 2, 2] [1, 4, 3, 3] [1, 1, 2, 2] : tensor<1x4x3x3xf32> into tensor<1x4x9x9xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%ins, %k : tensor<1x4x9x9xf32>, tensor<2x4x3x3xf32>) outs(%bias : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  func.return %y : tensor<1x2x7x7xf32>
}

// CHECK-LABEL: func.func @overlapping
// CHECK:         tensor.insert_slice
// CHECK:         linalg.conv_2d_nchw_fchw

// UNSUPPORTED: fast-tier
