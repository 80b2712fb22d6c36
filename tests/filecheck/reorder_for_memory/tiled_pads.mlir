// RUN: xdsl-opt -p reorder-for-memory %s | filecheck %s --check-prefix=COPY
// RUN: xdsl-opt -p 'reorder-for-memory{tiled-pad-readers="linalg.conv_2d_nchw_fchw"}' %s | filecheck %s --check-prefix=VIEW

// U-Net's last decoder stage after distribute-concat: a convolution over the
// skip connection and one over the upsampled tensor accumulate into one
// output. Counted as copies, the pads make the program order's peak the
// upsampling's: the pass computes it before the skip's convolution. When a
// transform script will tile each convolution with its pad fused into the
// loop (`tiled-pad-readers`), a pad holds no bytes and keeps its source alive
// instead: the skip's convolution runs first, so the skip dies before the
// upsampled tensor is made (`merge_alloc.compile`'s pad-rows+order variant:
// unet_tiny 104,832 -> 88,832 B). The transposed convolution writing in place
// over its bias broadcast (`%up` over `%bias_up`) is counted once.
func.func @decoder(%a: tensor<1x8x16x16xf32>, %w: tensor<8x8x3x3xf32>, %w1: tensor<8x4x1x1xf32>, %bias: tensor<8xf32>) -> tensor<1x8x16x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<1x8x16x16xf32>
  %skip = linalg.add ins(%a, %a : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%e0 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %a4 = tensor.extract_slice %a[0, 0, 0, 0] [1, 4, 16, 16] [1, 1, 1, 1] : tensor<1x8x16x16xf32> to tensor<1x4x16x16xf32>
  %e1 = tensor.empty() : tensor<1x4x16x16xf32>
  %x = linalg.mul ins(%a4, %a4 : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%e1 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %e2 = tensor.empty() : tensor<1x8x16x16xf32>
  %bias_up = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%e2 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]
  %up = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x4x16x16xf32>, tensor<8x4x1x1xf32>) outs(%bias_up : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %pad_up = tensor.pad %up low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
  %pad_skip = tensor.pad %skip low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
  %e3 = tensor.empty() : tensor<1x8x16x16xf32>
  %acc = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%e3 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]
  %on_skip = linalg.conv_2d_nchw_fchw ins(%pad_skip, %w : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%acc : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %on_up = linalg.conv_2d_nchw_fchw ins(%pad_up, %w : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%on_skip : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  func.return %on_up : tensor<1x8x16x16xf32>
}

// COPY-LABEL: func.func @decoder
// COPY:         %up = linalg.conv_2d_nchw_fchw
// COPY:         %on_skip = linalg.conv_2d_nchw_fchw

// VIEW-LABEL: func.func @decoder
// VIEW:         %skip = linalg.add
// VIEW:         %on_skip = linalg.conv_2d_nchw_fchw
// VIEW:         %x = linalg.mul
// VIEW:         %up = linalg.conv_2d_nchw_fchw
// VIEW:         %on_up = linalg.conv_2d_nchw_fchw
