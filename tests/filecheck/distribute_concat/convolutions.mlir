// RUN: xdsl-opt -p distribute-concat %s | filecheck %s
// RUN: %if mlir-opt %{ xdsl-opt -p distribute-concat %s | %mlir_verify | filecheck %s --check-prefix=UPSTREAM %}

// A U-Net skip: the skip %s is produced first, the upsampled %u right before
// the concatenation, which is padded and convolved. The convolution becomes
// two, each over one piece with its slice of the filter's input channels:
// the skip's runs right after the skip is produced (its fill moved up with
// it), the other accumulates into it; no concatenation is left.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @skip(%x: tensor<1x2x4x4xf32>, %w: tensor<3x4x3x3xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<1x2x4x4xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4x4xf32>) outs(%es : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  %eu = tensor.empty() : tensor<1x2x4x4xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x4x4xf32>) outs(%eu : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %in : f32
    linalg.yield %a : f32
  } -> tensor<1x2x4x4xf32>
  %c = tensor.concat dim(1) %u, %s : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  %p = tensor.pad %c low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x4x4x4xf32> to tensor<1x4x6x6xf32>
  %eo = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x4x6x6xf32>, tensor<3x4x3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  func.return %r : tensor<1x3x4x4xf32>
}

// CHECK-LABEL: func.func @skip
// CHECK:         %s = linalg.generic
// CHECK:         %[[PS:.*]] = tensor.pad %s low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
// CHECK-NEXT:    %eo = tensor.empty() : tensor<1x3x4x4xf32>
// CHECK-NEXT:    %f = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x3x4x4xf32>)
// CHECK-NEXT:    %[[WS:.*]] = tensor.extract_slice %w[0, 2, 0, 0] [3, 2, 3, 3] [1, 1, 1, 1] : tensor<3x4x3x3xf32> to tensor<3x2x3x3xf32>
// CHECK-NEXT:    %[[R0:.*]] = linalg.conv_2d_nchw_fchw ins(%[[PS]], %[[WS]] : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x4x4xf32>)
// CHECK:         %u = linalg.generic
// CHECK:         %[[PU:.*]] = tensor.pad %u low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         %[[WU:.*]] = tensor.extract_slice %w[0, 0, 0, 0] [3, 2, 3, 3] [1, 1, 1, 1]
// CHECK-NEXT:    %[[R1:.*]] = linalg.conv_2d_nchw_fchw ins(%[[PU]], %[[WU]] : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%[[R0]] : tensor<1x3x4x4xf32>)
// CHECK-NEXT:    func.return %[[R1]] : tensor<1x3x4x4xf32>
// CHECK-NOT:     tensor.concat

// UPSTREAM-LABEL: func.func @skip
// UPSTREAM-COUNT-2: linalg.conv_2d_nchw_fchw
// UPSTREAM-NOT:  tensor.concat
// UPSTREAM-LABEL: func.func @relu_slice

// A DARTS cell's output: a ReLU of the concatenation read by two 1x1
// convolutions, one of them through a slice that drops the first row and
// column (the factorized reduction's shifted input). The ReLU and the slice
// are computed per piece; each convolution accumulates both pieces.
func.func @relu_slice(%a: tensor<1x2x4x4xf32>, %b: tensor<1x2x4x4xf32>, %w1: tensor<2x4x1x1xf32>, %w2: tensor<2x4x1x1xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = tensor.concat dim(1) %a, %b : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  %er = tensor.empty() : tensor<1x4x4x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x4x4x4xf32>) outs(%er : tensor<1x4x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x4x4x4xf32>
  %e1 = tensor.empty() : tensor<1x2x4x4xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r1 = linalg.conv_2d_nchw_fchw ins(%relu, %w1 : tensor<1x4x4x4xf32>, tensor<2x4x1x1xf32>) outs(%f1 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %sl = tensor.extract_slice %relu[0, 0, 1, 1] [1, 4, 3, 3] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x4x3x3xf32>
  %e2 = tensor.empty() : tensor<1x2x3x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %r2 = linalg.conv_2d_nchw_fchw ins(%sl, %w2 : tensor<1x4x3x3xf32>, tensor<2x4x1x1xf32>) outs(%f2 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  func.return %r1, %r2 : tensor<1x2x4x4xf32>, tensor<1x2x3x3xf32>
}

// CHECK-LABEL: func.func @relu_slice
// CHECK-NOT:     tensor.concat
// CHECK-DAG:     %[[RA:.*]] = linalg.generic {{.*}} ins(%a : tensor<1x2x4x4xf32>)
// CHECK-DAG:     %[[RB:.*]] = linalg.generic {{.*}} ins(%b : tensor<1x2x4x4xf32>)
// CHECK-DAG:     %[[SA:.*]] = tensor.extract_slice %[[RA]][0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 1, 1] : tensor<1x2x4x4xf32> to tensor<1x2x3x3xf32>
// CHECK-DAG:     %[[SB:.*]] = tensor.extract_slice %[[RB]][0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 1, 1] : tensor<1x2x4x4xf32> to tensor<1x2x3x3xf32>
// CHECK-DAG:     %[[C1A:.*]] = linalg.conv_2d_nchw_fchw ins(%[[RA]], %{{.*}} : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) outs(%f1
// CHECK-DAG:     %[[C1B:.*]] = linalg.conv_2d_nchw_fchw ins(%[[RB]], %{{.*}} : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) outs(%[[C1A]]
// CHECK-DAG:     %[[C2A:.*]] = linalg.conv_2d_nchw_fchw ins(%[[SA]], %{{.*}} : tensor<1x2x3x3xf32>, tensor<2x2x1x1xf32>) outs(%f2
// CHECK-DAG:     %[[C2B:.*]] = linalg.conv_2d_nchw_fchw ins(%[[SB]], %{{.*}} : tensor<1x2x3x3xf32>, tensor<2x2x1x1xf32>) outs(%[[C2A]]
// CHECK:         func.return %[[C1B]], %[[C2B]]

// A concatenation that something else reads too (here a pooling) is left
// as it is: building it anyway, the pieces would only add work.
func.func @other_reader(%a: tensor<1x2x4x4xf32>, %b: tensor<1x2x4x4xf32>, %w: tensor<2x4x1x1xf32>, %k: tensor<2x2xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x4x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = tensor.concat dim(1) %a, %b : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  %e1 = tensor.empty() : tensor<1x2x4x4xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%c, %w : tensor<1x4x4x4xf32>, tensor<2x4x1x1xf32>) outs(%f1 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x4x3x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %m = linalg.pooling_nchw_max ins(%c, %k : tensor<1x4x4x4xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  func.return %r, %m : tensor<1x2x4x4xf32>, tensor<1x4x3x3xf32>
}

// CHECK-LABEL: func.func @other_reader
// CHECK:         %c = tensor.concat dim(1) %a, %b
// CHECK:         linalg.conv_2d_nchw_fchw ins(%c, %w
