// A failing run leaves no output file behind, not even an empty one: the IR is
// written only after the whole pipeline succeeded.
// RUN: rm -f %t.out
// RUN: not xdsl-opt -p 'merge-alloc{strict}' %s -o %t.out
// RUN: not ls %t.out
// RUN: not xdsl-opt -p 'merge-alloc{alignment=3}' %s -o %t.out
// RUN: not ls %t.out
// RUN: not xdsl-opt -p merge-alloc %s.missing -o %t.out
// RUN: not ls %t.out
// RUN: not xdsl-opt -p 'merge-alloc,cse' %S/parse_error.mlir -o %t.out
// RUN: not ls %t.out
// And a good run writes the file.
// RUN: xdsl-opt -p merge-alloc %s -o %t.out
// RUN: filecheck %s --input-file %t.out --check-prefix=WRITTEN
// WRITTEN: %dynamic = memref.alloc(%n) : memref<?xf32>
func.func @f(%n: index) {
  %dynamic = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %dynamic : memref<?xf32>
  return
}

// UNSUPPORTED: fast-tier
