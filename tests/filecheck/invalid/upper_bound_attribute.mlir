// A malformed `merge_alloc.upper_bound` is an error on the alloc: the module
// is left unchanged and nothing is printed.
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s
// CHECK: {{.*}}upper_bound_attribute.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'memref.alloc' op %a 'merge_alloc.upper_bound' has 1 entries for 2 dynamic sizes
// CHECK-NOT: builtin.module
func.func @f(%n: index) {
  %a = memref.alloc(%n, %n) {merge_alloc.upper_bound = array<i64: 4>} : memref<?x?xf32>
  "test.use"(%a) : (memref<?x?xf32>) -> ()
  return
}
