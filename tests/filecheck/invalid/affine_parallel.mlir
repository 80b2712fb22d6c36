// affine.parallel is not a RegionBranchOpInterface op in MLIR.
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK: merge-alloc: error: 'affine.parallel' op expecting RegionBranchOpInterface for merge-alloc
func.func @affine_parallel() {
  %a = memref.alloc() : memref<16xf32>
  affine.parallel (%i) = (0) to (8) {
    "test.source"(%a) : (memref<16xf32>) -> ()
  }
  return
}
