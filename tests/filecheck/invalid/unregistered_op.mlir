// An unregistered op without --allow-unregistered-dialect.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// CHECK: unregistered_op.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}test.source
// CHECK-NOT: Traceback
func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  return
}
