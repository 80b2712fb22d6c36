// A custom form whose types break the op's constraints in xDSL: xDSL checks
// the types while reading the op and used to report the mismatch with no
// position at all (`xdsl-opt: error: i32 should be of base attribute memref`).
// Now one line at the op, for both tools, in MLIR's words for the operand's
// constraint (ranked or unranked memrefs: dialects/xdsl_patch.py).
// (mlir-opt refuses this input too, as tests/e2e/test_roundtrip.py expects
// of the inputs here.)
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}custom_form_type.mlir:16:3: error: 'memref.copy' op expected ranked or unranked memref of any type values, but got 'i32'{{$}}
// CHECK-NOT: {{.}}
func.func @copy_from_a_scalar(%x: i32, %y: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %x, %a : i32 to memref<2xf32>
  memref.copy %a, %y : memref<2xf32> to memref<2xf32>
  return
}
