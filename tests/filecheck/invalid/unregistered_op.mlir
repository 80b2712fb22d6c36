// An unregistered op without --allow-unregistered-dialect: one line at the op
// name (xDSL reports the token after it), no traceback.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}unregistered_op.mlir:10:3: error: Operation test.source is not registered{{$}}
// CHECK-NOT: {{.}}
func.func @f() {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  return
}
