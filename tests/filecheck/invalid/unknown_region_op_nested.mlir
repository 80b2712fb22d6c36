// B11: the reference missed an access one level deeper (inside an scf.for in
// the unknown op) and planned the buffer over the scf.for only. Widening
// propagates outward now (B1), so the unknown op is diagnosed.
// RUN: not xdsl-opt --allow-unregistered-dialect -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}unknown_region_op_nested.mlir:13:3: error: 'some.block' op expecting RegionBranchOpInterface for merge-alloc{{$}}
// CHECK-NOT: {{.}}
func.func @unknown_region_op_nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  "some.block"() ({
    scf.for %i = %c0 to %n step %c1 {
      "some.use"(%a) : (memref<16xf32>) -> ()
    }
  }) : () -> ()
  return
}
