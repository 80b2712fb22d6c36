// A buffer allocated inside the loop and yielded: iteration i+1 reads what
// iteration i allocated while writing its own new buffer, so the alloc
// inside must stay a real allocation (one offset would make the two
// instances one). The init allocated before the loop is planned.
func.func @kernel(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%init : memref<64xf32>)
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (memref<64xf32>) {
    %n = memref.alloc() : memref<64xf32>
    linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%n : memref<64xf32>)
    linalg.add ins(%n, %a : memref<64xf32>, memref<64xf32>) outs(%n : memref<64xf32>)
    scf.yield %n : memref<64xf32>
  }
  linalg.copy ins(%r : memref<64xf32>) outs(%out : memref<64xf32>)
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
