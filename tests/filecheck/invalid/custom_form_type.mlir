// A custom form whose types break the op's constraints in xDSL (MLIR 22
// accepts an unranked `memref.copy`; xDSL 0.74's op takes ranked memrefs
// only): xDSL checks the types while reading the op and used to report the
// mismatch with no position at all (`xdsl-opt: error: memref<*xf32> should be
// of base attribute memref`). Now one line at the op, for both tools.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// RUN: not merge-alloc-opt %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}custom_form_type.mlir:18:3: error: 'memref.copy' op memref<*xf32> should be of base attribute memref{{$}}
// CHECK-NOT: {{.}}
func.func @unranked_copy() {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.cast %0 : memref<2xf32> to memref<*xf32>
  %2 = memref.alloc() : memref<2xf32>
  %3 = memref.cast %2 : memref<2xf32> to memref<*xf32>
  %c = arith.constant 1.0 : f32
  memref.copy %3, %1 : memref<*xf32> to memref<*xf32>
  return
}
