// Truncated input (the file ends inside a function).
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// CHECK: truncated.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
// CHECK-NOT: Traceback
func.func @f() {
  %a = memref.alloc() : memref<16xf32>
