// Loop-carried buffers (docs/lifetimes.md, "Loop-carried buffers"): a buffer
// allocated before a loop and carried by its iter_args is an alias of them,
// planned with a lifetime over the whole loop and up to the last use of the
// loop's result; a buffer allocated inside the loop and yielded to the next
// iteration stays a real allocation (two iterations' instances are live at
// once).
// RUN: xdsl-opt -p merge-alloc %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt -p 'merge-alloc{analysis-only}' %s | filecheck %s --check-prefix=TICKS
// UPSTREAM-LABEL: func.func @carried
// UPSTREAM-LABEL: func.func @carried_inside

// %acc is live from its first write to the read of %r: %t (inside one
// iteration) and %w (written after the loop while %r is still read) get
// other bytes; %v, after that read, reuses %acc's.
// CHECK-LABEL: func.func @carried(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-DAG:     %[[OFF0:off0]] = arith.constant 0 : index
// CHECK-DAG:     %[[OFF256:off256]] = arith.constant 256 : index
// CHECK:         %acc = memref.view %merged[%[[OFF0]]][] : memref<512xi8> to memref<64xf32>
// CHECK:         %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (memref<64xf32>) {
// CHECK-NEXT:      %t = memref.view %merged[%[[OFF256]]][]
// CHECK:           scf.yield %a : memref<64xf32>
// CHECK:         %w = memref.view %merged[%[[OFF256]]][]
// CHECK:         %v = memref.view %merged[%[[OFF0]]][]
// CHECK-NOT:     memref.alloc
// CHECK:         func.return
// TICKS-LABEL: func.func @carried(
// TICKS:         %acc = memref.alloc() {__mergealloc_lifetime = array<i64: [[S:[0-9]+]], 6, 22>}
// TICKS:           %t = memref.alloc() {__mergealloc_lifetime = array<i64: [[S]], 11, 14>}
// TICKS:         %w = memref.alloc() {__mergealloc_lifetime = array<i64: [[S]], 19, 22>}
// TICKS:         %v = memref.alloc() {__mergealloc_lifetime = array<i64: [[S]], 26, 29>}
func.func @carried(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%acc : memref<64xf32>)
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (memref<64xf32>) {
    %t = memref.alloc() : memref<64xf32>
    linalg.mul ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
    linalg.add ins(%a, %t : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
    scf.yield %a : memref<64xf32>
  }
  %w = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%w : memref<64xf32>)
  linalg.add ins(%r, %w : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  %v = memref.alloc() : memref<64xf32>
  linalg.exp ins(%out : memref<64xf32>) outs(%v : memref<64xf32>)
  linalg.copy ins(%v : memref<64xf32>) outs(%out : memref<64xf32>)
  return
}

// %n is made in every iteration and read by the next one as %a: it stays a
// real allocation; the init %init is planned.
// CHECK-LABEL: func.func @carried_inside(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         %init = memref.view %merged
// CHECK:         scf.for
// CHECK-NEXT:      %n = memref.alloc() : memref<64xf32>
// CHECK:           scf.yield %n : memref<64xf32>
func.func @carried_inside(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%init : memref<64xf32>)
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (memref<64xf32>) {
    %n = memref.alloc() : memref<64xf32>
    linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%n : memref<64xf32>)
    scf.yield %n : memref<64xf32>
  }
  linalg.copy ins(%r : memref<64xf32>) outs(%out : memref<64xf32>)
  return
}

// UNSUPPORTED: fast-tier
