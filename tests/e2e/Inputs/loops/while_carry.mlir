// scf.while: an accumulator defined before the loop goes round through the
// before region, scf.condition and the after region; a buffer allocated in
// the before region is forwarded by scf.condition to the after region and to
// the results (one iteration's instance, read after the loop: planned, live
// over the whole loop and up to its last read).
func.func @kernel(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %acc = memref.alloc() : memref<64xf32>
  linalg.copy ins(%x : memref<64xf32>) outs(%acc : memref<64xf32>)
  %r:3 = scf.while (%a = %acc, %k = %c0) : (memref<64xf32>, index) -> (memref<64xf32>, memref<64xf32>, index) {
    %s = memref.alloc() : memref<64xf32>
    linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%s : memref<64xf32>)
    %go = arith.cmpi slt, %k, %c5 : index
    scf.condition(%go) %a, %s, %k : memref<64xf32>, memref<64xf32>, index
  } do {
  ^bb0(%a2: memref<64xf32>, %s2: memref<64xf32>, %k2: index):
    %t = memref.alloc() : memref<64xf32>
    linalg.mul ins(%s2, %s2 : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
    linalg.sub ins(%t, %a2 : memref<64xf32>, memref<64xf32>) outs(%a2 : memref<64xf32>)
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %a2, %k3 : memref<64xf32>, index
  }
  %w = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%w : memref<64xf32>)
  linalg.add ins(%r#0, %w : memref<64xf32>, memref<64xf32>) outs(%w : memref<64xf32>)
  linalg.add ins(%r#1, %w : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  return
}

func.func @main() {
  %x = memref.alloc() : memref<64xf32>
  %out = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.constant 0.015625 : f32
    %g = arith.mulf %f, %s : f32
    linalg.yield %g : f32
  }
  func.call @kernel(%x, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  %u = memref.cast %out : memref<64xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
