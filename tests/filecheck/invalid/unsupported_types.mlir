// Allocs whose type cannot be placed. By default they stay real allocations,
// each with a one-line warning at the alloc naming its result as the input
// spells it (`%alloc_3`, not xDSL's hint `alloc`). With `strict` the first is
// an error, the exit is non-zero and nothing is printed. A zero-sized
// alloc costs nothing and gets no warning.
// RUN: xdsl-opt -p merge-alloc %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: filecheck %s --input-file=%t.mlir --check-prefix=KEEP
// RUN: not xdsl-opt -p 'merge-alloc{strict}' %s 2>&1 | filecheck %s --check-prefix=STRICT

// WARN-NOT: {{.}}
// WARN-LABEL: {{^}}{{.*}}unsupported_types.mlir:27:3: warning: 'memref.alloc' op %alloc_3 left as it is: it has a dynamic shape and no upper bound for its size #0 (%n): %n is an argument of 'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>}){{$}}
// WARN-NEXT: {{^}}{{.*}}unsupported_types.mlir:28:3: warning: 'memref.alloc' op %strided left as it is: its layout strided<[128, 1]> is not the identity{{$}}
// WARN-NOT: {{.}}

// KEEP: %alloc = memref.view
// KEEP: %alloc_1 = memref.alloc(%n) : memref<?xf32>
// KEEP: %strided = memref.alloc() : memref<8x64xf32, strided<[128, 1]>>
// KEEP: %empty = memref.alloc() : memref<0xf32>

// STRICT-NOT: {{.}}
// STRICT-LABEL: {{^}}{{.*}}unsupported_types.mlir:27:3: error: 'memref.alloc' op %alloc_3 cannot be merged: it has a dynamic shape and no upper bound for its size #0 (%n): %n is an argument of 'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>}){{$}}
// STRICT-NOT: {{.}}

func.func @f(%n: index, %x: memref<4xf32>) {
  %alloc = memref.alloc() : memref<4xf32>
  %alloc_3 = memref.alloc(%n) : memref<?xf32>
  %strided = memref.alloc() : memref<8x64xf32, strided<[128, 1]>>
  %empty = memref.alloc() : memref<0xf32>
  memref.copy %x, %alloc : memref<4xf32> to memref<4xf32>
  memref.dealloc %alloc_3 : memref<?xf32>
  memref.dealloc %strided : memref<8x64xf32, strided<[128, 1]>>
  memref.dealloc %empty : memref<0xf32>
  memref.dealloc %alloc : memref<4xf32>
  return
}

// UNSUPPORTED: fast-tier
