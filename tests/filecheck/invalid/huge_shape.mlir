// A buffer past 2^63 - 1 bytes has no 64-bit index for its size: an error at
// the alloc, naming its result.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}huge_shape.mlir:10:3: error: 'memref.alloc' op %huge_1 its size of 73786976294838206464 bytes does not fit a 64-bit index (at most 9223372036854775807){{$}}
// CHECK-NOT: {{.}}
func.func @f() {
  %huge = memref.alloc() : memref<4xf32>
  %huge_1 = memref.alloc() : memref<4611686018427387904x4xf32>
  memref.dealloc %huge_1 : memref<4611686018427387904x4xf32>
  memref.dealloc %huge : memref<4xf32>
  return
}
