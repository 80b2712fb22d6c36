// scf.if results inside a loop: the buffer carried is either the iter_arg
// or a second buffer the then branch writes; both allocated before the loop,
// so both are live over the whole loop and up to the last read of its result.
func.func @kernel(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %p = memref.alloc() : memref<64xf32>
  %q = memref.alloc() : memref<64xf32>
  linalg.copy ins(%x : memref<64xf32>) outs(%p : memref<64xf32>)
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %p) -> (memref<64xf32>) {
    %rem = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %rem, %c1 : index
    %y = scf.if %odd -> (memref<64xf32>) {
      linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%q : memref<64xf32>)
      scf.yield %q : memref<64xf32>
    } else {
      %t = memref.alloc() : memref<64xf32>
      linalg.exp ins(%x : memref<64xf32>) outs(%t : memref<64xf32>)
      linalg.mul ins(%a, %t : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
      scf.yield %a : memref<64xf32>
    }
    scf.yield %y : memref<64xf32>
  }
  %w = memref.alloc() : memref<64xf32>
  linalg.exp ins(%x : memref<64xf32>) outs(%w : memref<64xf32>)
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
