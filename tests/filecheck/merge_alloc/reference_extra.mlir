// Further behaviour of the reference implementation, checked against its build
// (docs/differences.md says where merge-alloc departs from it).
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{analysis-only}' %s | filecheck %s --check-prefix=TICKS

// A func.call is an ordinary access at its tick; the dealloc is no use at all
// (the reference counted it): the lifetime ends at the call.
// TICKS-LABEL: func.func @call_is_an_access(
// TICKS: %a = memref.alloc() {__mergealloc_lifetime = array<i64: {{[0-9]+}}, 4, 4>}
// mlir-opt's printout (its own value names, `module`, `return`): the same
// plans, parsed and verified upstream.
// UPSTREAM:        {{^}}module {
// UPSTREAM-LABEL:  func.func @call_is_an_access(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[A:.*]] = memref.view %[[M]][%[[C0]]][] : memref<2048xi8> to memref<8x64xf32>
// UPSTREAM:          {{^    }}call @use(%[[A]]) : (memref<8x64xf32>) -> ()
// UPSTREAM:          memref.dealloc %[[M]] : memref<2048xi8>
// UPSTREAM-NEXT:     {{^    }}return{{$}}
// CHECK-LABEL: func.func @call_is_an_access(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
// CHECK:         %a = memref.view %[[M]]
// CHECK:         func.call @use(%a)
// CHECK:         memref.dealloc %[[M]] : memref<2048xi8>
func.func private @use(memref<8x64xf32>)
func.func @call_is_an_access() {
  %a = memref.alloc() : memref<8x64xf32>
  %c0 = arith.constant 0 : index
  func.call @use(%a) : (memref<8x64xf32>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.dealloc %a : memref<8x64xf32>
  return
}

// Every alignment is honoured: an alloc asking for more than the pass option
// is merged at an offset that satisfies it (unlike the reference, which left it
// alone), and the merged buffer takes the largest alignment. The reference
// ports plan the scope at that alignment. Allocas are never touched.
// TICKS-LABEL: func.func @alignments(
// TICKS: %big = memref.alloc() {alignment = 128 : i64, __mergealloc_lifetime
// TICKS-NOT: %stack = memref.alloca() {{{.*}}__mergealloc
// UPSTREAM-LABEL:  func.func @alignments(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 128 : i64} : memref<256xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C128:.*]] = arith.constant 128 : index
// UPSTREAM-NEXT:     %[[BIG:.*]] = memref.view %[[M]][%[[C0]]][] : memref<256xi8> to memref<16xf32>
// UPSTREAM-NEXT:     %[[SMALL:.*]] = memref.view %[[M]][%[[C128]]][] : memref<256xi8> to memref<16xf32>
// UPSTREAM-NEXT:     %[[STACK:.*]] = memref.alloca() : memref<16xf32>
// UPSTREAM-NEXT:     "test.source"(%[[BIG]], %[[SMALL]], %[[STACK]])
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @alignments(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 128 : i64} : memref<256xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C128:.*]] = arith.constant 128 : index
// CHECK:         %big = memref.view %[[M]][%[[C0]]][] : memref<256xi8> to memref<16xf32>
// CHECK:         %small = memref.view %[[M]][%[[C128]]][] : memref<256xi8> to memref<16xf32>
// CHECK:         %stack = memref.alloca() : memref<16xf32>
func.func @alignments() {
  %big = memref.alloc() {alignment = 128 : i64} : memref<16xf32>
  %small = memref.alloc() {alignment = 32 : i64} : memref<16xf32>
  %stack = memref.alloca() : memref<16xf32>
  "test.source"(%big, %small, %stack) : (memref<16xf32>, memref<16xf32>, memref<16xf32>) -> ()
  return
}

