// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: filecheck %s --input-file=%t.generic.mlir --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=VERIFY %}

// The linalg ops without a body: linalg.softmax (buffers or tensors),
// linalg.pack/unpack (static and dynamic tiles, padding, outer permutation)
// and the Winograd transforms (the fmr case is an i32 property).

func.func @softmax(%m: memref<4x8xf32>, %o: memref<4x8xf32>, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  linalg.softmax dimension(1) ins(%m : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  %r = linalg.softmax {note} dimension(0) ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @relayout(%src: tensor<13x15xf32>, %dst: tensor<4x2x8x4xf32>, %pad: f32, %n: index, %dyn: tensor<16x8x?xf32>, %wide: tensor<16x64xf32>, %packed: tensor<2x8x8x8xf32>)
    -> (tensor<4x2x8x4xf32>, tensor<16x8x?xf32>, tensor<16x64xf32>) {
  %p = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dst : tensor<13x15xf32> -> tensor<4x2x8x4xf32>
  %q = linalg.pack %wide inner_dims_pos = [1] inner_tiles = [%n] into %dyn {note} : tensor<16x64xf32> -> tensor<16x8x?xf32>
  %u = linalg.unpack %packed inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %wide : tensor<2x8x8x8xf32> -> tensor<16x64xf32>
  return %p, %q, %u : tensor<4x2x8x4xf32>, tensor<16x8x?xf32>, tensor<16x64xf32>
}

func.func @winograd(%f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>, %i: tensor<2x6x6x5xf32>, %io: tensor<6x6x1x1x2x5xf32>,
                    %v: tensor<4x4x1x1x2x2xf32>, %o: tensor<2x2x2x2xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x1x1x2x5xf32>, tensor<2x2x2x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x6x6x5xf32>) outs(%io : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  %2 = linalg.winograd_output_transform {note} fmr(F_2_3) ins(%v : tensor<4x4x1x1x2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return %0, %1, %2 : tensor<6x6x5x2xf32>, tensor<6x6x1x1x2x5xf32>, tensor<2x2x2x2xf32>
}

// CHECK-LABEL: func.func @softmax
// CHECK-NEXT:  linalg.softmax dimension(1) ins(%m : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
// CHECK-NEXT:  %r = linalg.softmax {note} dimension(0) ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC:     "linalg.softmax"(%m, %o) <{dimension = 1 : i64}> : (memref<4x8xf32>, memref<4x8xf32>) -> ()

// CHECK-LABEL: func.func @relayout
// CHECK-NEXT:  %p = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %dst : tensor<13x15xf32> -> tensor<4x2x8x4xf32>
// CHECK-NEXT:  %q = linalg.pack %wide inner_dims_pos = [1] inner_tiles = [%n] into %dyn {note} : tensor<16x64xf32> -> tensor<16x8x?xf32>
// CHECK-NEXT:  %u = linalg.unpack %packed inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %wide : tensor<2x8x8x8xf32> -> tensor<16x64xf32>
// GENERIC:     "linalg.pack"(%wide, %dyn, %n) <{inner_dims_pos = array<i64: 1>, static_inner_tiles = array<i64: -9223372036854775808>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> {note}

// CHECK-LABEL: func.func @winograd
// CHECK-NEXT:  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK-NEXT:  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x6x6x5xf32>) outs(%io : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
// CHECK-NEXT:  %2 = linalg.winograd_output_transform {note} fmr(F_2_3) ins(%v : tensor<4x4x1x1x2x2xf32>) outs(%o : tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
// GENERIC:     "linalg.winograd_output_transform"(%v, %o) <{fmr = 0 : i32}> {note}

// VERIFY: func.func @softmax
// VERIFY: func.func @relayout
// VERIFY: func.func @winograd

// UNSUPPORTED: fast-tier
