// affine.parallel is not a RegionBranchOpInterface op in MLIR: an error at
// the affine.parallel op (line 10), one line, nothing else printed.
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}affine_parallel.mlir:10:3: error: 'affine.parallel' op expecting RegionBranchOpInterface for merge-alloc{{$}}
// CHECK-NOT: {{.}}
func.func @affine_parallel() {
  %a = memref.alloc() : memref<16xf32>
  affine.parallel (%i) = (0) to (8) {
    "test.source"(%a) : (memref<16xf32>) -> ()
  }
  return
}
