#id = affine_map<(d0) -> (d0)>
func.func @fill(%m: memref<32xf32>, %k: f32) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%m : memref<32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %k : f32
    linalg.yield %g : f32
  }
  return
}
func.func @add(%a: memref<32xf32>, %b: memref<32xf32>, %o: memref<32xf32>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : memref<32xf32>, memref<32xf32>) outs(%o : memref<32xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %k1 = arith.constant 1.0 : f32
  %k3 = arith.constant 3.0 : f32
  %acc = memref.alloc() {alignment = 256 : i64} : memref<32xf32>
  func.call @fill(%acc, %k1) : (memref<32xf32>, f32) -> ()
  // index_switch with allocs in cases
  %sw = scf.index_switch %c1 -> memref<32xf32>
  case 0 {
    %t = memref.alloc() : memref<32xf32>
    func.call @fill(%t, %k3) : (memref<32xf32>, f32) -> ()
    scf.yield %t : memref<32xf32>
  }
  case 1 {
    %t = memref.alloc() {alignment = 128 : i64} : memref<32xf32>
    %u = memref.alloc() : memref<32xf32>
    func.call @fill(%u, %k3) : (memref<32xf32>, f32) -> ()
    func.call @add(%u, %acc, %t) : (memref<32xf32>, memref<32xf32>, memref<32xf32>) -> ()
    scf.yield %t : memref<32xf32>
  }
  default {
    scf.yield %acc : memref<32xf32>
  }
  // execute_region with an alloc
  %ex = scf.execute_region -> memref<32xf32> {
    %t = memref.alloc() : memref<32xf32>
    func.call @add(%sw, %sw, %t) : (memref<32xf32>, memref<32xf32>, memref<32xf32>) -> ()
    scf.yield %t : memref<32xf32>
  }
  // affine.for with an alloc per iteration, carried through a buffer swap
  %prev = memref.alloc() : memref<32xf32>
  memref.copy %ex, %prev : memref<32xf32> to memref<32xf32>
  affine.for %i = 0 to 3 {
    %t = memref.alloc() : memref<32xf32>
    func.call @add(%prev, %acc, %t) : (memref<32xf32>, memref<32xf32>, memref<32xf32>) -> ()
    memref.copy %t, %prev : memref<32xf32> to memref<32xf32>
    memref.dealloc %t : memref<32xf32>
  }
  // alloca_scope
  memref.alloca_scope {
    %s = memref.alloca() : memref<32xf32>
    %t = memref.alloc() : memref<32xf32>
    func.call @add(%prev, %prev, %s) : (memref<32xf32>, memref<32xf32>, memref<32xf32>) -> ()
    func.call @add(%s, %acc, %t) : (memref<32xf32>, memref<32xf32>, memref<32xf32>) -> ()
    memref.copy %t, %acc : memref<32xf32> to memref<32xf32>
  }
  // scf.parallel with per-iteration temps
  %res = memref.alloc() : memref<4x32xf32>
  scf.parallel (%p) = (%c0) to (%c4) step (%c1) {
    %t = memref.alloc() : memref<32xf32>
    %pi = arith.index_cast %p : index to i32
    %pf = arith.sitofp %pi : i32 to f32
    func.call @fill(%t, %pf) : (memref<32xf32>, f32) -> ()
    %row = memref.subview %res[%p, 0] [1, 32] [1, 1] : memref<4x32xf32> to memref<32xf32, strided<[1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t, %acc : memref<32xf32>, memref<32xf32>) outs(%row : memref<32xf32, strided<[1], offset: ?>>) {
    ^bb0(%x: f32, %y: f32, %z: f32):
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
    scf.reduce
  }
  // nested scf.for carrying a buffer from iteration to iteration
  %init = memref.alloc() : memref<32xf32>
  func.call @fill(%init, %k1) : (memref<32xf32>, f32) -> ()
  %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%cur = %init) -> memref<32xf32> {
    %inner = scf.for %j = %c0 to %c2 step %c1 iter_args(%c2cur = %cur) -> memref<32xf32> {
      %n = memref.alloc() : memref<32xf32>
      func.call @add(%c2cur, %acc, %n) : (memref<32xf32>, memref<32xf32>, memref<32xf32>) -> ()
      scf.yield %n : memref<32xf32>
    }
    scf.yield %inner : memref<32xf32>
  }
  %u0 = memref.cast %last : memref<32xf32> to memref<*xf32>
  func.call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %res : memref<4x32xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %sw : memref<32xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %acc : memref<32xf32> to memref<*xf32>
  func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
