// Nested scf.forall hoisting with the reference planner, and
// the fixes of B2 (hoisted buffers live over the whole outer parallel loop) and
// B3/B4 (size and thread index use the same loop chain).
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// %alloc_1 is hoisted out of the 8-thread outer loop: 8 slots of 32 bytes at
// offset 64, thread i at 64 + (i / 2) * 32.
// UPSTREAM:        {{^}}module {
// UPSTREAM-LABEL:  func.func @nested_forall(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C2:.*]] = arith.constant 2 : index
// UPSTREAM-NEXT:     %[[C32:.*]] = arith.constant 32 : index
// UPSTREAM-NEXT:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM:          %[[V:.*]] = memref.view %[[M]][%[[C0]]][] : memref<320xi8> to memref<2xf32>
// UPSTREAM-NEXT:     memref.copy %arg0, %[[V]] : memref<2xf32> to memref<2xf32>
// UPSTREAM-NEXT:     scf.forall (%[[I:.*]]) =
// UPSTREAM-NEXT:       %[[MF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:       %[[C0F:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[MF]][%[[C0F]]][] : memref<64xi8> to memref<4xf32>
// UPSTREAM-NEXT:       %[[T:.*]] = arith.divsi %[[I]], %[[C2]] : index
// UPSTREAM-NEXT:       %[[S:.*]] = arith.muli %[[T]], %[[C32]] : index
// UPSTREAM-NEXT:       %[[O:.*]] = arith.addi %[[C64]], %[[S]] : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[M]][%[[O]]][] : memref<320xi8> to memref<8xf32>
// UPSTREAM-NEXT:       scf.forall
// UPSTREAM-NEXT:         %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:         %[[C0I:.*]] = arith.constant 0 : index
// UPSTREAM:              %{{.*}} = memref.view %[[MI]][%[[C0I]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @nested_forall(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// CHECK:         %alloc = memref.view %[[M]][%{{.*}}][] : memref<320xi8> to memref<2xf32>
// CHECK-NEXT:    memref.copy %arg0, %alloc
// CHECK:         scf.forall (%i) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT:      %[[MF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %{{alloc(_[0-9]+)?}} = memref.view %[[MF]][%[[C0]]][] : memref<64xi8> to memref<4xf32>
// CHECK-NEXT:      %[[T:.*]] = arith.divsi %i, %[[C2:.*]] : index
// CHECK-NEXT:      %[[S:.*]] = arith.muli %[[T]], %[[C32:.*]] : index
// CHECK-NEXT:      %[[O:.*]] = arith.addi %[[C64:.*]], %[[S]] : index
// CHECK-NEXT:      %{{alloc(_[0-9]+)?}} = memref.view %[[M]][%[[O]]][] : memref<320xi8> to memref<8xf32>
// CHECK-NEXT:      scf.forall (%j) in (%{{c4.*}}) {
// CHECK-NEXT:        %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:             %{{alloc(_[0-9]+)?}} = memref.view %[[MI]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
func.func @nested_forall(%arg0: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %alloc = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %alloc : memref<2xf32> to memref<2xf32>
  scf.forall (%i) = (%c0) to (%c16) step (%c2) {
    %alloc_0 = memref.alloc() : memref<4xf32>
    %alloc_1 = memref.alloc() : memref<8xf32>
    scf.forall (%j) in (%c4) {
      "test.source"(%alloc) : (memref<2xf32>) -> ()
      "test.source"(%alloc_1) : (memref<8xf32>) -> ()
      %alloc_2 = memref.alloc() : memref<16xf32>
      "test.source"(%alloc_2) : (memref<16xf32>) -> ()
    }
    "test.source"(%alloc) : (memref<2xf32>) -> ()
    "test.source"(%alloc_0) : (memref<4xf32>) -> ()
  }
  return
}

