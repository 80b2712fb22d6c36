// The tiled-convolution shape: an accumulator allocated before two nested
// tile loops, carried by both (the inner loop carries the outer's iter_arg)
// and read after them. A temporary inside the inner loop and a buffer
// written after the loops while the result is still read must not share its
// bytes.
func.func @kernel(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %acc = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%acc : memref<64xf32>)
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (memref<64xf32>) {
    %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (memref<64xf32>) {
      %off = arith.muli %j, %c16 : index
      %tile = memref.subview %b[%off] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
      %xs = memref.subview %x[%off] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
      %tmp = memref.alloc() : memref<16xf32>
      linalg.mul ins(%xs, %xs : memref<16xf32, strided<[1], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>) outs(%tmp : memref<16xf32>)
      linalg.add ins(%tile, %tmp : memref<16xf32, strided<[1], offset: ?>>, memref<16xf32>) outs(%tile : memref<16xf32, strided<[1], offset: ?>>)
      scf.yield %b : memref<64xf32>
    }
    scf.yield %r2 : memref<64xf32>
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
    %s = arith.constant 0.0625 : f32
    %g = arith.mulf %f, %s : f32
    linalg.yield %g : f32
  }
  func.call @kernel(%x, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  %u = memref.cast %out : memref<64xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
