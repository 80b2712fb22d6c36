// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: filecheck %s --input-file=%t.generic.mlir --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=VERIFY %}

// OpDSL named ops of MLIR 22 that stock xDSL 0.74 lacks (or builds wrongly):
// MLIR's custom syntax, strides/dilations and cast attributes in front, tensor
// results, and the body MLIR materialises (checked in the generic form).

func.func @contractions(%m: memref<4x8xf32>, %v: memref<8xf32>, %w: memref<4xf32>, %u: memref<4xf32>, %r: memref<8xf32>,
                        %a: memref<16xi8>, %b: memref<16xi8>, %s: memref<i32>,
                        %bm: memref<2x4x8xf32>, %bv: memref<2x8xf32>, %bo: memref<2x4xf32>) {
  linalg.matvec ins(%m, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  linalg.vecmat ins(%u, %m : memref<4xf32>, memref<4x8xf32>) outs(%r : memref<8xf32>)
  linalg.dot ins(%a, %b : memref<16xi8>, memref<16xi8>) outs(%s : memref<i32>)
  linalg.batch_matvec ins(%bm, %bv : memref<2x4x8xf32>, memref<2x8xf32>) outs(%bo : memref<2x4xf32>)
  return
}

// CHECK-LABEL: func.func @contractions
// CHECK-NEXT:  linalg.matvec ins(%m, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
// CHECK-NEXT:  linalg.vecmat ins(%u, %m : memref<4xf32>, memref<4x8xf32>) outs(%r : memref<8xf32>)
// CHECK-NEXT:  linalg.dot ins(%a, %b : memref<16xi8>, memref<16xi8>) outs(%s : memref<i32>)
// CHECK-NEXT:  linalg.batch_matvec ins(%bm, %bv : memref<2x4x8xf32>, memref<2x8xf32>) outs(%bo : memref<2x4xf32>)

// The accumulator is the first operand of the addition, operands are
// sign-extended to the accumulator type.
// GENERIC:      "linalg.matvec"(%m, %v, %w) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %[[X:.*]]: f32, %[[ACC:.*]]: f32):
// GENERIC-NEXT:   %[[MUL:.*]] = "arith.mulf"(%[[A]], %[[X]])
// GENERIC-NEXT:   %[[ADD:.*]] = "arith.addf"(%[[ACC]], %[[MUL]])
// GENERIC-NEXT:   "linalg.yield"(%[[ADD]]) : (f32) -> ()
// GENERIC:      "linalg.dot"(%a, %b, %s)
// GENERIC-NEXT: ^bb0(%[[L:.*]]: i8, %[[R:.*]]: i8, %[[S:.*]]: i32):
// GENERIC-NEXT:   %[[LX:.*]] = "arith.extsi"(%[[L]]) : (i8) -> i32
// GENERIC-NEXT:   %[[RX:.*]] = "arith.extsi"(%[[R]]) : (i8) -> i32
// GENERIC-NEXT:   %[[P:.*]] = "arith.muli"(%[[LX]], %[[RX]])
// GENERIC-NEXT:   %[[T:.*]] = "arith.addi"(%[[S]], %[[P]])
// GENERIC-NEXT:   "linalg.yield"(%[[T]]) : (i32) -> ()

func.func @convolutions(%i: memref<1x9x9x3xf32>, %k: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>,
                        %ti: tensor<1x8x8x3xi8>, %tk: tensor<3x3x3x4xi8>, %to: tensor<1x6x6x4xi32>, %zp: i32,
                        %di: memref<1x8x8x3xf32>, %dk: memref<3x3x3xf32>, %do: memref<1x6x6x3xf32>)
                        -> tensor<1x6x6x4xi32> {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  %q = linalg.conv_2d_nhwc_hwcf_q ins(%ti, %tk, %zp, %zp : tensor<1x8x8x3xi8>, tensor<3x3x3x4xi8>, i32, i32) outs(%to : tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32>
  linalg.depthwise_conv_2d_nhwc_hwc ins(%di, %dk : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%do : memref<1x6x6x3xf32>) {strides = dense<1> : tensor<2xi64>}
  return %q : tensor<1x6x6x4xi32>
}

// CHECK-LABEL: func.func @convolutions
// CHECK-NEXT:  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
// CHECK-NEXT:  %q = linalg.conv_2d_nhwc_hwcf_q ins(%ti, %tk, %zp, %zp : tensor<1x8x8x3xi8>, tensor<3x3x3x4xi8>, i32, i32) outs(%to : tensor<1x6x6x4xi32>) -> tensor<1x6x6x4xi32>
// CHECK-NEXT:  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<1> : tensor<2xi64>} ins(%di, %dk : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%do : memref<1x6x6x3xf32>)
// CHECK-NEXT:  func.return %q : tensor<1x6x6x4xi32>

// GENERIC:      "linalg.conv_2d_nhwc_hwcf_q"(%ti, %tk, %zp, %zp, %to) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[I:.*]]: i8, %[[K:.*]]: i8, %[[IZ:.*]]: i32, %[[KZ:.*]]: i32, %[[O:.*]]: i32):
// GENERIC-NEXT:   %[[IX:.*]] = "arith.extsi"(%[[I]])
// GENERIC-NEXT:   %[[ID:.*]] = "arith.subi"(%[[IX]], %[[IZ]])
// GENERIC-NEXT:   %[[KX:.*]] = "arith.extsi"(%[[K]])
// GENERIC-NEXT:   %[[KD:.*]] = "arith.subi"(%[[KX]], %[[KZ]])
// GENERIC-NEXT:   %[[M:.*]] = "arith.muli"(%[[ID]], %[[KD]])
// GENERIC-NEXT:   %[[SUM:.*]] = "arith.addi"(%[[O]], %[[M]])
// GENERIC-NEXT:   "linalg.yield"(%[[SUM]]) : (i32) -> ()

func.func @poolings(%i: memref<1x8x8x3xf32>, %win: memref<2x2xf32>, %o: memref<1x4x4x3xf32>,
                    %i3: memref<1x4x4x4x2xi8>, %w3: memref<2x2x2xi8>, %o3: memref<1x3x3x3x2xi32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%i, %win : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%o : memref<1x4x4x3xf32>)
  linalg.pooling_ndhwc_sum ins(%i3, %w3 : memref<1x4x4x4x2xi8>, memref<2x2x2xi8>) outs(%o3 : memref<1x3x3x3x2xi32>)
  return
}

// CHECK-LABEL: func.func @poolings
// CHECK-NEXT:  linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%i, %win : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%o : memref<1x4x4x3xf32>)
// CHECK-NEXT:  linalg.pooling_ndhwc_sum ins(%i3, %w3 : memref<1x4x4x4x2xi8>, memref<2x2x2xi8>) outs(%o3 : memref<1x3x3x3x2xi32>)

// The maximum is taken against the accumulator, not the window operand.
// GENERIC:      "linalg.pooling_nhwc_max"(%i, %win, %o)
// GENERIC-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32, %[[OUT:.*]]: f32):
// GENERIC-NEXT:   %[[MAX:.*]] = "arith.maximumf"(%[[OUT]], %[[IN]])
// GENERIC-NEXT:   "linalg.yield"(%[[MAX]]) : (f32) -> ()

func.func @elementwise(%x: memref<4x8xf32>, %y: memref<4x8xf32>, %i: memref<4x8xi32>, %b: memref<4x8xi8>,
                       %t: tensor<4x8xf32>, %lo: f64, %hi: f64, %seed: i32) -> tensor<4x8xf32> {
  linalg.exp ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  linalg.reciprocal ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  linalg.div_unsigned ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%b : memref<4x8xi8>) outs(%x : memref<4x8xf32>)
  linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%x : memref<4x8xf32>)
  %r = linalg.tanh ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @elementwise
