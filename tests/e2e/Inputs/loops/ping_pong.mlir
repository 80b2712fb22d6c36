// Two buffers swapped by the yield (`yield %b, %a`): each iteration reads one
// and writes the other, so both are live over the whole loop; the result
// read after the loop keeps them live up to that read, past a buffer
// written after the loop.
func.func @kernel(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %p = memref.alloc() : memref<64xf32>
  %q = memref.alloc() : memref<64xf32>
  linalg.copy ins(%x : memref<64xf32>) outs(%p : memref<64xf32>)
  linalg.exp ins(%x : memref<64xf32>) outs(%q : memref<64xf32>)
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %p, %b = %q) -> (memref<64xf32>, memref<64xf32>) {
    %t = memref.alloc() : memref<64xf32>
    linalg.mul ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
    linalg.add ins(%t, %b : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
    scf.yield %b, %a : memref<64xf32>, memref<64xf32>
  }
  %w = memref.alloc() : memref<64xf32>
  linalg.mul ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%w : memref<64xf32>)
  linalg.sub ins(%r#0, %w : memref<64xf32>, memref<64xf32>) outs(%w : memref<64xf32>)
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
