// Spec §13.1: alignment=16 on @nested_forall gives a 272-byte buffer
// (16 for %alloc, then 8 slots of 32 bytes for the hoisted %alloc_1).
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model alignment=16}' %s | filecheck %s
// RUN: %if mlir-opt %{ xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{planner=cost-model alignment=16}' %s | %mlir_verify | filecheck %s %}

// CHECK-LABEL: func.func @nested_forall(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 16 : i64} : memref<272xi8>
// CHECK:           %[[S:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK-NEXT:      %[[O:.*]] = arith.addi %[[OFF16:.*]], %[[S]] : index
// CHECK-NEXT:      %{{.*}} = memref.view %[[M]][%[[O]]][] : memref<272xi8> to memref<8xf32>
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
