// A malformed `merge_alloc.dim_bounds` (not one entry per dimension) is an
// error: the module is left unchanged and nothing is printed.
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s
// CHECK: {{.*}}dim_bounds_attribute.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'memref.alloc' op %a 'merge_alloc.dim_bounds' of argument #0 of @f has 1 entries for a type of rank 2 (memref<?x?xf32>)
// CHECK-NOT: builtin.module
func.func @f(%x: memref<?x?xf32> {merge_alloc.dim_bounds = array<i64: 4>}) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %a = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}