// CHECK-NEXT:  linalg.exp ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
// CHECK-NEXT:  linalg.reciprocal ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
// CHECK-NEXT:  linalg.div_unsigned ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
// CHECK-NEXT:  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%b : memref<4x8xi8>) outs(%x : memref<4x8xf32>)
// CHECK-NEXT:  linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%x : memref<4x8xf32>)
// CHECK-NEXT:  %r = linalg.tanh ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>

// GENERIC:      "linalg.reciprocal"(%x, %y)
// GENERIC-NEXT: ^bb0(%[[V:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT:   %[[ONE:.*]] = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:   %[[Q:.*]] = "arith.divf"(%[[ONE]], %[[V]])
// GENERIC:      "linalg.copy"(%b, %x) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[B:.*]]: i8, %{{.*}}: f32):
// GENERIC-NEXT:   %[[F:.*]] = "arith.uitofp"(%[[B]]) : (i8) -> f32
// GENERIC-NEXT:   "linalg.yield"(%[[F]]) : (f32) -> ()
// fill_rng_2d reads the loop indices: linalg.index outside linalg.generic.
// GENERIC:      "linalg.fill_rng_2d"(%lo, %hi, %seed, %x)
// GENERIC:        "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC:        "linalg.index"() <{dim = 0 : i64}> : () -> index

// VERIFY: func.func @contractions
// VERIFY: func.func @convolutions
// VERIFY: func.func @poolings
// VERIFY: func.func @elementwise

// UNSUPPORTED: fast-tier
