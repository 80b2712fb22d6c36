// Two 1 KiB buffers, one used only in the then region, the other only in the
// else region of one scf.if (both allocated before it): never live together,
// so they share 1,024 bytes.
func.func @kernel(%c: i1, %x: memref<256xf32>, %out: memref<2xf32>) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i7 = arith.constant 7 : index
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32>
  scf.if %c {
    linalg.exp ins(%x : memref<256xf32>) outs(%a : memref<256xf32>)
    linalg.add ins(%a, %x : memref<256xf32>, memref<256xf32>) outs(%a : memref<256xf32>)
    %v = memref.load %a[%i7] : memref<256xf32>
    memref.store %v, %out[%i0] : memref<2xf32>
  } else {
    linalg.mul ins(%x, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
    linalg.mul ins(%b, %x : memref<256xf32>, memref<256xf32>) outs(%b : memref<256xf32>)
    %v = memref.load %b[%i7] : memref<256xf32>
    memref.store %v, %out[%i1] : memref<2xf32>
  }
  memref.dealloc %a : memref<256xf32>
  memref.dealloc %b : memref<256xf32>
  return
}

func.func @main() {
  %x = memref.alloc() : memref<256xf32>
  %out = memref.alloc() : memref<2xf32>
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %true = arith.constant true
  %false = arith.constant false
  linalg.fill ins(%half : f32) outs(%x : memref<256xf32>)
  linalg.fill ins(%zero : f32) outs(%out : memref<2xf32>)
  func.call @kernel(%true, %x, %out) : (i1, memref<256xf32>, memref<2xf32>) -> ()
  func.call @kernel(%false, %x, %out) : (i1, memref<256xf32>, memref<2xf32>) -> ()
  %u = memref.cast %out : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
