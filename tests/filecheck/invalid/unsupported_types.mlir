// Allocs whose type cannot be placed. By default they stay real allocations,
// each with a one-line warning naming it (left untouched, no error). A
// zero-sized alloc costs nothing and gets no warning. With `strict` the first is an error, the exit is non-zero and
// nothing is printed.
// RUN: xdsl-opt -p merge-alloc %s 2>&1 >/dev/null | filecheck %s --check-prefix=WARN
// RUN: xdsl-opt -p merge-alloc %s 2>/dev/null | filecheck %s --check-prefix=KEEP
// RUN: not xdsl-opt -p 'merge-alloc{strict}' %s 2>&1 | filecheck %s --check-prefix=STRICT

// WARN: merge-alloc: warning: 'memref.alloc' op %dynamic left as it is: it has a dynamic shape
// WARN: merge-alloc: warning: 'memref.alloc' op %strided left as it is: its layout strided<[128, 1]> is not the identity
// WARN-NOT: %empty
// KEEP: %dynamic = memref.alloc(%n) : memref<?xf32>
// KEEP: %strided = memref.alloc() : memref<8x64xf32, strided<[128, 1]>>
// KEEP: %empty = memref.alloc() : memref<0xf32>
// KEEP: memref.view
// STRICT: merge-alloc: error: 'memref.alloc' op %dynamic cannot be merged: it has a dynamic shape
// STRICT-NOT: builtin.module
func.func @f(%n: index, %x: memref<4xf32>) {
  %dynamic = memref.alloc(%n) : memref<?xf32>
  %strided = memref.alloc() : memref<8x64xf32, strided<[128, 1]>>
  %empty = memref.alloc() : memref<0xf32>
  %fine = memref.alloc() : memref<4xf32>
  memref.copy %x, %fine : memref<4xf32> to memref<4xf32>
  memref.dealloc %dynamic : memref<?xf32>
  memref.dealloc %strided : memref<8x64xf32, strided<[128, 1]>>
  memref.dealloc %empty : memref<0xf32>
  memref.dealloc %fine : memref<4xf32>
  return
}
