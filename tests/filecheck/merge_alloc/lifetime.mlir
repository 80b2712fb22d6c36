// The tick triples of the reference's buffer-merge-lifetime tests, derived by
// hand and checked against the compiled reference.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{analysis-only}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// mlir-opt's printout of the annotated module (its own value names, `module`,
// `return`): the same triples, parsed and verified upstream.
// UPSTREAM:       {{^}}module {
// UPSTREAM-LABEL: func.func @basic(
// UPSTREAM-SAME:  attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
// UPSTREAM:         %alloc = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_0 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_1 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_2 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_3 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_5 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_4 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_5 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[FORALL:[0-9]+]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_7 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[FORALL]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_6 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[FORALL]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_7 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[FORALL]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         } {__mergealloc_scope = [[FORALL]] : i64}
// UPSTREAM:         {{^    }}return %alloc : memref<8x64xf32>{{$}}
// UPSTREAM-LABEL: func.func @basic2(
// UPSTREAM-SAME:  attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
// UPSTREAM:         %alloc = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xi8>
// UPSTREAM:         %alloc_1 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xi8>
// UPSTREAM:         {{^    }}return{{$}}
// UPSTREAM-LABEL: func.func @no_mem_effect(
// UPSTREAM-SAME:  attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
// UPSTREAM:         %alloc = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xi8>
// UPSTREAM:         {{^    }}return{{$}}
// UPSTREAM-LABEL: func.func @extract_pointer(
// UPSTREAM-SAME:  attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
// UPSTREAM:         %alloc = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xi8>
// UPSTREAM:         {{^    }}return{{$}}
// UPSTREAM-LABEL: func.func @alias_ref(
// UPSTREAM-SAME:  attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
// UPSTREAM:         %alloc = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xi8>
// UPSTREAM:         %alloc_0 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xi8>
// UPSTREAM:         {{^    }}return{{$}}
// UPSTREAM-LABEL: func.func @escape_from_if(
// UPSTREAM-SAME:  attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
// UPSTREAM:         %alloc = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_0 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_0 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_1 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         {{^    }}return{{$}}
// UPSTREAM-LABEL: func.func @escape_from_for(
// UPSTREAM-SAME:  attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
// UPSTREAM:         %alloc = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         %alloc_0 = memref.alloc() {{\{.*}}__mergealloc_lifetime = array<i64: [[TOP]], {{-?[0-9]+}}, {{-?[0-9]+}}>{{[^}]*}}} : memref<8x64xf32>
// UPSTREAM:         {{^    }}return{{$}}

