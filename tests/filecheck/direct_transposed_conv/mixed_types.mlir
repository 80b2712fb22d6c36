// RUN: xdsl-opt -p direct-transposed-conv %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// A transposed convolution of f16 operands accumulated in f32 (what a
// half-precision model with an f32 accumulator exports): the convolution
// extends each operand before multiplying, which the direct form does not
// model, so it is left as it is. The pass used to build the direct form on
// the output's element type for every operand and fail with `<unknown>:0:
// error: 'linalg.generic' op ... expected type of bb argument #0 (f32) to
// match ... (f16)`; `python -m merge_alloc.compile` runs it in every variant.
func.func @upsample_f16(%x: tensor<1x2x3x3xf16>, %k: tensor<4x2x2x2xf16>, %bias: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x2x7x7xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e : tensor<1x2x7x7xf16>) -> tensor<1x2x7x7xf16>
  %ins = tensor.insert_slice %x into %z[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf16> into tensor<1x2x7x7xf16>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%ins, %k : tensor<1x2x7x7xf16>, tensor<4x2x2x2xf16>) outs(%bias : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}

// CHECK-LABEL: func.func @upsample_f16
// CHECK:         tensor.insert_slice
// CHECK:         linalg.conv_2d_nchw_fchw
// CHECK-NOT:     linalg.generic

// The same convolution all in f16 is rewritten, with f16 arithmetic.
func.func @upsample_all_f16(%x: tensor<1x2x3x3xf16>, %k: tensor<4x2x2x2xf16>, %bias: tensor<1x4x6x6xf16>) -> tensor<1x4x6x6xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x2x7x7xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e : tensor<1x2x7x7xf16>) -> tensor<1x2x7x7xf16>
  %ins = tensor.insert_slice %x into %z[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf16> into tensor<1x2x7x7xf16>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%ins, %k : tensor<1x2x7x7xf16>, tensor<4x2x2x2xf16>) outs(%bias : tensor<1x4x6x6xf16>) -> tensor<1x4x6x6xf16>
  func.return %y : tensor<1x4x6x6xf16>
}

// CHECK-LABEL: func.func @upsample_all_f16
// CHECK-NOT:     linalg.conv_2d_nchw_fchw
// CHECK:         linalg.generic
// CHECK:           arith.mulf %{{.*}}, %{{.*}} : f16
// CHECK-NEXT:      arith.addf %{{.*}}, %{{.*}} : f16

// UPSTREAM-LABEL: func.func @upsample_f16
// UPSTREAM:         linalg.conv_2d_nchw_fchw
// UPSTREAM-LABEL: func.func @upsample_all_f16
// UPSTREAM:         linalg.generic

// UNSUPPORTED: fast-tier
