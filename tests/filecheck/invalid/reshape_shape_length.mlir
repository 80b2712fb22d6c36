// memref.reshape to a rank-2 memref with a shape buffer of length 1: one
// located error line at the op, as mlir-opt 22 reports it
// (dialects/memref.py verifies MLIR's rules).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}reshape_shape_length.mlir:13:3: error: 'memref.reshape' op %0 length of shape operand differs from the result's memref rank{{$}}
// CHECK-NOT: {{.}}
// UPSTREAM: reshape_shape_length.mlir:13:8: error: 'memref.reshape' op length of shape operand differs from the result's memref rank
func.func @reshape(%m: memref<4xf32>, %s: memref<1xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<2x2xf32>
  return
}

// UNSUPPORTED: fast-tier
