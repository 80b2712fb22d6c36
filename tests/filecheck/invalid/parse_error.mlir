// Malformed IR: one MLIR-style line, no traceback.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s

// CHECK: parse_error.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
// CHECK-NOT: Traceback
func.func @f() {
  %a = memref.alloc() : memref<16xf32
}
