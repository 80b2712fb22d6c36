// alignment=16 on @nested_forall gives a 272-byte buffer (16 for %alloc,
// then 8 slots of 32 bytes for the hoisted %alloc_1); every offset and every
// merged buffer is a multiple of 16.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model alignment=16}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-LABEL: func.func @nested_forall(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 16 : i64} : memref<272xi8>
// CHECK:           %[[S:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK-NEXT:      %[[O:.*]] = arith.addi %[[OFF16:.*]], %[[S]] : index
// CHECK-NEXT:      %{{.*}} = memref.view %[[M]][%[[O]]][] : memref<272xi8> to memref<8xf32>

// mlir-opt's own printout (its value names, `module`, `return`): the plan
// parsed and verified upstream.
// UPSTREAM:        {{^}}module {
// UPSTREAM-LABEL:  func.func @nested_forall(
// UPSTREAM-NEXT:     %[[M:.*]] = memref.alloc() {alignment = 16 : i64} : memref<272xi8>
// UPSTREAM-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:     %[[C2:.*]] = arith.constant 2 : index
// UPSTREAM-NEXT:     %[[C32:.*]] = arith.constant 32 : index
// UPSTREAM-NEXT:     %[[C16:.*]] = arith.constant 16 : index
// UPSTREAM:          %view = memref.view %[[M]][%[[C0]]][] : memref<272xi8> to memref<2xf32>
// UPSTREAM-NEXT:     memref.copy %arg0, %view : memref<2xf32> to memref<2xf32>
// UPSTREAM-NEXT:     scf.forall (%[[I:.*]]) =
// UPSTREAM-NEXT:       %[[MO:.*]] = memref.alloc() {alignment = 16 : i64} : memref<16xi8>
// UPSTREAM-NEXT:       %[[C0O:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:       %[[V0:.*]] = memref.view %[[MO]][%[[C0O]]][] : memref<16xi8> to memref<4xf32>
// UPSTREAM-NEXT:       %[[T:.*]] = arith.divsi %[[I]], %[[C2]] : index
// UPSTREAM-NEXT:       %[[S:.*]] = arith.muli %[[T]], %[[C32]] : index
// UPSTREAM-NEXT:       %[[O:.*]] = arith.addi %[[C16]], %[[S]] : index
// UPSTREAM-NEXT:       %[[V1:.*]] = memref.view %[[M]][%[[O]]][] : memref<272xi8> to memref<8xf32>
// UPSTREAM-NEXT:       scf.forall
// UPSTREAM-NEXT:         %[[MI:.*]] = memref.alloc() {alignment = 16 : i64} : memref<64xi8>
// UPSTREAM-NEXT:         %[[C0I:.*]] = arith.constant 0 : index
// UPSTREAM-NEXT:         "test.source"(%view) : (memref<2xf32>) -> ()
// UPSTREAM-NEXT:         "test.source"(%[[V1]]) : (memref<8xf32>) -> ()
// UPSTREAM-NEXT:         %[[V2:.*]] = memref.view %[[MI]][%[[C0I]]][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-NEXT:         "test.source"(%[[V2]]) : (memref<16xf32>) -> ()
// UPSTREAM:            "test.source"(%[[V0]]) : (memref<4xf32>) -> ()
// UPSTREAM:          {{^ *}}return{{$}}
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
