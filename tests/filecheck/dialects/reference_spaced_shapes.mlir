// An unorderable region op in shapes written with spaces (`memref<8 x f32>`):
// the shapes parse (docs/upstream.md 5) and the op gets the one-line error
// of docs/lifetimes.md ("Region ops whose control flow ...").
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK: reference_spaced_shapes.mlir:12:3: error: 'some.block' op expecting RegionBranchOpInterface for merge-alloc
// CHECK-NOT: Expected 'x' in shape delimiter

func.func @block() {
  %mref = memref.alloc() : memref<8 x f32>
  %mref2 = memref.alloc() : memref<8 x f32>
  "some.block"() ({
   ^bb0:
    "some.use"(%mref) : (memref<8 x f32>) -> ()
   }) : () -> ()
}