// Two induction variables: 4 x 4 = 16 threads, thread ((i / 4) * 4 + j).
// UPSTREAM-LABEL:  func.func @nested_forall_multi_var(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C4:.*]] = arith.constant 4 : index
// UPSTREAM-NEXT:     %[[C32:.*]] = arith.constant 32 : index
// UPSTREAM-NEXT:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM:          %{{.*}} = memref.view %[[M]][%[[C0]]][] : memref<576xi8> to memref<2xf32>
// UPSTREAM:          scf.forall (%[[I:.*]], %[[J:.*]]) = (0, 0) to (16, 4) step (4, 1) {
// UPSTREAM-NEXT:       %[[MF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:       %[[C0F:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[MF]][%[[C0F]]][] : memref<64xi8> to memref<4xf32>
// UPSTREAM-NEXT:       %[[T:.*]] = arith.divsi %[[I]], %[[C4]] : index
// UPSTREAM-NEXT:       %[[R:.*]] = arith.muli %[[T]], %[[C4]] : index
// UPSTREAM-NEXT:       %[[L:.*]] = arith.addi %[[R]], %[[J]] : index
// UPSTREAM-NEXT:       %[[S:.*]] = arith.muli %[[L]], %[[C32]] : index
// UPSTREAM-NEXT:       %[[O:.*]] = arith.addi %[[C64]], %[[S]] : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[M]][%[[O]]][] : memref<576xi8> to memref<8xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @nested_forall_multi_var(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// CHECK:         scf.forall (%i, %j) = (0, 0) to (16, 4) step (4, 1) {
// CHECK:           %[[T:.*]] = arith.divsi %i, %[[C4:.*]] : index
// CHECK-NEXT:      %[[R:.*]] = arith.muli %[[T]], %[[C4]] : index
// CHECK-NEXT:      %[[L:.*]] = arith.addi %[[R]], %j : index
// CHECK-NEXT:      %[[S:.*]] = arith.muli %[[L]], %[[C32:.*]] : index
// CHECK-NEXT:      %[[O:.*]] = arith.addi %[[C64:.*]], %[[S]] : index
// CHECK-NEXT:      %{{alloc(_[0-9]+)?}} = memref.view %[[M]][%[[O]]][] : memref<576xi8> to memref<8xf32>
func.func @nested_forall_multi_var(%arg0: memref<2xf32>) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %alloc : memref<2xf32> to memref<2xf32>
  scf.forall (%i, %j) = (0, 0) to (16, 4) step (4, 1) {
    %alloc_0 = memref.alloc() : memref<4xf32>
    %alloc_1 = memref.alloc() : memref<8xf32>
    scf.forall (%k) in (%c4) {
      "test.source"(%alloc) : (memref<2xf32>) -> ()
      "test.source"(%alloc_1) : (memref<8xf32>) -> ()
      %alloc_2 = memref.alloc() : memref<16xf32>
      "test.source"(%alloc_2) : (memref<16xf32>) -> ()
    }
    "test.source"(%alloc) : (memref<2xf32>) -> ()
    "test.source"(%alloc_0) : (memref<4xf32>) -> ()
  }
  return
}

