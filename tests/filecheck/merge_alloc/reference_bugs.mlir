// One case per bug of the reference implementation that merge-alloc fixes
// (docs/differences.md). Each would fail on the reference implementation;
// the comment says how.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// B1. x is live across outer iterations while y is written in between. The
// reference widened each only to its inner loop ([7,9], [10,12]) and gave both
// offset 0 of a 64-byte buffer.
// mlir-opt's printout (its own value names, `module`, `return`): the same
// plans, parsed and verified upstream.
// UPSTREAM:        {{^}}module {
// UPSTREAM-LABEL:  func.func @b1_outer_loop_widening(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM:          %[[X:.*]] = memref.view %[[M]][%[[C0]]][] : memref<128xi8> to memref<16xf32>
// UPSTREAM-NEXT:     %[[Y:.*]] = memref.view %[[M]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
// UPSTREAM:          "test.source"(%[[X]])
// UPSTREAM:          "test.source"(%[[Y]])
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @b1_outer_loop_widening(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         %x = memref.view %[[M]][%[[C0]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         %y = memref.view %[[M]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
func.func @b1_outer_loop_widening(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.alloc() : memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      "test.source"(%x) : (memref<16xf32>) -> ()
    }
    scf.for %k = %c0 to %n step %c1 {
      "test.source"(%y) : (memref<16xf32>) -> ()
    }
  }
  return
}

// B3. forall(8) > scf.for > forall(4) > alloc used in a nested forall. The
// reference sized the buffer for 4 threads (256 B) but indexed it with all 32
// threads ((j + 4 i) * 64, up to 2047). The hoisting chain now stops at the
// scf.for: the buffer lives in the outer forall, indexed by j only.
// UPSTREAM-LABEL:  func.func @b3_for_between_foralls(
// UPSTREAM:          scf.forall (%{{.*}}) in (8) {
// UPSTREAM-NEXT:       %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// UPSTREAM-NEXT:       %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM-NEXT:       scf.for
// UPSTREAM-NEXT:         scf.forall (%[[J:.*]]) in (4) {
// UPSTREAM-NEXT:           %[[S:.*]] = arith.muli %[[J]], %[[C64]] : index
// UPSTREAM-NEXT:           %{{.*}} = memref.view %[[M]][%[[S]]][] : memref<256xi8> to memref<16xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @b3_for_between_foralls(
// CHECK:         scf.forall (%i) in (8) {
// CHECK-NEXT:      %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:      %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        scf.forall (%j) in (4) {
// CHECK-NEXT:          %[[S:.*]] = arith.muli %j, %[[C64]] : index
// CHECK-NEXT:          %a = memref.view %[[M]][%[[S]]][] : memref<256xi8> to memref<16xf32>
func.func @b3_for_between_foralls(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (8) {
    scf.for %k = %c0 to %n step %c1 {
      scf.forall (%j) in (4) {
        %a = memref.alloc() : memref<16xf32>
        scf.forall (%l) in (2) {
          "test.source"(%a) : (memref<16xf32>) -> ()
        }
      }
    }
  }
  return
}

// B4. Static outer forall, dynamic middle forall. The reference used the
// dynamic forall as the scope (64 B) but still added i * 64 for the outer one.
// UPSTREAM-LABEL:  func.func @b4_dynamic_middle_forall(
// UPSTREAM-NEXT:     scf.forall (%{{.*}}) in (8) {
// UPSTREAM-NEXT:       scf.forall (%{{.*}}) in (%arg0) {
// UPSTREAM-NEXT:         %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:         %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:         %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @b4_dynamic_middle_forall(
// CHECK:         scf.forall (%i) in (8) {
// CHECK-NEXT:      scf.forall (%j) in (%n) {
// CHECK-NEXT:        %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:        %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:        %a = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
func.func @b4_dynamic_middle_forall(%n: index) {
  scf.forall (%i) in (8) {
    scf.forall (%j) in (%n) {
      %a = memref.alloc() : memref<16xf32>
      scf.forall (%l) in (2) {
        "test.source"(%a) : (memref<16xf32>) -> ()
      }
    }
  }
  return
}

// B5. A strided layout is not mergeable (the reference sized it as 2048 B
// instead of 3840 B and produced a view that does not verify). B6: a
// zero-sized alloc is left alone instead of being an error.
// UPSTREAM-LABEL:  func.func @b5_b6_layout_and_zero_size(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %{{.*}} = memref.alloc() : memref<8x64xf32, strided<[128, 1]>>
// UPSTREAM-NEXT:     %{{.*}} = memref.alloc() : memref<0xf32>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<4xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @b5_b6_layout_and_zero_size(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         %strided = memref.alloc() : memref<8x64xf32, strided<[128, 1]>>
// CHECK:         %empty = memref.alloc() : memref<0xf32>
// CHECK:         %plain = memref.view %[[M]]
func.func @b5_b6_layout_and_zero_size() {
  %strided = memref.alloc() : memref<8x64xf32, strided<[128, 1]>>
  %empty = memref.alloc() : memref<0xf32>
  %plain = memref.alloc() : memref<4xf32>
  "test.source"(%strided, %empty, %plain) : (memref<8x64xf32, strided<[128, 1]>>, memref<0xf32>, memref<4xf32>) -> ()
  return
}

// B7/B8. Element sizes as LLVM lays them out: index 8 B, vector<8xf32> 32 B,
// vector<3xf32> 16 B, complex<f32> 8 B, i12 2 B, i33 8 B, i1 1 B. All are live
// together, so each takes its own (64-aligned) range: 64 + 128 + 64 + 64 +
// 256 + 128 + 64 = 768. The reference crashed on index/vector/complex and
// planned 100 x i12 as 100 bytes.
// UPSTREAM-LABEL:  func.func @b7_b8_element_sizes(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<768xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM-NEXT:     %[[C192:.*]] = arith.constant 192 : index
// UPSTREAM-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// UPSTREAM-NEXT:     %[[C320:.*]] = arith.constant 320 : index
// UPSTREAM-NEXT:     %[[C576:.*]] = arith.constant 576 : index
// UPSTREAM-NEXT:     %[[C704:.*]] = arith.constant 704 : index
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<768xi8> to memref<4xindex>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C64]]][] : memref<768xi8> to memref<4xvector<8xf32>>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C192]]][] : memref<768xi8> to memref<3xvector<3xf32>>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C256]]][] : memref<768xi8> to memref<2xcomplex<f32>>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C320]]][] : memref<768xi8> to memref<100xi12>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C576]]][] : memref<768xi8> to memref<10xi33>
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[C704]]][] : memref<768xi8> to memref<3xi1>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @b7_b8_element_sizes(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<768xi8>
// CHECK-DAG:     %index = memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<4xindex>
// CHECK-DAG:     %vec = memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<4xvector<8xf32>>
// CHECK-DAG:     %vec3 = memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<3xvector<3xf32>>
// CHECK-DAG:     %cplx = memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<2xcomplex<f32>>
// CHECK-DAG:     %i12 = memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<100xi12>
// CHECK-DAG:     %i33 = memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<10xi33>
// CHECK-DAG:     %i1 = memref.view %[[M]][%{{.*}}][] : memref<768xi8> to memref<3xi1>
func.func @b7_b8_element_sizes() {
  %index = memref.alloc() : memref<4xindex>
  %vec = memref.alloc() : memref<4xvector<8xf32>>
  %vec3 = memref.alloc() : memref<3xvector<3xf32>>
  %cplx = memref.alloc() : memref<2xcomplex<f32>>
  %i12 = memref.alloc() : memref<100xi12>
  %i33 = memref.alloc() : memref<10xi33>
  %i1 = memref.alloc() : memref<3xi1>
  "test.source"(%index, %vec, %vec3, %cplx, %i12, %i33, %i1) : (memref<4xindex>, memref<4xvector<8xf32>>, memref<3xvector<3xf32>>, memref<2xcomplex<f32>>, memref<100xi12>, memref<10xi33>, memref<3xi1>) -> ()
  return
}

// B9. The reference left `memref.dealloc` on views of the merged buffer
// (freeing an interior pointer). Now the deallocs go and the merged buffer is
// freed once, before the terminator.
// UPSTREAM-LABEL:  func.func @b9_deallocs(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[A:.*]] = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-NEXT:     "test.source"(%[[A]])
// UPSTREAM-NEXT:     %[[B:.*]] = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-NEXT:     "test.source"(%[[B]])
// UPSTREAM-NEXT:     memref.dealloc %[[M]] : memref<64xi8>
// UPSTREAM-NEXT:     {{^    }}return{{$}}
// CHECK-LABEL: func.func @b9_deallocs(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:     memref.dealloc %a
// CHECK-NOT:     memref.dealloc %b
// CHECK:         memref.dealloc %[[M]] : memref<64xi8>
// CHECK-NEXT:    func.return
func.func @b9_deallocs() {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.source"(%b) : (memref<16xf32>) -> ()
  memref.dealloc %b : memref<16xf32>
  return
}

// A program that deallocates nothing gets no dealloc either.
// UPSTREAM-LABEL:  func.func @b9_no_deallocs(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[A:.*]] = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-NEXT:     "test.source"(%[[A]])
// UPSTREAM-NEXT:     {{^    }}return{{$}}
// CHECK-LABEL: func.func @b9_no_deallocs(
// CHECK-NOT:     memref.dealloc
// CHECK:         func.return
func.func @b9_no_deallocs() {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  return
}

// B10. Addresses that leave the analysis: a memref stored into memory, a cast
// to a non-memref value. Both stay real allocations. A func.call argument is
// an ordinary access (as in the reference), so %called is merged.
// UPSTREAM-LABEL:  func.func @b10_escapes(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[STORED:.*]] = memref.alloc() : memref<16xf32>
// UPSTREAM-NEXT:     memref.store %[[STORED]], %arg0[] : memref<memref<16xf32>>
// UPSTREAM-NEXT:     %[[CASTED:.*]] = memref.alloc() : memref<16xf32>
// UPSTREAM-NEXT:     %{{.*}} = builtin.unrealized_conversion_cast %[[CASTED]] : memref<16xf32> to i64
// UPSTREAM:          %[[CALLED:.*]] = memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-NEXT:     {{^    }}call @callee(%[[CALLED]]) : (memref<16xf32>) -> ()
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @b10_escapes(
// CHECK:         %stored = memref.alloc() : memref<16xf32>
// CHECK:         %casted = memref.alloc() : memref<16xf32>
// CHECK:         %called = memref.view
func.func private @callee(memref<16xf32>)
func.func @b10_escapes(%box: memref<memref<16xf32>>) {
  %stored = memref.alloc() : memref<16xf32>
  memref.store %stored, %box[] : memref<memref<16xf32>>
  %casted = memref.alloc() : memref<16xf32>
  %int = builtin.unrealized_conversion_cast %casted : memref<16xf32> to i64
  "test.source"(%int) : (i64) -> ()
  %called = memref.alloc() : memref<16xf32>
  func.call @callee(%called) : (memref<16xf32>) -> ()
  return
}

// B14. One constant per distinct offset per scope, and no dead ones.
// UPSTREAM-LABEL:  func.func @b14_one_constant_per_offset(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NOT:      arith.constant
// UPSTREAM-COUNT-3:  memref.view %[[M]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-NOT:      arith.constant
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @b14_one_constant_per_offset(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NOT:     arith.constant
// CHECK:         %a = memref.view %[[M]][%[[C0]]][]
// CHECK:         %b = memref.view %[[M]][%[[C0]]][]
// CHECK:         %c = memref.view %[[M]][%[[C0]]][]
func.func @b14_one_constant_per_offset() {
  %a = memref.alloc() : memref<16xf32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  %b = memref.alloc() : memref<16xf32>
  "test.source"(%b) : (memref<16xf32>) -> ()
  %c = memref.alloc() : memref<16xf32>
  "test.source"(%c) : (memref<16xf32>) -> ()
  return
}