// Two buffers used in the two regions of an scf.while live over the whole loop
// (first used at ticks 5 and 8, widened to the loop's range).
// TICKS-LABEL: func.func @while_loop(
// TICKS: %a = memref.alloc() {__mergealloc_lifetime = array<i64: {{[0-9]+}}, 4, 9>, __mergealloc_first_use = array<i64: 2, 5>}
// TICKS: %b = memref.alloc() {__mergealloc_lifetime = array<i64: {{[0-9]+}}, 4, 9>, __mergealloc_first_use = array<i64: 3, 8>}
// UPSTREAM-LABEL:  func.func @while_loop(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM-NEXT:     %[[A:.*]] = memref.view %[[M]][%[[C0]]][] : memref<128xi8> to memref<16xf32>
// UPSTREAM-NEXT:     %[[B:.*]] = memref.view %[[M]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
// UPSTREAM-NEXT:     scf.while
// UPSTREAM-NEXT:       "test.source"(%[[A]])
// UPSTREAM:          } do {
// UPSTREAM-NEXT:       "test.source"(%[[B]])
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @while_loop(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         %a = memref.view %[[M]][%[[C0]]][]
// CHECK:         %b = memref.view %[[M]][%[[C64]]][]
func.func @while_loop() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  scf.while : () -> () {
    "test.source"(%a) : (memref<16xf32>) -> ()
    %cond = "test.source"() : () -> i1
    scf.condition(%cond)
  } do {
    "test.source"(%b) : (memref<16xf32>) -> ()
    scf.yield
  }
  return
}

// scf.parallel and affine.for bodies are scopes of their own; scf.execute_region
// is not; memref.alloca_scope is.
// UPSTREAM-LABEL:  func.func @scopes(
// UPSTREAM-NEXT:     %[[F:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM:          scf.parallel
// UPSTREAM-NEXT:       %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:       %[[PC0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[P]][%[[PC0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          affine.for
// UPSTREAM-NEXT:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:       %[[AC0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[A]][%[[AC0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          scf.execute_region
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[F]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          memref.alloca_scope
// UPSTREAM-NEXT:       %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:       %[[SC0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[S]][%[[SC0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @scopes(
// CHECK-NEXT:    %[[F:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         scf.parallel
// CHECK-NEXT:      %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:           %in_parallel = memref.view %[[P]]
// CHECK:         affine.for
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:           %in_affine = memref.view %[[A]]
// CHECK:         scf.execute_region
// CHECK-NEXT:      %in_region = memref.view %[[F]]
// CHECK:         memref.alloca_scope
// CHECK-NEXT:      %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:           %in_alloca_scope = memref.view %[[S]]
func.func @scopes(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %in_parallel = memref.alloc() : memref<16xf32>
    "test.source"(%in_parallel) : (memref<16xf32>) -> ()
    scf.reduce
  }
  affine.for %i = 0 to 8 {
    %in_affine = memref.alloc() : memref<16xf32>
    "test.source"(%in_affine) : (memref<16xf32>) -> ()
  }
  scf.execute_region {
    %in_region = memref.alloc() : memref<16xf32>
    "test.source"(%in_region) : (memref<16xf32>) -> ()
    scf.yield
  }
  memref.alloca_scope {
    %in_alloca_scope = memref.alloc() : memref<16xf32>
    "test.source"(%in_alloca_scope) : (memref<16xf32>) -> ()
  }
  return
}

// Allocs defined and used inside a while before-region, an index_switch case
// or an affine.if join the function scope with a precise range. The latter two
// belong to one region of a branch op (the index_switch's regions are numbered
// default first, as MLIR stores them).
// TICKS-LABEL: func.func @precise_inside_branches(
// TICKS: %in_before = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP:[0-9]+]], 4, 4>}
// TICKS: scf.index_switch %n {__mergealloc_branch = [[SWITCH:[0-9]+]] : i64}
// TICKS: %in_case = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 11, 11>, __mergealloc_exclusive = array<i64: [[SWITCH]], 1>}
// TICKS: %in_if = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 15, 15>, __mergealloc_exclusive = array<i64: [[IF:[0-9]+]], 0>}
// TICKS: } {__mergealloc_branch = [[IF]] : i64}
// UPSTREAM-LABEL:  func.func @precise_inside_branches(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     scf.while
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          scf.index_switch
// UPSTREAM-NEXT:     case 2 {
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          affine.if
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-NOT:      memref.alloc
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @precise_inside_branches(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
func.func @precise_inside_branches(%n: index) {
  scf.while : () -> () {
    %in_before = memref.alloc() : memref<16xf32>
    "test.source"(%in_before) : (memref<16xf32>) -> ()
    %cond = "test.source"() : () -> i1
    scf.condition(%cond)
  } do {
    scf.yield
  }
  scf.index_switch %n
  case 2 {
    %in_case = memref.alloc() : memref<16xf32>
    "test.source"(%in_case) : (memref<16xf32>) -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    %in_if = memref.alloc() : memref<16xf32>
    "test.source"(%in_if) : (memref<16xf32>) -> ()
  }
  return
}

// UNSUPPORTED: fast-tier
