// bufferization.dealloc with fewer conditions than memrefs to free: one
// located error line at the op, as mlir-opt 22 reports it
// (dialects/bufferization.py verifies MLIR's rules).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s
// RUN: %if mlir-opt %{ not %mlir_verify %s 2>&1 | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}dealloc_conditions.mlir:15:3: error: 'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate{{$}}
// CHECK-NOT: {{.}}
// UPSTREAM: dealloc_conditions.mlir:15:3: error: 'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate
func.func @unconditioned(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c)
  return
}

// UNSUPPORTED: fast-tier
