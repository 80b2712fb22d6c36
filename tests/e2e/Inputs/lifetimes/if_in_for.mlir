// The same two buffers, but allocated before an scf.for whose body holds the
// scf.if: an iteration taking the else branch reads %b as an earlier
// iteration left it, while %a may have been written in between. Each is live
// across iterations, so they keep disjoint bytes (2,048).
func.func @kernel(%x: memref<256xf32>, %out: memref<4xf32>) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i4 = arith.constant 4 : index
  %i7 = arith.constant 7 : index
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32>
  linalg.mul ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
  scf.for %i = %i0 to %i4 step %i1 {
    %odd = arith.remui %i, %i2 : index
    %c = arith.cmpi eq, %odd, %i0 : index
    scf.if %c {
      linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
      %v = memref.load %a[%i7] : memref<256xf32>
      memref.store %v, %out[%i] : memref<4xf32>
    } else {
      linalg.add ins(%b, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
      %v = memref.load %b[%i7] : memref<256xf32>
      memref.store %v, %out[%i] : memref<4xf32>
    }
  }
  return
}

func.func @main() {
  %x = memref.alloc() : memref<256xf32>
  %out = memref.alloc() : memref<4xf32>
  %half = arith.constant 0.5 : f32
  linalg.fill ins(%half : f32) outs(%x : memref<256xf32>)
  func.call @kernel(%x, %out) : (memref<256xf32>, memref<4xf32>) -> ()
  %u = memref.cast %out : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
