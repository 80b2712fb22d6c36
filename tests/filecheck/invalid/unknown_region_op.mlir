// B11: an unknown op with regions whose body uses a mergeable buffer cannot be
// ordered (it may run its region many times, or in parallel): an error at that
// op, and the module is left untouched (nothing is printed).
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}unknown_region_op.mlir:12:3: error: 'some.block' op %token expecting RegionBranchOpInterface for merge-alloc{{$}}
// CHECK-NOT: {{.}}
func.func @unknown_region_op() {
  %a = memref.alloc() : memref<16xf32>
  %token_0 = "some.other"() : () -> i1
  %token = "some.block"() ({
    "some.use"(%a) : (memref<16xf32>) -> ()
  }) : () -> i1
  return
}
