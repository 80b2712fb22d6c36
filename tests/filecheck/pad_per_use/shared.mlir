// RUN: xdsl-opt -p pad-per-use %s | filecheck %s
// RUN: %if mlir-opt %{ xdsl-opt -p pad-per-use %s | %mlir_verify | filecheck %s --check-prefix=UPSTREAM %}

// One pad read by two depthwise convolutions (a DARTS state read by two
// separable convolutions): each gets its own pad, right before it.
func.func @two_windows(%x: tensor<1x2x4x4xf32>, %k1: tensor<2x3x3xf32>, %k2: tensor<2x3x3xf32>, %o: tensor<1x2x4x4xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %a = linalg.depthwise_conv_2d_nchw_chw ins(%p, %k1 : tensor<1x2x6x6xf32>, tensor<2x3x3xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %b = linalg.depthwise_conv_2d_nchw_chw ins(%p, %k2 : tensor<1x2x6x6xf32>, tensor<2x3x3xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  func.return %a, %b : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// CHECK-LABEL: func.func @two_windows
// CHECK:         %[[P1:.*]] = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         %a = linalg.depthwise_conv_2d_nchw_chw ins(%[[P1]], %k1
// CHECK-NEXT:    %[[P2:.*]] = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         %b = linalg.depthwise_conv_2d_nchw_chw ins(%[[P2]], %k2

// UPSTREAM-LABEL: func.func @two_windows
// UPSTREAM-COUNT-2: tensor.pad
// UPSTREAM-LABEL: func.func @other_reader

// A pad that something other than a windowed op reads (here it is
// returned) stays one.
func.func @other_reader(%x: tensor<1x2x4x4xf32>, %k1: tensor<2x3x3xf32>, %o: tensor<1x2x4x4xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %a = linalg.depthwise_conv_2d_nchw_chw ins(%p, %k1 : tensor<1x2x6x6xf32>, tensor<2x3x3xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  func.return %a, %p : tensor<1x2x4x4xf32>, tensor<1x2x6x6xf32>
}

// CHECK-LABEL: func.func @other_reader
// CHECK-COUNT-1: tensor.pad
// CHECK-NOT:     tensor.pad
