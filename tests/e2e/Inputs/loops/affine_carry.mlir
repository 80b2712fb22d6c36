// affine.for iter_args: an accumulator allocated before the loop is carried
// by it (and read after it); a temporary inside the body lives in the
// loop's own merged buffer.
func.func @kernel(%x: memref<64xf32>, %out: memref<64xf32>) {
  %acc = memref.alloc() : memref<64xf32>
  linalg.copy ins(%x : memref<64xf32>) outs(%acc : memref<64xf32>)
  %r = affine.for %i = 0 to 4 iter_args(%a = %acc) -> (memref<64xf32>) {
    %t = memref.alloc() : memref<64xf32>
    linalg.exp ins(%a : memref<64xf32>) outs(%t : memref<64xf32>)
    linalg.sub ins(%t, %x : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
    affine.yield %a : memref<64xf32>
  }
  %w = memref.alloc() : memref<64xf32>
  linalg.mul ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%w : memref<64xf32>)
  linalg.add ins(%r, %w : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
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
