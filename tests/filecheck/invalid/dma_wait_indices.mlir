// memref.dma_wait with two indices for a rank-1 tag: one located error line
// at the op, as mlir-opt 22 reports it (dialects/memref.py).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}dma_wait_indices.mlir:12:3: error: 'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2{{$}}
// CHECK-NOT: {{.}}
// UPSTREAM: dma_wait_indices.mlir:12:3: error: 'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2
func.func @wait(%t: memref<1xi32>, %i: index) {
  memref.dma_wait %t[%i, %i], %i : memref<1xi32>
  return
}

// UNSUPPORTED: fast-tier
