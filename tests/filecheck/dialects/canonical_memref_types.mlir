// RUN: merge-alloc-opt %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: merge-alloc-opt --print-op-generic %s | merge-alloc-opt | filecheck %s
// RUN: xdsl-opt -p merge-alloc %s | filecheck %s --check-prefix=PASS
// RUN: %if mlir-opt %{ %mlir_verify %s | filecheck %s --check-prefix=UPSTREAM %}
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// docs/upstream.md entry 14: MLIR builds a memref type without an identity
// affine_map layout and without a memory space that is the integer 0, so a
// value allocated as `memref<256xf32, affine_map<(d0) -> (d0)>, 0>` is used
// as `memref<256xf32>` (MLIR's own test MemRef/ops.mlir, @dma_ops). merge-alloc
// reads memref types the same way (dialects/xdsl_patch.py), at
// any rank and for unranked memrefs; a strided layout, another memory space
// and a map with a symbol stay (MLIR keeps that map too, but prints it
// without the map). Without this, merge-alloc rejected @dma_ops: "operand is
// used with type memref<256xf32>, but has been previously used or defined
// with type memref<256xf32, affine_map<(d0) -> (d0)>, 0 : i64>".

// CHECK-LABEL: func.func @dma_ops(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<256xf32>
// CHECK-NEXT:    %[[AH:.*]] = memref.alloc() : memref<256xf32, 1 : i64>
// CHECK-NEXT:    %[[TAG:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:    memref.dma_start %[[A]][%{{.*}}], %[[AH]][%{{.*}}], %{{.*}}, %[[TAG]][%{{.*}}] : memref<256xf32>, memref<256xf32, 1 : i64>, memref<1xf32>
// CHECK-NEXT:    memref.dma_wait %[[A]][%{{.*}}], %{{.*}} : memref<256xf32>
// CHECK-NEXT:    memref.dma_wait %[[TAG]][%{{.*}}], %{{.*}} : memref<1xf32>
// CHECK-LABEL: func.func @kinds(
// CHECK-SAME:    %r0: memref<f32>, %r2: memref<4x?xf32>, %u: memref<*xf32>, %i: memref<4xf32>, %s: memref<4xf32, strided<[1]>>, %m: memref<4xf32, 2 : i64>, %sym: memref<4xf32, affine_map<(d0)[s0] -> (d0)>>, %us: memref<*xf32, 3 : i64>)

// PASS-LABEL: func.func @dma_ops(
// PASS:         memref.dma_wait %a[%{{.*}}], %{{.*}} : memref<256xf32>

// UPSTREAM-LABEL: func.func @dma_ops(
// UPSTREAM:         memref.alloc() : memref<256xf32>
// UPSTREAM:         memref.dma_wait %{{.*}}[%{{.*}}], %{{.*}} : memref<256xf32>
// UPSTREAM-LABEL: func.func @kinds(
// UPSTREAM-SAME:    memref<f32>, %{{.*}}: memref<4x?xf32>, %{{.*}}: memref<*xf32>, %{{.*}}: memref<4xf32>, %{{.*}}: memref<4xf32, strided<[1]>>, %{{.*}}: memref<4xf32, 2>

func.func @dma_ops(%n: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<256xf32, affine_map<(d0) -> (d0)>, 0>
  %ah = memref.alloc() : memref<256xf32, affine_map<(d0) -> (d0)>, 1>
  %tag = memref.alloc() : memref<1xf32>
  memref.dma_start %a[%c0], %ah[%c0], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xf32>
  memref.dma_wait %a[%c0], %n : memref<256xf32>
  memref.dma_wait %tag[%c0], %n : memref<1xf32>
  return
}

func.func @kinds(%r0: memref<f32, affine_map<() -> ()>>, %r2: memref<4x?xf32, affine_map<(d0, d1) -> (d0, d1)>, 0 : i32>, %u: memref<*xf32, 0>, %i: memref<4xf32, 0 : index>, %s: memref<4xf32, strided<[1]>>, %m: memref<4xf32, 2>, %sym: memref<4xf32, affine_map<(d0)[s0] -> (d0)>>, %us: memref<*xf32, 3>) {
  return
}

// UNSUPPORTED: fast-tier
