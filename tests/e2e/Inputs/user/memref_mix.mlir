// hand-written memref program: scf.if returning memrefs, memref.transpose,
// memref.cast, collapse/expand of allocs, subviews, alloca in a loop, scf.while
// carrying a memref.
#id = affine_map<(d0) -> (d0)>
func.func @fill_iota(%m: memref<64xf32>, %k: f32) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%m : memref<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %k : f32
    linalg.yield %g : f32
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %k1 = arith.constant 0.5 : f32
  %k2 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<64xf32>
  func.call @fill_iota(%a, %k1) : (memref<64xf32>, f32) -> ()
  %b = memref.alloc() : memref<64xf32>
  func.call @fill_iota(%b, %k2) : (memref<64xf32>, f32) -> ()
  // expand to 8x8, transpose, copy into c (via collapse of a fresh alloc)
  %a2 = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %at = memref.transpose %a2 (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %c = memref.alloc() : memref<8x8xf32>
  memref.copy %at, %c : memref<8x8xf32, strided<[1, 8]>> to memref<8x8xf32>
  %cflat = memref.collapse_shape %c [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  // scf.if returning one of two fresh buffers
  %cond = arith.cmpi slt, %c3, %c4 : index
  %sel = scf.if %cond -> memref<64xf32> {
    %t = memref.alloc() : memref<64xf32>
    linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%cflat, %b : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
    scf.yield %t : memref<64xf32>
  } else {
    %t = memref.alloc() : memref<64xf32>
    linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%cflat, %b : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.subf %x, %y : f32
      linalg.yield %s : f32
    }
    scf.yield %t : memref<64xf32>
  }
  // dynamic cast and subview
  %dyn = memref.cast %sel : memref<64xf32> to memref<?xf32>
  %sub = memref.subview %dyn[8] [16] [1] : memref<?xf32> to memref<16xf32, strided<[1], offset: 8>>
  %d = memref.alloc() : memref<16xf32>
  memref.copy %sub, %d : memref<16xf32, strided<[1], offset: 8>> to memref<16xf32>
  // loop with alloca and a fresh alloc per iteration, accumulate into acc
  %acc = memref.alloc() : memref<16xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%acc : memref<16xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %tmp = memref.alloca() : memref<16xf32>
    %tmp2 = memref.alloc() : memref<16xf32>
    %fi = arith.index_cast %i : index to i32
    %ff = arith.sitofp %fi : i32 to f32
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%d : memref<16xf32>) outs(%tmp : memref<16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.mulf %x, %ff : f32
      linalg.yield %s : f32
    }
    linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%tmp, %acc : memref<16xf32>, memref<16xf32>) outs(%tmp2 : memref<16xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
    memref.copy %tmp2, %acc : memref<16xf32> to memref<16xf32>
    memref.dealloc %tmp2 : memref<16xf32>
  }
  // scf.while carrying a memref, swapping two buffers
  %p = memref.alloc() : memref<16xf32>
  %q = memref.alloc() : memref<16xf32>
  memref.copy %acc, %p : memref<16xf32> to memref<16xf32>
  %r:3 = scf.while (%n = %c0, %x = %p, %y = %q) : (index, memref<16xf32>, memref<16xf32>) -> (index, memref<16xf32>, memref<16xf32>) {
    %go = arith.cmpi slt, %n, %c3 : index
    scf.condition(%go) %n, %x, %y : index, memref<16xf32>, memref<16xf32>
  } do {
  ^bb0(%n: index, %x: memref<16xf32>, %y: memref<16xf32>):
    linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %d : memref<16xf32>, memref<16xf32>) outs(%y : memref<16xf32>) {
    ^bb0(%u: f32, %v: f32, %o: f32):
      %s = arith.addf %u, %v : f32
      linalg.yield %s : f32
    }
    %n1 = arith.addi %n, %c1 : index
    scf.yield %n1, %y, %x : index, memref<16xf32>, memref<16xf32>
  }
  %e = memref.alloc() : memref<16xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%r#1, %acc : memref<16xf32>, memref<16xf32>) outs(%e : memref<16xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %s = arith.subf %u, %v : f32
    linalg.yield %s : f32
  }
  %u1 = memref.cast %e : memref<16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %r#2 : memref<16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %a : memref<64xf32> to memref<*xf32>
  func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %u4 = memref.cast %c : memref<8x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