// CHECK-LABEL: func.func @basic()
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @basic() -> memref<8x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %ctrue = arith.constant 1 : i1
  // b is returned: untraceable.
  // CHECK: %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], -2, -2>}
  %b = memref.alloc() : memref<8x64xf32>
  "test.source"(%b) : (memref<8x64xf32>) -> ()
  // CHECK: %c = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 11, 14>}
  %c = memref.alloc() : memref<8x64xf32>
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  // CHECK: %d = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 13, 13>}
  %d = memref.alloc() : memref<8x64xf32>
  "test.source"(%d) : (memref<8x64xf32>) -> ()
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  // e and f are defined outside the loop: the whole loop range.
  // (__mergealloc_first_use: the alloc's tick and the first use's, before widening.)
  // CHECK: %e = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 17, 22>, __mergealloc_first_use = array<i64: 15, 18>}
  // CHECK: %f = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 17, 22>, __mergealloc_first_use = array<i64: 16, 19>}
  %e = memref.alloc() : memref<8x64xf32>
  %f = memref.alloc() : memref<8x64xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    "test.source"(%e) : (memref<8x64xf32>) -> ()
    "test.source"(%f) : (memref<8x64xf32>) -> ()
    // g lives and dies inside one iteration: precise range, scope = function.
    // CHECK: %g = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 21, 21>}
    %g = memref.alloc() : memref<8x64xf32>
    "test.source"(%g) : (memref<8x64xf32>) -> ()
  }
  // CHECK: %h = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 24, 39>, __mergealloc_first_use = array<i64: 23, 26>}
  %h = memref.alloc() : memref<8x64xf32>
  // CHECK: scf.forall
  scf.forall (%iv) in (%c5) {
    // CHECK: %l = memref.alloc() {__mergealloc_lifetime = array<i64: [[FORALL:[0-9]+]], 27, 27>}
    %l = memref.alloc() : memref<8x64xf32>
    "test.source"(%h) : (memref<8x64xf32>) -> ()
    "test.source"(%l) : (memref<8x64xf32>) -> ()
    scf.for %i = %c0 to %c5 step %c1 {
      // CHECK: %g2 = memref.alloc() {__mergealloc_lifetime = array<i64: [[FORALL]], 30, 30>}
      %g2 = memref.alloc() : memref<8x64xf32>
      "test.source"(%g2) : (memref<8x64xf32>) -> ()
    }
    // Used in the else region only: not widened to the scf.if (the reference
    // gives 33, 38; merge-alloc's exclusive branches rule).
    // CHECK: %k = memref.alloc() {__mergealloc_lifetime = array<i64: [[FORALL]], 37, 37>, __mergealloc_exclusive = array<i64: [[IF:[0-9]+]], 1>}
    %k = memref.alloc() : memref<8x64xf32>
    scf.if %ctrue {
      // CHECK: %j = memref.alloc() {__mergealloc_lifetime = array<i64: [[FORALL]], 35, 35>, __mergealloc_exclusive = array<i64: [[IF]], 0>}
      %j = memref.alloc() : memref<8x64xf32>
      "test.source"(%j) : (memref<8x64xf32>) -> ()
    } else {
      "test.source"(%k) : (memref<8x64xf32>) -> ()
    }
  // CHECK: {__mergealloc_scope = [[FORALL]] : i64}
  }
  return %b : memref<8x64xf32>
}

// CHECK-LABEL: func.func @basic2()
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @basic2() {
  // A use of a subview (or a subview of it) is a use of the base buffer.
  // CHECK: %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 4, 6>}
  %b = memref.alloc() : memref<8x64xi8>
  %cur = memref.subview %b[1, 0] [2, 64] [1, 1] : memref<8x64xi8> to memref<2x64xi8, strided<[64, 1], offset: 64>>
  "test.source"(%cur) : (memref<2x64xi8, strided<[64, 1], offset: 64>>) -> ()
  %cur2 = memref.subview %cur[1, 0] [1, 64] [1, 1] : memref<2x64xi8, strided<[64, 1], offset: 64>> to memref<64xi8, strided<[1], offset: 128>>
  "test.source"(%cur2) : (memref<64xi8, strided<[1], offset: 128>>) -> ()
  // CHECK: %c = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 8, 8>}
  %c = memref.alloc() : memref<8x64xi8>
  "test.source"(%c) : (memref<8x64xi8>) -> ()
  return
}

// CHECK-LABEL: func.func @no_mem_effect()
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @no_mem_effect() {
  %c0 = arith.constant 0 : index
  // memref.dim has no memory effect: not an access.
  // CHECK: %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 5, 5>}
  %b = memref.alloc() : memref<8x64xi8>
  %x = memref.dim %b, %c0 : memref<8x64xi8>
  "test.source"(%b) : (memref<8x64xi8>) -> ()
  return
}

// CHECK-LABEL: func.func @extract_pointer()
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @extract_pointer() {
  // CHECK: %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], -2, -2>}
  %b = memref.alloc() : memref<8x64xi8>
  %ptr = memref.extract_aligned_pointer_as_index %b : memref<8x64xi8> -> index
  "test.source"(%b) : (memref<8x64xi8>) -> ()
  "test.sink"(%ptr) : (index) -> ()
  return
}

// An address compared for equality does not escape, but a comparison whose
// answer the program may see is a use (two live buffers compare unequal):
// %b is live from taking its address (3) to the comparison (5).
// CHECK-LABEL: func.func @compared_pointer(%other: index)
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @compared_pointer(%other: index) {
  // CHECK: %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 3, 5>}
  %b = memref.alloc() : memref<8x64xi8>
  %ptr = memref.extract_aligned_pointer_as_index %b : memref<8x64xi8> -> index
  "test.source"(%b) : (memref<8x64xi8>) -> ()
  %same = arith.cmpi eq, %ptr, %other : index
  "test.sink"(%same) : (i1) -> ()
  return
}

