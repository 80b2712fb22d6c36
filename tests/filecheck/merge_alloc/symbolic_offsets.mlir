// RUN: xdsl-opt -p 'merge-alloc{symbolic-offsets}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: xdsl-opt -p 'merge-alloc' %s | filecheck %s --check-prefix=BOUND
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir -o /dev/null %}

// Two row buffers of `n` x 16 f32 (64 n bytes) live at once, then a static
// scratch of 256 B (first written after `b`'s last read). At the bound (128
// rows) the plan is [b: 0, 8192) [a: 8192, 16384) and the scratch at 0; with
// symbolic offsets `a` starts where `b` ends, at 64 n, the arena is
// max(128 n, 256) and the scratch stays at 0: every offset the sum of the
// sizes below it.
func.func @rows(%x: memref<?x16xf32> {merge_alloc.dim_bounds = array<i64: 128, -1>}) -> f32 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %a = memref.alloc(%n) : memref<?x16xf32>
  %b = memref.alloc(%n) : memref<?x16xf32>
  memref.copy %x, %a : memref<?x16xf32> to memref<?x16xf32>
  memref.copy %a, %b : memref<?x16xf32> to memref<?x16xf32>
  %s = memref.alloc() : memref<64xf32>
  %v = memref.load %b[%c0, %c0] : memref<?x16xf32>
  memref.store %v, %s[%c0] : memref<64xf32>
  %w = memref.load %s[%c0] : memref<64xf32>
  %m = arith.addf %v, %w : f32
  memref.dealloc %a : memref<?x16xf32>
  memref.dealloc %b : memref<?x16xf32>
  memref.dealloc %s : memref<64xf32>
  return %m : f32
}

// CHECK-LABEL: func.func @rows
// CHECK:         %[[C64:.*]] = arith.constant 64 : index
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[N:.*]] = memref.dim %x, %[[C0]] : memref<?x16xf32>
// CHECK-NEXT:    %[[ROW:.*]] = arith.muli %[[C64]], %[[N]] : index
// CHECK-NEXT:    %[[TWO:.*]] = arith.addi %[[ROW]], %[[ROW]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[ARENA:.*]] = arith.maxui %[[TWO]], %[[C256]] : index
// CHECK-NEXT:    %merged = memref.alloc(%[[ARENA]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK:         %a = memref.view %merged[%[[ROW]]][%n] : memref<?xi8> to memref<?x16xf32>
// CHECK:         %b = memref.view %merged[%[[C0]]][%n] : memref<?xi8> to memref<?x16xf32>
// CHECK:         %s = memref.view %merged[%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK:         memref.dealloc %merged : memref<?xi8>

// BOUND-LABEL: func.func @rows
// BOUND:         %merged = memref.alloc() {alignment = 64 : i64} : memref<16384xi8>

// A size that is no expression of the argument dimensions (a subtraction):
// the scope keeps its plan at the bound.
func.func @not_expressible(%x: memref<?xf32> {merge_alloc.dim_bounds = array<i64: 100>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %m = arith.subi %n, %c1 : index
  %a = memref.alloc(%m) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @not_expressible
// CHECK:         %merged = memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xi8>
