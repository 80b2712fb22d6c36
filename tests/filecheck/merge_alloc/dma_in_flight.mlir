// memref.dma_start starts a transfer that reads its source and writes its
// destination and tag until a memref.dma_wait on the tag: no tick of the
// start bounds those accesses, so its buffers stay real allocations
// (docs/lifetimes.md, "Escapes"), even where its declared effects alone
// would end %a's lifetime at the start. %b and %c, used around it, merge.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}

// CHECK-LABEL: func.func @in_flight(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         %a = memref.alloc() : memref<16xf32>
// CHECK-NEXT:    %far = memref.alloc() : memref<16xf32, 1 : i64>
// CHECK-NEXT:    %tag = memref.alloc() : memref<1xi32>
// CHECK:         memref.dma_start %a[%i], %far[%i], %n, %tag[%i] : memref<16xf32>, memref<16xf32, 1 : i64>, memref<1xi32>
// CHECK-NEXT:    %b = memref.view %[[M]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
// CHECK:         memref.dma_wait %tag[%i], %n : memref<1xi32>
// CHECK:         %c = memref.view %[[M]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
// UPSTREAM-LABEL: func.func @in_flight(
// UPSTREAM:         %[[A:.*]] = memref.alloc() : memref<16xf32>
// UPSTREAM-NEXT:    %[[FAR:.*]] = memref.alloc() : memref<16xf32, 1>
// UPSTREAM-NEXT:    %[[TAG:.*]] = memref.alloc() : memref<1xi32>
// UPSTREAM:         memref.dma_start %[[A]][%arg0], %[[FAR]][%arg0], %arg1, %[[TAG]][%arg0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
// UPSTREAM:         memref.dma_wait %[[TAG]][%arg0], %arg1 : memref<1xi32>
func.func @in_flight(%i: index, %n: index) {
  %a = memref.alloc() : memref<16xf32>
  %far = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  "test.source"(%a) : (memref<16xf32>) -> ()
  memref.dma_start %a[%i], %far[%i], %n, %tag[%i] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
  %b = memref.alloc() : memref<16xf32>
  "test.source"(%b) : (memref<16xf32>) -> ()
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  %c = memref.alloc() : memref<16xf32>
  "test.source"(%c, %far) : (memref<16xf32>, memref<16xf32, 1>) -> ()
  return
}

// UNSUPPORTED: fast-tier