// %0 is yielded by the scf.for to its results (the reference takes that as
// an escape and leaves it alone): an alias of the loop's results, planned in
// the function's buffer and live over the foralls that use it
// (docs/differences.md, B16). %alloc: 16 slots of 16 bytes after it.
// %alloc_0 is used only in its own forall's scf.for: a buffer of that forall.
// UPSTREAM-LABEL:  func.func @mixed_forall_and_for(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C16:.*]] = arith.constant 16 : index
// UPSTREAM-NEXT:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM:          %[[Y:.*]] = memref.view %[[M]][%[[C0]]][] : memref<320xi8> to memref<2xf32>
// UPSTREAM-NEXT:     scf.forall (%[[I:.*]]) in
// UPSTREAM-NEXT:       %[[S:.*]] = arith.muli %[[I]], %[[C16]] : index
// UPSTREAM-NEXT:       %[[O:.*]] = arith.addi %[[C64]], %[[S]] : index
// UPSTREAM-NEXT:       %[[V:.*]] = memref.view %[[M]][%[[O]]][] : memref<320xi8> to memref<4xf32>
// UPSTREAM-NEXT:       scf.forall
// UPSTREAM-NEXT:         %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:         %[[CI:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:         %[[W:.*]] = memref.view %[[MI]][%[[CI]]][] : memref<64xi8> to memref<8xf32>
// UPSTREAM-NEXT:         scf.for
// UPSTREAM-NEXT:           "test.source"(%[[V]]) : (memref<4xf32>) -> ()
// UPSTREAM-NEXT:           "test.source"(%[[W]]) : (memref<8xf32>) -> ()
// UPSTREAM-NEXT:           scf.yield %[[Y]] : memref<2xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @mixed_forall_and_for(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// CHECK:         %0 = memref.view %[[M]][%{{.*}}][] : memref<320xi8> to memref<2xf32>
// CHECK:         scf.forall (%i) in (%{{c16.*}}) {
// CHECK:           %alloc = memref.view %[[M]][%{{.*}}][] : memref<320xi8> to memref<4xf32>
// CHECK-NEXT:      scf.forall (%j) in (%{{c4.*}}) {
// CHECK-NEXT:        %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:             %{{alloc(_[0-9]+)?}} = memref.view %[[MI]][%{{.*}}][] : memref<64xi8> to memref<8xf32>
// CHECK-NEXT:        %{{[0-9]+}} = scf.for
func.func @mixed_forall_and_for(%lb: index, %ub: index, %step: index, %arg0: memref<2xf32>) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %0 = memref.alloc() : memref<2xf32>
  scf.forall (%i) in (%c16) {
    %alloc = memref.alloc() : memref<4xf32>
    scf.forall (%j) in (%c4) {
      %alloc_0 = memref.alloc() : memref<8xf32>
      %1 = scf.for %k = %lb to %ub step %step iter_args(%iterBuf = %arg0) -> (memref<2xf32>) {
        "test.source"(%alloc) : (memref<4xf32>) -> ()
        "test.source"(%alloc_0) : (memref<8xf32>) -> ()
        scf.yield %0 : memref<2xf32>
      }
    }
  }
  return
}

// UPSTREAM-LABEL:  func.func @nested_forall_with_dynamic_shape(
// UPSTREAM-NOT:      memref.view
// UPSTREAM:          %{{.*}} = memref.alloc(%arg0) : memref<?xf32>
// UPSTREAM-NOT:      memref.view
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @nested_forall_with_dynamic_shape(
// CHECK-NOT:     memref.view
// CHECK:         %alloc = memref.alloc(%arg0) : memref<?xf32>
func.func @nested_forall_with_dynamic_shape(%arg0: index) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) in (%c16) {
    %alloc = memref.alloc(%arg0) : memref<?xf32>
    scf.forall (%j) in (%c4) {
      "test.source"(%alloc) : (memref<?xf32>) -> ()
    }
  }
  return
}

// A dynamic outer bound: no hoisting, plain views in each forall's own buffer.
// UPSTREAM-LABEL:  func.func @nested_forall_with_dynamic_range(
// UPSTREAM:          scf.forall (%{{.*}}) in (%arg0) {
// UPSTREAM-NEXT:       %[[MO:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:       %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[MO]][%[[C0]]][] : memref<64xi8> to memref<2xf32>
// UPSTREAM-NEXT:       scf.forall
// UPSTREAM-NEXT:         %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:         %[[C0I:.*]] = arith.constant 0 : index
// UPSTREAM:              %{{.*}} = memref.view %[[MI]][%[[C0I]]][] : memref<64xi8> to memref<4xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @nested_forall_with_dynamic_range(
// CHECK:         scf.forall (%i) in (%ub) {
// CHECK-NEXT:      %[[MO:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %alloc = memref.view %[[MO]][%[[C0]]][] : memref<64xi8> to memref<2xf32>
// CHECK-NEXT:      scf.forall (%j) in (%{{c4.*}}) {
// CHECK-NEXT:        %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:             %{{alloc(_[0-9]+)?}} = memref.view %[[MI]][%{{.*}}][] : memref<64xi8> to memref<4xf32>
func.func @nested_forall_with_dynamic_range(%ub: index) {
  %c4 = arith.constant 4 : index
  scf.forall (%i) in (%ub) {
    %alloc = memref.alloc() : memref<2xf32>
    scf.forall (%j) in (%c4) {
      "test.source"(%alloc) : (memref<2xf32>) -> ()
      %alloc_0 = memref.alloc() : memref<4xf32>
      "test.source"(%alloc_0) : (memref<4xf32>) -> ()
    }
  }
  return
}

