// memref.dma_start with two indices for a rank-1 tag: its single operand
// list (MLIR's) no longer splits into the memrefs' indices and an optional
// pair of stride operands. One located error line at the op, as mlir-opt 22
// reports it (dialects/memref.py verifies MLIR's rules).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}dma_start_operands.mlir:14:3: error: 'memref.dma_start' op incorrect number of operands{{$}}
// CHECK-NOT: {{.}}
// UPSTREAM: dma_start_operands.mlir:14:3: error: 'memref.dma_start' op incorrect number of operands
func.func @dma(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %t[%i, %i] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}

// UNSUPPORTED: fast-tier
