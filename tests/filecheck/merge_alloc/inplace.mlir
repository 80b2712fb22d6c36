// In-place reuse (merge-alloc{inplace}): the output of an element-wise op may
// start at the byte of an input the op reads for the last time. Pairs that read
// another element than they write, or whose donor lives on, never share.
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{inplace}' %s -o %t.mlir
// RUN: filecheck %s --input-file=%t.mlir
// RUN: %mlir_verify %t.mlir | filecheck %s --check-prefix=UPSTREAM
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{inplace analysis-only}' %s | filecheck %s --check-prefix=PAIRS
// RUN: xdsl-opt --allow-unregistered-dialect -p 'merge-alloc{inplace=false}' %s | filecheck %s --check-prefix=OFF
// UPSTREAM-LABEL: func.func @chain

// A chain of three: one slot. Without the option: two.
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         %a = memref.view %merged[%[[O:.*]]][]
// CHECK:         %b = memref.view %merged[%[[O]]][]
// CHECK:         %c = memref.view %merged[%[[O]]][]
// PAIRS-LABEL: func.func @chain(
// PAIRS:         linalg.add {__mergealloc_inplace = array<i64: 0, 2>} ins(%a, %x :
// PAIRS:         linalg.mul {__mergealloc_inplace = array<i64: 0, 2>} ins(%b, %b :
// OFF-LABEL: func.func @chain(
// OFF-NEXT:      %merged = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
func.func @chain(%x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  %c = memref.alloc() : memref<64xf32>
  linalg.mul ins(%b, %b : memref<64xf32>, memref<64xf32>) outs(%c : memref<64xf32>)
  "test.use"(%c) : (memref<64xf32>) -> ()
  return
}

// linalg.generic: the same permutation on both sides pairs; a different
// element type of the same size too.
// CHECK-LABEL: func.func @generic_permuted(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         %a = memref.view %merged[%[[O:.*]]][]
// CHECK:         %b = memref.view %merged[%[[O]]][]
func.func @generic_permuted(%x: memref<4x8xi32>) {
  %a = memref.alloc() : memref<4x8xi32>
  linalg.copy ins(%x : memref<4x8xi32>) outs(%a : memref<4x8xi32>)
  %b = memref.alloc() : memref<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xi32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%in: i32, %out: f32):
    %f = arith.sitofp %in : i32 to f32
    linalg.yield %f : f32
  }
  "test.use"(%b) : (memref<4x8xf32>) -> ()
  return
}

// Never paired: a transpose, a reversed read, a broadcast, an accumulation
// into the output, a smaller element type, a donor read again later.
// CHECK-LABEL: func.func @not_in_place(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>
// PAIRS-LABEL: func.func @not_in_place(
// PAIRS-NOT:     __mergealloc_inplace
// PAIRS:         return
func.func @not_in_place(%x: memref<8x8xf32>, %v: memref<64xf32>) {
  %a = memref.alloc() : memref<8x8xf32>
  linalg.copy ins(%x : memref<8x8xf32>) outs(%a : memref<8x8xf32>)
  %t = memref.alloc() : memref<8x8xf32>
  linalg.transpose ins(%a : memref<8x8xf32>) outs(%t : memref<8x8xf32>) permutation = [1, 0]
  %r = memref.alloc() : memref<64xf32>
  linalg.copy ins(%v : memref<64xf32>) outs(%r : memref<64xf32>)
  %rev = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (63 - d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%r : memref<64xf32>) outs(%rev : memref<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %row = memref.alloc() : memref<8xf32>
  "test.fill"(%row) : (memref<8xf32>) -> ()
  %bc = memref.alloc() : memref<8x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%row : memref<8xf32>) outs(%bc : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %acc = memref.alloc() : memref<8x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bc : memref<8x8xf32>) outs(%acc : memref<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  %half = memref.alloc() : memref<8x8xf16>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%acc : memref<8x8xf32>) outs(%half : memref<8x8xf16>) {
  ^bb0(%in: f32, %out: f16):
    %h = arith.truncf %in : f32 to f16
    linalg.yield %h : f16
  }
  %again = memref.alloc() : memref<8x8xf32>
  linalg.exp ins(%t : memref<8x8xf32>) outs(%again : memref<8x8xf32>)
  "test.use"(%t, %rev, %half, %again) : (memref<8x8xf32>, memref<64xf32>, memref<8x8xf16>, memref<8x8xf32>) -> ()
  return
}

// A donor allocated before a loop lives across its iterations: no reuse
// inside the loop. Allocated in the body, both are fresh in every iteration.
// CHECK-LABEL: func.func @loops(
// CHECK-NEXT:    %merged = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// PAIRS-LABEL: func.func @loops(
// PAIRS:         linalg.exp ins(%outside : memref<64xf32>) outs(%o : memref<64xf32>){{$}}
// PAIRS:         linalg.add {__mergealloc_inplace = array<i64: 0, 2>} ins(%inside, %x :
func.func @loops(%x: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outside = memref.alloc() : memref<64xf32>
  linalg.copy ins(%x : memref<64xf32>) outs(%outside : memref<64xf32>)
  scf.for %i = %c0 to %n step %c1 {
    %o = memref.alloc() : memref<64xf32>
    linalg.exp ins(%outside : memref<64xf32>) outs(%o : memref<64xf32>)
    "test.use"(%o) : (memref<64xf32>) -> ()
    %inside = memref.alloc() : memref<64xf32>
    linalg.copy ins(%x : memref<64xf32>) outs(%inside : memref<64xf32>)
    %p = memref.alloc() : memref<64xf32>
    linalg.add ins(%inside, %x : memref<64xf32>, memref<64xf32>) outs(%p : memref<64xf32>)
    "test.use"(%p) : (memref<64xf32>) -> ()
  }
  return
}

// UNSUPPORTED: fast-tier
