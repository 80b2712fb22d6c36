// Exclusive branches: buffers used only in different regions of one scf.if or
// scf.index_switch are never live together and share bytes; inside a loop,
// buffers live across iterations do not.
// RUN: xdsl-opt -p merge-alloc %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt -p 'merge-alloc{analysis-only}' %s | filecheck %s --check-prefix=TICKS
// UPSTREAM-LABEL: func.func @two_branches

// Allocated before the scf.if (as if hoisted), used in one region each.
// CHECK-LABEL: func.func @two_branches(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>
// CHECK:         %a = memref.view %merged[%[[OFF:.*]]][]
// CHECK-NEXT:    %b = memref.view %merged[%[[OFF]]][]
// TICKS-LABEL: func.func @two_branches(
// TICKS:         %a = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP:[0-9]+]], 7, 13>, __mergealloc_exclusive = array<i64: [[IF:[0-9]+]], 0>}
// TICKS:         %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], 16, 22>, __mergealloc_exclusive = array<i64: [[IF]], 1>}
// TICKS:         }{{ ?}}{__mergealloc_branch = [[IF]] : i64}
func.func @two_branches(%c: i1, %x: memref<256xf32>, %out: memref<2xf32>) {
  %i0 = arith.constant 0 : index
  %i7 = arith.constant 7 : index
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32>
  scf.if %c {
    linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
    linalg.add ins(%a, %x : memref<256xf32>, memref<256xf32>) outs(%a : memref<256xf32>)
    %v = memref.load %a[%i7] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<2xf32>
  } else {
    linalg.mul ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
    linalg.mul ins(%b, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
    %v = memref.load %b[%i7] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<2xf32>
  }
  return
}

// The same with the allocs inside the regions: the same plan.
// CHECK-LABEL: func.func @allocs_in_branches(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>
func.func @allocs_in_branches(%c: i1, %x: memref<256xf32>, %out: memref<2xf32>) {
  %i0 = arith.constant 0 : index
  %i7 = arith.constant 7 : index
  scf.if %c {
    %a = memref.alloc() : memref<256xf32>
    linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
    %v = memref.load %a[%i7] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<256xf32>
    linalg.mul ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
    %v = memref.load %b[%i7] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<2xf32>
  }
  return
}

// Three cases of an scf.index_switch (default included): one slot.
// CHECK-LABEL: func.func @index_switch(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>
// TICKS-LABEL: func.func @index_switch(
// TICKS:         %a = memref.alloc() {{{.*}}__mergealloc_exclusive = array<i64: [[SW:[0-9]+]], 1>}
// TICKS:         %b = memref.alloc() {{{.*}}__mergealloc_exclusive = array<i64: [[SW]], 2>}
// TICKS:         %c = memref.alloc() {{{.*}}__mergealloc_exclusive = array<i64: [[SW]], 0>}
func.func @index_switch(%k: index, %x: memref<256xf32>, %out: memref<3xf32>) {
  %i0 = arith.constant 0 : index
  %i9 = arith.constant 9 : index
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32>
  %c = memref.alloc() : memref<256xf32>
  scf.index_switch %k
  case 0 {
    linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
    %v = memref.load %a[%i9] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<3xf32>
    scf.yield
  }
  case 1 {
    linalg.mul ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
    %v = memref.load %b[%i9] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<3xf32>
    scf.yield
  }
  default {
    linalg.add ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%c : memref<256xf32>)
    %v = memref.load %c[%i9] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<3xf32>
    scf.yield
  }
  return
}

// A buffer used before the scf.if and in its else region conflicts with a
// buffer of the then region: its interval spans the then region's ticks
// (intervals cannot say that %b is dead on the then path).
// CHECK-LABEL: func.func @live_into_branch(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
func.func @live_into_branch(%c: i1, %x: memref<256xf32>, %out: memref<2xf32>) {
  %i0 = arith.constant 0 : index
  %i7 = arith.constant 7 : index
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32>
  linalg.exp ins(%x : memref<256xf32>) outs(%b : memref<256xf32>)
  scf.if %c {
    linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
    %v = memref.load %a[%i7] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<2xf32>
  } else {
    %v = memref.load %b[%i7] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<2xf32>
  }
  return
}

// Inside a loop, both buffers are live across iterations (allocated before
// the loop): disjoint bytes.
// CHECK-LABEL: func.func @if_in_for(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
// TICKS-LABEL: func.func @if_in_for(
// TICKS:         %a = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP:[0-9]+]], [[START:[0-9]+]], [[END:[0-9]+]]>, __mergealloc_first_use
// TICKS:         %b = memref.alloc() {__mergealloc_lifetime = array<i64: [[TOP]], {{[0-9]+}}, [[END]]>}
func.func @if_in_for(%x: memref<256xf32>, %out: memref<4xf32>) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i4 = arith.constant 4 : index
  %i7 = arith.constant 7 : index
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32>
  linalg.mul ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
  scf.for %i = %i0 to %i4 step %i1 {
    %c = arith.cmpi eq, %i, %i0 : index
    scf.if %c {
      linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
      %v = memref.load %a[%i7] : memref<256xf32>
      memref.store %v, %out[%i] : memref<4xf32>
    } else {
      linalg.add ins(%b, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
      %v = memref.load %b[%i7] : memref<256xf32>
      memref.store %v, %out[%i] : memref<4xf32>
    }
  }
  return
}

// Allocated inside the loop body, the buffers are fresh in every iteration:
// the branches are exclusive again.
// CHECK-LABEL: func.func @fresh_per_iteration(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>
func.func @fresh_per_iteration(%x: memref<256xf32>, %out: memref<4xf32>) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i4 = arith.constant 4 : index
  %i7 = arith.constant 7 : index
  scf.for %i = %i0 to %i4 step %i1 {
    %a = memref.alloc() : memref<256xf32>
    %b = memref.alloc() : memref<256xf32>
    %c = arith.cmpi eq, %i, %i0 : index
    scf.if %c {
      linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
      %v = memref.load %a[%i7] : memref<256xf32>
      memref.store %v, %out[%i] : memref<4xf32>
    } else {
      linalg.add ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
      %v = memref.load %b[%i7] : memref<256xf32>
      memref.store %v, %out[%i] : memref<4xf32>
    }
  }
  return
}

// UNSUPPORTED: fast-tier
