// Malformed IR: one MLIR-style line at the offending token, no traceback.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}parse_error.mlir:9:1: error: Expected '>' after builtin parameter list{{$}}
// CHECK-NOT: {{.}}
func.func @f() {
  %a = memref.alloc() : memref<16xf32
}
