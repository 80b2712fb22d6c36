// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: filecheck %s --input-file=%t.generic.mlir --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=VERIFY %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=VERIFY %}

// Named ops whose indexing maps are an attribute (MLIR 22 TableGen ops):
// `indexing_maps = [...]` printed only when not the default (always for
// linalg.contract), `kind=` for linalg.elementwise, the cast attribute.

func.func @matmuls(%a: memref<4x8xf32>, %b: memref<8x3xf32>, %c: memref<4x3xf32>,
                   %ai: memref<4x8xi8>, %bt: memref<3x8xi8>, %ci: memref<4x3xi32>,
                   %ta: tensor<2x4x8xf16>, %tb: tensor<2x8x3xf16>, %tc: tensor<2x4x3xf32>, %tr: tensor<4x3xf32>)
                   -> (tensor<2x4x3xf32>, tensor<4x3xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x3xf32>) outs(%c : memref<4x3xf32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%ai, %bt : memref<4x8xi8>, memref<3x8xi8>) outs(%ci : memref<4x3xi32>) {cast = #linalg.type_fn<cast_unsigned>}
  %r = linalg.batch_matmul ins(%ta, %tb : tensor<2x4x8xf16>, tensor<2x8x3xf16>) outs(%tc : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %s = linalg.batch_reduce_matmul ins(%ta, %tb : tensor<2x4x8xf16>, tensor<2x8x3xf16>) outs(%tr : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r, %s : tensor<2x4x3xf32>, tensor<4x3xf32>
}

// CHECK-LABEL: func.func @matmuls
// CHECK-NEXT:  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x3xf32>) outs(%c : memref<4x3xf32>)
// CHECK-NEXT:  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bt : memref<4x8xi8>, memref<3x8xi8>) outs(%ci : memref<4x3xi32>)
// CHECK-NEXT:  %r = linalg.batch_matmul ins(%ta, %tb : tensor<2x4x8xf16>, tensor<2x8x3xf16>) outs(%tc : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
// CHECK-NEXT:  %s = linalg.batch_reduce_matmul ins(%ta, %tb : tensor<2x4x8xf16>, tensor<2x8x3xf16>) outs(%tr : tensor<4x3xf32>) -> tensor<4x3xf32>

// The default maps are stored, as MLIR's builders do.
// GENERIC:      "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// GENERIC-NEXT:   %[[M:.*]] = "arith.mulf"(%[[A]], %[[B]])
// GENERIC-NEXT:   %[[S:.*]] = "arith.addf"(%[[C]], %[[M]])
// GENERIC:      "linalg.matmul"(%ai, %bt, %ci) <{cast = #linalg.type_fn<cast_unsigned>,
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %[[Y:.*]]: i8, %{{.*}}: i32):
// GENERIC-NEXT:   "arith.extui"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT:   "arith.extui"(%[[Y]]) : (i8) -> i32
// GENERIC:      "linalg.batch_matmul"(%ta, %tb, %tc)
// GENERIC-NEXT: ^bb0(%[[P:.*]]: f16, %[[Q:.*]]: f16, %{{.*}}: f32):
// GENERIC-NEXT:   "arith.extf"(%[[P]]) : (f16) -> f32
// GENERIC-NEXT:   "arith.extf"(%[[Q]]) : (f16) -> f32

func.func @contract_and_elementwise(%a: memref<4x8xf32>, %v: memref<8xf32>, %o: memref<4xf32>, %row: memref<4xf32>,
                                    %x: memref<4x8xf32>, %p: memref<4x8xi1>) {
  linalg.contract indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>] ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%o : memref<4xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : memref<4x8xf32>) outs(%x : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%row, %a : memref<4xf32>, memref<4x8xf32>) outs(%x : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<select> {note} ins(%p, %a, %x : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%x : memref<4x8xf32>)
  return
}

// CHECK-LABEL: func.func @contract_and_elementwise
// CHECK-NEXT:  linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>] ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%o : memref<4xf32>)
// CHECK-NEXT:  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : memref<4x8xf32>) outs(%x : memref<4x8xf32>)
// CHECK-NEXT:  linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%row, %a : memref<4xf32>, memref<4x8xf32>) outs(%x : memref<4x8xf32>)
// CHECK-NEXT:  linalg.elementwise kind=#linalg.elementwise_kind<select> {note} ins(%p, %a, %x : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%x : memref<4x8xf32>)

// GENERIC:      "linalg.elementwise"(%p, %a, %x, %x) <{kind = #linalg.elementwise_kind<select>,
// GENERIC-NEXT: ^bb0(%[[COND:.*]]: i1, %[[T:.*]]: f32, %[[F:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT:   %[[SEL:.*]] = "arith.select"(%[[COND]], %[[T]], %[[F]])
// GENERIC-NEXT:   "linalg.yield"(%[[SEL]]) : (f32) -> ()
// GENERIC-NEXT: }) {note}

// VERIFY: func.func @matmuls
// VERIFY: func.func @contract_and_elementwise

// UNSUPPORTED: fast-tier
