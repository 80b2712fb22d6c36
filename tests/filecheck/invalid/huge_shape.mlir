// A buffer past 2^63 bytes cannot exist on a 64-bit target.
// RUN: not xdsl-opt -p merge-alloc %s 2>&1 | filecheck %s
// CHECK: merge-alloc: error: 'memref.alloc' op %huge its size of 73786976294838206464 bytes exceeds the 64-bit address space
// CHECK-NOT: Traceback
func.func @f() {
  %huge = memref.alloc() : memref<4611686018427387904x4xf32>
  memref.dealloc %huge : memref<4611686018427387904x4xf32>
  return
}
