// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt %t.mlir | filecheck %s
// RUN: merge-alloc-opt --print-op-generic %s -o %t.generic.mlir
// RUN: merge-alloc-opt %t.generic.mlir | filecheck %s
// RUN: %if mlir-opt %{ %mlir_verify --mlir-print-op-generic %s | merge-alloc-opt | filecheck %s %}
// RUN: %if mlir-opt %{ %mlir_verify %s | merge-alloc-opt | filecheck %s %}
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.generic.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s --check-prefix=MERGE
// RUN: not xdsl-opt %s 2>&1 | filecheck %s --check-prefix=STOCK

// Ops and syntaxes MLIR 22 writes that stock xDSL 0.74 cannot read, as MLIR
// writes them: memref.transpose, func.constant, func.call_indirect (also as
// mlir-opt prints them inside a function: `constant`, `call_indirect`),
// memref.atomic_rmw, arith.index_castui, tensor.generate; and semi-affine
// maps. They read and print in `merge-alloc-opt` and in `xdsl-opt` runs whose
// pipeline names merge-alloc; stock `xdsl-opt` still rejects them.

func.func private @callee(i32) -> i32

func.func @ops(%m: memref<4x8xf32>, %a: memref<10xf32>, %b: memref<3x4xi32>, %v: f32, %w: i32, %i: index, %x: i32, %n: index) -> (memref<8x4xf32, strided<[1, 8]>>, i32, f32, i32, index, i32, tensor<?x4xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %g = constant @callee : (i32) -> i32
  %s = call_indirect %g(%r) : (i32) -> i32
  %old = memref.atomic_rmw maximumf %v, %a[%i] : (f32, memref<10xf32>) -> f32
  %oldi = memref.atomic_rmw xori %w, %b[%i, %i] {note} : (i32, memref<3x4xi32>) -> i32
  %c = arith.index_castui %x : i32 to index
  %back = arith.index_castui %c : index to i32
  %gen = tensor.generate %n {
  ^bb0(%k: index, %l: index):
    %e = arith.index_castui %k : index to i32
    %ef = arith.uitofp %e : i32 to f32
    tensor.yield %ef : f32
  } : tensor<?x4xf32>
  return %t, %s, %old, %oldi, %c, %back, %gen : memref<8x4xf32, strided<[1, 8]>>, i32, f32, i32, index, i32, tensor<?x4xf32>
}

// CHECK-LABEL: func.func @ops
// CHECK:       = memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// CHECK-NEXT:  %[[F:.*]] = func.constant @callee : (i32) -> i32
// CHECK-NEXT:  %[[R:.*]] = func.call_indirect %[[F]](%{{.*}}) : (i32) -> i32
// CHECK-NEXT:  %[[G:.*]] = func.constant @callee : (i32) -> i32
// CHECK-NEXT:  = func.call_indirect %[[G]](%[[R]]) : (i32) -> i32
// CHECK-NEXT:  = memref.atomic_rmw maximumf %{{.*}}, %{{.*}}[%{{.*}}] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:  = memref.atomic_rmw xori %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {note} : (i32, memref<3x4xi32>) -> i32
// CHECK-NEXT:  %[[C:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK-NEXT:  = arith.index_castui %[[C]] : index to i32
// CHECK-NEXT:  = tensor.generate %{{.*}} {
// CHECK-NEXT:  ^{{.*}}(%[[K:[a-z0-9_]+]]: index, %{{.*}}: index):
// CHECK-NEXT:    = arith.index_castui %[[K]] : index to i32
// CHECK-NEXT:    = arith.uitofp
// CHECK-NEXT:    tensor.yield %{{.*}} : f32
// CHECK-NEXT:  } : tensor<?x4xf32>

// UPSTREAM-LABEL: func.func @ops
// UPSTREAM:       memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// UPSTREAM-NEXT:  %[[F:.*]] = constant @callee : (i32) -> i32
// UPSTREAM-NEXT:  %[[R:.*]] = call_indirect %[[F]](%arg6) : (i32) -> i32
// UPSTREAM-NEXT:  %[[G:.*]] = constant @callee : (i32) -> i32
// UPSTREAM-NEXT:  call_indirect %[[G]](%[[R]]) : (i32) -> i32
// UPSTREAM-NEXT:  memref.atomic_rmw maximumf %arg3, %arg1[%arg5] : (f32, memref<10xf32>) -> f32
// UPSTREAM-NEXT:  memref.atomic_rmw xori %arg4, %arg2[%arg5, %arg5] {note} : (i32, memref<3x4xi32>) -> i32
// UPSTREAM-NEXT:  arith.index_castui %arg6 : i32 to index
// UPSTREAM-NEXT:  arith.index_castui %{{.*}} : index to i32
// UPSTREAM-NEXT:  tensor.generate %arg7 {
// UPSTREAM-NEXT:  ^bb0(%arg8: index, %arg9: index):
// UPSTREAM-NEXT:    arith.index_castui %arg8 : index to i32
// UPSTREAM-NEXT:    arith.uitofp
// UPSTREAM-NEXT:    tensor.yield %{{.*}} : f32
// UPSTREAM-NEXT:  } : tensor<?x4xf32>

func.func @semi_affine(%n: index, %s: index, %t: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%n)[%s]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 + s1) floordiv s0)>(%n)[%s, %t]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%n)[%s]
  %3 = affine.apply affine_map<(d0)[s0] -> (s0 * d0)>(%n)[%s]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @semi_affine
// CHECK:       affine_map<(d0)[s0] -> ((d0 ceildiv s0))>
// CHECK:       affine_map<(d0)[s0, s1] -> (((d0 + s1) floordiv s0))>
// CHECK:       affine_map<(d0)[s0] -> ((d0 mod s0))>
// CHECK:       affine_map<(d0)[s0] -> ((d0 * s0))>

// UPSTREAM-LABEL: func.func @semi_affine
// UPSTREAM:       affine.apply #{{.*}}(%arg0)[%arg1]
// UPSTREAM:       affine.apply #{{.*}}(%arg0)[%arg1, %arg2]
// UPSTREAM:       affine.apply #{{.*}}(%arg0)[%arg1]
// UPSTREAM:       affine.apply #{{.*}}(%arg0)[%arg1]

// MERGE:  memref.transpose
// MERGE:  func.call_indirect
// MERGE:  affine_map<(d0)[s0] -> ((d0 ceildiv s0))>

// STOCK: Operation memref.transpose is not registered

// UNSUPPORTED: fast-tier
