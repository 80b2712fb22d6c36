// RUN: xdsl-opt -p 'merge-alloc{analysis-only}' %s | filecheck %s
// RUN: xdsl-opt -p merge-alloc %s -o %t.merge.mlir
// RUN: filecheck %s --input-file=%t.merge.mlir --check-prefix=MERGE
// RUN: %if mlir-opt %{ %mlir_verify %t.merge.mlir | filecheck %s --check-prefix=MERGE %}

// memref.prefetch reads its buffer: it is the last use of %a, so %a lives
// until tick 6 and cannot share bytes with %b (which is used at tick 5); %c,
// allocated after the prefetch, reuses %a's bytes.

func.func @prefetch_keeps_alive(%i: index, %v: f32) {
  %a = memref.alloc() : memref<16 x f32>
  memref.store %v, %a[%i] : memref<16 x f32>
  %b = memref.alloc() : memref<16 x f32>
  memref.store %v, %b[%i] : memref<16 x f32>
  memref.prefetch %a[%i], read, locality<3>, data : memref<16 x f32>
  %c = memref.alloc() : memref<16 x f32>
  memref.store %v, %c[%i] : memref<16 x f32>
  func.return
}

// CHECK:      %a = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 3, 6>} : memref<16xf32>
// CHECK:      %b = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 5, 5>} : memref<16xf32>
// CHECK:      memref.prefetch %a[%i], read, locality<3>, data : memref<16xf32>
// CHECK:      %c = memref.alloc() {__mergealloc_lifetime = array<i64: 0, 8, 8>} : memref<16xf32>

// MERGE:      %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// MERGE-DAG:  %[[OFF0:.*]] = arith.constant 0 : index
// MERGE-DAG:  %[[OFF64:.*]] = arith.constant 64 : index
// MERGE:      memref.view %[[M]][%[[OFF0]]][] : memref<128xi8> to memref<16xf32>
// MERGE:      memref.view %[[M]][%[[OFF64]]][] : memref<128xi8> to memref<16xf32>
// MERGE:      memref.prefetch
// MERGE:      memref.view %[[M]][%[[OFF0]]][] : memref<128xi8> to memref<16xf32>

// UNSUPPORTED: fast-tier