// Compared only to decide a free (as the deallocation pipeline's ownership
// checks do), taking the address is no use: %b's lifetime is its one access.
// CHECK-LABEL: func.func @compared_to_free(%other: index, %c: memref<4xf32>)
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @compared_to_free(%other: index, %c: memref<4xf32>) {
  // CHECK: %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 4, 4>}
  %b = memref.alloc() : memref<8x64xi8>
  %ptr = memref.extract_aligned_pointer_as_index %b : memref<8x64xi8> -> index
  "test.source"(%b) : (memref<8x64xi8>) -> ()
  %differ = arith.cmpi ne, %ptr, %other : index
  scf.if %differ {
    memref.dealloc %c : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @alias_ref(%pred: i1)
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @alias_ref(%pred: i1) {
  // A use of a select touches both operands.
  // CHECK: %a = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 5, 5>}
  // CHECK: %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 5, 6>}
  %a = memref.alloc() : memref<8x64xi8>
  %b = memref.alloc() : memref<8x64xi8>
  %c = arith.select %pred, %a, %b : i1, memref<8x64xi8>
  "test.source"(%c) : (memref<8x64xi8>) -> ()
  "test.source"(%b) : (memref<8x64xi8>) -> ()
  return
}

// CHECK-LABEL: func.func @escape_from_if()
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @escape_from_if() {
  %ctrue = arith.constant 1 : i1
  // The reference widens every buffer used in a branch to the whole scf.if
  // (f: 4, 13; g and h: 4, 14). Branches run once, in tick order, so the
  // ticks of the uses are enough: f lives in the then region only; g from its
  // first use to the use of %c after the scf.if; h likewise from the else region.
  // CHECK: %f = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 5, 5>, __mergealloc_exclusive = array<i64: [[IF:[0-9]+]], 0>}
  %f = memref.alloc() : memref<8x64xf32>
  %c = scf.if %ctrue -> memref<8x64xf32> {
    "test.source"(%f) : (memref<8x64xf32>) -> ()
    // CHECK: %g = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 7, 14>}
    %g = memref.alloc() : memref<8x64xf32>
    "test.source"(%g) : (memref<8x64xf32>) -> ()
    scf.yield %g : memref<8x64xf32>
  } else {
    // CHECK: %h = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 10, 14>}
    %h = memref.alloc() : memref<8x64xf32>
    "test.source"(%h) : (memref<8x64xf32>) -> ()
    // CHECK: %j = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 12, 12>, __mergealloc_exclusive = array<i64: [[IF]], 1>}
    %j = memref.alloc() : memref<8x64xf32>
    "test.source"(%j) : (memref<8x64xf32>) -> ()
    scf.yield %h : memref<8x64xf32>
  }
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @escape_from_for()
// CHECK-SAME: attributes {__mergealloc_scope = [[TOP:[0-9]+]] : i64}
func.func @escape_from_for() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  // Yielded to the loop: the reference takes both as untraceable. %f,
  // defined before the loop and carried by it, is an alias of the iter_arg
  // and the result: live over the whole loop and up to the use of %out
  // (docs/differences.md, B16). %g, made in the body and carried into the
  // next iteration, has no lifetime one slot could hold: -2, -2.
  // CHECK: %f = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 8, 17>}
  %f = memref.alloc() : memref<8x64xf32>
  %out = scf.for %i = %c0 to %c5 step %c1 iter_args(%buf = %f) -> (memref<8x64xf32>) {
    "test.source"(%buf) : (memref<8x64xf32>) -> ()
    // CHECK: %g = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], -2, -2>}
    %g = memref.alloc() : memref<8x64xf32>
    "test.source"(%g) : (memref<8x64xf32>) -> ()
    %cond = "test.source"() : () -> i1
    %c = scf.if %cond -> (memref<8x64xf32>) {
      scf.yield %g : memref<8x64xf32>
    } else {
      scf.yield %buf : memref<8x64xf32>
    }
    scf.yield %c : memref<8x64xf32>
  }
  "test.source"(%out) : (memref<8x64xf32>) -> ()
  return
}
