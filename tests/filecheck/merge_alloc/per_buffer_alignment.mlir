// Each buffer keeps the alignment it needs: the largest of its `alignment`
// attribute, its element's ABI alignment and the pass option. With
// alignment=16, the {alignment = 64} allocs that one-shot-bufferize creates are
// still merged, at 64-byte-aligned offsets, and the merged buffer is 64-aligned.
// RUN: xdsl-opt -p 'merge-alloc{alignment=16 planner=size-first}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s %}
// RUN: xdsl-opt -p 'merge-alloc{alignment=16 planner=cost-model}' %s | filecheck %s

// The reference ports plan the scope at the largest alignment (b is padded
// to 64 bytes); a, b, c are live together.
// CHECK-LABEL: func.func @mixed(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG:     %[[C192:.*]] = arith.constant 192 : index
// CHECK:         {{%a|%view}} = memref.view %[[M]][%[[C0]]][] : memref<320xi8> to memref<25xf32>
// CHECK:         {{%b|%view_0}} = memref.view %[[M]][%[[C128]]][] : memref<320xi8> to memref<5xf32>
// CHECK:         {{%c|%view_1}} = memref.view %[[M]][%[[C192]]][] : memref<320xi8> to memref<25xf32>
// CHECK-NOT:     memref.alloc()
func.func @mixed(%x: memref<25xf32>, %y: memref<5xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<25xf32>
  %b = memref.alloc() : memref<5xf32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<25xf32>
  memref.copy %x, %a : memref<25xf32> to memref<25xf32>
  memref.copy %y, %b : memref<5xf32> to memref<5xf32>
  memref.copy %x, %c : memref<25xf32> to memref<25xf32>
  memref.copy %a, %x : memref<25xf32> to memref<25xf32>
  memref.copy %b, %y : memref<5xf32> to memref<5xf32>
  memref.copy %c, %x : memref<25xf32> to memref<25xf32>
  return
}

// UNSUPPORTED: fast-tier
