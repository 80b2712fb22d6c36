// A buffer is never placed below its element's ABI alignment (vector loads
// and stores are lowered assuming it; found by the fuzzer, see
// tests/regressions/vector-below-abi-alignment.md), and it is still merged:
// each buffer carries its own alignment, the merged buffer takes the largest.
// RUN: xdsl-opt -p 'merge-alloc{alignment=8}' %s -o %t.align8.mlir
// RUN: filecheck %s --input-file=%t.align8.mlir --check-prefix=ALIGN8
// RUN: %if mlir-opt %{ %mlir_verify %t.align8.mlir | filecheck %s --check-prefix=UPSTREAM %}
// RUN: xdsl-opt -p 'merge-alloc{alignment=64}' %s | filecheck %s --check-prefix=ALIGN64
// RUN: xdsl-opt -p 'merge-alloc{alignment=8 planner=size-first}' %s | filecheck %s --check-prefix=SIZEFIRST
// UPSTREAM:      {{^}}module {
// UPSTREAM-LABEL: func.func @f(
// UPSTREAM-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 16 : i64} : memref<72xi8>
// UPSTREAM-DAG:     %[[C0:.*]] = arith.constant 0 : index
// UPSTREAM-DAG:     %[[C64:.*]] = arith.constant 64 : index
// UPSTREAM:         %[[A:.*]] = memref.view %[[M]][%[[C64]]][] : memref<72xi8> to memref<1xi64>
// UPSTREAM-NEXT:    %[[B:.*]] = memref.view %[[M]][%[[C0]]][] : memref<72xi8> to memref<4xvector<4xf32>>
// UPSTREAM-NEXT:    memref.copy %arg0, %[[A]] : memref<1xi64> to memref<1xi64>
// UPSTREAM-NEXT:    memref.copy %arg1, %[[B]] : memref<4xvector<4xf32>> to memref<4xvector<4xf32>>
// UPSTREAM-NOT:     memref.alloc
// UPSTREAM:         {{^ *}}return{{$}}

// The default planner (best) places the 16-aligned b first, at 0, and a
// right after it at 64: no padding.
// ALIGN8:      %[[M:.*]] = memref.alloc() {alignment = 16 : i64} : memref<72xi8>
// ALIGN8-DAG:  %[[C0:.*]] = arith.constant 0 : index
// ALIGN8-DAG:  %[[C64:.*]] = arith.constant 64 : index
// ALIGN8:      %a = memref.view %[[M]][%[[C64]]][] : memref<72xi8> to memref<1xi64>
// ALIGN8:      %b = memref.view %[[M]][%[[C0]]][] : memref<72xi8> to memref<4xvector<4xf32>>
// The reference port plans the whole scope at the largest alignment (16),
// so a takes 16 bytes.
// SIZEFIRST:      %[[M:.*]] = memref.alloc() {alignment = 16 : i64} : memref<80xi8>
// SIZEFIRST-DAG:  %[[C0:.*]] = arith.constant 0 : index
// SIZEFIRST-DAG:  %[[C16:.*]] = arith.constant 16 : index
// SIZEFIRST:      %a = memref.view %[[M]][%[[C0]]][] : memref<80xi8> to memref<1xi64>
// SIZEFIRST:      %b = memref.view %[[M]][%[[C16]]][] : memref<80xi8> to memref<4xvector<4xf32>>
// ALIGN64: %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// ALIGN64: %a = memref.view %[[M]]
// ALIGN64: %b = memref.view %[[M]]
func.func @f(%x: memref<1xi64>, %y: memref<4xvector<4xf32>>) {
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<4xvector<4xf32>>
  memref.copy %x, %a : memref<1xi64> to memref<1xi64>
  memref.copy %y, %b : memref<4xvector<4xf32>> to memref<4xvector<4xf32>>
  memref.copy %a, %x : memref<1xi64> to memref<1xi64>
  memref.copy %b, %y : memref<4xvector<4xf32>> to memref<4xvector<4xf32>>
  return
}

// UNSUPPORTED: fast-tier
