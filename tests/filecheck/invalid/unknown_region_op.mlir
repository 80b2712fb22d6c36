// B11: an unknown op with regions whose body uses a mergeable buffer cannot be
// ordered (it may run its region many times, or in parallel): an error at that
// op, and the module is left untouched (nothing is printed).
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK: merge-alloc: error: 'some.block' op expecting RegionBranchOpInterface for merge-alloc
// CHECK-NOT: Traceback
func.func @unknown_region_op() {
  %a = memref.alloc() : memref<16xf32>
  "some.block"() ({
    "some.use"(%a) : (memref<16xf32>) -> ()
  }) : () -> ()
  return
}
