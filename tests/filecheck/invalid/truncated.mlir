// Truncated input (the file ends inside a function): one line, no traceback.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}truncated.mlir:9:1: error: {{.+$}}
// CHECK-NOT: {{.}}
func.func @f() {
  %a = memref.alloc() : memref<16xf32>
