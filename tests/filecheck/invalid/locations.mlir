// Warnings carry the position of the op at fault in the whole input file:
// nested ops, chunks of --split-input-file, and an explicit loc(...), which
// wins as in MLIR. Positions never change what is printed.
// RUN: xdsl-opt --split-input-file -p merge-alloc %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.err
// RUN: filecheck %s --input-file=%t.mlir --check-prefix=OUT

// CHECK-NOT: {{.}}
// CHECK-LABEL: {{^}}{{.*}}locations.mlir:24:7: warning: 'memref.alloc' op %in_loop left as it is: it has a dynamic shape and no upper bound for its size #0 (%n): %n is an argument of 'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>}){{$}}
// CHECK-NEXT: {{^}}{{.*}}locations.mlir:34:3: warning: 'memref.alloc' op %second_chunk left as it is: it has a dynamic shape and no upper bound for its size #0 (%n): %n is an argument of 'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>}){{$}}
// CHECK-NEXT: {{^}}model.py:42:7: warning: 'memref.alloc' op %explicit left as it is: it has a dynamic shape and no upper bound for its size #0 (%n): %n is an argument of 'func.func' (give one with {merge_alloc.upper_bound = array<i64: ...>}){{$}}
// CHECK-NOT: {{.}}

// OUT-NOT: {{ loc\(}}
// OUT: %in_loop = memref.alloc(%n) : memref<?xf32>
// OUT: %second_chunk = memref.alloc(%n) : memref<?xf32>
// OUT: %explicit = memref.alloc(%n) : memref<?xf32>
// OUT-NOT: {{ loc\(}}

func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
      %in_loop = memref.alloc(%n) : memref<?xf32>
    memref.dealloc %in_loop : memref<?xf32>
  }
  return
}

// -----

func.func @second(%n: index) {
  %fine = memref.alloc() : memref<4xf32>
  %second_chunk = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %second_chunk : memref<?xf32>
  memref.dealloc %fine : memref<4xf32>
  %explicit = memref.alloc(%n) : memref<?xf32> loc("model.py":42:7)
  memref.dealloc %explicit : memref<?xf32>
  return
}

// UNSUPPORTED: fast-tier
