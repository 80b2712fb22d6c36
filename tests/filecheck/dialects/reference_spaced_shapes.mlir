// The reference implementation's invalid-input test (graph-compiler
// test/mlir/test/gc/Transforms/buffer-merge-invalid.mlir) writes its shapes
// with spaces; it parses (docs/upstream.md 5) and gives the same error.
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
