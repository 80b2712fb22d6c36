// memref.copy between unranked memrefs of different element types: one
// located error line at the op, as mlir-opt 22 reports it
// (dialects/memref.py verifies MLIR's SameOperandsElementType).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}copy_unranked_element.mlir:13:3: error: 'memref.copy' op requires the same element type for all operands{{$}}
// CHECK-NOT: {{.}}
// UPSTREAM: copy_unranked_element.mlir:13:3: error: 'memref.copy' op requires the same element type for all operands
func.func @copy(%u: memref<*xf32>, %v: memref<*xf64>) {
  memref.copy %u, %v : memref<*xf32> to memref<*xf64>
  return
}

// UNSUPPORTED: fast-tier