// B2: the reference put both hoisted buffers at offset 0 of a 4096-byte
// buffer, so thread i's 4xf32 slots overlap thread i''s 8xf32 slots while the
// outer loop runs both inner loops concurrently. Both now live over the whole
// outer loop: 1024 + 4096 bytes, disjoint, after the 64 bytes of %0 (yielded
// by the scf.for to its results: planned, B16).
// UPSTREAM-LABEL:  func.func @nested_forall_with_multi_blocks(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5184xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C4:.*]] = arith.constant 4 : index
// UPSTREAM-NEXT:     %[[C16:.*]] = arith.constant 16 : index
// UPSTREAM-NEXT:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM-NEXT:     %[[C8:.*]] = arith.constant 8 : index
// UPSTREAM-NEXT:     %[[C32:.*]] = arith.constant 32 : index
// UPSTREAM-NEXT:     %[[C1088:.*]] = arith.constant 1088 : index
// UPSTREAM:          %[[Y:.*]] = memref.view %[[M]][%[[C0]]][] : memref<5184xi8> to memref<2xf32>
// UPSTREAM:          scf.forall (%[[I:.*]]) in
// UPSTREAM-NEXT:       scf.forall (%[[J1:.*]]) in
// UPSTREAM-NEXT:         %[[A:.*]] = arith.muli %[[I]], %[[C4]] : index
// UPSTREAM-NEXT:         %[[B:.*]] = arith.addi %[[J1]], %[[A]] : index
// UPSTREAM-NEXT:         %[[S:.*]] = arith.muli %[[B]], %[[C16]] : index
// UPSTREAM-NEXT:         %[[O:.*]] = arith.addi %[[C64]], %[[S]] : index
// UPSTREAM-NEXT:         %{{.*}} = memref.view %[[M]][%[[O]]][] : memref<5184xi8> to memref<4xf32>
// UPSTREAM-NEXT:         scf.forall
// UPSTREAM-NEXT:           %[[MK:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// UPSTREAM-NEXT:           %[[CK:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:           scf.for
// UPSTREAM-NEXT:             %{{.*}} = memref.view %[[MK]][%[[CK]]][] : memref<64xi8> to memref<2xf32>
// UPSTREAM:                  scf.yield %[[Y]] : memref<2xf32>
// UPSTREAM:            scf.forall (%[[J2:.*]]) in
// UPSTREAM-NEXT:         %[[A2:.*]] = arith.muli %[[I]], %[[C8]] : index
// UPSTREAM-NEXT:         %[[B2:.*]] = arith.addi %[[J2]], %[[A2]] : index
// UPSTREAM-NEXT:         %[[S2:.*]] = arith.muli %[[B2]], %[[C32]] : index
// UPSTREAM-NEXT:         %[[O2:.*]] = arith.addi %[[C1088]], %[[S2]] : index
// UPSTREAM-NEXT:         %{{.*}} = memref.view %[[M]][%[[O2]]][] : memref<5184xi8> to memref<8xf32>
// UPSTREAM:          {{^    }}return{{$}}
// CHECK-LABEL: func.func @nested_forall_with_multi_blocks(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5184xi8>
// CHECK:         %0 = memref.view %[[M]][%{{.*}}][] : memref<5184xi8> to memref<2xf32>
// CHECK:         scf.forall (%i) in (%{{c16.*}}) {
// CHECK-NEXT:      scf.forall (%j1) in (%{{c4.*}}) {
// CHECK-NEXT:        %[[A:.*]] = arith.muli %i, %[[C4:.*]] : index
// CHECK-NEXT:        %[[B:.*]] = arith.addi %j1, %[[A]] : index
// CHECK-NEXT:        %[[S:.*]] = arith.muli %[[B]], %[[C16:.*]] : index
// CHECK-NEXT:        %[[O:.*]] = arith.addi %[[C64:.*]], %[[S]] : index
// CHECK-NEXT:        %alloc = memref.view %[[M]][%[[O]]][] : memref<5184xi8> to memref<4xf32>
// CHECK-NEXT:        scf.forall (%k1) in (%{{c4.*}}) {
// CHECK-NEXT:          %[[MK:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:               scf.for
// CHECK-NEXT:            %{{alloc(_[0-9]+)?}} = memref.view %[[MK]][%{{.*}}][] : memref<64xi8> to memref<2xf32>
// CHECK:           scf.forall (%j2) in (%{{c8.*}}) {
// CHECK-NEXT:        %[[A2:.*]] = arith.muli %i, %[[C8:.*]] : index
// CHECK-NEXT:        %[[B2:.*]] = arith.addi %j2, %[[A2]] : index
// CHECK-NEXT:        %[[S2:.*]] = arith.muli %[[B2]], %[[C32:.*]] : index
// CHECK-NEXT:        %[[O2:.*]] = arith.addi %[[C1088:.*]], %[[S2]] : index
// CHECK-NEXT:        %{{alloc(_[0-9]+)?}} = memref.view %[[M]][%[[O2]]][] : memref<5184xi8> to memref<8xf32>
func.func @nested_forall_with_multi_blocks(%lb: index, %ub: index, %step: index, %arg0: memref<2xf32>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %0 = memref.alloc() : memref<2xf32>
  scf.forall (%i) in (%c16) {
    scf.forall (%j1) in (%c4) {
      %alloc = memref.alloc() : memref<4xf32>
      scf.forall (%k1) in (%c4) {
        %1 = scf.for %kk = %lb to %ub step %step iter_args(%iterBuf = %arg0) -> (memref<2xf32>) {
          %alloc_0 = memref.alloc() : memref<2xf32>
          "test.source"(%alloc) : (memref<4xf32>) -> ()
          "test.source"(%alloc_0) : (memref<2xf32>) -> ()
          scf.yield %0 : memref<2xf32>
        }
      }
    }
    scf.forall (%j2) in (%c8) {
      %alloc_2 = memref.alloc() : memref<8xf32>
      scf.forall (%k2) in (%c4) {
        "test.source"(%alloc_2) : (memref<8xf32>) -> ()
      }
    }
  }
  return
}

