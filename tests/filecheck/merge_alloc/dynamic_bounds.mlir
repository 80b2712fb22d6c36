// Allocs of dynamic size whose sizes have a constant upper bound are planned
// at that bound and become views with the sizes as operands.
// RUN: xdsl-opt --allow-unregistered-dialect -p merge-alloc %s -o %t.mlir 2> %t.err
// RUN: filecheck %s --input-file=%t.mlir
// RUN: filecheck %s --input-file=%t.err --check-prefix=WARN
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{analysis-only}' %s 2>/dev/null | filecheck %s --check-prefix=TICKS
// UPSTREAM-LABEL: func.func @affine_min

// affine.min with a constant: 128 f32 = a 512-byte slot, reused by %late.
// CHECK-LABEL: func.func @affine_min(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:         %m = affine.min
// CHECK-NEXT:    %a = memref.view %merged[%[[OFF:.*]]][%m] : memref<512xi8> to memref<?xf32>
// CHECK:         %late = memref.view %merged[%[[OFF]]][] : memref<512xi8> to memref<128xf32>
// TICKS-LABEL: func.func @affine_min(
// TICKS:         %a = memref.alloc(%m) {__mergealloc_lifetime = array<i64: {{[0-9]+}}, 4, 4>, __mergealloc_bound = array<i64: 128>}
func.func @affine_min(%n: index) {
  %m = affine.min affine_map<(d0) -> (d0, 128)>(%n)
  %a = memref.alloc(%m) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  %late = memref.alloc() : memref<128xf32>
  "test.use"(%late) : (memref<128xf32>) -> ()
  return
}

// arith.minui / arith.minsi with a constant, a loop induction variable, a
// sum, and two dynamic sizes of one alloc: 64 + 33 * 8 + 64 * 33 * 2 bytes
// (aligned: 64 + 320 + 4224), %l's 9 * 4 reusing %u's slot; the affine.for
// body is a scope of its own.
// CHECK-LABEL: func.func @arith_and_loops(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<4608xi8>
// CHECK:         %u = memref.view %merged[%{{.*}}][%mu] : memref<4608xi8> to memref<?xi8>
// CHECK:         %s = memref.view %merged[%{{.*}}][%ms] : memref<4608xi8> to memref<?xf64>
// CHECK:         %two = memref.view %merged[%{{.*}}][%mu, %ms] : memref<4608xi8> to memref<?x?xi16>
// CHECK:         %l = memref.view %merged[%{{.*}}][%i] : memref<4608xi8> to memref<?xf32>
// CHECK:         %p = memref.view %merged_1[%{{.*}}][%j] : memref<64xi8> to memref<?xf32>
// TICKS-LABEL: func.func @arith_and_loops(
// TICKS:         %u = memref.alloc(%mu) {{{.*}}__mergealloc_bound = array<i64: 64>}
// TICKS:         %s = memref.alloc(%ms) {{{.*}}__mergealloc_bound = array<i64: 33>}
// TICKS:         %two = memref.alloc(%mu, %ms) {{{.*}}__mergealloc_bound = array<i64: 64, 33>}
// TICKS:         %l = memref.alloc(%i) {{{.*}}__mergealloc_bound = array<i64: 9>}
// TICKS:         %p = memref.alloc(%j) {{{.*}}__mergealloc_bound = array<i64: 15>}
func.func @arith_and_loops(%n: index) {
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %mu = arith.minui %n, %c64 : index
  %m32 = arith.minsi %n, %c32 : index
  %ms = arith.addi %m32, %c1 : index
  %u = memref.alloc(%mu) : memref<?xi8>
  %s = memref.alloc(%ms) : memref<?xf64>
  %two = memref.alloc(%mu, %ms) : memref<?x?xi16>
  "test.use"(%u, %s, %two) : (memref<?xi8>, memref<?xf64>, memref<?x?xi16>) -> ()
  scf.for %i = %c1 to %c10 step %c1 {
    %l = memref.alloc(%i) : memref<?xf32>
    "test.use"(%l) : (memref<?xf32>) -> ()
  }
  affine.for %j = 0 to 16 {
    %p = memref.alloc(%j) : memref<?xf32>
    "test.use"(%p) : (memref<?xf32>) -> ()
  }
  return
}

// The user's bound: planned at it and checked at run time.
// CHECK-LABEL: func.func @user_bound(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         %[[B:.*]] = arith.constant 64 : index
// CHECK:         %[[OK:.*]] = arith.cmpi ule, %n, %[[B]] : index
// CHECK-NEXT:    cf.assert %[[OK]], "merge-alloc: dynamic size exceeds its merge_alloc.upper_bound of 64"
// CHECK-NEXT:    %a = memref.view %merged[%{{.*}}][%n] : memref<256xi8> to memref<?xf32>
func.func @user_bound(%n: index) {
  %a = memref.alloc(%n) {merge_alloc.upper_bound = array<i64: 64>} : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}

// A proven bound below the user's needs no check.
// CHECK-LABEL: func.func @proven_below_user(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:     cf.assert
// CHECK:         return
func.func @proven_below_user(%n: index) {
  %c16 = arith.constant 16 : index
  %m = arith.minui %n, %c16 : index
  %a = memref.alloc(%m) {merge_alloc.upper_bound = array<i64: 64>} : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}

// No bound: a warning says which size and why; the alloc stays.
// WARN: warning: 'memref.alloc' op %free left as it is: it has a dynamic shape and no upper bound for its size #1 (%k): %k is an argument of 'func.func'
// WARN: warning: 'memref.alloc' op %called left as it is: it has a dynamic shape and no upper bound for its size #0 (%r): it is computed by 'test.size'
// CHECK-LABEL: func.func @unbounded(
// CHECK:         %free = memref.alloc(%c4, %k) : memref<?x?xf32>
// CHECK:         %called = memref.alloc(%r) : memref<?xf32>
func.func @unbounded(%k: index) {
  %c4 = arith.constant 4 : index
  %free = memref.alloc(%c4, %k) : memref<?x?xf32>
  %r = "test.size"() : () -> index
  %called = memref.alloc(%r) : memref<?xf32>
  "test.use"(%free, %called) : (memref<?x?xf32>, memref<?xf32>) -> ()
  return
}

// UNSUPPORTED: fast-tier
