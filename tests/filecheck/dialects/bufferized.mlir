// RUN: merge-alloc-opt --allow-unregistered-dialect %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}

// Verbatim output of mlir-opt 22 --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map" on a tiled linalg program.

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mlp(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>) -> memref<8x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x32xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32>, memref<16x32xf32>) outs(%alloc : memref<8x32xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<8x32xf32>) outs(%alloc_0 : memref<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    scf.forall (%arg2) in (2) {
      %subview = memref.subview %alloc_0[%arg2, 0] [4, 32] [1, 1] : memref<8x32xf32> to memref<4x32xf32, strided<[32, 1], offset: ?>>
      %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
      linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<4x32xf32>)
      linalg.add ins(%subview, %alloc_1 : memref<4x32xf32, strided<[32, 1], offset: ?>>, memref<4x32xf32>) outs(%subview : memref<4x32xf32, strided<[32, 1], offset: ?>>)
      %subview_2 = memref.subview %alloc_0[%arg2, 0] [4, 32] [1, 1] : memref<8x32xf32> to memref<4x32xf32, strided<[32, 1], offset: ?>>
      memref.copy %subview, %subview_2 : memref<4x32xf32, strided<[32, 1], offset: ?>> to memref<4x32xf32, strided<[32, 1], offset: ?>>
    }
    return %alloc_0 : memref<8x32xf32>
  }
}

// CHECK-LABEL: func.func @mlp
// CHECK:      linalg.fill ins(%cst : f32) outs(%alloc : memref<8x32xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32>, memref<16x32xf32>) outs(%alloc : memref<8x32xf32>)
// CHECK:      %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
// CHECK:      linalg.generic
// CHECK:      scf.forall (%arg2) in (2) {
// CHECK-NEXT:   %subview = memref.subview %[[OUT]][%arg2, 0] [4, 32] [1, 1]
// CHECK-NEXT:   %{{.*}} = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
// CHECK:        memref.copy %subview, %{{.*}} : memref<4x32xf32, strided<[32, 1], offset: ?>> to memref<4x32xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT: }

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).

// mlir-opt's printout of xDSL's output, line by line: upstream reads back
// exactly this program (its own value names, `module`, `return`).
// VERIFY:      {{^}}#map = affine_map<(d0, d1) -> (d0, d1)>
// VERIFY-NEXT: {{^ *}}module {
// VERIFY-NEXT:   func.func @mlp(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>) -> memref<8x32xf32> {
// VERIFY-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// VERIFY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
// VERIFY-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<8x32xf32>)
// VERIFY-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32>, memref<16x32xf32>) outs(%alloc : memref<8x32xf32>)
// VERIFY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
// VERIFY-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<8x32xf32>) outs(%alloc_0 : memref<8x32xf32>) {
// VERIFY-NEXT:     ^bb0(%in: f32, %out: f32):
// VERIFY-NEXT:       %0 = arith.maximumf %in, %cst : f32
// VERIFY-NEXT:       linalg.yield %0 : f32
// VERIFY-NEXT:     }
// VERIFY-NEXT:     scf.forall (%arg2) in (2) {
// VERIFY-NEXT:       %subview = memref.subview %alloc_0[%arg2, 0] [4, 32] [1, 1] : memref<8x32xf32> to memref<4x32xf32, strided<[32, 1], offset: ?>>
// VERIFY-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
// VERIFY-NEXT:       linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<4x32xf32>)
// VERIFY-NEXT:       linalg.add ins(%subview, %alloc_1 : memref<4x32xf32, strided<[32, 1], offset: ?>>, memref<4x32xf32>) outs(%subview : memref<4x32xf32, strided<[32, 1], offset: ?>>)
// VERIFY-NEXT:       %subview_2 = memref.subview %alloc_0[%arg2, 0] [4, 32] [1, 1] : memref<8x32xf32> to memref<4x32xf32, strided<[32, 1], offset: ?>>
// VERIFY-NEXT:       memref.copy %subview, %subview_2 : memref<4x32xf32, strided<[32, 1], offset: ?>> to memref<4x32xf32, strided<[32, 1], offset: ?>>
// VERIFY-NEXT:     }
// VERIFY-NEXT:     {{^ *}}return %alloc_0 : memref<8x32xf32>
// VERIFY-NEXT:   }
// VERIFY-NEXT: }

// UNSUPPORTED: fast-tier