// B15: where in its scope the alloc sits does not matter. %alloc is used in
// an inner forall inside an scf.if; it is hoisted (16 slots of 16 bytes)
// whether its alloc sits in the scf.if next to the inner forall (as
// bufferization leaves it) or at the start of the outer forall's body (as
// --buffer-hoisting leaves it). The reference hoisted only the first.
// UPSTREAM-LABEL:  func.func @forall_in_branch(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// UPSTREAM-NEXT:     %[[C16:.*]] = arith.constant 16 : index
// UPSTREAM:          scf.if
// UPSTREAM-NEXT:       %[[S:.*]] = arith.muli %{{.*}}, %[[C16]] : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[M]][%[[S]]][] : memref<256xi8> to memref<4xf32>
// UPSTREAM-NEXT:       scf.forall
// UPSTREAM-LABEL:  func.func @forall_in_branch_alloc_hoisted(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// UPSTREAM-NEXT:     %[[C16:.*]] = arith.constant 16 : index
// UPSTREAM:          %[[S:.*]] = arith.muli %{{.*}}, %[[C16]] : index
// UPSTREAM-NEXT:     %{{.*}} = memref.view %[[M]][%[[S]]][] : memref<256xi8> to memref<4xf32>
// UPSTREAM:          scf.if
// UPSTREAM-NEXT:       scf.forall
// CHECK-LABEL: func.func @forall_in_branch(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 16 : index
// CHECK:         scf.forall (%i) in (%{{c16.*}}) {
// CHECK-NEXT:      %[[MF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      scf.if %p {
// CHECK-NEXT:        %[[S:.*]] = arith.muli %i, %[[C16]] : index
// CHECK-NEXT:        %alloc = memref.view %[[M]][%[[S]]][] : memref<256xi8> to memref<4xf32>
// CHECK-NEXT:        scf.forall (%j) in (%c4) {
// CHECK-NEXT:          "test.source"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:        }
// CHECK-NEXT:        %alloc_1 = memref.view %[[MF]][%[[C0]]][] : memref<64xi8> to memref<8xf32>
// CHECK-LABEL: func.func @forall_in_branch_alloc_hoisted(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 16 : index
// CHECK:         scf.forall (%i) in (%{{c16.*}}) {
// CHECK-NEXT:      %[[MF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[S:.*]] = arith.muli %i, %[[C16]] : index
// CHECK-NEXT:      %alloc = memref.view %[[M]][%[[S]]][] : memref<256xi8> to memref<4xf32>
// CHECK-NEXT:      %alloc_1 = memref.view %[[MF]][%[[C0]]][] : memref<64xi8> to memref<8xf32>
// CHECK-NEXT:      scf.if %p {
// CHECK-NEXT:        scf.forall (%j) in (%c4) {
// CHECK-NEXT:          "test.source"(%alloc) : (memref<4xf32>) -> ()
func.func @forall_in_branch(%p: i1) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) in (%c16) {
    scf.if %p {
      %alloc = memref.alloc() : memref<4xf32>
      scf.forall (%j) in (%c4) {
        "test.source"(%alloc) : (memref<4xf32>) -> ()
      }
      %alloc_0 = memref.alloc() : memref<8xf32>
      "test.source"(%alloc_0) : (memref<8xf32>) -> ()
    }
  }
  return
}

