// A function argument's `merge_alloc.dim_bounds` bounds `memref.dim` of its
// dimensions and every size computed from them: the allocs the compiler
// generated (no attribute of their own) are planned at the bound, and each
// size resting on the promise is checked at run time.
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.mlir
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: grep -c warning %t.err | filecheck %s --check-prefix=COUNT
// COUNT: {{^}}1{{$}}
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{analysis-only}' %s 2>/dev/null | filecheck %s --check-prefix=TICKS
// UPSTREAM-LABEL: func.func @sequence

// Dimension 1 of %x is at most 512; dimension 0 is static (1) and
// dimension 2 has no bound given (-1) but is static in the type.
// %h: 512 * 16 f32 = 32768 B; %q: (512 + 1) * 4 f32 (affine.apply) = 8208 B,
// aligned 8256; %p: 512 * 512 i8 (a product) = 262144 B.
// CHECK-LABEL: func.func @sequence(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<303168xi8>
// CHECK:         cf.assert
// CHECK:         %h = memref.view %merged[%{{.*}}][%n] : memref<303168xi8> to memref<?x16xf32>
// CHECK:         cf.assert
// CHECK:         %q = memref.view %merged[%{{.*}}][%n1] : memref<303168xi8> to memref<?x4xf32>
// CHECK:         cf.assert
// CHECK:         %p = memref.view %merged[%{{.*}}][%nn] : memref<303168xi8> to memref<?xi8>
// TICKS-LABEL: func.func @sequence(
// TICKS:         %h = memref.alloc(%n) {{{.*}}__mergealloc_bound = array<i64: 512>}
// TICKS:         %q = memref.alloc(%n1) {{{.*}}__mergealloc_bound = array<i64: 513>}
// TICKS:         %p = memref.alloc(%nn) {{{.*}}__mergealloc_bound = array<i64: 262144>}
func.func @sequence(%x: memref<1x?x16xf32> {merge_alloc.dim_bounds = array<i64: -1, 512, -1>}) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %x, %c1 : memref<1x?x16xf32>
  %d2 = memref.dim %x, %c2 : memref<1x?x16xf32>
  %h = memref.alloc(%n) : memref<?x16xf32>
  %n1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  %q = memref.alloc(%n1) : memref<?x4xf32>
  %nn = arith.muli %n, %n : index
  %p = memref.alloc(%nn) : memref<?xi8>
  "test.use"(%h, %q, %p, %d2) : (memref<?x16xf32>, memref<?x4xf32>, memref<?xi8>, index) -> ()
  return
}

// The bound also holds on a tensor argument's dimension (before
// bufferization) and through an scf.for bounded by it: the induction
// variable is below 300.
// CHECK-LABEL: func.func @tensor_and_loop(
// CHECK:         %t = memref.view %merged[%{{.*}}][%i] : memref<1216xi8> to memref<?xf32>
// TICKS-LABEL: func.func @tensor_and_loop(
// TICKS:         %t = memref.alloc(%i) {{{.*}}__mergealloc_bound = array<i64: 299>}
func.func @tensor_and_loop(%x: tensor<?xf32> {merge_alloc.dim_bounds = array<i64: 300>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc(%i) : memref<?xf32>
    "test.use"(%t) : (memref<?xf32>) -> ()
  }
  return
}

// Without a bound on the argument, the warning names the attribute to add.
// WARN: warning: 'memref.alloc' op %u left as it is: it has a dynamic shape and no upper bound for its size #0 (%m): it is a dynamic dimension of %y, which has no {merge_alloc.dim_bounds = array<i64: ...>} (give one with {merge_alloc.upper_bound = array<i64: ...>})
// CHECK-LABEL: func.func @unbounded(
// CHECK:         %u = memref.alloc(%m) : memref<?xf32>
func.func @unbounded(%y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %m = memref.dim %y, %c0 : memref<?xf32>
  %u = memref.alloc(%m) : memref<?xf32>
  "test.use"(%u) : (memref<?xf32>) -> ()
  return
}

// What an exported model computes from the bounded size: `memref.dim` of an
// alloc, an `expand_shape` and a `collapse_shape` of it follow their sizes;
// torch's `view(-1)` divides by a product of sizes (possibly 0: a division
// by zero is undefined, so the divisor is taken as at least 1) under a
// `size < 0` test the ranges decide (the select takes the size).
// %e: 64 * 2 f32 = 512 B; %c: 64 * 2 * 4 B = 512 B; %v: 64 f32 = 256 B.
// TICKS-LABEL: func.func @shapes_of_values(
// TICKS:         %e = memref.alloc(%de) {{{.*}}__mergealloc_bound = array<i64: 64>}
// TICKS:         %c = memref.alloc(%dc) {{{.*}}__mergealloc_bound = array<i64: 128>}
// TICKS:         %v = memref.alloc(%chosen) {{{.*}}__mergealloc_bound = array<i64: 64>}
// TICKS:         %q = memref.alloc(%quotient) {{{.*}}__mergealloc_bound = array<i64: 4096>}
func.func @shapes_of_values(%x: memref<?x2xf32> {merge_alloc.dim_bounds = array<i64: 64, -1>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %x, %c0 : memref<?x2xf32>
  %a = memref.alloc(%n) : memref<?x2xf32>
  %da = memref.dim %a, %c0 : memref<?x2xf32>
  %x3 = memref.expand_shape %a [[0, 1], [2]] output_shape [%da, 1, 2] : memref<?x2xf32> into memref<?x1x2xf32>
  %de = memref.dim %x3, %c0 : memref<?x1x2xf32>
  %e = memref.alloc(%de) : memref<?x2xf32>
  %flat = memref.collapse_shape %a [[0, 1]] : memref<?x2xf32> into memref<?xf32>
  %dc = memref.dim %flat, %c0 : memref<?xf32>
  %c = memref.alloc(%dc) : memref<?xf32>
  %ni = arith.index_cast %n : index to i64
  %negative = arith.cmpi slt, %ni, %zero : i64
  %square = arith.muli %ni, %ni : i64
  %quotient64 = arith.divsi %square, %ni : i64
  %pick = arith.select %negative, %quotient64, %ni : i64
  %chosen = arith.index_cast %pick : i64 to index
  %v = memref.alloc(%chosen) : memref<?xf32>
  %quotient = arith.index_cast %quotient64 : i64 to index
  %q = memref.alloc(%quotient) : memref<?xi8>
  "test.use"(%a, %e, %c, %v, %q) : (memref<?x2xf32>, memref<?x2xf32>, memref<?xf32>, memref<?xf32>, memref<?xi8>) -> ()
  return
}

// UNSUPPORTED: fast-tier
