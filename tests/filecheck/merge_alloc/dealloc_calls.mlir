// A dealloc of a call's result. A callee in the module is summarised: which
// of its arguments it may return, and whether it may return memory of its
// own. A dealloc that may free memory the pass does not own must stay, so
// every buffer it may also free stays a real allocation.
// RUN: xdsl-opt -p merge-alloc %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %if mlir-opt %{ %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM %}
// UPSTREAM-LABEL: func.func @caller

func.func private @external(memref<16xf32>) -> memref<16xf32>

func.func @fresh(%x: memref<16xf32>) -> memref<16xf32> {
  %r = memref.alloc() : memref<16xf32>
  memref.copy %x, %r : memref<16xf32> to memref<16xf32>
  return %r : memref<16xf32>
}

func.func @passthrough(%x: memref<16xf32>) -> memref<16xf32> {
  return %x : memref<16xf32>
}

// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// %a: @fresh returns its own buffer; freeing the result does not free %a.
// CHECK:         %a = memref.view %[[M]]
// CHECK:         %r = func.call @fresh(%a)
// CHECK-NEXT:    memref.copy %r, %in
// CHECK-NEXT:    memref.dealloc %r : memref<16xf32>
// %b: @external may return %b or a buffer of its own: the dealloc stays, so %b stays.
// CHECK:         %b = memref.alloc() : memref<16xf32>
// CHECK:         %s = func.call @external(%b)
// CHECK-NEXT:    memref.copy %s, %in
// CHECK-NEXT:    memref.dealloc %s : memref<16xf32>
// %c: @passthrough returns %c itself: freeing the result frees %c only.
// CHECK:         %c = memref.view %[[M]]
// CHECK:         %t = func.call @passthrough(%c)
// CHECK-NEXT:    memref.copy %t, %in
// CHECK-NEXT:    memref.dealloc %[[M]] : memref<64xi8>
// CHECK-NEXT:    func.return
func.func @caller(%in: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  %r = func.call @fresh(%a) : (memref<16xf32>) -> memref<16xf32>
  memref.copy %r, %in : memref<16xf32> to memref<16xf32>
  memref.dealloc %r : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.copy %in, %b : memref<16xf32> to memref<16xf32>
  %s = func.call @external(%b) : (memref<16xf32>) -> memref<16xf32>
  memref.copy %s, %in : memref<16xf32> to memref<16xf32>
  memref.dealloc %s : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %in, %c : memref<16xf32> to memref<16xf32>
  %t = func.call @passthrough(%c) : (memref<16xf32>) -> memref<16xf32>
  memref.copy %t, %in : memref<16xf32> to memref<16xf32>
  memref.dealloc %t : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}

// UNSUPPORTED: fast-tier