func.func @forall_in_branch_alloc_hoisted(%p: i1) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) in (%c16) {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc() : memref<8xf32>
    scf.if %p {
      scf.forall (%j) in (%c4) {
        "test.source"(%alloc) : (memref<4xf32>) -> ()
      }
      "test.source"(%alloc_0) : (memref<8xf32>) -> ()
    }
  }
  return
}

// UPSTREAM-LABEL:  func.func @nested_forall_nd(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// UPSTREAM-NEXT:     %[[C32:.*]] = arith.constant 32 : index
// UPSTREAM:          scf.forall (%[[I:.*]]) in
// UPSTREAM-NEXT:       %[[MF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// UPSTREAM-NEXT:       %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %[[S:.*]] = arith.muli %[[I]], %[[C32]] : index
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[M]][%[[S]]][] : memref<512xi8> to memref<2x4xf32>
// UPSTREAM-NEXT:       %{{.*}} = memref.view %[[MF]][%[[C0]]][] : memref<128xi8> to memref<4x8xf32>
// UPSTREAM-NEXT:       scf.forall
// UPSTREAM-NEXT:         %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// UPSTREAM-NEXT:         %[[C0I:.*]] = arith.constant 0 : index
// UPSTREAM:              %{{.*}} = memref.view %[[MI]][%[[C0I]]][] : memref<128xi8> to memref<2x16xf32>
// UPSTREAM:          {{^    }}return{{$}}
// UPSTREAM-NEXT:     }
// UPSTREAM-NEXT:   {{^}}}
// CHECK-LABEL: func.func @nested_forall_nd()
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:         scf.forall (%i) in (%{{c16.*}}) {
// CHECK-NEXT:      %[[MF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:           %[[S:.*]] = arith.muli %i, %[[C32:.*]] : index
// CHECK-NEXT:      %{{alloc(_[0-9]+)?}} = memref.view %[[M]][%[[S]]][] : memref<512xi8> to memref<2x4xf32>
// CHECK-NEXT:      %{{alloc(_[0-9]+)?}} = memref.view %[[MF]][%{{.*}}][] : memref<128xi8> to memref<4x8xf32>
// CHECK-NEXT:      scf.forall (%j) in (%{{c4.*}}) {
// CHECK-NEXT:        %[[MI:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:             %{{alloc(_[0-9]+)?}} = memref.view %[[MI]][%{{.*}}][] : memref<128xi8> to memref<2x16xf32>
func.func @nested_forall_nd() {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) in (%c16) {
    %alloc_0 = memref.alloc() : memref<2x4xf32>
    %alloc_1 = memref.alloc() : memref<4x8xf32>
    scf.forall (%j) in (%c4) {
      "test.source"(%alloc_0) : (memref<2x4xf32>) -> ()
      %alloc_2 = memref.alloc() : memref<2x16xf32>
      "test.source"(%alloc_2) : (memref<2x16xf32>) -> ()
    }
    "test.source"(%alloc_1) : (memref<4x8xf32>) -> ()
  }
  return
}


// UNSUPPORTED: fast-tier
